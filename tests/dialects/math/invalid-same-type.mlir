// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Math's elementwise ops have SameOperandsAndResultType and one result, as
// in MLIR (found by the roundtrip fuzz target: a generic math.floor from f32
// to f64 printed a custom form that does not read back). Messages are
// mlir-opt 22's (mlir-opt-22 --split-input-file --verify-diagnostics).

func.func @floor_result_type(%a: f32) {
  // expected-error @+1 {{'math.floor' op requires the same type for all operands and results}}
  %0 = "math.floor"(%a) : (f32) -> f64
  return
}

// -----

func.func @powf_operand_types(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%a, %b) : (f32, f64) -> f32
  return
}
