// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Block headers carry predecessor comments: `// pred: ^bb0`,
// `// N preds: ...` (sorted by block number, one entry per branch edge) and
// `// no predecessors`; the entry block header is omitted when it has no
// arguments.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:     "foo.br"()[^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "foo.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb3:  // pred: ^bb0
// CHECK-NEXT:     "foo.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb4:  // 5 preds: ^bb0, ^bb1, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:     "foo.br"()[^bb4] : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() ({
  "foo.br"()[^a, ^b, ^c, ^d] : () -> ()
^a:
  "foo.br"()[^d] : () -> ()
^b:
  "foo.br"()[^d] : () -> ()
^c:
  "foo.br"()[^d] : () -> ()
^d:
  "foo.br"()[^d] : () -> ()
}) : () -> ()

// -----

// A self loop.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() ({
  "foo.br"()[^a] : () -> ()
^a:
  "foo.br"()[^a] : () -> ()
}) : () -> ()

// -----

// Unreachable blocks.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   ^bb2(%0: i32):  // no predecessors
// CHECK-NEXT:     "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() ({
  "foo.ret"() : () -> ()
^dead:
  "foo.ret"() : () -> ()
^dead2(%x: i32):
  "foo.br"()[^dead] : () -> ()
}) : () -> ()

// -----

// Predecessors listed in block order, not in branch order.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:     "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb1:  // no predecessors
// CHECK-NEXT:     "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb2:  // no predecessors
// CHECK-NEXT:     "foo.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() ({
  "foo.br"()[^c] : () -> ()
^a:
  "foo.br"()[^c] : () -> ()
^b:
  "foo.br"()[^c] : () -> ()
^c:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// Branches to one block from blocks that come earlier and from one twice:
// sorted by block position, a block that branches twice listed twice.
// (expected text: mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic)
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:     "foo.br"()[^bb3, ^bb1] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.br"()[^bb3, ^bb2] : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     "foo.br"()[^bb3, ^bb3] : () -> ()
// CHECK-NEXT:   ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb2, ^bb2
// CHECK-NEXT:     "foo.t"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() ({
^bb0:
  "foo.br"() [^bb3, ^bb1] : () -> ()
^bb1:
  "foo.br"() [^bb3, ^bb2] : () -> ()
^bb2:
  "foo.br"() [^bb3, ^bb3] : () -> ()
^bb3:
  "foo.t"() : () -> ()
}) : () -> ()
