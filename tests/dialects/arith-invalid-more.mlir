// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

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
