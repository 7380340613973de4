// The custom form of an op no dialect defines: the parser refuses it at its
// name, with or without --allow-unregistered-dialect, whatever the dialect
// (registered ones, the seed's std, none). Messages and locations as
// `mlir-opt-22 --split-input-file --verify-diagnostics %s` (with and
// without the flag) accepts them, but for std, which mlir-opt does not
// know ("Dialect `std' not found for custom op").
// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'builtin.bogus' is unknown}}
  %0 = builtin.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'func.bogus' is unknown}}
  %0 = func.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'arith.bogus' is unknown}}
  %0 = arith.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'math.bogus' is unknown}}
  %0 = math.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'affine.bogus' is unknown}}
  %0 = affine.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'memref.bogus' is unknown}}
  %0 = memref.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'tensor.bogus' is unknown}}
  %0 = tensor.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'scf.bogus' is unknown}}
  %0 = scf.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'cf.bogus' is unknown}}
  %0 = cf.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'vector.bogus' is unknown}}
  %0 = vector.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'ub.bogus' is unknown}}
  %0 = ub.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'quant.bogus' is unknown}}
  %0 = quant.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'tosa.bogus' is unknown}}
  %0 = tosa.bogus %x : i32
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'std.bogus' is unknown}}
  %0 = std.bogus %x : i32
  return
}

// -----

func.func @no_results(%x: i32) {
  // expected-error @+1 {{custom op 'arith.bogus' is unknown}}
  arith.bogus
  return
}

// -----

func.func @bare_name(%x: i32) {
  // expected-error @+1 {{custom op 'bogus' is unknown}}
  %0 = bogus %x : i32
  return
}

// -----

func.func @in_region(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{custom op 'scf.bogus' is unknown}}
    scf.bogus %i : index
  }
  return
}
