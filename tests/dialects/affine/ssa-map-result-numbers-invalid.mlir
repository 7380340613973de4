// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// MLIR 22 knows the SSA values of a map by their names before `#`: a
// second result of the same op in one map is read as its name alone, and
// its `#N` is left over. Expected diagnostics: mlir-opt-22
// --allow-unregistered-dialect --split-input-file %s.

func.func @load(%m: memref<100xf32>) {
  %b:2 = "test.op"() : () -> (index, index)
  // expected-error @+1 {{expected ']' in affine map}}
  %v = affine.load %m[%b#1 + %b#0 * 8] : memref<100xf32>
  return
}

// -----

func.func @store(%m: memref<100x100xf32>, %f: f32) {
  %b:2 = "test.op"() : () -> (index, index)
  // expected-error @+1 {{expected ']' in affine map}}
  affine.store %f, %m[%b#0, %b#1] : memref<100x100xf32>
  return
}

// -----

func.func @prefetch(%m: memref<100x100xf32>) {
  %b:2 = "test.op"() : () -> (index, index)
  // expected-error @+1 {{expected ')'}}
  affine.prefetch %m[%b#0, (%b#1)], read, locality<3>, data : memref<100x100xf32>
  return
}

// -----

func.func @vector_load(%m: memref<100x100xf32>) {
  %b:2 = "test.op"() : () -> (index, index)
  // expected-error @+1 {{expected ']' in affine map}}
  %v = affine.vector_load %m[%b#0, %b#1 * 2] : memref<100x100xf32>, vector<8xf32>
  return
}

// -----

func.func @vector_store(%m: memref<100x100xf32>, %v: vector<8xf32>) {
  %b:2 = "test.op"() : () -> (index, index)
  // expected-error @+1 {{expected ')' at end of SSA symbol}}
  affine.vector_store %v, %m[symbol(%b#0), symbol(%b#1)] : memref<100x100xf32>, vector<8xf32>
  return
}

// -----

func.func @multiply(%m: memref<100xf32>) {
  %b:2 = "test.op"() : () -> (index, index)
  // `%b#1 * %b` is `d0 * d0`
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %v = affine.load %m[%b#1 * %b#0] : memref<100xf32>
  return
}

// -----

func.func @parallel_group(%a: index) {
  %b:2 = "test.op"() : () -> (index, index)
  // expected-error @+1 {{expected ')'}}
  affine.parallel (%i) = (max(%b#0, %b#1)) to (100) {
  }
  return
}
