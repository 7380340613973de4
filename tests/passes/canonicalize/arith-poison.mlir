// RUN: %mica-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Poison operands fold to poison in arith and math, as MLIR's constFold* helpers pass them through; shifts keep theirs.
// Expected text from `mlir-opt-22 --allow-unregistered-dialect --canonicalize`.

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: f32, %arg2: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, f32, f32, f32, i64, i16, f64, f16, i32, f32, i32, vector<4xi32>, i32, i32, i32, i1, i32, i32) {
// CHECK-NEXT:  %0 = ub.poison : vector<4xi32>
// CHECK-NEXT:  %1 = ub.poison : f16
// CHECK-NEXT:  %2 = ub.poison : f64
// CHECK-NEXT:  %3 = ub.poison : i16
// CHECK-NEXT:  %4 = ub.poison : i64
// CHECK-NEXT:  %5 = ub.poison : i32
// CHECK-NEXT:  %6 = ub.poison : f32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %7 = arith.shli %5, %arg0 : i32
// CHECK-NEXT:  %8 = arith.cmpi sgt, %arg0, %5 : i32
// CHECK-NEXT:  %9 = arith.cmpf olt, %6, %arg1 : f32
// CHECK-NEXT:  %10 = arith.shrsi %arg0, %5 : i32
// CHECK-NEXT:  return %5, %5, %c0_i32, %5, %5, %c0_i32, %5, %5, %c0_i32, %7, %8, %6, %6, %6, %4, %3, %2, %1, %5, %6, %5, %0, %5, %5, %5, %9, %10, %5 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, f32, f32, f32, i64, i16, f64, f16, i32, f32, i32, vector<4xi32>, i32, i32, i32, i1, i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @m(%arg0: f32, %arg1: i32) {
// CHECK-NEXT:  %0 = ub.poison : i32
// CHECK-NEXT:  %1 = ub.poison : f32
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  "test.use"(%1) : (f32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @f(%a: i32, %f: f32, %v: vector<4xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, f32, f32, f32, i64, i16, f64, f16, i32, f32, i32, vector<4xi32>, i32, i32, i32, i1, i32, i32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %pv = ub.poison : vector<4xi32>
  %0 = arith.addi %p, %a : i32
  %1 = arith.subi %a, %p : i32
  %2 = arith.muli %p, %c0 : i32
  %3 = arith.divsi %a, %p : i32
  %4 = arith.divui %p, %a : i32
  %5 = arith.remsi %p, %c1 : i32
  %6 = arith.andi %p, %a : i32
  %7 = arith.ori %a, %p : i32
  %8 = arith.xori %p, %p : i32
  %9 = arith.shli %p, %a : i32
  %10 = arith.cmpi slt, %p, %a : i32
  %11 = arith.addf %q, %f : f32
  %12 = arith.mulf %f, %q : f32
  %13 = arith.negf %q : f32
  %14 = arith.extsi %p : i32 to i64
  %15 = arith.trunci %p : i32 to i16
  %16 = arith.extf %q : f32 to f64
  %17 = arith.truncf %q : f32 to f16
  %18 = arith.fptosi %q : f32 to i32
  %19 = arith.sitofp %p : i32 to f32
  %20 = arith.maxsi %p, %a : i32
  %21 = arith.addi %pv, %v : vector<4xi32>
  %22 = arith.minui %a, %p : i32
  %23 = arith.ceildivsi %p, %a : i32
  %24 = arith.floordivsi %p, %a : i32
  %25 = arith.cmpf olt, %q, %f : f32
  %26 = arith.shrsi %a, %p : i32
  %27 = arith.bitcast %q : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i1, f32, f32, f32, i64, i16, f64, f16, i32, f32, i32, vector<4xi32>, i32, i32, i32, i1, i32, i32
}
func.func @m(%f: f32, %a: i32) {
  %q = ub.poison : f32
  %p = ub.poison : i32
  %acos = math.acos %q : f32
  "test.use"(%acos) : (f32) -> ()
  %acosh = math.acosh %q : f32
  "test.use"(%acosh) : (f32) -> ()
  %asin = math.asin %q : f32
  "test.use"(%asin) : (f32) -> ()
  %asinh = math.asinh %q : f32
  "test.use"(%asinh) : (f32) -> ()
  %atan = math.atan %q : f32
  "test.use"(%atan) : (f32) -> ()
  %atanh = math.atanh %q : f32
  "test.use"(%atanh) : (f32) -> ()
  %cos = math.cos %q : f32
  "test.use"(%cos) : (f32) -> ()
  %cosh = math.cosh %q : f32
  "test.use"(%cosh) : (f32) -> ()
  %erf = math.erf %q : f32
  "test.use"(%erf) : (f32) -> ()
  %erfc = math.erfc %q : f32
  "test.use"(%erfc) : (f32) -> ()
  %exp = math.exp %q : f32
  "test.use"(%exp) : (f32) -> ()
  %exp2 = math.exp2 %q : f32
  "test.use"(%exp2) : (f32) -> ()
  %expm1 = math.expm1 %q : f32
  "test.use"(%expm1) : (f32) -> ()
  %log = math.log %q : f32
  "test.use"(%log) : (f32) -> ()
  %log10 = math.log10 %q : f32
  "test.use"(%log10) : (f32) -> ()
  %log1p = math.log1p %q : f32
  "test.use"(%log1p) : (f32) -> ()
  %log2 = math.log2 %q : f32
  "test.use"(%log2) : (f32) -> ()
  %round = math.round %q : f32
  "test.use"(%round) : (f32) -> ()
  %sin = math.sin %q : f32
  "test.use"(%sin) : (f32) -> ()
  %sinh = math.sinh %q : f32
  "test.use"(%sinh) : (f32) -> ()
  %sqrt = math.sqrt %q : f32
  "test.use"(%sqrt) : (f32) -> ()
  %tan = math.tan %q : f32
  "test.use"(%tan) : (f32) -> ()
  %tanh = math.tanh %q : f32
  "test.use"(%tanh) : (f32) -> ()
  %trunc = math.trunc %q : f32
  "test.use"(%trunc) : (f32) -> ()
  %absf = math.absf %q : f32
  "test.use"(%absf) : (f32) -> ()
  %ceil = math.ceil %q : f32
  "test.use"(%ceil) : (f32) -> ()
  %floor = math.floor %q : f32
  "test.use"(%floor) : (f32) -> ()
  %roundeven = math.roundeven %q : f32
  "test.use"(%roundeven) : (f32) -> ()
  %absi = math.absi %p : i32
  "test.use"(%absi) : (i32) -> ()
  %ctlz = math.ctlz %p : i32
  "test.use"(%ctlz) : (i32) -> ()
  %cttz = math.cttz %p : i32
  "test.use"(%cttz) : (i32) -> ()
  %ctpop = math.ctpop %p : i32
  "test.use"(%ctpop) : (i32) -> ()
  %ip = math.ipowi %p, %a : i32
  "test.use"(%ip) : (i32) -> ()
  %atan2 = math.atan2 %q, %f : f32
  "test.use"(%atan2) : (f32) -> ()
  %powf = math.powf %q, %f : f32
  "test.use"(%powf) : (f32) -> ()
  %copysign = math.copysign %q, %f : f32
  "test.use"(%copysign) : (f32) -> ()
  return
}
