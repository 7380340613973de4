/* driver_tool.c: a second tool on tools/driver.c, for tests/driver/exit-contract.test.
   It copies each chunk of its input to the output; two flags make it break
   the exit contract the driver enforces: --fail-silently fails a chunk
   without reporting an error, --swallow-error reports one to a sink that
   drops it. */
#include "../../tools/driver.h"

typedef struct {
	bool fail_silently;
	bool swallow_error;
} Faults;

static bool tool_option(void *user, const char *arg)
{
	Faults *f = user;
	if (driver_flag_is(arg, "fail-silently"))
		return f->fail_silently = true;
	if (driver_flag_is(arg, "swallow-error"))
		return f->swallow_error = true;
	return false;
}

static void drop(void *user, IrDiagKind kind, const IrSource *src, size_t offset, const char *msg)
{
}

static bool tool_chunk(void *user, const DriverOptions *o, IrContext *ctx, IrSource *src, FILE *out)
{
	const Faults *f = user;
	if (f->fail_silently)
		return false;
	if (f->swallow_error) {
		ctx->diag = drop;
		ir_diag(ctx, IR_DIAG_ERROR, src, 0, "never seen");
		return false;
	}
	fwrite(src->text, 1, src->len, out);
	return true;
}

int main(int argc, char **argv)
{
	Faults faults = {0};
	const DriverTool tool = {
		.name = "mica-driver-tool",
		.overview = "copies its input, or breaks the exit contract on request",
		.options_help = "  --fail-silently                 Fail without a diagnostic\n"
		                "  --swallow-error                 Report an error nobody prints\n",
		.option = tool_option,
		.chunk = tool_chunk,
		.user = &faults,
	};
	return driver_main(&tool, argc, argv);
}
