// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// Found by the roundtrip fuzz target: builtin.module and func.func without
// the structure their custom forms print (a region, the function type, the
// symbol name, argument attributes and entry block arguments that match the
// signature) crashed the custom printer. They are verifier errors, as in
// mlir-opt 22 and with its messages, except for a sym_name that is not a
// string, which mlir-opt reports while it reads the properties ("invalid
// properties ... for op func.func").

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"builtin.module"() <{sym_name = 3}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires one region}}
"func.func"() {a = 2} : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() <{function_type = () -> (), sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() <{function_type = i32, sym_name = "f", sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"func.func"() <{function_type = () -> (), sym_name = 3, sym_visibility = "private"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "private", arg_attrs = [3]}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "private", arg_attrs = [{}, {}]}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0}}
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) : () -> ()
