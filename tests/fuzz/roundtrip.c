/* roundtrip.c: libFuzzer target of parser + verifier + printer: whatever
   parses and verifies prints, and the print is a fixed point,
   print(parse(print(x))) == print(x), in the generic form, the custom form
   and the generic form with locations. */
#include "fuzz.h"

static void fuzz_one(const char *text, size_t len)
{
	IrContext *ctx = fuzz_context();
	IrSource src;
	IrOp *m = fuzz_parse(ctx, &src, text, len);
	if (m) {
		static const struct { bool generic, debuginfo; const char *what; } forms[] = {
			{true, false, "generic print is not a fixed point"},
			{false, false, "custom print is not a fixed point"},
			{true, true, "generic print with locations is not a fixed point"},
		};
		for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
			StrBuf first = fuzz_print(ctx, m, forms[i].generic, forms[i].debuginfo);
			fuzz_check_fixpoint(forms[i].what, &first, forms[i].generic, forms[i].debuginfo);
			sb_free(&first);
		}
		ir_op_destroy(ctx, m);
	}
	free(src.line_starts);
	ir_context_destroy(ctx);
}
