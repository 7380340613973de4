/* test_tosa_op_availability.c: test-tosa-op-availability, as MLIR's test
   pass PrintOpAvailability: for each func.func of the module, its name,
   then the profiles and extensions each TOSA op in it declares, on the
   standard output (not the pass report's stream), ops in post-order. */
#include "internal.h"
#include "../ir/dialects/tosa/tosa.h"

/* One list as MLIR prints a vector of lists: `[ [a, b] ]`, `[ ]`. */
static void print_list(const IrOp *op, const char *what, const char *list)
{
	printf("%s %s: [%s%s%s ]\n", ir_op_name(op)->s, what, *list ? " [" : "", list, *list ? "]" : "");
}

/* What a TOSA op declares; visited in MLIR's walk order (ir_walk_post). */
static bool print_op(IrOp *op, void *user)
{
	(void)user;
	const TosaAvailability *a;
	if (!ir_def(op) || strncmp(ir_op_name(op)->s, "tosa.", 5) || !(a = tosa_op_availability(ir_op_name(op)->s + 5)))
		return true;
	print_list(op, "profiles", a->profiles);
	print_list(op, "extensions", a->extensions);
	return true;
}

static bool run(PassRun *r, IrOp *module)
{
	IrRegion *body = &ir_op_regions(module)[0];
	for (IrOp *f = ir_region_first(body) ? ir_block_first(ir_region_first(body)) : NULL; f; f = ir_op_next(f)) {
		if (strcmp(ir_op_name(f)->s, "func.func"))
			continue;
		IrIdent *name = ir_op_symbol_name(r->ctx, f);
		printf("%s\n", name ? name->s : "");
		ir_walk_post(f, print_op, NULL);
	}
	/* the module is printed after this, to the same stream or to -o's file */
	fflush(stdout);
	return true;
}

const PassDef pass_test_tosa_op_availability = {
	.arg = "test-tosa-op-availability",
	.name = "(anonymous namespace)::PrintOpAvailability",
	.summary = "Test Tosa op availability",
	.anchor = "builtin.module",
	.run = run,
};
