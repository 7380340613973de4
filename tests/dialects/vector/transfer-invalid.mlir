// RUN: %mica-opt --split-input-file --verify-diagnostics %s
// vector.transfer_read and vector.transfer_write: the parser's and the verifier's errors.
// Messages from `mlir-opt-22 --split-input-file --verify-diagnostics`.

func.func @a(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @b(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @c(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @d(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1 + d0, d0)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4x4xf32>
  return
}
// -----
func.func @e(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1, d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4x4xf32>
  return
}
// -----
func.func @g(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @h(%m: memref<?x?xf32>, %i: index, %p: f32) {
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (0, d1)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4x4xf32>
  return
}
// -----
func.func @i(%m: memref<?x?xf32>, %i: index, %p: i32) {
  // expected-error @+1 {{'vector.transfer_read' op requires formal padding and source of the same elemental type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, i32) -> vector<4xf32>
  return
}
// -----
func.func @j(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<8xi1>) {
  // expected-error @+1 {{'vector.transfer_read' op inferred mask type ('vector<4xi1>') and mask operand type ('vector<8xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32, vector<8xi1>) -> vector<4xf32>
  return
}
// -----
func.func @k(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op requires 2 indices}}
  "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<?x?xf32>, index) -> ()
  return
}
// -----
func.func @l(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  "vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (0)>}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
  return
}
// -----
func.func @m(%m: tensor<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  "vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, tensor<?x?xf32>, index, index) -> ()
  return
}
// -----
func.func @n(%m: memref<?x?xvector<2xf32>>, %i: index, %p: vector<2xf32>) {
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xvector<2xf32>>, index, index, vector<2xf32>) -> vector<4x2xf32>
  return
}
// -----
func.func @o(%m: memref<?x?xvector<2xf32>>, %i: index, %p: vector<3xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires source element type and padding type to match.}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xvector<2xf32>>, index, index, vector<3xf32>) -> vector<4x2xf32>
  return
}
// -----
func.func @p(%m: memref<?x?xvector<2xf32>>, %i: index, %p: vector<2xf32>) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xvector<2xf32>>, index, index, vector<2xf32>) -> vector<4x3xf32>
  return
}
// -----
func.func @q(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = affine_map<(d0, d1)[s0] -> (d1, s0)>}> : (memref<?x?xf32>, index, index, f32) -> vector<4x4xf32>
  return
}
// -----
func.func @a(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op result #0 must be ranked tensor of any type values, but got 'memref<?xf32>'}}
  %0 = "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, memref<?xf32>, index) -> memref<?xf32>
  return
}
// -----
func.func @b(%m: tensor<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op expected type of operand #1 ('tensor<?xf32>') to match type of corresponding result ('tensor<4xf32>')}}
  %0 = "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, tensor<?xf32>, index) -> tensor<4xf32>
  return
}
// -----
func.func @c(%m: tensor<*xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 0 indices}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (tensor<*xf32>, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @d(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op result #0 must be vector of any type values, but got 'f32'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> f32
  return
}
// -----
func.func @e(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op attribute 'in_bounds' failed to satisfy constraint: 1-bit boolean array attribute}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [1], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{invalid properties {in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = 3 : i64} for op vector.transfer_read: Invalid attribute `permutation_map` in property conversion: 3 : i64}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = 3}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @g(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<3xf16>
  return
}
// -----
func.func @h(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires attribute 'in_bounds'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @i(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires attribute 'permutation_map'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (memref<?xf32>, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @j(%m: memref<?xf32>, %i: f32, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, f32, f32) -> vector<4xf32>
  return
}
// -----
func.func @k(%m: memref<?xf32>, %i: index, %p: f32, %k: vector<4xi8>) {
  // expected-error @+1 {{'vector.transfer_read' op operand #3 must be vector of 1-bit signless integer values, but got 'vector<4xi8>'}}
  %0 = "vector.transfer_read"(%m, %i, %p, %k) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 1>, permutation_map = affine_map<(d0) -> (d0)>}> : (memref<?xf32>, index, f32, vector<4xi8>) -> vector<4xf32>
  return
}
// -----
func.func @l(%m: vector<4xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires source to be a memref or ranked tensor type}}
  %0 = "vector.transfer_read"(%m, %i, %p) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (vector<4xf32>, index, f32) -> vector<4xf32>
  return
}
// -----
func.func @m(%m: memref<?xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'vector.transfer_write' op operand #0 must be vector of any type values, but got 'f32'}}
  "vector.transfer_write"(%v, %m, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = affine_map<(d0) -> (d0)>}> : (f32, memref<?xf32>, index) -> ()
  return
}
// -----
func.func @a(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>
  return
}
// -----
func.func @b(%m: vector<4xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i], %p : vector<4xf32>, vector<4xf32>
  return
}
// -----
func.func @c(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, f32
  return
}
// -----
func.func @d(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4x4xf32>
  return
}
// -----
func.func @e(%m: memref<?xvector<2xf32>>, %i: index, %p: vector<2xf32>, %k: vector<4xi1>) {
  // expected-error @+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i], %p, %k : memref<?xvector<2xf32>>, vector<4x2xf32>
  return
}
// -----
func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4xi1>) {
  // expected-error @+1 {{custom op 'vector.transfer_read' expected the same rank for the vector and the results of the permutation map}}
  %0 = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}
// -----
func.func @g(%m: memref<?xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_write' requires vector type}}
  vector.transfer_write %v, %m[%i] : f32, memref<?xf32>
  return
}
// -----
func.func @h(%m: f32, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.transfer_write' requires memref or ranked tensor type}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, f32
  return
}
// -----
func.func @i(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.transfer_write' requires two types}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32>, f32
  return
}
// -----
func.func @k(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{expected ','}}
  %0 = vector.transfer_read %m[%i] %p : memref<?xf32>, vector<4xf32>
  return
}
// -----
func.func @l(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = vector.transfer_read %m[%i], %p, %undefined : memref<?xf32>, vector<4xf32>
  return
}
// -----
func.func @m(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4x3xi1>) {
  %0 = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x4xf32>
  %1 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<?x?xf32>, vector<3x4xf32>
  return
}
