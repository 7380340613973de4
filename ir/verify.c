/* verify.c: structural verification: operands defined, successors in the same
   region, and dominance of every use in SSA-CFG regions. */
#include <stdlib.h>

#include "internal.h"
#include "../printers/printers.h"

typedef struct {
	IrContext *ctx;
	bool ok;
	/* MLIR verifies each op isolated from above on its own and stops at the
	   first error inside it: the error count when the innermost such scope
	   began, less the errors of the scopes nested in it */
	unsigned scope_errors;
	IrDominance *dom;
} Verifier;

/* Has the innermost isolated scope reported an error? */
static bool scope_failed(const Verifier *vf)
{
	return vf->ctx->nerrors != vf->scope_errors;
}

static bool is_form(const IrOp *op, IrOpForm form)
{
	return op->def && op->def->form == form;
}

/* Ops whose regions may not use values defined outside them. */
static bool is_isolated(const IrOp *op)
{
	return op->def && (op->def->traits & IR_TRAIT_ISOLATED);
}

/* Regions of builtin.module and of unregistered ops may be graph regions,
   where uses need not be dominated (MLIR's mayBeGraphRegion). */
static bool is_graph_region(const IrOp *parent)
{
	static const char *const ssa_dialects[] = {"func.", "arith.", "cf.", "scf.", "affine.",
	                                           "memref.", "tensor.", "tosa.", NULL};
	const char *n = parent->name->s;
	if (!strcmp(n, "builtin.module"))
		return true;
	for (int i = 0; ssa_dialects[i]; i++) /* asked for every use: first letters first */
		if (n[0] == ssa_dialects[i][0] && !strncmp(n, ssa_dialects[i], strlen(ssa_dialects[i])))
			return false;
	return true;
}

/* Is the definition of v visible at user (dominance where required)? */
static bool value_dominates(Verifier *vf, IrValue *v, IrOp *user)
{
	IrBlock *def_block = ir_value_block(v);
	if (!def_block)
		return false;
	IrRegion *def_region = def_block->parent;
	/* find the ancestor of user that lives in def_region */
	IrOp *anc = user;
	while (anc->block && anc->block->parent != def_region) {
		anc = ir_op_parent(anc);
		if (!anc)
			return false;
	}
	if (!anc->block)
		return false;
	if (!def_region->parent || is_graph_region(def_region->parent))
		return true;
	if (anc->block == def_block) {
		if (!ir_value_def(v))
			return true;
		/* a use inside the defining op's own regions does not count */
		return ir_value_def(v)->walked;
	}
	return ir_dominance_block_dominates(vf->dom, def_block, anc->block);
}

static void verify_op(Verifier *vf, IrOp *op, bool reachable);

/* Checks of the core ops whose syntax mica reads itself (builtin.module,
   func.func), in MLIR's words. */
static bool has_dialect_prefix(const IrIdent *name)
{
	return memchr(name->s, '.', name->n) != NULL;
}

static bool dict_entries_prefixed(const IrAttr *arr)
{
	for (unsigned i = 0; arr && arr->kind == IR_ATTR_ARRAY && i < arr->array.n; i++) {
		const IrAttr *d = arr->array.elems[i];
		for (unsigned k = 0; d->kind == IR_ATTR_DICT && k < d->dict.n; k++)
			if (!has_dialect_prefix(d->dict.entries[k].name))
				return false;
	}
	return true;
}

/* reliability: arg_attrs/res_attrs: absent, or an array of dictionaries
   (kind 1 if not) with n elements (kind 2 if not, *got set). */
static int dict_array_problem(const IrAttr *a, unsigned n, unsigned *got)
{
	if (!a)
		return 0;
	if (a->kind != IR_ATTR_ARRAY)
		return 1;
	for (unsigned i = 0; i < a->array.n; i++)
		if (a->array.elems[i]->kind != IR_ATTR_DICT)
			return 1;
	*got = a->array.n;
	return a->array.n != n ? 2 : 0;
}

/* A symbol lives in a symbol table, unless its parent is unregistered (the
   check of MLIR's SymbolOpInterface). */
static bool symbol_parent_is_table(const IrOp *op)
{
	const IrOp *parent = ir_op_parent(op);
	return !parent || !parent->def || (parent->def->traits & IR_TRAIT_SYMBOL_TABLE);
}

