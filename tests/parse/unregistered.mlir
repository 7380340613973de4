// RUN: not %mica-opt %s 2>&1 | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=ALLOWED
// Expected output: mlir-opt-22 %s (the error is at the token after the name)

// CHECK: unregistered.mlir:[[@LINE+2]]:9: error: operation being parsed with an unregistered dialect
// ALLOWED: "foo.op"() : () -> ()
"foo.op"() : () -> ()
