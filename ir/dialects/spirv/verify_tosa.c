/* verify_tosa.c: the verifier of the spirv.Tosa.* ops: InGraphScope, and
   the ODS type rules their definitions list (IrOpDef.facts, `;`
   separated): `same=a,b` (AllTypesMatch) and `elem=a,b,c`
   (AllElementTypesMatch), by operand group and `output`, in MLIR's words. */
#include "spirv.h"

/* The type of the value called name[0..n): an operand group's first value
   or the result. */
static IrType *named_type(IrOp *op, const char *name, size_t n)
{
	if ((n == 6 && !memcmp(name, "output", 6)) || (n == 10 && !memcmp(name, "values_out", 10)))
		return ir_op_results(op)[0].type;
	const char *list = op->def->operands, *w;
	size_t len;
	for (unsigned i = 0; (w = ir_word_next(&list, &len)); i++)
		if (len == n && !memcmp(w, name, n))
			return i < op->noperands ? ir_op_operands(op)[i].value->type : NULL;
	return NULL;
}

static IrType *element(IrType *t)
{
	const SpirvType *s = spirv_type(t);
	return s && s->kind == SPIRV_TENSOR_ARM ? s->elem : t;
}

/* One rule `kind=a,b,...` of [p, end). */
static bool check_rule(IrContext *ctx, IrOp *op, const char *p, const char *end)
{
	const char *eq = memchr(p, '=', (size_t)(end - p));
	if (!eq)
		return true;
	bool same = eq - p == 4 && !memcmp(p, "same", 4);
	IrType *first = NULL;
	bool ok = true;
	char names[256];
	size_t nn = 0;
	for (const char *a = eq + 1; a < end;) {
		const char *comma = memchr(a, ',', (size_t)(end - a));
		const char *e = comma ? comma : end;
		IrType *t = named_type(op, a, (size_t)(e - a));
		if (t && !first)
			first = t;
		else if (t)
			ok &= same ? t == first : element(t) == element(first);
		nn += (size_t)snprintf(names + nn, sizeof names - nn, "%s%.*s", nn ? ", " : "", (int)(e - a), a);
		a = comma ? comma + 1 : end;
	}
	if (ok)
		return true;
	return vt_op_error(ctx, op, "failed to verify that all of {%s} have same %s", names,
	                   same ? "type" : "element type");
}

bool spirv_verify_tosa(IrContext *ctx, IrOp *op)
{
	if (!spirv_verify_in_graph(ctx, op))
		return false;
	IrAttr *props = op->props && op->props->kind == IR_ATTR_DICT ? op->props : NULL;
	for (unsigned i = 0; props && i < props->dict.n; i++) {
		StrBuf msg = {0};
		bool bad = spirv_enum_attr_kept_as_text(ctx, props->dict.entries[i].value, &msg);
		if (bad)
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "%s", msg.s);
		sb_free(&msg);
		if (bad)
			return false;
	}
	const char *rules = op->def->facts;
	while (rules && *rules) {
		const char *end = strchr(rules, ';');
		if (!end)
			end = rules + strlen(rules);
		if (!check_rule(ctx, op, rules, end))
			return false;
		rules = *end ? end + 1 : end;
	}
	return true;
}
