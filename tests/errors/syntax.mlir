// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Syntax errors. Where mica's wording differs from mlir-opt 22 the
// mlir-opt 22 message is given in a comment.

// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() : () -> () }

// -----

// expected-error @+1 {{expected attribute value}}
"foo.op"() {a = } : () -> ()

// -----

// expected-error @+1 {{expected operation name in quotes}}
"foo.op"() ({ : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{expected operation name in quotes}}
%0 = : () -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () ->

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() {a = 1 : } : () -> ()

// -----

// mlir-opt 22: "custom op 'extra' is unknown (tried 'builtin.extra' as well)".
// expected-error @+1 {{custom op 'extra' is unknown}}
"foo.op"() : () -> () extra

// -----

// mlir-opt 22: "expected ')'".
// expected-error @+1 {{expected ')'}}
"foo.op"() : (i32 -> ()

// -----

// mlir-opt 22: "expected '>' in tensor type".
// expected-error @+1 {{expected '>'}}
"foo.op"() : () -> tensor<4xf32

// -----

// mlir-opt 22: "expected ',' or ']'".
// expected-error @+1 {{expected ',' or ']'}}
"foo.op"() {a = [1, 2} : () -> ()

// -----

// mlir-opt 22: "expected '(' to start operand list".
// expected-error @+1 {{expected '('}}
"foo.op" : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
func.func @f(%a) {
}

// -----

// mlir-opt 22: "expected '(' in affine map range".
// expected-error @+1 {{expected '('}}
"foo.op"() {a = affine_map<(d0) -> d0>} : () -> ()

// -----

// mlir-opt 22: "expected '>' to close properties".
// expected-error @+1 {{expected '>'}}
"foo.op"() <{a = 1} : () -> ()

// -----

// A missing comma between entries, in attributes, properties and a nested
// dictionary.
// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = 1 b = 2} : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() <{a = 1 b = 2}> : () -> ()

// -----

// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.op"() {a = {x = 1 y = 2}} : () -> ()
