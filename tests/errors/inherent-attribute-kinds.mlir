// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// Inherent attributes written in the attribute dictionary meet the op's
// verifier, which names the kind each must have (mlir-opt 22's messages).

func.func @nontemporal(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = "memref.load"(%m, %i) {nontemporal = 1} : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @get_global_name() {
  // expected-error @+1 {{'memref.get_global' op attribute 'name' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "memref.get_global"() {name = "x"} : () -> memref<4xf32>
  return
}

// -----

// expected-error @+1 {{'memref.global' op attribute 'constant' failed to satisfy constraint: unit attribute}}
"memref.global"() {sym_name = "g", type = memref<4xf32>, constant = 1} : () -> ()

// -----

func.func @concat_dim(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tensor.concat"(%t) {dim = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @assert_msg(%c: i1) {
  // expected-error @+1 {{'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  "cf.assert"(%c) {msg = 1} : (i1) -> ()
  return
}

// -----

func.func @unsigned_cmp(%n: index) {
  // expected-error @+1 {{'scf.for' op attribute 'unsignedCmp' failed to satisfy constraint: unit attribute}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) {unsignedCmp = 1} : (index, index, index) -> ()
  return
}

// -----

func.func @call_no_inline() {
  // expected-error @+1 {{'func.call' op attribute 'no_inline' failed to satisfy constraint: unit attribute}}
  "func.call"() {callee = @call_no_inline, no_inline = 1} : () -> ()
  return
}

// -----

func.func @call_arg_attrs() {
  // expected-error @+1 {{'func.call' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "func.call"() {callee = @call_arg_attrs, arg_attrs = [1]} : () -> ()
  return
}
