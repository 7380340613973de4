// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Discrepancy: mlir-opt 22 attaches notes to these errors ("prior use here",
// "operand defined here (op in the same block)", "required by region
// isolation constraints"; outside --verify-diagnostics also "see current
// operation") that mica does not emit; for a value of the enclosing region used inside
// an isolated function it reports "'foo.use' op using value defined outside
// the region" at the op (with notes), where mica reports "use of undeclared
// SSA value name" at the value.

// expected-note @+1 {{prior use here}}
%0 = "foo.a"() : () -> i32
// expected-error @+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"foo.use"(%0) : (i64) -> ()

// -----

func.func @f() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%0) : (i32) -> ()
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %0 = "foo.def"() : () -> i32
  "func.return"() : () -> ()
}

// -----

%outer = "foo.def"() : () -> i32
// expected-note @+1 {{required by region isolation constraints}}
func.func @h() {
  // expected-error @+1 {{'foo.use' op using value defined outside the region}}
  "foo.use"(%outer) : (i32) -> ()
  "func.return"() : () -> ()
}
