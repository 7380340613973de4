// The affine ops' verifiers: index types, maps against their operands, and
// which values may stand for dimensions and symbols. Messages and locations
// are mlir-opt 22's.
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @apply_operand_type(%x: i16) {
  // expected-error @+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i16'}}
  %0 = "affine.apply"(%x) {map = affine_map<(d0) -> (d0 + 1)>} : (i16) -> index
  return
}

// -----

func.func @max_result_type(%x: index) {
  // expected-error @+1 {{'affine.max' op result #0 must be index, but got 'i8'}}
  %0 = "affine.max"(%x) {map = affine_map<(d0) -> (d0, 3)>} : (index) -> i8
  return
}

// -----

func.func @apply_counts(%x: index) {
  // expected-error @+1 {{dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%x)
  return
}

// -----

func.func @apply_generic_counts(%x: index) {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%x, %x) {map = affine_map<(d0) -> (d0)>} : (index, index) -> index
  return
}

// -----

func.func @apply_one_result(%x: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%x) {map = affine_map<(d0) -> (d0, d0)>} : (index) -> index
  return
}

// -----

func.func @apply_dim_as_symbol() {
  affine.for %i = 0 to 8 {
    // expected-error @+1 {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%i]
  }
  return
}

// -----

func.func @min_counts(%x: index) {
  // expected-error @+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%x)
  return
}

// -----

func.func @max_no_result(%x: index) {
  // expected-error @+1 {{'affine.max' op affine map expect at least one result}}
  %0 = affine.max affine_map<(d0) -> ()>(%x)
  return
}

// -----

func.func @load_result_type(%m: memref<3xi8>, %i: index) {
  // expected-error @+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%m, %i) {map = affine_map<(d0) -> (d0)>} : (memref<3xi8>, index) -> i16
  return
}

// -----

func.func @store_rank(%m: memref<3x3xi8>, %v: i8, %i: index) {
  // expected-error @+1 {{'affine.store' op affine map num results must equal memref rank}}
  "affine.store"(%v, %m, %i) {map = affine_map<(d0) -> (d0)>} : (i8, memref<3x3xi8>, index) -> ()
  return
}

// -----

func.func @store_subscripts(%m: memref<3xi8>, %v: i8, %i: index) {
  // expected-error @+1 {{'affine.store' op expects as many subscripts as affine map inputs}}
  "affine.store"(%v, %m, %i, %i) {map = affine_map<(d0) -> (d0)>} : (i8, memref<3xi8>, index, index) -> ()
  return
}

// -----

func.func @store_value_type(%m: memref<3xi8>, %v: i16, %i: index) {
  // expected-error @+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %m, %i) {map = affine_map<(d0) -> (d0)>} : (i16, memref<3xi8>, index) -> ()
  return
}

// -----

func.func @load_not_a_dim(%m: memref<3xi8>) {
  "unknown.scope"() ({
  ^bb0(%a: index):
    // expected-error @+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %m[%a] : memref<3xi8>
    "unknown.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @load_not_a_symbol(%m: memref<9xi8>) {
  affine.for %i = 0 to 3 {
    // expected-error @+1 {{'affine.load' op operand cannot be used as a symbol}}
    %0 = affine.load %m[symbol(%i) * 3] : memref<9xi8>
  }
  return
}

// -----

func.func @symbols_of_pure_ops(%m: memref<?xi8>, %n: index) {
  affine.for %i = 0 to 3 {
    %c = arith.constant 2 : index
    %s = arith.muli %n, %c : index
    %0 = affine.load %m[symbol(%s)] : memref<?xi8>
    %1 = memref.dim %m, %c : memref<?xi8>
    %2 = affine.load %m[symbol(%1)] : memref<?xi8>
    // expected-error @+2 {{'affine.load' op operand cannot be used as a symbol}}
    %t = arith.addi %i, %n : index
    %3 = affine.load %m[symbol(%t)] : memref<?xi8>
  }
  return
}

// -----

func.func @vector_load_element(%m: memref<8xi8>, %i: index) {
  // expected-error @+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<8xi8>, vector<2xi16>
  return
}

// -----

func.func @for_bound_symbol(%m: memref<?xi8>) {
  affine.for %i = 0 to 3 {
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = %i to 10 {
    }
  }
  return
}

// -----

func.func @for_upper_results() {
  // expected-error @+1 {{'affine.for' op expected upper bound map to have at least one result}}
  affine.for %j = 0 to min affine_map<() -> ()>() {
  }
  return
}

// -----

func.func @if_region_arguments(%x: index) {
  // expected-error @+1 {{'affine.if' op region #0 should have no arguments}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%x) {
  ^bb0(%y: i8):
  }
  return
}

// -----

func.func @if_counts(%x: index) {
  // expected-error @+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%x, %x) ({
    "affine.yield"() : () -> ()
  }, {
  }) {condition = affine_set<(d0) : (d0 >= 0)>} : (index, index) -> ()
  return
}

