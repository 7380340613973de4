/* ops.c: the ub dialect's ops. */
#include "ub.h"

/* ub.poison folds to its value, as MLIR's ConstantLike op does. */
static IrFoldStatus fold_poison(IrContext *ctx, IrOp *op, IrAttr *const *operands, IrFoldResult *results)
{
	results[0].attr = ir_op_get_attr(op, "value");
	return results[0].attr ? IR_FOLD_RESULTS : IR_FOLD_FAILED;
}

static const IrOpDef ops[] = {
	{.name = "ub.poison", .format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
	 .inherent = "value", .defaults = "value=#ub.poison", .traits = IR_TRAIT_PURE | IR_TRAIT_CONSTANT_LIKE | IR_TRAIT_ZERO_OPERANDS,
	 .fold = fold_poison},
	{.name = "ub.unreachable", .format = "attr-dict", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_ZERO_OPERANDS},
};

/* `#ub.poison`, the dialect's one attribute: no parameters. */
static int parse_attr(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err)
{
	(void)ctx, (void)err;
	if (n != 6 || memcmp(body, "poison", 6))
		return 0;
	sb_putc(params, 0);
	return 1;
}

static void write_attr(StrBuf *out, const void *params)
{
	(void)params;
	sb_puts(out, "poison");
}

static const IrDialectSymbols attrs = {parse_attr, write_attr, NULL};

const IrDialect ir_dialect_ub = {
	.name = "ub",
	.attrs = &attrs,
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.inliner = &ir_inline_ops,
};
