// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Size limits.

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.op"() : () -> (i16777216)

// -----

// A width that does not even fit 32 bits (mlir-opt 22: "invalid integer
// width").
// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.op"() : () -> (si99999999999999999999)

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.op"() {a = 1 : ui16777216} : () -> ()
