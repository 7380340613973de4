/* verify.c: the vgf dialect's verifiers: the model converter's (the
   segment type, shader code and language) and the checks that make a
   sequence runnable (segment references and their signatures). */
#include "vgf.h"

static bool is_string(const IrAttr *a)
{
	return a && a->kind == IR_ATTR_STRING;
}

static bool string_is(const IrAttr *a, const char *s)
{
	return is_string(a) && a->str->n == strlen(s) && !memcmp(a->str->s, s, a->str->n);
}

/* InModuleScope: a sequence sits directly in a symbol table. */
bool vgf_verify_sequence(IrContext *ctx, IrOp *op)
{
	IrOp *parent = ir_op_parent(op);
	if (!parent || !ir_def(parent) || !(ir_def(parent)->traits & IR_TRAIT_SYMBOL_TABLE)) {
		ir_emit_op_error(ctx, op, "expects to be nested directly in a symbol table");
		return false;
	}
	return ir_verify_func_func(ctx, op);
}

bool vgf_verify_segment(IrContext *ctx, IrOp *op)
{
	IrAttr *t = ir_op_get_attr(op, "segment_type");
	const IrType *tt = t && t->kind == IR_ATTR_INTEGER ? ir_attr_type_of(t) : NULL;
	bool i32 = tt && tt->kind == IR_TYPE_INTEGER && tt->integer.width == 32 && tt->integer.sign == IR_SIGNLESS;
	if (!i32 || t->words[0] > 1) {
		ir_emit_op_error(ctx, op, "attribute 'segment_type' failed to satisfy constraint: Type of segment");
		return false;
	}
	return ir_verify_func_func(ctx, op);
}

/* "operand" or "result" types of op, from first, against the function
   type's list want of n types. */
static bool same_types(IrContext *ctx, IrOp *op, const char *what, IrValue *values, IrUse *uses, unsigned got,
                       IrType *const *want, unsigned n, const char *whose)
{
	if (got != n) {
		ir_emit_op_error(ctx, op, "has %u %ss but %s takes %u", got, what, whose, n);
		return false;
	}
	for (unsigned i = 0; i < n; i++) {
		IrType *t = values ? ir_value_type(&values[i]) : ir_value_type(ir_use_value(&uses[i]));
		if (t != want[i]) {
			StrBuf a = {0}, b = {0};
			print_type_str(&a, t);
			print_type_str(&b, want[i]);
			ir_emit_op_error(ctx, op, "%s %u has type %s but %s expects %s", what, i, a.s, whose, b.s);
			sb_free(&a);
			sb_free(&b);
			return false;
		}
	}
	return true;
}

/* The segment it runs is one of its sequence's, and it passes and
   returns the segment's types. */
bool vgf_verify_run_segment(IrContext *ctx, IrOp *op)
{
	IrAttr *ref = ir_op_get_attr(op, "segment");
	IrOp *sequence = ir_op_parent(op);
	IrOp *segment = sequence ? ir_symbol_lookup(ctx, sequence, ref->symref.names[0]) : NULL;
	if (!segment || strcmp(ir_op_name(segment)->s, "vgf.segment")) {
		ir_emit_op_error(ctx, op, "'@%s' does not reference a segment of its sequence", ref->symref.names[0]->s);
		return false;
	}
	IrType *ft = ir_op_get_attr(segment, "function_type")->tval;
	char whose[300];
	snprintf(whose, sizeof whose, "segment '@%s'", ref->symref.names[0]->s);
	return same_types(ctx, op, "operand", NULL, ir_op_operands(op), op->noperands, ft->func.types, ft->func.nin,
	                  whose) &&
	       same_types(ctx, op, "result", ir_op_results(op), NULL, op->nresults, ft->func.types + ft->func.nin,
	                  ft->func.nout, whose);
}

/* A sequence returns its function type's results; a compute segment
   likewise, a graph segment's output is empty (its func.func returns). */
bool vgf_verify_output(IrContext *ctx, IrOp *op)
{
	IrOp *parent = ir_op_parent(op);
	IrAttr *fty = parent ? ir_op_get_attr(parent, "function_type") : NULL;
	if (!fty || fty->kind != IR_ATTR_TYPE || fty->tval->kind != IR_TYPE_FUNCTION)
		return true; /* the parent's own verifier says what is wrong */
	if (!op->noperands && !strcmp(ir_op_name(parent)->s, "vgf.segment"))
		return true;
	IrType *ft = fty->tval;
	return same_types(ctx, op, "operand", NULL, ir_op_operands(op), op->noperands, ft->func.types + ft->func.nin,
	                  ft->func.nout, ir_op_name(parent)->s);
}

/* The converter's ShaderCodeAndLanguagePresenceMatch and
   ShaderCodeTypeMatchesLanguage. */
bool vgf_verify_shader_placeholder(IrContext *ctx, IrOp *op)
{
	IrAttr *code = ir_op_get_attr(op, "shader_code"), *lang = ir_op_get_attr(op, "shader_language");
	if (!code != !lang) {
		ir_emit_op_error(ctx, op, "failed to verify that shader_language and shader_code must both be set or "
		                          "both be unset");
		return false;
	}
	if (!code)
		return true;
	bool words = code->kind == IR_ATTR_DENSE_ARRAY && ir_attr_type_of(code)->kind == IR_TYPE_INTEGER &&
	             ir_attr_type_of(code)->integer.width == 32;
	bool ok = (string_is(lang, "SPIR-V") && words) ||
	          ((string_is(lang, "GLSL") || string_is(lang, "HLSL")) && is_string(code));
	if (!ok) {
		ir_emit_op_error(ctx, op, "failed to verify that shader_code type must match shader_language");
		return false;
	}
	return true;
}
