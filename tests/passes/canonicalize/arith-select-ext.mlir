// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @select_patterns(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: i32) -> (i32, i32, i32, i1, i32, i32) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %0 = arith.select %arg0, %arg3, %arg2 : i32
// CHECK-NEXT:  %1 = arith.select %arg0, %arg2, %arg4 : i32
// CHECK-NEXT:  %2 = arith.select %arg0, %arg4, %arg3 : i32
// CHECK-NEXT:  %3 = arith.xori %arg1, %true : i1
// CHECK-NEXT:  %4 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT:  %5 = arith.xori %arg0, %true : i1
// CHECK-NEXT:  %6 = arith.extui %5 : i1 to i32
// CHECK-NEXT:  return %0, %1, %2, %3, %4, %6 : i32, i32, i32, i1, i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @ext_patterns(%arg0: i8, %arg1: i8, %arg2: i32, %arg3: i32) -> (i1, i64, i64, i64, i1, i64) {
// CHECK-NEXT:  %0 = arith.cmpi eq, %arg0, %arg1 : i8
// CHECK-NEXT:  %1 = arith.andi %arg0, %arg1 : i8
// CHECK-NEXT:  %2 = arith.extsi %1 : i8 to i64
// CHECK-NEXT:  %3 = arith.ori %arg0, %arg1 : i8
// CHECK-NEXT:  %4 = arith.extui %3 : i8 to i64
// CHECK-NEXT:  %5 = arith.xori %arg0, %arg1 : i8
// CHECK-NEXT:  %6 = arith.extsi %5 : i8 to i64
// CHECK-NEXT:  %7 = arith.cmpi sge, %arg2, %arg3 : i32
// CHECK-NEXT:  %8 = arith.index_cast %arg0 : i8 to index
// CHECK-NEXT:  %9 = arith.index_cast %8 : index to i64
// CHECK-NEXT:  return %0, %2, %4, %6, %7, %9 : i1, i64, i64, i64, i1, i64
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @trunc_patterns(%arg0: i8, %arg1: i64, %arg2: i32) -> (i16, i32, f16) {
// CHECK-NEXT:  %c32_i64 = arith.constant 32 : i64
// CHECK-NEXT:  %0 = arith.extsi %arg0 : i8 to i16
// CHECK-NEXT:  %1 = arith.shrui %arg1, %c32_i64 : i64
// CHECK-NEXT:  %2 = arith.trunci %1 : i64 to i32
// CHECK-NEXT:  %3 = arith.sitofp %arg2 : i32 to f16
// CHECK-NEXT:  return %0, %2, %3 : i16, i32, f16
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @int_patterns(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:  %1 = arith.subi %c0_i32, %arg1 overflow<nsw> : i32
// CHECK-NEXT:  %2 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:  %3 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:  %4 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT:  %5 = arith.extsi %4 : i1 to i32
// CHECK-NEXT:  return %0, %1, %2, %3, %5 : i32, i32, i32, i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @float_patterns(%arg0: f32, %arg1: f32, %arg2: f32) -> (f32, f32, f32, f32, f32) {
// CHECK-NEXT:  %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:  %0 = arith.mulf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:  %1 = arith.divf %arg0, %arg1 : f32
// CHECK-NEXT:  return %0, %1, %arg2, %arg2, %cst : f32, f32, f32, f32, f32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @folds(%arg0: i32, %arg1: i32, %arg2: f32) -> (i32, i32, i32, i32, i1, vector<3xi32>, f16, f32, f32, i32, i1, i8, i8) {
// CHECK-NEXT:  %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT:  %c27_i8 = arith.constant 27 : i8
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %c36_i32 = arith.constant 36 : i32
// CHECK-NEXT:  %0 = ub.poison : f32
// CHECK-NEXT:  %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT:  %cst_0 = arith.constant dense<[1, 5, 3]> : vector<3xi32>
// CHECK-NEXT:  %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:  %1 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT:  return %1, %c-1_i32, %arg0, %arg0, %true, %cst_0, %cst, %arg2, %0, %c36_i32, %true, %c27_i8, %c-3_i8 : i32, i32, i32, i32, i1, vector<3xi32>, f16, f32, f32, i32, i1, i8, i8
// CHECK-NEXT:  }

func.func @select_patterns(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> (i32, i32, i32, i1, i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n = arith.xori %c, %true : i1
  %0 = arith.select %n, %a, %b : i32
  %s = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %s, %e : i32
  %2 = arith.select %c, %e, %s : i32
  %3 = arith.select %d, %false, %true : i1
  %4 = arith.select %c, %c1, %c0 : i32
  %5 = arith.select %c, %c0, %c1 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}
func.func @ext_patterns(%x: i8, %y: i8, %p: i32, %q: i32) -> (i1, i64, i64, i64, i1, i64) {
  %true = arith.constant true
  %a = arith.extsi %x : i8 to i64
  %b = arith.extsi %y : i8 to i64
  %0 = arith.cmpi eq, %a, %b : i64
  %1 = arith.andi %a, %b : i64
  %u = arith.extui %x : i8 to i32
  %v = arith.extui %y : i8 to i32
  %o = arith.ori %u, %v : i32
  %2 = arith.extsi %o : i32 to i64
  %3 = arith.xori %a, %b : i64
  %cmp = arith.cmpi slt, %p, %q : i32
  %4 = arith.xori %cmp, %true : i1
  %5 = arith.index_cast %a : i64 to index
  %6 = arith.index_cast %5 : index to i64
  return %0, %1, %2, %3, %4, %6 : i1, i64, i64, i64, i1, i64
}
func.func @trunc_patterns(%x: i8, %y: i64, %f: i32) -> (i16, i32, f16) {
  %c32 = arith.constant 32 : i64
  %e = arith.extsi %x : i8 to i32
  %0 = arith.trunci %e : i32 to i16
  %s = arith.shrsi %y, %c32 : i64
  %1 = arith.trunci %s : i64 to i32
  %fp = arith.sitofp %f : i32 to f32
  %2 = arith.truncf %fp : f32 to f16
  return %0, %1, %2 : i16, i32, f16
}
func.func @int_patterns(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %m1 = arith.constant -1 : i32
  %c1 = arith.constant 1 : i32
  %m = arith.muli %y, %m1 : i32
  %0 = arith.addi %x, %m : i32
  %d = arith.subi %x, %y overflow<nsw> : i32
  %1 = arith.subi %d, %x overflow<nsw> : i32
  %sum, %carry = arith.addui_extended %x, %y : i32, i1
  %low, %high = arith.mulsi_extended %x, %y : i32
  %l1, %h1 = arith.mulsi_extended %x, %c1 : i32
  return %0, %1, %sum, %low, %h1 : i32, i32, i32, i32, i32
}
func.func @float_patterns(%x: f32, %y: f32, %z: f32) -> (f32, f32, f32, f32, f32) {
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %zero = arith.constant 0.0 : f32
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32
  %1 = arith.divf %nx, %ny : f32
  %2 = arith.maximumf %z, %ninf : f32
  %3 = arith.minnumf %z, %nan : f32
  %4 = arith.mulf %z, %zero fastmath<nnan,nsz> : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}
func.func @folds(%x: i32, %y: i32, %v: f32) -> (i32, i32, i32, i32, i1, vector<3xi32>, f16, f32, f32, i32, i1, i8, i8) {
  %m1 = arith.constant -1 : i32
  %a = arith.andi %x, %y : i32
  %0 = arith.andi %x, %a : i32
  %n = arith.xori %x, %m1 : i32
  %1 = arith.ori %x, %n : i32
  %t = arith.xori %x, %y : i32
  %2 = arith.xori %y, %t : i32
  %3 = arith.bitcast %x : i32 to i32
  %cv = arith.constant dense<[true, false, true]> : vector<3xi1>
  %ca = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %cb = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %4 = arith.select %cv, %ca, %cb : vector<3xi1>, vector<3xi32>
  %h = arith.constant 2.5 : f32
  %5 = arith.truncf %h : f32 to f16
  %tr = arith.truncf %v fastmath<contract> : f32 to f16
  %6 = arith.extf %tr fastmath<contract> : f16 to f32
  %p = ub.poison : i32
  %7 = arith.bitcast %p : i32 to f32
  %c13 = arith.constant 13 : i32
  %c37 = arith.constant 37 : i32
  %sum, %carry = arith.addui_extended %c37, %m1 : i32, i1
  %c57 = arith.constant 57 : i8
  %cm13 = arith.constant -13 : i8
  %lo, %hi = arith.mulsi_extended %c57, %cm13 : i8
  return %0, %1, %2, %3, %carry, %4, %5, %6, %7, %sum, %carry, %lo, %hi : i32, i32, i32, i32, i1, vector<3xi32>, f16, f32, f32, i32, i1, i8, i8
}
