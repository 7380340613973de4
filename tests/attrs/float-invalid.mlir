// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"foo.op"() {a = 0x1FFFF : f16} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"foo.op"() {a = -0x3C00 : f16} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.0 : i32} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"foo.op"() {a = 1.0 : index} : () -> ()
