// RUN: %mica-opt --verify-diagnostics --split-input-file %s
// Messages as mlir-opt-22 gives them: ub.unreachable is a terminator with
// neither operands nor results; ub.poison takes no operands.

func.func @f() {
  // expected-error @+1 {{'ub.unreachable' op requires zero results}}
  %0 = "ub.unreachable"() : () -> i32
}

// -----

func.func @f() {
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  "ub.unreachable"() : () -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%a) : (i32) -> ()
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'ub.poison' op requires zero operands}}
  %0 = "ub.poison"(%a) : (i32) -> i32
  return %0 : i32
}
