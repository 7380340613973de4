// An op of a dialect that allows no unknown ops, which none of its ops
// is named, is refused by the verifier where the op is, with or without
// --allow-unregistered-dialect: every dialect mica registers (the seed's
// std excepted, see tests/dialects/std/unknown-op.mlir), top level and in
// nested regions (of registered and of unregistered ops). Messages and
// locations as `mlir-opt-22 --split-input-file --verify-diagnostics %s`
// (with and without the flag) accepts them.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{unregistered operation 'builtin.bogus_op' found in dialect ('builtin') that does not allow unknown operations}}
"builtin.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'func.bogus_op' found in dialect ('func') that does not allow unknown operations}}
"func.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'arith.bogus_op' found in dialect ('arith') that does not allow unknown operations}}
"arith.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'math.bogus_op' found in dialect ('math') that does not allow unknown operations}}
"math.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'affine.bogus_op' found in dialect ('affine') that does not allow unknown operations}}
"affine.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'memref.bogus_op' found in dialect ('memref') that does not allow unknown operations}}
"memref.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'tensor.bogus_op' found in dialect ('tensor') that does not allow unknown operations}}
"tensor.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'scf.bogus_op' found in dialect ('scf') that does not allow unknown operations}}
"scf.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'cf.bogus_op' found in dialect ('cf') that does not allow unknown operations}}
"cf.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'vector.bogus_op' found in dialect ('vector') that does not allow unknown operations}}
"vector.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'ub.bogus_op' found in dialect ('ub') that does not allow unknown operations}}
"ub.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'quant.bogus_op' found in dialect ('quant') that does not allow unknown operations}}
"quant.bogus_op"() : () -> ()

// -----

// expected-error @+1 {{unregistered operation 'tosa.bogus_op' found in dialect ('tosa') that does not allow unknown operations}}
"tosa.bogus_op"() : () -> ()

// -----

// A name with more dots, and a prefix of one of vector's ops.
// expected-error @+1 {{unregistered operation 'vector.scalable' found in dialect ('vector') that does not allow unknown operations}}
"vector.scalable"() : () -> ()

// -----

func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{unregistered operation 'memref.bogus' found in dialect ('memref') that does not allow unknown operations}}
    "memref.bogus"(%i) : (index) -> ()
  }
  return
}

// -----

func.func @in_region_of_generic_op() {
  "scf.execute_region"() ({
    // expected-error @+1 {{unregistered operation 'math.nope' found in dialect ('math') that does not allow unknown operations}}
    %0 = "math.nope"() : () -> f32
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @after_valid_ops(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  // expected-error @+1 {{unregistered operation 'cf.bogus' found in dialect ('cf') that does not allow unknown operations}}
  "cf.bogus"(%0) : (i32) -> ()
  return %0 : i32
}

// -----

// In the region of an op of mlir-opt's test dialect, which allows unknown ops.
"test.op"() ({
  // expected-error @+1 {{unregistered operation 'affine.bogus' found in dialect ('affine') that does not allow unknown operations}}
  "affine.bogus"() : () -> ()
}) : () -> ()

// -----

"builtin.module"() ({
  func.func @nested_module() {
    // expected-error @+1 {{unregistered operation 'tensor.bogus' found in dialect ('tensor') that does not allow unknown operations}}
    %0 = "tensor.bogus"() : () -> tensor<2xf32>
    return
  }
}) : () -> ()

// -----

// A TOSA op that does not exist, computing a shape another op uses.
func.func @shape_of_unknown_op(%x: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{unregistered operation 'tosa.cost_shape' found in dialect ('tosa') that does not allow unknown operations}}
  %p = "tosa.cost_shape"() : () -> !tosa.shape<2>
  %c = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %0 = tosa.pad %x, %p, %c : (tensor<2xf32>, !tosa.shape<2>, tensor<1xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
