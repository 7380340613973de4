/* sccp.c: sccp, MLIR's SCCP (sparse conditional constant propagation):
   the analysis of sccp_solver.c finds which blocks run and which values
   are constants, then every value known constant is replaced by a
   constant. */
#include "internal.h"
#include "sccp_solver.h"
#include "../ir/pattern.h"

/* ---- the rewrite ---- */

/* Constants made, one per (region, dialect, value, type), each at the
   start of its region's entry block as MLIR's OperationFolder puts them.
   They are kept per region first, then by value, so that a value common
   to many functions makes no long chain to walk. */
typedef struct Made {
	const IrDialect *dialect;
	IrType *type;
	IrValue *value;
	struct Made *next; /* of the same region and value */
} Made;

typedef struct {
	Solver *solver;
	PtrMap by_region; /* IrRegion * -> PtrMap *: IrAttr * -> Made * chain */
	PtrVec maps;      /* the per-region maps, to free */
	PtrVec all;       /* the Mades, to free */
} Rewrite;

/* The region a constant for a value of block b goes into: the nearest
   one whose op is isolated from above (or unregistered, or at the top). */
static IrRegion *insertion_region(IrBlock *b)
{
	for (;;) {
		IrRegion *r = ir_block_parent(b);
		IrOp *op = ir_region_parent(r);
		if (!ir_def(op) || (ir_def(op)->traits & IR_TRAIT_ISOLATED) || !op->block)
			return r;
		b = ir_op_block(op);
	}
}

static IrValue *made(Rewrite *rw, IrRegion *r, const IrDialect *dialect, IrAttr *attr, IrType *type)
{
	PtrMap *by_value = pm_get(&rw->by_region, r);
	for (Made *m = by_value ? pm_get(by_value, attr) : NULL; m; m = m->next)
		if (m->dialect == dialect && m->type == type)
			return m->value;
	return NULL;
}

static void remember(Rewrite *rw, IrRegion *r, const IrDialect *dialect, IrAttr *attr, IrType *type, IrValue *v)
{
	PtrMap *by_value = pm_get(&rw->by_region, r);
	if (!by_value) {
		by_value = xcalloc(1, sizeof *by_value);
		pm_put(&rw->by_region, r, by_value);
		pv_push(&rw->maps, by_value);
	}
	Made *m = xmalloc(sizeof *m);
	*m = (Made){dialect, type, v, pm_get(by_value, attr)};
	pm_put(by_value, attr, m);
	pv_push(&rw->all, m);
}

/* A constant made by another dialect than the value's (affine's folds
   make arith.constant) is also one of its own dialect's: one made before
   for that dialect serves instead, as MLIR's OperationFolder does. */
static IrValue *constant_for(Rewrite *rw, IrBlock *b, const Lattice *l, IrType *type, IrAttr *loc)
{
	IrRegion *r = insertion_region(b);
	IrValue *v = made(rw, r, l->dialect, l->attr, type);
	if (v)
		return v;
	IrOp *c = l->dialect && l->dialect->materialize_constant
	                  ? l->dialect->materialize_constant(rw->solver->ctx, l->attr, type, loc)
	                  : NULL;
	if (!c)
		return NULL;
	const IrDialect *own = ir_op_name(c)->dialect;
	v = own != l->dialect ? made(rw, r, own, l->attr, type) : NULL;
	if (v) {
		ir_op_destroy(rw->solver->ctx, c);
	} else {
		if (ir_block_first(ir_region_first(r)))
			ir_block_insert_before(ir_block_first(ir_region_first(r)), c);
		else
			ir_block_append(ir_region_first(r), c);
		v = &ir_op_results(c)[0];
		if (own != l->dialect)
			remember(rw, r, own, l->attr, type, v);
	}
	remember(rw, r, l->dialect, l->attr, type, v);
	return v;
}

static bool replace_with_constant(Rewrite *rw, IrBlock *b, IrValue *v, IrAttr *loc)
{
	const Lattice *l = pm_get(&rw->solver->state, v);
	if (!l || !l->attr)
		return false;
	IrValue *c = constant_for(rw, b, l, ir_value_type(v), loc);
	if (!c)
		return false;
	ir_value_replace_all_uses(v, c);
	return true;
}

static void push_regions(PtrVec *blocks, IrOp *op)
{
	for (unsigned i = 0; i < ir_op_nregions(op); i++)
		for (IrBlock *b = ir_region_last(&ir_op_regions(op)[i]); b; b = ir_block_prev(b))
			pv_push(blocks, b);
}

/* MLIR's order: a block's ops, then its arguments, then the blocks of
   the regions met, the last met first. */
static void rewrite(Rewrite *rw, IrOp *root)
{
	PtrVec blocks = {0};
	push_regions(&blocks, root);
	while (blocks.n) {
		IrBlock *b = blocks.v[--blocks.n];
		for (IrOp *op = ir_block_first(b), *next; op; op = next) {
			next = ir_op_next(op);
			bool all = op->nresults != 0;
			for (unsigned i = 0; i < op->nresults; i++)
				all &= replace_with_constant(rw, b, &ir_op_results(op)[i], ir_op_loc(rw->solver->ctx, op));
			if (all && ir_op_would_be_trivially_dead(op)) {
				ir_op_erase(rw->solver->ctx, op);
				continue;
			}
			push_regions(&blocks, op);
		}
		for (unsigned a = 0; a < b->nargs; a++)
			replace_with_constant(rw, b, ir_block_arg(b, a), ir_arg_loc(rw->solver->ctx, ir_block_arg(b, a)));
	}
	pv_free(&blocks);
}

static bool run(PassRun *r, IrOp *op)
{
	Solver s = {.ctx = r->ctx};
	sccp_solve(&s, op);
	Rewrite rw = {.solver = &s};
	rewrite(&rw, op);
	for (size_t i = 0; i < rw.all.n; i++)
		free(rw.all.v[i]);
	for (size_t i = 0; i < rw.maps.n; i++) {
		pm_free(rw.maps.v[i]);
		free(rw.maps.v[i]);
	}
	pv_free(&rw.all);
	pv_free(&rw.maps);
	pm_free(&rw.by_region);
	sccp_free(&s);
	return true;
}

const PassDef pass_sccp = {
	.arg = "sccp",
	.name = "SCCP",
	.summary = "Sparse Conditional Constant Propagation",
	.run = run,
	.op_local = true,
};
