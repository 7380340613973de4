// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// cf branches pass each successor as many operands as it has block
// arguments, of their types (MLIR's BranchOpInterface, mlir-opt 22).

func.func @br_count(%c: i1) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 2}}
  cf.br ^bb1(%c : i1)
^bb1(%x: i1, %y: i1):
  return
}

// -----

func.func @br_generic(%c: i1) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  "cf.br"(%c)[^bb1] : (i1) -> ()
^bb1:
  return
}

// -----

func.func @br_type(%c: i1) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%c : i1)
^bb1(%x: i32):
  return
}

// -----

func.func @cond_br_count(%c: i1) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

func.func @cond_br_false_type(%c: i1, %n: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.cond_br %c, ^bb1, ^bb2(%n : i32)
^bb1:
  return
^bb2(%x: i1):
  return
}

// -----

func.func @switch_case_type(%c: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #1}}
  cf.switch %c : i32, [
    default: ^bb1(%c : i32),
    0: ^bb2(%c : i32)
  ]
^bb1(%x: i32):
  return
^bb2(%y: i1):
  return
}
