// RUN: %mica-opt --split-input-file --verify-diagnostics %s

func.func @not_an_integer(%i: index) {
  // mlir-opt 22 says the same, one column further on.
  // expected-error @+1 {{custom op 'affine.delinearize_index' expected integer value}}
  %0:2 = affine.delinearize_index %i into (4, "x") : index, index
  return
}

// -----

func.func @unclosed(%i: index, %n: index) {
  // expected-error @+1 {{expected ')' in dynamic index list}}
  %0 = affine.linearize_index [%i] by (%n : index
  return
}
