/* tosa_narrow.c: tosa-narrow-i64-to-i32, as MLIR's TosaNarrowI64ToI32
   with its options off: tensors of i64 in the TOSA ops that move data
   (const, concat, pad, reshape, reverse, slice, tile, transpose, identity,
   cast, argmax, clamp, cond_if, while_loop, yield) become tensors of i32.
   Function boundaries keep their types: tosa.cast converts an i64 argument at the start of its block and an
   i32 result for users outside TOSA, right after its op. Any other TOSA op
   on i64 fails the pass, as MLIR's full conversion does. */
#include "internal.h"

static const char *const movers[] = {
	"tosa.const", "tosa.concat", "tosa.pad", "tosa.reshape", "tosa.reverse", "tosa.slice",
	"tosa.tile", "tosa.transpose", "tosa.identity", "tosa.cast", "tosa.cond_if",
	"tosa.while_loop", "tosa.yield", NULL,
};

static bool is_wide(IrType *t)
{
	if (t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_UNRANKED_TENSOR)
		t = t->shaped.elem;
	return t->kind == IR_TYPE_INTEGER && t->integer.width == 64;
}

static IrType *narrow(IrContext *ctx, IrType *t)
{
	if (!is_wide(t))
		return t;
	IrType *to = ir_type_int(ctx, 32, t->kind == IR_TYPE_INTEGER ? t->integer.sign : t->shaped.elem->integer.sign);
	if (t->kind == IR_TYPE_INTEGER)
		return to;
	return t->kind == IR_TYPE_TENSOR ? ir_type_tensor(ctx, t->shaped.rank, t->shaped.dims, to, t->shaped.encoding)
	                                 : ir_type_unranked_tensor(ctx, to);
}

static bool is_tosa(const IrOp *op)
{
	return !strncmp(op->name->s, "tosa.", 5);
}

static bool touches_wide(const IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (is_wide(ir_op_results(op)[i].type))
			return true;
	for (unsigned i = 0; i < op->noperands; i++)
		if (is_wide(ir_op_operands(op)[i].value->type))
			return true;
	return false;
}

/* Whether an integer attribute's value survives narrowing to i32. */
static bool fits_i32(const IrAttr *a)
{
	if (a->kind != IR_ATTR_INTEGER || !is_wide(a->type))
		return true;
	int64_t v = (int64_t)a->words[0];
	return v >= INT32_MIN && v <= INT32_MAX;
}

/* Whether the rewrite of op keeps its values: argmax's indices must fit
   i32 (a static axis below INT32_MAX), a constant's values and clamp's
   bounds must fit i32, a cast
   must not narrow its input once that is narrowed. */
static bool convertible(const IrOp *op)
{
	const char *name = op->name->s;
	if (!strcmp(name, "tosa.argmax")) {
		IrAttr *axis = ir_op_get_attr(op, "axis");
		IrType *in = ir_op_operands(op)[0].value->type;
		if (!axis || axis->kind != IR_ATTR_INTEGER || in->kind != IR_TYPE_TENSOR)
			return false;
		int64_t a = (int64_t)axis->words[0];
		return a >= 0 && a < (int64_t)in->shaped.rank && in->shaped.dims[a] != IR_DYNAMIC &&
		       in->shaped.dims[a] < INT32_MAX;
	}
	if (!strcmp(name, "tosa.const")) {
		IrAttr *values = ir_op_get_attr(op, "values");
		if (!values || values->kind != IR_ATTR_DENSE || !is_wide(values->type))
			return true;
		for (size_t i = 0; i + 8 <= values->dense.nbytes; i += 8) {
			int64_t v;
			memcpy(&v, values->dense.data + i, 8);
			if (v < INT32_MIN || v > INT32_MAX)
				return false;
		}
		return true;
	}
	if (!strcmp(name, "tosa.clamp")) {
		IrAttr *lo = ir_op_get_attr(op, "min_val"), *hi = ir_op_get_attr(op, "max_val");
		return lo && hi && fits_i32(lo) && fits_i32(hi);
	}
	if (!strcmp(name, "tosa.cast")) {
		IrType *in = ir_op_operands(op)[0].value->type, *out = ir_op_results(op)[0].type;
		in = in->shaped.elem;
		out = out->shaped.elem;
		unsigned in_width = in->kind == IR_TYPE_INTEGER && in->integer.width == 64 ? 32 : in->integer.width;
		return !(in->kind == IR_TYPE_INTEGER && out->kind == IR_TYPE_INTEGER && in_width > out->integer.width);
	}
	for (unsigned i = 0; movers[i]; i++)
		if (!strcmp(name, movers[i]))
			return true;
	return false;
}

