/* affine.c: libFuzzer target of the affine expression, map and integer set
   parser and simplifier.  The first byte picks how the rest is embedded:
     0: #a = affine_map<REST>      1: #a = affine_set<REST>
     2: #a = REST (the LangRef's early header form, map or set)
     3: "f.o"() {a = affine_map<REST>} : () -> ()
   and what parses is printed, re-parsed and printed again: the affine
   simplifications must reach a fixed point. */
#include "fuzz.h"

static void fuzz_one(const char *text, size_t len)
{
	if (len < 1)
		return;
	static const char *const head[] = {"#a = affine_map<", "#a = affine_set<", "#a = ",
	                                   "\"f.o\"() {a = affine_map<"};
	static const char *const tail[] = {">\n\"f.o\"() {a = #a} : () -> ()\n",
	                                   ">\n\"f.o\"() {a = #a} : () -> ()\n",
	                                   "\n\"f.o\"() {a = #a} : () -> ()\n",
	                                   ">} : () -> ()\n"};
	unsigned form = (unsigned char)text[0] % 4;
	StrBuf in = {0};
	sb_puts(&in, head[form]);
	sb_putn(&in, text + 1, len - 1);
	sb_puts(&in, tail[form]);
	sb_putc(&in, 0); /* the parser reads a NUL-terminated buffer */
	in.len--;

	IrContext *ctx = fuzz_context();
	IrSource src;
	IrOp *m = fuzz_parse(ctx, &src, in.s, in.len);
	if (m) {
		StrBuf first = fuzz_print(ctx, m, true, false);
		fuzz_check_fixpoint("affine print is not a fixed point", &first, true, false);
		sb_free(&first);
		ir_op_destroy(ctx, m);
	}
	free(src.line_starts);
	ir_context_destroy(ctx);
	sb_free(&in);
}