/* reliability: the ODS checks of builtin.module and func.func that the
   printers rely on; without them a module without a region, or a func.func
   without its function type, crashed the custom printer (found by the
   roundtrip fuzz target).  Messages as mlir-opt's where it has them. */
static bool core_structure(IrOp *op, char *msg, size_t size)
{
	bool module = is_form(op, IR_FORM_MODULE);
	if (!module && !is_form(op, IR_FORM_FUNC))
		return true;
	const char *bad = NULL;
	IrAttr *name = ir_op_get_attr(op, "sym_name"), *vis = ir_op_get_attr(op, "sym_visibility");
	IrAttr *fty = module ? NULL : ir_op_get_attr(op, "function_type");
	if (op->nregions != 1)
		bad = "requires one region";
	else if (!module && !fty)
		bad = "requires attribute 'function_type'";
	else if (!module && !name)
		bad = "requires attribute 'sym_name'";
	else if (fty && (fty->kind != IR_ATTR_TYPE || fty->tval->kind != IR_TYPE_FUNCTION))
		bad = "attribute 'function_type' failed to satisfy constraint: type attribute of function type";
	else if (name && name->kind != IR_ATTR_STRING)
		bad = "attribute 'sym_name' failed to satisfy constraint: string attribute";
	else if (vis && vis->kind != IR_ATTR_STRING)
		bad = "attribute 'sym_visibility' failed to satisfy constraint: string attribute";
	else if (vis && !ir_word_in_list("public private nested", vis->str->s, vis->str->n)) {
		/* found by the roundtrip fuzz target: the custom form prints the
		   visibility as a keyword, which must be one of these */
		StrBuf b = {0};
		print_attr_str(&b, vis);
		snprintf(msg, size, "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got %s",
		         b.s);
		sb_free(&b);
		return false;
	} else if (module && ir_op_regions(op)[0].first && ir_op_regions(op)[0].first->nargs)
		bad = "region should have no arguments"; /* NoRegionArguments */
	else if (module && ir_op_regions(op)[0].first != ir_op_regions(op)[0].last)
		bad = "expects region #0 to have 0 or 1 blocks"; /* SingleBlock */
	else if ((!module || name) && !symbol_parent_is_table(op))
		bad = "symbol's parent must have the SymbolTable trait";
	if (bad || module) {
		snprintf(msg, size, "%s", bad ? bad : "");
		return !bad;
	}
	IrType *ft = fty->tval;
	static const char *const which[2] = {"arg_attrs", "res_attrs"};
	static const char *const what[2] = {"argument", "result"};
	unsigned want[2] = {ft->func.nin, ft->func.nout};
	for (int k = 0; k < 2; k++) {
		unsigned got = 0;
		int problem = dict_array_problem(ir_op_get_attr(op, which[k]), want[k], &got);
		if (problem == 1) {
			snprintf(msg, size, "attribute '%s' failed to satisfy constraint: Array of dictionary attributes",
			         which[k]);
			return false;
		}
		if (problem == 2) {
			snprintf(msg, size, "expects %s attribute array to have the same number of elements as "
			         "the number of function %ss, got %u, but expected %u", what[k], what[k], got, want[k]);
			return false;
		}
	}
	IrBlock *entry = ir_op_regions(op)[0].first;
	if (entry && entry->nargs != ft->func.nin) {
		snprintf(msg, size, "entry block must have %u arguments to match function signature",
		         ft->func.nin);
		return false;
	}
	for (unsigned i = 0; entry && i < entry->nargs; i++) {
		if (entry->args[i]->type != ft->func.types[i]) {
			StrBuf got = {0}, want = {0};
			print_type_str(&got, entry->args[i]->type);
			print_type_str(&want, ft->func.types[i]);
			snprintf(msg, size, "type of entry block argument #%u('%s') must match the type of the "
			         "corresponding argument in function signature('%s')", i, got.s, want.s);
			sb_free(&got);
			sb_free(&want);
			return false;
		}
	}
	return true;
}

/* An unregistered op of a dialect MLIR registers does not exist. Only
   dialects whose every op mica registers can tell. */
