/* mica-opt.c: the opt-style tool: read MLIR text, verify it, run the
   passes its flags name, print it. */
#include <errno.h>

#include "../grammar/parse.h"
#include "../passes/passes.h"
#include "../printers/printers.h"
#include "driver.h"

/* A pass flag as given: the pass and the text after its `=`. */
typedef struct {
	const PassDef *def;
	const char *options;
} PassFlag;

typedef struct {
	PrintOptions print;
	PassInstrumentation ins;
	const char *pipeline_text; /* --pass-pipeline */
	PassFlag *flags;           /* the shorthand pass flags, in command-line order */
	size_t nflags;
	StrBuf print_before, print_after; /* pass args, comma-separated */
	/* built on the first chunk, for all */
	PassPipeline *pipeline;
	bool built;
	PassError error; /* why the pipeline could not be built */
	bool threading_off; /* --mlir-disable-threading */
	bool dump_pipeline; /* --dump-pass-pipeline */
	bool unverified;    /* --mlir-very-unsafe-disable-verifier-on-parsing */
} Opt;

/* A --mlir-print-ir-before/after list: every name must be a pass's. */
static bool pass_list(StrBuf *list, const char *value, const char *flag)
{
	for (const char *p = value; *p;) {
		const char *comma = strchr(p, ',');
		size_t n = comma ? (size_t)(comma - p) : strlen(p);
		if (!pass_lookup(p, n)) {
			fprintf(stderr, "mica-opt: for the --%s option: Cannot find option named '%.*s'!\n", flag,
			        (int)n, p);
			exit(1);
		}
		if (list->len)
			sb_putc(list, ',');
		sb_putn(list, p, n);
		p = comma ? comma + 1 : p + n;
	}
	return true;
}

/* An integer flag's value, with LLVM's message for a bad one: `uint`
   (unsigned) or `long` arguments. */
static int64_t number_flag(const char *v, const char *name, bool is_signed)
{
	char *end;
	errno = 0;
	long long n = *v ? strtoll(v, &end, 0) : 0;
	if (!*v || *end || errno || (!is_signed && (n < 0 || n > UINT32_MAX))) {
		fprintf(stderr, "mica-opt: for the --%s option: '%s' value invalid for %s argument!\n", name, v,
		        is_signed ? "long" : "uint");
		exit(1);
	}
	return n;
}

