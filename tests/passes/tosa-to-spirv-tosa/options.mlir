// The custom-op-domain-to-opcode entries are <domain>:<opcode>, the opcode a
// 32-bit integer (the converter's patch: LLVM's option parser reports a bad
// entry as "for the --custom-op-domain-to-opcode option: ..." and the pass
// does not run).
// RUN: not %mica-opt --pass-pipeline='builtin.module(tosa-to-spirv-tosa{custom-op-domain-to-opcode=nodomain})' %s 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not %mica-opt --pass-pipeline='builtin.module(tosa-to-spirv-tosa{custom-op-domain-to-opcode=:3})' %s 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not %mica-opt --pass-pipeline='builtin.module(tosa-to-spirv-tosa{custom-op-domain-to-opcode=d:x1})' %s 2>&1 | FileCheck %s --check-prefix=OPCODE
// RUN: %mica-opt --help | FileCheck %s --check-prefix=HELP
// SHAPE: for the --custom-op-domain-to-opcode option: expected <domain>:<opcode>
// SHAPE-NOT: spirv.module
// OPCODE: for the --custom-op-domain-to-opcode option: invalid opcode in custom op domain mapping
// HELP: --tosa-to-spirv-tosa
// HELP-NEXT: --custom-op-domain-to-opcode
// HELP: --enable-bespoke
// HELP: --tosa-to-spirv-tosa-mark-graph-constants

func.func @f(%arg0: tensor<1xi8>) -> tensor<1xi8> {
  return %arg0 : tensor<1xi8>
}
