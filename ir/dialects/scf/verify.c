/* verify.c: the scf dialect's own op checks, in MLIR's words (SCF.cpp,
   the ODS constraints of SCFOps.td, and the LoopLikeOpInterface and
   RegionBranchOpInterface checks). */
#include "scf.h"

/* The region's terminator if it is an scf.yield, else NULL. */
static IrOp *yield_of(const IrRegion *r)
{
	IrOp *t = ir_region_first(r) ? ir_block_last(ir_region_first(r)) : NULL;
	return t && !strcmp(ir_op_name(t)->s, "scf.yield") ? t : NULL;
}

static bool type_pair_error(IrContext *ctx, IrOp *op, const char *fmt, unsigned i, IrType *a, IrType *b)
{
	char prefix[200];
	snprintf(prefix, sizeof prefix, fmt, i, i);
	return vs_error_types(ctx, op, true, prefix, a, " != ", b, "");
}

/* The inputs of a control flow edge's successor: a region's entry block
   arguments, or the parent's results. */
typedef struct {
	unsigned n;
	const IrBlock *block; /* block arguments from `first` on, or NULL */
	unsigned first;
	IrValue *results;     /* the parent's results when block is NULL */
} Inputs;

static Inputs block_inputs(const IrRegion *r)
{
	const IrBlock *b = ir_region_first(r);
	Inputs in = {b ? b->nargs : 0, b, 0, NULL};
	return in;
}

static Inputs parent_inputs(IrOp *op)
{
	Inputs in = {op->nresults, NULL, 0, ir_op_results(op)};
	return in;
}

static IrType *input_type(const Inputs *in, unsigned i)
{
	return in->block ? ir_value_type(ir_block_arg(in->block, in->first + i)) : ir_value_type(&in->results[i]);
}

/* RegionBranchOpInterface: what `point` (a terminator, or the op itself
   entering a region) passes along the edge from `from` to `to` (its
   operands from `first`) matches the successor's inputs. */
static bool check_edge(IrContext *ctx, IrOp *op, IrOp *point, const char *from, const char *to, unsigned first,
                       Inputs in)
{
	unsigned n = point->noperands - first;
	char head[160];
	snprintf(head, sizeof head, "along control flow edge from %s to %s: ", from, to);
	if (n != in.n) {
		ir_emit_op_error(ctx, op, "%sregion branch point has %u operands, but region successor needs %u inputs", head,
		                 n, in.n);
		ir_diag_op(ctx, IR_DIAG_NOTE, point, "region branch point");
		return false;
	}
	for (unsigned i = 0; i < n; i++) {
		if (vs_operand_type(point, first + i) != input_type(&in, i)) {
			char a[240], b[80];
			snprintf(a, sizeof a, "%ssuccessor operand type #%u ", head, i);
			snprintf(b, sizeof b, " should match successor input type #%u ", i);
			vs_error_types(ctx, op, true, a, vs_operand_type(point, first + i), b, input_type(&in, i), "");
			ir_diag_op(ctx, IR_DIAG_NOTE, point, "region branch point");
			return false;
		}
	}
	return true;
}

/* ---- scf.for ---- */

bool ir_verify_scf_for(IrContext *ctx, IrOp *op)
{
	IrType *bound = vs_operand_type(op, 0); /* signless integers or index (IrOpDef.types) */
	if (vs_operand_type(op, 1) != bound || vs_operand_type(op, 2) != bound) {
		ir_emit_op_error(ctx, op, "failed to verify that all of {lowerBound, upperBound, step} have same type");
		return false;
	}
	if (!vt_region_has_one_block(ctx, op, 0, "region"))
		return false;
	if (op->noperands - 3 != op->nresults) {
		ir_emit_op_error(ctx, op, "mismatch in number of loop-carried values and defined values");
		return false;
	}
	return true;
}

static bool count_mismatch(IrContext *ctx, IrOp *op, const char *what, unsigned a, unsigned b)
{
	ir_emit_op_error(ctx, op, "different number of %s: %u != %u", what, a, b);
	return false;
}

/* LoopLikeOpInterface's checks of inits, region iter_args, yielded values
   and results, then ForOp::verifyRegions. */
