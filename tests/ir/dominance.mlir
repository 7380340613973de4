// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// RUN: not %mica-opt --split-input-file %s 2>/dev/null | FileCheck %s
// Dominance of uses across blocks (ir/dominance.c). The errors and notes
// are mlir-opt 22's (`mlir-opt-22 --split-input-file dominance.mlir`, which
// also prints a "see current operation" note); the valid functions print
// as it prints them.

// CHECK-LABEL: func.func @diamond
// CHECK:         ^bb3(%[[M:.*]]: i32):
// CHECK-NEXT:      arith.addi %[[M]], %0 : i32
func.func @diamond(%c: i1, %a: i32) -> i32 {
  %e = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %l = arith.addi %e, %a : i32
  cf.br ^bb3(%l : i32)
^bb2:
  %r = arith.muli %e, %a : i32
  cf.br ^bb3(%r : i32)
^bb3(%m: i32):
  %s = arith.addi %m, %e : i32
  return %s : i32
}

// -----

// A loop: the header dominates the body, the nested region in it and the
// exit; the header's argument is used in all of them.
// CHECK-LABEL: func.func @loop
// CHECK:         ^bb3:
// CHECK-NEXT:      arith.addi %1, %0 : i32
func.func @loop(%c: i1, %a: i32) -> i32 {
  cf.br ^header(%a : i32)
^header(%i: i32):
  %h = arith.addi %i, %a : i32
  cf.cond_br %c, ^body, ^exit
^body:
  %b = arith.addi %h, %i : i32
  %n = scf.if %c -> i32 {
    %t = arith.addi %b, %h : i32
    scf.yield %t : i32
  } else {
    scf.yield %i : i32
  }
  cf.br ^header(%n : i32)
^exit:
  %x = arith.addi %h, %i : i32
  return %x : i32
}

// -----

// A chain with a side entry into its middle: ^bb2 is reached from ^bb0 and
// ^bb1, so ^bb0 (not ^bb1) dominates everything after it; the argument is
// used in every block.
// CHECK-LABEL: func.func @chain
// CHECK:         ^bb5:
// CHECK-NEXT:      arith.addi %arg1, %2 : i32
func.func @chain(%c: i1, %a: i32) -> i32 {
  %x0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x1 = arith.addi %a, %x0 : i32
  cf.br ^bb2
^bb2:
  %x2 = arith.addi %a, %x0 : i32
  cf.br ^bb3
^bb3:
  %x3 = arith.addi %a, %x2 : i32
  cf.cond_br %c, ^bb4, ^bb5
^bb4:
  %x4 = arith.addi %a, %x3 : i32
  cf.br ^bb5
^bb5:
  %x5 = arith.addi %a, %x2 : i32
  return %x5 : i32
}

// -----

// Uses in an unreachable block are not checked; blocks after it still are.
// CHECK-LABEL: func.func @unreachable_uses
// CHECK:         ^bb1:
// CHECK-NEXT:      arith.addi %1, %2 : i32
func.func @unreachable_uses(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %u = arith.addi %v, %w : i32
  cf.br ^bb3
^bb2:
  %v = arith.addi %a, %a : i32
  cf.br ^bb3
^bb3:
  %w = arith.addi %v, %a : i32
  return %w : i32
}

// -----

func.func @arm_to_join(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %l = arith.addi %a, %a : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %s = arith.addi %a, %l : i32
  return %s : i32
}

// -----

func.func @body_to_header(%c: i1, %a: i32) -> i32 {
  cf.br ^header
^header:
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %h = arith.addi %a, %b : i32
  cf.cond_br %c, ^body, ^exit
^body:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %b = arith.addi %a, %a : i32
  cf.br ^header
^exit:
  return %a : i32
}

// -----

func.func @into_nested_region(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %l = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  %n = scf.if %c -> i32 {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %t = arith.addi %l, %a : i32
    scf.yield %t : i32
  } else {
    scf.yield %a : i32
  }
  return %n : i32
}

// -----

// A definition in an unreachable block dominates no reachable use.
func.func @from_unreachable(%a: i32) -> i32 {
  cf.br ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %u = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %s = arith.addi %a, %u : i32
  return %s : i32
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_arg_of_arm(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%p: i32):
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %s = arith.addi %a, %p : i32
  return %s : i32
}

// -----

// The side entry of @chain skips ^bb1: its value does not reach ^bb5.
func.func @chain_side_entry(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %x1 = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.cond_br %c, ^bb4, ^bb5
^bb4:
  cf.br ^bb5
^bb5:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %x5 = arith.addi %x1, %a : i32
  return %x5 : i32
}
