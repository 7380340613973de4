// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
"foo.op"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
"foo.op"() {a = affine_map<(d0)[d0] -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0, d1) -> (d0 floordiv d1)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0, d1) -> (d0 mod d1)>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
"foo.op"() {a = affine_map<(d0, d1) -> (d0 ceildiv d1)>} : () -> ()

// -----

// Undeclared identifiers in integer sets, too.
// expected-error @+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_set<(d0) : (d1 >= 0)>} : () -> ()

// -----

// A map's names are gone after it (checked with mlir-opt-22 --verify-diagnostics).
// expected-error @+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_map<(x, y) -> (x)>, b = affine_map<(x) -> (y)>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 's'}}
"foo.op"() {a = affine_map<(d)[s, t, s] -> (d)>} : () -> ()

// -----

// expected-error @+1 {{use of undeclared identifier}}
"foo.op"() {a = affine_set<(x)[n] : (x >= 0)>, b = affine_set<(y) : (n >= 0)>} : () -> ()

// -----

// mlir-opt 22: "expected '== affine-expr' or '>= affine-expr' at end of affine constraint".
// expected-error @+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
"foo.op"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

func.func @iv_result_number() {
  // expected-error @+1 {{result number not allowed in argument list}}
  affine.for %i#1 = 0 to 4 {
  }
  return
}

// -----

func.func @iv_name() {
  // expected-error @+1 {{expected SSA operand}}
  affine.parallel (j) = (0) to (4) {
  }
  return
}

// -----

func.func @no_body() {
  // expected-error @+1 {{expected '{' to begin a region}}
  affine.for %i = 0 to 4 step 2
  return
}
