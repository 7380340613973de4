// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// The verifiers of TOSA's shape operators.
// Each case's message is mlir-opt 22's on the same input.

func.func @same_ranks(%a: !tosa.shape<2>, %b: !tosa.shape<3>) -> !tosa.shape<2> {
  // expected-error @+1 {{'tosa.sub_shape' op operands don't have matching ranks}}
  %0 = tosa.sub_shape %a, %b : (!tosa.shape<2>, !tosa.shape<3>) -> !tosa.shape<2>
  return %0 : !tosa.shape<2>
}

// -----

func.func @result_rank(%a: !tosa.shape<2>) -> !tosa.shape<3> {
  // expected-error @+1 {{'tosa.log2_floor_shape' op result shape has different rank than operands}}
  %0 = tosa.log2_floor_shape %a : (!tosa.shape<2>) -> !tosa.shape<3>
  return %0 : !tosa.shape<3>
}

// -----

func.func @const_count() -> !tosa.shape<3> {
  // expected-error @+1 {{'tosa.const_shape' op expect number of elements in attribute values (2) to be equal to the rank (3) for the result shape type}}
  %0 = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<3>
  return %0 : !tosa.shape<3>
}

// -----

func.func @concat_rank() -> !tosa.shape<3> {
  %a = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.concat_shape' op requires output shape rank to be equal to the sum of the input shape ranks (4), got 3}}
  %0 = tosa.concat_shape %a, %a : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<3>
  return %0 : !tosa.shape<3>
}

// -----

func.func @dim_axis(%a: tensor<2x3xf32>) -> !tosa.shape<1> {
  // expected-error @+1 {{'tosa.dim' op expect axis to be in the range [0, 2), got 2}}
  %0 = tosa.dim %a {axis = 2 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  return %0 : !tosa.shape<1>
}

// -----

func.func @slice_size() -> !tosa.shape<2> {
  %s = tosa.const_shape {values = dense<[1, 2, 3, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %start = "tosa.const"() <{values = dense<3> : tensor<1xi32>}> : () -> tensor<1xi32>
  %size = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.slice_shape' op expected start + size to be less than or equal to input shape rank (4), got 5}}
  %0 = tosa.slice_shape %s, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return %0 : !tosa.shape<2>
}

// -----

// expected-error @+1 {{invalid rank (must be >= 0): -2}}
func.func @negative_rank(%a: !tosa.shape<-2>) {
  return
}

// -----

func.func @shape_operand(%a: tensor<2xi32>) -> !tosa.shape<2> {
  %s = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.mul_shape' op operand #1 must be Shape with static rank and Index element type, but got 'tensor<2xi32>'}}
  %0 = tosa.mul_shape %s, %a : (!tosa.shape<2>, tensor<2xi32>) -> !tosa.shape<2>
  return %0 : !tosa.shape<2>
}

// -----

func.func @resize_scale_rank(%a: tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32> {
  %s = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.resize' op operand #1 must be Tosa shape type of rank 4, but got '!tosa.shape<2>'}}
  %0 = tosa.resize %a, %s, %s, %s {mode = BILINEAR} : (tensor<1x8x8x3xf32>, !tosa.shape<2>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8x8x3xf32>
  return %0 : tensor<1x8x8x3xf32>
}

// -----

func.func @add_shape_tensor(%a: !tosa.shape<2>, %t: tensor<2xindex>) {
  // expected-error @+1 {{'tosa.add_shape' op operand #1 must be Shape with static rank and Index element type, but got 'tensor<2xindex>'}}
  %0 = "tosa.add_shape"(%a, %t) : (!tosa.shape<2>, tensor<2xindex>) -> !tosa.shape<2>
  return
}

// -----

func.func @add_shape_result(%a: !tosa.shape<2>) {
  // expected-error @+1 {{'tosa.add_shape' op result #0 must be Shape with static rank and Index element type, but got 'tensor<2xindex>'}}
  %0 = "tosa.add_shape"(%a, %a) : (!tosa.shape<2>, !tosa.shape<2>) -> tensor<2xindex>
  return
}

// -----

func.func @const_shape_kind() {
  // expected-error @+1 {{'tosa.const_shape' op attribute 'values' failed to satisfy constraint: index elements attribute}}
  %0 = "tosa.const_shape"() <{values = dense<[1, 2]> : tensor<2xi32>}> : () -> !tosa.shape<2>
  return
}

// -----

func.func @const_shape_rank2() {
  // expected-error @+1 {{'tosa.const_shape' op expect elements in attribute values with rank 1}}
  %0 = "tosa.const_shape"() <{values = dense<1> : tensor<1x2xindex>}> : () -> !tosa.shape<2>
  return
}

// -----

func.func @const_shape_rank0_ok() {
  %0 = tosa.const_shape {values = dense<1> : tensor<1xindex>} : () -> !tosa.shape<0>
  return
}

// -----

func.func @dim_result(%a: tensor<2x3xf32>) {
  // expected-error @+1 {{'tosa.dim' op expect output shape type to contain one element, got '!tosa.shape<2>'}}
  %0 = tosa.dim %a {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<2>
  return
}

// -----

func.func @dim_unranked_ok(%a: tensor<*xf32>) {
  %0 = tosa.dim %a {axis = 1 : i32} : (tensor<*xf32>) -> !tosa.shape<1>
  return
}

// -----

func.func @slice_shape_start() {
  %s = tosa.const_shape {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
  %start = "tosa.const"() <{values = dense<-1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %size = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.slice_shape' op expected non-negative start index, got -1}}
  %0 = tosa.slice_shape %s, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return
}

// -----

func.func @slice_shape_size() {
  %s = tosa.const_shape {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
  %start = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %size = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.slice_shape' op expected positive size, got 0}}
  %0 = tosa.slice_shape %s, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return
}

// -----

func.func @slice_shape_out() {
  %s = tosa.const_shape {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
  %start = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %size = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  // expected-error @+1 {{'tosa.slice_shape' op expected output type size to be equal to size attribute, got 3 vs 2}}
  %0 = tosa.slice_shape %s, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<3>
  return
}

// -----

func.func @slice_shape_ok() {
  %s = tosa.const_shape {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
  %start = "tosa.const"() <{values = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
  %size = "tosa.const"() <{values = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.slice_shape %s, %start, %size : (!tosa.shape<4>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<2>
  return
}

// -----

func.func @mul_shape_ok() {
  %a = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.mul_shape %a, %a : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %1 = tosa.exp2_shape %a : (!tosa.shape<2>) -> !tosa.shape<2>
  return
}

// -----

func.func @shape_ops_ok(%a: tensor<2x3xf32>, %t: tensor<1xi32>) {
  %s = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.concat_shape %s, %s : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<4>
  %1 = tosa.dim %a {axis = 1 : i32} : (tensor<2x3xf32>) -> !tosa.shape<1>
  %2 = tosa.slice_shape %s, %t, %t : (!tosa.shape<2>, tensor<1xi32>, tensor<1xi32>) -> !tosa.shape<1>
  return
}
