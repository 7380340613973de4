// RUN: %mica-opt %s --split-input-file --verify-diagnostics
// Checked against: mlir-opt-22 %s --split-input-file --verify-diagnostics

// Errors inside and right after `dense<[...]` lists of numbers, which the
// lexer reads as one token (grammar/dense_scan.c): a list it gives up on
// reads as tokens, and a parse that fails after one it took is read again
// without it, so that every message is the grammar's own.

func.func @shape() {
  // expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
  %0 = arith.constant dense<[1, 2]> : tensor<3xi32>
  return
}

// -----

func.func @float_for_int() {
  // expected-error @+1 {{expected integer elements, but parsed floating-point}}
  %0 = arith.constant dense<[1.5]> : tensor<1xi32>
  return
}

// -----

func.func @trailing_comma() {
  // expected-error @+1 {{expected element literal of primitive type}}
  %0 = arith.constant dense<[1,]> : tensor<1xi32>
  return
}

// -----

func.func @no_comma() {
  // expected-error @+1 {{expected ']'}}
  %0 = arith.constant dense<[1 2]> : tensor<2xi32>
  return
}

// -----

func.func @exponent_without_dot() {
  // expected-error @+1 {{expected ']'}}
  %0 = arith.constant dense<[1e5]> : tensor<1xf32>
  return
}

// -----

func.func @ranks() {
  // expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
  %0 = arith.constant dense<[1, [2]]> : tensor<2xi32>
  return
}

// -----

func.func @no_close() {
  // expected-error @+1 {{expected '>'}}
  %0 = arith.constant dense<[1] : tensor<1xi32>
  return
}

// -----

func.func @range() {
  // expected-error @+1 {{integer constant out of range for type}}
  %0 = arith.constant dense<[300]> : tensor<1xi8>
  return
}

// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global @g : memref<2xi32> = dense<[1, 2, 3]>

// -----

func.func @sign_alone() {
  // expected-error @+1 {{expected integer or floating point literal}}
  %0 = arith.constant dense<[-]> : tensor<1xi32>
  return
}

// -----

func.func @no_colon() {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.constant dense<[1]> tensor<1xi32>
  return
}

// -----

func.func @after_many() {
  %0 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %1 = arith.constant dense<[1, 2]> : tensor<2xi32>
  %2 = arith.constant dense<[1, 2]> : tensor<2xi32>
  // expected-error @+1 {{expected ']'}}
  %3 = arith.constant dense<[[1, 2], [3 4]]> : tensor<2x2xi32>
  return
}
