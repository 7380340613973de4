// The seed's standard ops in their own forms (LangRef sections on
// 'constant', 'call', 'call_indirect', 'dim', 'load'/'store', 'br',
// 'cond_br', 'alloc', 'alloc_static', 'dma_start', 'dma_wait', ...): read,
// printed without the `std.` prefix, and read back to the same generic form.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt %s | %mica-opt | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt %s | %mica-opt --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

func @std_ops(%A: tensor<4x?xf32>, %m: memref<16xf32>, %a: i32, %b: i32, %c: i1, %i: index) -> i32 {
  %d = dim %A, 1 : tensor<4x?xf32>
  %k = constant 42 : i32
  %f = constant @std_ops : (tensor<4x?xf32>, memref<16xf32>, i32, i32, i1, index) -> i32
  %r = call_indirect %f(%A, %m, %a, %b, %c, %i) : (tensor<4x?xf32>, memref<16xf32>, i32, i32, i1, index) -> i32
  %s = call @std_ops(%A, %m, %a, %b, %c, %i) : (tensor<4x?xf32>, memref<16xf32>, i32, i32, i1, index) -> i32
  %x = load %m[%i] : memref<16xf32>
  store %x, %m[%i] : memref<16xf32>
  %t = tensor_load %m : memref<16xf32>
  tensor_store %t, %m : memref<16xf32>
  br_cond %c, ^bb1(%a : i32), ^bb2
^bb1(%y: i32):
  br ^bb2
^bb2:
  return %k : i32
}

