// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// dense_resource attributes and the `{-# dialect_resources #-}` section:
// referenced blobs are printed after the module, unused ones are dropped.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = dense_resource<blob1> : tensor<3xi8>, b = dense_resource<__elided__> : tensor<2xf32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x08000000010203"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
"foo.op"() {a = dense_resource<blob1> : tensor<3xi8>, b = dense_resource<__elided__> : tensor<2xf32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010203",
      unused: "0x0800000004"
    }
  }
#-}
// CHECK-NOT: unused

// -----

// Several uses of one blob, and a quoted key.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.two"() {a = dense_resource<blob1> : tensor<3xi8>, b = dense_resource<blob1> : tensor<3xi8>, c = dense_resource<"quoted key"> : tensor<1xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x08000000010203",
// CHECK-NEXT:       "quoted key": "0x0400000001000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
"foo.two"() {a = dense_resource<blob1> : tensor<3xi8>, b = dense_resource<blob1> : tensor<3xi8>, c = dense_resource<"quoted key"> : tensor<1xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x08000000010203",
      "quoted key": "0x0400000001000000"
    }
  }
#-}

// -----

// A reference to a blob that is never defined is kept as a name only.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.missing"() {a = dense_resource<missing> : tensor<3xi8>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.missing"() {a = dense_resource<missing> : tensor<3xi8>} : () -> ()

// -----

// The blob size is not checked against the type.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.size"() {a = dense_resource<blob1> : tensor<3xi8>} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x0800000001020304"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
"foo.size"() {a = dense_resource<blob1> : tensor<3xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0800000001020304"
    }
  }
#-}

// -----

// The resource section may come before the operations.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.late"() {a = dense_resource<early> : tensor<i32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-EMPTY:
// CHECK-NEXT: {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       early: "0x0400000007000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
{-#
  dialect_resources: {
    builtin: {
      early: "0x0400000007000000"
    }
  }
#-}
"foo.late"() {a = dense_resource<early> : tensor<i32>} : () -> ()