static bool unknown_op_of_known_dialect(Verifier *vf, IrOp *op)
{
	static const char *const fully_registered[] = {"func", NULL};
	const char *dot = strchr(op->name->s, '.');
	for (int i = 0; !op->def && dot && fully_registered[i]; i++) {
		size_t n = strlen(fully_registered[i]);
		if ((size_t)(dot - op->name->s) == n && !strncmp(op->name->s, fully_registered[i], n)) {
			ir_diag_op(vf->ctx, IR_DIAG_ERROR, op,
			        "unregistered operation '%s' found in dialect ('%s') that does not allow unknown "
			        "operations", op->name->s, fully_registered[i]);
			vf->ok = false;
			return true;
		}
	}
	return false;
}

static void verify_core_op(Verifier *vf, IrOp *op)
{
	char msg[200];
	if (unknown_op_of_known_dialect(vf, op))
		return;
	if (!core_structure(op, msg, sizeof msg) || !ir_op_def_check(vf->ctx, op, msg, sizeof msg)) {
		ir_emit_op_error(vf->ctx, op, "%s", msg);
		vf->ok = false;
		return;
	}
	if (is_form(op, IR_FORM_MODULE)) {
		for (unsigned i = 0; i < op->attrs->dict.n; i++) {
			IrIdent *name = op->attrs->dict.entries[i].name;
			if (!has_dialect_prefix(name)) {
				ir_emit_op_error(vf->ctx, op, "can only contain attributes with dialect-prefixed names, found: '%s'",
				                 name->s);
				vf->ok = false;
				return;
			}
		}
	} else if (is_form(op, IR_FORM_FUNC)) {
		IrAttr *vis = ir_op_get_attr(op, "sym_visibility");
		bool is_public = !vis || (vis->kind == IR_ATTR_STRING && !strcmp(vis->str->s, "public"));
		if (op->nregions == 1 && !ir_op_regions(op)[0].first && is_public) {
			ir_emit_op_error(vf->ctx, op, "symbol declaration cannot have public visibility");
			vf->ok = false;
		} else if (!dict_entries_prefixed(ir_op_get_attr(op, "arg_attrs"))) {
			ir_emit_op_error(vf->ctx, op, "arguments may only have dialect attributes");
			vf->ok = false;
		} else if (!dict_entries_prefixed(ir_op_get_attr(op, "res_attrs"))) {
			ir_emit_op_error(vf->ctx, op, "results may only have dialect attributes");
			vf->ok = false;
		}
	}
	if (op->def && !ir_op_def_check_types(vf->ctx, op)) {
		vf->ok = false;
		return;
	}
	if (op->def && op->def->verify && !op->def->verify(vf->ctx, op))
		vf->ok = false;
}

/* SymbolTable: the symbols directly inside op have distinct names. */
static void verify_symbol_table(Verifier *vf, IrOp *op)
{
	PtrMap first_def = {0}; /* IrIdent* name -> the op that defined it first */
	for (IrBlock *b = op->nregions ? ir_op_regions(op)[0].first : NULL; b; b = b->next) {
		for (IrOp *o = b->first; o; o = o->next) {
			IrIdent *name = ir_op_symbol_name(vf->ctx, o);
			if (!name)
				continue;
			IrOp *earlier = pm_get(&first_def, name);
			if (earlier) {
				ir_diag_op(vf->ctx, IR_DIAG_ERROR, o,
				        "redefinition of symbol named '%s'", name->s);
				ir_diag_op(vf->ctx, IR_DIAG_NOTE, earlier,
				        "see existing symbol definition here");
				vf->ok = false;
				pm_free(&first_def);
				return;
			}
			pm_put(&first_def, name, o);
		}
	}
	pm_free(&first_def);
}

/* Every block ends in an op that may be a terminator: a registered op
   without the trait cannot (MLIR's mightHaveTrait). MLIR appends the op
   in its generic form; mica names it. */
