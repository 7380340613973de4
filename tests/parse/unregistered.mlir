// RUN: not %mica-opt %s 2>&1 | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=ALLOWED

// CHECK: unregistered.mlir:[[@LINE+2]]:1: error: operation being parsed with an unregistered dialect
// ALLOWED: "foo.op"() : () -> ()
"foo.op"() : () -> ()
