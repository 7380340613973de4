// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected integer literal}}
"foo.op"() {a = array<i64: 1.5>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range}}
"foo.op"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = array<f32: 1>} : () -> ()

// -----

// mlir-opt 22 crashes on this input (FloatType::getWidth on index).
// expected-error @+1 {{expected integer or float type of at most 64 bits, got: 'index'}}
"foo.op"() {a = array<index: 1>} : () -> ()
