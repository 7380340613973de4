// The attribute each set of options gives, lists kept as written (repeats
// too), and the attribute read back with other spacing.
// Expected text from `mlir-opt-22 --split-input-file --tosa-attach-target=...` with the options of each RUN line.
// RUN: %mica-opt --split-input-file --tosa-attach-target %s | FileCheck %s --check-prefix=DEFAULT
// RUN: %mica-opt --split-input-file --tosa-attach-target="specification_version=1.1.draft level=none profiles=pro_fp,pro_int,pro_fp extensions=shape,int16,mxfp" %s | FileCheck %s --check-prefix=LISTS
// RUN: %mica-opt --split-input-file %s | FileCheck %s --check-prefix=READ

// DEFAULT: module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = "8k", profiles = [], extensions = []>} {
// LISTS: module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.1.draft", level = none, profiles = [pro_fp, pro_int, pro_fp], extensions = [shape, int16, mxfp]>} {
// READ: module {
func.func @f(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  return %arg0 : tensor<2xf32>
}

// -----

// DEFAULT: module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.0", level = "8k", profiles = [], extensions = []>} {
// LISTS: module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.1.draft", level = none, profiles = [pro_fp, pro_int, pro_fp], extensions = [shape, int16, mxfp]>} {
// READ: module attributes {tosa.target_env = #tosa.target_env<specification_version = "1.1.draft", level = none, profiles = [pro_int], extensions = [int16, bf16]>} {
module attributes {tosa.target_env = #tosa.target_env<specification_version="1.1.draft",level=none,profiles=[ pro_int ],extensions=[int16,bf16]>} {
}
