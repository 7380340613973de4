/* verify.c: the verifiers of the spirv dialect's structural and graph
   ops, in MLIR 22's order and words. */
#include "spirv.h"

/* The enum attributes a hand-written form prints by their value: each
   named in `which` ("name=mnemonic ...") that is present must be one. */
static bool enums_ok(const IrOp *op, const char *which, char *msg, size_t size)
{
	char name[64], mnemonic[64];
	int used;
	for (const char *p = which; sscanf(p, " %63[^=]=%63s%n", name, mnemonic, &used) == 2; p += used) {
		IrAttr *a = ir_op_get_attr(op, name);
		if (a && spirv_enum_attr_value(a, mnemonic) < 0) {
			snprintf(msg, size, "attribute '%s' failed to satisfy constraint: valid SPIR-V %s", name, mnemonic);
			return false;
		}
	}
	return true;
}

bool spirv_check_module(IrContext *ctx, const IrOp *op, char *msg, size_t size)
{
	(void)ctx;
	IrAttr *vce = ir_op_get_attr(op, "vce_triple");
	if (vce && !spirv_vce(vce)) {
		snprintf(msg, size, "attribute 'vce_triple' failed to satisfy constraint: version-capability-extension "
		                    "attribute");
		return false;
	}
	return enums_ok(op, "addressing_model=addressing_model memory_model=memory_model", msg, size);
}

bool spirv_check_func(IrContext *ctx, const IrOp *op, char *msg, size_t size)
{
	return func_check_func(ctx, op, msg, size) && enums_ok(op, "function_control=function_control", msg, size);
}

bool spirv_check_entry_point(IrContext *ctx, const IrOp *op, char *msg, size_t size)
{
	(void)ctx;
	return enums_ok(op, "execution_model=execution_model", msg, size);
}

static bool parent_is(IrOp *op, const char *a, const char *b)
{
	IrOp *parent = ir_op_parent(op);
	return parent && (!strcmp(ir_op_name(parent)->s, a) || (b && !strcmp(ir_op_name(parent)->s, b)));
}

bool spirv_verify_in_function(IrContext *ctx, IrOp *op)
{
	if (parent_is(op, "spirv.func", NULL))
		return true;
	return vt_op_error(ctx, op, "failed to verify that op must appear in a function-like op's block");
}

/* The function's single result, matched by spirv.ReturnValue's value. */
bool spirv_verify_return_value(IrContext *ctx, IrOp *op)
{
	if (!spirv_verify_in_function(ctx, op))
		return false;
	IrType *ft = ir_op_get_attr(ir_op_parent(op), "function_type")->tval;
	if (ft->func.nout != 1)
		return vt_op_error(ctx, op, "returns 1 value but enclosing function requires %u results", ft->func.nout);
	IrType *got = ir_value_type(ir_op_operand(op, 0)), *want = ft->func.types[ft->func.nin];
	if (got != want)
		return vt_op_error(ctx, op, "return value's type (%T) mismatch with function's result type (%T)", got, want);
	return true;
}

bool spirv_verify_in_graph(IrContext *ctx, IrOp *op)
{
	if (parent_is(op, "spirv.ARM.Graph", NULL))
		return true;
	return vt_op_error(ctx, op, "failed to verify that op must appear in a spirv.ARM.Graph op's block");
}

bool spirv_verify_global_variable(IrContext *ctx, IrOp *op)
{
	IrType *t = ir_op_get_attr(op, "type")->tval;
	const SpirvType *s = spirv_type(t);
	if (!s || s->kind != SPIRV_PTR)
		return vt_op_error(ctx, op, "result must be of a !spv.ptr type");
	return true;
}

/* The value's type is the result's, but for an array (of the result's
   elements) and upstream's dense value of an array result. */
