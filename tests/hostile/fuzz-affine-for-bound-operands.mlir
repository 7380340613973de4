// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Found by the roundtrip fuzz target: an affine.for whose bound has fewer
// operands than its map has dims and symbols crashed the custom printer,
// which read past the operands. mlir-opt 22 accepts such an op and prints
// a form that does not read back (`#map() to 10 iter_args() -> ()`); mica
// refuses it, as its custom form cannot write it.

func.func @lower_short() {
  // expected-error @+1 {{'affine.for' op lower bound operand count and its map's dimension and symbol count must match}}
  "affine.for"() <{lowerBoundMap = affine_map<(d0)[s0] -> (d0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @upper_long(%n: index) {
  // expected-error @+1 {{'affine.for' op upper bound operand count and its map's dimension and symbol count must match}}
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : (index) -> ()
  return
}
