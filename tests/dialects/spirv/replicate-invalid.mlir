// spirv.EXT.ConstantCompositeReplicate refused, with mlir-opt 22's
// messages (`mlir-opt-22 --split-input-file --verify-diagnostics %s`
// passes this file too).
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{expected value attribute type 'i32', but got: 'i64'}}
%0 = "spirv.EXT.ConstantCompositeReplicate"() <{value = 1 : i64}> : () -> vector<2xi32>

// -----

// The value may be the constituent of a nested composite.
// expected-error @+1 {{expected value attribute type 'vector<2xi32>' or 'i32', but got: 'i64'}}
%0 = "spirv.EXT.ConstantCompositeReplicate"() <{value = 1 : i64}> : () -> !spirv.array<3 x vector<2xi32>>

// -----

// expected-error @+1 {{expected value attribute type '!spirv.array<2 x i32>' or 'i32', but got: '!spirv.array<3 x i32>'}}
%0 = "spirv.EXT.ConstantCompositeReplicate"() <{value = [1 : i32, 2 : i32, 3 : i32]}> : () -> !spirv.array<3 x !spirv.array<2 x i32>>

// -----

// expected-error @+1 {{expected value attribute type 'i32', but got: 'none'}}
%0 = "spirv.EXT.ConstantCompositeReplicate"() <{value = "a"}> : () -> vector<2xi32>

// -----

// expected-error @+1 {{'spirv.EXT.ConstantCompositeReplicate' op result #0 must be vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V tensorArm type, but got 'i32'}}
%0 = "spirv.EXT.ConstantCompositeReplicate"() <{value = 1 : i32}> : () -> i32
