// Aliases found in ops without regions, in the order the custom forms print
// them: in a result type's layout, an attribute dictionary, an array inside
// it, an operand's type; ops that hold none (arith.constant, arith.addf)
// between them. Expected output from `mlir-opt-22 %s` and
// `mlir-opt-22 --mlir-print-op-generic %s`.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK:      #map = affine_map<(d0) -> (d0 + 5)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 3)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-LABEL:  func.func @f(%arg0: index, %arg1: memref<4xf32, #map>) {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = arith.addf %cst, %cst : f32
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32, #map1>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {tag = #map2} : memref<4xf32>
// CHECK-NEXT:     %1 = memref.load %alloc[%arg0] : memref<4xf32, #map1>
// CHECK-NEXT:     %2 = arith.addf %1, %0 {note = [#set, #map3]} : f32
// CHECK-NEXT:     memref.store %2, %arg1[%arg0] : memref<4xf32, #map>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2x2xf32, #map4>
// CHECK-NEXT:     return

// GENERIC:      #map = affine_map<(d0) -> (d0 + 5)>
// GENERIC-NEXT: #map1 = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: #map2 = affine_map<(d0) -> (d0 * 3)>
// GENERIC-NEXT: #map3 = affine_map<(d0) -> (d0 + 2)>
// GENERIC-NEXT: #map4 = affine_map<(d0, d1) -> (d1, d0)>
// GENERIC-NEXT: #set = affine_set<(d0) : (d0 >= 0)>

func.func @f(%a: index, %b: memref<4xf32, affine_map<(d0) -> (d0 + 5)>>) {
  %c = arith.constant 1.0 : f32
  %x = arith.addf %c, %c : f32
  %m = memref.alloc() : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  %n = memref.alloc() {tag = affine_map<(d0) -> (d0 * 3)>} : memref<4xf32>
  %v = memref.load %m[%a] : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
  %s = arith.addf %v, %x {note = [affine_set<(d0) : (d0 >= 0)>, affine_map<(d0) -> (d0 + 2)>]} : f32
  memref.store %s, %b[%a] : memref<4xf32, affine_map<(d0) -> (d0 + 5)>>
  %w = memref.alloc() : memref<2x2xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return
}