bool ir_verify_scf_for_regions(IrContext *ctx, IrOp *op)
{
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	IrOp *yield = yield_of(&ir_op_regions(op)[0]);
	unsigned ninit = op->noperands - 3, niter = body->nargs ? body->nargs - 1 : 0;
	unsigned nyield = yield ? yield->noperands : 0;
	if (ninit != niter)
		return count_mismatch(ctx, op, "inits and region iter_args", ninit, niter);
	if (nyield && niter != nyield)
		return count_mismatch(ctx, op, "region iter_args and yielded values", niter, nyield);
	if (op->nresults != niter)
		return count_mismatch(ctx, op, "loop results and region iter_args", op->nresults, niter);
	for (unsigned i = 0; i < niter; i++) {
		IrType *iter = ir_value_type(ir_block_arg(body, 1 + i));
		if (vs_operand_type(op, 3 + i) != iter)
			return type_pair_error(ctx, op, "%u-th init and %u-th region iter_arg have different type: ", i,
			                       vs_operand_type(op, 3 + i), iter);
		if (nyield && iter != vs_operand_type(yield, i))
			return type_pair_error(ctx, op, "%u-th region iter_arg and %u-th yielded value have different type: ",
			                       i, iter, vs_operand_type(yield, i));
	}
	/* MLIR's loop over the results never moves its counter: always 0-th */
	for (unsigned i = 0; i < niter; i++) {
		IrType *iter = ir_value_type(ir_block_arg(body, 1 + i));
		if (iter != ir_value_type(&ir_op_results(op)[i]))
			return type_pair_error(ctx, op, "%u-th region iter_arg and %u-th loop result have different type: ", 0,
			                       iter, ir_value_type(&ir_op_results(op)[i]));
	}
	/* RegionBranchOpInterface: what LoopLikeOpInterface lets pass, an
	   scf.yield without operands */
	Inputs carried = {niter, body, 1, NULL};
	if (yield && (!check_edge(ctx, op, yield, "Operation scf.yield", "Region #0", 0, carried) ||
	              !check_edge(ctx, op, yield, "Operation scf.yield", "parent", 0, parent_inputs(op))))
		return false;
	if (!body->nargs || ir_value_type(ir_block_arg(body, 0)) != vs_operand_type(op, 0)) {
		ir_emit_op_error(ctx, op, "expected induction variable to be same type as bounds and step");
		return false;
	}
	return true;
}

/* ---- scf.if ---- */

bool ir_verify_scf_if(IrContext *ctx, IrOp *op)
{
	if (op->nresults && !ir_region_first(&ir_op_regions(op)[1])) {
		ir_emit_op_error(ctx, op, "must have an else block if defining values");
		return false;
	}
	return true;
}

/* What each region's scf.yield passes to the parent matches its results. */
static bool yields_match_results(IrContext *ctx, IrOp *op)
{
	for (unsigned r = 0; r < ir_op_nregions(op); r++) {
		IrOp *yield = yield_of(&ir_op_regions(op)[r]);
		if (yield && !check_edge(ctx, op, yield, "Operation scf.yield", "parent", 0, parent_inputs(op)))
			return false;
	}
	return true;
}

bool ir_verify_scf_if_regions(IrContext *ctx, IrOp *op)
{
	return yields_match_results(ctx, op);
}

/* ---- scf.execute_region ---- */

bool ir_verify_scf_execute_region(IrContext *ctx, IrOp *op)
{
	IrBlock *entry = ir_region_first(&ir_op_regions(op)[0]);
	if (!entry) {
		ir_emit_op_error(ctx, op, "region needs to have at least one block");
		return false;
	}
	if (entry->nargs) {
		ir_emit_op_error(ctx, op, "region cannot have any arguments");
		return false;
	}
	return true;
}

bool ir_verify_returns_to_parent(IrContext *ctx, IrOp *op)
{
	char from[160];
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b)) {
			IrOp *t = ir_block_last(b);
			if (!t || !ir_def(t) || !(ir_def(t)->traits & IR_TRAIT_TERMINATOR) || ir_op_nsuccs(t))
				continue;
			snprintf(from, sizeof from, "Operation %s", ir_op_name(t)->s);
			if (!check_edge(ctx, op, t, from, "parent", 0, parent_inputs(op)))
				return false;
		}
	return true;
}

/* ---- scf.parallel and scf.reduce ---- */

/* The value of an index or integer constant (arith.constant), if v is one. */
static bool constant_int(const IrValue *v, int64_t *out)
{
	if (!ir_value_def(v) || strcmp(ir_op_name(ir_value_def(v))->s, "arith.constant"))
		return false;
	IrAttr *a = ir_op_get_attr(ir_value_def(v), "value");
	if (!a || a->kind != IR_ATTR_INTEGER)
		return false;
	*out = (int64_t)a->words[0];
	return true;
}

