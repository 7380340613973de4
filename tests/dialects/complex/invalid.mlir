// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// complex.constant's checks and the type constraints of the other ops.
// Expected diagnostics: mlir-opt-22 --split-input-file %s.

func.func @two_values() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @numbers() {
  // expected-error @+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant [1.0 : f32, "x"] : complex<f32>
  return
}

// -----

func.func @element_types() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 2.0 : f32] : complex<f32>
  return
}

// -----

func.func @float_elements(%a: complex<i32>) {
  // expected-error @+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.add %a, %a : complex<i32>
  return
}

// -----

func.func @eq_types(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  return
}

// -----

func.func @create_parts(%a: f32, %b: f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}

// -----

func.func @create_element(%a: f64, %b: f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %b) : (f64, f64) -> complex<f32>
  return
}

// -----

func.func @re_type(%a: complex<f32>) {
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) : (complex<f32>) -> f64
  return
}
