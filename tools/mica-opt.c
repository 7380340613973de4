/* mica-opt.c: the opt-style driver: read MLIR text, verify it, print it. */
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../grammar/parse.h"
#include "../printers/printers.h"

#define MICA_VERSION "0.1.0"

typedef struct {
	const char *input;  /* file name, "-" for stdin */
	const char *output; /* NULL for stdout */
	bool split;
	bool allow_unregistered;
	bool verify_diagnostics;
	PrintOptions print;
} Options;

static void usage(FILE *f)
{
	fputs("OVERVIEW: mica optimizer driver\n\n"
	      "USAGE: mica-opt [options] <input file>\n\n"
	      "OPTIONS:\n"
	      "  -o <filename>                   Output filename (written only on success)\n"
	      "  --allow-unregistered-dialect    Allow operations of unknown dialects\n"
	      "  --mlir-print-op-generic         Print the generic operation form\n"
	      "  --mlir-print-debuginfo          Print locations\n"
	      "  --verify-diagnostics            Check diagnostics against expected-* comments\n"
	      "  --split-input-file              Split the input at '// -----' lines and\n"
	      "                                  process each chunk on its own\n"
	      "  --help                          Show this help\n"
	      "  --version                       Show the version\n",
	      f);
}

/* Accepts both -flag and --flag, as LLVM's option parser does. */
static bool flag_is(const char *arg, const char *name)
{
	if (arg[0] != '-')
		return false;
	arg += arg[1] == '-' ? 2 : 1;
	return !strcmp(arg, name);
}

static int parse_args(int argc, char **argv, Options *o)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (flag_is(a, "help") || flag_is(a, "h")) {
			usage(stdout);
			exit(0);
		} else if (flag_is(a, "version")) {
			printf("mica-opt version " MICA_VERSION "\n");
			exit(0);
		} else if (!strcmp(a, "-o")) {
			if (++i == argc) {
				fprintf(stderr, "mica-opt: -o needs a file name\n");
				return 1;
			}
			o->output = argv[i];
		} else if (!strncmp(a, "-o", 2) && a[2] != '-' && a[2]) {
			o->output = a + 2;
		} else if (flag_is(a, "allow-unregistered-dialect")) {
			o->allow_unregistered = true;
		} else if (flag_is(a, "mlir-print-op-generic")) {
			o->print.generic = true;
		} else if (flag_is(a, "mlir-print-debuginfo")) {
			o->print.debuginfo = true;
		} else if (flag_is(a, "verify-diagnostics")) {
			o->verify_diagnostics = true;
		} else if (flag_is(a, "split-input-file")) {
			o->split = true;
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "mica-opt: unknown option '%s'\n", a);
			usage(stderr);
			return 1;
		} else if (o->input) {
			fprintf(stderr, "mica-opt: only one input file may be given\n");
			return 1;
		} else {
			o->input = a;
		}
	}
	if (!o->input)
		o->input = "-";
	return 0;
}

/* The output: stdout, or a temporary file beside -o's target that is
   renamed over it only when everything succeeded. */
typedef struct {
	FILE *f;
	const char *path; /* -o target, NULL for stdout */
	char *tmp;        /* temporary file name */
	bool direct;      /* a device or pipe, written in place */
	bool failed;      /* a write failed */
} Output;

static bool output_open(Output *out, const char *path)
{
	memset(out, 0, sizeof *out);
	if (!path || !strcmp(path, "-")) {
		out->f = stdout;
		return true;
	}
	/* devices and pipes (/dev/null, a FIFO) are written directly */
	struct stat st;
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		if (!(out->f = fopen(path, "wb"))) {
			fprintf(stderr, "mica-opt: cannot write '%s': %s\n", path, strerror(errno));
			return false;
		}
		out->direct = true;
		return true;
	}
	size_t n = strlen(path);
	out->path = path;
	out->tmp = xmalloc(n + 16);
	snprintf(out->tmp, n + 16, "%s.tmpXXXXXX", path);
	int fd = mkstemp(out->tmp);
	if (fd < 0 || !(out->f = fdopen(fd, "wb"))) {
		fprintf(stderr, "mica-opt: cannot write '%s': %s\n", path, strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(out->tmp);
		}
		free(out->tmp);
		return false;
	}
	return true;
}

/* Keeps or discards the output; returns false if it could not be written. */
static bool output_close(Output *out, bool keep)
{
	bool ok = !out->failed;
	if (out->direct)
		ok &= fclose(out->f) == 0;
	if (!out->path) {
		ok &= out->direct || fflush(stdout) == 0;
		if (!ok)
			fprintf(stderr, "mica-opt: cannot write the output: %s\n", strerror(errno));
		return ok;
	}
	ok &= fflush(out->f) == 0 && fsync(fileno(out->f)) == 0;
	ok &= fclose(out->f) == 0;
	if (keep && ok && rename(out->tmp, out->path) != 0)
		ok = false;
	if (keep && !ok)
		fprintf(stderr, "mica-opt: cannot write '%s': %s\n", out->path, strerror(errno));
	if (!keep || !ok)
		unlink(out->tmp);
	free(out->tmp);
	return ok;
}

