/* canonicalize.c: the cf dialect's canonicalization patterns
   (IrOpDef.patterns), as MLIR 22's ControlFlowOps.cpp has them: branches
   through blocks that only branch on are taken straight to their end,
   branches whose way is known (a constant, the same condition as the
   branch that led here, one destination only) become unconditional,
   blocks with one predecessor merge into it, and a true cf.assert goes. */
#include "cf.h"
#include "../arith/arith.h"

/* A successor and the operands it is given. */
typedef struct {
	IrBlock *block;
	unsigned n;
	IrValue **ops; /* n values, owned */
} Dest;

static Dest dest_of(const IrOp *op, unsigned i)
{
	IrSuccessorOperands so;
	cf_successor_operands(op, i, &so);
	Dest d = {ir_op_succ(op, i), so.n, xmalloc((so.n ? so.n : 1) * sizeof *d.ops)};
	for (unsigned k = 0; k < so.n; k++)
		d.ops[k] = ir_op_operand(op, so.first + k);
	return d;
}

static bool same_operands(const Dest *a, const Dest *b)
{
	return a->n == b->n && !memcmp(a->ops, b->ops, a->n * sizeof *a->ops);
}

static bool same_dest(const Dest *a, const Dest *b)
{
	return a->block == b->block && same_operands(a, b);
}

static bool is_op(const IrOp *op, const char *name)
{
	return op && !strcmp(ir_op_name(op)->s, name);
}

/* Does the chain of cf.br from block s through from (the blocks each
   such branch leads to) run into a cycle? Collapsing a branch into one
   would only move it around the cycle, for ever; MLIR leaves such
   branches alone. */
static bool br_chain_cycles(const IrBlock *s, IrBlock *from)
{
	PtrMap seen = {0};
	pm_put(&seen, s, (void *)s);
	bool cycles = false;
	for (IrBlock *b = from; !cycles && is_op(ir_block_last(b), "cf.br"); b = ir_op_succ(ir_block_last(b), 0)) {
		if (pm_get(&seen, b))
			cycles = true;
		pm_put(&seen, b, b);
	}
	pm_free(&seen);
	return cycles;
}

/* MLIR's collapseBranch: when d's block holds nothing but a cf.br, and
   its arguments serve only that branch, d goes where that branch goes,
   with the operands it would get there. */
static bool collapse_branch(Dest *d)
{
	IrBlock *s = d->block;
	IrOp *br = ir_block_first(s);
	if (!br || br != ir_block_last(s) || !is_op(br, "cf.br"))
		return false;
	for (unsigned i = 0; i < s->nargs; i++)
		for (IrUse *u = ir_value_uses(ir_block_arg(s, i)); u; u = ir_use_next(u))
			if (ir_use_owner(u) != br)
				return false;
	IrBlock *to = ir_op_succ(br, 0);
	if (to == s || br_chain_cycles(s, to))
		return false;
	IrValue **ops = xmalloc((br->noperands ? br->noperands : 1) * sizeof *ops);
	for (unsigned i = 0; i < br->noperands; i++) {
		IrValue *v = ir_op_operand(br, i);
		ops[i] = v->is_arg && ir_arg_block(ir_value_arg(v)) == s ? d->ops[v->index] : v;
	}
	free(d->ops);
	*d = (Dest){to, br->noperands, ops};
	return true;
}

/* ---- building branches before the op the pattern rewrites ---- */

static IrAttr *segments(IrContext *ctx, unsigned n, const uint64_t *sizes)
{
	return ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), n, sizes);
}

/* Every dest's operands after the leading ones, as one array. */
static IrValue **gather(IrValue *lead, const Dest *dests, unsigned ndests, unsigned *total)
{
	unsigned n = lead ? 1 : 0;
	for (unsigned i = 0; i < ndests; i++)
		n += dests[i].n;
	IrValue **ops = xmalloc((n ? n : 1) * sizeof *ops);
	unsigned at = 0;
	if (lead)
		ops[at++] = lead;
	for (unsigned i = 0; i < ndests; i++) {
		memcpy(ops + at, dests[i].ops, dests[i].n * sizeof *ops);
		at += dests[i].n;
	}
	*total = n;
	return ops;
}

