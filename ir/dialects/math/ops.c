/* ops.c: the math dialect's elementwise ops. */
#include "math.h"

#define FASTMATH "(`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
#define MATH(op, fmt, ops, attrs, dflt)                                                         \
	{.name = "math." op, .format = fmt, .operands = ops,              \
	 .inherent = attrs, .defaults = dflt, .enums = "fastmath=arith.fastmath", .infer = IR_INFER_SAME, \
	 .traits = IR_TRAIT_PURE | IR_TRAIT_SAME_TYPES, .one_result = true, .fold = math_fold}
#define FLOAT_UNARY(op) MATH(op, "$operand " FASTMATH, "operand", "fastmath", "fastmath=#arith.fastmath<none>")
#define FLOAT_BINARY(op) MATH(op, "$lhs `,` $rhs " FASTMATH, "lhs rhs", "fastmath", "fastmath=#arith.fastmath<none>")
#define INT_UNARY(op) MATH(op, "$operand attr-dict `:` type($result)", "operand", NULL, NULL)

static const IrOpDef ops[] = {
	FLOAT_UNARY("absf"), FLOAT_UNARY("acos"), FLOAT_UNARY("acosh"), FLOAT_UNARY("asin"),
	FLOAT_UNARY("asinh"), FLOAT_UNARY("atan"), FLOAT_UNARY("atanh"), FLOAT_UNARY("cbrt"),
	FLOAT_UNARY("ceil"), FLOAT_UNARY("cos"), FLOAT_UNARY("cosh"), FLOAT_UNARY("erf"),
	FLOAT_UNARY("erfc"), FLOAT_UNARY("exp"), FLOAT_UNARY("exp2"), FLOAT_UNARY("expm1"),
	FLOAT_UNARY("floor"), FLOAT_UNARY("log"), FLOAT_UNARY("log10"), FLOAT_UNARY("log1p"),
	FLOAT_UNARY("log2"), FLOAT_UNARY("round"), FLOAT_UNARY("roundeven"), FLOAT_UNARY("rsqrt"),
	FLOAT_UNARY("sin"), FLOAT_UNARY("sinh"), FLOAT_UNARY("sqrt"), FLOAT_UNARY("tan"),
	FLOAT_UNARY("tanh"), FLOAT_UNARY("trunc"),
	FLOAT_BINARY("atan2"), FLOAT_BINARY("copysign"), FLOAT_BINARY("powf"),
	MATH("fma", "$a `,` $b `,` $c " FASTMATH, "a b c", "fastmath", "fastmath=#arith.fastmath<none>"),
	INT_UNARY("absi"), INT_UNARY("ctlz"), INT_UNARY("cttz"), INT_UNARY("ctpop"),
	MATH("ipowi", "$lhs `,` $rhs attr-dict `:` type($result)", "lhs rhs", NULL, NULL),
	/* a float to an integer power: the result is the float's type, written once */
	{.name = "math.fpowi",
	 .format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
	 .operands = "lhs rhs", .inherent = "fastmath", .defaults = "fastmath=#arith.fastmath<none>",
	 .enums = "fastmath=arith.fastmath", .infer = IR_INFER_SAME, .traits = IR_TRAIT_PURE, .one_result = true,
	 .verify = ir_verify_arith},
};

const IrDialect ir_dialect_math = {
	.name = "math",
	.undefined_ops = "clampf isfinite isinf isnan isnormal sincos",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.inliner = &ir_inline_ops,
	.materialize_constant = arith_materialize_constant,
};
