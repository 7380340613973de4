// RUN: %mica-opt --split-input-file --verify-diagnostics %s | FileCheck %s

// memref.generic_atomic_rmw's body may hold ops with regions whose effects
// are those of the ops inside them (RecursiveMemoryEffects: scf.if,
// scf.for, affine.for, ...) as long as those have none (mlir-opt 22).

// CHECK-LABEL: func.func @if_inside
// CHECK: %1 = scf.if %arg2 -> (f32) {
func.func @if_inside(%m: memref<10xf32>, %i: index, %c: i1) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    %r = scf.if %c -> (f32) {
      scf.yield %old : f32
    } else {
      %one = arith.constant 1.0 : f32
      scf.yield %one : f32
    }
    memref.atomic_yield %r : f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @loops_inside
func.func @loops_inside(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    %r = affine.for %k = 0 to 4 iter_args(%a = %old) -> (f32) {
      affine.yield %a : f32
    }
    scf.forall (%k) in (%i) {
    }
    memref.atomic_yield %r : f32
  }
  return
}

// -----

func.func @store_inside_if(%m: memref<10xf32>, %i: index, %c: i1) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    scf.if %c {
      // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
      memref.store %old, %m[%i] : memref<10xf32>
    }
    memref.atomic_yield %old : f32
  }
  return
}