// -----

func.func @if_symbol() {
  affine.for %i = 0 to 3 {
    // expected-error @+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}

// -----

func.func @parallel_empty_group() {
  // expected-error @+1 {{'affine.parallel' op expected upper bound map to have at least one result}}
  affine.parallel (%i) = (0) to (min()) {
  }
  return
}

// -----

func.func @parallel_steps() {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%i) = (0) to (4) step (1, 2) {
  }
  return
}

// -----

func.func @parallel_reductions() {
  // expected-error @+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %0 = affine.parallel (%i) = (0) to (4) -> (i8) {
    %c = arith.constant 1 : i8
    affine.yield %c : i8
  }
  return
}

// -----

func.func @parallel_reduction_type() {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %0 = affine.parallel (%i) = (0) to (4) reduce ("maxnumf") -> (f16) {
    %c = arith.constant 1.0 : f16
    affine.yield %c : f16
  }
  return
}

// -----

func.func @parallel_dim() {
  affine.for %i = 0 to 3 {
    %j = arith.muli %i, %i : index
    // expected-error @+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%k) = (%j) to (8) {
    }
  }
  return
}

// -----

func.func @for_dim_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0, d1) -> (d0 + d1)>(%n) to 10 {
  }
  return
}

// -----

func.func @for_symbol_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to affine_map<(d0)[s0] -> (d0 + s0)>(%n) {
  }
  return
}

// -----

func.func @if_dim_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>()[%n] {
  }
  return
}

// -----

func.func @for_lower_prefix(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<()[s0] -> (s0, 2)>()[%n] to 10 {
  }
  return
}

// -----

func.func @for_step_sign() {
  // expected-error @+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -2 {
  }
  return
}

// -----

func.func @for_step_value(%s: index) {
  // expected-error @+1 {{expected attribute value}}
  affine.for %i = 0 to 10 step %s {
  }
  return
}

// -----

func.func @for_bound_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  affine.for %i = 0 to 18446744073709551616 {
  }
  return
}

// -----

func.func @delinearize_results(%x: index) {
  // expected-error @+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:4 = affine.delinearize_index %x into (3, 5) : index, index, index, index
  return
}

// -----

func.func @delinearize_basis(%x: index) {
  // expected-error @+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %x into (0, 5) : index, index
  return
}

// -----

func.func @linearize_indices(%x: index) -> index {
  // expected-error @+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%x, %x, %x] by (4) : index
  return %0 : index
}

// -----

func.func @yield_types(%x: i8) {
  %0 = affine.for %i = 0 to 3 iter_args(%a = %x) -> (i8) {
    %c = arith.constant 1 : i16
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %c : i16
  }
  return
}

// -----

func.func @yield_parent() {
  "unknown.region"() ({
    // expected-error @+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @dma_dst_index(%n: index) {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32, 1>
  %t = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 4 {
    %j = arith.muli %i, %i : index
    // expected-error @+1 {{'affine.dma_start' op dst index must be a valid dimension or symbol identifier}}
    affine.dma_start %a[%i], %b[%j], %t[%c0], %n : memref<8xf32>, memref<8xf32, 1>, memref<1xi32>
  }
  return
}

// -----

func.func @dma_wait_index(%t: memref<1xi32>, %n: index) {
  affine.for %i = 0 to 4 {
    %j = arith.addi %i, %i : index
    // expected-error @+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%j], %n : memref<1xi32>
  }
  return
}

// -----

func.func @dma_wait_tag_type(%t: tensor<1xi32>, %n: index, %c0: index) {
  // expected-error @+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %t[%c0], %n : tensor<1xi32>
  return
}

// -----

func.func @dma_start_types(%m: memref<1xi32>, %n: index, %c0: index) {
  // expected-error @+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %m[%c0], %m[%c0], %m[%c0], %n : memref<1xi32>, memref<1xi32>
  return
}

// -----

func.func @dma_start_destination(%t: tensor<1xi32>, %m: memref<1xi32>, %n: index, %c0: index) {
  // expected-error @+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  affine.dma_start %m[%c0], %t[%c0], %m[%c0], %n : memref<1xi32>, tensor<1xi32>, memref<1xi32>
  return
}

// -----

func.func @dma_operands(%m: memref<1xi32>, %n: index, %c0: index) {
  // expected-error @+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%m, %c0, %m, %c0, %m, %c0, %n, %n) {dst_map = affine_map<(d0) -> (d0)>, src_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<1xi32>, index, memref<1xi32>, index, memref<1xi32>, index, index, index) -> ()
  return
}

// -----

func.func @dim_of_alloc_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    %m = memref.alloc(%n) : memref<?x4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d = memref.dim %m, %c0 : memref<?x4xf32>
    %e = memref.dim %m, %c1 : memref<?x4xf32>
    affine.for %j = 0 to %d {
    }
    affine.for %j = 0 to %e {
    }
  }
  return
}

