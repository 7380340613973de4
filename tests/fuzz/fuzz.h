/* fuzz.h: what mica's libFuzzer targets share (see docs/RELIABILITY.md).

   Each target includes this header once and defines fuzz_one(); the entry
   point below hands it a NUL-terminated copy of the input (which may hold
   NUL bytes of its own, as files do) on a thread with mica-opt's 256 MiB
   stack, so that inputs nested up to MICA_MAX_DEPTH run under the same
   conditions as in the tool.  A finding is a sanitizer report, a timeout,
   a leak or a call of fuzz_fail(). */
#ifndef MICA_FUZZ_H
#define MICA_FUZZ_H

#include <ctype.h>
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
	src->text_outlives_ir = true; /* the caller destroys ctx before text goes */
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

/* Replaces the body of every affine_map<...> and affine_set<...> by
   nothing, so that two prints can be compared apart from their maps. */
__attribute__((unused)) static StrBuf fuzz_strip_affine(const StrBuf *in)
{
	StrBuf out = {0};
	const char *p = in->s, *end = in->s + in->len;
	while (p < end) {
		const char *m = memmem(p, (size_t)(end - p), "affine_", 7);
		if (!m || m + 11 > end || (memcmp(m + 7, "map<", 4) && memcmp(m + 7, "set<", 4))) {
			const char *stop = m ? m + 7 : end;
			sb_putn(&out, p, (size_t)(stop - p));
			p = stop;
			continue;
		}
		sb_putn(&out, m, 11);
		int depth = 1;
		for (p = m + 11; p < end && depth; p++) {
			if (*p == '<' && p[1] != '=')
				depth++;
			else if (*p == '>' && p[-1] != '-' && p[1] != '=')
				depth--;
		}
		sb_putc(&out, '>');
	}
	sb_putc(&out, 0);
	out.len--;
	return out;
}

/* An alias definition line `#map3 = affine_map<...>` (or `#set` and
   `affine_set<...>`) of a print: the alias name and its body. */
typedef struct {
	const char *name, *body;
	size_t name_len, body_len;
} FuzzAlias;

/* The print without its map and set alias definitions, each use of such an
   alias replaced by its body; *twins tells whether two of the definitions
   have the same body. */
__attribute__((unused)) static StrBuf fuzz_expand_aliases(const StrBuf *in, bool *twins)
{
	FuzzAlias *defs = NULL;
	size_t n = 0;
	const char *p = in->s, *end = in->s + in->len;
	StrBuf out = {0};
	*twins = false;
	/* the alias definitions are the print's first lines; other aliases stay */
	for (const char *eol; p < end && *p == '#' && (eol = memchr(p, '\n', (size_t)(end - p))); p = eol + 1) {
		const char *eq = memmem(p, (size_t)(eol - p), " = affine_", 10);
		if (!eq || (strncmp(p, "#map", 4) && strncmp(p, "#set", 4))) {
			sb_putn(&out, p, (size_t)(eol + 1 - p));
			continue;
		}
		defs = realloc(defs, (n + 1) * sizeof *defs);
		if (!defs)
			abort();
		defs[n] = (FuzzAlias){p, eq + 3, (size_t)(eq - p), (size_t)(eol - eq - 3)};
		for (size_t i = 0; i < n; i++)
			if (defs[i].body_len == defs[n].body_len && !memcmp(defs[i].body, defs[n].body, defs[n].body_len))
				*twins = true;
		n++;
	}
	while (p < end) {
		const char *use = memchr(p, '#', (size_t)(end - p));
		if (!use) {
			sb_putn(&out, p, (size_t)(end - p));
			break;
		}
		sb_putn(&out, p, (size_t)(use - p));
		const char *q = use + 1;
		while (q < end && (isalnum((unsigned char)*q) || *q == '_' || *q == '$' || *q == '.'))
			q++;
		size_t i = 0;
		while (i < n && !(defs[i].name_len == (size_t)(q - use) && !memcmp(defs[i].name, use, defs[i].name_len)))
			i++;
		if (i < n)
			sb_putn(&out, defs[i].body, defs[i].body_len);
		else
			sb_putn(&out, use, (size_t)(q - use));
		p = q;
	}
	free(defs);
	sb_putc(&out, 0);
	out.len--;
	return out;
}