bool spirv_verify_constant(IrContext *ctx, IrOp *op)
{
	IrAttr *value = ir_op_get_attr(op, "value");
	IrType *type = ir_value_type(&ir_op_results(op)[0]);
	const SpirvType *s = spirv_type(type);
	if (value->kind != IR_ATTR_ARRAY && !ir_attr_type_of(value))
		return vt_op_error(ctx, op, "cannot have value of type none");
	if (value->kind == IR_ATTR_ARRAY) {
		if (!s || s->kind != SPIRV_ARRAY)
			return vt_op_error(ctx, op, "must have spirv.array result type for array value");
		if (s->count != value->array.n)
			return vt_op_error(ctx, op, "result array type (%T) has %u elements but value has %u", type, s->count,
			                   value->array.n);
		return true;
	}
	if (ir_attr_type_of(value) == type)
		return true;
	if (value->kind == IR_ATTR_DENSE && s && s->kind == SPIRV_ARRAY && ir_type_num_elements(ir_attr_type_of(value)) == s->count)
		return true;
	return vt_op_error(ctx, op, "result type (%T) does not match value type (%T)", type, ir_attr_type_of(value));
}

/* Entry block arguments as the signature says (FunctionOpInterface). */
static bool entry_matches(IrContext *ctx, IrOp *op, IrType *ft, const char *what)
{
	IrRegion *body = &ir_op_regions(op)[0];
	if (!ir_region_first(body))
		return true;
	IrBlock *entry = ir_region_first(body);
	if (entry->nargs != ft->func.nin)
		return vt_op_error(ctx, op, "entry block must have %u arguments to match %s signature", ft->func.nin,
		                   what);
	for (unsigned i = 0; i < ft->func.nin; i++)
		if (ir_value_type(ir_block_arg(entry, i)) != ft->func.types[i])
			return vt_op_error(ctx, op,
			                   "type of entry block argument #%u(%T) must match the type of the corresponding "
			                   "argument in %s signature(%T)",
			                   i, ir_value_type(ir_block_arg(entry, i)), what, ft->func.types[i]);
	return true;
}

bool spirv_verify_func(IrContext *ctx, IrOp *op)
{
	IrType *ft = ir_op_get_attr(op, "function_type")->tval;
	if (ft->func.nout > 1)
		return vt_op_error(ctx, op, "cannot have more than one result");
	return entry_matches(ctx, op, ft, "function");
}

/* MLIR's GraphARMOp::verifyType and verifyBody: tensor arguments and
   results, at least one result, and every spirv.ARM.GraphOutputs in the
   body returning them. */
static bool check_outputs(IrContext *ctx, IrOp *op, IrType *ft)
{
	if (!strcmp(ir_op_name(op)->s, "spirv.ARM.GraphOutputs")) {
		if (op->noperands != ft->func.nout)
			return vt_op_error(ctx, op, "is returning %u value(s) but enclosing spirv.ARM.Graph requires %u result(s)",
			                   op->noperands, ft->func.nout);
		for (unsigned i = 0; i < op->noperands; i++) {
			IrType *got = ir_value_type(ir_op_operand(op, i)), *want = ft->func.types[ft->func.nin + i];
			if (got == want)
				continue;
			char *a = vt_type_text(got), *b = vt_type_text(want);
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "type of return operand %u ('%s') doesn't match graph result type ('%s')",
			           i, a, b);
			free(a);
			free(b);
			return false;
		}
	}
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				if (!check_outputs(ctx, o, ft))
					return false;
	return true;
}

