// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// Former discrepancy, since fixed in mica: when one terminator names the same successor twice,
// mlir-opt 22 counts both edges (`// 2 preds: ^bb0, ^bb0`); mica prints
// `// pred: ^bb0`.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() ({
// CHECK-NEXT:     "foo.br"()[^bb1, ^bb1, ^bb2] : () -> ()
// CHECK-NEXT:   ^bb1:  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     "foo.br"()[^bb2] : () -> ()
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     "foo.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() ({
^entry:
  "foo.br"()[^a, ^a, ^b] : () -> ()
^a:
  "foo.br"()[^b] : () -> ()
^b:
  "foo.ret"() : () -> ()
}) : () -> ()