__attribute__((unused)) static bool fuzz_same(const StrBuf *a, const StrBuf *b)
{
	return a->len == b->len && !memcmp(a->s, b->s, a->len);
}

/* print(parse(text)) with the given options; false if it does not parse
   and verify.  The caller frees *out. */
__attribute__((unused)) static bool fuzz_reprint(const StrBuf *text, bool generic, bool debuginfo, StrBuf *out)
{
	IrContext *ctx = fuzz_context();
	IrSource src;
	IrOp *m = fuzz_parse(ctx, &src, text->s, text->len);
	if (m) {
		*out = fuzz_print(ctx, m, generic, debuginfo);
		ir_op_destroy(ctx, m);
	}
	free(src.line_starts);
	ir_context_destroy(ctx);
	return m != NULL;
}

__attribute__((unused)) static void fuzz_show_diagnostic(const StrBuf *text)
{
	IrSource again = {.name = "printed.mlir", .text = text->s, .len = text->len};
	IrContext *loud = ir_context_create(); /* reports to stderr */
	loud->allow_unregistered = true;
	IrOp *m = parse_source(loud, &again);
	if (m) {
		ir_verify(loud, m);
		ir_op_destroy(loud, m);
	}
	free(again.line_starts);
	ir_context_destroy(loud);
}

/* A print must read back (parse and verify) and print the same, byte for
   byte: print(parse(first)) == first.  The exceptions are mlir-opt's own,
   and mica prints what mlir-opt prints:
   - MLIR's affine simplifier is not idempotent: affine_map<(d0, d1) ->
     ((d0 + 1) + (d1 + 2))> prints as `d0 + d1 + 2 + 1`, which reads back as
     `d0 + d1 + 3`.  A second print that differs from the first only inside
     affine maps and sets is accepted if printing again converges within a
     few rounds.
   - INT64_MIN in an affine expression prints as -9223372036854775808, which
     does not read back ("constant too large for index").
   - Two distinct maps (or sets) may print alike, `d0 + (d1 + d2)` and
     `d0 + d1 + d2` both as `d0 + d1 + d2`: the print defines two aliases of
     one body, which read back as one map with one alias. A second print
     that is the first with such twin aliases merged (the same once every
     map and set alias is replaced by its body) is accepted. */
__attribute__((unused)) static void fuzz_check_fixpoint(const char *what, const StrBuf *first, bool generic, bool debuginfo)
{
	StrBuf second = {0};
	if (!fuzz_reprint(first, generic, debuginfo, &second)) {
		/* mlir-opt's own: an affine constant INT64_MIN prints as
		   -9223372036854775808, which does not read back */
		if (memmem(first->s, first->len, "-9223372036854775808", 20))
			return;
		fuzz_show_diagnostic(first);
		fuzz_fail(what, first->s, first->len, "(does not parse or verify)", 26);
	}
	if (fuzz_same(first, &second)) {
		sb_free(&second);
		return;
	}
	/* a first print with twin aliases is compared with every map and set
	   alias expanded, in both prints */
	bool twins, ignored;
	StrBuf x = fuzz_expand_aliases(first, &twins), y = {0};
	if (twins)
		y = fuzz_expand_aliases(&second, &ignored);
	const StrBuf *p = twins ? &x : first, *q = twins ? &y : &second;
	StrBuf a = fuzz_strip_affine(p), b = fuzz_strip_affine(q);
	bool same = fuzz_same(p, q), same_apart_from_maps = fuzz_same(&a, &b);
	sb_free(&a);
	sb_free(&b);
	sb_free(&x);
	sb_free(&y);
	if (same) {
		sb_free(&second);
		return;
	}
	if (!same_apart_from_maps)
		fuzz_fail(what, first->s, first->len, second.s, second.len);
	StrBuf prev = second;
	for (int round = 0; round < 8; round++) {
		StrBuf next = {0};
		if (!fuzz_reprint(&prev, generic, debuginfo, &next)) {
			fuzz_show_diagnostic(&prev);
			fuzz_fail(what, prev.s, prev.len, "(does not parse or verify)", 26);
		}
		bool same = fuzz_same(&next, &prev);
		sb_free(&prev);
		prev = next;
		if (same) {
			sb_free(&prev);
			return;
		}
	}
	fuzz_fail("affine simplification does not converge", first->s, first->len, prev.s, prev.len);
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
