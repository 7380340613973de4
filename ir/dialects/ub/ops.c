/* ops.c: the ub dialect's ops. */
#include "ub.h"

static const IrOpDef ops[] = {
	{.name = "ub.poison", .format = "attr-dict (`<` $value^ `>`)? `:` type($result)",
	 .inherent = "value", .defaults = "value=#ub.poison", .traits = IR_TRAIT_PURE},
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

static const IrDialectSymbols attrs = {parse_attr, write_attr};

const IrDialect ir_dialect_ub = {
	.name = "ub",
	.undefined_ops = "unreachable",
	.attrs = &attrs,
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.inliner = &ir_inline_ops,
};