static bool check_op(IrOp *op, void *user)
{
	IrContext *ctx = user;
	if (is_tosa(op) && touches_wide(op) && !convertible(op)) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "failed to legalize operation '%s'", op->name->s);
		return false;
	}
	return true;
}

static IrOp *make_cast(IrContext *ctx, IrValue *v, IrType *to, IrAttr *loc)
{
	IrOpState st = {
		.name = ir_ident_cstr(ctx, "tosa.cast"),
		.nresults = 1, .noperands = 1, .result_types = &to, .operands = &v, .loc = loc,
	};
	return ir_op_create(ctx, &st);
}

/* A constant's i64 values as i32 (convertible() saw that they fit). */
static IrAttr *narrow_dense(IrContext *ctx, IrAttr *a)
{
	size_t n = a->dense.nbytes / 8;
	unsigned char *out = xmalloc(n * 4 + 1);
	for (size_t i = 0; i < n; i++) {
		int64_t v;
		memcpy(&v, a->dense.data + 8 * i, 8);
		int32_t w = (int32_t)v;
		memcpy(out + 4 * i, &w, 4);
	}
	IrAttr *r = ir_attr_dense(ctx, narrow(ctx, a->type), a->dense.splat, out, n * 4);
	free(out);
	return r;
}

/* Casts made for values defined outside the converted ops, one each. */
typedef struct {
	IrContext *ctx;
	unsigned n, cap;
	IrValue **from, **to;
} Narrowing;

/* The i32 form of a value no converted op defines: a cast first in the
   block of a block argument (each new one before the others, as MLIR
   places its materializations), or right after the op defining it. */
static IrValue *narrow_outside(Narrowing *nw, IrValue *v)
{
	for (unsigned i = 0; i < nw->n; i++)
		if (nw->from[i] == v)
			return nw->to[i];
	IrOp *def = ir_value_def(v);
	IrBlock *b = ir_value_block(v);
	IrOp *cast = make_cast(nw->ctx, v, narrow(nw->ctx, v->type), def ? ir_op_loc(nw->ctx, def) : ir_arg_loc(nw->ctx, v));
	if (def)
		ir_block_insert_after(def, cast);
	else if (b->first)
		ir_block_insert_before(b->first, cast);
	else
		ir_block_append(b, cast);
	if (nw->n == nw->cap) {
		nw->cap = nw->cap ? 2 * nw->cap : 8;
		nw->from = xrealloc(nw->from, nw->cap * sizeof *nw->from);
		nw->to = xrealloc(nw->to, nw->cap * sizeof *nw->to);
	}
	nw->from[nw->n] = v;
	nw->to[nw->n++] = ir_op_results(cast);
	return ir_op_results(cast);
}

