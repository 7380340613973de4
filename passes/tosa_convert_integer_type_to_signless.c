/* tosa_convert_integer_type_to_signless.c:
   tosa-convert-integer-type-to-signless, as MLIR's
   TosaConvertIntegerTypeToSignless: every tensor of signed or unsigned
   integers in a function (its signature, block arguments and op results)
   becomes a tensor of signless integers of the same width, and a
   tosa.const's dense values keep their bits under the new type
   (`dense<254> : tensor<1xui8>` reads `dense<-2> : tensor<1xi8>`). TOSA
   keeps signedness in its ops (tosa.rescale's input_unsigned), not its
   types. Ops are changed in place, which prints as MLIR's conversion,
   which rebuilds them, does. */
#include "internal.h"

/* The signless form of a tensor type of signed or unsigned integers, else t. */
static IrType *signless(IrContext *ctx, IrType *t)
{
	if (t->kind != IR_TYPE_TENSOR && t->kind != IR_TYPE_UNRANKED_TENSOR)
		return t;
	IrType *e = t->shaped.elem;
	if (e->kind != IR_TYPE_INTEGER || e->integer.sign == IR_SIGNLESS)
		return t;
	IrType *to = ir_type_int(ctx, e->integer.width, IR_SIGNLESS);
	return t->kind == IR_TYPE_TENSOR ? ir_type_tensor(ctx, t->shaped.rank, t->shaped.dims, to, t->shaped.encoding)
	                                 : ir_type_unranked_tensor(ctx, to);
}

static IrType *signless_function(IrContext *ctx, IrType *f)
{
	unsigned n = f->func.nin + f->func.nout;
	IrType **types = xmalloc((n ? n : 1) * sizeof *types);
	for (unsigned i = 0; i < n; i++)
		types[i] = signless(ctx, f->func.types[i]);
	IrType *to = ir_type_function(ctx, f->func.nin, types, f->func.nout, types + f->func.nin);
	free(types);
	return to;
}

/* The value's type made signless; whether it changed. */
static bool convert_value(IrContext *ctx, IrValue *v)
{
	IrType *t = signless(ctx, ir_value_type(v));
	bool changed = t != ir_value_type(v);
	v->type = ir_ref(t);
	return changed;
}

typedef struct {
	IrContext *ctx;
	bool changed;
} Conversion;

static bool convert_op(IrOp *op, void *user)
{
	Conversion *c = user;
	IrContext *ctx = c->ctx;
	for (unsigned i = 0; i < op->nresults; i++)
		c->changed |= convert_value(ctx, &ir_op_results(op)[i]);
	IrRegion *regions = ir_op_regions(op);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&regions[r]); b; b = ir_block_next(b))
			for (unsigned i = 0; i < b->nargs; i++)
				c->changed |= convert_value(ctx, ir_block_arg(b, i));
	IrAttr *fty = ir_op_get_attr(op, "function_type");
	if (!strcmp(ir_op_name(op)->s, "func.func") && fty && fty->kind == IR_ATTR_TYPE &&
	    fty->tval->kind == IR_TYPE_FUNCTION) {
		IrAttr *to = ir_attr_type(ctx, signless_function(ctx, fty->tval));
		c->changed |= to != fty; /* attributes are uniqued */
		ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "function_type"), to);
	}
	IrAttr *values = ir_op_get_attr(op, "values");
	if (!strcmp(ir_op_name(op)->s, "tosa.const") && values && values->kind == IR_ATTR_DENSE) {
		IrType *t = signless(ctx, ir_attr_type_of(values));
		if (t != ir_attr_type_of(values)) {
			ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "values"),
			               ir_attr_dense_retyped(ctx, t, values));
			c->changed = true;
		}
	}
	return true;
}

static bool run(PassRun *r, IrOp *op)
{
	Conversion c = {r->ctx, false};
	ir_walk(op, convert_op, &c);
	r->preserved_all = !c.changed;
	return true;
}

const PassDef pass_tosa_convert_integer_type_to_signless = {
	.arg = "tosa-convert-integer-type-to-signless",
	.name = "TosaConvertIntegerTypeToSignless",
	.summary = "Convert integer types to signless",
	.anchor = "func.func",
	.run = run,
};
