/* mica-opt.c: the opt-style tool: read MLIR text, verify it, print it. */
#include "../grammar/parse.h"
#include "../printers/printers.h"
#include "driver.h"

static bool opt_option(void *user, const char *arg)
{
	PrintOptions *print = user;
	if (!driver_flag_is(arg, "mlir-print-op-generic"))
		return false;
	print->generic = true;
	return true;
}

/* Parses, verifies and prints one buffer. */
static bool opt_chunk(void *user, const DriverOptions *o, IrContext *ctx, IrSource *src, FILE *out)
{
	PrintOptions print = *(const PrintOptions *)user;
	print.debuginfo = o->debuginfo;
	IrOp *module = parse_source(ctx, src);
	bool ok = module && ir_verify(ctx, module);
	if (ok) {
		StrBuf buf = {0};
		print_module(&buf, out, ctx, module, &print); /* a failed write stays in ferror(out) */
		sb_free(&buf);
	}
	if (module)
		ir_op_destroy(ctx, module);
	return ok;
}

int main(int argc, char **argv)
{
	PrintOptions print = {0};
	const DriverTool tool = {
		.name = "mica-opt",
		.overview = "mica optimizer driver",
		.options_help = "  --mlir-print-op-generic         Print the generic operation form\n",
		.option = opt_option,
		.chunk = opt_chunk,
		.user = &print,
	};
	return driver_main(&tool, argc, argv);
}
