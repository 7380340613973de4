// #spirv.interface_var_abi read in any spacing and printed as mlir-opt 22
// prints it (expected text from `mlir-opt-22 %s` and
// `mlir-opt-22 --mlir-print-op-generic %s`), a binding of -1 kept as
// 32 bits, the storage class optional.
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @abi(
// CHECK-SAME: %arg0: i32 {x.abi = #spirv.interface_var_abi<(0, 1)>},
// CHECK-SAME: %arg1: i32 {x.abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>},
// CHECK-SAME: %arg2: i32 {x.abi = #spirv.interface_var_abi<(0, 4294967295)>})
// GENERIC: arg_attrs = [{x.abi = #spirv.interface_var_abi<(0, 1)>}, {x.abi = #spirv.interface_var_abi<(1, 2), StorageBuffer>}, {x.abi = #spirv.interface_var_abi<(0, 4294967295)>}]
func.func @abi(%a: i32 {x.abi = #spirv.interface_var_abi<(0,1)>}, %b: i32 {x.abi = #spirv.interface_var_abi<( 1 , 2 ), StorageBuffer>}, %c: i32 {x.abi = #spirv.interface_var_abi<(0, -1)>}) {
  return
}
