// expected-error {{the IR that pass 'tosa-to-spirv-tosa' left does not verify}}
// An error at an op a pass made stands where the op it replaces was read:
// the lowering gives its ops the TOSA op's location, as MLIR's builders
// take op->getLoc(). spirv.Tosa.Abs takes no i8 operand (TOSA.001000.1's
// ABS is for i32 and floats), which only its verifier after
// tosa-to-spirv-tosa finds. (The first line expects the pass manager's own
// error, which stands at the implicit module, 1:1.)
// RUN: not %mica-translate --to-vgf %s -o %t.vgf 2>&1 | FileCheck %s
// RUN: %mica-translate --to-vgf --verify-diagnostics %s

func.func @main(%a: tensor<4xi8>) -> tensor<4xi8> {
  // CHECK: located-errors.mlir:[[#@LINE+3]]:8: error: 'spirv.Tosa.Abs' op operand #0 must be 1D/2D/3D/4D/5D/6D tensorArm of Int32 or Float16 or Float32 or BFloat16 values, but got '!spirv.arm.tensor<4xi8>'
  // CHECK-NEXT: {{^}}  %0 = tosa.abs %a : (tensor<4xi8>) -> tensor<4xi8>
  // CHECK-NEXT: {{^}}       ^
  %0 = tosa.abs %a : (tensor<4xi8>) -> tensor<4xi8> // expected-error {{'spirv.Tosa.Abs' op operand #0 must be}}
  return %0 : tensor<4xi8>
}