static void verify_region(Verifier *vf, IrRegion *r)
{
	if (!r->first)
		return;
	if (r->first->preds) {
		ir_diag_op(vf->ctx, IR_DIAG_ERROR, r->parent,
		        "entry block of region may not have predecessors");
		vf->ok = false;
		return;
	}
	/* reliability: MLIR's check, found missing by the roundtrip fuzz target
	   (an empty entry block of func.func printed in the custom form did not
	   read back): a block may be empty only as the single block of an op
	   that may have no terminator (NoTerminator, or unregistered) */
	const IrOpDef *def = r->parent ? r->parent->def : NULL;
	bool may_be_empty = r->first == r->last && (!def || (def->traits & IR_TRAIT_NO_TERMINATOR));
	for (IrBlock *b = r->first; b && !may_be_empty; b = b->next) {
		if (!b->first) {
			ir_diag_op(vf->ctx, IR_DIAG_ERROR, r->parent,
			        "empty block: expect at least a terminator");
			vf->ok = false;
			return;
		}
	}
	for (IrBlock *b = r->first; b; b = b->next)
		for (IrOp *o = b->first; o; o = o->next)
			o->walked = 0;
	bool needs_terminator = def && !(def->traits & IR_TRAIT_NO_TERMINATOR);
	for (IrBlock *b = r->first; b; b = b->next) {
		bool reachable = ir_dominance_reachable(vf->dom, b);
		for (IrOp *o = b->first; o; o = o->next) {
			if (scope_failed(vf))
				return;
			verify_op(vf, o, reachable);
			o->walked = 1;
		}
		if (scope_failed(vf))
			return;
		/* MLIR's check once a block's ops verify: a block of a registered
		   op that needs terminators ends with an op that may be one
		   (registered as one, or unregistered). MLIR goes on to print the
		   op; mica names it. */
		IrOp *last = b->last;
		if (needs_terminator && last && last->def && !(last->def->traits & IR_TRAIT_TERMINATOR)) {
			ir_diag_op(vf->ctx, IR_DIAG_ERROR, last,
			        "block with no terminator, has '%s' op", last->name->s);
			vf->ok = false;
			return;
		}
	}
	ir_dominance_invalidate(vf->dom, r); /* no use asks about r any more: free its tree */
}

static bool is_ancestor_region(const IrRegion *anc, const IrRegion *r)
{
	while (r) {
		if (r == anc)
			return true;
		IrOp *parent = r->parent;
		r = parent && parent->block ? parent->block->parent : NULL;
	}
	return false;
}

/* MLIR's note on a dominance error: where the operand comes from. */
static void dominance_note(Verifier *vf, IrOp *user, IrValue *v)
{
	IrBlock *ub = user->block, *db = ir_value_block(v);
	IrRegion *ur = ub ? ub->parent : NULL, *dr = db ? db->parent : NULL;
	const char *rel = ub == db ? "in the same block"
	                  : ur == dr ? "in the same region"
	                  : is_ancestor_region(dr, ur) ? "in a parent region"
	                  : is_ancestor_region(ur, dr) ? "in a child region"
	                  : "neither in a parent nor in a child region";
	if (ir_value_def(v)) {
		ir_diag_op(vf->ctx, IR_DIAG_NOTE, ir_value_def(v),
		        "operand defined here (op %s%s)", rel[0] == 'n' ? "is " : "", rel);
		return;
	}
	IrOp *owner = dr ? dr->parent : NULL;
	ir_diag(vf->ctx, IR_DIAG_NOTE, owner ? ir_op_source(vf->ctx, owner) : NULL,
	        owner ? owner->src_offset : 0, "operand defined as a block argument (block #%u %s)",
	        ir_block_index(db), rel);
}

/* Does op use a value defined outside region? */
static bool uses_outside(Verifier *vf, IrOp *iso, const IrRegion *region, IrOp *op)
{
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = ir_op_operands(op)[i].value;
		IrBlock *db = v ? ir_value_block(v) : NULL;
		if (db && !is_ancestor_region(region, db->parent)) {
			ir_emit_op_error(vf->ctx, op, "using value defined outside the region");
			ir_diag_op(vf->ctx, IR_DIAG_NOTE, iso, "required by region isolation constraints");
			return true;
		}
	}
	return false;
}

/* IsolatedFromAbove, as MLIR checks it: every operand inside a region of
   iso is defined inside that region.  The ops of a region come first, then
   the regions they hold, the latest first; ops isolated themselves are
   left to their own check. */
