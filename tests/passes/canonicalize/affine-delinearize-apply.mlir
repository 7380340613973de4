// RUN: %mica-opt --canonicalize %s | FileCheck %s
// Expected text from `mlir-opt-22 --canonicalize`: a sum of every result of
// an affine.delinearize_index times its stride composes back to its input.

// CHECK: #map = affine_map<()[s0, s1] -> (s0 * 2 + s1 * 40)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 + 5)>
// CHECK-NEXT: #map3 = affine_map<()[s0, s1] -> (s0 + s1 * 20)>
// CHECK-NEXT: #map4 = affine_map<()[s0, s1] -> (s0 - s1 * 20)>
// CHECK-NEXT: #map5 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0 * 3)>
// CHECK-NEXT: #map7 = affine_map<()[s0, s1] -> (s0 + s1 * 21)>
// CHECK-NEXT: #map8 = affine_map<(d0)[s0] -> (d0 + s0 * 8)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> (5, d0)>
// CHECK-NEXT: #map10 = affine_map<()[s0, s1] -> (s0 * 5 + s1)>
// CHECK-NEXT: #map11 = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>
// CHECK-LABEL: func.func @scaled(%arg0: index) -> index {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (20) : index, index
// CHECK-NEXT: %1 = affine.apply #map()[%0#1, %0#0]
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @split(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map1()[%arg1, %arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @const_mid(%arg0: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map2()[%arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @partial(%arg0: index) -> index {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (4, 20) : index, index, index
// CHECK-NEXT: %1 = affine.apply #map3()[%0#2, %0#1]
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @neg(%arg0: index) -> index {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (20) : index, index
// CHECK-NEXT: %1 = affine.apply #map4()[%0#1, %0#0]
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @twice(%arg0: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map5()[%arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mul(%arg0: index) -> index {
// CHECK-NEXT: %0 = affine.apply #map6()[%arg0]
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wrongstride(%arg0: index) -> index {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (20) : index, index
// CHECK-NEXT: %1 = affine.apply #map7()[%0#1, %0#0]
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @noouter(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 64 {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg2 into (8) : index, index
// CHECK-NEXT: %1:2 = affine.delinearize_index %arg0 into (8) : index, index
// CHECK-NEXT: %2 = affine.apply #map8(%0#1)[%1#0]
// CHECK-NEXT: %3 = affine.load %arg1[%arg2] : memref<?xindex>
// CHECK-NEXT: %4 = affine.min #map9(%arg2)
// CHECK-NEXT: memref.store %2, %arg1[%3] : memref<?xindex>
// CHECK-NEXT: memref.store %4, %arg1[%3] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dup(%arg0: index) -> index {
// CHECK-NEXT: %0:3 = affine.delinearize_index %arg0 into (3, 5) : index, index, index
// CHECK-NEXT: %1 = affine.apply #map10()[%0#1, %arg0]
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0:2 = affine.delinearize_index %arg0 into (%arg1) : index, index
// CHECK-NEXT: %1 = affine.apply #map11()[%0#1, %0#0, %arg1]
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @applied(%arg0: index) -> index {
// CHECK-NEXT: return %arg0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed2(%arg0: index, %arg1: memref<?xindex>) {
// CHECK-NEXT: affine.for %arg2 = 0 to 64 {
// CHECK-NEXT: %0 = affine.load %arg1[symbol(%arg0)] : memref<?xindex>
// CHECK-NEXT: memref.store %arg0, %arg1[%0] : memref<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

func.func @scaled(%arg0: index) -> index {
  %a:2 = affine.delinearize_index %arg0 into (20) : index, index
  %t = affine.apply affine_map<()[s0, s1] -> (s0 * 2 + s1 * 40)>()[%a#1, %a#0]
  return %t : index
}
func.func @split(%arg0: index, %x: index) -> index {
  %a:2 = affine.delinearize_index %arg0 into (20) : index, index
  %t = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s2 + s1 * 20)>()[%a#1, %a#0, %x]
  return %t : index
}
func.func @const_mid(%arg0: index) -> index {
  %a:2 = affine.delinearize_index %arg0 into (20) : index, index
  %t = affine.apply affine_map<()[s0, s1] -> (s0 + 5 + s1 * 20)>()[%a#1, %a#0]
  return %t : index
}
func.func @partial(%arg0: index) -> index {
  %a:3 = affine.delinearize_index %arg0 into (4, 20) : index, index, index
  %t = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 20)>()[%a#2, %a#1]
  return %t : index
}
func.func @neg(%arg0: index) -> index {
  %a:2 = affine.delinearize_index %arg0 into (20) : index, index
  %t = affine.apply affine_map<()[s0, s1] -> (s0 - s1 * 20)>()[%a#1, %a#0]
  return %t : index
}
func.func @twice(%arg0: index) -> index {
  %a:2 = affine.delinearize_index %arg0 into (20) : index, index
  %t = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 20 + s0 + s1 * 20)>()[%a#1, %a#0]
  return %t : index
}
func.func @mul(%arg0: index) -> index {
  %a:2 = affine.delinearize_index %arg0 into (20) : index, index
  %t = affine.apply affine_map<()[s0, s1] -> ((s0 + s1 * 20) * 3)>()[%a#1, %a#0]
  return %t : index
}
func.func @wrongstride(%arg0: index) -> index {
  %a:2 = affine.delinearize_index %arg0 into (20) : index, index
  %t = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 21)>()[%a#1, %a#0]
  return %t : index
}
func.func @noouter(%arg0: index) -> index {
  %a:2 = affine.delinearize_index %arg0 into (4, 20) : index, index
  %t = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 20)>()[%a#1, %a#0]
  return %t : index
}
func.func @mixed(%arg0: index, %m: memref<?xindex>) {
  affine.for %i = 0 to 64 {
    %a:2 = affine.delinearize_index %i into (8) : index, index
    %b:2 = affine.delinearize_index %arg0 into (8) : index, index
    %t = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 8)>(%a#1)[%b#0]
    %u = affine.load %m[%i] : memref<?xindex>
    %v = affine.min affine_map<(d0, d1) -> (d0 + d1 * 8, 5)>(%a#1, %a#0)
    memref.store %t, %m[%u] : memref<?xindex>
    memref.store %v, %m[%u] : memref<?xindex>
  }
  return
}
func.func @dup(%arg0: index) -> index {
  %a:3 = affine.delinearize_index %arg0 into (3, 5) : index, index, index
  %t = affine.apply affine_map<()[s0, s1, s2, s3] -> (s0 * 15 + s1 * 5 + s2 + s3 * 5)>()[%a#0, %a#1, %a#2, %a#1]
  return %t : index
}
func.func @dyn(%arg0: index, %n: index) -> index {
  %a:2 = affine.delinearize_index %arg0 into (%n) : index, index
  %t = affine.apply affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>()[%a#1, %a#0, %n]
  return %t : index
}
func.func @applied(%arg0: index) -> index {
  %a:2 = affine.delinearize_index %arg0 into (16) : index, index
  %p = affine.apply affine_map<()[s0] -> (s0 * 16)>()[%a#0]
  %t = affine.apply affine_map<()[s0, s1] -> (s0 + s1)>()[%p, %a#1]
  return %t : index
}
func.func @mixed2(%arg0: index, %m: memref<?xindex>) {
  %b:2 = affine.delinearize_index %arg0 into (8) : index, index
  affine.for %i = 0 to 64 {
    %t = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 8)>(%b#1)[%b#0]
    %u = affine.load %m[%t] : memref<?xindex>
    memref.store %t, %m[%u] : memref<?xindex>
  }
  return
}
