// scf.execute_region, memref.alloca_scope (its terminator implicit without
// results) and memref.memory_space_cast. Expected output is mlir-opt 22's,
// custom and generic.
// RUN: %mica-opt %s | FileCheck %s --strict-whitespace
// RUN: %mica-opt %s | %mica-opt | FileCheck %s --strict-whitespace
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s --strict-whitespace

func.func @f(%a: i64, %m: memref<?xf32>) -> i64 {
  %0 = scf.execute_region -> i64 {
    scf.yield %a : i64
  }
  %1:2 = scf.execute_region -> (i64, i64) no_inline {
    scf.yield %a, %a : i64, i64
  } {foo}
  scf.execute_region {
    scf.yield
  }
  %2 = memref.alloca_scope -> (i64) {
    memref.alloca_scope.return %a : i64
  }
  memref.alloca_scope {
    %x = memref.alloca() : memref<4xf32>
  }
  %3 = memref.memory_space_cast %m : memref<?xf32> to memref<?xf32, 1>
  return %0 : i64
}
// CHECK:    %0 = scf.execute_region -> i64 {
// CHECK-NEXT:      scf.yield %arg0 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.execute_region -> (i64, i64) no_inline {
// CHECK-NEXT:      scf.yield %arg0, %arg0 : i64, i64
// CHECK-NEXT:    } {foo}
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = memref.alloca_scope  -> (i64) {
// CHECK-NEXT:      memref.alloca_scope.return %arg0 : i64
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.alloca_scope  {
// CHECK-NEXT:      %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %memspacecast = memref.memory_space_cast %arg1 : memref<?xf32> to memref<?xf32, 1>
// CHECK-NEXT:    return %0 : i64
// GENERIC: %0 = "scf.execute_region"() ({
// GENERIC: %1:2 = "scf.execute_region"() <{no_inline}> ({
// GENERIC: "scf.execute_region"() ({
// GENERIC: %2 = "memref.alloca_scope"() ({
// GENERIC: "memref.alloca_scope.return"(%arg0) : (i64) -> ()
// GENERIC: "memref.alloca_scope"() ({
// GENERIC: "memref.alloca_scope.return"() : () -> ()
// GENERIC: %3 = "memref.memory_space_cast"(%arg1) : (memref<?xf32>) -> memref<?xf32, 1>
