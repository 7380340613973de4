/* spirv_target_env.h: what the SPIR-V module passes share: the target
   environment in force at an op, as MLIR's spirv::lookupTargetEnv. */
#ifndef MICA_PASSES_SPIRV_TARGET_ENV_H
#define MICA_PASSES_SPIRV_TARGET_ENV_H

#include "passes.h"
#include "../ir/dialects/spirv/spirv.h"

/* `spirv.target_env` on op or on the nearest symbol table around it that
   has one, else NULL. */
IrAttr *spirv_target_env(IrOp *op);
/* The #spirv.vce the target environment env holds, or NULL when it holds
   none that reads. */
const SpirvVce *spirv_target_env_vce(IrContext *ctx, const IrAttr *env);

#endif
