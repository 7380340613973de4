// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Lexical errors.

// expected-error @+1 {{expected '"' in string literal}}
"foo.op"() {a = "unterminated} : () -> ()

// -----

// expected-error @+1 {{unknown escape in string literal}}
"foo.op"() {a = "\q"} : () -> ()

// -----

// mlir-opt 22: "unexpected character", without naming it.
// expected-error @+1 {{unexpected character}}
"foo.op"() : () -> () `

// -----

// expected-error @+1 {{unexpected character}}
"foo.op"() : () -> () \

// -----

// expected-error @+1 {{unexpected character}}
"foo.op"() : () -> () ~

// -----

// Unbalanced bodies of dialect types and attributes: mlir-opt 22 names the
// innermost bracket left open.
// expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
"foo.op"() {a = !foo.bar<[}]>} : () -> ()

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
"foo.op"() {a = #foo.bar<(>} : () -> ()

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"foo.op"() {a = !foo.bar<x} : () -> ()

// -----

// A sigil without a name.
// expected-error @+1 {{invalid SSA name}}
"foo.op"(%) : () -> ()

// -----

// expected-error @+1 {{invalid block name}}
"foo.op"() [^] : () -> ()

// -----

// expected-error @+1 {{invalid attribute name}}
"foo.op"() {a = #} : () -> ()

// -----

// expected-error @+1 {{invalid type identifier}}
"foo.op"() {a = !} : () -> ()

// -----

// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
"foo.op"() {a = @1} : () -> ()

// -----

// expected-error @+1 {{expected three consecutive dots for an ellipsis}}
"foo.op"() {a = ..} : () -> ()
