// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Builtin types: syntax errors and invalid types, in MLIR's words.

// expected-error @+1 {{invalid integer width}}
func.func @f(i21312312323120)

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
func.func @f(i16777216)

// -----

// expected-error @+1 {{expected list element}}
func.func @f(memref<2x4xi8, >)

// -----

// expected-error @+1 {{invalid dimension}}
#a = tensor<9223372036854775808xf32>

// -----

// expected-error @+1 {{invalid dimension}}
#a = tensor<99999999999999999999999xf32>

// -----

// expected-error @+1 {{expected '<' in complex type}}
func.func @f(complex memref<2x4xi8>>)

// -----

// expected-error @+1 {{expected '>' in complex type}}
func.func @f(complex<i32)

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
func.func @f() -> vector<0xi32>

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 1, 0}}
func.func @f() -> vector<1x0xi32>

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @f(vector<1 x vector<1xi32>>)

// -----

// expected-error @+1 {{expected memory space to be last in memref type}}
func.func @f(memref<2x4xi8, affine_map<(d0, d1) -> (d0, d1)>, 1, affine_map<(d0, d1) -> (d0, d1)>>)

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
func.func @f(memref<2x4xi8, 1, 2>)

// -----

// expected-error @+1 {{expected '<' in tuple type}}
func.func @f(tuple i32>)

// -----

// expected-error @+1 {{expected '<' in tensor type}}
func.func @f(tensor i32>)

// -----

// expected-error @+1 {{expected '<' in memref type}}
func.func @f(memref i32>)

// -----

// expected-error @+1 {{expected '<' in vector type}}
func.func @f(vector i32>)

// -----

// expected-error @+1 {{expected '>' in tensor type}}
func.func @f(tensor<4xi32)

// -----

// expected-error @+1 {{expected '>' in vector type}}
func.func @f(vector<4xi32)

// -----

// expected-error @+1 {{expected ',' or '>' in memref type}}
func.func @f(memref<4xi32)

// -----

// expected-error @+1 {{expected '>' in tensor type}}
func.func @f(tensor<*xi32)

// -----

// expected-error @+1 {{missing ']' closing scalable dimension}}
func.func @f(vector<[4x4]xf32>)
