// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --upgrade-std --verify-diagnostics %s
// What has no counterpart in MLIR 22 is an error at the op that names it
// (mica's messages).

// "'alloc_static' operation": a buffer at a fixed address.
func @alloc_static() {
// expected-error @+1 {{'std.alloc_static' op has no counterpart in MLIR 22}}
%A = alloc_static(0x1232a00) : memref<1024 x 64 x f32>
return
}

// -----

// A constant of an affine map.
func @map_constant() {
// expected-error @+1 {{'std.constant' op holds a value no constant op of MLIR 22 holds}}
%m = constant (d0) -> (d0 + 1) : index
return
}

// -----

// An LLVM type that is neither a pointer nor a scalar.
// expected-error @+1 {{'func.func' op uses the seed's LLVM type !llvm<"{i32, float}">, which has no counterpart in MLIR 22}}
func @llvm_struct(!llvm<"{i32, float}">)

// -----

// Opaque elements that do not fill their type.
func @opaque() {
// expected-error @+1 {{'foo.op' op has opaque elements of 3 bytes that are not the elements of 'tensor<2xi32>'}}
"foo.op"() {a: opaque<tf, tensor<2xi32>, "0x010203">} : () -> ()
return
}
