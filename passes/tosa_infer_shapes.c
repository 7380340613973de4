/* tosa_infer_shapes.c: tosa-infer-shapes, shapes propagated forward
   through the TOSA ops of a function (and the regions of its
   tosa.cond_if and tosa.while_loop ops) as MLIR's TosaInferShapes does:
   each op's result type is refined by what its operands imply
   (IrOpDef.infer_shapes); a refined value that flows into an op which
   cannot take it (neither TOSA's nor one that infers its result types) is
   given to that op through a tensor.cast back to its old type. The
   function's type does not change. */
#include "internal.h"
#include "../ir/dialect.h"

enum { MAX_RANK = 64 };

/* What is known of a value's type (MLIR's tosa::ValueKnowledge): its
   element type, and its shape if its rank is known. */
typedef struct {
	bool error;
	bool ranked;
	unsigned rank;
	int64_t d[MAX_RANK];
	IrType *elem; /* NULL: not known */
} Knowledge;

static Knowledge knowledge_of(const IrType *t)
{
	Knowledge k = {0};
	if (!ir_type_is_shaped(t))
		return k;
	if (t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_VECTOR || t->kind == IR_TYPE_MEMREF) {
		if (t->shaped.rank > MAX_RANK) {
			k.error = true;
			return k;
		}
		k.ranked = true;
		k.rank = t->shaped.rank;
		memcpy(k.d, t->shaped.dims, k.rank * sizeof *k.d);
	}
	k.elem = t->shaped.elem;
	return k;
}

static IrType *knowledge_type(IrContext *ctx, const Knowledge *k)
{
	return k->ranked ? ir_type_tensor(ctx, k->rank, k->d, k->elem, NULL) : ir_type_unranked_tensor(ctx, k->elem);
}

/* The more specific of two (MLIR's ValueKnowledge::join): an error when
   they contradict. As MLIR's, two ranks that differ leave the rank
   unknown without an error. */
static Knowledge join(const Knowledge *a, const Knowledge *b)
{
	Knowledge r = {.error = true};
	if (a->error || b->error || a->elem != b->elem)
		return r;
	r.error = false;
	r.elem = a->elem;
	if (!a->ranked && !b->ranked)
		return r;
	if (!a->ranked || !b->ranked) {
		const Knowledge *known = a->ranked ? a : b;
		r.ranked = true;
		r.rank = known->rank;
		memcpy(r.d, known->d, r.rank * sizeof *r.d);
		return r;
	}
	if (a->rank != b->rank)
		return r;
	r.ranked = true;
	r.rank = a->rank;
	for (unsigned i = 0; i < r.rank; i++) {
		if (a->d[i] == IR_DYNAMIC)
			r.d[i] = b->d[i];
		else if (b->d[i] == IR_DYNAMIC || a->d[i] == b->d[i])
			r.d[i] = a->d[i];
		else
			r.error = true;
	}
	return r;
}

/* What both allow (MLIR's ValueKnowledge::meet). */
static Knowledge meet(const Knowledge *a, const Knowledge *b)
{
	Knowledge r = {.error = true};
	if (b->error || a->elem != b->elem)
		return r;
	r.error = false;
	r.elem = a->elem;
	if (!a->ranked || !b->ranked || a->rank != b->rank)
		return r;
	r.ranked = true;
	r.rank = a->rank;
	for (unsigned i = 0; i < r.rank; i++)
		r.d[i] = a->d[i] == b->d[i] ? a->d[i] : IR_DYNAMIC;
	return r;
}

/* The types changed so far, each with the type it had, to be rolled back
   or committed (MLIR's TypeModificationState). */
typedef struct {
	IrValue **values;
	IrType **old;
	size_t n, cap;
} TypeChanges;

static void set_type(TypeChanges *tc, IrValue *v, IrType *t)
{
	if (ir_value_type(v) == t)
		return;
	if (tc->n == tc->cap) {
		tc->cap = tc->cap ? 2 * tc->cap : 16;
		tc->values = xrealloc(tc->values, tc->cap * sizeof *tc->values);
		tc->old = xrealloc(tc->old, tc->cap * sizeof *tc->old);
	}
	tc->values[tc->n] = v;
	tc->old[tc->n++] = ir_value_type(v);
	v->type = ir_ref(t);
}

static void changes_free(TypeChanges *tc)
{
	free(tc->values);
	free(tc->old);
	*tc = (TypeChanges){0};
}

