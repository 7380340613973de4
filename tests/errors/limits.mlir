// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Size limits.

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.op"() : () -> (i16777216)

// -----

// A width that does not even fit 32 bits.
// expected-error @+1 {{invalid integer width}}
"foo.op"() : () -> (si99999999999999999999)

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.op"() {a = 1 : ui16777216} : () -> ()
