/* tosa_make_broadcastable.c: tosa-make-broadcastable, as MLIR's
   TosaMakeBroadcastable: an operand of an elementwise binary op (or of a
   tosa.select) of lower rank than another is reshaped (tosa.reshape by a
   tosa.const_shape) to the higher rank, ones in front, so that the op
   broadcasts between operands of one rank. The rewrites are applied by the
   greedy driver, which also folds every op it visits. */
#include "internal.h"
#include "../ir/dialect.h"
#include "../ir/pattern.h"

enum { MAX_RANK = 64 };

/* A tosa.const_shape of dims (a dynamic one as -1) before the rewritten op. */
static IrValue *const_shape(IrRewriter *rw, unsigned rank, const int64_t *dims, IrAttr *loc)
{
	IrContext *ctx = rw->ctx;
	int64_t n = rank;
	IrType *index = ir_type_index(ctx);
	IrType *values_type = ir_type_tensor(ctx, 1, &n, index, NULL);
	unsigned char *data = xmalloc(rank ? rank * 8 : 1);
	for (unsigned i = 0; i < rank; i++) {
		uint64_t v = (uint64_t)(dims[i] == IR_DYNAMIC ? -1 : dims[i]);
		for (unsigned b = 0; b < 8; b++)
			data[i * 8 + b] = (unsigned char)(v >> (8 * b));
	}
	IrAttr *values = ir_attr_dense(ctx, values_type, false, data, rank * 8);
	free(data);
	char body[32];
	snprintf(body, sizeof body, "shape<%u>", rank);
	IrType *shape = ir_type_dialect(ctx, ir_ident_cstr(ctx, "tosa"), ir_ident_cstr(ctx, body), true, NULL);
	const IrDialect *tosa = ir_dialect_find("tosa", 4);
	IrOp *c = tosa->materialize_constant(ctx, values, shape, loc);
	return &ir_op_results(ir_rewriter_insert(rw, c))[0];
}

/* created stands where op was read, for diagnostics (its location is op's) */
static IrOp *read_at(IrOp *created, const IrOp *op)
{
	created->src_pos = op->src_pos;
	return created;
}

/* MLIR's EqualizeRanks: the lower-ranked of *a and *b replaced by a
   reshape of it to the other's rank; false (nothing built) when either is
   not a ranked tensor or their dimensions cannot broadcast. */
static bool equalize_ranks(IrRewriter *rw, IrOp *op, IrValue **a, IrValue **b)
{
	IrAttr *loc = ir_op_loc(rw->ctx, op);
	IrType *ta = ir_value_type((*a)), *tb = ir_value_type((*b));
	if (ta->kind != IR_TYPE_TENSOR || tb->kind != IR_TYPE_TENSOR)
		return false;
	if (ta->shaped.rank == tb->shaped.rank)
		return true;
	bool a_higher = ta->shaped.rank > tb->shaped.rank;
	IrValue **lower = a_higher ? b : a;
	const IrType *high = a_higher ? ta : tb, *low = a_higher ? tb : ta;
	unsigned rank = high->shaped.rank, diff = rank - low->shaped.rank;
	if (rank > MAX_RANK)
		return false;
	int64_t dims[MAX_RANK];
	for (unsigned i = 0; i < diff; i++)
		dims[i] = 1;
	for (unsigned i = 0; i < low->shaped.rank; i++) {
		int64_t l = low->shaped.dims[i], h = high->shaped.dims[i + diff];
		bool fixed = l != 1 && l != IR_DYNAMIC && h != 1 && h != IR_DYNAMIC;
		if (fixed && l != h)
			return false;
		dims[i + diff] = l;
	}
	IrValue *shape = const_shape(rw, rank, dims, loc);
	IrType *result = ir_type_tensor(rw->ctx, rank, dims, low->shaped.elem, NULL);
	IrValue *operands[2] = {*lower, shape};
	IrOpState st = {
		.name = ir_ident_cstr(rw->ctx, "tosa.reshape"),
		.nresults = 1,
		.noperands = 2,
		.result_types = &result,
		.operands = operands,
		.loc = loc,
	};
	*lower = &ir_op_results(read_at(ir_rewriter_create(rw, &st), op))[0];
	return true;
}

/* MLIR's reshapeLowerToHigher: equalize_ranks when the ranks differ and
   the result has the output's rank (the reshape, once built, stays). */
static bool reshape_lower_to_higher(IrRewriter *rw, IrOp *op, unsigned out_rank, IrValue **a,
                                    IrValue **b)
{
	if (ir_value_type((*a))->kind != IR_TYPE_TENSOR || ir_value_type((*b))->kind != IR_TYPE_TENSOR ||
	    ir_value_type((*a))->shaped.rank == ir_value_type((*b))->shaped.rank)
		return false;
	return equalize_ranks(rw, op, a, b) && ir_value_type((*a))->shaped.rank == out_rank &&
	       ir_value_type((*b))->shaped.rank == out_rank;
}

/* The properties MLIR's builder gives op's replacement: those without a
   default value are passed on (arithmetic_right_shift's round), the others
   take their default (maximum's nan_mode). */
