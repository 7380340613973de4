// RUN: %mica-opt %s > %t.mlir
// RUN: FileCheck %s --input-file %t.mlir
// RUN: not %mica-opt %t.mlir 2>&1 | FileCheck %s --check-prefix=REREAD

// Found by the roundtrip fuzz target, and mlir-opt 22's own behaviour: a
// tosa.variable whose initial value's type is not the type its `type` and
// `var_shape` give is accepted, and its custom form writes the initial value
// alone, so the variable reads back with the initial value's type and a
// tosa.variable_read of the old type no longer verifies. mica prints and
// rejects what mlir-opt 22 prints and rejects (`mlir-opt-22 %s`, then
// `mlir-opt-22` on its output); the fuzz target does not check the custom
// form of such inputs.

// CHECK-LABEL: module {
// CHECK-NEXT:    tosa.variable @stored_var = dense<-1> : tensor<2x4x8xi9>
// CHECK-NOT:     var_shape
// CHECK:         %0 = tosa.variable_read @stored_var : tensor<2x4x8xi8>
// REREAD: error: 'tosa.variable_read' op require same element type for 'output1' ('i8') and the input tensor ('i9')
"builtin.module"() ({
  "tosa.variable"() <{initial_value = dense<-1> : tensor<2x4x8xi9>, sym_name = "stored_var", type = i8, var_shape = dense<[2, 4, 8]> : tensor<3xindex>}> : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "read_type"}> ({
    %0 = "tosa.variable_read"() <{name = "stored_var"}> : () -> tensor<2x4x8xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
