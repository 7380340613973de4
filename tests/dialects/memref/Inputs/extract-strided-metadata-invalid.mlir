// The result types are inferred from the source; the messages are
// mlir-opt 22's.

func.func @too_few(%m: memref<10xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %a, %b, %c = memref.extract_strided_metadata %m : memref<10xf32> -> memref<f32>, index, index
  return
}

// -----

func.func @base_element(%m: memref<10xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index'}}
  // expected-error @+1 {{failed to infer returned types}}
  %a, %b, %c, %d = memref.extract_strided_metadata %m : memref<10xf32> -> memref<f64>, index, index, index
  return
}
