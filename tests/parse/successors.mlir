// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Successor lists `[^bb1, ^bb2]` with operands passed as regular operands
// (today's form), block arguments, and renumbered block names.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i1, index) -> (), sym_name = "cfg"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: index):
// CHECK-NEXT:     "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "cf.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb2(%0: index):  // pred: ^bb0
// CHECK-NEXT:     "cf.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     "cf.br"()[^bb4] : () -> ()
// CHECK-NEXT:   ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @cfg(%c: i1, %v: index) {
  "cf.cond_br"(%c, %v)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, index) -> ()
^bb1:
  "cf.br"()[^bb3] : () -> ()
^bb2(%x: index):
  "cf.br"()[^bb4] : () -> ()
^bb3:
  "cf.br"()[^bb4] : () -> ()
^bb4:
  "func.return"() : () -> ()
}

// -----

// Named blocks are renumbered in order; a block may be used before it is
// defined.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:     "foo.br"()[^bb2, ^bb1] : () -> ()
// CHECK-NEXT:   ^bb1(%0: i32, %1: i64):  // pred: ^bb0
// CHECK-NEXT:     "foo.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.region"() ({
^entry:
  "foo.br"()[^exit, ^middle] : () -> ()
^middle(%a: i32, %b: i64):
  "foo.br"()[^exit] : () -> ()
^exit:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// Block arguments are numbered with the values, except the entry block's,
// which are %argN.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.region"() ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "foo.def"() : () -> i32
// CHECK-NEXT:     "foo.br"(%0)[^bb1] : (i32) -> ()
// CHECK-NEXT:   ^bb1(%1: i32, %2: f32):  // pred: ^bb0
// CHECK-NEXT:     "foo.use"(%arg0, %1, %2) : (i32, i32, f32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.region"() ({
^bb0(%x: i32):
  %0 = "foo.def"() : () -> i32
  "foo.br"(%0)[^bb1] : (i32) -> ()
^bb1(%y: i32, %z: f32):
  "foo.use"(%x, %y, %z) : (i32, i32, f32) -> ()
}) : () -> ()
