// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s
// Former discrepancy, since fixed in mica: mlir-opt 22 prints a splat when every element is equal also
// for hex payloads of more than one element and for string elements; mica
// prints the full list (`dense<[1.000000e+00, 1.000000e+00]>`,
// `dense<["x", "x"]>`).

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.hex_equal"() {c = dense<1.000000e+00> : tensor<2xf32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.hex_equal"() {c = dense<"0x0000803F0000803F"> : tensor<2xf32>} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.strings_equal"() {c = dense<"x"> : tensor<2x!foo.t>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.strings_equal"() {c = dense<["x", "x"]> : tensor<2x!foo.t>} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.hex_i1_equal"() {c = dense<true> : tensor<2xi1>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.hex_i1_equal"() {c = dense<"0x03"> : tensor<2xi1>} : () -> ()
