// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Lexical errors.

// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() {a = "unterminated} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"foo.op"() {a = "\q"} : () -> ()

// -----

// mlir-opt 22: "unexpected character"; mica adds the character.
// expected-error @+1 {{unexpected character}}
"foo.op"() : () -> () `

// -----

// expected-error @+1 {{unexpected character}}
"foo.op"() : () -> () \

// -----

// expected-error @+1 {{unexpected character}}
"foo.op"() : () -> () ~

// -----

// Unbalanced bodies of dialect types and attributes. mlir-opt 22 names the
// unclosed opening bracket ("unbalanced '[' character in pretty dialect
// name"); mica names the closing one that does not match.
// expected-error @+1 {{character in pretty dialect name}}
"foo.op"() {a = !foo.bar<[}]>} : () -> ()

// -----

// expected-error @+1 {{character in pretty dialect name}}
"foo.op"() {a = #foo.bar<(>} : () -> ()

// -----

// expected-error @+1 {{character in pretty dialect name}}
"foo.op"() {a = !foo.bar<x} : () -> ()
