// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// affine.for's and affine.parallel's bound operands, and affine.for's
// initial values, are used before the body is read, so none of them can be
// one of the body's arguments (mlir-opt 22).

func.func @iv_in_lower_bound() {
  // expected-error @+2 {{region entry argument '%i' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  affine.for %i = affine_map<(d0) -> (d0 floordiv 4)>(%i) to 10 {
  }
  return
}

// -----

func.func @iv_in_upper_bound(%n: index) {
  // expected-error @+2 {{region entry argument '%i' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  affine.for %i = 0 to min affine_map<(d0, d1) -> (d0, d1)>(%n, %i) {
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @bound_of_wrong_type(%n: i32) {
  // expected-error @+1 {{use of value '%n' expects different type than prior uses: 'index' vs 'i32'}}
  affine.for %i = 0 to %n {
  }
  return
}

// -----

func.func @parallel_iv_in_bound() {
  // expected-error @+2 {{region entry argument '%i' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  affine.parallel (%i) = (%i) to (10) {
  }
  return
}

// -----

func.func @iter_arg_init() {
  // expected-error @+2 {{region entry argument '%a' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  %r = affine.for %i = 0 to 4 iter_args(%a = %a) -> (index) {
    affine.yield %a : index
  }
  return
}
