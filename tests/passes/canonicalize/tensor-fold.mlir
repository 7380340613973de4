// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @casts(%arg0: tensor<*xi32>, %arg1: tensor<4xi32>, %arg2: tensor<?x?xi32>) -> (tensor<2xi32>, tensor<4xi32>, tensor<?x8xi32>, tensor<4x8xi32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<*xi32> to tensor<2xi32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg2 : tensor<?x?xi32> to tensor<4x?xi32>
// CHECK-NEXT: %cast_1 = tensor.cast %cast_0 : tensor<4x?xi32> to tensor<?x8xi32>
// CHECK-NEXT: %cast_2 = tensor.cast %arg0 : tensor<*xi32> to tensor<4x8xi32>
// CHECK-NEXT: return %cast, %arg1, %cast_1, %cast_2 : tensor<2xi32>, tensor<4xi32>, tensor<?x8xi32>, tensor<4x8xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dims(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: tensor<?xi32>, %arg3: tensor<*xf32>, %arg4: f32, %arg5: index) -> (index, index, index, index, index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg2[%c1] : tensor<?xi32>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT: return %c4, %arg1, %arg1, %dim, %dim_0, %0, %arg1 : index, index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elements(%arg0: index, %arg1: tensor<9xf32>) -> (f32, i32, index, f32, tensor<4xf32>, tensor<2x2xi32>, tensor<3xi64>, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %cst = arith.constant dense<7> : tensor<3xi64>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}1, 2], [2, 1]]> : tensor<2x2xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<4.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_2 = arith.constant 4.000000e+00 : f32
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: %extracted = tensor.extract %arg1[%c0] : tensor<9xf32>
// CHECK-NEXT: return %cst_2, %c64_i32, %arg0, %extracted, %cst_1, %cst_0, %cst, %c2 : f32, i32, index, f32, tensor<4xf32>, tensor<2x2xi32>, tensor<3xi64>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @producers(%arg0: index, %arg1: tensor<1x2x?xi32>, %arg2: tensor<2xi32>) -> (tensor<?x4xf32>, tensor<4x8xf32>, tensor<?xindex>, tensor<1x2x3xi32>, tensor<1x2x?xi32>, tensor<2xf32>, tensor<2xi32>) {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?x4xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg0, %arg0) : tensor<?x?xf32>
// CHECK-NEXT: "test.use"(%1) : (tensor<?x?xf32>) -> ()
// CHECK-NEXT: %2 = tensor.empty() : tensor<4x8xf32>
// CHECK-NEXT: %generated = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT:   tensor.yield %arg3 : index
// CHECK-NEXT: } : tensor<4xindex>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<4xindex> to tensor<?xindex>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<1x2x?xi32> to tensor<1x2x3xi32>
// CHECK-NEXT: %3 = tensor.bitcast %arg2 : tensor<2xi32> to tensor<2xf32>
// CHECK-NEXT: return %0, %2, %cast, %cast_0, %arg1, %3, %arg2 : tensor<?x4xf32>, tensor<4x8xf32>, tensor<?xindex>, tensor<1x2x3xi32>, tensor<1x2x?xi32>, tensor<2xf32>, tensor<2xi32>
// CHECK-NEXT: }

func.func @casts(%u: tensor<*xi32>, %t: tensor<4xi32>, %d: tensor<?x?xi32>) -> (tensor<2xi32>, tensor<4xi32>, tensor<?x8xi32>, tensor<4x8xi32>) {
  %0 = tensor.cast %u : tensor<*xi32> to tensor<*xi32>
  %1 = tensor.cast %0 : tensor<*xi32> to tensor<2xi32>
  %2 = tensor.cast %1 : tensor<2xi32> to tensor<2xi32>
  %3 = tensor.cast %t : tensor<4xi32> to tensor<?xi32>
  %4 = tensor.cast %3 : tensor<?xi32> to tensor<4xi32>
  %5 = tensor.cast %d : tensor<?x?xi32> to tensor<4x?xi32>
  %6 = tensor.cast %5 : tensor<4x?xi32> to tensor<?x8xi32>
  %7 = tensor.cast %u : tensor<*xi32> to tensor<4x?xi32>
  %8 = tensor.cast %7 : tensor<4x?xi32> to tensor<4x8xi32>
  return %2, %4, %6, %8 : tensor<2xi32>, tensor<4xi32>, tensor<?x8xi32>, tensor<4x8xi32>
}

