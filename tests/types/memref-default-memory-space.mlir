// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// Former discrepancy, since fixed in mica: mlir-opt 22 drops a memory space that is the integer 0 (of any
// integer type: `0`, `0 : i64`, `0 : i32`) from ranked and unranked memrefs;
// mica prints it (`memref<4xf32, 0>`, `memref<4xf32, 0 : i32>`).

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:3 = "foo.ranked"() : () -> (memref<4xf32>, memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: }) : () -> ()
"foo.ranked"() : () -> (memref<4xf32, 0>, memref<4xf32, 0 : i64>, memref<4xf32, 0 : i32>)

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.unranked"() : () -> memref<*xf32>
// CHECK-NEXT: }) : () -> ()
"foo.unranked"() : () -> memref<*xf32, 0>

// -----

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   %0 = "foo.with_layout"() : () -> memref<4xf32, #map>
// CHECK-NEXT: }) : () -> ()
"foo.with_layout"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>, 0>
