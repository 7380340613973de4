// RUN: %mica-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// Found by the roundtrip fuzz target: a symbol visibility other than public,
// private and nested was accepted, and the custom form, which prints it as a
// keyword (`func.func "\FFprivate" @f()`), did not read back. The message is
// mlir-opt 22's.

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "\FFprivate"}}
"func.func"() <{sym_name = "f", function_type = () -> (), sym_visibility = "\FFprivate"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "Private"}}
"func.func"() <{sym_name = "g", function_type = () -> (), sym_visibility = "Private"}> ({
}) : () -> ()

// -----

"func.func"() <{sym_name = "h", function_type = () -> (), sym_visibility = "nested"}> ({
}) : () -> ()
