// The model's inputs and outputs are named as tf.entry_function names them
// when it names as many as there are, else input_<i>/output_<i>.
// RUN: %mica-opt --model-partition-marking --model-partitioning %s -o %t.mlir
// RUN: %mica-translate --partitions-to-vgf %t.mlir -o %t.vgf
// RUN: %mica-translate --vgf-dump %t.vgf | FileCheck %s
// RUN: sed 's/outputs = "y"/outputs = "y,z"/' %s > %t.two.mlir
// RUN: %mica-opt --model-partition-marking --model-partitioning %t.two.mlir -o %t.two.part.mlir
// RUN: %mica-translate --partitions-to-vgf %t.two.part.mlir -o %t.two.vgf
// RUN: %mica-translate --vgf-dump %t.two.vgf | FileCheck %s --check-prefix=COUNT

// CHECK:      "inputs": [
// CHECK:        "name": "x"
// CHECK:      "outputs": [
// CHECK:        "name": "y"
// COUNT:      "inputs": [
// COUNT:        "name": "x"
// COUNT:      "outputs": [
// COUNT:        "name": "output_0"
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> attributes {tf.entry_function = {inputs = "x", outputs = "y"}} {
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
