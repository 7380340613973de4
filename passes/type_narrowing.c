/* type_narrowing.c: type-narrowing, Arm's model converter's conversion of
   a floating-point TOSA model to f16: every TOSA op but tosa.cast computes
   in f16 (its float results, tensors of floats and the blocks of its
   regions become f16; a tosa.const's values are rounded to f16, to
   nearest even), and, but in mode=partial, the accumulator type of the
   convolutions and of avg_pool2d becomes f16 too. The functions' types
   narrow as well, but in mode=full_preserve_io, which keeps them and
   casts the arguments on entry and the results before the return. Where
   a value of one type meets a user that wants the other (an op outside
   TOSA, a tosa.cast, a kept return), a tosa.cast converts it, as the
   converter's materializations do.

   Only floating-point types narrow: the converter's type converter would
   turn integer tensors into f16 ones too, which no TOSA op then accepts,
   and it has no conversion for !tosa.shape, so that its conversion fails
   at the first tosa.const_shape; here a shape operand simply stays. */
#include "internal.h"

enum { FULL, PARTIAL, FULL_PRESERVE_IO };

typedef struct {
	IrContext *ctx;
	int mode;
	PtrMap was;        /* value whose type changed -> its type before */
	PtrMap casts;      /* value -> the cast made of it, to share it */
} Narrowing;

static bool narrowable_float(const IrType *t)
{
	return t->kind == IR_TYPE_FLOAT &&
	       (t->fkind == IR_F32 || t->fkind == IR_F64 || t->fkind == IR_BF16 || t->fkind == IR_F16);
}

/* The converter's type conversion: floats and tensors of floats to f16. */
static IrType *narrow(IrContext *ctx, IrType *t)
{
	IrType *f16 = ir_type_float(ctx, IR_F16);
	if (narrowable_float(t))
		return f16;
	if (t->kind == IR_TYPE_TENSOR && narrowable_float(t->shaped.elem))
		return ir_type_tensor(ctx, t->shaped.rank, t->shaped.dims, f16, t->shaped.encoding);
	if (t->kind == IR_TYPE_UNRANKED_TENSOR && narrowable_float(t->shaped.elem))
		return ir_type_unranked_tensor(ctx, f16);
	return t;
}

static bool is_tosa_compute(const IrOp *op)
{
	return !strncmp(ir_op_name(op)->s, "tosa.", 5) && strcmp(ir_op_name(op)->s, "tosa.cast");
}

static void narrow_value(Narrowing *nw, IrValue *v)
{
	IrType *t = narrow(nw->ctx, ir_value_type(v));
	if (t == ir_value_type(v))
		return;
	pm_put(&nw->was, v, ir_value_type(v));
	ir_value_set_type(v, t);
}

static IrType *original_type(const Narrowing *nw, const IrValue *v)
{
	IrType *t = pm_get(&nw->was, v);
	return t ? t : ir_value_type(v);
}

/* A dense float constant's values rounded to f16. */
static IrAttr *narrow_values(IrContext *ctx, const IrAttr *a)
{
	IrType *elem = ir_attr_type_of(a)->shaped.elem;
	if (a->kind != IR_ATTR_DENSE || !narrowable_float(elem) || elem->fkind == IR_F16)
		return NULL;
	unsigned width = apfloat_width(elem->fkind) / 8;
	size_t n = a->dense.nbytes / width;
	unsigned char *out = xmalloc(2 * n + 1);
	for (size_t i = 0; i < n; i++) {
		ApBits bits = {0, 0};
		memcpy(&bits.lo, ir_dense_data(a) + i * width, width);
		ApBits h = apfloat_convert(IR_F16, elem->fkind, bits);
		uint16_t w = (uint16_t)h.lo;
		memcpy(out + 2 * i, &w, 2);
	}
	IrAttr *r = ir_attr_dense(ctx, narrow(ctx, ir_attr_type_of(a)), a->dense.splat, out, 2 * n);
	free(out);
	return r;
}

static const char *const accumulating[] = {
	"tosa.avg_pool2d", "tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d", "tosa.transpose_conv2d", NULL,
};

/* A TOSA op narrowed in place: results, region arguments, constant values
   and the accumulator type. */
static bool narrow_op(IrOp *op, void *user)
{
	Narrowing *nw = user;
	IrContext *ctx = nw->ctx;
	if (!is_tosa_compute(op))
		return true;
	for (unsigned i = 0; i < op->nresults; i++)
		narrow_value(nw, &ir_op_results(op)[i]);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (unsigned i = 0; i < b->nargs; i++)
				narrow_value(nw, ir_block_arg(b, i));
	IrAttr *values = ir_op_get_attr(op, "values");
	if (!strcmp(ir_op_name(op)->s, "tosa.const") && values) {
		IrAttr *v = narrow_values(ctx, values);
		if (v)
			ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "values"), v);
	}
	IrAttr *acc = ir_op_get_attr(op, "acc_type");
	if (nw->mode != PARTIAL && acc && acc->kind == IR_ATTR_TYPE)
		for (const char *const *n = accumulating; *n; n++)
			if (!strcmp(ir_op_name(op)->s, *n))
				ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "acc_type"), ir_attr_type(ctx, narrow(ctx, acc->tval)));
	return true;
}