static bool check_isolation(Verifier *vf, IrOp *iso)
{
	PtrVec pending = {0};
	bool ok = true;
	for (unsigned r = 0; ok && r < iso->nregions; r++) {
		const IrRegion *region = &ir_op_regions(iso)[r];
		pending.n = 0;
		pv_push(&pending, (void *)region);
		while (ok && pending.n) {
			const IrRegion *cur = pending.v[--pending.n];
			for (IrBlock *b = cur->first; ok && b; b = b->next)
				for (IrOp *o = b->first; ok && o; o = o->next) {
					ok = !uses_outside(vf, iso, region, o);
					for (unsigned k = 0; ok && !is_isolated(o) && k < o->nregions; k++)
						pv_push(&pending, &ir_op_regions(o)[k]);
				}
		}
	}
	pv_free(&pending);
	return ok;
}

/* Dominance means nothing in unreachable blocks; their uses are not checked. */
static void verify_op(Verifier *vf, IrOp *op, bool reachable)
{
	unsigned errors_before = vf->ctx->nerrors;
	for (unsigned i = 0; reachable && i < op->noperands; i++) {
		IrValue *v = ir_op_operands(op)[i].value;
		if (!v) {
			ir_emit_op_error(vf->ctx, op, "null operand found");
			vf->ok = false;
		} else if (!ir_value_block(v) && v->is_arg) {
			ir_emit_op_error(vf->ctx, op, "operand #%u uses a value that is not defined", i);
			vf->ok = false;
		} else if (!value_dominates(vf, v, op)) {
			/* MLIR: emitError, not emitOpError, and only the first operand */
			ir_diag_op(vf->ctx, IR_DIAG_ERROR, op, "operand #%u does not dominate this use", i);
			dominance_note(vf, op, v);
			vf->ok = false;
			break;
		}
	}
	bool bad_successor = false;
	for (unsigned i = 0; i < op->nsuccs; i++) {
		IrBlock *s = ir_op_succs(op)[i].block;
		if (!s || !op->block || s->parent != op->block->parent) {
			ir_emit_op_error(vf->ctx, op,
			                 "branching to block of a different region");
			bad_successor = true;
		} else if (op != op->block->last) {
			ir_diag_op(vf->ctx, IR_DIAG_ERROR, op,
			        "operation with block successors must terminate its parent block");
			bad_successor = true;
		}
	}
	if (bad_successor) { /* MLIR's verifyOnEntrance stops here, before the op's own checks */
		vf->ok = false;
		return;
	}
	verify_core_op(vf, op);
	bool isolated = is_isolated(op);
	if (isolated && !check_isolation(vf, op)) {
		vf->ok = false;
		return;
	}
	if (vf->ctx->nerrors != errors_before) /* MLIR looks no further into a failed op */
		return;
	unsigned outer_scope = vf->scope_errors;
	if (isolated)
		vf->scope_errors = errors_before;
	for (unsigned r = 0; r < op->nregions && !scope_failed(vf); r++)
		verify_region(vf, &ir_op_regions(op)[r]);
	/* MLIR's verifyRegions runs once the op and all it holds verified */
	if (vf->ctx->nerrors == errors_before && op->def && op->def->verify_regions &&
	    !op->def->verify_regions(vf->ctx, op))
		vf->ok = false;
	if (vf->ctx->nerrors == errors_before && op->def && (op->def->traits & IR_TRAIT_SYMBOL_TABLE))
		verify_symbol_table(vf, op);
	if (isolated) /* its errors do not stop the scope around it */
		vf->scope_errors = outer_scope + (vf->ctx->nerrors - errors_before);
}

/* Prepares the regions around op, which the walk below op does not enter,
   as verify_region would have prepared them by the time it reached op:
   the ops before each enclosing op walked. */
static void prepare_enclosing(IrOp *op)
{
	for (IrOp *a = op; a && a->block && a->block->parent; a = ir_op_parent(a)) {
		for (IrOp *o = a->block->first; o != a; o = o->next)
			o->walked = 1;
		for (IrOp *o = a; o; o = o->next)
			o->walked = 0;
	}
}

bool ir_verify(IrContext *ctx, IrOp *op)
{
	Verifier vf = {ctx, true, ctx->nerrors, ir_dominance_create()};
	prepare_enclosing(op);
	ir_symbol_index_begin(ctx);
	verify_op(&vf, op, true);
	ir_symbol_index_end(ctx);
	ir_dominance_destroy(vf.dom);
	return vf.ok;
}
