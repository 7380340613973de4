// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// Each case's message is mlir-opt 22's on the same input.
func.func @segments_total(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.subview' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<2xf32, strided<[1]>>
  return
}

// -----

func.func @region_blocks(%b: i1) {
  "scf.execute_region"() ({
    cf.br ^bb1
  ^bb1:
    scf.yield
  }) : () -> ()
  // expected-error @+1 {{'scf.while' op expects region #0 to have 0 or 1 blocks}}
  "scf.while"() ({
    cf.br ^bb1
  ^bb1:
    scf.condition(%b)
  }, {
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @rmw_results(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op requires one result}}
  "memref.atomic_rmw"(%v, %m, %i) <{kind = 0 : i64}> : (f32, memref<4xf32>, index) -> ()
  return
}
