// The spirv dialect's types, attributes and structural ops refused, with
// mlir-opt 22's messages (`mlir-opt-22 --split-input-file
// --verify-diagnostics %s` passes this file too, but for the one case
// marked).  A nested type's error is
// located where it lies in the body.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{arm.tensors do not support zero dimensions}}
func.func private @f(!spirv.arm.tensor<0x3xi16>)

// -----

// expected-error @+1 {{arm.tensor shape dimensions must be either fully dynamic or completed shaped}}
func.func private @f(!spirv.arm.tensor<2x?xi16>)

// -----

// expected-error @+1 {{arm.tensors do not support rank zero}}
func.func private @f(!spirv.arm.tensor<i32>)

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
func.func private @f(!spirv.arm.tensor<2x3>)

// -----

// expected-error @+1 {{only 1/8/16/32/64-bit integer type allowed but found 'i33'}}
func.func private @f(!spirv.ptr<!spirv.arm.tensor<2xi33>, Uniform>)

// -----

// expected-error @+1 {{cannot use 'index' to compose SPIR-V types}}
func.func private @f(!spirv.arm.tensor<2x3xindex>)

// -----

// expected-error @+1 {{cannot use 'tensor<4xf32>' to compose SPIR-V types}}
func.func private @f(!spirv.ptr<tensor<4xf32>, Uniform>)

// -----

// expected-error @+1 {{vector length has to be less than or equal to 4 but found 5}}
func.func private @f(!spirv.ptr<vector<5xf32>, Uniform>)

// -----

// expected-error @+1 {{unknown storage class: Foo}}
func.func private @f(!spirv.ptr<i32, Foo>)

// -----

// expected-error @+1 {{expected ','}}
func.func private @f(!spirv.ptr<i32 Uniform>)

// -----

// expected-error @+1 {{expected array length greater than 0}}
func.func private @f(!spirv.array<0 x f32>)

// -----

// expected-error @+1 {{expected single integer for array element count}}
func.func private @f(!spirv.array<4x5 x f32>)

// -----

// expected-error @+1 {{ArrayStride must be greater than zero}}
func.func private @f(!spirv.array<4 x f32, stride=0>)

// -----

// expected-error @+1 {{offset specification must be given for all members}}
func.func private @f(!spirv.struct<(f32 [0], i32)>)

// -----

// expected-error @+1 {{unknown attribute: 'Foo'}}
func.func private @f(!spirv.struct<(i32 [Foo])>)

// -----

// expected-error @+1 {{unknown SPIR-V type: foo}}
func.func private @f(!spirv.foo<i32>)

// -----

// expected-error @+1 {{unknown capability: Foo}}
func.func private @g() attributes {a = #spirv.vce<v1.3, [Shader, Foo], []>}

// -----

// expected-error @+1 {{unknown extension: SPV_FOO}}
func.func private @g() attributes {a = #spirv.vce<v1.3, [Shader], [SPV_FOO]>}

// -----

// expected-error @+1 {{unknown version: v1.7}}
func.func private @g() attributes {a = #spirv.vce<v1.7, [Shader], []>}

// -----

// mlir-opt 22 follows this error with a second ("failed to parse
// SPIRV_AddressingModelAttr parameter 'value' ..."); mica reports the first.
// expected-error @+1 {{expected ::mlir::spirv::AddressingModel to be one of: Logical, Physical32, Physical64, PhysicalStorageBuffer64}}
func.func private @g() attributes {a = #spirv.addressing_model<Foo>}

// -----

// expected-error @+1 {{custom op 'spirv.module' invalid addressing_model attribute specification: Foo}}
spirv.module Foo Vulkan {}

// -----

// expected-error @+1 {{custom op 'spirv.module' invalid memory_model attribute specification: Foo}}
spirv.module Logical Foo {}

// -----

// expected-error @+1 {{custom op 'spirv.module' invalid kind of attribute specified}}
spirv.module Logical Vulkan requires 1 {}

// -----

// expected-error @+1 {{custom op 'spirv.func' invalid function_control attribute specification: "Foo"}}
spirv.func @f() "Foo" {
  spirv.Return
}

// -----

spirv.module Logical Vulkan {
  // expected-error @+1 {{'spirv.Return' op failed to verify that op must appear in a function-like op's block}}
  spirv.Return
}

// -----

// expected-error @+1 {{'spirv.ARM.Graph' op there should be at least one result}}
spirv.ARM.Graph @noOutputs(%arg0: !spirv.arm.tensor<14x19xi16>) -> () {
}

// -----

// expected-error @+1 {{'spirv.ARM.Graph' op type of argument #0 must be a TensorArmType, but got 'i8'}}
spirv.ARM.Graph @scalarArgument(%arg0: i8) -> !spirv.arm.tensor<14x19xi16> {
}

// -----

// expected-error @+1 {{'spirv.ARM.Graph' op type of result #0 must be a TensorArmType, but got 'i8'}}
spirv.ARM.Graph @scalarResult(%arg0: !spirv.arm.tensor<14x19xi16>) -> i8 {
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
spirv.ARM.Graph @noTerminator(%arg0: !spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<14x19xi16> {
}

// -----

// expected-error @+1 {{'spirv.ARM.GraphConstant' op failed to verify that op must appear in a spirv.ARM.Graph op's block}}
%0 = spirv.ARM.GraphConstant { graph_constant_id = 42 : i32 } : !spirv.arm.tensor<2x3xi16>

// -----

%0 = spirv.Constant dense<1> : !spirv.arm.tensor<1xi16>
// expected-error @+1 {{'spirv.ARM.GraphOutputs' op failed to verify that op must appear in a spirv.ARM.Graph op's block}}
spirv.ARM.GraphOutputs %0 : !spirv.arm.tensor<1xi16>

// -----

spirv.ARM.Graph @wrongType(%arg0: !spirv.arm.tensor<14x19xi16>) -> !spirv.arm.tensor<5x3xi16> {
  // expected-error @+1 {{type of return operand 0 ('!spirv.arm.tensor<14x19xi16>') doesn't match graph result type ('!spirv.arm.tensor<5x3xi16>')}}
  spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<14x19xi16>
}

// -----

spirv.ARM.Graph @tooFew(%arg0: !spirv.arm.tensor<14x19xi16>) -> (!spirv.arm.tensor<14x19xi16>, !spirv.arm.tensor<14x19xi16>) {
  // expected-error @+1 {{'spirv.ARM.GraphOutputs' op is returning 1 value(s) but enclosing spirv.ARM.Graph requires 2 result(s)}}
  spirv.ARM.GraphOutputs %arg0 : !spirv.arm.tensor<14x19xi16>
}

// -----

// expected-error @+1 {{invalid properties {addressing_model = 1 : i32, memory_model = #spirv.memory_model<Vulkan>} for op spirv.module: Invalid attribute `addressing_model` in property conversion: 1 : i32}}
"spirv.module"() <{addressing_model = 1 : i32, memory_model = #spirv.memory_model<Vulkan>}> ({}) : () -> ()

// -----

// expected-error @+1 {{invalid properties {function_control = 1 : i64, function_type = () -> (), sym_name = "f"} for op spirv.func: Invalid attribute `function_control` in property conversion: 1 : i64}}
"spirv.func"() <{function_control = 1, function_type = () -> (), sym_name = "f"}> ({
  "spirv.Return"() : () -> ()
}) : () -> ()
