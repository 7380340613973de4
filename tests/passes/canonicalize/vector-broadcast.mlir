// RUN: %mica-opt --canonicalize %s | FileCheck %s
// vector.broadcast folds: its own type, splats of constants, poison.
// Expected text from `mlir-opt-22 --canonicalize`.

// CHECK-LABEL: func.func @splat_ext() -> (vector<4xi16>, vector<4xi32>, vector<4xf32>, vector<2x3xf32>, vector<4xi8>) {
// CHECK-NEXT:  %cst = arith.constant dense<-2> : vector<4xi16>
// CHECK-NEXT:  %cst_0 = arith.constant dense<2.000000e+00> : vector<4xf32>
// CHECK-NEXT:  %cst_1 = arith.constant dense<2> : vector<4xi32>
// CHECK-NEXT:  %cst_2 = arith.constant dense<1.500000e+00> : vector<2x3xf32>
// CHECK-NEXT:  %0 = ub.poison : vector<4xi8>
// CHECK-NEXT:  return %cst, %cst_1, %cst_0, %cst_2, %0 : vector<4xi16>, vector<4xi32>, vector<4xf32>, vector<2x3xf32>, vector<4xi8>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @same_type(%arg0: vector<4xf32>, %arg1: f32) -> (vector<4xf32>, vector<2x4xf32>) {
// CHECK-NEXT:  %0 = vector.broadcast %arg1 : f32 to vector<2x4xf32>
// CHECK-NEXT:  return %arg0, %0 : vector<4xf32>, vector<2x4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }

func.func @splat_ext() -> (vector<4xi16>, vector<4xi32>, vector<4xf32>, vector<2x3xf32>, vector<4xi8>) {
  %c-2 = arith.constant -2 : i8
  %f = arith.constant 2.0 : f32
  %splat = vector.broadcast %c-2 : i8 to vector<4xi8>
  %ext = arith.extsi %splat : vector<4xi8> to vector<4xi16>
  %vf = vector.broadcast %f : f32 to vector<4xf32>
  %cv = arith.fptosi %vf : vector<4xf32> to vector<4xi32>
  %d = arith.constant dense<1.5> : vector<3xf32>
  %b = vector.broadcast %d : vector<3xf32> to vector<2x3xf32>
  %p = ub.poison : i8
  %pb = vector.broadcast %p : i8 to vector<4xi8>
  return %ext, %cv, %vf, %b, %pb : vector<4xi16>, vector<4xi32>, vector<4xf32>, vector<2x3xf32>, vector<4xi8>
}
func.func @same_type(%v: vector<4xf32>, %x: f32) -> (vector<4xf32>, vector<2x4xf32>) {
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %1 = vector.broadcast %x : f32 to vector<2x4xf32>
  return %0, %1 : vector<4xf32>, vector<2x4xf32>
}