/* The type user wants for operand v: narrowed for a TOSA op (and for the
   return when the signature narrows), as it was for any other. */
static IrType *wanted(const Narrowing *nw, const IrOp *user, const IrValue *v)
{
	IrType *t = original_type(nw, v);
	if (is_tosa_compute(user) || (nw->mode != FULL_PRESERVE_IO && !strcmp(ir_op_name(user)->s, "func.return")))
		return narrow(nw->ctx, t);
	return t;
}

/* v as type t: one cast per value (a value has one other type to take). */
static IrValue *as_type(Narrowing *nw, IrValue *v, IrType *t)
{
	IrValue *c = pm_get(&nw->casts, v);
	if (c && ir_value_type(c) == t)
		return c;
	c = pass_tosa_cast_at(nw->ctx, v, t);
	pm_put(&nw->casts, v, c);
	return c;
}

static bool collect_op(IrOp *op, void *user)
{
	pv_push(user, op);
	return true;
}

/* The function's type narrowed, with its entry block's arguments. */
static void narrow_signature(Narrowing *nw, IrOp *func)
{
	IrContext *ctx = nw->ctx;
	IrType *f = ir_op_get_attr(func, "function_type")->tval;
	unsigned n = f->func.nin + f->func.nout;
	IrType **types = xmalloc((n + 1) * sizeof *types);
	for (unsigned i = 0; i < n; i++)
		types[i] = narrow(ctx, f->func.types[i]);
	ir_op_set_attr(ctx, func, ir_ident_cstr(ctx, "function_type"),
	               ir_attr_type(ctx, ir_type_function(ctx, f->func.nin, types, f->func.nout, types + f->func.nin)));
	free(types);
	IrBlock *entry = ir_region_first(&ir_op_regions(func)[0]);
	for (unsigned i = 0; entry && i < entry->nargs; i++)
		narrow_value(nw, ir_block_arg(entry, i));
}

static void narrow_function(Narrowing *nw, IrOp *func)
{
	PtrVec ops = {0};
	for (IrBlock *b = ir_region_first(&ir_op_regions(func)[0]); b; b = ir_block_next(b))
		for (IrOp *op = ir_block_first(b); op; op = ir_op_next(op))
			ir_walk(op, collect_op, &ops);
	for (size_t i = 0; i < ops.n; i++)
		narrow_op(ops.v[i], nw);
	if (nw->mode != FULL_PRESERVE_IO)
		narrow_signature(nw, func);
	/* then every operand its user's type: the ops collected before any cast */
	for (size_t i = 0; i < ops.n; i++) {
		IrOp *op = ops.v[i];
		for (unsigned j = 0; j < op->noperands; j++) {
			IrValue *v = ir_op_operand(op, j);
			IrType *t = wanted(nw, op, v);
			if (t != ir_value_type(v))
				ir_op_set_operand(op, j, as_type(nw, v, t));
		}
	}
	pv_free(&ops);
}

/* Declarations too: the converter narrows every signature it finds. */
static bool find_functions(IrOp *op, void *user)
{
	if (!strcmp(ir_op_name(op)->s, "func.func"))
		pv_push(user, op);
	return true;
}

/* A tosa.const of floats whose values are not dense elements (a
   dense_resource, say) cannot be rounded: the converter's conversion fails
   there before it changes anything, and so does this pass. */
static bool find_unnarrowable_const(IrOp *op, void *user)
{
	IrAttr *values = ir_op_get_attr(op, "values");
	if (strcmp(ir_op_name(op)->s, "tosa.const") || !values || values->kind == IR_ATTR_DENSE || !ir_attr_type_of(values))
		return true;
	IrContext *ctx = user;
	if (narrow(ctx, ir_attr_type_of(values)) == ir_attr_type_of(values))
		return true;
	ir_diag_op(ctx, IR_DIAG_ERROR, op, "failed to legalize operation '%s' that was explicitly marked illegal",
	           ir_op_name(op)->s);
	return false;
}

static bool run(PassRun *r, IrOp *module)
{
	if (!ir_walk(module, find_unnarrowable_const, r->ctx))
		return false;
	static const char *const modes[] = {"full", "partial", "full_preserve_io"};
	const char *mode = pass_option_string(r, "mode");
	Narrowing nw = {.ctx = r->ctx};
	for (int i = 0; i < 3; i++)
		if (!strcmp(mode, modes[i]))
			nw.mode = i;
	PtrVec funcs = {0};
	ir_walk(module, find_functions, &funcs);
	for (size_t i = 0; i < funcs.n; i++)
		narrow_function(&nw, funcs.v[i]);
	pv_free(&funcs);
	pm_free(&nw.was);
	pm_free(&nw.casts);
	return true;
}

static const PassOptionDef options[] = {
	{"mode", PASS_OPT_ENUM, "full", "Type narrowing",
	 "full=Full type narrowing;partial=Partial type narrowing;full_preserve_io=Full type narrowing with i/o types preserved",
	 NULL},
	{0},
};

const PassDef pass_type_narrowing = {
	.arg = "type-narrowing",
	.name = "TypeNarrowingPass",
	.summary = "Narrow types of operations' operands/results",
	.anchor = "builtin.module",
	.options = options,
	.run = run,
};
