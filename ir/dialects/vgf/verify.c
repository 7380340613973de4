/* verify.c: the verifiers of the vgf dialect's ops, in the converter's
   words where its definitions give them (the ODS constraints of
   vgf.sequence, vgf.segment and vgf.shader_placeholder), and in func.call's
   and func.return's manner where a run or an output must match a
   signature (the converter leaves those unchecked). */
#include "vgf.h"

/* vgf.sequence sits directly in a symbol table (the converter's
   InModuleScope, a check without a description); vgf.segment's
   segment_type is an i32 of 0 (graph) or 1 (compute). */
bool vgf_verify_function(IrContext *ctx, IrOp *op)
{
	IrAttr *kind = ir_op_get_attr(op, "segment_type");
	if (kind) {
		bool i32 = kind->kind == IR_ATTR_INTEGER && kind->type->kind == IR_TYPE_INTEGER &&
		           kind->type->integer.width == 32 && kind->type->integer.sign == IR_SIGNLESS;
		if (!i32 || kind->words[0] > 1)
			return vt_op_error(ctx, op, "attribute 'segment_type' failed to satisfy constraint: Type of segment");
		return true;
	}
	IrOp *parent = ir_op_parent(op);
	if (parent && parent->def && !(parent->def->traits & IR_TRAIT_SYMBOL_TABLE))
		return vt_op_error(ctx, op, "failed to verify that ");
	return true;
}

/* Do op's operands (or results) have the types want, n of them?  Emits
   the first mismatch. */
static bool types_match(IrContext *ctx, IrOp *op, bool results, IrType *const *want, unsigned n)
{
	const char *what = results ? "result" : "operand";
	unsigned got = results ? op->nresults : op->noperands;
	if (got != n)
		return vt_op_error(ctx, op, "has %u %ss, but its signature has %u", got, what, n);
	for (unsigned i = 0; i < n; i++) {
		IrType *t = results ? ir_op_results(op)[i].type : ir_op_operands(op)[i].value->type;
		if (t != want[i])
			return vt_op_error(ctx, op, "%s type mismatch: expected %s type %T, but provided %T for %s number %u",
			                   what, what, want[i], t, what, i);
	}
	return true;
}

/* The segment it names is a vgf.segment of its sequence, run with the
   segment's argument types and giving its result types. */
bool vgf_verify_run_segment(IrContext *ctx, IrOp *op)
{
	IrAttr *ref = ir_op_get_attr(op, "segment");
	IrOp *seg = ir_symbol_lookup(ctx, ir_op_parent(op), ref->symref.names[0]);
	if (!seg || strcmp(seg->name->s, "vgf.segment"))
		return vt_op_error(ctx, op, "'@%s' does not reference a valid vgf.segment", ref->symref.names[0]->s);
	IrType *ft = func_function_type(seg);
	if (!ft)
		return true; /* the segment's own verifier says so */
	return types_match(ctx, op, false, ft->func.types, ft->func.nin) &&
	       types_match(ctx, op, true, ft->func.types + ft->func.nin, ft->func.nout);
}

/* vgf.sequence_output returns the sequence's results; vgf.segment_output
   the segment's, but in a graph segment, whose nested function gives the
   results, it may be empty (as the converter writes it). */
bool vgf_verify_output(IrContext *ctx, IrOp *op)
{
	IrOp *fn = ir_op_parent(op);
	IrType *ft = func_function_type(fn);
	if (!ft)
		return true;
	IrAttr *kind = ir_op_get_attr(fn, "segment_type");
	if (kind && kind->kind == IR_ATTR_INTEGER && kind->words[0] == 0 && op->noperands == 0)
		return true;
	unsigned nout = ft->func.nout;
	if (op->noperands != nout)
		return vt_op_error(ctx, op, "has %u operands, but enclosing function (@%s) returns %u", op->noperands,
		                   func_symbol_name(fn), nout);
	for (unsigned i = 0; i < nout; i++) {
		IrType *got = ir_op_operands(op)[i].value->type, *want = ft->func.types[ft->func.nin + i];
		if (got != want)
			return vt_op_error(ctx, op, "type of output operand %u (%T) doesn't match function result type (%T) "
			                   "in function @%s", i, got, want, func_symbol_name(fn));
	}
	return true;
}

/* An array attribute of strings (ODS's StrArrayAttr)? */
static bool is_string_array(const IrAttr *a)
{
	if (a->kind != IR_ATTR_ARRAY)
		return false;
	for (unsigned i = 0; i < a->array.n; i++)
		if (a->array.elems[i]->kind != IR_ATTR_STRING)
			return false;
	return true;
}

static bool is_i32_array(const IrAttr *a)
{
	return a->kind == IR_ATTR_DENSE_ARRAY && a->type->kind == IR_TYPE_INTEGER && a->type->integer.width == 32;
}

/* The string arrays, the shader code's kind, then the converter's two
   checks: code and language together, the code's kind that of the
   language (SPIR-V words, GLSL or HLSL text). */
bool vgf_verify_shader_placeholder(IrContext *ctx, IrOp *op)
{
	static const char *const strings[] = {"input_vk_descriptor_types", "output_vk_descriptor_types",
	                                      "input_vk_formats", "output_vk_formats"};
	for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++) {
		IrAttr *a = ir_op_get_attr(op, strings[i]);
		if (a && !is_string_array(a))
			return vt_op_error(ctx, op, "attribute '%s' failed to satisfy constraint: string array attribute",
			                   strings[i]);
	}
	IrAttr *code = ir_op_get_attr(op, "shader_code"), *lang = ir_op_get_attr(op, "shader_language");
	if (code && code->kind != IR_ATTR_STRING && !is_i32_array(code))
		return vt_op_error(ctx, op, "attribute 'shader_code' failed to satisfy constraint: string attribute or i32 "
		                   "dense array attribute");
	if (!code != !lang)
		return vt_op_error(ctx, op, "failed to verify that shader_language and shader_code must both be set or both "
		                   "be unset");
	if (!code)
		return true;
	const char *l = lang->str->s;
	bool text = !strcmp(l, "GLSL") || !strcmp(l, "HLSL");
	if (!(strcmp(l, "SPIR-V") ? text && code->kind == IR_ATTR_STRING : is_i32_array(code)))
		return vt_op_error(ctx, op, "failed to verify that shader_code type must match shader_language");
	return true;
}
