// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = -129 : i8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 256 : ui8} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"foo.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 128 : si8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 2 : i1} : () -> ()

// -----

// Without a type, the value must fit i64 (as signed or unsigned).
// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 18446744073709551616} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = -9223372036854775809} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"foo.op"() {a = 1 : i0} : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"foo.op"() {a = 1 : tensor<i32>} : () -> ()

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
"foo.op"() {a = 1 : !foo.t} : () -> ()

// -----

// A decimal integer is not a float literal.
// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = 1 : f32} : () -> ()
