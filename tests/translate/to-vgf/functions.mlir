// A model of two functions: the converter partitions and lowers each (its
// graph constant ids from 0 of their own, graph-constant-mark.mlir), but a
// VGF file holds one model sequence, and its writer stops at a second.
// The second function is an error, and nothing is written.
// RUN: %mica-translate --to-vgf --verify-diagnostics %s
// RUN: rm -rf %t.vgf %t.spv
// RUN: not %mica-translate --to-vgf %s -o %t.vgf
// RUN: test ! -e %t.vgf
// RUN: not %mica-translate --to-spirv %s -o %t.spv
// RUN: test ! -e %t.spv

func.func @main(%a: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %c = "tosa.const"() <{values = dense<0.5> : tensor<2x16xf32>}> : () -> tensor<2x16xf32>
  %0 = tosa.add %a, %c : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// expected-error @+1 {{a second function: a VGF file holds the sequence of one}}
func.func @second(%a: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %c = "tosa.const"() <{values = dense<1.5> : tensor<2x16xf32>}> : () -> tensor<2x16xf32>
  %0 = tosa.add %a, %c : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}
