// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// A region's named entry arguments must be new names in their scope, not
// even used before (MLIR's parseRegionBody).

// expected-note @+1 {{previously referenced here}}
%0 = "foo.op"() : () -> i32
// expected-error @+1 {{region entry argument '%0' is already in use}}
func.func @f(%0: i32) {
  return
}

// -----

func.func @g() {
  // expected-note @+1 {{previously referenced here}}
  "foo.op"(%x) : (i32) -> ()
  return
}
// expected-error @+1 {{region entry argument '%x' is already in use}}
func.func @f(%x: i32) {
  return
}

// -----

func.func @f() {
  // expected-note @+1 {{previously referenced here}}
  affine.for %i = 1 to 10 {
    // expected-error @+1 {{region entry argument '%i' is already in use}}
    affine.for %i = 1 to 10 {
    }
  }
  return
}

// -----

// A block label's arguments are ordinary definitions.
// expected-note @+1 {{previously defined here}}
func.func @f(%x: i32) {
  "foo.r"() ({
  // expected-error @+1 {{redefinition of SSA value '%x'}}
  ^bb0(%x: i32):
    "foo.op"() : () -> ()
  }) : () -> ()
  return
}
