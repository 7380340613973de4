// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Custom op names mica cannot read, in MLIR's words.

// expected-error @+1 {{custom op 'asd' is unknown (tried 'builtin.asd' as well)}}
asd

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'asd' is unknown (tried 'func.asd' as well)}}
  asd
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'arith.foo' is unknown}}
  arith.foo
}

// -----

// Annotations on consecutive lines all point @below to the next line
// without one.
func.func @f() {
  // expected-error @below {{Dialect `foo' not found for custom op 'foo.bar'}}
  // expected-note-re @below {{Available dialects: {{.*}}arith{{.*}}}}
  foo.bar
}

// -----

// An integer type cannot name an op.
func.func @f() {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = arith.constant 1
  i32
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'tensor' is unknown (tried 'func.tensor' as well)}}
  tensor<1xf32>
}

// -----

func.func @f() {
  return
  // expected-error @+1 {{expected '(' in location}}
  loc
}

// -----

// expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func nope() {
}
