// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s
// Expected output: mlir-opt-22 --allow-unregistered-dialect %s

// Repeated type text: from the third sighting on the lexer hands the
// parser the type it read before (grammar/memo.c).  Each type below is
// written at least three times, also with other spacing, inside other
// types and attributes, and in custom forms.

func.func @shapes(%a: tensor<2x?xf32>, %b: tensor<2x?xf32>, %c: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = arith.addf %a, %b : tensor<2x?xf32>
  %1 = arith.addf %0, %c : tensor < 2x?xf32 >
  %2 = "foo.op"(%1) {t = tensor<2x?xf32>, u = [tensor<2x?xf32>]} : (tensor<2x?xf32>) -> tensor<2x?xf32>
  return %2 : tensor<2x?xf32>
}

func.func @memrefs(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) -> f32 {
  %0 = memref.load %m[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %1 = memref.load %m[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %2 = memref.load %m[%i, %i] : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %u = memref.cast %m : memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<*xf32>
  "foo.use"(%u, %u) : (memref<*xf32>, memref<*xf32>) -> ()
  %3 = arith.addf %0, %1 : f32
  %4 = arith.addf %3, %2 : f32
  return %4 : f32
}

"foo.vectors"() : () -> (vector<[4]x2xi8>, vector<[4]x2xi8>, vector<[4]x2xi8>, vector<[4]x2xi8>, tensor<*xi1>, tensor<*xi1>, tensor<*xi1>)
"foo.dialect"() {a = !foo.t<"x", [1, 2]>} : () -> (!foo.t<"x", [1, 2]>, !foo.t<"x", [1, 2]>, !foo.t<"x", [1, 2]>)
"foo.nested"() : () -> (tensor<2xvector<4xf32>>, tensor<2xvector<4xf32>>, tensor<2xvector<4xf32>>, vector<4xf32>)
"foo.spaced"() : () -> (tensor<3xi8>, tensor<3xi8>, tensor<3xi8>, tensor<3
  xi8>, tensor<3xi8, "enc">, tensor<3xi8, "enc">, tensor<3xi8, "enc">)

// CHECK: {{^}}#map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @shapes(%arg0: tensor<2x?xf32>, %arg1: tensor<2x?xf32>, %arg2: tensor<2x?xf32>) -> tensor<2x?xf32> {
// CHECK-NEXT:     %4 = arith.addf %arg0, %arg1 : tensor<2x?xf32>
// CHECK-NEXT:     %5 = arith.addf %4, %arg2 : tensor<2x?xf32>
// CHECK-NEXT:     %6 = "foo.op"(%5) {t = tensor<2x?xf32>, u = [tensor<2x?xf32>]} : (tensor<2x?xf32>) -> tensor<2x?xf32>
// CHECK-NEXT:     return %6 : tensor<2x?xf32>
// CHECK-NEXT:   }
// CHECK-LABEL: func.func @memrefs(%arg0: memref<4x4xf32, #map>, %arg1: index) -> f32 {
// CHECK-NEXT:     %4 = memref.load %arg0[%arg1, %arg1] : memref<4x4xf32, #map>
// CHECK-NEXT:     %5 = memref.load %arg0[%arg1, %arg1] : memref<4x4xf32, #map>
// CHECK-NEXT:     %6 = memref.load %arg0[%arg1, %arg1] : memref<4x4xf32, #map>
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x4xf32, #map> to memref<*xf32>
// CHECK-NEXT:     "foo.use"(%cast, %cast) : (memref<*xf32>, memref<*xf32>) -> ()
// CHECK-NEXT:     %7 = arith.addf %4, %5 : f32
// CHECK-NEXT:     %8 = arith.addf %7, %6 : f32
// CHECK-NEXT:     return %8 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   %0:7 = "foo.vectors"() : () -> (vector<[4]x2xi8>, vector<[4]x2xi8>, vector<[4]x2xi8>, vector<[4]x2xi8>, tensor<*xi1>, tensor<*xi1>, tensor<*xi1>)
// CHECK-NEXT:   %1:3 = "foo.dialect"() {a = !foo.t<"x", [1, 2]>} : () -> (!foo.t<"x", [1, 2]>, !foo.t<"x", [1, 2]>, !foo.t<"x", [1, 2]>)
// CHECK-NEXT:   %2:4 = "foo.nested"() : () -> (tensor<2xvector<4xf32>>, tensor<2xvector<4xf32>>, tensor<2xvector<4xf32>>, vector<4xf32>)
// CHECK-NEXT:   %3:7 = "foo.spaced"() : () -> (tensor<3xi8>, tensor<3xi8>, tensor<3xi8>, tensor<3xi8>, tensor<3xi8, "enc">, tensor<3xi8, "enc">, tensor<3xi8, "enc">)
// CHECK-NEXT: }
