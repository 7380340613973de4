/* parse.c: libFuzzer target of the lexer and parser (with the verifier and
   --verify-diagnostics's reader of expected-* comments, which read the same
   bytes).  Any input must give a module or a diagnostic. */
#include <unistd.h>

#include "fuzz.h"

static void fuzz_one(const char *text, size_t len)
{
	IrContext *ctx = fuzz_context();
	IrSource src;
	IrOp *m = fuzz_parse(ctx, &src, text, len);
	if (m)
		ir_op_destroy(ctx, m);
	free(src.line_starts);
	ir_context_destroy(ctx);

	/* The diagnostic verifier reads its own little language in comments. */
	if (memmem(text, len, "expected-", 9)) {
		ctx = ir_context_create();
		ctx->allow_unregistered = true;
		IrSource vsrc = {.name = "fuzz.mlir", .text = text, .len = len};
		DiagVerifier *dv = diag_verifier_create(ctx, &vsrc);
		ctx->diag = diag_verifier_handle;
		ctx->diag_user = dv;
		m = parse_source(ctx, &vsrc);
		if (m) {
			ir_verify(ctx, m);
			ir_op_destroy(ctx, m);
		}
		/* it reports to stderr: discard that, keep stderr for sanitizer reports */
		fflush(stderr);
		int saved = dup(2);
		dup2(fileno(fuzz_devnull), 2);
		diag_verifier_finish(dv);
		fflush(stderr);
		dup2(saved, 2);
		close(saved);
		free(vsrc.line_starts);
		ir_context_destroy(ctx);
	}
}
