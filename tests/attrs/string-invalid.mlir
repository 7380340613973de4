// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{unknown escape in string literal}}
"foo.op"() {a = "\q"} : () -> ()

// -----

// A hex escape needs two hex digits.
// expected-error @+1 {{unknown escape in string literal}}
"foo.op"() {a = "\4"} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"foo.op"() {a = "\4g"} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() {a = "unterminated} : () -> ()

// -----

// A string cannot span lines.
// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() {a = "a
b"} : () -> ()

// -----

// expected-error @+1 {{expected valid attribute name}}
"foo.op"() {"" = 3} : () -> ()
