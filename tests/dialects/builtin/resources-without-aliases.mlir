// The printer leaves out its alias pass's dry run when the context never
// made an attribute that gets an alias or names a resource (each chunk has a
// context of its own).  Each chunk here has one such attribute, and only
// one: locations used as attributes (which get aliases even without
// --mlir-print-debuginfo), alone, in an array and as a tensor encoding; and
// the test dialect's elements attribute, whose blob is printed and the
// unused one dropped.  Expected output from
// `mlir-opt-22 --allow-unregistered-dialect --split-input-file %s`.
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file %s | FileCheck %s

// CHECK-LABEL: #loc = loc(unknown)
// CHECK-NEXT:  module {
// CHECK-NEXT:    "test.op"() {a = #loc} : () -> ()
"test.op"() {a = loc(unknown)} : () -> ()

// -----
// CHECK:       #loc = loc("x.mlir":1:2)
// CHECK-NEXT:  module {
// CHECK-NEXT:    "test.op"() {a = [1 : i32, #loc]} : () -> ()
"test.op"() {a = [1 : i32, loc("x.mlir":1:2)]} : () -> ()

// -----
// CHECK:       #loc = loc("enc")
// CHECK-NEXT:  module {
// CHECK-NEXT:    "test.op"() {a = tensor<4xf32, #loc>} : () -> ()
"test.op"() {a = tensor<4xf32, loc("enc")>} : () -> ()

// -----
// CHECK:       module {
// CHECK-NEXT:    "test.op"() {e = #test.e1di64_elements<blob1> : tensor<3xi64>} : () -> ()
// CHECK-NEXT:  }
// CHECK-EMPTY:
// CHECK-NEXT:  {-#
// CHECK-NEXT:    dialect_resources: {
// CHECK-NEXT:      test: {
// CHECK-NEXT:        blob1: "0x08000000040000000000000005000000000000000600000000000000"
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:  #-}
// CHECK-NOT:   blob0

"test.op"() {e = #test.e1di64_elements<blob1> : tensor<3xi64>} : () -> ()
{-#
  dialect_resources: {
    test: {
      blob0: "0x08000000010000000000000002000000000000000300000000000000",
      blob1: "0x08000000040000000000000005000000000000000600000000000000"
    }
  }
#-}
