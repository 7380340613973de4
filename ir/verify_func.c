/* verify_func.c: the verifiers of the ops of dialect_builtin.c's func and
   builtin dialects: func.return against its function, func.call and
   func.constant against the function they name, func.call_indirect
   against its callee's type, and the cast of
   builtin.unrealized_conversion_cast. */
#include "internal.h"
#include "verify_ops.h"
#include "verify_types.h"

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
		IrType *got = ir_op_operands(op)[i].value->type, *want = ft->func.types[ft->func.nin + i];
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
   way is one whose traits mica does not know (it may be a symbol table). */
static IrOp *nearest_symbol(IrContext *ctx, IrOp *op, IrIdent *name, bool *known)
{
	*known = true;
	for (IrOp *p = ir_op_parent(op); p; p = ir_op_parent(p)) {
		if (p->def && (p->def->traits & IR_TRAIT_SYMBOL_TABLE))
			return ir_symbol_lookup(ctx, p, name);
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
	if (known && !(f && !strcmp(f->name->s, "func.func")))
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
		got[i] = ir_op_results(op)[i].type;
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
		if (ir_op_operands(op)[i].value->type != ft->func.types[i])
			return vt_op_error(ctx, op, "operand type mismatch: expected operand type %T, but provided %T for "
			                   "operand number %u", ft->func.types[i], ir_op_operands(op)[i].value->type, i);
	if (ft->func.nout != op->nresults)
		return vt_op_error(ctx, op, "incorrect number of results for callee");
	for (unsigned i = 0; i < ft->func.nout; i++)
		if (ir_op_results(op)[i].type != ft->func.types[ft->func.nin + i])
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
	if (fn && function_type(fn) != ir_op_results(op)[0].type)
		return vt_op_error(ctx, op, "reference to function with mismatched type");
	return true;
}

/* func.call_indirect's TypesMatchWith predicates: the callee's inputs are
   the argument types and its results the result types. */
static bool verify_call_indirect(IrContext *ctx, IrOp *op)
{
	IrType *ft = ir_op_operands(op)[0].value->type;
	bool same = ft->func.nin == op->noperands - 1;
	for (unsigned i = 0; same && i < ft->func.nin; i++)
		same = ft->func.types[i] == ir_op_operands(op)[1 + i].value->type;
	if (!same)
		return vt_op_error(ctx, op, "failed to verify that callee input types match argument types");
	same = ft->func.nout == op->nresults;
	for (unsigned i = 0; same && i < ft->func.nout; i++)
		same = ft->func.types[ft->func.nin + i] == ir_op_results(op)[i].type;
	return same || vt_op_error(ctx, op, "failed to verify that callee result types match result types");
}

bool ir_verify_func(IrContext *ctx, IrOp *op)
{
	const char *name = op->name->s;
	if (!strcmp(name, "builtin.unrealized_conversion_cast")) /* CastOpInterface; any types go */
		return op->nresults || vt_op_error(ctx, op, "expected at least one result for cast operation");
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
