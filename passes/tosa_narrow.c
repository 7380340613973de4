/* tosa_narrow.c: tosa-narrow-i64-to-i32 and tosa-narrow-f64-to-f32, as
   MLIR's TosaNarrowI64ToI32 and TosaNarrowF64ToF32, one implementation for
   both: tensors of i64 (f64) become tensors of i32 (f32). By default only
   the TOSA ops that move data change (const, concat, pad, reshape, reverse,
   slice, tile, transpose, identity, cast, cond_if, while_loop, yield, and
   for integers argmax and clamp), with their values kept exactly; any other
   TOSA op on the wide type, and any op outside TOSA but the function's
   return, fails the pass, as MLIR's full conversion does.
   aggressive-rewrite converts every TOSA op, saturating integers and
   rounding floats. Function boundaries keep their types unless
   convert-function-boundaries is set: tosa.cast converts a wide argument
   at the start of its block and a narrowed result for users outside TOSA,
   right after its op. An op about to be converted first gets the in-place
   fold the conversion driver tries (a commutative op's constants moved to
   the end). */
#include "internal.h"
#include "../ir/pattern.h"

/* What a run narrows and how. */
typedef struct {
	IrContext *ctx;
	bool floats;          /* f64 to f32, else i64 to i32 */
	bool aggressive;      /* aggressive-rewrite */
	bool boundaries;      /* convert-function-boundaries */
	/* casts made for values defined outside the converted ops, one each */
	unsigned n, cap;
	IrValue **from, **to;
} Narrowing;

static const char *const movers[] = {
	"tosa.const", "tosa.concat", "tosa.pad", "tosa.reshape", "tosa.reverse", "tosa.slice",
	"tosa.tile", "tosa.transpose", "tosa.identity", "tosa.cast", "tosa.cond_if",
	"tosa.while_loop", "tosa.yield", NULL,
};

static bool is_wide_elem(const Narrowing *nw, const IrType *t)
{
	if (nw->floats)
		return t->kind == IR_TYPE_FLOAT && t->fkind == IR_F64;
	return t->kind == IR_TYPE_INTEGER && t->integer.width == 64;
}

static bool is_wide(const Narrowing *nw, IrType *t)
{
	if (t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_UNRANKED_TENSOR)
		t = t->shaped.elem;
	return is_wide_elem(nw, t);
}

static IrType *narrow(const Narrowing *nw, IrType *t)
{
	if (!is_wide(nw, t))
		return t;
	bool shaped = t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_UNRANKED_TENSOR;
	IrType *elem = shaped ? t->shaped.elem : t;
	IrType *to = nw->floats ? ir_type_float(nw->ctx, IR_F32) : ir_type_int(nw->ctx, 32, elem->integer.sign);
	if (!shaped)
		return to;
	return t->kind == IR_TYPE_TENSOR ? ir_type_tensor(nw->ctx, t->shaped.rank, t->shaped.dims, to, t->shaped.encoding)
	                                 : ir_type_unranked_tensor(nw->ctx, to);
}

static bool is_tosa(const IrOp *op)
{
	return !strncmp(ir_op_name(op)->s, "tosa.", 5);
}

static bool touches_wide(const Narrowing *nw, const IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (is_wide(nw, ir_value_type(&ir_op_results(op)[i])))
			return true;
	for (unsigned i = 0; i < op->noperands; i++)
		if (is_wide(nw, ir_value_type(ir_op_operand(op, i))))
			return true;
	return false;
}

/* The narrow form of one wide element at p (8 bytes) into out (4 bytes):
   an integer saturated, a float rounded to nearest even; false when the
   value changes (which only aggressive-rewrite accepts). */
static bool narrow_elem(const Narrowing *nw, const unsigned char *p, unsigned char *out)
{
	if (nw->floats) {
		double d;
		memcpy(&d, p, 8);
		float f = (float)d;
		double back = f;
		memcpy(out, &f, 4);
		return !memcmp(&back, &d, 8);
	}
	int64_t v;
	memcpy(&v, p, 8);
	int32_t w = v < INT32_MIN ? INT32_MIN : v > INT32_MAX ? INT32_MAX : (int32_t)v;
	memcpy(out, &w, 4);
	return w == v;
}

/* A constant's wide values narrowed; NULL when one would change and the
   rewrite is not aggressive. */
static IrAttr *narrow_dense(const Narrowing *nw, const IrAttr *a)
{
	size_t n = a->dense.nbytes / 8;
	unsigned char *out = xmalloc(n * 4 + 1);
	bool exact = true;
	for (size_t i = 0; i < n; i++)
		exact &= narrow_elem(nw, ir_dense_data(a) + 8 * i, out + 4 * i);
	IrAttr *r = exact || nw->aggressive ? ir_attr_dense(nw->ctx, narrow(nw, ir_attr_type_of(a)), a->dense.splat, out, n * 4) : NULL;
	free(out);
	return r;
}

/* A wide integer or float attribute narrowed (NULL as narrow_dense), any
   other returned as it is. */
