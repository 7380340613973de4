/* spirv.h: the spirv dialect's parts.  For now only its attributes are
   read and printed (#spirv.interface_var_abi); its ops stay unregistered. */
#ifndef MICA_DIALECT_SPIRV_H
#define MICA_DIALECT_SPIRV_H

#include "../../internal.h"
#include "../../dialect.h"

extern const IrDialect ir_dialect_spirv;

/* attrs.c: the dialect's attributes (IrDialect.attrs) */
extern const IrDialectSymbols spirv_attrs;

#endif
