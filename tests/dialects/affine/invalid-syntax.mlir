// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Syntax errors in affine maps and integer sets, in the words of MLIR's
// affine parser.

// expected-error @+1 {{expected ')' in affine map range}}
#a = affine_map<(i, j) -> (i j)>

// -----

// expected-error @+1 {{missing right operand of binary operator}}
#a = affine_map<(i, j) -> (i + , j)>

// -----

// expected-error @+1 {{missing left operand of binary operator}}
#a = affine_map<(i, j) -> (i, * j)>

// -----

// expected-error @+1 {{expected affine expression}}
#a = affine_map<(i, j) -> (, j)>

// -----

// expected-error @+1 {{no expression inside parentheses}}
#a = affine_map<(i, j) -> ((), j)>

// -----

// A unary minus whose operand is missing adds an error of its own.
// expected-error @+2 {{expected affine expression}}
// expected-error @+1 {{missing operand of negation}}
#a = affine_map<(i, j) -> (-)>

// -----

// expected-error @+1 {{expected ')'}}
#a = affine_map<(i, j) -> ((i + j, j)>

// -----

// expected-error @+1 {{use of undeclared identifier}}
#a = affine_map<(i, j) -> (mod i)>

// -----

// expected-error @+1 {{expected '(' in affine map range}}
#a = affine_map<(i, j) -> i>

// -----

// expected-error @+1 {{expected '->' or ':'}}
#a = affine_map<(i, j)>

// -----

// expected-error @+1 {{expected ')' in dimensional identifier list}}
#a = affine_map<(i, j -> (i)>

// -----

// expected-error @+1 {{expected ']' in symbol list}}
#a = affine_map<(i)[s0 -> (i)>

// -----

// expected-error @+1 {{expected bare identifier}}
#a = affine_map<( -> (i)>

// -----

// expected-error @+1 {{expected '>' in affine map}}
#a = affine_map<(i) -> (i) x>

// -----

// expected-error @+1 {{expected '>' in integer set}}
#a = affine_set<(i) : (i >= 0) x>

// -----

// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
#a = affine_set<(i) : (i)>

// -----

// expected-error @+1 {{expected ')' in integer set constraint list}}
#a = affine_set<(i) : (i >= 0 i)>

// -----

func.func @f(%m : memref<4xf32>, %i : index) {
  // expected-error @+1 {{expected ']' in affine map}}
  %x = affine.load %m[%i %i] : memref<4xf32>
  return
}

// -----

// expected-error @+1 {{constant too large for index}}
#a = affine_map<(d0) -> (d0 + 9223372036854775808)>

// -----

func.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  affine.for %i = 1 to 9223372036854775810 {
  }
  return
}

// -----

// expected-error @+1 {{expected '(' in integer set constraint list}}
#a = affine_set<(i) : i >= 0)>

// -----

func.func @f() {
  // expected-error @+1 {{expected SSA operand}}
  affine.for i = 1 to 10 {
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{expected attribute value}}
  affine.for %i = 1 to 10 step %n {
  }
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected constant integer or floating point value}}
  affine.for %i = 1 to 10 step -- 1 {
  }
  return
}

// -----

func.func @f() {
  affine.for %i = 1 to 10 step 2
  // expected-error @-1 {{expected '{' to begin a region}}
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{expected SSA operand}}
  scf.for i = %n to %n step %n {
  }
  return
}
