// Messages and locations are mlir-opt 22's.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

func.func @locality(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i], read, locality<4>, data : memref<4xf32>
  return
}

// -----

func.func @rw(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], rd, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @cache(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%i], read, locality<3>, dat : memref<4xf32>
  return
}

// -----

func.func @vector_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %v = affine.vector_load %m[%i] : memref<4xf32>, f32
  return
}
