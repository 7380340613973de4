// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-disable-threading %s | FileCheck %s
// Expected output: mlir-opt-22 %s

// `dense<[...]` lists of numbers are read by the lexer as one token
// (grammar/dense_scan.c): nested lists, blanks and line breaks inside, a
// '-' apart from its number, hex integers, empty lists, and in custom
// forms that read the literal themselves (memref.global).  What the scan
// leaves to the grammar (booleans, complex pairs) reads as before.

// CHECK-LABEL: func.func @lists()
// CHECK-NEXT: arith.constant dense<[1, 2, 3]> : tensor<3xi32>
// CHECK-NEXT: arith.constant dense<{{\[\[}}1.500000e+00, -2.000000e+00], [-2.500000e-01, 3.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: arith.constant dense<> : tensor<0xi32>
// CHECK-NEXT: arith.constant dense<> : tensor<1x0xi32>
// CHECK-NEXT: arith.constant dense<[1.531600e-322, 1.000000e+05, 2.500000e-03, 7.000000e+00]> : tensor<4xf64>
// CHECK-NEXT: arith.constant dense<[31, -2]> : tensor<2xi8>
// CHECK-NEXT: "tosa.const"() <{values = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi8>}> : () -> tensor<2x2xi8>
// CHECK-NEXT: arith.constant dense<[true, false]> : tensor<2xi1>
// CHECK-NEXT: arith.constant dense<(1,2)> : tensor<1xcomplex<i32>>
// CHECK-NEXT: return
func.func @lists() {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = arith.constant dense<[[1.5, -2.0], [- 0.25, 3.]]> : tensor<2x2xf32>
  %2 = arith.constant dense<[]> : tensor<0xi32>
  %3 = arith.constant dense<[[]]> : tensor<1x0xi32>
  %4 = arith.constant dense<  [ 0x1F , 1.e5, 2.5E-3
     , 7. ]  > : tensor<4xf64>
  %5 = arith.constant dense<[0x1F, -2]> : tensor<2xi8>
  %6 = "tosa.const"() <{values = dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>}> : () -> tensor<2x2xi8>
  %7 = arith.constant dense<[true, false]> : tensor<2xi1>
  %8 = arith.constant dense<[(1, 2)]> : tensor<1xcomplex<i32>>
  return
}

// CHECK: memref.global @g : memref<2xi32> = dense<[1, 2]>
// CHECK-NEXT: memref.global @h : memref<2x1xf32> = dense<{{\[\[}}1.000000e+00], [-2.000000e+00]]>
memref.global @g : memref<2xi32> = dense<[1, 2]>
memref.global @h : memref<2x1xf32> = dense<[[1.0], [-2.0]]>
