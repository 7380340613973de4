// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

func.func @realloc_res_layout(%m: memref<4xf32>) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_elem(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_unneeded(%m: memref<4xf32>, %n: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @view_base_map(%m: memref<64xi8, strided<[2]>>, %o: index) {
  // expected-error @+1 {{unsupported map for base memref type 'memref<64xi8, strided<[2]>>'}}
  %0 = memref.view %m[%o][] : memref<64xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @view_res_map(%m: memref<64xi8>, %o: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%o][] : memref<64xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @store_results(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.store' op requires zero results}}
  %0 = "memref.store"(%v, %m, %i) : (f32, memref<4xf32>, index) -> f32
  return
}

// -----

func.func @rmw_value(%m: memref<4xf32>, %v: f64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f64, memref<4xf32>, index) -> f64
  return
}

// -----

func.func @rmw_rank(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = "memref.atomic_rmw"(%v, %m, %i, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index, index) -> f32
  return
}

// -----

func.func @rmw_int_kind(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'ori' expects an integer type}}
  %0 = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @cast_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_unranked_elem(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<4xi32>
  return
}

// -----

func.func @cast_ok(%m: memref<*xf32>, %r: memref<4xf32, strided<[1], offset: ?>>, %s: memref<4x?xf32>) {
  %0 = memref.cast %m : memref<*xf32> to memref<4xf32>
  %1 = memref.cast %r : memref<4xf32, strided<[1], offset: ?>> to memref<?xf32, strided<[?], offset: 3>>
  %2 = memref.cast %s : memref<4x?xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_stride(%r: memref<4xf32, strided<[1], offset: ?>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32, strided<[1], offset: ?>>' and result type 'memref<4xf32, strided<[2], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %r : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[2], offset: ?>>
  return
}

// -----

func.func @cast_space(%r: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, 1>' are cast incompatible}}
  %0 = memref.cast %r : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @copy_ok(%a: memref<4x?xf32>, %b: memref<?x4xf32>, %u: memref<*xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<?x4xf32>
  memref.copy %a, %u : memref<4x?xf32> to memref<*xf32>
  return
}

// -----

func.func @rank_result(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.rank' op result #0 must be index, but got 'i32'}}
  %0 = "memref.rank"(%a) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @rank_operand(%a: tensor<4xf32>) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.rank"(%a) : (tensor<4xf32>) -> index
  return
}

// -----

func.func @distinct_none() {
  // expected-error @+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @dma_few(%a: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%a, %i, %i) : (memref<4xf32>, index, index) -> ()
  return
}

// -----

func.func @dma_num(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %b, %i, %n, %t, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, i32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_count(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %i, %b, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32, 1>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_src(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%a, %i, %i, %i) : (tensor<4xf32>, index, index, index) -> ()
  return
}

// -----

func.func @dma_idx(%a: memref<4xf32>, %b: memref<4xf32, 1>, %t: memref<1xi32>, %i: index, %n: i32) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%a, %n, %b, %i, %i, %t, %i) : (memref<4xf32>, i32, memref<4xf32, 1>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_wait_tag(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  "memref.dma_wait"(%a, %i) : (tensor<4xf32>, index) -> ()
  return
}

// -----

"memref.global"() <{sym_name = "g_dense", type = memref<2xf32>, initial_value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> ()
"memref.global"() <{sym_name = "g_unit", sym_visibility = "private", type = memref<2xf32>, initial_value}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 1 : i32}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 1 : i32}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<[1, 2]> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2, 3 but was 3, 2}}
"memref.global"() <{sym_name = "g", type = memref<2x3xf32>, initial_value = dense<1.0> : tensor<3x2xf32>}> : () -> ()

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

func.func @not_global() {
  return
}
func.func @get_global_func() {
  // expected-error @+1 {{'memref.get_global' op 'not_global' does not reference a valid global memref}}
  %0 = memref.get_global @not_global : memref<2xf32>
  return
}

// -----

func.func @gar_result(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%x: f32):
    memref.atomic_yield %x : f32
  }) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @gar_arg(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%x: f64):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }) : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @gar_nested_effect(%m: memref<4xf32>, %i: index, %b: i1) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%x: f32):
    %y = scf.if %b -> f32 {
      // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
      %c = memref.load %m[%i] : memref<4xf32>
      scf.yield %c : f32
    } else {
      scf.yield %x : f32
    }
    memref.atomic_yield %y : f32
  }
  return
}

// -----

func.func @yield_parent(%x: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %x : f32
}

// -----
func.func @rc_ok(%m: memref<?xf32>) -> memref<10xf32, strided<[1], offset: 2>> {
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 2>>
  return %0 : memref<10xf32, strided<[1], offset: 2>>
}

// -----

func.func @rc_space(%m: memref<?xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<10xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, 1>
  return
}

// -----

func.func @rc_elem(%m: memref<?xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<10xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xi32>
  return
}

// -----

func.func @rc_size(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with size = 10 instead of 12 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<12xf32>
  return
}

// -----

func.func @rc_offset(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with offset = 0 instead of 3}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 3>>
  return
}

// -----

func.func @rc_stride(%m: memref<?xf32>) {
  // expected-error @+1 {{expected result type with stride = 1 instead of 2 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[2]>>
  return
}

// -----

func.func @rc_dyn(%m: memref<*xf32>, %o: index, %s: index) {
  %0 = memref.reinterpret_cast %m to offset: [%o], sizes: [10, %s], strides: [%s, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  // expected-error @+1 {{expected result type with stride = dynamic instead of 4 in dim = 0}}
  %1 = memref.reinterpret_cast %m to offset: [%o], sizes: [10, 4], strides: [%s, 1] : memref<*xf32> to memref<10x4xf32, strided<[4, 1], offset: ?>>
  return
}

// -----

func.func @rc_map(%m: memref<?xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}

// -----

func.func @rc_count(%m: memref<?xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 2], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}

// -----

func.func @reshape_elem(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xi32>
  return
}

// -----

func.func @reshape_map(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @reshape_dynshape(%m: memref<4xf32>, %s: memref<?xindex>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_len(%m: memref<4xf32>, %s: memref<2xindex>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<4xf32>
  return
}

// -----

func.func @reshape_ok(%m: memref<4xf32>, %s: memref<2xindex>, %u: memref<?xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xf32>
  %1 = memref.reshape %m(%u) : (memref<4xf32>, memref<?xindex>) -> memref<*xf32>
  return
}
