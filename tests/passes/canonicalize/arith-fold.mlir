// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @int_fold() -> (i32, i32, i32, i32, i32, i8, i8, i64) {
// CHECK-NEXT:  %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT:  %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:  %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT:  %c44_i8 = arith.constant 44 : i8
// CHECK-NEXT:  %c12_i8 = arith.constant 12 : i8
// CHECK-NEXT:  %c100_i64 = arith.constant 100 : i64
// CHECK-NEXT:  return %c4_i32, %c-2_i32, %c-3_i32, %c-3_i32, %c-2_i32, %c44_i8, %c12_i8, %c100_i64 : i32, i32, i32, i32, i32, i8, i8, i64
// CHECK-LABEL: func.func @no_fold_div_by_zero() -> i32 {
// CHECK-NEXT:  %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  %0 = arith.divui %c7_i32, %c0_i32 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-LABEL: func.func @identities(%arg0: i32, %arg1: index) -> (i32, i32, i32, i32, i32, index) {
// CHECK-NEXT:  %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:  return %arg0, %arg0, %c0_i32, %c0_i32, %arg0, %arg1 : i32, i32, i32, i32, i32, index
// CHECK-LABEL: func.func @cmpi(%arg0: i32) -> (i1, i1, i1, i1) {
// CHECK-NEXT:  %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32
// CHECK-NEXT:  return %true, %false, %true, %0 : i1, i1, i1, i1
// CHECK-LABEL: func.func @cmpf() -> (i1, i1, i1) {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  return %false, %true, %true : i1, i1, i1
// CHECK-LABEL: func.func @floats() -> (f32, f16, f64, f32, f32) {
// CHECK-NEXT:  %cst = arith.constant 1.600000e+00 : f32
// CHECK-NEXT:  %cst_0 = arith.constant 0x7C00 : f16
// CHECK-NEXT:  %cst_1 = arith.constant 0.33333333333333331 : f64
// CHECK-NEXT:  %cst_2 = arith.constant -1.500000e+00 : f32
// CHECK-NEXT:  %cst_3 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:  return %cst, %cst_0, %cst_1, %cst_2, %cst_3 : f32, f16, f64, f32, f32
// CHECK-LABEL: func.func @casts() -> (f32, i32, i16, index, index, f32) {
// CHECK-NEXT:  %cst = arith.constant -7.000000e+00 : f32
// CHECK-NEXT:  %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT:  %c300_i16 = arith.constant 300 : i16
// CHECK-NEXT:  %c-7 = arith.constant -7 : index
// CHECK-NEXT:  %c4294967289 = arith.constant 4294967289 : index
// CHECK-NEXT:  %cst_0 = arith.constant 4.203900e-43 : f32
// CHECK-NEXT:  return %cst, %c-2_i32, %c300_i16, %c-7, %c4294967289, %cst_0 : f32, i32, i16, index, index, f32
// CHECK-LABEL: func.func @vectors() -> (vector<4xi32>, vector<2xi1>) {
// CHECK-NEXT:  %cst = arith.constant dense<[10, 20, 30, 40]> : vector<4xi32>
// CHECK-NEXT:  %cst_0 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT:  return %cst, %cst_0 : vector<4xi32>, vector<2xi1>
// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i1) {
// CHECK-NEXT:  return %arg1, %arg2, %arg0 : i32, i32, i1
// CHECK-LABEL: func.func @ext_chains(%arg0: i8, %arg1: i32) -> (i64, i8, i8) {
// CHECK-NEXT:  %0 = arith.extsi %arg0 : i8 to i64
// CHECK-NEXT:  %1 = arith.trunci %arg1 : i32 to i8
// CHECK-NEXT:  return %0, %arg0, %1 : i64, i8, i8

