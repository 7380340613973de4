/* ub.h: the ub dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_UB_H
#define MICA_DIALECT_UB_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../../pattern.h"

extern const IrDialect ir_dialect_ub;

#endif