static IrOp *create_branch(IrRewriter *rw, IrOp *at, const char *name, IrValue *lead, const Dest *dests,
                           unsigned ndests, IrAttr *props)
{
	IrBlock **succs = xmalloc(ndests * sizeof *succs);
	for (unsigned i = 0; i < ndests; i++)
		succs[i] = dests[i].block;
	unsigned n;
	IrValue **ops = gather(lead, dests, ndests, &n);
	IrOpState st = {
		.name = ir_ident_cstr(rw->ctx, name),
		.noperands = n,
		.operands = ops,
		.nsuccs = ndests,
		.succs = succs,
		.props = props,
		.loc = ir_op_loc(rw->ctx, at),
	};
	IrOp *op = ir_rewriter_create(rw, &st);
	free(ops);
	free(succs);
	return op;
}

/* MLIR's replaceOpWithNewOp<BranchOp>: op becomes a cf.br to d. */
static bool replace_with_br(IrRewriter *rw, IrOp *op, const Dest *d)
{
	create_branch(rw, op, "cf.br", NULL, d, 1, NULL);
	ir_rewriter_erase_op(rw, op);
	return true;
}

/* op (a cf.cond_br) becomes one to t and f, with op's weights. */
static bool replace_with_cond_br(IrRewriter *rw, IrOp *op, const Dest *t, const Dest *f)
{
	IrContext *ctx = rw->ctx;
	Dest both[2] = {*t, *f};
	uint64_t sizes[3] = {1, t->n, f->n};
	IrAttr *props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "operandSegmentSizes"), segments(ctx, 3, sizes));
	IrAttr *weights = ir_op_get_attr(op, "branch_weights");
	if (weights)
		props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "branch_weights"), weights);
	create_branch(rw, op, "cf.cond_br", ir_op_operand(op, 0), both, 2, props);
	ir_rewriter_erase_op(rw, op);
	return true;
}

/* op (a cf.switch) becomes one on the same flag with these cases:
   dests[0] the default, dests[1 + i] that of value values[i]. */
static bool replace_with_switch(IrRewriter *rw, IrOp *op, const Dest *dests, unsigned ncases,
                                const uint64_t *values)
{
	IrContext *ctx = rw->ctx;
	IrValue *flag = ir_op_operand(op, 0);
	uint64_t *case_sizes = xmalloc((ncases + 1) * sizeof *case_sizes), all = 0;
	for (unsigned i = 0; i < ncases; i++)
		all += case_sizes[i] = dests[1 + i].n;
	uint64_t sizes[3] = {1, dests[0].n, all};
	IrAttr *props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "operandSegmentSizes"), segments(ctx, 3, sizes));
	props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "case_operand_segments"), segments(ctx, ncases, case_sizes));
	if (ncases)
		props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "case_values"),
		                    cf_case_values_attr(ctx, ir_value_type(flag), ncases, values));
	free(case_sizes);
	create_branch(rw, op, "cf.switch", flag, dests, ncases + 1, props);
	ir_rewriter_erase_op(rw, op);
	return true;
}

/* ---- cf.assert ---- */

/* Is v a constant integer? Its value (zero-extended) in *bits. */
static bool constant_int(IrContext *ctx, IrValue *v, uint64_t *bits)
{
	return cf_constant_bits(ir_value_constant(ctx, v), bits);
}


/* AssertOp::canonicalize: an assertion of a constant true goes. */
static bool assert_true(IrRewriter *rw, IrOp *op)
{
	uint64_t v;
	if (!constant_int(rw->ctx, ir_op_operand(op, 0), &v) || v != 1)
		return false;
	ir_rewriter_erase_op(rw, op);
	return true;
}

/* ---- cf.br ---- */

/* BranchOp::canonicalize: a branch to a block with no other predecessor
   merges the two (simplifyBrToBlockWithSinglePred), else a branch to a
   block that only branches on goes straight on (simplifyPassThroughBr). */