static bool opt_option(void *user, const char *arg)
{
	Opt *o = user;
	PassInstrumentation *ins = &o->ins;
	const char *v;
	if (driver_flag_is(arg, "mlir-print-op-generic"))
		return o->print.generic = true;
	if (driver_flag_is(arg, "show-dialects")) {
		StrBuf b = {0};
		ir_dialect_names(&b);
		printf("Available Dialects: %.*s\n", (int)b.len, b.s ? b.s : "");
		sb_free(&b);
		exit(0);
	}
	if ((v = driver_flag_value(arg, "mlir-elide-elementsattrs-if-larger"))) {
		o->print.elide_elements = true;
		o->print.elide_elements_over = (uint64_t)number_flag(v, "mlir-elide-elementsattrs-if-larger", false);
		return true;
	}
	if ((v = driver_flag_value(arg, "mlir-print-elementsattrs-with-hex-if-larger"))) {
		o->print.hex_set = true;
		o->print.hex_over = number_flag(v, "mlir-print-elementsattrs-with-hex-if-larger", true);
		return true;
	}
	/* the printer never verifies: --mlir-print-assume-verified changes nothing */
	bool assume_verified;
	if (driver_bool_flag("mica-opt", arg, "mlir-print-local-scope", &o->print.local_scope) ||
	    driver_bool_flag("mica-opt", arg, "mlir-print-skip-regions", &o->print.skip_regions) ||
	    driver_bool_flag("mica-opt", arg, "mlir-print-assume-verified", &assume_verified))
		return true;
	if (driver_flag_is(arg, "list-passes")) {
		for (size_t i = 0; pass_registry[i]; i++)
			printf("%s\n", pass_registry[i]->arg);
		exit(0);
	}
	if ((v = driver_flag_value(arg, "pass-pipeline")))
		return o->pipeline_text = v, true;
	if ((v = driver_flag_value(arg, "mlir-print-ir-before")))
		return pass_list(&o->print_before, v, "mlir-print-ir-before");
	if ((v = driver_flag_value(arg, "mlir-print-ir-after")))
		return pass_list(&o->print_after, v, "mlir-print-ir-after");
	if (driver_bool_flag("mica-opt", arg, "verify-each", &ins->verify_each) ||
	    driver_bool_flag("mica-opt", arg, "mlir-print-ir-before-all", &ins->print_before_all) ||
	    driver_bool_flag("mica-opt", arg, "mlir-print-ir-after-all", &ins->print_after_all) ||
	    driver_bool_flag("mica-opt", arg, "mlir-print-ir-after-change", &ins->print_after_change) ||
	    driver_bool_flag("mica-opt", arg, "mlir-print-ir-after-failure", &ins->print_after_failure) ||
	    driver_bool_flag("mica-opt", arg, "mlir-print-ir-module-scope", &ins->print_module_scope) ||
	    driver_bool_flag("mica-opt", arg, "mlir-timing", &ins->timing) ||
	    driver_bool_flag("mica-opt", arg, "mlir-pass-statistics", &ins->statistics) ||
	    driver_bool_flag("mica-opt", arg, "dump-pass-pipeline", &o->dump_pipeline) ||
	    driver_bool_flag("mica-opt", arg, "mlir-very-unsafe-disable-verifier-on-parsing", &o->unverified))
		return true;
	if (driver_bool_flag("mica-opt", arg, "mlir-disable-threading", &o->threading_off))
		return true;
	/* a pass: --name or --name=options */
	if (arg[0] != '-')
		return false;
	const char *name = arg + (arg[1] == '-' ? 2 : 1);
	const char *eq = strchr(name, '=');
	const PassDef *def = pass_lookup(name, eq ? (size_t)(eq - name) : strlen(name));
	if (!def)
		return false;
	o->flags = xrealloc(o->flags, (o->nflags + 1) * sizeof *o->flags);
	o->flags[o->nflags++] = (PassFlag){def, eq ? eq + 1 : NULL};
	return true;
}

/* The pipeline of the flags, as mlir-opt builds it: --pass-pipeline, or
   the shorthand flags in order on a module pipeline. */
static PassPipeline *build_pipeline(Opt *o)
{
	PassError *err = &o->error;
	if (o->pipeline_text && o->nflags) {
		sb_puts(&err->diag, "'-pass-pipeline' option can't be used with individual pass options");
		return NULL;
	}
	if (o->ins.print_module_scope && !o->threading_off) {
		sb_puts(&err->diag, "IR print for module scope can't be setup on a pass-manager without "
		                    "disabling multi-threading first.\n");
		return NULL;
	}
	if (o->pipeline_text)
		return pass_pipeline_parse(o->pipeline_text, err);
	PassPipeline *pm = pass_pipeline_create("builtin.module");
	for (size_t i = 0; i < o->nflags; i++)
		if (!pass_pipeline_add(pm, o->flags[i].def, o->flags[i].options, err)) {
			pass_pipeline_destroy(pm);
			return NULL;
		}
	return pm;
}

