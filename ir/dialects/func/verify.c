/* verify.c: the verifiers of the func dialect's ops: func.func's structure
   and signature, func.return against its function, func.call and
   func.constant against the function they name, func.call_indirect
   against its callee's type. */
#include "func.h"

static IrType *function_type(const IrOp *func)
{
	IrAttr *t = ir_op_get_attr((IrOp *)func, "function_type");
	return t && t->kind == IR_ATTR_TYPE && t->tval->kind == IR_TYPE_FUNCTION ? t->tval : NULL;
}

static const char *symbol_name(const IrOp *func)
{
	IrAttr *name = ir_op_get_attr((IrOp *)func, "sym_name");
	return name && name->kind == IR_ATTR_STRING ? name->str->s : "";
}

static bool verify_return(IrContext *ctx, IrOp *op)
{
	IrOp *func = ir_op_parent(op); /* a func.func (IrOpDef.parents) */
	IrType *ft = function_type(func);
	if (!ft)
		return true; /* func.func's own verifier says so */
	unsigned nout = ft->func.nout;
	if (op->noperands != nout)
		return vt_op_error(ctx, op, "has %u operands, but enclosing function (@%s) returns %u", op->noperands,
		                   symbol_name(func), nout);
	for (unsigned i = 0; i < nout; i++) {
		IrType *got = ir_value_type(ir_op_operand(op, i)), *want = ft->func.types[ft->func.nin + i];
		if (got == want)
			continue;
		char *g = vt_type_text(got), *w = vt_type_text(want);
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "type of return operand %u ('%s') doesn't match "
		        "function result type ('%s') in function @%s", i, g, w, symbol_name(func));
		free(g);
		free(w);
		return false;
	}
	return true;
}

/* MLIR's lookupNearestSymbolFrom for a flat reference: the op named `name`
   in the nearest symbol table around op.  *known is false when an op on the
   way is one whose traits mica does not know (it may be a symbol table),
   and when the table's uses are not this verification's to check. */
static IrOp *nearest_symbol(IrContext *ctx, IrOp *op, IrIdent *name, bool *known)
{
	*known = true;
	for (IrOp *p = ir_op_parent(op); p; p = ir_op_parent(p)) {
		if (ir_def(p) && (ir_def(p)->traits & IR_TRAIT_SYMBOL_TABLE)) {
			if (!ir_symbol_uses_verified(p)) { /* checked when p is */
				*known = false;
				return NULL;
			}
			return ir_symbol_lookup(ctx, p, name);
		}
		if (vt_traits_unknown(ctx, p)) {
			*known = false;
			return NULL;
		}
	}
	return NULL;
}

/* The func.func that the flat symbol reference ref names, in *fn; NULL
   when mica cannot tell (see nearest_symbol).  When there is none, emits
   `missing` (a format taking the name) and returns false. */
static bool find_function(IrContext *ctx, IrOp *op, const IrAttr *ref, const char *missing, IrOp **fn)
{
	bool known;
	IrOp *f = nearest_symbol(ctx, op, ref->symref.names[0], &known);
	*fn = known ? f : NULL;
	if (known && !(f && !strcmp(ir_op_name(f)->s, "func.func")))
		return vt_op_error(ctx, op, missing, ref->symref.names[0]->s);
	return true;
}

/* "'f32', 'i32'", as MLIR prints a list of types in a diagnostic. */
static void type_list(StrBuf *b, IrType *const *types, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		char *t = vt_type_text(types[i]);
		sb_printf(b, "%s'%s'", i ? ", " : "", t);
		free(t);
	}
	sb_putc(b, '\0');
}

static bool result_mismatch(IrContext *ctx, IrOp *op, unsigned index, const IrType *ft)
{
	ir_emit_op_error(ctx, op, "result type mismatch at index %u", index);
	IrType **got = xmalloc((op->nresults + 1) * sizeof *got);
	for (unsigned i = 0; i < op->nresults; i++)
		got[i] = ir_value_type(&ir_op_results(op)[i]);
	StrBuf b = {0};
	type_list(&b, got, op->nresults);
	ir_diag_op(ctx, IR_DIAG_NOTE, op, "      op result types: %s", b.s);
	b.len = 0;
	type_list(&b, ft->func.types + ft->func.nin, ft->func.nout);
	ir_diag_op(ctx, IR_DIAG_NOTE, op, "function result types: %s", b.s);
	sb_free(&b);
	free(got);
	return false;
}

static bool verify_call(IrContext *ctx, IrOp *op)
{
	IrAttr *callee = ir_op_get_attr(op, "callee");
	if (!callee)
		return true; /* verify_def.c requires it, a flat symbol reference */
	IrOp *fn;
	if (!find_function(ctx, op, callee, "'%s' does not reference a valid function", &fn))
		return false;
	IrType *ft = fn ? function_type(fn) : NULL;
	if (!ft)
		return true;
	if (ft->func.nin != op->noperands)
		return vt_op_error(ctx, op, "incorrect number of operands for callee");
	for (unsigned i = 0; i < ft->func.nin; i++)
		if (ir_value_type(ir_op_operand(op, i)) != ft->func.types[i])
			return vt_op_error(ctx, op, "operand type mismatch: expected operand type %T, but provided %T for "
			                   "operand number %u", ft->func.types[i], ir_value_type(ir_op_operand(op, i)), i);
	if (ft->func.nout != op->nresults)
		return vt_op_error(ctx, op, "incorrect number of results for callee");
	for (unsigned i = 0; i < ft->func.nout; i++)
		if (ir_value_type(&ir_op_results(op)[i]) != ft->func.types[ft->func.nin + i])
			return result_mismatch(ctx, op, i, ft);
	return true;
}