static IrAttr *built_props(IrContext *ctx, const IrOp *op)
{
	IrAttr *props = NULL;
	const IrAttr *old = ir_op_props(op);
	const char *text;
	size_t tn;
	for (unsigned i = 0; old && old->kind == IR_ATTR_DICT && i < old->dict.n; i++) {
		IrIdent *name = ir_dict_name(old, i);
		if (!ir_op_def_default(ir_def(op), name->s, name->n, &text, &tn))
			props = ir_dict_set(ctx, props, name, ir_dict_value(old, i));
	}
	IrOpDefault e;
	for (const char *d = ir_def(op)->defaults; d && *d;) {
		d = ir_op_def_next_default(d, &e);
		if (!e.optional)
			props = ir_dict_set(ctx, props, ir_ident(ctx, e.name, e.n), ir_op_def_default_attr(ctx, e.value, e.vn));
	}
	return props;
}

/* op again with operands in place of its first ones (mul's shift is an
   operand, kept), built as MLIR's builders build it: its discardable
   attributes dropped. */
static void replace_with_new(IrRewriter *rw, IrOp *op, IrValue *const *first, unsigned nfirst)
{
	IrValue **operands = xmalloc(op->noperands * sizeof *operands);
	for (unsigned i = 0; i < op->noperands; i++)
		operands[i] = i < nfirst ? first[i] : ir_op_operand(op, i);
	IrType *result = ir_value_type(&ir_op_results(op)[0]);
	IrOpState st = {
		.name = ir_op_name(op),
		.nresults = 1,
		.noperands = op->noperands,
		.result_types = &result,
		.operands = operands,
		.props = built_props(rw->ctx, op),
		.loc = ir_op_loc(rw->ctx, op),
	};
	IrOp *repl = read_at(ir_rewriter_create(rw, &st), op);
	free(operands);
	ir_rewriter_replace_op_with(rw, op, &ir_op_results(repl)[0]);
}

static bool ranked_result(IrOp *op)
{
	return op->nresults == 1 && op->noperands >= 2 && ir_value_type(&ir_op_results(op)[0])->kind == IR_TYPE_TENSOR;
}

static bool binary(IrRewriter *rw, IrOp *op)
{
	if (!ranked_result(op))
		return false;
	IrValue *in[2] = {ir_op_operand(op, 0), ir_op_operand(op, 1)};
	unsigned rank = ir_value_type(&ir_op_results(op)[0])->shaped.rank;
	if (!reshape_lower_to_higher(rw, op, rank, &in[0], &in[1]))
		return false;
	replace_with_new(rw, op, in, 2);
	return true;
}

/* The predicate and both values, taken in pairs so that every one ends
   at the highest rank. */
static bool select_op(IrRewriter *rw, IrOp *op)
{
	if (!ranked_result(op) || op->noperands != 3)
		return false;
	IrValue *in[3] = {ir_op_operand(op, 0), ir_op_operand(op, 1), ir_op_operand(op, 2)};
	unsigned rank = ir_value_type(&ir_op_results(op)[0])->shaped.rank;
	bool any = reshape_lower_to_higher(rw, op, rank, &in[0], &in[1]);
	any |= reshape_lower_to_higher(rw, op, rank, &in[0], &in[2]);
	any |= reshape_lower_to_higher(rw, op, rank, &in[1], &in[2]);
	if (!any)
		return false;
	for (unsigned i = 0; i < 3; i++)
		if (ir_value_type(in[i])->kind != IR_TYPE_TENSOR || ir_value_type(in[i])->shaped.rank != rank)
			return false;
	replace_with_new(rw, op, in, 3);
	return true;
}

static const IrPattern binary_patterns[] = {{"ConvertTosaOp", 1, binary}, {0}};
static const IrPattern select_patterns[] = {{"ConvertTosaOp", 1, select_op}, {0}};

/* The ops MLIR's pass rewrites, besides tosa.select. */
static const char *const binary_ops[] = {
	"tosa.bitwise_and", "tosa.bitwise_or",  "tosa.bitwise_xor",         "tosa.add",
	"tosa.sub",         "tosa.mul",         "tosa.intdiv",              "tosa.maximum",
	"tosa.minimum",     "tosa.equal",       "tosa.greater",             "tosa.greater_equal",
	"tosa.logical_left_shift", "tosa.arithmetic_right_shift", "tosa.logical_right_shift",
	"tosa.logical_and", "tosa.logical_or",  "tosa.logical_xor",         "tosa.pow",
};

static const IrPattern *patterns_of(const IrOpDef *def)
{
	if (!strcmp(def->name, "tosa.select"))
		return select_patterns;
	for (size_t i = 0; i < sizeof binary_ops / sizeof *binary_ops; i++)
		if (!strcmp(def->name, binary_ops[i]))
			return binary_patterns;
	return NULL;
}

static bool run(PassRun *r, IrOp *op)
{
	IrGreedyConfig cfg = ir_greedy_config_default();
	cfg.patterns_of = patterns_of;
	ir_apply_patterns_greedily(r->ctx, op, &cfg, NULL);
	return true;
}

const PassDef pass_tosa_make_broadcastable = {
	.arg = "tosa-make-broadcastable",
	.name = "TosaMakeBroadcastablePass",
	.summary = "TOSA rank Reshape to enable Broadcasting",
	.anchor = "func.func",
	.run = run,
	.op_local = true,
};
