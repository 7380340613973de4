// Debug information needs SPV_KHR_non_semantic_info, which MLIR's default
// target environment does not allow (mlir-translate-22
// --test-spirv-roundtrip-debug gives the same error at the module).
// RUN: mica-translate --no-implicit-module --test-spirv-roundtrip-debug --verify-diagnostics %s
// RUN: %if mlir-translate-22 %{ %mlir-translate --no-implicit-module --test-spirv-roundtrip-debug --verify-diagnostics %s %}

// expected-error @+1 {{SPV_KHR_non_semantic_info extension not available}}
spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @main() "None" {
    spirv.Return
  }
}