func.func @dims(%t: tensor<4x?xf32>, %n: index, %s: tensor<?xi32>, %src: tensor<*xf32>, %v: f32, %i: index) -> (index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %d1 = tensor.dim %e, %c1 : tensor<4x?xf32>
  %g = tensor.generate %n {
  ^bb0(%a: index):
    %x = arith.index_cast %a : index to i32
    tensor.yield %x : i32
  } : tensor<?xi32>
  %d2 = tensor.dim %g, %c0 : tensor<?xi32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %d3 = tensor.dim %c, %c1 : tensor<?x?xf32>
  %ins = tensor.insert %v into %t[%i, %i] : tensor<4x?xf32>
  %d4 = tensor.dim %ins, %c1 : tensor<4x?xf32>
  %r = tensor.reshape %src(%s) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
  %d5 = tensor.dim %r, %c1 : tensor<*xf32>
  %sl = tensor.extract_slice %t[0, 0] [2, %n] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  %d6 = tensor.dim %sl, %c1 : tensor<2x?xf32>
  return %d0, %d1, %d2, %d3, %d4, %d5, %d6 : index, index, index, index, index, index, index
}

func.func @elements(%a: index, %t: tensor<9xf32>) -> (f32, i32, index, f32, tensor<4xf32>, tensor<2x2xi32>, tensor<3xi64>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %s = arith.constant dense<4.0> : tensor<4xf32>
  %e0 = tensor.extract %s[%a] : tensor<4xf32>
  %d = arith.constant dense<[[[1, -2, 1, 36]], [[0, 2, -1, 64]]]> : tensor<2x1x4xi32>
  %e1 = tensor.extract %d[%c1, %c0, %c3] : tensor<2x1x4xi32>
  %f = tensor.from_elements %a : tensor<1xindex>
  %e2 = tensor.extract %f[%c0] : tensor<1xindex>
  %cast = tensor.cast %t : tensor<9xf32> to tensor<?xf32>
  %e3 = tensor.extract %cast[%c0] : tensor<?xf32>
  %four = arith.constant 4.0 : f32
  %ins = tensor.insert %four into %s[%a] : tensor<4xf32>
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %fe = tensor.from_elements %i1, %i2, %i2, %i1 : tensor<2x2xi32>
  %k = arith.constant 7 : i64
  %sp = tensor.splat %k : tensor<3xi64>
  %rk = tensor.rank %fe : tensor<2x2xi32>
  return %e0, %e1, %e2, %e3, %ins, %fe, %sp, %rk : f32, i32, index, f32, tensor<4xf32>, tensor<2x2xi32>, tensor<3xi64>, index
}

func.func @producers(%n: index, %x: tensor<1x2x?xi32>, %b: tensor<2xi32>) -> (tensor<?x4xf32>, tensor<4x8xf32>, tensor<?xindex>, tensor<1x2x3xi32>, tensor<1x2x?xi32>, tensor<2xf32>, tensor<2xi32>) {
  %c4 = arith.constant 4 : index
  %e = tensor.empty(%n, %c4) : tensor<?x?xf32>
  %ec = tensor.cast %e : tensor<?x?xf32> to tensor<?x4xf32>
  %e2 = tensor.empty(%n, %n) : tensor<?x?xf32>
  "test.use"(%e2) : (tensor<?x?xf32>) -> ()
  %e3 = tensor.empty(%n) : tensor<?x8xf32>
  %e3c = tensor.cast %e3 : tensor<?x8xf32> to tensor<4x8xf32>
  %g = tensor.generate %c4 {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  %c0 = tensor.concat dim(2) %x : (tensor<1x2x?xi32>) -> tensor<1x2x3xi32>
  %c1 = tensor.concat dim(2) %x : (tensor<1x2x?xi32>) -> tensor<1x2x?xi32>
  %b0 = tensor.bitcast %b : tensor<2xi32> to tensor<2xui32>
  %b1 = tensor.bitcast %b0 : tensor<2xui32> to tensor<2xf32>
  %b2 = tensor.bitcast %b0 : tensor<2xui32> to tensor<2xi32>
  return %ec, %e3c, %g, %c0, %c1, %b1, %b2 : tensor<?x4xf32>, tensor<4x8xf32>, tensor<?xindex>, tensor<1x2x3xi32>, tensor<1x2x?xi32>, tensor<2xf32>, tensor<2xi32>
}
