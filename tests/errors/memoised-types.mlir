// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Expected diagnostics: mlir-opt-22 --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Errors after type text the lexer hands over whole from its third
// sighting on (grammar/memo.c): a parse with such types that fails is
// repeated without them, so that each message is the one the type's own
// tokens give.

"foo.a"() : () -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
// expected-error @+1 {{custom op 'tensor' is unknown (tried 'builtin.tensor' as well)}}
%0 = tensor<4xf32>

// -----

"foo.a"() : () -> (!foo.t<1>, !foo.t<1>, !foo.t<1>)
// expected-error @+1 {{expected ')'}}
"foo.b"() : () -> (!foo.t<1> !foo.t<1>)

// -----

func.func @f(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %c: memref<2x3xf32>) {
  // expected-error @+1 {{expected ']'}}
  %0 = memref.load %a[memref<2x3xf32>] : memref<2x3xf32>
  return
}

// -----

"foo.a"() {x = vector<4xi8>, y = vector<4xi8>, z = vector<4xi8>} : () -> ()
// expected-error @+1 {{expected attribute value}}
"foo.b"() {x = vector<4xi8>, y = } : () -> ()

// -----

"foo.a"() : () -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>)
// expected-error @+1 {{expected '<' after 'dense'}}
"foo.b"() {x = dense tensor<2xi32>} : () -> ()

// -----

"foo.a"() : () -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
"foo.b"() ({
// expected-error @+1 {{expected SSA operand}}
^bb0(tensor<4xf32>):
}) : () -> ()

// -----

"foo.a"() : () -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
// expected-error @+1 {{expected block name}}
"foo.b"() [tensor<4xf32>] : () -> ()

// -----

// a type the memo holds, unbalanced where it is written again
"foo.a"() : () -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
// expected-error @+1 {{expected '>' in tensor type}}
"foo.b"() : () -> (tensor<4xf32, tensor<4xf32>)

// -----

"foo.a"() : () -> (i32, i32)
"foo.a"() : () -> (i32, i32)
// expected-error @+1 {{expected operation name in quotes}}
"foo.a"() : () -> (i32, i32) -> i32

// -----

func.func @f(%m: memref<10xf32>, %v: f32, %i: index) {
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<10xf32>) -> f32
  // expected-error @+1 {{expected ')'}}
  %z = memref.atomic_rmw addf %y, %m[%i] : (f32, memref<10xf32> f32) -> f32
  return
}
