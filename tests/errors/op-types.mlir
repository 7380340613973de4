// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// The function type of a generic op must match its operands and results.
// mlir-opt 22 reports operand-type mismatches at the type ("expected 1
// operand type  but had 2", with two spaces); mica at the op, with one space.

%0 = "foo.a"() : () -> i32
// expected-error @+1 {{expected 1 operand type}}
"foo.use"(%0) : (i32, i32) -> ()

// -----

// expected-error @+1 {{expected 0 operand types but had 1}}
"foo.op"() : (i32) -> ()

// -----

// expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
%0, %1 = "foo.a"() : () -> i32

// -----

// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
%0 = "foo.a"() : () -> (i32, i32)

// -----

// expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
%0:3 = "foo.a"() : () -> (i32, i32)

// -----

// A generic op's type must be a function type.
// expected-error @+1 {{expected function type}}
"foo.op"() : i32
