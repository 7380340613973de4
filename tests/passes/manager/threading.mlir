// Function passes over several functions give the same output whether
// threads are allowed or not (--mlir-disable-threading, and MLIR's
// --mlir-disable-threading=false), and errors from several functions come
// in the order of the functions. Expected text from
// `mlir-opt-22 --pass-pipeline='builtin.module(func.func(canonicalize,cse))' %s`,
// the same with --mlir-disable-threading (and `--canonicalize --cse`, which
// gives the same text), and for the errors
// `mlir-opt-22 --pass-pipeline='builtin.module(func.func(symbol-dce))' %S/Inputs/three-failing.mlir`
// (with and without --mlir-disable-threading, the same text).

// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(canonicalize,cse))' %s | FileCheck %s
// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(canonicalize,cse))' --mlir-disable-threading %s | FileCheck %s
// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(canonicalize,cse))' --mlir-disable-threading=false %s | FileCheck %s
// RUN: %mica-opt --canonicalize --cse --mlir-disable-threading %s | FileCheck %s

// The statistics are summed over the functions either way.
// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(canonicalize,cse))' --mlir-pass-statistics %s -o /dev/null 2>%t.threads
// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(canonicalize,cse))' --mlir-pass-statistics --mlir-disable-threading %s -o /dev/null 2>%t.one
// RUN: diff %t.threads %t.one

// CHECK-LABEL: func.func @a(%arg0: i32) -> i32 {
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-NEXT:  }
func.func @a(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.muli %0, %0 : i32
  %3 = arith.addi %1, %2 : i32
  return %3 : i32
}

// CHECK-LABEL: func.func @b(%arg0: index) -> index {
// CHECK-NEXT:    %c3 = arith.constant 3 : index
// CHECK-NEXT:    %0 = arith.addi %arg0, %c3 : index
// CHECK-NEXT:    return %0 : index
// CHECK-NEXT:  }
func.func @b(%x: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = arith.addi %c1, %c2 : index
  %1 = arith.addi %x, %0 : index
  return %1 : index
}

// CHECK-NEXT:  func.func private @decl(i32) -> i32
func.func private @decl(i32) -> i32

// CHECK-LABEL: func.func @c(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %0 = call @a(%arg0) : (i32) -> i32
// CHECK-NEXT:    %1 = call @a(%arg0) : (i32) -> i32
// CHECK-NEXT:    return %c0_i32 : i32
// CHECK-NEXT:  }
// CHECK-NEXT: }
func.func @c(%x: i32) -> i32 {
  %0 = call @a(%x) : (i32) -> i32
  %1 = call @a(%x) : (i32) -> i32
  %2 = arith.subi %0, %0 : i32
  return %2 : i32
}

// RUN: not %mica-opt --pass-pipeline='builtin.module(func.func(symbol-dce))' %S/Inputs/three-failing.mlir 2>&1 | FileCheck %s --check-prefix=ERRORS
// RUN: not %mica-opt --pass-pipeline='builtin.module(func.func(symbol-dce))' --mlir-disable-threading %S/Inputs/three-failing.mlir 2>&1 | FileCheck %s --check-prefix=ERRORS
// ERRORS:      three-failing.mlir:1:1: error: 'func.func' op was scheduled to run under SymbolDCE, but does not define a symbol table
// ERRORS:      three-failing.mlir:1:1: note: see current operation:
// ERRORS-NEXT: "func.func"() <{function_type = () -> (), sym_name = "f1"}> ({
// ERRORS:      three-failing.mlir:4:1: error: 'func.func' op was scheduled to run under SymbolDCE, but does not define a symbol table
// ERRORS:      three-failing.mlir:4:1: note: see current operation:
// ERRORS-NEXT: "func.func"() <{function_type = (i32) -> i32, sym_name = "f2"}> ({
// ERRORS:      three-failing.mlir:9:1: error: 'func.func' op was scheduled to run under SymbolDCE, but does not define a symbol table
// ERRORS:      three-failing.mlir:9:1: note: see current operation:
// ERRORS-NEXT: "func.func"() <{function_type = () -> (), sym_name = "f3"}> ({
// ERRORS-NOT:  error