static void output_write(Output *out, const char *s, size_t n)
{
	if (n && fwrite(s, 1, n, out->f) != n)
		out->failed = true;
}

/* Parses, verifies and prints one buffer; returns false on any error. */
static bool process(const Options *o, IrSource *src, Output *out)
{
	IrContext *ctx = ir_context_create();
	ctx->allow_unregistered = o->allow_unregistered;
	DiagVerifier *dv = NULL;
	if (o->verify_diagnostics) {
		dv = diag_verifier_create(ctx, src);
		ctx->diag = diag_verifier_handle;
		ctx->diag_user = dv;
	}
	IrOp *module = parse_source(ctx, src);
	bool ok = module && ir_verify(ctx, module);
	if (ok) {
		StrBuf buf = {0};
		if (!print_module(&buf, out->f, ctx, module, &o->print))
			out->failed = true;
		sb_free(&buf);
	}
	if (module)
		ir_op_destroy(ctx, module);
	if (dv) /* with verification, success means exactly the expected diagnostics */
		ok = diag_verifier_finish(dv);
	ir_context_destroy(ctx);
	free(src->line_starts);
	src->line_starts = NULL;
	return ok;
}

/* Splits like mlir-opt 22: at every `// -----` anywhere in the text; the
   marker itself is dropped, the rest of its line starts the next chunk. */
static bool process_split(const Options *o, const char *name, char *text, size_t len, Output *out)
{
	static const char marker[] = "// -----";
	bool ok = true;
	char *p = text, *end = text + len;
	unsigned line_base = 0;
	for (bool first = true;; first = false) {
		char *m = memmem(p, (size_t)(end - p), marker, sizeof marker - 1);
		char *chunk_end = m ? m : end;
		size_t n = (size_t)(chunk_end - p);
		char *chunk = xstrndup(p, n);
		IrSource src = {.name = name, .text = chunk, .len = n, .line_base = line_base};
		if (!first)
			output_write(out, "// -----\n", 9);
		ok &= process(o, &src, out);
		free(chunk);
		for (const char *q = p; q < chunk_end; q++)
			line_base += *q == '\n';
		if (!m)
			break;
		p = m + sizeof marker - 1;
	}
	return ok;
}

/* The whole job, run on a thread with a large stack: the parser bounds
   nesting (MICA_MAX_DEPTH), and the recursive verifier and printer stay
   well within this stack at that depth. */
typedef struct {
	int argc;
	char **argv;
	int status;
} Job;

static int run(int argc, char **argv);

static void *run_job(void *arg)
{
	Job *job = arg;
	job->status = run(job->argc, job->argv);
	return NULL;
}

int main(int argc, char **argv)
{
	Job job = {argc, argv, 1};
	pthread_attr_t attr;
	pthread_t thread;
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, (size_t)256 << 20);
	if (pthread_create(&thread, &attr, run_job, &job) != 0) {
		run_job(&job); /* no thread: the default stack still copes with shallower input */
	} else {
		pthread_join(thread, NULL);
	}
	pthread_attr_destroy(&attr);
	return job.status;
}

static int run(int argc, char **argv)
{
	Options o = {0};
	if (parse_args(argc, argv, &o))
		return 1;
	FILE *in = strcmp(o.input, "-") ? fopen(o.input, "rb") : stdin;
	if (!in) {
		fprintf(stderr, "mica-opt: cannot open '%s': %s\n", o.input, strerror(errno));
		return 1;
	}
	/* reliability: a file beyond the input limit is refused before it is read */
	struct stat st;
	if (in != stdin && fstat(fileno(in), &st) == 0 && S_ISREG(st.st_mode) &&
	    (uint64_t)st.st_size > MICA_MAX_SOURCE) {
		fprintf(stderr, "%s:1:1: error: input is larger than the limit of %u bytes\n", o.input,
		        MICA_MAX_SOURCE);
		fclose(in);
		return 1;
	}
	IrSourceText input;
	bool loaded = ir_source_load(in, MICA_MAX_SOURCE, &input);
	if (in != stdin)
		fclose(in); /* a mapping outlives its file */
	if (!loaded) {
		fprintf(stderr, "mica-opt: cannot read '%s'\n", o.input);
		return 1;
	}
	char *text = input.text;
	size_t len = input.len;
	const char *name = strcmp(o.input, "-") ? o.input : "<stdin>";
	Output out;
	if (!output_open(&out, o.output)) {
		ir_source_unload(&input);
		return 1;
	}
	bool ok;
	if (o.split) {
		ok = process_split(&o, name, text, len, &out);
	} else {
		IrSource src = {.name = name, .text = text, .len = len,
		                .progress = input.mapped ? ir_source_give_back : NULL};
		ok = process(&o, &src, &out);
	}
	/* like mlir-opt, an output file is kept only when everything succeeded */
	ok &= output_close(&out, ok);
	ir_source_unload(&input);
	return ok ? 0 : 1;
}
