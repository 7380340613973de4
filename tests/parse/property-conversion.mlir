// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// A property written in `<{...}>` must be of the attribute class the op
// stores it as; MLIR 22 says so before the op's verifier runs. In the
// attribute dictionary the same value meets the verifier instead.

func.func @map_as_integer(%i: index) {
  // expected-error @+1 {{invalid properties {map = 1 : i64} for op affine.apply: Invalid attribute `map` in property conversion: 1 : i64}}
  %0 = "affine.apply"(%i) <{map = 1}> : (index) -> index
  return
}

// -----

func.func @alignment_as_string() {
  // expected-error @+1 {{invalid properties {alignment = "x", operandSegmentSizes = array<i32: 0, 0>} for op memref.alloc: Invalid attribute `alignment` in property conversion: "x"}}
  %0 = "memref.alloc"() <{alignment = "x", operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func @i32_dense_array(%t: tensor<4xf32>) {
  // expected-error @+1 {{Invalid attribute `static_output_shape` in property conversion: array<i32: 2, 2>}}
  %0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i32: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @nested_symbol() {
  // expected-error @+1 {{invalid properties {value = @a::@b} for op func.constant: Invalid attribute `value` in property conversion: @a::@b}}
  %0 = "func.constant"() <{value = @a::@b}> : () -> i32
  return
}

// -----

func.func @boolean_alignment() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{alignment = true, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func @in_attribute_dictionary(%i: index) {
  // expected-error @+1 {{'affine.apply' op attribute 'map' failed to satisfy constraint: AffineMap attribute}}
  %0 = "affine.apply"(%i) {map = 1} : (index) -> index
  return
}

// -----

func.func @enum_as_string(%a: i32) {
  // expected-error @+1 {{invalid properties {predicate = "x"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "x"}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = "x"}> : (i32, i32) -> i1
  return
}

// -----

func.func @enum_value_unknown(%a: i32) {
  // expected-error @+1 {{invalid properties {predicate = 42 : i64} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 42 : i64}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 42}> : (i32, i32) -> i1
  return
}

// -----

func.func @enum_of_other_width(%a: i32) {
  // expected-error @+1 {{Invalid attribute `predicate` in property conversion: 1 : i32}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> : (i32, i32) -> i1
  return
}

// -----

func.func @dialect_enum_as_integer(%a: f32) {
  // expected-error @+1 {{invalid properties {fastmath = 1 : i32} for op arith.addf: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "arith.addf"(%a, %a) <{fastmath = 1 : i32}> : (f32, f32) -> f32
  return
}

// -----

func.func @enum_in_attribute_dictionary(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 42} : (i32, i32) -> i1
  return
}

// -----

func.func @tosa_i32_array_for_i64(%x: tensor<1x4x4x1xf32>, %z: tensor<1xf32>) {
  // expected-error @+1 {{Invalid attribute `kernel` in property conversion: array<i32: 1, 1>}}
  %0 = "tosa.avg_pool2d"(%x, %z, %z) <{acc_type = f32, kernel = array<i32: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x4x4x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x1xf32>
  return
}

// -----

func.func @tosa_array_length(%x: tensor<1x4x4x1xf32>, %z: tensor<1xf32>) {
  // expected-error @+1 {{'tosa.avg_pool2d' op attribute 'kernel' failed to satisfy constraint: i64 dense array attribute with exactly 2 elements}}
  %0 = "tosa.avg_pool2d"(%x, %z, %z) <{acc_type = f32, kernel = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x4x4x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x1xf32>
  return
}

// -----

func.func @tosa_string_axis(%x: tensor<4xf32>) {
  // expected-error @+1 {{invalid properties {axis = "x"} for op tosa.argmax: Invalid attribute `axis` in property conversion: "x"}}
  %0 = "tosa.argmax"(%x) <{axis = "x"}> : (tensor<4xf32>) -> tensor<i32>
  return
}

// -----

func.func @tosa_i64_axis(%x: tensor<4xf32>) {
  // expected-error @+1 {{'tosa.argmax' op attribute 'axis' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "tosa.argmax"(%x) <{axis = 0 : i64}> : (tensor<4xf32>) -> tensor<i32>
  return
}

// -----

func.func @tosa_integer_values() {
  // expected-error @+1 {{invalid properties {values = 1 : i32} for op tosa.const: Invalid attribute `values` in property conversion: 1 : i32}}
  %0 = "tosa.const"() <{values = 1 : i32}> : () -> tensor<4xi32>
  return
}

// -----

func.func @unit_as_bool(%n: index) {
  // expected-error @+1 {{invalid properties {unsignedCmp = true} for op scf.for: Invalid attribute `unsignedCmp` in property conversion: true}}
  "scf.for"(%n, %n, %n) <{unsignedCmp = true}> ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @bool_as_integer(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{invalid properties {nontemporal = 1 : i64} for op memref.load: Invalid attribute `nontemporal` in property conversion: 1 : i64}}
  %0 = "memref.load"(%m, %i) <{nontemporal = 1}> : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @float_case_values(%c: i32) {
  // expected-error @+1 {{Invalid attribute `case_values` in property conversion: dense<> : tensor<0xf32>}}
  "cf.switch"(%c)[^bb1] <{case_operand_segments = array<i32>, case_values = dense<[]> : tensor<0xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}
