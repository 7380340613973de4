/* internal.h: what the pass manager's files share: the shape of a pipeline. */
#ifndef MICA_PASSES_INTERNAL_H
#define MICA_PASSES_INTERNAL_H

#include "passes.h"

struct Pass {
	const PassDef *def;
	char **values;   /* one per option of def, malloc'ed; NULL keeps the default */
	unsigned noptions;
};

/* One element of a pipeline: a pass, or a nested pipeline. */
typedef struct {
	Pass *pass;
	PassPipeline *nested;
} PassElement;

struct PassPipeline {
	char *anchor;    /* op name, or "any" */
	PassElement *elems;
	size_t n, cap;
};

/* Whether the pipeline's anchor matches op (an "any" pipeline matches
   every op). */
bool pass_pipeline_matches(const PassPipeline *pm, const IrOp *op);

/* The name --help and LLVM's messages give an option's kind: `long`, `uint`,
   `value`, `string`, or the option's own. */
const char *pass_option_type_name(const PassOptionDef *o);

/* tosa_cast.c: a tosa.cast of v to type to, right after v's op, or first
   in the block of a block argument (each new one before the others, as
   MLIR's conversion places its materializations); its result. */
IrValue *pass_tosa_cast_at(IrContext *ctx, IrValue *v, IrType *to);

#endif