/* Narrows op in place; its users outside TOSA get an i64 cast of it. */
static void convert_op(Narrowing *nw, IrOp *op)
{
	IrContext *ctx = nw->ctx;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = ir_op_operands(op)[i].value;
		if (is_wide(v->type))
			ir_op_set_operand(op, i, narrow_outside(nw, v));
	}
	IrAttr *values = ir_op_get_attr(op, "values");
	if (!strcmp(op->name->s, "tosa.const") && values && values->kind == IR_ATTR_DENSE && is_wide(values->type))
		ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "values"), narrow_dense(ctx, values));
	static const char *const bounds[] = {"min_val", "max_val"};
	for (unsigned i = 0; i < 2 && !strcmp(op->name->s, "tosa.clamp"); i++) {
		IrAttr *a = ir_op_get_attr(op, bounds[i]);
		if (a && a->kind == IR_ATTR_INTEGER && is_wide(a->type))
			ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, bounds[i]),
			               ir_attr_int(ctx, narrow(ctx, a->type), (int64_t)a->words[0]));
	}
	IrRegion *regions = ir_op_regions(op);
	for (unsigned r = 0; r < op->nregions; r++)
		for (IrBlock *b = regions[r].first; b; b = b->next)
			for (unsigned i = 0; i < b->nargs; i++)
				b->args[i]->type = narrow(ctx, b->args[i]->type);
	for (unsigned i = 0; i < op->nresults; i++) {
		IrValue *res = &ir_op_results(op)[i];
		IrType *wide = res->type;
		if (!is_wide(wide))
			continue;
		res->type = narrow(ctx, wide);
		IrOp *cast = NULL;
		for (IrUse *u = res->uses, *next; u; u = next) {
			next = u->next;
			if (is_tosa(u->owner))
				continue;
			if (!cast) {
				cast = make_cast(ctx, res, wide, ir_op_loc(ctx, op));
				ir_block_insert_after(op, cast);
			}
			ir_op_set_operand(u->owner, (unsigned)(u - ir_op_operands(u->owner)), ir_op_results(cast));
		}
	}
}

/* The ops to narrow, in walk order, collected before any cast is added. */
typedef struct {
	unsigned n, cap;
	IrOp **ops;
} OpList;

static bool collect_op(IrOp *op, void *user)
{
	OpList *l = user;
	if (!is_tosa(op) || !touches_wide(op))
		return true;
	if (l->n == l->cap) {
		l->cap = l->cap ? 2 * l->cap : 16;
		l->ops = xrealloc(l->ops, l->cap * sizeof *l->ops);
	}
	l->ops[l->n++] = op;
	return true;
}

static bool run(PassRun *r, IrOp *op)
{
	if (pass_option_bool(r, "aggressive-rewrite") || pass_option_bool(r, "convert-function-boundaries")) {
		ir_emit_op_error(r->ctx, op, "tosa-narrow-i64-to-i32: aggressive-rewrite and convert-function-boundaries are not supported yet");
		return false;
	}
	if (!ir_walk(op, check_op, r->ctx))
		return false;
	OpList list = {0};
	ir_walk(op, collect_op, &list);
	Narrowing nw = {.ctx = r->ctx};
	for (unsigned i = 0; i < list.n; i++)
		convert_op(&nw, list.ops[i]);
	free(list.ops);
	free(nw.from);
	free(nw.to);
	return true;
}

static const PassOptionDef options[] = {
	{"aggressive-rewrite", PASS_OPT_BOOL, "false",
	 "If enabled, all TOSA operations are rewritten, regardless or whether the narrowingis safe. This option may lead to data loss if not used carefully.", NULL, NULL},
	{"convert-function-boundaries", PASS_OPT_BOOL, "false",
	 "If enabled, the pass will convert function I/O types as well. Otherwise casts willbe inserted at the I/O boundaries.", NULL, NULL},
	{NULL, 0, NULL, NULL, NULL, NULL},
};

const PassDef pass_tosa_narrow_i64_to_i32 = {
	.arg = "tosa-narrow-i64-to-i32",
	.name = "TosaNarrowI64ToI32Pass",
	.summary = "Narrow I64 TOSA operations to I32",
	.anchor = "func.func",
	.options = options,
	.run = run,
};
