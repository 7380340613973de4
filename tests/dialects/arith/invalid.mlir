// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

// Type constraints of operands and results.

func.func @int_operand(%x: f16) {
  // expected-error @+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'f16'}}
  %0 = arith.muli %x, %x : f16
  return
}

// -----

func.func @float_operand(%x: vector<3xi8>) {
  // expected-error @+1 {{'arith.mulf' op operand #0 must be floating-point-like, but got 'vector<3xi8>'}}
  %0 = arith.mulf %x, %x : vector<3xi8>
  return
}

// -----

func.func @bool_result(%x: i8) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i8'}}
  %0 = "arith.cmpi"(%x, %x) {predicate = 2 : i64} : (i8, i8) -> i8
  return
}

// -----

func.func @fixed_width(%x: index) {
  // expected-error @+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extui %x : index to i128
  return
}

// -----

func.func @index_cast_memref(%m: memref<2xf16>) {
  // expected-error @+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'memref<2xf16>'}}
  %0 = arith.index_castui %m : memref<2xf16> to memref<2xindex>
  return
}

// -----

func.func @bitcast_signed(%x: si16) {
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'si16'}}
  %0 = arith.bitcast %x : si16 to f16
  return
}

// -----

// Attribute constraints.

func.func @predicate_range(%x: f16) {
  // expected-error @+1 {{'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%x, %x) {predicate = 16 : i64} : (f16, f16) -> i1
  return
}

// -----

func.func @predicate_keyword(%x: i8) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi olt, %x, %x : i8
  return
}

// -----

func.func @compare_operand_read(%x: index) {
  // expected-error @+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'index'}}
  %0 = arith.cmpf olt, %x, %x : index
  return
}

// -----

func.func @constant_typed_attr() {
  // expected-error @+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = [2]} : () -> i8
  return
}

// -----

// Predicate traits.

func.func @constant_types() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 2 : i16} : () -> i8
  return
}

// -----

func.func @tensor_dims(%x: tensor<?x2xi8>) {
  // expected-error @+1 {{'arith.trunci' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.trunci %x : tensor<?x2xi8> to tensor<3x2xi4>
  return
}

// -----

func.func @compare_result(%x: tensor<3xf16>) {
  // expected-error @+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%x, %x) {predicate = 1 : i64} : (tensor<3xf16>, tensor<3xf16>) -> tensor<?xi1>
  return
}

// -----

func.func @extended_types(%x: i8) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%x, %x) : (i8, i8) -> (i16, i1)
  return
}

// -----

func.func @select_condition_shape(%c: vector<3xi1>, %x: vector<2xi8>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %x, %x) : (vector<3xi1>, vector<2xi8>, vector<2xi8>) -> vector<2xi8>
  return
}

// -----

// Native traits.

func.func @same_type(%x: i8) {
  // expected-error @+1 {{'arith.ori' op requires the same type for all operands and results}}
  %0 = "arith.ori"(%x, %x) : (i8, i8) -> i16
  return
}

// -----

func.func @same_encoding(%x: tensor<2xi8, "a">, %y: tensor<2xi8, "b">) {
  // expected-error @+1 {{'arith.ori' op requires the same encoding for all operands and results}}
  %0 = "arith.ori"(%x, %y) : (tensor<2xi8, "a">, tensor<2xi8, "b">) -> tensor<2xi8, "a">
  return
}

// -----

func.func @same_shape(%x: vector<2xf16>) {
  // expected-error @+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = arith.fptosi %x : vector<2xf16> to vector<[2]xi8>
  return
}

// -----

func.func @same_operand_types(%x: i8, %y: i16) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%x, %y) {predicate = 0 : i64} : (i8, i16) -> i1
  return
}

// -----

func.func @cast_width(%x: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = arith.truncf %x : f32 to f64
  return
}

// -----

func.func @index_cast_both_index(%x: vector<2xindex>) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'vector<2xindex>' and result type 'vector<2xindex>' are cast incompatible}}
  %0 = arith.index_cast %x : vector<2xindex> to vector<2xindex>
  return
}

// -----

func.func @elementwise_kind(%x: vector<2xi8>, %y: tensor<2xi8>) {
  // expected-error @+1 {{'arith.xori' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.xori"(%x, %y) : (vector<2xi8>, tensor<2xi8>) -> vector<2xi8>
  return
}

