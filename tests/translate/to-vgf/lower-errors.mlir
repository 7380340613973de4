// An op of a graph segment that the lowering to spirv.Tosa cannot take is
// an error at the op, and no VGF file is written.
// RUN: %mica-translate --to-vgf --verify-diagnostics --split-input-file %s
// RUN: rm -f %t.vgf
// RUN: not %mica-translate --to-vgf %s -o %t.vgf
// RUN: test ! -e %t.vgf

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'math.exp'}}
  %0 = math.exp %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'tosa.custom' that was explicitly marked illegal}}
  %0 = tosa.custom %a {domain_name = "other", implementation_attrs = "", operator_name = "x"} : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
