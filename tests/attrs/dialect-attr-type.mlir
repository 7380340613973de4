// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect %s | %mica-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// A `: type` after a dialect attribute: a registered dialect's attributes
// (enums, flags, poison) take none, so mlir-opt 22 drops it; an unregistered
// dialect's attribute keeps it.

// CHECK: "foo.op"() {a = #arith.fastmath<fast>, b = #ub.poison, c = #tosa.block_size<BLOCK_SIZE_32>, d = #foo.bar<1> : i32, e = #arith.overflow<nsw>, f = #foo.baz : i64} : () -> ()
"foo.op"() {a = #arith.fastmath<fast> : i32, b = #ub.poison : i32, c = #tosa.block_size<BLOCK_SIZE_32> : i32, d = #foo.bar<1> : i32, e = #arith.overflow<nsw> : i64, f = #foo.baz : i64} : () -> ()

// CHECK: "tosa.cast_from_block_scaled"(%arg0, %arg1) <{block_size = #tosa.block_size<BLOCK_SIZE_32>}> : (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
func.func @block_scaled(%arg0: tensor<4x32xf4E2M1FN>, %arg1: tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32> {
  %0 = tosa.cast_from_block_scaled %arg0, %arg1 {block_size = #tosa.block_size<BLOCK_SIZE_32> : i32} : (tensor<4x32xf4E2M1FN>, tensor<4x1xf8E8M0FNU>) -> tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}
