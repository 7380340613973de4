// RUN: %mica-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// Found by the roundtrip fuzz target: an empty block in a region of
// func.func was accepted, and its custom form (the entry block's header
// goes into the signature) did not read back. mlir-opt 22 rejects it.

// expected-error @+1 {{empty block: expect at least a terminator}}
"func.func"() <{function_type = (i64, i1) -> i64, sym_name = "simple"}> ({
^bb0(%a: i64, %b: i1):
^bb1(%c: i64):
  "foo.return"(%c) : (i64) -> ()
}) : () -> ()

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0:
}) : () -> ()

// -----

// In a region of more blocks than one, no block may be empty, whatever
// the op.
// expected-error @+1 {{empty block: expect at least a terminator}}
"foo.op"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
}) : () -> ()

// -----

// The single block of an unregistered op, or of builtin.module, may be empty.
"foo.op"() ({
^bb0:
}) : () -> ()
module {
}