/* Parses, verifies, runs the passes on and prints one buffer. */
static bool opt_chunk(void *user, const DriverOptions *d, IrContext *ctx, IrSource *src, FILE *out)
{
	Opt *o = user;
	if (!o->built) {
		o->built = true;
		o->ins.print_before = o->print_before.s;
		o->ins.print_after = o->print_after.s;
		o->ins.print = o->print;
		o->ins.print.debuginfo = d->debuginfo;
		o->ins.disable_threading = o->threading_off;
		o->pipeline = build_pipeline(o);
	}
	if (!o->pipeline) {
		if (o->error.tool.len)
			fprintf(stderr, "mica-opt: %s", o->error.tool.s);
		ir_diag(ctx, IR_DIAG_ERROR, NULL, 0, "%s", o->error.diag.s ? o->error.diag.s : "");
		return false;
	}
	if (o->dump_pipeline) {
		StrBuf b = {0};
		pass_pipeline_dump(o->pipeline, &b);
		fwrite(b.s, 1, b.len, stderr);
		sb_free(&b);
	}
	/* as mlir-opt, each chunk has its own reports */
	PassSession *session = pass_session_create(&o->ins);
	ctx->multithreading = !o->threading_off;
	double t0 = ir_monotonic_seconds();
	IrOp *module = parse_source(ctx, src);
	bool ok = module && (o->unverified || ir_verify(ctx, module));
	pass_session_add_time(session, "Parser", ir_monotonic_seconds() - t0);
	pass_session_add_thread_time(session, ctx->split_seconds);
	ctx->split_seconds = 0;
	if (ok && !pass_pipeline_empty(o->pipeline))
		ok = pass_session_run(session, o->pipeline, ctx, module);
	if (ok) {
		t0 = ir_monotonic_seconds();
		StrBuf buf = {0};
		print_module(&buf, out, ctx, module, &o->ins.print); /* a failed write stays in ferror(out) */
		sb_free(&buf);
		pass_session_add_time(session, "Output", ir_monotonic_seconds() - t0);
	}
	pass_session_finish(session, o->pipeline);
	if (module && !ctx->freed_by_exit)
		ir_op_destroy(ctx, module);
	return ok;
}

static void opt_finish(void *user)
{
	Opt *o = user;
	pass_pipeline_destroy(o->pipeline);
	pass_error_free(&o->error);
	sb_free(&o->print_before);
	sb_free(&o->print_after);
	free(o->flags);
}

int main(int argc, char **argv)
{
	Opt opt = {.ins = {.verify_each = true}};
	const DriverTool tool = {
		.name = "mica-opt",
		.overview = "mica optimizer driver",
		.options_help =
			"  --mlir-print-op-generic         Print the generic operation form\n"
			"  --mlir-print-local-scope        Print without aliases and resources\n"
			"  --mlir-print-skip-regions       Print regions as {...}\n"
			"  --mlir-elide-elementsattrs-if-larger=<uint>\n"
			"                                  Print elements attributes of more elements as\n"
			"                                  dense_resource<__elided__>\n"
			"  --mlir-print-elementsattrs-with-hex-if-larger=<long>\n"
			"                                  Print dense elements of more elements in hex\n"
			"                                  (default 100, -1 never)\n"
			"  --mlir-print-assume-verified    Accepted; the printer never verifies\n"
			"  --show-dialects                 Print the registered dialects and exit\n"
			"  --pass-pipeline=<string>        Textual description of the pass pipeline to run\n"
			"  --verify-each                   Run the verifier after each transformation pass\n"
			"                                  (default; --verify-each=false turns it off)\n"
			"  --mlir-very-unsafe-disable-verifier-on-parsing\n"
			"                                  Disable the verifier on parsing (very unsafe)\n"
			"  --mlir-print-ir-before=<pass>   Print IR before the given passes (comma-separated)\n"
			"  --mlir-print-ir-after=<pass>    Print IR after the given passes\n"
			"  --mlir-print-ir-before-all      Print IR before each pass\n"
			"  --mlir-print-ir-after-all       Print IR after each pass\n"
			"  --mlir-print-ir-after-change    When printing the IR after a pass, only print if\n"
			"                                  the IR changed\n"
			"  --mlir-print-ir-after-failure   When printing the IR after a pass, only print if\n"
			"                                  the pass failed\n"
			"  --mlir-print-ir-module-scope    Print the top-level op in IR dumps\n"
			"  --mlir-timing                   Display execution times\n"
			"  --mlir-pass-statistics          Display the statistics of each pass\n"
			"  --mlir-disable-threading        Disable multi-threading within MLIR, overrides any\n"
			"                                  further call to MLIRContext::enableMultiThreading()\n"
			"  --dump-pass-pipeline            Print the pipeline that will be run\n"
			"  --list-passes                   Print the names of the passes and exit\n",
		.option = opt_option,
		.chunk = opt_chunk,
		.help = pass_registry_help,
		.finish = opt_finish,
		.user = &opt,
	};
	return driver_main(&tool, argc, argv);
}
