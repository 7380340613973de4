/* quant.h: the quant dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_QUANT_H
#define MICA_DIALECT_QUANT_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"

extern const IrDialect ir_dialect_quant;

/* types.c: the parameters of a !quant type (IrType.dialect.params), then
   its arrays (quant_blocks and the rest). */
typedef struct {
	enum { QUANT_UNIFORM, QUANT_CALIBRATED, QUANT_ANY } kind;
	enum { QUANT_PER_LAYER, QUANT_PER_AXIS, QUANT_SUB_CHANNEL } layout; /* uniform */
	bool is_signed, has_expressed;
	unsigned width;          /* storage width */
	IrFloatKind expressed;   /* if has_expressed */
	int64_t min, max;        /* storage range */
	int32_t axis;            /* per axis */
	unsigned nblocks;        /* sub-channel: (dimension, block size) pairs */
	unsigned rank;           /* per axis and sub-channel: the rank of the scales */
	unsigned nscales;        /* scales and zero points */
	ApBits cal_min, cal_max; /* calibrated */
} QuantType;
const int64_t *quant_blocks(const QuantType *t);
const ApBits *quant_scales(const QuantType *t);
const int64_t *quant_zero_points(const QuantType *t);
/* The parameters of t if it is a !quant type the dialect read, else NULL
   (for writers of other formats, such as the IOSpec's quantization). */
const QuantType *quant_type_of(const IrType *t);

#endif
