/* fuzz.h: what mica's libFuzzer targets share (see docs/RELIABILITY.md).

   Each target includes this header once and defines fuzz_one(); the entry
   point below hands it a NUL-terminated copy of the input (which may hold
   NUL bytes of its own, as files do) on a thread with mica-opt's 256 MiB
   stack, so that inputs nested up to MICA_MAX_DEPTH run under the same
   conditions as in the tool.  A finding is a sanitizer report, a timeout,
   a leak or a call of fuzz_fail(). */
#ifndef MICA_FUZZ_H
#define MICA_FUZZ_H

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../grammar/parse.h"
#include "../../printers/printers.h"

/* Defined by each target: parse, check, print one input. */
static void fuzz_one(const char *text, size_t len);

/* Diagnostics are formatted as mica-opt formats them (line and column
   lookup, caret line), so that this code is fuzzed too, then discarded. */
static FILE *fuzz_devnull;

static void fuzz_diag(void *user, IrDiagKind kind, const IrSource *src, size_t offset,
                      const char *msg)
{
	(void)user;
	ir_diag_print(fuzz_devnull, kind, (IrSource *)src, offset, msg, true);
}

static IrContext *fuzz_context(void)
{
	IrContext *ctx = ir_context_create();
	ctx->diag = fuzz_diag;
	ctx->diag_user = NULL;
	ctx->allow_unregistered = true;
	return ctx;
}

/* Reports a broken invariant with both texts and stops, so that libFuzzer
   saves the input as a crash. */
__attribute__((noreturn)) static void fuzz_fail(const char *what, const char *a, size_t na,
                                                const char *b, size_t nb)
{
	fprintf(stderr, "\n==== mica fuzz finding: %s\n---- first:\n%.*s\n---- second:\n%.*s\n----\n",
	        what, (int)na, a, (int)nb, b);
	abort();
}

/* Parses text (NUL-terminated, len bytes) and verifies it; NULL on any
   error.  The caller destroys the module and frees src->line_starts. */
static IrOp *fuzz_parse(IrContext *ctx, IrSource *src, const char *text, size_t len)
{
	memset(src, 0, sizeof *src);
	src->name = "fuzz.mlir";
	src->text = text;
	src->len = len;
	IrOp *m = parse_source(ctx, src);
	if (m && !ir_verify(ctx, m)) {
		ir_op_destroy(ctx, m);
		m = NULL;
	}
	return m;
}

/* Prints m into a fresh buffer (NUL-terminated). */
static StrBuf fuzz_print(IrContext *ctx, IrOp *m, bool generic, bool debuginfo)
{
	StrBuf out = {0};
	PrintOptions o = {0};
	o.generic = generic;
	o.debuginfo = debuginfo;
	if (!print_module(&out, NULL, ctx, m, &o))
		fuzz_fail("print_module failed without a sink", "", 0, "", 0);
	sb_putc(&out, 0);
	out.len--;
	return out;
}

/* parse(text) must succeed, and printing it with the same options must
   give text back, byte for byte. */
static void fuzz_check_fixpoint(const char *what, const StrBuf *first, bool generic, bool debuginfo)
{
	IrContext *ctx = fuzz_context();
	IrSource src;
	IrOp *m = fuzz_parse(ctx, &src, first->s, first->len);
	if (!m) {
		/* show the diagnostic to whoever reproduces the finding */
		IrSource again = {"printed.mlir", first->s, first->len, 0, NULL, 0};
		IrContext *loud = ir_context_create(); /* reports to stderr */
		loud->allow_unregistered = true;
		IrOp *m2 = parse_source(loud, &again);
		if (m2) {
			ir_verify(loud, m2);
			ir_op_destroy(loud, m2);
		}
		fuzz_fail(what, first->s, first->len, "(does not parse or verify)", 26);
	}
	StrBuf second = fuzz_print(ctx, m, generic, debuginfo);
	if (second.len != first->len || memcmp(second.s, first->s, first->len))
		fuzz_fail(what, first->s, first->len, second.s, second.len);
	sb_free(&second);
	ir_op_destroy(ctx, m);
	free(src.line_starts);
	ir_context_destroy(ctx);
}

typedef struct {
	const char *text;
	size_t len;
} FuzzJob;

static void *fuzz_thread(void *arg)
{
	FuzzJob *job = arg;
	fuzz_one(job->text, job->len);
	return NULL;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!fuzz_devnull && !(fuzz_devnull = fopen("/dev/null", "w")))
		abort();
	char *text = malloc(size + 1);
	if (!text)
		abort();
	if (size)
		memcpy(text, data, size);
	text[size] = 0;
	FuzzJob job = {text, size};
	static pthread_attr_t attr;
	static int attr_ready;
	if (!attr_ready) {
		pthread_attr_init(&attr);
		pthread_attr_setstacksize(&attr, (size_t)256 << 20);
		attr_ready = 1;
	}
	pthread_t t;
	if (pthread_create(&t, &attr, fuzz_thread, &job) != 0)
		abort();
	pthread_join(t, NULL);
	free(text);
	return 0;
}

#endif
