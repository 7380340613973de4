/* ops.c: the complex dialect's ops (MLIR's ComplexOps.td), in their
   declarative forms, and complex.constant's checks and folds. */
#include "complex.h"

#define FASTMATH_FORM "(`fastmath` `` $fastmath^)? attr-dict `:` "
#define FASTMATH .inherent = "fastmath", .enums = "fastmath=arith.fastmath"
#define FASTMATH_NONE FASTMATH, .defaults = "fastmath=#arith.fastmath<none>"
/* ComplexArithmeticOp: two complex numbers of one floating-point type */
#define BINARY(op)                                                                                      \
	{.name = "complex." op, .format = "$lhs `,` $rhs " FASTMATH_FORM "type($result)", .operands = "lhs rhs", \
	 .types = "lhs:complex_float rhs:complex_float -> complex_float", FASTMATH_NONE, .infer = IR_INFER_SAME, \
	 .traits = IR_TRAIT_PURE | IR_TRAIT_SAME_TYPES, .one_result = true}
/* ComplexUnaryOp to a complex number of the same type */
#define UNARY(op)                                                                                        \
	{.name = "complex." op, .format = "$complex " FASTMATH_FORM "type($complex)", .operands = "complex",   \
	 .types = "complex:complex_float -> complex_float", FASTMATH_NONE, .infer = IR_INFER_SAME,               \
	 .traits = IR_TRAIT_PURE | IR_TRAIT_SAME_TYPES, .one_result = true}
/* ComplexUnaryOp to a part of it (its element type) */
#define TO_PART(op)                                                                                      \
	{.name = "complex." op, .format = "$complex " FASTMATH_FORM "type($complex)", .operands = "complex",   \
	 .types = "complex:complex_float -> float", FASTMATH_NONE, .infer = IR_INFER_ELEMENT,                  \
	 .traits = IR_TRAIT_PURE, .verify = verify_part, .one_result = true}
#define COMPARISON(op)                                                                                   \
	{.name = "complex." op, .format = "$lhs `,` $rhs attr-dict `:` type($lhs)", .operands = "lhs rhs",     \
	 .types = "lhs:complex_float rhs:complex_float -> i1", .infer = IR_INFER_BOOL_LIKE,                     \
	 .traits = IR_TRAIT_PURE, .verify = verify_same_operands, .one_result = true}

static IrType *operand_type(const IrOp *op, unsigned i)
{
	return ir_value_type(ir_op_operand(op, i));
}

/* AllTypesMatch<["lhs", "rhs"]> */
static bool verify_same_operands(IrContext *ctx, IrOp *op)
{
	return operand_type(op, 0) == operand_type(op, 1) ||
	       vt_op_error(ctx, op, "failed to verify that all of {lhs, rhs} have same type");
}

/* TypesMatchWith: the result is the operand's element type */
static bool verify_part(IrContext *ctx, IrOp *op)
{
	return operand_type(op, 0)->elem == ir_value_type(&ir_op_results(op)[0]) ||
	       vt_op_error(ctx, op, "failed to verify that complex element type matches result type");
}

/* AllTypesMatch of the parts, then TypesMatchWith the result's element type */
static bool verify_create(IrContext *ctx, IrOp *op)
{
	if (operand_type(op, 0) != operand_type(op, 1))
		return vt_op_error(ctx, op, "failed to verify that all of {real, imaginary} have same type");
	return operand_type(op, 0) == ir_value_type(&ir_op_results(op)[0])->elem ||
	       vt_op_error(ctx, op, "failed to verify that complex element type matches real operand type");
}