bool ir_verify_scf_parallel(IrContext *ctx, IrOp *op)
{
	VsGroup steps = vs_group(op, 2), inits = vs_group(op, 3);
	if (!steps.n) {
		ir_emit_op_error(ctx, op, "needs at least one tuple element for lowerBound, upperBound and step");
		return false;
	}
	for (unsigned i = steps.start; i < steps.start + steps.n; i++) {
		int64_t step;
		if (constant_int(ir_op_operand(op, i), &step) && step <= 0) {
			ir_emit_op_error(ctx, op, "constant step operand must be positive");
			return false;
		}
	}
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	if (!body)
		return true;
	if (body->nargs != steps.n) {
		ir_emit_op_error(ctx, op, "expects the same number of induction variables: %u as bound and step values: %u",
		                 body->nargs, steps.n);
		return false;
	}
	for (unsigned i = 0; i < body->nargs; i++) {
		if (ir_value_type(ir_block_arg(body, i))->kind != IR_TYPE_INDEX) {
			ir_emit_op_error(ctx, op, "expects arguments for the induction variable to be of index type");
			return false;
		}
	}
	IrOp *reduce = ir_block_last(body);
	if (!reduce || strcmp(ir_op_name(reduce)->s, "scf.reduce")) {
		ir_emit_op_error(ctx, op, "expects body to terminate with 'scf.reduce'");
		if (reduce)
			ir_diag_op(ctx, IR_DIAG_NOTE, reduce, "terminator here");
		return false;
	}
	if (op->nresults != ir_op_nregions(reduce)) {
		ir_emit_op_error(ctx, op, "expects number of results: %u to be the same as number of reductions: %u",
		                 op->nresults, ir_op_nregions(reduce));
		return false;
	}
	if (op->nresults != inits.n) {
		ir_emit_op_error(ctx, op, "expects number of results: %u to be the same as number of initial values: %u",
		                 op->nresults, inits.n);
		return false;
	}
	for (unsigned i = 0; i < ir_op_nregions(reduce) && i < reduce->noperands; i++) {
		if (ir_value_type(&ir_op_results(op)[i]) != vs_operand_type(reduce, i)) {
			char a[100], b[100];
			snprintf(a, sizeof a, "expects type of %u-th reduction operand: ", i);
			snprintf(b, sizeof b, " to be the same as the %u-th result type: ", i);
			return vs_error_types(ctx, reduce, true, a, vs_operand_type(reduce, i), b, ir_value_type(&ir_op_results(op)[i]), "");
		}
	}
	return true;
}

