// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Result groups `%name:N` before an operation, the first and a later one.
// Expectations: mlir-opt-22 --allow-unregistered-dialect --split-input-file
// --verify-diagnostics accepts this file as it stands.

// expected-error @+1 {{expected named operation to have at least 1 result}}
%0:0 = "foo.op"() : () -> ()

// -----

// expected-error @+1 {{expected named operation to have at least 1 result}}
%0, %1:0 = "foo.op"() : () -> (i32, i32)

// -----

// the counts of all groups add up
// expected-error @+1 {{operation defines 3 results but was provided 4 to bind}}
%0:2, %1, %2 = "foo.op"() : () -> (i32, i32, i32)

// -----

// expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
%0, %1:2 = "foo.op"() : () -> (i32, i32)