bool spirv_verify_graph(IrContext *ctx, IrOp *op)
{
	IrType *ft = ir_op_get_attr(op, "function_type")->tval;
	if (ft->func.nout < 1)
		return vt_op_error(ctx, op, "there should be at least one result");
	for (unsigned i = 0; i < ft->func.nin; i++)
		if (!spirv_is_tensor_arm(ft->func.types[i]))
			return vt_op_error(ctx, op, "type of argument #%u must be a TensorArmType, but got %T", i,
			                   ft->func.types[i]);
	for (unsigned i = 0; i < ft->func.nout; i++)
		if (!spirv_is_tensor_arm(ft->func.types[ft->func.nin + i]))
			return vt_op_error(ctx, op, "type of result #%u must be a TensorArmType, but got %T", i,
			                   ft->func.types[ft->func.nin + i]);
	if (!entry_matches(ctx, op, ft, "graph"))
		return false;
	IrRegion *body = &ir_op_regions(op)[0];
	for (IrBlock *b = ir_region_first(body); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
			if (!check_outputs(ctx, o, ft))
				return false;
	return true;
}

IrType *spirv_composite_element(IrType *t, int64_t index)
{
	if (index < 0)
		return NULL;
	const SpirvType *s = spirv_type(t);
	if (t->kind == IR_TYPE_VECTOR)
		return t->shaped.rank == 1 && index < t->shaped.dims[0] ? t->shaped.elem : NULL;
	if (!s)
		return NULL;
	switch (s->kind) {
	case SPIRV_ARRAY:
		return index < s->count ? s->elem : NULL;
	case SPIRV_RTARRAY:
		return s->elem;
	case SPIRV_STRUCT:
		return index < s->count ? spirv_struct_members(s)[index] : NULL;
	default:
		return NULL;
	}
}

IrType *spirv_first_element(IrType *t)
{
	const SpirvType *s = spirv_type(t);
	return s && s->kind == SPIRV_TENSOR_ARM ? s->elem : spirv_composite_element(t, 0);
}

bool spirv_value_of_type(const IrAttr *v, IrType *t)
{
	if (v->kind != IR_ATTR_ARRAY)
		return ir_attr_type_of(v) == t;
	const SpirvType *s = spirv_type(t);
	return v->array.n && s && s->kind == SPIRV_ARRAY && s->count == v->array.n &&
	       spirv_value_of_type(v->array.elems[0], s->elem);
}

/* v's type as spirv_value_of_type reads it, as mlir-opt prints it. */
static void print_value_type(StrBuf *b, const IrAttr *v)
{
	if (v->kind == IR_ATTR_ARRAY && v->array.n) {
		sb_printf(b, "!spirv.array<%u x ", v->array.n);
		print_value_type(b, v->array.elems[0]);
		sb_putc(b, '>');
	} else if (v->kind != IR_ATTR_ARRAY && ir_attr_type_of(v)) {
		print_type_str(b, ir_attr_type_of(v));
	} else {
		sb_puts(b, "none");
	}
}

/* The result is a composite; the value, one of its elements or, nested,
   one of theirs (the innermost constituent that is replicated). */
bool spirv_verify_constant_composite_replicate(IrContext *ctx, IrOp *op)
{
	IrType *type = ir_value_type(&ir_op_results(op)[0]);
	if (!spirv_first_element(type))
		return vt_op_error(ctx, op,
		                   "result #0 must be vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or "
		                   "BFloat16 values of length 2/3/4/8/16 or any SPIR-V array type or any SPIR-V runtime "
		                   "array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V "
		                   "matrix type or any SPIR-V tensorArm type, but got %T",
		                   type);
	IrAttr *value = ir_op_get_attr(op, "value");
	StrBuf b = {0};
	sb_puts(&b, "expected value attribute type ");
	for (IrType *e = spirv_first_element(type); e; e = spirv_first_element(e)) {
		if (spirv_value_of_type(value, e)) {
			sb_free(&b);
			return true;
		}
		if (e != spirv_first_element(type))
			sb_puts(&b, " or ");
		sb_putc(&b, '\'');
		print_type_str(&b, e);
		sb_putc(&b, '\'');
	}
	sb_puts(&b, ", but got: '");
	print_value_type(&b, value);
	sb_putc(&b, '\'');
	ir_diag_op(ctx, IR_DIAG_ERROR, op, "%s", b.s);
	sb_free(&b);
	return false;
}

/* The result is the element the indices name. */
bool spirv_verify_composite_extract(IrContext *ctx, IrOp *op)
{
	IrAttr *indices = ir_op_get_attr(op, "indices");
	IrType *t = ir_value_type(ir_op_operand(op, 0));
	for (unsigned i = 0; t && i < indices->array.n; i++) {
		IrAttr *k = indices->array.elems[i];
		if (k->kind != IR_ATTR_INTEGER)
			return vt_op_error(ctx, op, "attribute 'indices' failed to satisfy constraint: 32-bit integer array "
			                            "attribute");
		t = spirv_composite_element(t, (int64_t)(int32_t)k->words[0]);
	}
	if (!t)
		return vt_op_error(ctx, op, "invalid composite type or indices");
	if (t != ir_value_type(&ir_op_results(op)[0]))
		return vt_op_error(ctx, op, "invalid result type: expected %T but provided %T", t, ir_value_type(&ir_op_results(op)[0]));
	return true;
}
