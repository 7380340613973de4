/* partition.c: libFuzzer target of the model converter's passes: what
   parses and verifies goes through model-partition-marking,
   model-partitioning (which reads each shader's JSON payload) and
   assign-grapharm-interface-var-abi, verified after each; what they make
   must print. */
#include "fuzz.h"
#include "../../passes/passes.h"

static PassPipeline *pipeline(void)
{
	static PassPipeline *pm;
	if (!pm) {
		PassError err = {0};
		pm = pass_pipeline_parse("builtin.module(model-partition-marking,model-partitioning,"
		                         "vgf.sequence(assign-grapharm-interface-var-abi))",
		                         &err);
		if (!pm)
			fuzz_fail("the pipeline does not parse", err.diag.s ? err.diag.s : "", err.diag.len, "", 0);
	}
	return pm;
}

static void fuzz_one(const char *text, size_t len)
{
	IrContext *ctx = fuzz_context();
	IrSource src;
	IrOp *m = fuzz_parse(ctx, &src, text, len);
	if (m && !strcmp(ir_op_name(m)->s, "builtin.module") && pass_pipeline_run(pipeline(), ctx, m, true)) {
		/* reading back is the roundtrip target's: here, that it prints */
		StrBuf out = fuzz_print(ctx, m, false, false);
		sb_free(&out);
	}
	if (m)
		ir_op_destroy(ctx, m);
	free(src.line_starts);
	ir_context_destroy(ctx);
}
