/* iospec.c: libFuzzer target of the IOSpec reader (grammar/iospec.c). Any
   input must give a spec or an error; a spec must keep the reader's
   promises: every input and output in exactly one sequence, every index
   in range. */
#include "fuzz.h"

static void fuzz_one(const char *text, size_t len)
{
	IrContext *ctx = fuzz_context();
	IrSource src = {.name = "fuzz.yaml", .text = text, .len = len};
	IoSpec spec;
	bool ok = parse_iospec(ctx, &src, &spec);
	if (ok == (ctx->nerrors > 0))
		fuzz_fail(ok ? "an IOSpec read with errors" : "an IOSpec refused without an error", text, len, "", 0);
	if (ok) {
		unsigned *uses = xcalloc(spec.ninputs + spec.noutputs + 1, sizeof *uses);
		for (unsigned s = 0; s < spec.nseqs; s++) {
			const IoSpecSequence *q = &spec.seqs[s];
			for (unsigned i = 0; i < q->ninputs; i++)
				uses[q->inputs[i] < spec.ninputs ? q->inputs[i] : spec.ninputs + spec.noutputs]++;
			for (unsigned i = 0; i < q->noutputs; i++)
				uses[q->outputs[i] < spec.noutputs ? spec.ninputs + q->outputs[i] : spec.ninputs + spec.noutputs]++;
		}
		for (unsigned i = 0; i <= spec.ninputs + spec.noutputs; i++)
			if (uses[i] != (i < spec.ninputs + spec.noutputs))
				fuzz_fail("an input or output not in exactly one sequence", text, len, "", 0);
		free(uses);
		parse_iospec_free(&spec);
	}
	free(src.line_starts);
	ir_context_destroy(ctx);
}
