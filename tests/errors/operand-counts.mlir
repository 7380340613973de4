// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// Operand counts as ODS's traits word them: ZeroOperands of the ops
// without operand groups (module, func.func, the constants, memref.global,
// get_global, alloca_scope, execute_region, forall.in_parallel) and
// OneOperand, in the generic form.

func.func @f(%a: i32) {
  // expected-error @+1 {{'memref.global' op requires zero operands}}
  "memref.global"(%a) {sym_name = "g", type = memref<4xf32>, sym_visibility = "private"} : (i32) -> ()
  return
}

// -----

// expected-error @+1 {{use of undeclared SSA value name}}
"func.func"(%a) ({
}) {function_type = () -> (), sym_name = "f", sym_visibility = "private"} : (i32) -> ()

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'builtin.module' op requires zero operands}}
  "builtin.module"(%a) ({
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.constant' op requires zero operands}}
  %0 = "func.constant"(%a) {value = @f} : (i32) -> ((i32) -> ())
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%a) {value = 1 : i32} : (i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'memref.get_global' op requires zero operands}}
  %0 = "memref.get_global"(%a) {name = @g} : (i32) -> memref<4xf32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.forall.in_parallel' op requires zero operands}}
  "scf.forall.in_parallel"(%a) ({
  ^bb0:
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'memref.alloca_scope' op requires zero operands}}
  "memref.alloca_scope"(%a) ({
    "memref.alloca_scope.return"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'scf.execute_region' op requires zero operands}}
  "scf.execute_region"(%a) ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'tensor.empty' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "tensor.empty"(%a) : (i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.load' op attribute 'nontemporal' failed to satisfy constraint: bool attribute}}
  %0 = "memref.load"() {nontemporal = 1 : i32} : () -> f32
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op requires a single operand}}
  "memref.dealloc"(%a, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%a) {value = 1} : (i32) -> i32
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tosa.abs' op requires a single operand}}
  %0 = "tosa.abs"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op requires a single operand}}
  %0 = "tensor.cast"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op requires a single operand}}
  %0 = "tensor.cast"() : () -> tensor<4xf32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.negf' op requires a single operand}}
  %0 = "arith.negf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'cf.assert' op requires a single operand}}
  "cf.assert"(%a, %a) {msg = "x"} : (f32, f32) -> ()
  return
}