bool ir_verify_scf_reduce_regions(IrContext *ctx, IrOp *op)
{
	if (ir_op_nregions(op) != op->noperands) {
		ir_emit_op_error(ctx, op, "expects number of reduction regions: %u to be the same as number of reduction "
		                 "operands: %u", ir_op_nregions(op), op->noperands);
		return false;
	}
	for (unsigned i = 0; i < ir_op_nregions(op); i++) {
		IrBlock *b = ir_region_first(&ir_op_regions(op)[i]);
		IrType *t = vs_operand_type(op, i);
		if (!b || !ir_block_first(b)) {
			ir_emit_op_error(ctx, op, "%u-th reduction has an empty body", i);
			return false;
		}
		bool args_ok = b->nargs == 2 && ir_value_type(ir_block_arg(b, 0)) == t && ir_value_type(ir_block_arg(b, 1)) == t;
		if (!args_ok) {
			char suffix[64];
			snprintf(suffix, sizeof suffix, " in the %u-th reduction region", i);
			return vs_error_type(ctx, op, true, "expected two block arguments with type ", t, suffix);
		}
		if (strcmp(ir_op_name(ir_block_last(b))->s, "scf.reduce.return")) {
			ir_emit_op_error(ctx, op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
			return false;
		}
	}
	return true;
}

bool ir_verify_scf_reduce_return(IrContext *ctx, IrOp *op)
{
	IrBlock *b = ir_op_block(op);
	IrType *want = b->nargs ? ir_value_type(ir_block_arg(b, 0)) : NULL;
	if (want && op->noperands == 1 && vs_operand_type(op, 0) != want)
		return vs_error_type(ctx, op, true, "must have type ", want, " (the type of the reduction inputs)");
	return true;
}

/* ---- scf.while ---- */

/* The region's single block ends with an op named `name`; else the error,
   with a note at the terminator there is. */
static IrOp *terminator_named(IrContext *ctx, IrOp *op, const IrRegion *r, const char *name, const char *msg)
{
	IrOp *last = ir_region_first(r) ? ir_block_last(ir_region_first(r)) : NULL;
	if (last && !strcmp(ir_op_name(last)->s, name))
		return last;
	ir_emit_op_error(ctx, op, "%s", msg);
	if (last)
		ir_diag_op(ctx, IR_DIAG_NOTE, last, "terminator here");
	return NULL;
}

bool ir_verify_scf_while(IrContext *ctx, IrOp *op)
{
	return terminator_named(ctx, op, &ir_op_regions(op)[0], "scf.condition",
	                        "expects the 'before' region to terminate with 'scf.condition'") &&
	       terminator_named(ctx, op, &ir_op_regions(op)[1], "scf.yield",
	                        "expects the 'after' region to terminate with 'scf.yield'");
}

/* The edges of the loop: into `before`, from its scf.condition to `after`
   and out, from `after`'s scf.yield back to `before`. */
bool ir_verify_scf_while_regions(IrContext *ctx, IrOp *op)
{
	IrOp *cond = ir_block_last(ir_region_first(&ir_op_regions(op)[0])), *yield = ir_block_last(ir_region_first(&ir_op_regions(op)[1]));
	Inputs before = block_inputs(&ir_op_regions(op)[0]);
	return check_edge(ctx, op, op, "parent", "Region #0", 0, before) &&
	       check_edge(ctx, op, cond, "Operation scf.condition", "parent", 1, parent_inputs(op)) &&
	       check_edge(ctx, op, cond, "Operation scf.condition", "Region #1", 1, block_inputs(&ir_op_regions(op)[1])) &&
	       check_edge(ctx, op, yield, "Operation scf.yield", "Region #0", 0, before);
}

/* ---- scf.index_switch ---- */

/* One region ends with an scf.yield of the op's result types. */
static bool switch_region_yields(IrContext *ctx, IrOp *op, const IrRegion *r, const char *name)
{
	IrOp *last = ir_region_first(r) ? ir_block_last(ir_region_first(r)) : NULL;
	if (!last)
		return true;
	if (strcmp(ir_op_name(last)->s, "scf.yield")) {
		ir_emit_op_error(ctx, op, "expected region to end with scf.yield, but got %s", ir_op_name(last)->s);
		return false;
	}
	if (last->noperands != op->nresults) {
		ir_emit_op_error(ctx, op, "expected each region to return %u values, but %s returns %u", op->nresults, name,
		                 last->noperands);
		ir_diag_op(ctx, IR_DIAG_NOTE, last, "see yield operation here");
		return false;
	}
	for (unsigned i = 0; i < op->nresults; i++) {
		if (vs_operand_type(last, i) != ir_value_type(&ir_op_results(op)[i])) {
			char prefix[80], note[120];
			snprintf(prefix, sizeof prefix, "expected result #%u of each region to be ", i);
			vs_error_type(ctx, op, true, prefix, ir_value_type(&ir_op_results(op)[i]), "");
			char *ts = vt_type_text(vs_operand_type(last, i));
			snprintf(note, sizeof note, "%s returns '%s' here", name, ts);
			free(ts);
			ir_diag_op(ctx, IR_DIAG_NOTE, last, "%s", note);
			return false;
		}
	}
	return true;
}

bool ir_verify_scf_index_switch(IrContext *ctx, IrOp *op)
{
	unsigned n;
	const int64_t *cases = vs_i64s(ir_op_get_attr(op, "cases"), &n);
	if (n != ir_op_nregions(op) - 1) {
		ir_emit_op_error(ctx, op, "has %u case regions but %u case values", ir_op_nregions(op) - 1, n);
		return false;
	}
	for (unsigned i = 0; i < n; i++) {
		for (unsigned j = 0; j < i; j++) {
			if (cases[j] == cases[i]) {
				ir_emit_op_error(ctx, op, "has duplicate case value: %lld", (long long)cases[i]);
				return false;
			}
		}
	}
	if (!switch_region_yields(ctx, op, &ir_op_regions(op)[0], "default region"))
		return false;
	for (unsigned i = 1; i < ir_op_nregions(op); i++) {
		char name[40];
		snprintf(name, sizeof name, "case region #%u", i - 1);
		if (!switch_region_yields(ctx, op, &ir_op_regions(op)[i], name))
			return false;
	}
	return true;
}

/* ---- scf.forall ---- */

/* gpu's device masking attributes (#gpu.mask<...>). */
static bool is_masking_attr(const IrAttr *a)
{
	return a->kind == IR_ATTR_DIALECT && a->dialect.ns->n == 3 && !memcmp(a->dialect.ns->s, "gpu", 3) &&
	       a->dialect.body->n > 5 && !memcmp(a->dialect.body->s, "mask<", 5);
}

static bool check_mapping(IrContext *ctx, IrOp *op, unsigned rank)
{
	IrAttr *mapping = ir_op_get_attr(op, "mapping");
	if (!mapping || mapping->kind != IR_ATTR_ARRAY || !mapping->array.n)
		return true;
	unsigned masks = 0;
	for (unsigned i = 0; i < mapping->array.n; i++)
		masks += is_masking_attr(mapping->array.elems[i]);
	if (masks > 1) {
		ir_emit_op_error(ctx, op, "\"mapping\" supports at most one device masking attribute");
		return false;
	}
	if (mapping->array.n - masks != rank) {
		ir_emit_op_error(ctx, op, "mapping attribute size must match op rank");
		return false;
	}
	return true;
}

/* MLIR's verifyListOfOperandsOrIntegers: a bound list of rank entries, an
   operand of group g for each dynamic one. */
static bool check_bound_list(IrContext *ctx, IrOp *op, const char *name, const char *attr, unsigned g, unsigned rank)
{
	unsigned n, dynamic = 0;
	const int64_t *vals = vs_i64s(ir_op_get_attr(op, attr), &n);
	if (n != rank) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "expected %u %s values, got %u", rank, name, n);
		return false;
	}
	for (unsigned i = 0; i < n; i++)
		dynamic += vals[i] == IR_DYNAMIC;
	if (vs_group(op, g).n != dynamic) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "expected %u dynamic %s values", dynamic, name);
		return false;
	}
	return true;
}

