// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.

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
