// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Plain memrefs: 0-d, static, dynamic, zero sizes.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:6 = "foo.plain"() : () -> (memref<f32>, memref<4xf32>, memref<?x?xf32>, memref<0xf32>, memref<1x0xf32>, memref<4xvector<8xf16>>)
// CHECK-NEXT: }) : () -> ()
"foo.plain"() : () -> (memref<f32>, memref<4xf32>, memref<?x?xf32>, memref<0xf32>, memref<1 x 0 x f32>, memref<4xvector<8xf16>>)

// -----

// An identity layout is dropped; other affine layouts print (here via an alias).
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   %0:3 = "foo.affine"() : () -> (memref<4xf32>, memref<4x4xf32>, memref<4x4xf32, #map>)
// CHECK-NEXT: }) : () -> ()
"foo.affine"() : () -> (memref<4xf32, affine_map<(d0) -> (d0)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)

// -----

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * 5 + d1 + s0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   %0 = "foo.affine_symbols"() : () -> memref<4x5xf32, #map>
// CHECK-NEXT: }) : () -> ()
"foo.affine_symbols"() : () -> memref<4x5xf32, affine_map<(d0, d1)[s0] -> (d0 * 5 + d1 + s0)>>

// -----

// Strided layouts: the zero offset is omitted, dynamic `?` entries kept.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:6 = "foo.strided"() : () -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[2], offset: 3>>, memref<4x5xf32, strided<[?, ?]>>, memref<f32, strided<[]>>)
// CHECK-NEXT: }) : () -> ()
"foo.strided"() : () -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4xf32, strided<[1]>>, memref<4xf32, strided<[1], offset: 0>>, memref<4xf32, strided<[2], offset: 3>>, memref<4x5xf32, strided<[?, ?], offset: 0>>, memref<f32, strided<[]>>)

// -----

// Integer and attribute memory spaces; `1 : i64` prints as `1`.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:5 = "foo.space"() : () -> (memref<4xf32, 1>, memref<4xf32, 1>, memref<4xf32, 1 : i32>, memref<4xf32, "gpu">, memref<4xf32, {a = 1 : i64}>)
// CHECK-NEXT: }) : () -> ()
"foo.space"() : () -> (memref<4xf32, 1>, memref<4xf32, 1 : i64>, memref<4xf32, 1 : i32>, memref<4xf32, "gpu">, memref<4xf32, {a = 1}>)

// -----

// Layout and memory space together.
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   %0:3 = "foo.layout_space"() : () -> (memref<4xf32, 3>, memref<4x4xf32, #map, 7>, memref<4xf32, strided<[4], offset: ?>, "x">)
// CHECK-NEXT: }) : () -> ()
"foo.layout_space"() : () -> (memref<4xf32, affine_map<(d0) -> (d0)>, 3>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 7>, memref<4xf32, strided<[4], offset: ?>, "x">)

// -----

// Unranked memrefs, with and without a memory space.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:4 = "foo.unranked"() : () -> (memref<*xf32>, memref<*xf32, 2>, memref<*xi8, "x">, memref<*xf16>)
// CHECK-NEXT: }) : () -> ()
"foo.unranked"() : () -> (memref<*xf32>, memref<*xf32, 2>, memref<*xi8, "x">, memref<* x f16>)
