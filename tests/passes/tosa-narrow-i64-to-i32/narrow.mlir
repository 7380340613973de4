// Expected text from `mlir-opt-22 --split-input-file --tosa-narrow-i64-to-i32`.
// RUN: %mica-opt --split-input-file --tosa-narrow-i64-to-i32 %s | FileCheck %s

// CHECK-LABEL: func.func @argmax(%arg0: tensor<2x7xi8>) -> tensor<2xi64> {
// CHECK-NEXT: %0 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<2x7xi8>) -> tensor<2xi32>
// CHECK-NEXT: %1 = tosa.cast %0 : (tensor<2xi32>) -> tensor<2xi64>
// CHECK-NEXT: return %1 : tensor<2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @argmax(%arg0: tensor<2x7xi8>) -> tensor<2xi64> {
  %0 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<2x7xi8>) -> tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// CHECK-LABEL: func.func @splat_const() -> tensor<4xi64> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<-3> : tensor<4xi32>}> : () -> tensor<4xi32>
// CHECK-NEXT: %1 = tosa.cast %0 : (tensor<4xi32>) -> tensor<4xi64>
// CHECK-NEXT: return %1 : tensor<4xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @splat_const() -> tensor<4xi64> {
  %0 = "tosa.const"() <{values = dense<-3> : tensor<4xi64>}> : () -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// CHECK-LABEL: func.func @args_used_twice(%arg0: tensor<3xi64>, %arg1: tensor<3xi64>) -> (tensor<6xi64>, tensor<3xi64>) {
// CHECK-NEXT: %0 = tosa.cast %arg0 : (tensor<3xi64>) -> tensor<3xi32>
// CHECK-NEXT: %1 = tosa.cast %arg1 : (tensor<3xi64>) -> tensor<3xi32>
// CHECK-NEXT: %2 = tosa.concat %1, %0 {axis = 0 : i32} : (tensor<3xi32>, tensor<3xi32>) -> tensor<6xi32>
// CHECK-NEXT: %3 = tosa.cast %2 : (tensor<6xi32>) -> tensor<6xi64>
// CHECK-NEXT: %4 = tosa.identity %0 : (tensor<3xi32>) -> tensor<3xi32>
// CHECK-NEXT: %5 = tosa.identity %4 : (tensor<3xi32>) -> tensor<3xi32>
// CHECK-NEXT: %6 = tosa.cast %5 : (tensor<3xi32>) -> tensor<3xi64>
// CHECK-NEXT: return %3, %6 : tensor<6xi64>, tensor<3xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @args_used_twice(%a: tensor<3xi64>, %b: tensor<3xi64>) -> (tensor<6xi64>, tensor<3xi64>) {
  %0 = tosa.concat %b, %a {axis = 0 : i32} : (tensor<3xi64>, tensor<3xi64>) -> tensor<6xi64>
  %1 = tosa.identity %a : (tensor<3xi64>) -> tensor<3xi64>
  %2 = tosa.identity %1 : (tensor<3xi64>) -> tensor<3xi64>
  return %0, %2 : tensor<6xi64>, tensor<3xi64>
}

// -----

// CHECK-LABEL: func.func @clamp_and_cast(%arg0: tensor<5xi64>) -> tensor<5xf32> {
// CHECK-NEXT: %0 = tosa.cast %arg0 : (tensor<5xi64>) -> tensor<5xi32>
// CHECK-NEXT: %1 = tosa.clamp %0 {max_val = 100 : i32, min_val = -100 : i32} : (tensor<5xi32>) -> tensor<5xi32>
// CHECK-NEXT: %2 = tosa.cast %1 : (tensor<5xi32>) -> tensor<5xf32>
// CHECK-NEXT: %3 = tosa.cast %1 : (tensor<5xi32>) -> tensor<5xi32>
// CHECK-NEXT: return %2 : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @clamp_and_cast(%arg0: tensor<5xi64>) -> tensor<5xf32> {
  %0 = tosa.clamp %arg0 {max_val = 100 : i64, min_val = -100 : i64} : (tensor<5xi64>) -> tensor<5xi64>
  %1 = tosa.cast %0 : (tensor<5xi64>) -> tensor<5xf32>
  %2 = tosa.cast %0 : (tensor<5xi64>) -> tensor<5xi32>
  return %1 : tensor<5xf32>
}

// -----

// CHECK-LABEL: func.func @untouched(%arg0: tensor<5xi32>) -> tensor<5xi32> {
// CHECK-NEXT: %0 = tosa.add %arg0, %arg0 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
// CHECK-NEXT: return %0 : tensor<5xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @untouched(%arg0: tensor<5xi32>) -> tensor<5xi32> {
  %0 = tosa.add %arg0, %arg0 : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// -----

// CHECK-LABEL: func.func @cond(%arg0: tensor<i1>, %arg1: tensor<2xi64>) -> tensor<2xi64> {
// CHECK-NEXT: %0 = tosa.cast %arg1 : (tensor<2xi64>) -> tensor<2xi32>
// CHECK-NEXT: %1 = tosa.cond_if %arg0 : tensor<i1> -> tensor<2xi32> {
// CHECK-NEXT: %3 = tosa.reverse %0 {axis = 0 : i32} : (tensor<2xi32>) -> tensor<2xi32>
// CHECK-NEXT: tosa.yield %3 : tensor<2xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: tosa.yield %0 : tensor<2xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = tosa.cast %1 : (tensor<2xi32>) -> tensor<2xi64>
// CHECK-NEXT: return %2 : tensor<2xi64>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @cond(%c: tensor<i1>, %arg0: tensor<2xi64>) -> tensor<2xi64> {
  %0 = tosa.cond_if %c : tensor<i1> -> tensor<2xi64> {
    %1 = tosa.reverse %arg0 {axis = 0 : i32} : (tensor<2xi64>) -> tensor<2xi64>
    tosa.yield %1 : tensor<2xi64>
  } else {
    tosa.yield %arg0 : tensor<2xi64>
  }
  return %0 : tensor<2xi64>
}

// -----

// CHECK-LABEL: func.func @while(%arg0: tensor<i64>) -> tensor<i64> {
// CHECK-NEXT: %0 = tosa.cast %arg0 : (tensor<i64>) -> tensor<i32>
// CHECK-NEXT: %1 = tosa.while_loop (%arg1 = %0) : (tensor<i32>) -> tensor<i32> {
// CHECK-NEXT: %3 = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
// CHECK-NEXT: tosa.yield %3 : tensor<i1>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: tensor<i32>):
// CHECK-NEXT: %3 = tosa.identity %arg1 : (tensor<i32>) -> tensor<i32>
// CHECK-NEXT: tosa.yield %3 : tensor<i32>
// CHECK-NEXT: }
// CHECK-NEXT: %2 = tosa.cast %1 : (tensor<i32>) -> tensor<i64>
// CHECK-NEXT: return %2 : tensor<i64>
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @while(%arg0: tensor<i64>) -> tensor<i64> {
  %0 = tosa.while_loop (%x = %arg0) : (tensor<i64>) -> tensor<i64> {
    %c = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
    tosa.yield %c : tensor<i1>
  } do {
  ^bb0(%x: tensor<i64>):
    %1 = tosa.identity %x : (tensor<i64>) -> tensor<i64>
    tosa.yield %1 : tensor<i64>
  }
  return %0 : tensor<i64>
}
