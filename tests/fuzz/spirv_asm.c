/* spirv_asm.c: libFuzzer target of the SPIR-V assembly reader
   (grammar/spirv_asm.c). Any input must assemble or give a located error;
   what assembles without raw `!` words must read back as a binary. */
#include "fuzz.h"

static void fuzz_one(const char *text, size_t len)
{
	IrContext *ctx = fuzz_context();
	IrSource src = {.name = "fuzz.spvasm", .text = text, .len = len};
	SpvModule m;
	if (parse_spirv_asm(ctx, &src, &m)) {
		SpvParsed p;
		StrBuf err = {0};
		if (!parse_spirv_binary("fuzz.spv", (const unsigned char *)m.words, m.nwords * 4, &p, &err) &&
		    !memchr(text, '!', len))
			fuzz_fail("assembled words that do not read back", text, len, err.s, err.len);
		sb_free(&err);
		spv_parsed_free(&p);
		spv_module_free(&m);
	} else if (!ctx->nerrors) {
		fuzz_fail("a rejected input without an error", text, len, "", 0);
	}
	free(src.line_starts);
	ir_context_destroy(ctx);
}
