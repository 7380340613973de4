// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Folds of values wider than 64 bits: integers with APInt's wrapping, division and shift rules (also in the reassociation patterns and the extended multiplications), and extf/truncf to and from f80 and f128.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @wide() -> (i256, i128, i128, i128, i128, i128, i1, i1, i64, i128, i128, i128, i128, i128, i128, i128, i128) {
// CHECK-NEXT:  %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT:  %c3414743344050354335526669446224970530359681361788434775015440_i256 = arith.constant 3414743344050354335526669446224970530359681361788434775015440 : i256
// CHECK-NEXT:  %c170141183460469219386008402481316215606_i128 = arith.constant 170141183460469219386008402481316215606 : i128
// CHECK-NEXT:  %c-124999_i128 = arith.constant -124999 : i128
// CHECK-NEXT:  %c-98652932109891666_i128 = arith.constant -98652932109891666 : i128
// CHECK-NEXT:  %c3445358964686898941360_i128 = arith.constant 3445358964686898941360 : i128
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c-4807115922877859019_i64 = arith.constant -4807115922877859019 : i64
// CHECK-NEXT:  %c21207042825012342547004757080939692032_i128 = arith.constant 21207042825012342547004757080939692032 : i128
// CHECK-NEXT:  %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:  %c268435455_i128 = arith.constant 268435455 : i128
// CHECK-NEXT:  %c-125000_i128 = arith.constant -125000 : i128
// CHECK-NEXT:  %c98765432109876543_i128 = arith.constant 98765432109876543 : i128
// CHECK-NEXT:  %c-5_i128 = arith.constant -5 : i128
// CHECK-NEXT:  %c18446744073709551611_i128 = arith.constant 18446744073709551611 : i128
// CHECK-NEXT:  return %c3414743344050354335526669446224970530359681361788434775015440_i256, %c170141183460469219386008402481316215606_i128, %c-124999_i128, %c-98652932109891666_i128, %c3445358964686898941360_i128, %c-124999_i128, %true, %true, %c-4807115922877859019_i64, %c21207042825012342547004757080939692032_i128, %c-1_i128, %c268435455_i128, %c-125000_i128, %c98765432109876543_i128, %c-5_i128, %c18446744073709551611_i128, %c170141183460469231731687303715884105727_i128 : i256, i128, i128, i128, i128, i128, i1, i1, i64, i128, i128, i128, i128, i128, i128, i128, i128
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @wide_ids(%arg0: i128, %arg1: vector<2xi128>) -> (i128, i128, vector<2xi128>, i128, i1) {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %c0_i128 = arith.constant 0 : i128
// CHECK-NEXT:  %c1_i128 = arith.constant 1 : i128
// CHECK-NEXT:  %cst = arith.constant dense<[10, -14]> : vector<2xi128>
// CHECK-NEXT:  %0 = arith.divsi %c1_i128, %c0_i128 : i128
// CHECK-NEXT:  return %arg0, %arg0, %cst, %0, %false : i128, i128, vector<2xi128>, i128, i1
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @wide_reassociate(%arg0: i256, %arg1: i128) -> (i256, i128) {
// CHECK-NEXT:  %c-4_i128 = arith.constant -4 : i128
// CHECK-NEXT:  %c3618502788666131213697322783095070105623107215331596699973092056135872020482_i256 = arith.constant 3618502788666131213697322783095070105623107215331596699973092056135872020482 : i256
// CHECK-NEXT:  %0 = arith.addi %arg0, %c3618502788666131213697322783095070105623107215331596699973092056135872020482_i256 : i256
// CHECK-NEXT:  %1 = arith.subi %c-4_i128, %arg1 : i128
// CHECK-NEXT:  return %0, %1 : i256, i128
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @wide_floats() -> (vector<2xf128>, f128, f80, f32, f64, f80, f16, tensor<3xf128>) {
// CHECK-NEXT:  %cst = arith.constant dense<[0.000000e+00, 1.000000e+00]> : vector<2xf128>
// CHECK-NEXT:  %cst_0 = arith.constant 3.250000e+00 : f128
// CHECK-NEXT:  %cst_1 = arith.constant 3.250000e+00 : f80
// CHECK-NEXT:  %cst_2 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:  %cst_3 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT:  %cst_4 = arith.constant 0.100000000000000005551 : f80
// CHECK-NEXT:  %cst_5 = arith.constant -2.500000e+00 : f16
// CHECK-NEXT:  %cst_6 = arith.constant dense<[1.000000e+00, 5.000000e-01, -3.000000e+00]> : tensor<3xf128>
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : vector<2xf128>, f128, f80, f32, f64, f80, f16, tensor<3xf128>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @ext() -> (i128, i128, i128, i128) {
// CHECK-NEXT:  %c59802071348651659848165243279762113659_i128 = arith.constant 59802071348651659848165243279762113659 : i128
// CHECK-NEXT:  %c-3583277977061671888_i128 = arith.constant -3583277977061671888 : i128
// CHECK-NEXT:  %c98765432106293265233925982433_i128 = arith.constant 98765432106293265233925982433 : i128
// CHECK-NEXT:  return %c59802071348651659848165243279762113659_i128, %c-3583277977061671888_i128, %c59802071348651659848165243279762113659_i128, %c98765432106293265233925982433_i128 : i128, i128, i128, i128
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @wide() -> (i256, i128, i128, i128, i128, i128, i1, i1, i64, i128, i128, i128, i128, i128, i128, i128, i128) {
  %0 = arith.constant 3618502788666131213697322783095070105623107215331596699973092056135872020481 : i256
  %1 = arith.constant 1 : i256
  %2 = arith.addi %0, %1 : i256
  %3 = arith.muli %2, %2 : i256
  %4 = arith.muli %3, %3 : i256
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %b = arith.constant -12345678901234567890123 : i128
  %c = arith.constant 98765432109876543 : i128
  %5 = arith.subi %b, %a : i128
  %6 = arith.divsi %b, %c : i128
  %7 = arith.remsi %b, %c : i128
  %8 = arith.divui %b, %c : i128
  %9 = arith.ceildivsi %b, %c : i128
  %10 = arith.cmpi slt, %b, %c : i128
  %11 = arith.cmpi ugt, %b, %a : i128
  %12 = arith.trunci %b : i128 to i64
  %s = arith.constant 100 : i128
  %13 = arith.shli %c, %s : i128
  %14 = arith.shrsi %b, %s : i128
  %15 = arith.shrui %b, %s : i128
  %16 = arith.floordivsi %b, %c : i128
  %17 = arith.maxsi %b, %c : i128
  %x = arith.constant -5 : i64
  %18 = arith.extsi %x : i64 to i128
  %19 = arith.extui %x : i64 to i128
  return %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %a : i256, i128, i128, i128, i128, i128, i1, i1, i64, i128, i128, i128, i128, i128, i128, i128, i128
}
func.func @wide_ids(%x: i128, %v: vector<2xi128>) -> (i128, i128, vector<2xi128>, i128, i1) {
  %z = arith.constant 0 : i128
  %o = arith.constant 1 : i128
  %zv = arith.constant dense<0> : vector<2xi128>
  %d = arith.constant dense<[5, -7]> : vector<2xi128>
  %0 = arith.addi %x, %z : i128
  %1 = arith.muli %x, %o : i128
  %2 = arith.addi %d, %d : vector<2xi128>
  %3 = arith.divsi %o, %z : i128
  %s, %c = arith.addui_extended %o, %o : i128, i1
  return %0, %1, %2, %3, %c : i128, i128, vector<2xi128>, i128, i1
}
func.func @wide_reassociate(%x: i256, %y: i128) -> (i256, i128) {
  %big = arith.constant 3618502788666131213697322783095070105623107215331596699973092056135872020481 : i256
  %one = arith.constant 1 : i256
  %0 = arith.addi %x, %big : i256
  %1 = arith.addi %0, %one : i256
  %c3 = arith.constant 3 : i128
  %c7 = arith.constant -7 : i128
  %2 = arith.subi %y, %c3 : i128
  %3 = arith.muli %2, %c7 : i128
  %4 = arith.subi %c7, %2 : i128
  return %1, %4 : i256, i128
}
func.func @wide_floats() -> (vector<2xf128>, f128, f80, f32, f64, f80, f16, tensor<3xf128>) {
  %a = arith.constant dense<[0.000000e+00, 1.000000e+00]> : vector<2xf80>
  %0 = arith.extf %a : vector<2xf80> to vector<2xf128>
  %b = arith.constant 3.25 : f64
  %1 = arith.extf %b : f64 to f128
  %2 = arith.extf %b : f64 to f80
  %c = arith.constant 1.5 : f128
  %3 = arith.truncf %c : f128 to f32
  %d = arith.constant 0.1 : f128
  %4 = arith.truncf %d : f128 to f64
  %e = arith.constant 0.1 : f64
  %5 = arith.extf %e : f64 to f80
  %f = arith.constant -2.5 : f80
  %6 = arith.truncf %f : f80 to f16
  %g = arith.constant dense<[1.0, 0.5, -3.0]> : tensor<3xf32>
  %7 = arith.extf %g : tensor<3xf32> to tensor<3xf128>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<2xf128>, f128, f80, f32, f64, f80, f16, tensor<3xf128>
}
func.func @ext() -> (i128, i128, i128, i128) {
  %a = arith.constant -12345678901234567890123456789 : i128
  %b = arith.constant 98765432109876543210987654321 : i128
  %l, %h = arith.mulsi_extended %a, %b : i128
  %l2, %h2 = arith.mului_extended %a, %b : i128
  return %l, %h, %l2, %h2 : i128, i128, i128, i128
}