static bool br_canonicalize(IrRewriter *rw, IrOp *op)
{
	IrBlock *succ = ir_op_succ(op, 0), *block = ir_op_block(op);
	if (succ != block && ir_block_preds(succ) && !ir_block_preds(succ)->next) {
		Dest d = dest_of(op, 0);
		ir_rewriter_erase_op(rw, op);
		ir_rewriter_merge_blocks(rw, succ, block, d.ops);
		free(d.ops);
		return true;
	}
	Dest d = dest_of(op, 0);
	bool done = d.block != block && collapse_branch(&d) && replace_with_br(rw, op, &d);
	free(d.ops);
	return done;
}

/* ---- cf.cond_br ---- */

/* SimplifyConstCondBranchPred: a branch on a constant takes its way. */
static bool const_cond_br(IrRewriter *rw, IrOp *op)
{
	uint64_t taken;
	if (!constant_int(rw->ctx, ir_op_operand(op, 0), &taken))
		return false;
	Dest d = dest_of(op, taken ? 0 : 1);
	replace_with_br(rw, op, &d);
	free(d.ops);
	return true;
}

/* SimplifyPassThroughCondBranch */
static bool pass_through_cond_br(IrRewriter *rw, IrOp *op)
{
	Dest t = dest_of(op, 0), f = dest_of(op, 1);
	bool collapsed = collapse_branch(&t);
	collapsed |= collapse_branch(&f);
	if (collapsed)
		replace_with_cond_br(rw, op, &t, &f);
	free(t.ops);
	free(f.ops);
	return collapsed;
}

/* Is b's every predecessor edge from block from (getUniquePredecessor)? */
static bool only_preds_from(const IrBlock *b, const IrBlock *from)
{
	if (!ir_block_preds(b))
		return false;
	for (IrBlockOperand *p = ir_block_preds(b); p; p = ir_succ_next(p))
		if (ir_op_block(ir_succ_owner(p)) != from)
			return false;
	return true;
}

static IrBlock *single_pred(const IrBlock *b)
{
	return ir_block_preds(b) && !ir_succ_next(ir_block_preds(b)) ? ir_op_block(ir_succ_owner(ir_block_preds(b))) : NULL;
}

/* SimplifyCondBranchIdenticalSuccessors: both ways to one block become
   one branch, with a select of the operands that differ when this block
   is the only way there. */
static bool identical_successors(IrRewriter *rw, IrOp *op)
{
	Dest t = dest_of(op, 0), f = dest_of(op, 1);
	bool done = false;
	if (t.block == f.block && (same_operands(&t, &f) || only_preds_from(t.block, ir_op_block(op)))) {
		IrValue *cond = ir_op_operand(op, 0);
		for (unsigned i = 0; i < t.n; i++) {
			if (t.ops[i] == f.ops[i])
				continue;
			IrValue *ops[3] = {cond, t.ops[i], f.ops[i]};
			IrType *type = ir_value_type(t.ops[i]);
			IrOpState st = {
				.name = ir_ident_cstr(rw->ctx, "arith.select"),
				.nresults = 1,
				.result_types = &type,
				.noperands = 3,
				.operands = ops,
				.loc = ir_op_loc(rw->ctx, op),
			};
			t.ops[i] = &ir_op_results(ir_rewriter_create(rw, &st))[0];
		}
		done = replace_with_br(rw, op, &t);
	}
	free(t.ops);
	free(f.ops);
	return done;
}

/* SimplifyCondBranchFromCondBranchOnSameCondition: reached only from a
   branch on the same condition, the way is known. */
static bool cond_br_after_same_condition(IrRewriter *rw, IrOp *op)
{
	IrBlock *pred = single_pred(ir_op_block(op));
	IrOp *pred_br = pred ? ir_block_last(pred) : NULL;
	if (!is_op(pred_br, "cf.cond_br") || ir_op_operand(pred_br, 0) != ir_op_operand(op, 0))
		return false;
	Dest d = dest_of(op, ir_op_succ(pred_br, 0) == ir_op_block(op) ? 0 : 1);
	replace_with_br(rw, op, &d);
	free(d.ops);
	return true;
}

/* CondBranchTruthPropagation's half for one way: in a destination only
   this branch leads to, the condition is known. */
