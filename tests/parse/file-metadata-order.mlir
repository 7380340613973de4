// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// mlir-opt 22 prints `dialect_resources` before `external_resources`,
// whatever their order in the input.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = dense_resource<blob> : tensor<1xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob: "0x0400000001000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     foo: {
// CHECK-NEXT:       key: "value"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
{-#
  external_resources: {
    foo: {
      key: "value"
    }
  },
  dialect_resources: {
    builtin: {
      blob: "0x0400000001000000"
    }
  }
#-}
"foo.op"() {a = dense_resource<blob> : tensor<1xi32>} : () -> ()