static bool verify_constant(IrContext *ctx, IrOp *op)
{
	IrAttr *value = ir_op_get_attr(op, "value");
	if (!value || value->kind != IR_ATTR_SYMBOL_REF || value->symref.n != 1 || op->nresults != 1)
		return true;
	IrOp *fn;
	if (!find_function(ctx, op, value, "reference to undefined function '%s'", &fn))
		return false;
	if (fn && function_type(fn) != ir_value_type(&ir_op_results(op)[0]))
		return vt_op_error(ctx, op, "reference to function with mismatched type");
	return true;
}

/* func.call_indirect's TypesMatchWith predicates: the callee's inputs are
   the argument types and its results the result types. */
static bool verify_call_indirect(IrContext *ctx, IrOp *op)
{
	IrType *ft = ir_value_type(ir_op_operand(op, 0));
	bool same = ft->func.nin == op->noperands - 1;
	for (unsigned i = 0; same && i < ft->func.nin; i++)
		same = ft->func.types[i] == ir_value_type(ir_op_operand(op, 1 + i));
	if (!same)
		return vt_op_error(ctx, op, "failed to verify that callee input types match argument types");
	same = ft->func.nout == op->nresults;
	for (unsigned i = 0; same && i < ft->func.nout; i++)
		same = ft->func.types[ft->func.nin + i] == ir_value_type(&ir_op_results(op)[i]);
	return same || vt_op_error(ctx, op, "failed to verify that callee result types match result types");
}

bool ir_verify_func(IrContext *ctx, IrOp *op)
{
	const char *name = ir_op_name(op)->s;
	if (!strcmp(name, "func.return"))
		return verify_return(ctx, op);
	if (!strcmp(name, "func.call"))
		return verify_call(ctx, op);
	if (!strcmp(name, "func.call_indirect"))
		return verify_call_indirect(ctx, op);
	if (!strcmp(name, "func.constant"))
		return verify_constant(ctx, op);
	return true;
}

static bool dict_entries_prefixed(const IrAttr *arr)
{
	for (unsigned i = 0; arr && arr->kind == IR_ATTR_ARRAY && i < arr->array.n; i++) {
		const IrAttr *d = arr->array.elems[i];
		for (unsigned k = 0; d->kind == IR_ATTR_DICT && k < d->dict.n; k++)
			if (!ir_ident_has_dialect_prefix(ir_dict_name(d, k)))
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

/* reliability: the ODS checks of func.func that the printer relies on
   (found by the roundtrip fuzz target: a func.func without its function
   type crashed it), and the entry block against the signature. */
bool func_check_func(IrContext *ctx, const IrOp *op, char *msg, size_t size)
{
	(void)ctx;
	const char *bad = NULL;
	IrAttr *fty = ir_op_get_attr(op, "function_type");
	if (ir_op_nregions(op) != 1)
		bad = "requires one region";
	else if (!fty)
		bad = "requires attribute 'function_type'";
	else if (!ir_op_get_attr(op, "sym_name"))
		bad = "requires attribute 'sym_name'";
	else if (fty->kind != IR_ATTR_TYPE || fty->tval->kind != IR_TYPE_FUNCTION)
		bad = "attribute 'function_type' failed to satisfy constraint: type attribute of function type";
	if (bad) {
		snprintf(msg, size, "%s", bad);
		return false;
	}
	if (!ir_symbol_check(op, true, msg, size))
		return false;
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
	IrBlock *entry = ir_region_first(&ir_op_regions(op)[0]);
	if (entry && entry->nargs != ft->func.nin) {
		snprintf(msg, size, "entry block must have %u arguments to match function signature",
		         ft->func.nin);
		return false;
	}
	for (unsigned i = 0; entry && i < entry->nargs; i++) {
		if (ir_value_type(ir_block_arg(entry, i)) != ft->func.types[i]) {
			char *got = vt_type_text(ir_value_type(ir_block_arg(entry, i))), *want_t = vt_type_text(ft->func.types[i]);
			snprintf(msg, size, "type of entry block argument #%u('%s') must match the type of the "
			         "corresponding argument in function signature('%s')", i, got, want_t);
			free(got);
			free(want_t);
			return false;
		}
	}
	return true;
}

bool ir_verify_func_func(IrContext *ctx, IrOp *op)
{
	IrAttr *vis = ir_op_get_attr(op, "sym_visibility");
	bool is_public = !vis || (vis->kind == IR_ATTR_STRING && !strcmp(vis->str->s, "public"));
	const char *bad = NULL;
	if (ir_op_nregions(op) == 1 && !ir_region_first(&ir_op_regions(op)[0]) && is_public)
		bad = "symbol declaration cannot have public visibility";
	else if (!dict_entries_prefixed(ir_op_get_attr(op, "arg_attrs")))
		bad = "arguments may only have dialect attributes";
	else if (!dict_entries_prefixed(ir_op_get_attr(op, "res_attrs")))
		bad = "results may only have dialect attributes";
	if (bad)
		ir_emit_op_error(ctx, op, "%s", bad);
	return !bad;
}