/* In recording order, as MLIR rolls back (a value changed twice keeps
   the type it had before the second change). */
static void roll_back(TypeChanges *tc)
{
	for (size_t i = 0; i < tc->n; i++)
		tc->values[i]->type = ir_ref(tc->old[i]);
	changes_free(tc);
}

typedef struct {
	IrContext *ctx;
	const IrDialect *tosa;
} Infer;

static bool is_tosa(const Infer *in, const IrOp *op)
{
	return ir_op_name(op)->dialect == in->tosa;
}

/* Whether a user takes a refined type as it is: a TOSA op, or one whose
   result types follow from its operands' (MLIR's InferTypeOpInterface). */
static bool can_be_refined(const Infer *in, const IrOp *user)
{
	return ir_def(user) && (is_tosa(in, user) || ir_def(user)->infer != IR_INFER_NONE);
}

static IrOp *create_cast(IrContext *ctx, IrValue *v, IrType *to)
{
	IrOp *def = ir_value_def(v);
	IrOpState st = {
		.name = ir_ident_cstr(ctx, "tensor.cast"),
		.nresults = 1,
		.noperands = 1,
		.result_types = &to,
		.operands = &v,
		.loc = def ? ir_op_loc(ctx, def) : ir_arg_loc(ctx, v),
	};
	IrOp *cast = ir_op_create(ctx, &st);
	if (def)
		ir_block_insert_after(def, cast);
	else if (ir_block_first(ir_value_block(v)))
		ir_block_insert_before(ir_block_first(ir_value_block(v)), cast);
	else
		ir_block_append(ir_value_block(v), cast);
	return cast;
}

/* Keeps the changes, giving each user that cannot take a value's new type
   a tensor.cast of it back to the old one (one cast per value). */
static void commit(const Infer *in, TypeChanges *tc)
{
	PtrVec uses = {0};
	for (size_t i = 0; i < tc->n; i++) {
		IrValue *v = tc->values[i];
		uses.n = 0;
		for (IrUse *u = ir_value_uses(v); u; u = ir_use_next(u))
			pv_push(&uses, u);
		IrOp *cast = NULL;
		for (size_t k = 0; k < uses.n; k++) {
			IrUse *u = uses.v[k];
			if (can_be_refined(in, ir_use_owner(u)))
				continue;
			if (!cast)
				cast = create_cast(in->ctx, v, tc->old[i]);
			ir_op_set_operand(ir_use_owner(u), (unsigned)(u - ir_op_operands(ir_use_owner(u))), &ir_op_results(cast)[0]);
		}
	}
	pv_free(&uses);
	changes_free(tc);
}

static void propagate_region(const Infer *in, IrRegion *r, TypeChanges *tc);

static bool is_op(const IrOp *op, const char *name)
{
	return !strcmp(ir_op_name(op)->s, name);
}

/* The arguments of each region of a tosa.cond_if take what is known of
   the operands they receive. */
static void propagate_if(const Infer *in, IrOp *op, TypeChanges *tc)
{
	IrRegion *regions = ir_op_regions(op);
	for (unsigned r = 0; r < ir_op_nregions(op); r++) {
		IrBlock *front = ir_region_first(&regions[r]);
		if (!front || front->nargs + 1 != op->noperands)
			return;
		for (unsigned i = 1; i < op->noperands; i++) {
			IrType *t = ir_value_type(ir_op_operand(op, i));
			IrValue *arg = ir_block_arg(front, i - 1);
			if (t->kind == IR_TYPE_TENSOR && ir_type_is_shaped(ir_value_type(arg)))
				set_type(tc, arg,
				         ir_type_tensor(in->ctx, t->shaped.rank, t->shaped.dims, ir_value_type(arg)->shaped.elem,
				                        ir_value_type(arg)->kind == IR_TYPE_TENSOR ? ir_value_type(arg)->shaped.encoding : NULL));
		}
		for (unsigned i = 0; i < front->nargs; i++) {
			Knowledge a = knowledge_of(ir_value_type(ir_op_operand(op, i + 1)));
			Knowledge b = knowledge_of(ir_value_type(ir_block_arg(front, i)));
			Knowledge j = join(&a, &b);
			if (!j.error)
				set_type(tc, ir_block_arg(front, i), knowledge_type(in->ctx, &j));
		}
		propagate_region(in, &regions[r], tc);
	}
}

/* The arguments of a tosa.while_loop's regions take what holds on every
   iteration: the operands' types met with what the body yields, until
   that stops changing (each trial rolled back). */
