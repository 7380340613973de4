// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Hex payloads `dense<"0x...">`: little-endian element bytes; a payload of
// exactly one element is a splat.

"foo.hex"() {a = dense<"0x01020304"> : tensor<4xi8>, b = dense<"0x0000803F"> : tensor<1xf32>, d = dense<"0x01"> : tensor<8xi8>} : () -> ()

// -----

// i1 payloads hold one byte per element; a single byte is a splat.
"foo.hex_i1"() {b = dense<"0x01"> : tensor<3xi1>, c = dense<"0xFF"> : tensor<8xi1>, d = dense<"0x010001"> : tensor<3xi1>} : () -> ()

// -----

// Complex payloads.
"foo.hex_complex"() {d = dense<"0x0100000002000000"> : tensor<1xcomplex<i32>>, e = dense<"0x0100000002000000"> : tensor<2xcomplex<i16>>} : () -> ()

// -----

// Hex payloads of f16 and i64.
"foo.hex_types"() {a = dense<"0x003C0040"> : tensor<2xf16>, b = dense<"0x0100000000000000FFFFFFFFFFFFFFFF"> : tensor<2xi64>} : () -> ()
