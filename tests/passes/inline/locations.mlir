// Expected text from `mlir-opt-22 --inline=default-pipeline= --mlir-print-debuginfo`:
// inlined ops and block arguments located at call sites of the call's
// location, a call site's chain extended at its end; the branches made of
// returns and the block arguments made of results.
// RUN: %mica-opt --inline=default-pipeline= --mlir-print-debuginfo %s | FileCheck %s

func.func @func_with_multi_return(%a : i1) -> (i32) {
  cf.cond_br %a, ^bb1, ^bb2
^bb1:
  %const_0 = arith.constant 0 : i32
  return %const_0 : i32
^bb2:
  %const_55 = arith.constant 55 : i32
  return %const_55 : i32
}
func.func @inline_with_multi_return() -> i32 {
  %false = arith.constant false
  %x = call @func_with_multi_return(%false) : (i1) -> i32
  return %x : i32
}
func.func @func_with_locations(%c : i32) -> i32 {
  %b = arith.addi %c, %c : i32 loc("mysource.cc":10:8)
  return %b : i32 loc("mysource.cc":11:2)
}
func.func @inline_with_locations(%arg0 : i32) -> i32 {
  %0 = call @func_with_locations(%arg0) : (i32) -> i32 loc("mysource.cc":55:14)
  return %0 : i32
}
func.func @func_with_block_args_location(%arg0 : i32) {
  cf.br ^bb1(%arg0 : i32)
^bb1(%x : i32 loc("foo")):
  %y = arith.addi %x, %x : i32 loc("bar")
  return
}
func.func @func_with_block_args_location_callee1(%arg0 : i32) {
  call @func_with_block_args_location(%arg0) : (i32) -> () loc("bar")
  return
}
func.func @func_with_block_args_location_callee2(%arg0 : i32) {
  call @func_with_block_args_location(%arg0) : (i32) -> ()
  return
}
func.func private @chain(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32 loc(callsite("inner.cc":1:1 at "mid.cc":2:2))
  return %0 : i32
}
func.func @chain_caller(%x: i32) -> i32 {
  %0 = call @chain(%x) : (i32) -> i32 loc("outer.cc":3:3)
  return %0 : i32
}

