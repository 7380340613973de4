// cf.switch's custom form and verifier, cf.cond_br's branch weights.
// Messages and locations are mlir-opt 22's.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

func.func @no_default(%flag: i8) {
  cf.switch %flag : i8, [
    // expected-error @+1 {{custom op 'cf.switch' expected 'default'}}
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @case_value(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    x: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @flag_type(%flag: index) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %flag : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @weights_count(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @weights_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}
