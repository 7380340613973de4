// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Hex payloads `dense<"0x...">`: little-endian element bytes; a payload of
// exactly one element is a splat.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.hex"() {a = dense<[1, 2, 3, 4]> : tensor<4xi8>, b = dense<1.000000e+00> : tensor<1xf32>, d = dense<1> : tensor<8xi8>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.hex"() {a = dense<"0x01020304"> : tensor<4xi8>, b = dense<"0x0000803F"> : tensor<1xf32>, d = dense<"0x01"> : tensor<8xi8>} : () -> ()

// -----

// i1 payloads are bit-packed, least significant bit first; a single byte
// 0x00 or 0xFF is a splat.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.hex_i1"() {b = dense<[true, false, false]> : tensor<3xi1>, c = dense<true> : tensor<8xi1>, d = dense<[true, false, true]> : tensor<3xi1>, e = dense<[true, false, false, false, false, false, false, false, true]> : tensor<9xi1>, g = dense<false> : tensor<2xi1>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.hex_i1"() {b = dense<"0x01"> : tensor<3xi1>, c = dense<"0xFF"> : tensor<8xi1>, d = dense<"0x05"> : tensor<3xi1>, e = dense<"0x0101"> : tensor<9xi1>, g = dense<"0x00"> : tensor<2xi1>} : () -> ()

// -----

// Complex payloads.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.hex_complex"() {d = dense<(1,2)> : tensor<1xcomplex<i32>>, e = dense<[(1,0), (2,0)]> : tensor<2xcomplex<i16>>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.hex_complex"() {d = dense<"0x0100000002000000"> : tensor<1xcomplex<i32>>, e = dense<"0x0100000002000000"> : tensor<2xcomplex<i16>>} : () -> ()

// -----

// Hex payloads of f16 and i64.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.hex_types"() {a = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf16>, b = dense<[1, -1]> : tensor<2xi64>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.hex_types"() {a = dense<"0x003C0040"> : tensor<2xf16>, b = dense<"0x0100000000000000FFFFFFFFFFFFFFFF"> : tensor<2xi64>} : () -> ()