func @mem(%n: index, %N: index, %src: memref<40x40xf32>, %dst: memref<40x40xf32, 2>, %i: index, %j: index, %t: tensor<4x4xi32>) {
  %A = alloc(%n) : memref<100x?xf32>
  %x = alloc()[%N] : memref<40x50xf32, (d0, d1)[s0] -> (d0 + s0, d1)>
  %S = alloc_static(0x1232a00) : memref<1024x64xf32>
  %size = constant 32 : index
  %tag = alloc() : memref<1 x i32, (d0) -> (d0), 4>
  %idx = constant 0 : index
  dma_start %src[%i, %j], %dst[%i, %j], %size, %tag[%idx] : memref<40x40xf32>, memref<40x40xf32, 2>, memref<1 x i32, (d0) -> (d0), 4>
  dma_wait %tag[%idx], %size : memref<1 x i32, (d0) -> (d0), 4>
  %e = extract_element %t[%i, %j] : tensor<4x4xi32>
  %c = cmpi "slt", %n, %N : index
  %s = select %c, %n, %N : index
  dealloc %A : memref<100x?xf32>
  return
}
// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @std_ops(%arg0: tensor<4x?xf32>, %arg1: memref<16xf32>, %arg2: i32, %arg3: i32, %arg4: i1, %arg5: index) -> i32 {
// CHECK-NEXT:     %0 = dim %arg0, 1 : tensor<4x?xf32>
// CHECK-NEXT:     %1 = constant 42 : i32
// CHECK-NEXT:     %f = constant @std_ops : (tensor<4x?xf32>, memref<16xf32>, i32, i32, i1, index) -> i32
// CHECK-NEXT:     %2 = call_indirect %f(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (tensor<4x?xf32>, memref<16xf32>, i32, i32, i1, index) -> i32
// CHECK-NEXT:     %3 = call @std_ops(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (tensor<4x?xf32>, memref<16xf32>, i32, i32, i1, index) -> i32
// CHECK-NEXT:     %4 = load %arg1[%arg5] : memref<16xf32>
// CHECK-NEXT:     store %4, %arg1[%arg5] : memref<16xf32>
// CHECK-NEXT:     %5 = tensor_load %arg1 : memref<16xf32>
// CHECK-NEXT:     tensor_store %5, %arg1 : memref<16xf32>
// CHECK-NEXT:     cond_br %arg4, ^bb1(%arg2 : i32), ^bb2
// CHECK-NEXT:   ^bb1(%6: i32):  // pred: ^bb0
// CHECK-NEXT:     br ^bb2
// CHECK-NEXT:   ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %1 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mem(%arg0: index, %arg1: index, %arg2: memref<40x40xf32>, %arg3: memref<40x40xf32, 2>, %arg4: index, %arg5: index, %arg6: tensor<4x4xi32>) {
// CHECK-NEXT:     %0 = alloc(%arg0) : memref<100x?xf32>
// CHECK-NEXT:     %1 = alloc()[%arg1] : memref<40x50xf32, #map>
// CHECK-NEXT:     %2 = alloc_static(19081728) : memref<1024x64xf32>
// CHECK-NEXT:     %3 = constant 32 : index
// CHECK-NEXT:     %4 = alloc() : memref<1xi32, 4>
// CHECK-NEXT:     %5 = constant 0 : index
// CHECK-NEXT:     dma_start %arg2[%arg4, %arg5], %arg3[%arg4, %arg5], %3, %4[%5] : memref<40x40xf32>, memref<40x40xf32, 2>, memref<1xi32, 4>
// CHECK-NEXT:     dma_wait %4[%5], %3 : memref<1xi32, 4>
// CHECK-NEXT:     %6 = extract_element %arg6[%arg4, %arg5] : tensor<4x4xi32>
// CHECK-NEXT:     %7 = cmpi "slt", %arg0, %arg1 : index
// CHECK-NEXT:     %8 = select %7, %arg0, %arg1 : index
// CHECK-NEXT:     dealloc %0 : memref<100x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT: }
// GENERIC: %9 = "std.dim"(%arg7) <{index = 1 : i64}> : (tensor<4x?xf32>) -> index
// GENERIC: %10 = "std.constant"() <{value = 42 : i32}> : () -> i32
// GENERIC: %11 = "func.constant"() <{value = @std_ops}> : () -> ((tensor<4x?xf32>, memref<16xf32>, i32, i32, i1, index) -> i32)
// GENERIC: %12 = "func.call_indirect"(%11, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) : ((tensor<4x?xf32>, memref<16xf32>, i32, i32, i1, index) -> i32, tensor<4x?xf32>, memref<16xf32>, i32, i32, i1, index) -> i32
// GENERIC: %13 = "func.call"(%arg7, %arg8, %arg9, %arg10, %arg11, %arg12) <{callee = @std_ops}> : (tensor<4x?xf32>, memref<16xf32>, i32, i32, i1, index) -> i32
// GENERIC: %14 = "std.load"(%arg8, %arg12) : (memref<16xf32>, index) -> f32
// GENERIC: "std.store"(%14, %arg8, %arg12) : (f32, memref<16xf32>, index) -> ()
// GENERIC: %15 = "std.tensor_load"(%arg8) : (memref<16xf32>) -> tensor<16xf32>
// GENERIC: "std.tensor_store"(%15, %arg8) : (tensor<16xf32>, memref<16xf32>) -> ()
// GENERIC: "std.cond_br"(%arg11, %arg9)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// GENERIC: "std.br"()[^bb2] : () -> ()
// GENERIC: %0 = "std.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<100x?xf32>
// GENERIC: %1 = "std.alloc"(%arg1) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<40x50xf32, #map>
// GENERIC: %2 = "std.alloc_static"() <{base = 19081728 : i64}> : () -> memref<1024x64xf32>
// GENERIC: %3 = "std.constant"() <{value = 32 : index}> : () -> index
// GENERIC: %4 = "std.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32, 4>
// GENERIC: %5 = "std.constant"() <{value = 0 : index}> : () -> index
// GENERIC: "std.dma_start"(%arg2, %arg4, %arg5, %arg3, %arg4, %arg5, %3, %4, %5) : (memref<40x40xf32>, index, index, memref<40x40xf32, 2>, index, index, index, memref<1xi32, 4>, index) -> ()
// GENERIC: "std.dma_wait"(%4, %5, %3) : (memref<1xi32, 4>, index, index) -> ()
// GENERIC: %6 = "std.extract_element"(%arg6, %arg4, %arg5) : (tensor<4x4xi32>, index, index) -> i32
// GENERIC: %7 = "std.cmpi"(%arg0, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1
// GENERIC: %8 = "std.select"(%7, %arg0, %arg1) : (i1, index, index) -> index
// GENERIC: "std.dealloc"(%0) : (memref<100x?xf32>) -> ()

// The generic spelling of the seed's ops needs no --allow-unregistered-dialect.
// RUN: %mica-opt %S/Inputs/generic.mlir | FileCheck %s --check-prefix=STD-GENERIC
// STD-GENERIC: %0 = constant 1 : i32
// STD-GENERIC-NEXT: return
