// RUN: %mica-opt --split-input-file --allow-unregistered-dialect --verify-diagnostics %s

// A parenthesized type list holds types or nothing: anything else after
// `(` is a missing type, and after a type a missing `)` (mlir-opt 22).

// expected-error @+1 {{expected non-function type}}
"foo.op"() : (%x) -> ()

// -----

// expected-error @+1 {{expected non-function type}}
"foo.op"() : () -> (

// -----

// expected-error @+1 {{expected ')'}}
"foo.op"() : (i32 i32) -> ()

// -----

func.func @cond_if(%a: tensor<f32>, %c: tensor<i1>) -> tensor<f32> {
  // expected-error @+2 {{expected non-function type}}
  // expected-error @+1 {{custom op 'tosa.cond_if' expected list of types for block arguments followed by arrow type and list of return types}}
  %0 = tosa.cond_if %c (%b = %a) : tensor<i1> (%b) -> tensor<f32> {
  ^bb0(%b: tensor<f32>):
    tosa.yield %b : tensor<f32>
  } else {
  ^bb0(%b: tensor<f32>):
    tosa.yield %b : tensor<f32>
  }
  return %0 : tensor<f32>
}