static bool propagate_truth(IrRewriter *rw, IrOp *op, unsigned way)
{
	IrBlock *dest = ir_op_succ(op, way);
	IrValue *cond = ir_op_operand(op, 0), *known = NULL;
	if (!single_pred(dest))
		return false;
	IrUse *next;
	for (IrUse *u = ir_value_uses(cond); u; u = next) {
		next = ir_use_next(u);
		if (ir_op_block(ir_use_owner(u)) != dest)
			continue;
		if (!known) {
			IrContext *ctx = rw->ctx;
			IrOp *c = arith_materialize_constant(ctx, ir_attr_bool(ctx, way == 0), ir_type_int(ctx, 1, IR_SIGNLESS),
			                                     ir_op_loc(ctx, op));
			known = &ir_op_results(ir_rewriter_insert(rw, c))[0];
		}
		IrOp *user = ir_use_owner(u);
		ir_op_set_operand(user, (unsigned)(u - ir_op_operands(user)), known);
		ir_rewriter_modified(rw, user);
	}
	return known != NULL;
}

static bool truth_propagation(IrRewriter *rw, IrOp *op)
{
	bool replaced = propagate_truth(rw, op, 0);
	return propagate_truth(rw, op, 1) || replaced;
}

/* ---- cf.switch ---- */

typedef struct {
	unsigned ncases;
	Dest *dests;      /* the default, then each case's */
	uint64_t *values; /* each case's */
} Cases;

static Cases cases_of(const IrOp *op)
{
	Cases c = {ir_op_nsuccs(op) - 1, xmalloc(ir_op_nsuccs(op) * sizeof *c.dests), xmalloc(ir_op_nsuccs(op) * sizeof *c.values)};
	const IrAttr *values = ir_op_get_attr(op, "case_values");
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++)
		c.dests[i] = dest_of(op, i);
	for (unsigned i = 0; i < c.ncases; i++)
		c.values[i] = cf_case_value(values, i);
	return c;
}

static void cases_free(Cases *c)
{
	for (unsigned i = 0; i <= c->ncases; i++)
		free(c->dests[i].ops);
	free(c->dests);
	free(c->values);
}

/* Keeps the cases for which drop is false; true if any went. */
static bool drop_cases(Cases *c, bool (*drop)(const Cases *c, unsigned i, const void *user), const void *user)
{
	unsigned kept = 0;
	for (unsigned i = 0; i < c->ncases; i++) {
		if (drop(c, i, user)) {
			free(c->dests[1 + i].ops);
			continue;
		}
		c->dests[1 + kept] = c->dests[1 + i];
		c->values[kept++] = c->values[i];
	}
	bool dropped = kept < c->ncases;
	c->ncases = kept;
	return dropped;
}

/* The destination a switch takes for flag value v (foldSwitch). */
static const Dest *switch_dest_for(const Cases *c, uint64_t v)
{
	for (unsigned i = 0; i < c->ncases; i++)
		if (c->values[i] == v)
			return &c->dests[1 + i];
	return &c->dests[0];
}

/* simplifySwitchWithOnlyDefault */
static bool switch_only_default(IrRewriter *rw, IrOp *op)
{
	if (ir_op_nsuccs(op) != 1)
		return false;
	Dest d = dest_of(op, 0);
	replace_with_br(rw, op, &d);
	free(d.ops);
	return true;
}

static bool case_matches_default(const Cases *c, unsigned i, const void *user)
{
	(void)user;
	return same_dest(&c->dests[1 + i], &c->dests[0]);
}

/* dropSwitchCasesThatMatchDefault */
static bool switch_drop_default_cases(IrRewriter *rw, IrOp *op)
{
	Cases c = cases_of(op);
	bool done = drop_cases(&c, case_matches_default, NULL) && replace_with_switch(rw, op, c.dests, c.ncases, c.values);
	cases_free(&c);
	return done;
}

/* simplifyConstSwitchValue */
static bool switch_const_flag(IrRewriter *rw, IrOp *op)
{
	uint64_t v;
	if (!constant_int(rw->ctx, ir_op_operand(op, 0), &v))
		return false;
	Cases c = cases_of(op);
	replace_with_br(rw, op, switch_dest_for(&c, v));
	cases_free(&c);
	return true;
}

