// Element types no row of the spec's tables allows are refused whatever
// the target (unless allow-invalid-op-datatype-combinations), with the
// row that shares the most of them; the int64 rows of version 1.1 and
// the ops listed whatever their types pass.
// Errors as `mlir-opt-22 --split-input-file --verify-diagnostics --tosa-validate` gives them.
// RUN: %mica-opt --split-input-file --verify-diagnostics --tosa-validate %s

func.func @add_i1(%a: tensor<2xi1>) -> tensor<2xi1> {
  // expected-error@+1 {{'tosa.add' op illegal: operation operand/result data types did not align with any profile or extension, got (i1,i1,i1), did you mean (i32,i32,i32)? Otherwise, please refer to the 'supported data types' for 'tosa.add' in the specification.}}
  %0 = tosa.add %a, %a : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

func.func @mul_i16_result(%a: tensor<2xi8>) -> tensor<2xi16> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error@+1 {{'tosa.mul' op illegal: operation operand/result data types did not align with any profile or extension, got (i8,i8,i16), did you mean (i8,i8,i32)?}}
  %0 = tosa.mul %a, %a, %shift : (tensor<2xi8>, tensor<2xi8>, tensor<1xi8>) -> tensor<2xi16>
  return %0 : tensor<2xi16>
}

// -----

// Only the extension's table lists rfft2d.
func.func @rfft2d_bf16(%a: tensor<1x8x16xbf16>) -> (tensor<1x8x9xbf16>, tensor<1x8x9xbf16>) {
  // expected-error@+1 {{'tosa.rfft2d' op illegal: operation operand/result data types did not align with any profile or extension, got (bf16,bf16,bf16), did you mean (f32,f32,f32)?}}
  %0, %1 = tosa.rfft2d %a : (tensor<1x8x16xbf16>) -> (tensor<1x8x9xbf16>, tensor<1x8x9xbf16>)
  return %0, %1 : tensor<1x8x9xbf16>, tensor<1x8x9xbf16>
}

// -----

// The first row with most types in common: int64's, for indices.
func.func @gather_i1(%v: tensor<1x4x2xi1>, %i: tensor<1x3xi64>) -> tensor<1x3x2xi1> {
  // expected-error@+1 {{'tosa.gather' op illegal: operation operand/result data types did not align with any profile or extension, got (i1,i64,i1), did you mean (i8,i64,i8)?}}
  %0 = tosa.gather %v, %i : (tensor<1x4x2xi1>, tensor<1x3xi64>) -> tensor<1x3x2xi1>
  return %0 : tensor<1x3x2xi1>
}

// -----

// A variable declares its element type.
module {
  // expected-error@+1 {{'tosa.variable' op illegal: operation operand/result data types did not align with any profile or extension, got (i32), did you mean (i8)?}}
  tosa.variable @v = dense<-1> : tensor<2xi32>
}

// -----

// Rows of version 1.1 count, whatever the target.
func.func @int64(%v: tensor<1x4x2xf32>, %i: tensor<1x3xi64>, %a: tensor<2xi64>) -> (tensor<1x3x2xf32>, tensor<2xi32>, tensor<2xi64>) {
  %0 = tosa.gather %v, %i : (tensor<1x4x2xf32>, tensor<1x3xi64>) -> tensor<1x3x2xf32>
  %1 = tosa.cast %a : (tensor<2xi64>) -> tensor<2xi32>
  %2 = tosa.clz %a : (tensor<2xi64>) -> tensor<2xi64>
  %3 = "tosa.const"() <{values = dense<7> : tensor<2xi64>}> : () -> tensor<2xi64>
  return %0, %1, %2 : tensor<1x3x2xf32>, tensor<2xi32>, tensor<2xi64>
}

// -----

// Ops the tables list whatever their types.
func.func @untyped(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = tosa.custom %a {domain_name = "d", implementation_attrs = "", operator_name = "o"} : (tensor<2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
