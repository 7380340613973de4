/* roundtrip.c: libFuzzer target of parser + verifier + printer: whatever
   parses and verifies prints, and the print is a fixed point,
   print(parse(print(x))) == print(x), in the generic form, the custom form
   and the generic form with locations (see fuzz_check_fixpoint for the
   exceptions that are mlir-opt's own, and the open findings below). */
#include "fuzz.h"
#include "../../ir/dialects/tosa/tosa.h" /* tosa_variable_type */
#include "../../ir/verify_types.h"

/* What the walks below find: inputs whose custom form is not checked. */
typedef struct {
	IrContext *ctx;
	bool skip_custom_form;
} CustomFormCheck;

/* mlir-opt's own: an op whose operands and result have compatible but
   unequal types (SameOperandsAndResultType allows `tensor<?xf32>` beside
   `tensor<4xf32>`) prints one type in its custom form, which does not read
   back; mica prints what mlir-opt 22 prints. The custom form of such
   inputs is not checked. */
static bool unequal_compatible_operands(IrOp *op, void *user)
{
	if (!ir_def(op) || op->nresults != 1)
		return true;
	IrType *result = ir_value_type(&ir_op_results(op)[0]);
	for (unsigned i = 0; i < op->noperands; i++) {
		IrType *t = ir_value_type(ir_op_operand(op, i));
		if (t != result && vt_elem_or_self(t) == vt_elem_or_self(result) && vt_compatible_shape(t, result)) {
			((CustomFormCheck *)user)->skip_custom_form = true;
			return false;
		}
	}
	return true;
}

/* mlir-opt's own: a tosa.variable whose initial value's type is not the
   one its `type` and `var_shape` give prints the initial value alone, and
   reads back with that value's type, which its readers and writers may not
   have; mica prints what mlir-opt 22 prints. The custom form of such inputs
   is not checked. */
static bool variable_type_unlike_initial_value(IrOp *op, void *user)
{
	if (strcmp(ir_op_name(op)->s, "tosa.variable"))
		return true;
	IrAttr *init = ir_op_get_attr(op, "initial_value");
	if (!init || tosa_variable_type(((CustomFormCheck *)user)->ctx, op) == ir_attr_type_of(init))
		return true;
	((CustomFormCheck *)user)->skip_custom_form = true;
	return false;
}

/* Open finding (docs/RELIABILITY.md), mlir-opt's own: sparse elements whose
   indices are all equal print as a splat, `sparse<0, [...]>`, which does not
   read back ("expected shape"); mica prints what mlir-opt 22 prints.  Such
   prints are not checked. */
static bool splat_sparse(const StrBuf *print)
{
	for (const char *p = print->s; (p = memmem(p, (size_t)(print->s + print->len - p), "sparse<", 7));
	     p += 7)
		if (p[7] != '[')
			return true;
	return false;
}

static void fuzz_one(const char *text, size_t len)
{
	IrContext *ctx = fuzz_context();
	IrSource src;
	IrOp *m = fuzz_parse(ctx, &src, text, len);
	if (m) {
		CustomFormCheck check = {ctx, false};
		ir_walk(m, unequal_compatible_operands, &check);
		ir_walk(m, variable_type_unlike_initial_value, &check);
		static const struct { bool generic, debuginfo; const char *what; } forms[] = {
			{true, false, "generic print is not a fixed point"},
			{false, false, "custom print is not a fixed point"},
			{true, true, "generic print with locations is not a fixed point"},
		};
		for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
			if (check.skip_custom_form && !forms[i].generic)
				continue;
			StrBuf first = fuzz_print(ctx, m, forms[i].generic, forms[i].debuginfo);
			if (!splat_sparse(&first))
				fuzz_check_fixpoint(forms[i].what, &first, forms[i].generic, forms[i].debuginfo);
			sb_free(&first);
		}
		ir_op_destroy(ctx, m);
	}
	free(src.line_starts);
	ir_context_destroy(ctx);
}
