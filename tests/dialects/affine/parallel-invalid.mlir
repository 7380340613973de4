// Messages and locations are mlir-opt 22's.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

func.func @min_in_lower_bound(%a: index, %b: index) {
  // expected-error @+1 {{use of undeclared identifier}}
  affine.parallel (%x) = (min(%a, %b)) to (%a) {
  }
  return
}

// -----

func.func @counts(%a: index) {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%x, %y) = (%a) to (%a) {
  }
  return
}

// -----

func.func @kind(%a: index) {
  // expected-error @+1 {{custom op 'affine.parallel' invalid reduction value: "bogus"}}
  %0 = affine.parallel (%x) = (%a) to (%a) reduce ("bogus") -> (f32) {
  }
  return
}