static IrAttr *narrow_scalar(const Narrowing *nw, IrAttr *a)
{
	if ((a->kind != IR_ATTR_INTEGER && a->kind != IR_ATTR_FLOAT) || !is_wide_elem(nw, ir_attr_type_of(a)))
		return a;
	unsigned char in[8], out[4];
	memcpy(in, a->kind == IR_ATTR_INTEGER ? (const void *)a->words : (const void *)&a->fbits.lo, 8);
	if (!narrow_elem(nw, in, out) && !nw->aggressive)
		return NULL;
	if (nw->floats) {
		ApBits bits = {0, 0};
		memcpy(&bits.lo, out, 4);
		return ir_attr_float(nw->ctx, narrow(nw, ir_attr_type_of(a)), bits);
	}
	int32_t w;
	memcpy(&w, out, 4);
	return ir_attr_int(nw->ctx, narrow(nw, ir_attr_type_of(a)), w);
}

/* Whether the rewrite of op keeps its values: argmax's indices must fit
   i32 (a static axis below INT32_MAX), a constant's values and clamp's
   bounds must survive, a cast must not narrow its input once that is
   narrowed. Under aggressive-rewrite every op converts. */
static bool convertible(const Narrowing *nw, const IrOp *op)
{
	const char *name = ir_op_name(op)->s;
	if (nw->aggressive)
		return true;
	if (!nw->floats && !strcmp(name, "tosa.argmax")) {
		IrAttr *axis = ir_op_get_attr(op, "axis");
		IrType *in = ir_value_type(ir_op_operand(op, 0));
		if (!axis || axis->kind != IR_ATTR_INTEGER || in->kind != IR_TYPE_TENSOR)
			return false;
		int64_t a = (int64_t)axis->words[0];
		return a >= 0 && a < (int64_t)in->shaped.rank && in->shaped.dims[a] != IR_DYNAMIC &&
		       in->shaped.dims[a] < INT32_MAX;
	}
	if (!strcmp(name, "tosa.const")) {
		IrAttr *values = ir_op_get_attr(op, "values");
		return !values || values->kind != IR_ATTR_DENSE || !is_wide(nw, ir_attr_type_of(values)) || narrow_dense(nw, values);
	}
	if (!nw->floats && !strcmp(name, "tosa.clamp")) {
		IrAttr *lo = ir_op_get_attr(op, "min_val"), *hi = ir_op_get_attr(op, "max_val");
		return lo && hi && narrow_scalar(nw, lo) && narrow_scalar(nw, hi);
	}
	if (!strcmp(name, "tosa.cast")) {
		IrType *in = ir_value_type(ir_op_operand(op, 0))->shaped.elem, *out = ir_value_type(&ir_op_results(op)[0])->shaped.elem;
		IrType *narrowed = is_wide_elem(nw, in) ? narrow(nw, in) : in;
		return in->kind != out->kind || (in->kind != IR_TYPE_INTEGER && in->kind != IR_TYPE_FLOAT) ||
		       ir_type_bit_width(narrowed) <= ir_type_bit_width(out);
	}
	for (unsigned i = 0; movers[i]; i++)
		if (!strcmp(name, movers[i]))
			return true;
	return false;
}

/* The ops the conversion meets, in walk order, collected before any cast is
   added: TOSA ops on the wide types (converted, or failing) and the ops
   outside TOSA but for the function's return (MLIR's full conversion knows
   nothing of them: they fail). */
typedef struct {
	Narrowing *nw;
	IrOp *root;
	PtrVec ops;
} Collect;

static bool collect_op(IrOp *op, void *user)
{
	Collect *c = user;
	bool tosa = is_tosa(op);
	if (op != c->root && (tosa ? touches_wide(c->nw, op) : strcmp(ir_op_name(op)->s, "func.return") != 0))
		pv_push(&c->ops, op);
	return true;
}

/* The narrow form of a value no converted op defines: a cast first in the
   block of a block argument (each new one before the others, as MLIR
   places its materializations), or right after the op defining it. */
static IrValue *narrow_outside(Narrowing *nw, IrValue *v)
{
	for (unsigned i = 0; i < nw->n; i++)
		if (nw->from[i] == v)
			return nw->to[i];
	IrValue *cast = pass_tosa_cast_at(nw->ctx, v, narrow(nw, ir_value_type(v)));
	if (nw->n == nw->cap) {
		nw->cap = nw->cap ? 2 * nw->cap : 8;
		nw->from = xrealloc(nw->from, nw->cap * sizeof *nw->from);
		nw->to = xrealloc(nw->to, nw->cap * sizeof *nw->to);
	}
	nw->from[nw->n] = v;
	nw->to[nw->n++] = cast;
	return cast;
}

/* Whether a narrowed result may reach user as it is: a TOSA op, or the
   function's return when its boundaries are converted. */
static bool takes_narrow(const Narrowing *nw, const IrOp *user)
{
	return is_tosa(user) || (nw->boundaries && !strcmp(ir_op_name(user)->s, "func.return"));
}

