/* roundtrip.c: libFuzzer target of parser + verifier + printer: whatever
   parses and verifies prints, and the print is a fixed point,
   print(parse(print(x))) == print(x), in the generic form, the custom form
   and the generic form with locations (see fuzz_check_fixpoint for the
   exceptions that are mlir-opt's own, and the open findings below). */
#include "fuzz.h"
#include "../../ir/verify_types.h"

/* mlir-opt's own: an op whose operands and result have compatible but
   unequal types (SameOperandsAndResultType allows `tensor<?xf32>` beside
   `tensor<4xf32>`) prints one type in its custom form, which does not read
   back; mica prints what mlir-opt 22 prints. The custom form of such
   inputs is not checked. */
static bool unequal_compatible_operands(IrOp *op, void *user)
{
	if (!ir_def(op) || op->nresults != 1)
		return true;
	IrType *result = ir_op_results(op)[0].type;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrType *t = ir_op_operands(op)[i].value->type;
		if (t != result && vt_elem_or_self(t) == vt_elem_or_self(result) && vt_compatible_shape(t, result)) {
			*(bool *)user = true;
			return false;
		}
	}
	return true;
}

/* Open finding (docs/RELIABILITY.md), mlir-opt's own: sparse elements whose
   indices are all equal print as a splat, `sparse<0, [...]>`, which does not
   read back ("expected shape"); mica prints what mlir-opt 22 prints.  Such
   prints are not checked. */
static bool splat_sparse(const StrBuf *print)
{
	for (const char *p = print->s; (p = memmem(p, (size_t)(print->s + print->len - p), "sparse<", 7));
	     p += 7)
		if (p[7] != '[')
			return true;
	return false;
}

static void fuzz_one(const char *text, size_t len)
{
	IrContext *ctx = fuzz_context();
	IrSource src;
	IrOp *m = fuzz_parse(ctx, &src, text, len);
	if (m) {
		bool one_type_for_unequal = false;
		ir_walk(m, unequal_compatible_operands, &one_type_for_unequal);
		static const struct { bool generic, debuginfo; const char *what; } forms[] = {
			{true, false, "generic print is not a fixed point"},
			{false, false, "custom print is not a fixed point"},
			{true, true, "generic print with locations is not a fixed point"},
		};
		for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
			if (one_type_for_unequal && !forms[i].generic)
				continue;
			StrBuf first = fuzz_print(ctx, m, forms[i].generic, forms[i].debuginfo);
			if (!splat_sparse(&first))
				fuzz_check_fixpoint(forms[i].what, &first, forms[i].generic, forms[i].debuginfo);
			sb_free(&first);
		}
		ir_op_destroy(ctx, m);
	}
	free(src.line_starts);
	ir_context_destroy(ctx);
}
