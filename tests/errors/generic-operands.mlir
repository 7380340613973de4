// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// The generic form's operand list, in MLIR's words (mlir-opt-22
// --allow-unregistered-dialect --split-input-file --verify-diagnostics).

// expected-error @+1 {{expected ')' to end operand list}}
"foo.a"(: () -> ()
// -----
// expected-error @+1 {{expected ')' to end operand list}}
"foo.b"(%x %y) : () -> ()
// -----
// expected-error @+1 {{expected SSA operand}}
"foo.c"(%x,) : () -> ()
// -----
// expected-error @+1 {{expected ')' to end operand list}}
"foo.d"(%x : () -> ()