func.func @int_fold() -> (i32, i32, i32, i32, i32, i8, i8, i64) {
  %c7 = arith.constant 7 : i32
  %c-3 = arith.constant -3 : i32
  %c100 = arith.constant 100 : i8
  %c3_i8 = arith.constant 3 : i8
  %0 = arith.addi %c7, %c-3 : i32
  %1 = arith.divsi %c7, %c-3 : i32
  %2 = arith.remsi %c-3, %c7 : i32
  %3 = arith.floordivsi %c7, %c-3 : i32
  %4 = arith.ceildivsi %c7, %c-3 : i32
  %5 = arith.muli %c100, %c3_i8 : i8
  %6 = arith.shrsi %c100, %c3_i8 : i8
  %7 = arith.extui %c100 : i8 to i64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, i32, i32, i32, i32, i8, i8, i64
}

func.func @no_fold_div_by_zero() -> i32 {
  %c7 = arith.constant 7 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.divui %c7, %c0 : i32
  return %0 : i32
}

func.func @identities(%x: i32, %y: index) -> (i32, i32, i32, i32, i32, index) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c0_index = arith.constant 0 : index
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.muli %c1, %x : i32
  %2 = arith.subi %x, %x : i32
  %3 = arith.xori %x, %x : i32
  %4 = arith.andi %x, %x : i32
  %5 = arith.ori %c0_index, %y : index
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, index
}

func.func @cmpi(%x: i32) -> (i1, i1, i1, i1) {
  %c5 = arith.constant 5 : i32
  %c-1 = arith.constant -1 : i32
  %0 = arith.cmpi ult, %c5, %c-1 : i32
  %1 = arith.cmpi slt, %c5, %c-1 : i32
  %2 = arith.cmpi sle, %x, %x : i32
  %3 = arith.cmpi slt, %c5, %x : i32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

func.func @cmpf() -> (i1, i1, i1) {
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %one, %nan : f32
  %1 = arith.cmpf ult, %one, %nan : f32
  %2 = arith.cmpf oge, %one, %one : f32
  return %0, %1, %2 : i1, i1, i1
}

func.func @floats() -> (f32, f16, f64, f32, f32) {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 0.1 : f32
  %h = arith.constant 65504.0 : f16
  %d = arith.constant 1.0 : f64
  %three = arith.constant 3.0 : f64
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %h, %h : f16
  %2 = arith.divf %d, %three : f64
  %3 = arith.negf %a : f32
  %4 = arith.maximumf %a, %b : f32
  return %0, %1, %2, %3, %4 : f32, f16, f64, f32, f32
}

func.func @casts() -> (f32, i32, i16, index, index, f32) {
  %c-7 = arith.constant -7 : i32
  %f = arith.constant -2.75 : f32
  %c300 = arith.constant 300 : i32
  %0 = arith.sitofp %c-7 : i32 to f32
  %1 = arith.fptosi %f : f32 to i32
  %2 = arith.trunci %c300 : i32 to i16
  %3 = arith.index_cast %c-7 : i32 to index
  %4 = arith.index_castui %c-7 : i32 to index
  %5 = arith.bitcast %c300 : i32 to f32
  return %0, %1, %2, %3, %4, %5 : f32, i32, i16, index, index, f32
}

func.func @vectors() -> (vector<4xi32>, vector<2xi1>) {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<10> : vector<4xi32>
  %c = arith.constant dense<[5, -5]> : vector<2xi32>
  %z = arith.constant dense<0> : vector<2xi32>
  %0 = arith.muli %a, %b : vector<4xi32>
  %1 = arith.cmpi sgt, %c, %z : vector<2xi32>
  return %0, %1 : vector<4xi32>, vector<2xi1>
}

func.func @select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i1) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = arith.select %true, %x, %y : i32
  %1 = arith.select %c, %y, %y : i32
  %2 = arith.select %c, %true, %false : i1
  return %0, %1, %2 : i32, i32, i1
}

func.func @ext_chains(%x: i8, %y: i32) -> (i64, i8, i8) {
  %0 = arith.extsi %x : i8 to i16
  %1 = arith.extsi %0 : i16 to i64
  %2 = arith.extui %x : i8 to i32
  %3 = arith.trunci %2 : i32 to i8
  %4 = arith.extsi %y : i32 to i64
  %5 = arith.trunci %4 : i64 to i8
  return %1, %3, %5 : i64, i8, i8
}
