// #spirv.interface_var_abi read in any spacing and printed as mlir-opt 22
// prints it (expected text from `mlir-opt-22 %s` and
// `mlir-opt-22 --mlir-print-op-generic %s`), negative numbers wrapped to
// 32 bits (leading zeros not counted), the storage class optional.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @abi(
// CHECK-SAME: %arg0: i32 {x.abi = #spirv.interface_var_abi<(0, 1)>},
// CHECK-SAME: %arg1: i32 {x.abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>},
// CHECK-SAME: %arg2: i32 {x.abi = #spirv.interface_var_abi<(0, 4294967295)>},
// CHECK-SAME: %arg3: i32 {x.abi = #spirv.interface_var_abi<(4294967294, 7)>})
// GENERIC: arg_attrs = [{x.abi = #spirv.interface_var_abi<(0, 1)>}, {x.abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>}, {x.abi = #spirv.interface_var_abi<(0, 4294967295)>}, {x.abi = #spirv.interface_var_abi<(4294967294, 7)>}]
func.func @abi(%a: i32 {x.abi = #spirv.interface_var_abi<(0,1)>}, %b: i32 {x.abi = #spirv.interface_var_abi<( 1 , 2 ), StorageBuffer>}, %c: i32 {x.abi = #spirv.interface_var_abi<(0, -1)>}, %d: i32 {x.abi = #spirv.interface_var_abi<(-000000002, 7)>}) {
  return
}