/* simplifyPassThroughSwitch */
static bool switch_pass_through(IrRewriter *rw, IrOp *op)
{
	Cases c = cases_of(op);
	bool collapsed = false;
	for (unsigned i = 1; i <= c.ncases; i++)
		collapsed |= collapse_branch(&c.dests[i]);
	collapsed |= collapse_branch(&c.dests[0]);
	if (collapsed)
		replace_with_switch(rw, op, c.dests, c.ncases, c.values);
	cases_free(&c);
	return collapsed;
}

/* The cf.switch on op's flag that is the single way into op's block. */
static IrOp *pred_switch_on_same_flag(const IrOp *op)
{
	IrBlock *pred = single_pred(ir_op_block(op));
	IrOp *sw = pred ? ir_block_last(pred) : NULL;
	return is_op(sw, "cf.switch") && ir_op_operand(sw, 0) == ir_op_operand(op, 0) ? sw : NULL;
}

/* simplifySwitchFromSwitchOnSameCondition: reached by a case of a switch
   on the same flag, the flag is that case's value. */
static bool switch_after_same_flag_case(IrRewriter *rw, IrOp *op)
{
	IrOp *pred = pred_switch_on_same_flag(op);
	if (!pred || ir_op_succ(pred, 0) == ir_op_block(op))
		return false;
	unsigned i = 1;
	while (ir_op_succ(pred, i) != ir_op_block(op))
		i++;
	Cases c = cases_of(op);
	replace_with_br(rw, op, switch_dest_for(&c, cf_case_value(ir_op_get_attr(pred, "case_values"), i - 1)));
	cases_free(&c);
	return true;
}

typedef struct {
	const IrOp *pred;
	const IrAttr *values; /* its case values */
	const IrBlock *here;
} PredCases;

/* Could the flag be case i's value here, by the predecessor's cases? */
static bool case_excluded(const Cases *c, unsigned i, const void *user)
{
	const PredCases *p = user;
	for (unsigned k = 1; k < ir_op_nsuccs(p->pred); k++)
		if (ir_op_succ(p->pred, k) != p->here && cf_case_value(p->values, k - 1) == c->values[i])
			return true;
	return false;
}

/* simplifySwitchFromDefaultSwitchOnSameCondition: reached by the default
   of a switch on the same flag, the cases that switch takes elsewhere
   cannot happen. */
static bool switch_after_same_flag_default(IrRewriter *rw, IrOp *op)
{
	IrOp *pred = pred_switch_on_same_flag(op);
	if (!pred || ir_op_succ(pred, 0) != ir_op_block(op))
		return false;
	PredCases p = {pred, ir_op_get_attr(pred, "case_values"), ir_op_block(op)};
	Cases c = cases_of(op);
	bool done = drop_cases(&c, case_excluded, &p) && replace_with_switch(rw, op, c.dests, c.ncases, c.values);
	cases_free(&c);
	return done;
}

/* MLIR names the patterns of a canonicalize method or function none. */
const IrPattern cf_assert_patterns[] = {
	{"", 1, assert_true},
	{NULL, 0, NULL},
};

const IrPattern cf_br_patterns[] = {
	{"", 1, br_canonicalize},
	{NULL, 0, NULL},
};

const IrPattern cf_cond_br_patterns[] = {
	{"(anonymous namespace)::SimplifyConstCondBranchPred", 1, const_cond_br},
	{"(anonymous namespace)::SimplifyPassThroughCondBranch", 1, pass_through_cond_br},
	{"(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors", 1, identical_successors},
	{"(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition", 1, cond_br_after_same_condition},
	{"(anonymous namespace)::CondBranchTruthPropagation", 1, truth_propagation},
	{NULL, 0, NULL},
};

const IrPattern cf_switch_patterns[] = {
	{"", 1, switch_only_default},
	{"", 1, switch_drop_default_cases},
	{"", 1, switch_const_flag},
	{"", 1, switch_pass_through},
	{"", 1, switch_after_same_flag_case},
	{"", 1, switch_after_same_flag_default},
	{NULL, 0, NULL},
};
