/* split.c: libFuzzer target of the parse on two threads (grammar/split.c).
   Each input is read twice, with a second thread wherever one may start
   (however short the module) and large hex payloads kept as views of
   the text (ir/blob.c), and on one thread with every payload decoded:
   the two give the same module, printed in the generic form, or the same
   diagnostics. */
#include "fuzz.h"

static void keep_diag(void *user, IrDiagKind kind, const IrSource *src, size_t offset, const char *msg)
{
	(void)src;
	sb_printf(user, "%d %zu %s\n", (int)kind, offset, msg);
}

/* What one reading gives: the print, or the diagnostics. */
static StrBuf read_once(const char *text, size_t len, bool two_threads)
{
	StrBuf out = {0};
	IrContext *ctx = ir_context_create();
	ctx->allow_unregistered = true;
	ctx->diag = keep_diag;
	ctx->diag_user = &out;
	ctx->multithreading = two_threads;
	ctx->split_min_bytes = 1;
	/* the two-thread read keeps large hex payloads as views of the text,
	   the other decodes them: both must print the same */
	IrSource src = {.name = "fuzz.mlir", .text = text, .len = len, .text_outlives_ir = two_threads};
	IrOp *m = parse_source(ctx, &src);
	if (m && ir_verify(ctx, m)) {
		StrBuf print = fuzz_print(ctx, m, true, true);
		sb_putn(&out, print.s, print.len);
		sb_free(&print);
	}
	if (m)
		ir_op_destroy(ctx, m);
	free(src.line_starts);
	ir_context_destroy(ctx);
	sb_putc(&out, 0);
	out.len--;
	return out;
}

static void fuzz_one(const char *text, size_t len)
{
	StrBuf two = read_once(text, len, true);
	StrBuf one = read_once(text, len, false);
	if (two.len != one.len || memcmp(two.s, one.s, one.len))
		fuzz_fail("two threads read differently from one", two.s, two.len, one.s, one.len);
	sb_free(&two);
	sb_free(&one);
}
