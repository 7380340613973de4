// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// Every op of the complex dialect in its custom form, printed back and in
// the generic form. Expected text: mlir-opt-22 %s and mlir-opt-22
// --mlir-print-op-generic %s.

// CHECK-LABEL: func.func @ops(%arg0: complex<f32>, %arg1: complex<f32>, %arg2: f32, %arg3: i32, %arg4: tensor<2xcomplex<f64>>) {
// CHECK-NEXT: %0 = complex.abs %arg0 : complex<f32>
// CHECK-NEXT: %1 = complex.add %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %2 = complex.angle %arg0 fastmath<nnan,ninf> : complex<f32>
// CHECK-NEXT: %3 = complex.atan2 %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %4 = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: %5 = complex.conj %arg0 : complex<f32>
// CHECK-NEXT: %cst = complex.constant [1.000000e+00 : f32, -5.000000e-01 : f32] : complex<f32>
// CHECK-NEXT: %6 = complex.cos %arg0 : complex<f32>
// CHECK-NEXT: %7 = complex.create %arg2, %arg2 : complex<f32>
// CHECK-NEXT: %8 = complex.div %arg0, %arg1 fastmath<fast> : complex<f32>
// CHECK-NEXT: %9 = complex.eq %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %10 = complex.exp %arg0 : complex<f32>
// CHECK-NEXT: %11 = complex.expm1 %arg0 : complex<f32>
// CHECK-NEXT: %12 = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %13 = complex.log %arg0 : complex<f32>
// CHECK-NEXT: %14 = complex.log1p %arg0 : complex<f32>
// CHECK-NEXT: %15 = complex.mul %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %16 = complex.neg %arg0 : complex<f32>
// CHECK-NEXT: %17 = complex.neq %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %18 = complex.pow %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %19 = complex.powi %arg0, %arg3 : complex<f32>, i32
// CHECK-NEXT: %20 = complex.re %arg0 {foo} : complex<f32>
// CHECK-NEXT: %21 = complex.rsqrt %arg0 : complex<f32>
// CHECK-NEXT: %22 = complex.sign %arg0 : complex<f32>
// CHECK-NEXT: %23 = complex.sin %arg0 : complex<f32>
// CHECK-NEXT: %24 = complex.sqrt %arg0 : complex<f32>
// CHECK-NEXT: %25 = complex.sub %arg0, %arg1 : complex<f32>
// CHECK-NEXT: %26 = complex.tan %arg0 : complex<f32>
// CHECK-NEXT: %27 = complex.tanh %arg0 : complex<f32>
// CHECK-NEXT: %cst_0 = complex.constant [1 : i16, 2 : i16] : complex<i16>
// CHECK-NEXT: %28 = complex.bitcast %4 : i64 to complex<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// GENERIC: %0 = "complex.abs"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %1 = "complex.add"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %2 = "complex.angle"(%arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %3 = "complex.atan2"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %4 = "complex.bitcast"(%arg0) : (complex<f32>) -> i64
// GENERIC-NEXT: %5 = "complex.conj"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %6 = "complex.constant"() <{value = [1.000000e+00 : f32, -5.000000e-01 : f32]}> : () -> complex<f32>
// GENERIC-NEXT: %7 = "complex.cos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %8 = "complex.create"(%arg2, %arg2) : (f32, f32) -> complex<f32>
// GENERIC-NEXT: %9 = "complex.div"(%arg0, %arg1) <{fastmath = #arith.fastmath<fast>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %10 = "complex.eq"(%arg0, %arg1) : (complex<f32>, complex<f32>) -> i1
// GENERIC-NEXT: %11 = "complex.exp"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %12 = "complex.expm1"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %13 = "complex.im"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
// GENERIC-NEXT: %14 = "complex.log"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %15 = "complex.log1p"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %16 = "complex.mul"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %17 = "complex.neg"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %18 = "complex.neq"(%arg0, %arg1) : (complex<f32>, complex<f32>) -> i1
// GENERIC-NEXT: %19 = "complex.pow"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %20 = "complex.powi"(%arg0, %arg3) : (complex<f32>, i32) -> complex<f32>
// GENERIC-NEXT: %21 = "complex.re"(%arg0) <{fastmath = #arith.fastmath<none>}> {foo} : (complex<f32>) -> f32
// GENERIC-NEXT: %22 = "complex.rsqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %23 = "complex.sign"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %24 = "complex.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %25 = "complex.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %26 = "complex.sub"(%arg0, %arg1) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f32>
// GENERIC-NEXT: %27 = "complex.tan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %28 = "complex.tanh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
// GENERIC-NEXT: %29 = "complex.constant"() <{value = [1 : i16, 2 : i16]}> : () -> complex<i16>
// GENERIC-NEXT: %30 = "complex.bitcast"(%4) : (i64) -> complex<f32>

func.func @ops(%a: complex<f32>, %b: complex<f32>, %r: f32, %i: i32, %t: tensor<2xcomplex<f64>>) {
  %0 = complex.abs %a : complex<f32>
  %1 = complex.add %a, %b : complex<f32>
  %2 = complex.angle %a fastmath<nnan,ninf> : complex<f32>
  %3 = complex.atan2 %a, %b : complex<f32>
  %4 = complex.bitcast %a : complex<f32> to i64
  %5 = complex.conj %a : complex<f32>
  %6 = complex.constant [1.0 : f32, -0.5 : f32] : complex<f32>
  %7 = complex.cos %a : complex<f32>
  %8 = complex.create %r, %r : complex<f32>
  %9 = complex.div %a, %b fastmath<fast> : complex<f32>
  %10 = complex.eq %a, %b : complex<f32>
  %11 = complex.exp %a : complex<f32>
  %12 = complex.expm1 %a : complex<f32>
  %13 = complex.im %a : complex<f32>
  %14 = complex.log %a : complex<f32>
  %15 = complex.log1p %a : complex<f32>
  %16 = complex.mul %a, %b : complex<f32>
  %17 = complex.neg %a : complex<f32>
  %18 = complex.neq %a, %b : complex<f32>
  %19 = complex.pow %a, %b : complex<f32>
  %20 = complex.powi %a, %i : complex<f32>, i32
  %21 = complex.re %a {foo} : complex<f32>
  %22 = complex.rsqrt %a : complex<f32>
  %23 = complex.sign %a : complex<f32>
  %24 = complex.sin %a : complex<f32>
  %25 = complex.sqrt %a : complex<f32>
  %26 = complex.sub %a, %b : complex<f32>
  %27 = complex.tan %a : complex<f32>
  %28 = complex.tanh %a : complex<f32>
  %29 = complex.constant [1 : i16, 2 : i16] : complex<i16>
  %30 = complex.bitcast %4 : i64 to complex<f32>
  return
}
