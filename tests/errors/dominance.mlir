// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// RUN: not %mica-opt --split-input-file %s 2>&1 | FileCheck %s --check-prefix=MSG
// Each case's message is mlir-opt 22's on the same input. As in MLIR, the
// dominance and successor errors name no op, and only an op's first operand
// that is not dominated is reported.
// MSG: error: operand #0 does not dominate this use
// MSG: error: operand #0 does not dominate this use
// MSG: error: operation with block successors must terminate its parent block
// MSG-NOT: does not dominate

func.func @use_from_child_region(%b: i1) {
  scf.if %b {
    %x = arith.constant 1 : i32
  }
  // expected-error @+1 {{use of undeclared SSA value name}}
  %y = arith.addi %x, %x : i32
  return
}

// -----

func.func @use_from_sibling_region(%b: i1) {
  scf.if %b {
    %x = arith.constant 1 : i32
  } else {
    // expected-error @+1 {{use of undeclared SSA value name}}
    %y = arith.addi %x, %x : i32
  }
  return
}

// -----

func.func @block_arg_sibling(%b: i1, %lb: index) {
  scf.for %i = %lb to %lb step %lb {
  }
  // expected-error @+1 {{use of undeclared SSA value name}}
  %y = arith.addi %i, %i : index
  return
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_arg_same_region(%b: i1) {
  cf.br ^bb2
^bb1(%a: i32):
  cf.br ^bb3
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %y = arith.addi %a, %a : i32
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @later_block(%b: i1) {
  cf.cond_br %b, ^bb1, ^bb2
^bb1:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %y = arith.addi %x, %x : i32
  cf.br ^bb2
^bb2:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %x = arith.constant 1 : i32
  cf.br ^bb1
}

// -----

func.func @succ_not_last(%b: i1) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "cf.br"()[^bb1] : () -> ()
  %x = arith.constant 1 : i32
^bb1:
  return
}

// -----

func.func @succ_other_region(%b: i1) {
  "scf.execute_region"() ({
    // expected-error @+1 {{reference to an undefined block}}
    "cf.br"()[^bb1] : () -> ()
  }) : () -> ()
^bb1:
  return
}
