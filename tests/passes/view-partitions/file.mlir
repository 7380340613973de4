// With filename (or a bare word: the file's name), view-partitions writes the graph to that file (the IR
// goes on unchanged); when the file cannot be written it is an error at
// the module, and no file is left behind, not even a partial one.
// RUN: rm -rf %t && mkdir -p %t/taken.dot
// RUN: %mica-opt --view-partitions=filename=%t/out.dot %s | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --check-prefix=DOT --input-file=%t/out.dot
// RUN: %mica-opt --view-partitions=%t/bare.dot %s -o /dev/null
// RUN: diff %t/out.dot %t/bare.dot
// RUN: %mica-opt --pass-pipeline='builtin.module(view-partitions{%t/bare.dot})' %s -o /dev/null
// RUN: diff %t/out.dot %t/bare.dot
// RUN: not %mica-opt --view-partitions=filename=%t/taken.dot %s -o %t/ir.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not %mica-opt --view-partitions=filename=%t/missing/out.dot %s 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: ls -A %t | FileCheck %s --check-prefix=LS

// IR-LABEL: func.func @one
//  IR-NEXT:   %0 = tosa.abs %arg0 {graph_partition_id = 0 : i32} : (tensor<4xi8>) -> tensor<4xi8>
//  IR-NEXT:   return %0 : tensor<4xi8>

// DOT:      digraph partitions {
// DOT:          n0 [label="tosa.abs"];
// DOT:        a0_0 -> n0 [label="tensor<4xi8>"];
// DOT-NEXT:   n0 -> r1 [label="tensor<4xi8>"];
// DOT-NEXT: }

// ERR: error: 'builtin.module' op cannot write the partition graph to '{{.*}}.dot': {{.+}}

// LS-NOT: tmp
// LS-NOT: ir.mlir
// LS:     bare.dot
// LS-NEXT: out.dot
// LS-NEXT: taken.dot
// LS-NOT: {{.}}
func.func @one(%a: tensor<4xi8>) -> tensor<4xi8> {
  %0 = tosa.abs %a {graph_partition_id = 0 : i32} : (tensor<4xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
