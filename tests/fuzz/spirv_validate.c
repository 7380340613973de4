/* spirv_validate.c: libFuzzer target of the SPIR-V validator
   (ir/spirv_validate.c) on what the binary reader accepts: any module must
   be valid or give exactly one error line, whatever its ids and operands
   point to. */
#include "fuzz.h"

static void fuzz_one(const char *text, size_t len)
{
	SpvParsed p;
	StrBuf err = {0};
	if (parse_spirv_binary("fuzz.spv", (const unsigned char *)text, len, &p, &err)) {
		StrBuf verdict = {0};
		if (!spv_validate(&p.m, "fuzz.spv", &verdict) &&
		    (!verdict.len || memchr(verdict.s, '\n', verdict.len) != verdict.s + verdict.len - 1))
			fuzz_fail("an invalid module without exactly one error line", text, len,
			          verdict.s ? verdict.s : "", verdict.len);
		sb_free(&verdict);
	}
	sb_free(&err);
	spv_parsed_free(&p);
}