// -----

func.func @elementwise_results(%x: vector<2xi8>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = arith.addui_extended %x, %x : vector<2xi8>, i1
  return
}

// -----

// The ops' own verifiers.

func.func @constant_signless() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 3 : ui8
  return
}

// -----

func.func @constant_scalable() {
  // expected-error @+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi8>
  return
}

// -----

func.func @constant_value_kind() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = "arith.constant"() {value = "ab" : i8} : () -> i8
  return
}

// -----

func.func @select_condition(%c: tensor<2xi1>, %x: tensor<2xi8, "e">) {
  // expected-error @+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<2xi1, "e">', but got 'tensor<2xi1>'}}
  %0 = arith.select %c, %x, %x : tensor<2xi1>, tensor<2xi8, "e">
  return
}

// -----

func.func @overflow_flags(%x: i8) {
  // expected-error @+1 {{'arith.subi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.subi"(%x, %x) {overflowFlags = 1 : i32} : (i8, i8) -> i8
  return
}

// -----

func.func @rounding_mode(%x: f32) {
  // expected-error @+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%x) {roundingmode = 2 : i64} : (f32) -> f16
  return
}

// -----

func.func @one_result(%x: i8) {
  // expected-error @+1 {{'arith.extsi' op requires one result}}
  "arith.extsi"(%x) : (i8) -> ()
  return
}

// -----

func.func @two_results(%x: i8) {
  // expected-error @+1 {{'arith.mului_extended' op expected 2 results}}
  %0 = "arith.mului_extended"(%x, %x) : (i8, i8) -> i8
  return
}

// -----

// Casts, scalars against vectors, select's condition.

func.func @extsi_narrow(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %a : i32 to i16
  return
}

// -----

func.func @sitofp_from_float(%a: f32) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.sitofp"(%a) : (f32) -> f64
  return
}

// -----

func.func @fptosi_from_int(%a: i32) {
  // expected-error @+1 {{'arith.fptosi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.fptosi"(%a) : (i32) -> i64
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @casts_ok(%a: i32, %f: f32, %v: vector<4xi32>) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.sitofp %a : i32 to f64
  %2 = arith.fptosi %f : f32 to i16
  %3 = arith.bitcast %f : f32 to i32
  %4 = arith.extui %v : vector<4xi32> to vector<4xi64>
  return
}

// -----

func.func @addi_scalar_from_vector(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%v, %v) : (vector<4xi32>, vector<4xi32>) -> i32
  return
}

// -----

func.func @extsi_vector_result(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (i32) -> vector<4xi64>
  return
}

// -----

func.func @extsi_vector_operand(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%v) : (vector<4xi32>) -> i64
  return
}

// -----

func.func @select_cond_scalar(%c: i32, %a: f32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return
}

// -----

func.func @select_vector_ok(%c: vector<4xi1>, %s: i1, %a: vector<4xf32>) {
  %0 = arith.select %c, %a, %a : vector<4xi1>, vector<4xf32>
  %1 = arith.select %s, %a, %a : vector<4xf32>
  return
}

// -----

// Unranked and mixed shaped operands.

func.func @cmpi_unranked_ok(%a: tensor<*xi32>) -> tensor<*xi1> {
  %0 = arith.cmpi eq, %a, %a : tensor<*xi32>
  %1 = arith.select %0, %a, %a : tensor<*xi1>, tensor<*xi32>
  return %0 : tensor<*xi1>
}

// -----

func.func @select_unranked_cond(%c: tensor<*xi8>, %a: tensor<*xi32>) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'tensor<*xi8>'}}
  %1 = "arith.select"(%c, %a, %a) : (tensor<*xi8>, tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  return
}

// -----

func.func @cmpi_shapes(%a: tensor<4xi32>, %b: tensor<5xi32>) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (tensor<4xi32>, tensor<5xi32>) -> tensor<4xi1>
  return
}

// -----

func.func @addi_vector_tensor(%a: vector<4xi32>, %b: tensor<4xi32>) {
  // expected-error @+1 {{'arith.addi' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.addi"(%a, %b) : (vector<4xi32>, tensor<4xi32>) -> vector<4xi32>
  return
}