/* Narrows op in place; its other users get a wide cast of it. */
static void convert_op(Narrowing *nw, IrOp *op)
{
	IrContext *ctx = nw->ctx;
	IrFoldResult folded[1];
	if (op->nresults <= 1 && strcmp(ir_op_name(op)->s, "tosa.const"))
		ir_op_fold(ctx, op, folded); /* only an in-place fold changes op: MLIR's driver keeps that one */
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = ir_op_operand(op, i);
		if (is_wide(nw, ir_value_type(v)))
			ir_op_set_operand(op, i, narrow_outside(nw, v));
	}
	IrAttr *values = ir_op_get_attr(op, "values");
	if (!strcmp(ir_op_name(op)->s, "tosa.const") && values && values->kind == IR_ATTR_DENSE && is_wide(nw, ir_attr_type_of(values)))
		ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "values"), narrow_dense(nw, values));
	IrAttr *props = ir_op_props(op);
	for (unsigned i = 0; props && props->kind == IR_ATTR_DICT && i < props->dict.n; i++) {
		IrNamedAttr e = ir_dict_entry(ir_op_props(op), i);
		IrAttr *a = narrow_scalar(nw, e.value);
		if (a != e.value)
			ir_op_set_attr(ctx, op, e.name, a);
	}
	IrRegion *regions = ir_op_regions(op);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&regions[r]); b; b = ir_block_next(b))
			for (unsigned i = 0; i < b->nargs; i++)
				ir_block_arg(b, i)->type = ir_ref(narrow(nw, ir_value_type(ir_block_arg(b, i))));
	for (unsigned i = 0; i < op->nresults; i++) {
		IrValue *res = &ir_op_results(op)[i];
		IrType *wide = ir_value_type(res);
		if (!is_wide(nw, wide))
			continue;
		res->type = ir_ref(narrow(nw, wide));
		IrValue *cast = NULL;
		for (IrUse *u = ir_value_uses(res), *next; u; u = next) {
			next = ir_use_next(u);
			if (takes_narrow(nw, ir_use_owner(u)))
				continue;
			if (!cast)
				cast = pass_tosa_cast_at(ctx, res, wide);
			ir_op_set_operand(ir_use_owner(u), (unsigned)(u - ir_op_operands(ir_use_owner(u))), cast);
		}
	}
}

/* convert-function-boundaries: the function's type and its entry block's
   arguments narrowed. */
static void narrow_signature(Narrowing *nw, IrOp *func)
{
	IrAttr *fty = ir_op_get_attr(func, "function_type");
	if (!fty || fty->kind != IR_ATTR_TYPE || fty->tval->kind != IR_TYPE_FUNCTION)
		return;
	const IrType *f = fty->tval;
	unsigned n = f->func.nin + f->func.nout;
	IrType **types = xmalloc((n + 1) * sizeof *types);
	for (unsigned i = 0; i < n; i++)
		types[i] = narrow(nw, f->func.types[i]);
	ir_op_set_attr(nw->ctx, func, ir_ident_cstr(nw->ctx, "function_type"),
	               ir_attr_type(nw->ctx, ir_type_function(nw->ctx, f->func.nin, types, f->func.nout, types + f->func.nin)));
	free(types);
	IrBlock *entry = ir_op_nregions(func) ? ir_region_first(&ir_op_regions(func)[0]) : NULL;
	for (unsigned i = 0; entry && i < entry->nargs; i++)
		ir_block_arg(entry, i)->type = ir_ref(narrow(nw, ir_value_type(ir_block_arg(entry, i))));
}

static bool run_narrowing(PassRun *r, IrOp *op, bool floats)
{
	Narrowing nw = {
		.ctx = r->ctx,
		.floats = floats,
		.aggressive = pass_option_bool(r, "aggressive-rewrite"),
		.boundaries = pass_option_bool(r, "convert-function-boundaries"),
	};
	Collect c = {.nw = &nw, .root = op};
	ir_walk(op, collect_op, &c);
	IrAttr *signature = ir_op_get_attr(op, "function_type");
	if (nw.boundaries && !strcmp(ir_op_name(op)->s, "func.func"))
		narrow_signature(&nw, op);
	/* nothing wide: nothing changed (attributes are uniqued) */
	r->preserved_all = !c.ops.n && ir_op_get_attr(op, "function_type") == signature;
	bool ok = true;
	for (size_t i = 0; ok && i < c.ops.n; i++) {
		IrOp *o = c.ops.v[i];
		ok = is_tosa(o) && convertible(&nw, o);
		if (ok)
			convert_op(&nw, o);
		else
			ir_diag_op(r->ctx, IR_DIAG_ERROR, o, "failed to legalize operation '%s'", ir_op_name(o)->s);
	}
	pv_free(&c.ops);
	free(nw.from);
	free(nw.to);
	return ok;
}

static bool run_i64(PassRun *r, IrOp *op)
{
	return run_narrowing(r, op, false);
}

static bool run_f64(PassRun *r, IrOp *op)
{
	return run_narrowing(r, op, true);
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
	.run = run_i64,
};

const PassDef pass_tosa_narrow_f64_to_f32 = {
	.arg = "tosa-narrow-f64-to-f32",
	.name = "TosaNarrowF64ToF32Pass",
	.summary = "Narrow F64 TOSA operations to F32",
	.anchor = "func.func",
	.options = options,
	.run = run_f64,
};