bool ir_verify_scf_forall(IrContext *ctx, IrOp *op)
{
	unsigned n;
	vs_i64s(ir_op_get_attr(op, "staticLowerBound"), &n);
	VsGroup outs = vs_group(op, 3);
	if (op->nresults != outs.n) {
		ir_emit_op_error(ctx, op, "produces %u results, but has only %u outputs", op->nresults, outs.n);
		return false;
	}
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	if (body->nargs != n + outs.n) {
		ir_emit_op_error(ctx, op, "region expects %u arguments", n);
		return false;
	}
	for (unsigned i = 0; i < n; i++) {
		if (ir_value_type(ir_block_arg(body, i))->kind != IR_TYPE_INDEX) {
			ir_emit_op_error(ctx, op, "expects %u-th block argument to be an index", i);
			return false;
		}
	}
	for (unsigned i = 0; i < outs.n; i++) {
		if (ir_value_type(ir_block_arg(body, n + i)) != vs_operand_type(op, outs.start + i)) {
			ir_emit_op_error(ctx, op, "type mismatch between %u-th output and corresponding block argument", i);
			return false;
		}
	}
	return check_mapping(ctx, op, n) && check_bound_list(ctx, op, "lower bound", "staticLowerBound", 0, n) &&
	       check_bound_list(ctx, op, "upper bound", "staticUpperBound", 1, n) &&
	       check_bound_list(ctx, op, "step", "staticStep", 2, n);
}

/* DestinationStyleOpInterface, verified with the regions: each result has
   its output's type. */
bool ir_verify_scf_forall_regions(IrContext *ctx, IrOp *op)
{
	VsGroup outs = vs_group(op, 3);
	for (unsigned i = 0; i < outs.n; i++) {
		IrType *out = vs_operand_type(op, outs.start + i);
		if (out->kind == IR_TYPE_TENSOR && out != ir_value_type(&ir_op_results(op)[i])) {
			char a[80];
			snprintf(a, sizeof a, "expected type of operand #%u (", outs.start + i);
			return vs_error_types(ctx, op, true, a, out, ") to match type of corresponding result (",
			                      ir_value_type(&ir_op_results(op)[i]), ")");
		}
	}
	return true;
}

bool ir_verify_scf_in_parallel(IrContext *ctx, IrOp *op)
{
	IrOp *forall = ir_op_parent(op); /* an scf.forall (IrOpDef.parents) */
	IrBlock *body = ir_region_first(&ir_op_regions(forall)[0]), *inner = ir_region_first(&ir_op_regions(op)[0]);
	unsigned first_out = body->nargs - forall->nresults;
	for (IrOp *o = inner ? ir_block_first(inner) : NULL; o; o = ir_op_next(o)) {
		if (strcmp(ir_op_name(o)->s, "tensor.parallel_insert_slice")) {
			ir_emit_op_error(ctx, op, "expected only ParallelCombiningOpInterface ops");
			return false;
		}
		IrValue *dest = o->noperands > 1 ? ir_op_operand(o, 1) : NULL;
		bool is_out = dest && dest->is_arg && ir_value_block(dest) == body && dest->index >= first_out;
		if (!is_out) {
			ir_emit_op_error(ctx, o, "may only insert into an output block argument");
			return false;
		}
	}
	return true;
}
