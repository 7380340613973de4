// RUN: %mica-opt --canonicalize %s | FileCheck %s
// TOSA folders on constants: arithmetic and comparisons of splats (wrapping, signed), casts, argmax, reverse, resize, slices of constants, negate and abs twice.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @arith() -> (tensor<2xi8>, tensor<2xi8>, tensor<2xf32>, tensor<ui8>, tensor<i32>, tensor<i32>, tensor<2xi32>, tensor<3xf32>) {
// CHECK-NEXT:   %0 = "tosa.const"() <{values = dense<127> : tensor<2xi8>}> : () -> tensor<2xi8>
// CHECK-NEXT:   %1 = "tosa.const"() <{values = dense<-128> : tensor<2xi8>}> : () -> tensor<2xi8>
// CHECK-NEXT:   %2 = "tosa.const"() <{values = dense<1.250000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK-NEXT:   %3 = "tosa.const"() <{values = dense<255> : tensor<ui8>}> : () -> tensor<ui8>
// CHECK-NEXT:   %4 = "tosa.const"() <{values = dense<-16> : tensor<i32>}> : () -> tensor<i32>
// CHECK-NEXT:   %5 = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
// CHECK-NEXT:   %6 = "tosa.const"() <{values = dense<-4> : tensor<2xi32>}> : () -> tensor<2xi32>
// CHECK-NEXT:   %7 = "tosa.const"() <{values = dense<0.333333343> : tensor<3xf32>}> : () -> tensor<3xf32>
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2xi8>, tensor<2xi8>, tensor<2xf32>, tensor<ui8>, tensor<i32>, tensor<i32>, tensor<2xi32>, tensor<3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compares(%arg0: tensor<2xi32>, %arg1: tensor<2xf32>) -> (tensor<2xi1>, tensor<2xi1>, tensor<i1>, tensor<i1>, tensor<2xi1>) {
// CHECK-NEXT:   %0 = "tosa.const"() <{values = dense<true> : tensor<i1>}> : () -> tensor<i1>
// CHECK-NEXT:   %1 = "tosa.const"() <{values = dense<false> : tensor<i1>}> : () -> tensor<i1>
// CHECK-NEXT:   %2 = "tosa.const"() <{values = dense<true> : tensor<2xi1>}> : () -> tensor<2xi1>
// CHECK-NEXT:   %3 = tosa.equal %arg1, %arg1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
// CHECK-NEXT:   return %2, %3, %1, %0, %2 : tensor<2xi1>, tensor<2xi1>, tensor<i1>, tensor<i1>, tensor<2xi1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts() -> (tensor<2xi8>, tensor<2xui8>, tensor<f16>, tensor<i16>, tensor<i16>, tensor<bf16>) {
// CHECK-NEXT:   %0 = "tosa.const"() <{values = dense<127> : tensor<2xi8>}> : () -> tensor<2xi8>
// CHECK-NEXT:   %1 = "tosa.const"() <{values = dense<0> : tensor<2xui8>}> : () -> tensor<2xui8>
// CHECK-NEXT:   %2 = "tosa.const"() <{values = dense<0xFC00> : tensor<f16>}> : () -> tensor<f16>
// CHECK-NEXT:   %3 = "tosa.const"() <{values = dense<-4464> : tensor<i16>}> : () -> tensor<i16>
// CHECK-NEXT:   %4 = "tosa.const"() <{values = dense<200> : tensor<i16>}> : () -> tensor<i16>
// CHECK-NEXT:   %5 = "tosa.const"() <{values = dense<9.994500e-04> : tensor<bf16>}> : () -> tensor<bf16>
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5 : tensor<2xi8>, tensor<2xui8>, tensor<f16>, tensor<i16>, tensor<i16>, tensor<bf16>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shapes(%arg0: tensor<1x3xf32>, %arg1: tensor<1x4x4x2xf32>) -> (tensor<1xi32>, tensor<1x3xf32>, tensor<1x4x4x2xf32>, tensor<1x1xi32>, tensor<2x2xf32>, tensor<1x3xf32>, tensor<1x3xf32>) {
// CHECK-NEXT:   %0 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
// CHECK-NEXT:   %1 = "tosa.const"() <{values = dense<6> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
// CHECK-NEXT:   %2 = tosa.argmax %arg0 {axis = 1 : i32} : (tensor<1x3xf32>) -> tensor<1xi32>
// CHECK-NEXT:   %3 = tosa.abs %arg0 : (tensor<1x3xf32>) -> tensor<1x3xf32>
// CHECK-NEXT:   return %2, %arg0, %arg1, %1, %0, %arg0, %3 : tensor<1xi32>, tensor<1x3xf32>, tensor<1x4x4x2xf32>, tensor<1x1xi32>, tensor<2x2xf32>, tensor<1x3xf32>, tensor<1x3xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @arith() -> (tensor<2xi8>, tensor<2xi8>, tensor<2xf32>, tensor<ui8>, tensor<i32>, tensor<i32>, tensor<2xi32>, tensor<3xf32>) {
  %a = "tosa.const"() <{values = dense<100> : tensor<2xi8>}> : () -> tensor<2xi8>
  %b = "tosa.const"() <{values = dense<27> : tensor<2xi8>}> : () -> tensor<2xi8>
  %c = "tosa.const"() <{values = dense<28> : tensor<2xi8>}> : () -> tensor<2xi8>
  %0 = tosa.add %a, %b : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %1 = tosa.add %a, %c : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  %f = "tosa.const"() <{values = dense<1.5> : tensor<2xf32>}> : () -> tensor<2xf32>
  %g = "tosa.const"() <{values = dense<0.25> : tensor<2xf32>}> : () -> tensor<2xf32>
  %2 = tosa.sub %f, %g : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %u = "tosa.const"() <{values = dense<3> : tensor<ui8>}> : () -> tensor<ui8>
  %v = "tosa.const"() <{values = dense<4> : tensor<ui8>}> : () -> tensor<ui8>
  %3 = tosa.sub %u, %v : (tensor<ui8>, tensor<ui8>) -> tensor<ui8>
  %m = "tosa.const"() <{values = dense<-7> : tensor<i32>}> : () -> tensor<i32>
  %n = "tosa.const"() <{values = dense<9> : tensor<i32>}> : () -> tensor<i32>
  %s = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %4 = tosa.mul %m, %n, %s : (tensor<i32>, tensor<i32>, tensor<1xi8>) -> tensor<i32>
  %5 = tosa.intdiv %m, %n : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %p = "tosa.const"() <{values = dense<-9> : tensor<2xi32>}> : () -> tensor<2xi32>
  %q = "tosa.const"() <{values = dense<2> : tensor<2xi32>}> : () -> tensor<2xi32>
  %6 = tosa.intdiv %p, %q : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  %r = "tosa.const"() <{values = dense<3.0> : tensor<3xf32>}> : () -> tensor<3xf32>
  %7 = tosa.reciprocal %r : (tensor<3xf32>) -> tensor<3xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2xi8>, tensor<2xi8>, tensor<2xf32>, tensor<ui8>, tensor<i32>, tensor<i32>, tensor<2xi32>, tensor<3xf32>
}
func.func @compares(%x: tensor<2xi32>, %y: tensor<2xf32>) -> (tensor<2xi1>, tensor<2xi1>, tensor<i1>, tensor<i1>, tensor<2xi1>) {
  %0 = tosa.equal %x, %x : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %1 = tosa.equal %y, %y : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %a = "tosa.const"() <{values = dense<200> : tensor<ui8>}> : () -> tensor<ui8>
  %b = "tosa.const"() <{values = dense<100> : tensor<ui8>}> : () -> tensor<ui8>
  %2 = tosa.greater %a, %b : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
  %c = "tosa.const"() <{values = dense<-0.0> : tensor<f32>}> : () -> tensor<f32>
  %d = "tosa.const"() <{values = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %3 = tosa.greater_equal %c, %d : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %e = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %4 = tosa.equal %e, %e : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  return %0, %1, %2, %3, %4 : tensor<2xi1>, tensor<2xi1>, tensor<i1>, tensor<i1>, tensor<2xi1>
}
func.func @casts() -> (tensor<2xi8>, tensor<2xui8>, tensor<f16>, tensor<i16>, tensor<i16>, tensor<bf16>) {
  %f = "tosa.const"() <{values = dense<300.5> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.cast %f : (tensor<2xf32>) -> tensor<2xi8>
  %g = "tosa.const"() <{values = dense<-2.5> : tensor<2xf32>}> : () -> tensor<2xf32>
  %1 = tosa.cast %g : (tensor<2xf32>) -> tensor<2xui8>
  %i = "tosa.const"() <{values = dense<-70000> : tensor<i32>}> : () -> tensor<i32>
  %2 = tosa.cast %i : (tensor<i32>) -> tensor<f16>
  %3 = tosa.cast %i : (tensor<i32>) -> tensor<i16>
  %u = "tosa.const"() <{values = dense<200> : tensor<ui8>}> : () -> tensor<ui8>
  %4 = tosa.cast %u : (tensor<ui8>) -> tensor<i16>
  %h = "tosa.const"() <{values = dense<1.0e-3> : tensor<f64>}> : () -> tensor<f64>
  %5 = tosa.cast %h : (tensor<f64>) -> tensor<bf16>
  return %0, %1, %2, %3, %4, %5 : tensor<2xi8>, tensor<2xui8>, tensor<f16>, tensor<i16>, tensor<i16>, tensor<bf16>
}
func.func @shapes(%x: tensor<1x3xf32>, %img: tensor<1x4x4x2xf32>) -> (tensor<1xi32>, tensor<1x3xf32>, tensor<1x4x4x2xf32>, tensor<1x1xi32>, tensor<2x2xf32>, tensor<1x3xf32>, tensor<1x3xf32>) {
  %0 = tosa.argmax %x {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<3xi32>
  %1 = tosa.argmax %x {axis = 1 : i32} : (tensor<1x3xf32>) -> tensor<1xi32>
  %2 = tosa.reverse %x {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %scale = tosa.const_shape {values = dense<[2, 2, 3, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %off = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %3 = tosa.resize %img, %scale, %off, %off {mode = NEAREST_NEIGHBOR} : (tensor<1x4x4x2xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x4x4x2xf32>
  %k = "tosa.const"() <{values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  %st = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
  %4 = tosa.slice %k, %st, %sz : (tensor<2x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1xi32>
  %sp = "tosa.const"() <{values = dense<2.0> : tensor<3x3xf32>}> : () -> tensor<3x3xf32>
  %sz2 = tosa.const_shape {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
  %st2 = tosa.const_shape {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
  %5 = tosa.slice %sp, %st2, %sz2 : (tensor<3x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xf32>
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %n0 = tosa.negate %x, %zp, %zp : (tensor<1x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3xf32>
  %6 = tosa.negate %n0, %zp, %zp : (tensor<1x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3xf32>
  %a0 = tosa.abs %x : (tensor<1x3xf32>) -> tensor<1x3xf32>
  %7 = tosa.abs %a0 : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %1, %2, %3, %4, %5, %6, %7 : tensor<1xi32>, tensor<1x3xf32>, tensor<1x4x4x2xf32>, tensor<1x1xi32>, tensor<2x2xf32>, tensor<1x3xf32>, tensor<1x3xf32>
}