// -----

func.func @dim_of_alloc_iv(%n: index) {
  affine.for %i = 0 to 10 {
    %m = memref.alloc(%i) : memref<?xf32>
    %c0 = arith.constant 0 : index
    %d = memref.dim %m, %c0 : memref<?xf32>
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %d {
    }
  }
  return
}

// -----

func.func @dim_of_cast_view(%n: index, %buf: memref<64xi8>) {
  affine.for %i = 0 to 10 {
    %c0 = arith.constant 0 : index
    %v = memref.view %buf[%c0][%n] : memref<64xi8> to memref<?xf32>
    %m = memref.cast %v : memref<?xf32> to memref<?xf32>
    %d = memref.dim %m, %c0 : memref<?xf32>
    affine.for %j = 0 to %d {
    }
  }
  return
}

// -----

func.func @dim_of_subview(%n: index, %buf: memref<64xf32>) {
  affine.for %i = 0 to 10 {
    %c0 = arith.constant 0 : index
    %v = memref.subview %buf[%i] [%i] [1] : memref<64xf32> to memref<?xf32, strided<[1], offset: ?>>
    %d = memref.dim %v, %c0 : memref<?xf32, strided<[1], offset: ?>>
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %d {
    }
  }
  return
}

// -----

func.func @dim_nonconst(%n: index) {
  affine.for %i = 0 to 10 {
    %m = memref.alloc(%n) : memref<?xf32>
    %d = memref.dim %m, %i : memref<?xf32>
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %d {
    }
  }
  return
}

// -----

func.func @dim_of_unranked_cast(%u: memref<*xf32>) {
  affine.for %i = 0 to 10 {
    %m = memref.cast %u : memref<*xf32> to memref<?xf32>
    %c0 = arith.constant 0 : index
    %d = memref.dim %m, %c0 : memref<?xf32>
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %d {
    }
  }
  return
}

// -----

func.func @dim_of_load(%p: memref<memref<?xf32>>) {
  affine.for %i = 0 to 10 {
    %m = memref.load %p[] : memref<memref<?xf32>>
    %c0 = arith.constant 0 : index
    %d = memref.dim %m, %c0 : memref<?xf32>
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %d {
    }
  }
  return
}

// -----

func.func @apply_as_dim(%n: index) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
  }
  return
}

// -----

func.func @load_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'affine.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @for_empty_lower() {
  // expected-error @+1 {{'affine.for' op expected lower bound map to have at least one result}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_reduction_kind(%m: memref<4xf32>) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %0 = affine.parallel (%i) = (0) to (4) reduce ("xori") -> f32 {
    %v = affine.load %m[%i] : memref<4xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @delinearize_markers(%x: index) {
  // expected-error @+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0:2 = "affine.delinearize_index"(%x) <{static_basis = array<i64: -9223372036854775808, 4>}> : (index) -> (index, index)
  return
}

// -----

func.func @linearize_markers(%x: index, %y: index) {
  // expected-error @+1 {{'affine.linearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "affine.linearize_index"(%x, %y) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: -9223372036854775808, 4>}> : (index, index) -> index
  return
}

// -----

func.func @yield_count(%b: index) {
  %0 = affine.for %i = 0 to 10 iter_args(%a = %b) -> (index) {
    // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    "affine.yield"() : () -> ()
  }
  return
}

// -----

func.func @for_lower_empty_with_operand(%n: index) {
  // expected-error @+1 {{'affine.for' op expected lower bound map to have at least one result}}
  "affine.for"(%n) <{lowerBoundMap = affine_map<()[s0] -> ()>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : (index) -> ()
  return
}

// -----

func.func @store_index_type(%m: memref<4xf32>, %v: f32, %i: i32) {
  // expected-error @+1 {{'affine.store' op operand #2 must be variadic of index, but got 'i32'}}
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<4xf32>, i32) -> ()
  return
}

// -----

func.func @load_index_before_result(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'affine.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, i32) -> f64
  return
}

// -----

func.func @vector_load_index_type(%m: memref<8xf32>, %i: i64) {
  // expected-error @+1 {{'affine.vector_load' op operand #1 must be variadic of index, but got 'i64'}}
  %0 = "affine.vector_load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<8xf32>, i64) -> vector<4xf32>
  return
}

// -----

// Found by the roundtrip fuzz target: the bound maps' results are checked
// even when the operands do not fit the maps.
func.func @for_lower_empty_operands_short(%n: index) {
  // expected-error @+1 {{'affine.for' op expected lower bound map to have at least one result}}
  "affine.for"(%n) <{lowerBoundMap = affine_map<(d0)[s0] -> ()>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> ()>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : (index) -> ()
  return
}

// -----

// Found by the roundtrip fuzz target: a locality hint beyond 3 in the
// generic form printed a custom form that does not read back.
func.func @prefetch_locality_generic(%m: memref<512xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 7 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<512xf32>, index) -> ()
  return
}
