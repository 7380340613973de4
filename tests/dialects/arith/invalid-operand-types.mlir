// RUN: %mica-opt --verify-diagnostics --split-input-file %s

// ODS type constraints of the arith ops (the -like constraints, casts,
// comparisons, select, the extended ops, constant), in the generic form.

func.func @f(%a: f32, %b: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %b) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.addf"(%a, %b) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addi' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%a, %b) : (i32, i32) -> f32
  return
}

// -----

func.func @f(%a: ui32, %b: ui32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = "arith.addi"(%a, %b) : (ui32, ui32) -> ui32
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.extsi"(%a) : (index) -> i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = "arith.extsi"(%a) : (i32) -> i16
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (vector<4xi32>) -> vector<5xi64>
  return
}

// -----

func.func @f(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (vector<4xi32>) -> i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%a) : (f32) -> index
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = "arith.index_cast"(%a) : (i32) -> i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  %0 = "arith.bitcast"(%a) : (f32) -> i64
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = "arith.bitcast"(%a) : (index) -> i64
  return
}

// -----

func.func @f(%a: f32, %b: f32) {
  // expected-error @+1 {{'arith.cmpf' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 1 : i64} : (f32, f32) -> i32
  return
}

// -----

func.func @f(%a: f32, %b: f64) {
  // expected-error @+1 {{'arith.cmpf' op requires all operands to have the same type}}
  %0 = "arith.cmpf"(%a, %b) {predicate = 1 : i64} : (f32, f64) -> i1
  return
}

// -----

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 1 : i64} : (vector<4xi32>, vector<4xi32>) -> i1
  return
}

// -----

func.func @f(%c: i32, %a: f32, %b: f32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%c, %a, %b) : (i32, f32, f32) -> f32
  return
}

// -----

func.func @f(%c: i1, %a: f32, %b: f64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, f32, f64) -> f32
  return
}

// -----

func.func @f(%c: vector<3xi1>, %a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = "arith.select"(%c, %a, %b) : (vector<3xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0, %1 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0, %1 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible}}
  %0 = "arith.truncf"(%a) : (f32) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.negf' op requires the same type for all operands and results}}
  %0 = "arith.negf"(%a) : (f32) -> f64
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i32} : () -> i64
  return
}

// -----

func.func @f(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extsi"(%a) : (tensor<4xi32>) -> tensor<?xi64>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.uitofp"(%a) : (i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = "arith.fptosi"(%a) : (f32) -> index
  return
}

// -----

func.func @f(%a: i64, %b: i64) {
  // expected-error @+1 {{'arith.shli' op requires the same type for all operands and results}}
  %0 = "arith.shli"(%a, %b) : (i64, i64) -> i32
  return
}

// -----

func.func @f(%a: complex<f32>, %b: complex<f32>) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'complex<f32>'}}
  %0 = "arith.addf"(%a, %b) : (complex<f32>, complex<f32>) -> complex<f32>
  return
}

// -----

func.func @f(%a: memref<4xindex>) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'memref<4xindex>'}}
  %0 = "arith.extsi"(%a) : (memref<4xindex>) -> memref<4xi32>
  return
}

// -----

func.func @f(%a: tensor<4xi1>, %b: vector<4xf32>) {
  // expected-error @+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = "arith.select"(%a, %b, %b) : (tensor<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%a: index, %b: index) {
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (index, index) -> i1
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %1 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (index, index) -> vector<1xi1>
  return
}

// -----

func.func @f(%a: tensor<?xf32>, %b: tensor<?xf32>) {
  // expected-error @+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %1 = "arith.cmpf"(%a, %b) {predicate = 0 : i64} : (tensor<?xf32>, tensor<?xf32>) -> tensor<4xi1>
  return
}

// -----

func.func @f(%a: f32) {
  %1 = "arith.bitcast"(%a) : (f32) -> i32
  // expected-error @+1 {{'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'ui32'}}
  %2 = "arith.bitcast"(%a) : (f32) -> ui32
  return
}

// -----

func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0, %1 = "arith.addui_extended"(%a, %b) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @f(%a: vector<4xi32>, %b: vector<4xi32>) {
  // expected-error @+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0, %1 = "arith.addui_extended"(%a, %b) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, i1)
  return
}

// -----

func.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op expected 2 results}}
  %0 = "arith.mulsi_extended"(%a, %b) : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f32' are cast incompatible}}
  %0 = "arith.extf"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: bf16) {
  // expected-error @+1 {{'arith.extf' op operand type 'bf16' and result type 'f16' are cast incompatible}}
  %0 = "arith.extf"(%a) : (bf16) -> f16
  return
}

// -----

func.func @f(%a: f16) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f16' and result type 'bf16' are cast incompatible}}
  %0 = "arith.truncf"(%a) : (f16) -> bf16
  return
}

// -----

func.func @f(%a: vector<[4]xi32>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = "arith.extsi"(%a) : (vector<[4]xi32>) -> vector<4xi64>
  return
}

// -----

func.func @f(%a: tensor<4xi32, "enc">) {
  // expected-error @+1 {{'arith.extsi' op operand type 'tensor<4xi32, "enc">' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = "arith.extsi"(%a) : (tensor<4xi32, "enc">) -> tensor<4xi64>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = dense<1> : tensor<4xi32>} : () -> tensor<4xi64>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "str"} : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() {value = 1 : ui32} : () -> ui32
  return
}

// -----

func.func @f(%a: i64) {
  %0 = "arith.shrsi"(%a, %a) : (i64, i64) -> i64
  // expected-error @+1 {{'arith.ceildivsi' op requires the same type for all operands and results}}
  %1 = "arith.ceildivsi"(%a, %a) : (i64, i64) -> index
  return
}

// -----

func.func @f(%a: vector<4xi1>, %b: vector<4xf32>, %c: vector<4xf64>) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%a, %b, %b) : (vector<4xi1>, vector<4xf32>, vector<4xf32>) -> vector<4xf64>
  return
}
