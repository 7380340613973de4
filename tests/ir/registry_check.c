/* registry_check.c: ir_registry_check on mica's own dialects (every table
   well formed) and on a dialect whose tables break each rule once. */
#include <stdio.h>

#include "../../ir/dialect.h"

static IrOp *read_nothing(ParseState *ps, Parsed *r)
{
	(void)ps, (void)r;
	return NULL;
}

static const IrOpDef broken_ops[] = {
	{.name = "other.op", .format = "attr-dict"},
	{.name = "broken.twice", .format = "attr-dict"},
	{.name = "broken.twice", .format = "attr-dict"},
	{.name = "broken.var", .format = "$nothing attr-dict", .operands = "input"},
	{.name = "broken.paren", .format = "(`x` $input attr-dict", .operands = "input"},
	{.name = "broken.literal", .format = "`x attr-dict"},
	{.name = "broken.kind", .format = "attr-dict", .attr_kinds = "a:no_such_kind"},
	{.name = "broken.constraint", .format = "$input attr-dict", .operands = "input", .types = "input:no_such_type"},
	{.name = "broken.group", .format = "$input attr-dict", .operands = "input", .types = "other:index"},
	{.name = "broken.result", .format = "attr-dict", .types = "-> no_such_type"},
	{.name = "broken.parent", .format = "attr-dict", .parents = "broken.nowhere"},
	{.name = "broken.enum", .format = "attr-dict", .enums = "mode=nowhere.mode"},
	{.name = "broken.default", .format = "attr-dict", .defaults = "x=42"},
	{.name = "broken.reader", .parse = read_nothing},
	{.name = "broken.both", .format = "attr-dict", .parse = read_nothing},
	{.name = "broken.effects", .format = "attr-dict", .traits = IR_TRAIT_PURE, .effects = IR_EFFECT_READ},
	{.name = "broken.fine", .format = "$input attr-dict `:` type($input)", .operands = "input",
	 .types = "input:index", .parents = "broken.twice"},
};
static const IrDialect broken = {.name = "broken", .ops = broken_ops, .nops = sizeof broken_ops / sizeof broken_ops[0]};
static const IrDialect *const broken_list[] = {&broken, NULL};

int main(void)
{
	IrContext *ctx = ir_context_create();
	StrBuf out = {0};
	unsigned nops, ndialects = 0;
	for (const IrDialect *const *d = ir_dialects; *d; d++)
		ndialects++;
	bool ok = ir_registry_check(ctx, ir_dialects, &out, &nops);
	printf("mica: %u dialects, %u ops, %s\n%s", ndialects, nops, ok ? "well formed" : "problems:", out.s ? out.s : "");
	out.len = 0;
	ok = ir_registry_check(ctx, broken_list, &out, &nops);
	printf("broken: %u ops, %s\n%s", nops, ok ? "well formed" : "problems:", out.s ? out.s : "");
	sb_free(&out);
	ir_context_destroy(ctx);
	return 0;
}