// CHECK: #loc2 = loc("{{.*}}locations.mlir":7:35)
// CHECK-NEXT: #loc10 = loc("{{.*}}locations.mlir":18:8)
// CHECK-NEXT: #loc13 = loc("{{.*}}locations.mlir":21:32)
// CHECK-NEXT: #loc17 = loc("{{.*}}locations.mlir":25:34)
// CHECK-NEXT: #loc21 = loc("{{.*}}locations.mlir":29:42)
// CHECK-NEXT: #loc23 = loc("foo")
// CHECK-NEXT: #loc24 = loc("bar")
// CHECK-NEXT: #loc27 = loc("{{.*}}locations.mlir":35:50)
// CHECK-NEXT: #loc30 = loc("{{.*}}locations.mlir":39:50)
// CHECK-NEXT: #loc31 = loc("{{.*}}locations.mlir":40:3)
// CHECK-NEXT: #loc34 = loc("{{.*}}locations.mlir":47:25)
// CHECK-NEXT: #loc46 = loc(callsite(#loc23 at #loc24))
// CHECK-NEXT: #loc50 = loc(callsite(#loc23 at #loc31))
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @func_with_multi_return(%arg0: i1 loc("{{.*}}locations.mlir":7:35)) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2 loc(#loc3)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32 loc(#loc4)
// CHECK-NEXT: return %c0_i32 : i32 loc(#loc5)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c55_i32 = arith.constant 55 : i32 loc(#loc6)
// CHECK-NEXT: return %c55_i32 : i32 loc(#loc7)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: func.func @inline_with_multi_return() -> i32 {
// CHECK-NEXT: %false = arith.constant false loc(#loc9)
// CHECK-NEXT: cf.cond_br %false, ^bb1, ^bb2 loc(#loc39)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32 loc(#loc40)
// CHECK-NEXT: cf.br ^bb3(%c0_i32 : i32) loc(#loc41)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %c55_i32 = arith.constant 55 : i32 loc(#loc42)
// CHECK-NEXT: cf.br ^bb3(%c55_i32 : i32) loc(#loc43)
// CHECK-NEXT: ^bb3(%0: i32 loc("{{.*}}locations.mlir":18:8)):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return %0 : i32 loc(#loc11)
// CHECK-NEXT: } loc(#loc8)
// CHECK-NEXT: func.func @func_with_locations(%arg0: i32 loc("{{.*}}locations.mlir":21:32)) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc(#loc14)
// CHECK-NEXT: return %0 : i32 loc(#loc15)
// CHECK-NEXT: } loc(#loc12)
// CHECK-NEXT: func.func @inline_with_locations(%arg0: i32 loc("{{.*}}locations.mlir":25:34)) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc(#loc44)
// CHECK-NEXT: return %0 : i32 loc(#loc19)
// CHECK-NEXT: } loc(#loc16)
// CHECK-NEXT: func.func @func_with_block_args_location(%arg0: i32 loc("{{.*}}locations.mlir":29:42)) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32) loc(#loc22)
// CHECK-NEXT: ^bb1(%0: i32 loc("foo")):  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32 loc(#loc24)
// CHECK-NEXT: return loc(#loc25)
// CHECK-NEXT: } loc(#loc20)
// CHECK-NEXT: func.func @func_with_block_args_location_callee1(%arg0: i32 loc("{{.*}}locations.mlir":35:50)) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32) loc(#loc45)
// CHECK-NEXT: ^bb1(%0: i32 loc(callsite(#loc23 at #loc24))):  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32 loc(#loc47)
// CHECK-NEXT: cf.br ^bb2 loc(#loc48)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return loc(#loc28)
// CHECK-NEXT: } loc(#loc26)
// CHECK-NEXT: func.func @func_with_block_args_location_callee2(%arg0: i32 loc("{{.*}}locations.mlir":39:50)) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32) loc(#loc49)
// CHECK-NEXT: ^bb1(%0: i32 loc(callsite(#loc23 at #loc31))):  // pred: ^bb0
// CHECK-NEXT: %1 = arith.addi %0, %0 : i32 loc(#loc51)
// CHECK-NEXT: cf.br ^bb2 loc(#loc52)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return loc(#loc32)
// CHECK-NEXT: } loc(#loc29)
// CHECK-NEXT: func.func @chain_caller(%arg0: i32 loc("{{.*}}locations.mlir":47:25)) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32 loc(#loc54)
// CHECK-NEXT: return %0 : i32 loc(#loc38)
// CHECK-NEXT: } loc(#loc33)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}locations.mlir":7:1)
// CHECK-NEXT: #loc3 = loc("{{.*}}locations.mlir":8:3)
// CHECK-NEXT: #loc4 = loc("{{.*}}locations.mlir":10:14)
// CHECK-NEXT: #loc5 = loc("{{.*}}locations.mlir":11:3)
// CHECK-NEXT: #loc6 = loc("{{.*}}locations.mlir":13:15)
// CHECK-NEXT: #loc7 = loc("{{.*}}locations.mlir":14:3)
// CHECK-NEXT: #loc8 = loc("{{.*}}locations.mlir":16:1)
// CHECK-NEXT: #loc9 = loc("{{.*}}locations.mlir":17:12)
// CHECK-NEXT: #loc11 = loc("{{.*}}locations.mlir":19:3)
// CHECK-NEXT: #loc12 = loc("{{.*}}locations.mlir":21:1)
// CHECK-NEXT: #loc14 = loc("mysource.cc":10:8)
// CHECK-NEXT: #loc15 = loc("mysource.cc":11:2)
// CHECK-NEXT: #loc16 = loc("{{.*}}locations.mlir":25:1)
// CHECK-NEXT: #loc18 = loc("mysource.cc":55:14)
// CHECK-NEXT: #loc19 = loc("{{.*}}locations.mlir":27:3)
// CHECK-NEXT: #loc20 = loc("{{.*}}locations.mlir":29:1)
// CHECK-NEXT: #loc22 = loc("{{.*}}locations.mlir":30:3)
// CHECK-NEXT: #loc25 = loc("{{.*}}locations.mlir":33:3)
// CHECK-NEXT: #loc26 = loc("{{.*}}locations.mlir":35:1)
// CHECK-NEXT: #loc28 = loc("{{.*}}locations.mlir":37:3)
// CHECK-NEXT: #loc29 = loc("{{.*}}locations.mlir":39:1)
// CHECK-NEXT: #loc32 = loc("{{.*}}locations.mlir":41:3)
// CHECK-NEXT: #loc33 = loc("{{.*}}locations.mlir":47:1)
// CHECK-NEXT: #loc35 = loc("inner.cc":1:1)
// CHECK-NEXT: #loc36 = loc("mid.cc":2:2)
// CHECK-NEXT: #loc37 = loc("outer.cc":3:3)
// CHECK-NEXT: #loc38 = loc("{{.*}}locations.mlir":49:3)
// CHECK-NEXT: #loc39 = loc(callsite(#loc3 at #loc10))
// CHECK-NEXT: #loc40 = loc(callsite(#loc4 at #loc10))
// CHECK-NEXT: #loc41 = loc(callsite(#loc5 at #loc10))
// CHECK-NEXT: #loc42 = loc(callsite(#loc6 at #loc10))
// CHECK-NEXT: #loc43 = loc(callsite(#loc7 at #loc10))
// CHECK-NEXT: #loc44 = loc(callsite(#loc14 at #loc18))
// CHECK-NEXT: #loc45 = loc(callsite(#loc22 at #loc24))
// CHECK-NEXT: #loc47 = loc(callsite(#loc24 at #loc24))
// CHECK-NEXT: #loc48 = loc(callsite(#loc25 at #loc24))
// CHECK-NEXT: #loc49 = loc(callsite(#loc22 at #loc31))
// CHECK-NEXT: #loc51 = loc(callsite(#loc24 at #loc31))
// CHECK-NEXT: #loc52 = loc(callsite(#loc25 at #loc31))
// CHECK-NEXT: #loc53 = loc(callsite(#loc36 at #loc37))
// CHECK-NEXT: #loc54 = loc(callsite(#loc35 at #loc53))
