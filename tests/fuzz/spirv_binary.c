/* spirv_binary.c: libFuzzer target of the SPIR-V binary reader
   (grammar/spirv_binary.c). Any input must read or give one error line;
   what reads must disassemble, and the disassembly, read by the assembler,
   must give a binary the reader accepts again (or a located error, for
   modules whose numbers the assembler cannot write, such as a 7-bit
   float); and the deserializer must read it into the spirv dialect, whose
   text mica's reader takes (or refuses with a diagnostic), or give one
   error line. */
#include "fuzz.h"

static void fuzz_one(const char *text, size_t len)
{
	SpvParsed p;
	StrBuf err = {0};
	if (!parse_spirv_binary("fuzz.spv", (const unsigned char *)text, len, &p, &err)) {
		if (!err.len || memchr(err.s, '\n', err.len))
			fuzz_fail("a rejected binary without exactly one error line", text, len, err.s ? err.s : "", err.len);
		sb_free(&err);
		return;
	}
	IrContext *ctx = fuzz_context();
	char *dis = NULL;
	size_t dis_len = 0;
	FILE *f = open_memstream(&dis, &dis_len);
	if (!f)
		abort();
	print_spirv_asm(f, ctx, &p);
	fclose(f);
	IrSource src = {.name = "fuzz.spvasm", .text = dis, .len = dis_len};
	SpvModule m;
	if (parse_spirv_asm(ctx, &src, &m)) {
		SpvParsed again;
		StrBuf err2 = {0};
		if (!parse_spirv_binary("again.spv", (const unsigned char *)m.words, m.nwords * 4, &again, &err2))
			fuzz_fail("the assembled disassembly does not read back", dis, dis_len, err2.s, err2.len);
		spv_parsed_free(&again);
		spv_module_free(&m);
	}
	free(src.line_starts);
	free(dis);
	StrBuf mlir = {0}, derr = {0};
	if (parse_spirv_deserialize(&p, "fuzz.spv", &mlir, &derr)) {
		IrSource msrc;
		IrOp *m = fuzz_parse(ctx, &msrc, mlir.s, mlir.len);
		if (m)
			ir_op_destroy(ctx, m);
		free(msrc.line_starts);
	} else if (!derr.len || memchr(derr.s, '\n', derr.len)) {
		fuzz_fail("a binary the deserializer refuses without exactly one error line", text, len,
			  derr.s ? derr.s : "", derr.len);
	}
	sb_free(&mlir);
	sb_free(&derr);
	ir_context_destroy(ctx);
	spv_parsed_free(&p);
}