/* MLIR's ConstantOp::verify. */
static bool verify_constant(IrContext *ctx, IrOp *op)
{
	IrAttr *v = ir_op_get_attr(op, "value");
	if (!v || v->kind != IR_ATTR_ARRAY || v->array.n != 2) {
		ir_emit_op_error(ctx, op, "requires 'value' to be a complex constant, represented as array of two values");
		return false;
	}
	for (unsigned i = 0; i < 2; i++)
		if (v->array.elems[i]->kind != IR_ATTR_FLOAT && v->array.elems[i]->kind != IR_ATTR_INTEGER) {
			ir_emit_op_error(ctx, op, "requires attribute's elements to be float or integer attributes");
			return false;
		}
	IrType *elem = ir_value_type(&ir_op_results(op)[0])->elem;
	IrType *re = ir_attr_type_of(v->array.elems[0]), *im = ir_attr_type_of(v->array.elems[1]);
	if (re == elem && im == elem)
		return true;
	char *a = vt_type_text(re), *b = vt_type_text(im), *c = vt_type_text(elem);
	ir_emit_op_error(ctx, op,
	                 "requires attribute's element types ('%s', '%s') to match the element type of the op's "
	                 "return type ('%s')",
	                 a, b, c);
	free(a);
	free(b);
	free(c);
	return false;
}

/* A constant-like op folds to its value. */
static IrFoldStatus fold_constant(IrContext *ctx, IrOp *op, IrAttr *const *operands, IrFoldResult *results)
{
	(void)ctx, (void)operands;
	results[0].attr = ir_op_get_attr(op, "value");
	return IR_FOLD_RESULTS;
}

IrOp *complex_materialize_constant(IrContext *ctx, IrAttr *value, IrType *type, IrAttr *loc)
{
	if (value->kind != IR_ATTR_ARRAY || type->kind != IR_TYPE_COMPLEX || value->array.n != 2)
		return NULL;
	IrAttr *re = value->array.elems[0], *im = value->array.elems[1];
	if ((re->kind != IR_ATTR_FLOAT && re->kind != IR_ATTR_INTEGER) || im->kind != re->kind ||
	    ir_attr_type_of(re) != type->elem || ir_attr_type_of(im) != type->elem)
		return NULL;
	IrOpState st = {.name = ir_ident_cstr(ctx, "complex.constant"), .nresults = 1, .result_types = &type,
	                .props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "value"), value), .loc = loc};
	return ir_op_create(ctx, &st);
}

static const IrOpDef ops[] = {
	TO_PART("abs"), BINARY("add"), TO_PART("angle"), BINARY("atan2"),
	{.name = "complex.bitcast", .format = "$operand attr-dict `:` type($operand) `to` type($result)",
	 .operands = "operand", .traits = IR_TRAIT_PURE, .one_result = true},
	UNARY("conj"),
	{.name = "complex.constant", .format = "$value attr-dict `:` type($complex)", .inherent = "value",
	 .required = "value", .attr_kinds = "value:array", .types = "-> complex", .result_names = "cst",
	 .traits = IR_TRAIT_PURE | IR_TRAIT_ZERO_OPERANDS | IR_TRAIT_CONSTANT_LIKE, .one_result = true,
	 .verify = verify_constant, .fold = fold_constant},
	UNARY("cos"),
	{.name = "complex.create", .format = "$real `,` $imaginary attr-dict `:` type($complex)",
	 .operands = "real imaginary", .operand_types = "real=elem(complex);imaginary=elem(complex)",
	 .types = "real:float imaginary:float -> complex_float", .traits = IR_TRAIT_PURE, .verify = verify_create,
	 .one_result = true},
	BINARY("div"), COMPARISON("eq"), UNARY("exp"), UNARY("expm1"), TO_PART("im"), UNARY("log"),
	UNARY("log1p"), BINARY("mul"), UNARY("neg"), COMPARISON("neq"), BINARY("pow"),
	{.name = "complex.powi", .format = "$lhs `,` $rhs " FASTMATH_FORM "type($lhs) `,` type($rhs)",
	 .operands = "lhs rhs", .types = "lhs:complex_float -> complex_float", FASTMATH, .infer = IR_INFER_SAME,
	 .traits = IR_TRAIT_PURE, .one_result = true},
	TO_PART("re"), UNARY("rsqrt"), UNARY("sign"), UNARY("sin"), UNARY("sqrt"), BINARY("sub"),
	UNARY("tan"), UNARY("tanh"),
};

const IrDialect ir_dialect_complex = {
	.name = "complex",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.inliner = &ir_inline_ops,
	.materialize_constant = complex_materialize_constant,
};
