/* tosa_flatbuffer.c: libFuzzer target of the `.tosa` reader
   (grammar/tosa_flatbuffer.c) and the FlatBuffers reader under it.  Any
   bytes must give a module or an error; a module must be written again
   (printers/tosa_flatbuffer.c), and what is written must read back to the
   same MLIR text and be written again to the same bytes. */
#include "fuzz.h"
#include "../../grammar/parse.h"
#include "../../printers/printers.h"

/* The MLIR text and the `.tosa` file of data; false when data is not read. */
static bool rewrite(const char *data, size_t len, StrBuf *mlir, StrBuf *file)
{
	IrContext *ctx = fuzz_context();
	IrSource src = {.name = "fuzz.tosa", .text = data, .len = len}, text_src;
	StrBuf text = {0};
	IrOp *module = parse_tosa_flatbuffer(ctx, &src, &text_src, &text);
	bool ok = module != NULL;
	if (module) {
		print_module(mlir, NULL, ctx, module, &(PrintOptions){0});
		if (!print_tosa_flatbuffer(ctx, module, file))
			fuzz_fail("a module read that cannot be written", data, len, mlir->s, mlir->len);
		ir_op_destroy(ctx, module);
	}
	sb_free(&text);
	free(text_src.line_starts);
	ir_context_destroy(ctx);
	return ok;
}

static void fuzz_one(const char *data, size_t len)
{
	StrBuf mlir = {0}, file = {0}, mlir2 = {0}, file2 = {0};
	if (rewrite(data, len, &mlir, &file)) {
		if (!rewrite(file.s, file.len, &mlir2, &file2))
			fuzz_fail("mica's own file refused", data, len, file.s, file.len);
		if (mlir.len != mlir2.len || memcmp(mlir.s, mlir2.s, mlir.len))
			fuzz_fail("a rewritten file reads differently", mlir.s, mlir.len, mlir2.s, mlir2.len);
		if (file.len != file2.len || memcmp(file.s, file2.s, file.len))
			fuzz_fail("a file written twice differs", file.s, file.len, file2.s, file2.len);
	}
	sb_free(&mlir);
	sb_free(&file);
	sb_free(&mlir2);
	sb_free(&file2);
}
