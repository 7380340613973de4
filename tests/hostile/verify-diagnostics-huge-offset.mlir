// Found by the parse fuzz target: a line offset beyond the range of long in
// an expected-* annotation overflowed (UBSan: signed integer overflow in
// ir/diag_verify.c). Such an annotation names no line: it is reported as
// not produced.

// RUN: not %mica-opt --allow-unregistered-dialect --verify-diagnostics %s 2>&1 | FileCheck %s

// CHECK: huge-offset.mlir:[[@LINE+1]]:{{[0-9]+}}: error: expected error "x" was not produced
// expected-error @+99999999999999999999 {{x}}
// CHECK: huge-offset.mlir:[[@LINE+1]]:{{[0-9]+}}: error: expected error "y" was not produced
// expected-error @-99999999999999999999 {{y}}
"foo.op"() : () -> ()
