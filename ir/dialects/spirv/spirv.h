/* spirv.h: the part of MLIR's SPIR-V dialect mica knows so far: its
   attributes (#spirv.interface_var_abi). */
#ifndef MICA_DIALECT_SPIRV_H
#define MICA_DIALECT_SPIRV_H

#include "../../internal.h"
#include "../../dialect.h"

extern const IrDialect ir_dialect_spirv;

/* #spirv.interface_var_abi<(set, binding)[, StorageClass]>: the
   parameters, storage_class -1 when absent. */
typedef struct {
	uint32_t set, binding;
	int storage_class;
} SpirvInterfaceVarAbi;

#endif