static void propagate_while(const Infer *in, IrOp *op, TypeChanges *tc)
{
	if (ir_op_nregions(op) != 2 || !ir_region_first(&ir_op_regions(op)[1]))
		return;
	unsigned n = op->noperands;
	IrType **types = xmalloc((n ? n : 1) * sizeof *types);
	Knowledge *info = xmalloc((n ? n : 1) * sizeof *info);
	for (unsigned i = 0; i < n; i++)
		types[i] = ir_value_type(ir_op_operand(op, i));
	IrRegion *body = &ir_op_regions(op)[1];
	for (bool changed = true; changed;) {
		TypeChanges local = {0};
		IrBlock *front = ir_region_first(body);
		for (unsigned i = 0; i < n && i < front->nargs; i++)
			set_type(&local, ir_block_arg(front, i), types[i]);
		propagate_region(in, body, &local);
		for (unsigned i = 0; i < n; i++)
			info[i] = knowledge_of(types[i]);
		bool bad = false;
		for (IrBlock *b = ir_region_first(body); b; b = ir_block_next(b)) {
			IrOp *y = ir_block_last(b);
			if (!y || !is_op(y, "tosa.yield"))
				continue;
			for (unsigned i = 0; i < y->noperands; i++) {
				if (i >= n) {
					bad = true;
					break;
				}
				Knowledge k = knowledge_of(ir_value_type(ir_op_operand(y, i)));
				info[i] = meet(&info[i], &k);
			}
		}
		changed = false;
		for (unsigned i = 0; !bad && i < n; i++) {
			IrType *t = info[i].error ? types[i] : knowledge_type(in->ctx, &info[i]);
			changed |= t != types[i];
			types[i] = t;
		}
		roll_back(&local);
		if (bad) {
			ir_diag_op(in->ctx, IR_DIAG_WARNING, op, "has a tosa.yield with the incorrect number of operands");
			free(types);
			free(info);
			return;
		}
	}
	for (unsigned r = 0; r < ir_op_nregions(op); r++) {
		IrBlock *front = ir_region_first(&ir_op_regions(op)[r]);
		for (unsigned i = 0; front && i < n && i < front->nargs; i++)
			set_type(tc, ir_block_arg(front, i), types[i]);
		propagate_region(in, &ir_op_regions(op)[r], tc);
	}
	free(types);
	free(info);
}

/* Refines the result types of one TOSA op by what it infers of them. */
static void refine_results(const Infer *in, IrOp *op, TypeChanges *tc)
{
	if (!ir_def(op) || !ir_def(op)->infer_shapes || op->nresults == 0)
		return;
	IrType **shapes = xcalloc(op->nresults, sizeof *shapes);
	if (ir_def(op)->infer_shapes(in->ctx, op, shapes)) {
		for (unsigned i = 0; i < op->nresults; i++) {
			IrValue *res = &ir_op_results(op)[i];
			if (!shapes[i] || !ir_type_is_shaped(ir_value_type(res)))
				continue;
			Knowledge cur = knowledge_of(ir_value_type(res));
			Knowledge inferred = knowledge_of(shapes[i]);
			inferred.elem = ir_value_type(res)->shaped.elem;
			Knowledge j = join(&cur, &inferred);
			if (!j.error)
				set_type(tc, res, knowledge_type(in->ctx, &j));
		}
	}
	free(shapes);
}

static void propagate_region(const Infer *in, IrRegion *r, TypeChanges *tc)
{
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b))
		for (IrOp *op = ir_block_first(b); op; op = ir_op_next(op)) {
			if (!is_tosa(in, op))
				continue;
			if (is_op(op, "tosa.cond_if"))
				propagate_if(in, op, tc);
			else if (is_op(op, "tosa.while_loop"))
				propagate_while(in, op, tc);
			refine_results(in, op, tc);
		}
}

static bool run(PassRun *r, IrOp *op)
{
	Infer in = {r->ctx, ir_dialect_find("tosa", 4)};
	TypeChanges tc = {0};
	if (ir_op_nregions(op) > 0)
		propagate_region(&in, &ir_op_regions(op)[0], &tc);
	commit(&in, &tc);
	return true;
}

const PassDef pass_tosa_infer_shapes = {
	.arg = "tosa-infer-shapes",
	.name = "TosaInferShapesPass",
	.summary = "Propagate shapes across TOSA operations",
	.anchor = "func.func",
	.run = run,
};
