/* quant.h: the quant dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_QUANT_H
#define MICA_DIALECT_QUANT_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"

extern const IrDialect ir_dialect_quant;

#endif
