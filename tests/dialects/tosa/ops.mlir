// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// The TOSA 1.0 ops the other tests leave out: bitwise and logical ops,
// more unary and binary elementwise ops, boolean and product reductions,
// and the shape arithmetic on !tosa.shape.  Expected output: mlir-opt 22.

// CHECK: module {
// CHECK-LABEL: func.func @elementwise(
// CHECK-NEXT: %0 = tosa.bitwise_and %arg1, %arg1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %1 = tosa.bitwise_or %arg1, %arg1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %2 = tosa.bitwise_xor %arg1, %arg1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %3 = tosa.bitwise_not %arg1 : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %4 = tosa.intdiv %arg1, %arg1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %5 = tosa.logical_left_shift %arg1, %arg1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %6 = tosa.logical_right_shift %arg1, %arg1 : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %7 = tosa.logical_not %arg2 : (tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT: %8 = tosa.logical_xor %arg2, %arg2 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// CHECK-NEXT: %9 = tosa.clz %arg1 : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT: %10 = tosa.ceil %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %11 = tosa.cos %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %12 = tosa.erf %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %13 = tosa.reciprocal %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %14 = tosa.rsqrt %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %15 = tosa.sigmoid %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %16 = tosa.tanh %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %17 = tosa.identity %arg0 : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %18 = tosa.minimum %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %19 = tosa.greater_equal %arg0, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// CHECK-NEXT: %20 = tosa.reduce_all %arg2 {axis = 0 : i32} : (tensor<4xi1>) -> tensor<1xi1>
// CHECK-NEXT: %21 = tosa.reduce_any %arg2 {axis = 0 : i32} : (tensor<4xi1>) -> tensor<1xi1>
// CHECK-NEXT: %22 = tosa.reduce_product %arg0 {axis = 0 : i32} : (tensor<4xf32>) -> tensor<1xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shapes(
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[6, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %1 = tosa.const_shape  {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %2 = tosa.div_ceil_shape %0, %1 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
// CHECK-NEXT: %3 = tosa.div_floor_shape %0, %1 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
// CHECK-NEXT: %4 = tosa.mod_shape %0, %1 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
// CHECK-NEXT: %5 = tosa.max_shape %0, %1 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
// CHECK-NEXT: %6 = tosa.min_shape %0, %1 : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
// CHECK-NEXT: %7 = tosa.log2_ceil_shape %0 : (!tosa.shape<2>) -> !tosa.shape<2>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (tensor<4xf32>, tensor<4xi32>, tensor<4xi1>) -> (), sym_name = "elementwise"}> ({
// GENERIC-NEXT: ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<4xi32>, %arg2: tensor<4xi1>):
// GENERIC-NEXT: %8 = "tosa.bitwise_and"(%arg1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %9 = "tosa.bitwise_or"(%arg1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %10 = "tosa.bitwise_xor"(%arg1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %11 = "tosa.bitwise_not"(%arg1) : (tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %12 = "tosa.intdiv"(%arg1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %13 = "tosa.logical_left_shift"(%arg1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %14 = "tosa.logical_right_shift"(%arg1, %arg1) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %15 = "tosa.logical_not"(%arg2) : (tensor<4xi1>) -> tensor<4xi1>
// GENERIC-NEXT: %16 = "tosa.logical_xor"(%arg2, %arg2) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
// GENERIC-NEXT: %17 = "tosa.clz"(%arg1) : (tensor<4xi32>) -> tensor<4xi32>
// GENERIC-NEXT: %18 = "tosa.ceil"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %19 = "tosa.cos"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %20 = "tosa.erf"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %21 = "tosa.reciprocal"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %22 = "tosa.rsqrt"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %23 = "tosa.sigmoid"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %24 = "tosa.tanh"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %25 = "tosa.identity"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %26 = "tosa.minimum"(%arg0, %arg0) <{nan_mode = #tosa.nan_mode<PROPAGATE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// GENERIC-NEXT: %27 = "tosa.greater_equal"(%arg0, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// GENERIC-NEXT: %28 = "tosa.reduce_all"(%arg2) <{axis = 0 : i32}> : (tensor<4xi1>) -> tensor<1xi1>
// GENERIC-NEXT: %29 = "tosa.reduce_any"(%arg2) <{axis = 0 : i32}> : (tensor<4xi1>) -> tensor<1xi1>
// GENERIC-NEXT: %30 = "tosa.reduce_product"(%arg0) <{axis = 0 : i32}> : (tensor<4xf32>) -> tensor<1xf32>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "func.func"() <{function_type = () -> (), sym_name = "shapes"}> ({
// GENERIC-NEXT: %0 = "tosa.const_shape"() <{values = dense<[6, 8]> : tensor<2xindex>}> : () -> !tosa.shape<2>
// GENERIC-NEXT: %1 = "tosa.const_shape"() <{values = dense<[2, 3]> : tensor<2xindex>}> : () -> !tosa.shape<2>
// GENERIC-NEXT: %2 = "tosa.div_ceil_shape"(%0, %1) : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
// GENERIC-NEXT: %3 = "tosa.div_floor_shape"(%0, %1) : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
// GENERIC-NEXT: %4 = "tosa.mod_shape"(%0, %1) : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
// GENERIC-NEXT: %5 = "tosa.max_shape"(%0, %1) : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
// GENERIC-NEXT: %6 = "tosa.min_shape"(%0, %1) : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
// GENERIC-NEXT: %7 = "tosa.log2_ceil_shape"(%0) : (!tosa.shape<2>) -> !tosa.shape<2>
// GENERIC-NEXT: "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) : () -> ()

func.func @elementwise(%f: tensor<4xf32>, %i: tensor<4xi32>, %b: tensor<4xi1>) -> () {
  %0 = tosa.bitwise_and %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %1 = tosa.bitwise_or %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %2 = tosa.bitwise_xor %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %3 = tosa.bitwise_not %i : (tensor<4xi32>) -> tensor<4xi32>
  %4 = tosa.intdiv %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %5 = tosa.logical_left_shift %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %6 = tosa.logical_right_shift %i, %i : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %7 = tosa.logical_not %b : (tensor<4xi1>) -> tensor<4xi1>
  %8 = tosa.logical_xor %b, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %9 = tosa.clz %i : (tensor<4xi32>) -> tensor<4xi32>
  %10 = tosa.ceil %f : (tensor<4xf32>) -> tensor<4xf32>
  %11 = tosa.cos %f : (tensor<4xf32>) -> tensor<4xf32>
  %12 = tosa.erf %f : (tensor<4xf32>) -> tensor<4xf32>
  %13 = tosa.reciprocal %f : (tensor<4xf32>) -> tensor<4xf32>
  %14 = tosa.rsqrt %f : (tensor<4xf32>) -> tensor<4xf32>
  %15 = tosa.sigmoid %f : (tensor<4xf32>) -> tensor<4xf32>
  %16 = tosa.tanh %f : (tensor<4xf32>) -> tensor<4xf32>
  %17 = tosa.identity %f : (tensor<4xf32>) -> tensor<4xf32>
  %18 = tosa.minimum %f, %f : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %19 = tosa.greater_equal %f, %f : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %20 = tosa.reduce_all %b {axis = 0 : i32} : (tensor<4xi1>) -> tensor<1xi1>
  %21 = tosa.reduce_any %b {axis = 0 : i32} : (tensor<4xi1>) -> tensor<1xi1>
  %22 = tosa.reduce_product %f {axis = 0 : i32} : (tensor<4xf32>) -> tensor<1xf32>
  return
}

func.func @shapes() -> () {
  %a = tosa.const_shape {values = dense<[6, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.div_ceil_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %1 = tosa.div_floor_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %2 = tosa.mod_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %3 = tosa.max_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %4 = tosa.min_shape %a, %b : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %5 = tosa.log2_ceil_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return
}
