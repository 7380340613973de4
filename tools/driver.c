/* driver.c: everything a tool does around its own work: options, input,
   --split-input-file, the -o file and the large-stack thread. */
#include <errno.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../grammar/parse.h"
#include "driver.h"

/* A message of the driver's own (cannot open, cannot write, ...). */
static void complain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void complain(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
}

static void usage(const DriverTool *t, FILE *f)
{
	fprintf(f,
	        "OVERVIEW: %s\n\n"
	        "USAGE: %s [options] <input file>\n\n"
	        "OPTIONS:\n"
	        "  -o <filename>                   Output filename (written only on success)\n"
	        "  --allow-unregistered-dialect    Allow operations of unknown dialects\n"
	        "%s"
	        "  --mlir-print-debuginfo          Print locations\n"
	        "  --verify-diagnostics            Check diagnostics against expected-* comments\n"
	        "  --split-input-file              Split the input at '// -----' lines and\n"
	        "                                  process each chunk on its own\n"
	        "  --help                          Show this help\n"
	        "  --version                       Show the version\n",
	        t->overview, t->name, t->options_help);
}

bool driver_flag_is(const char *arg, const char *name)
{
	if (arg[0] != '-')
		return false;
	arg += arg[1] == '-' ? 2 : 1;
	return !strcmp(arg, name);
}

static int parse_args(const DriverTool *t, int argc, char **argv, DriverOptions *o)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (driver_flag_is(a, "help") || driver_flag_is(a, "h")) {
			usage(t, stdout);
			exit(0);
		} else if (driver_flag_is(a, "version")) {
			printf("%s version " MICA_VERSION "\n", t->name);
			exit(0);
		} else if (!strcmp(a, "-o")) {
			if (++i == argc) {
				complain("%s: -o needs a file name\n", t->name);
				return 1;
			}
			o->output = argv[i];
		} else if (!strncmp(a, "-o", 2) && a[2] != '-' && a[2]) {
			o->output = a + 2;
		} else if (driver_flag_is(a, "allow-unregistered-dialect")) {
			o->allow_unregistered = true;
		} else if (driver_flag_is(a, "mlir-print-debuginfo")) {
			o->debuginfo = true;
		} else if (driver_flag_is(a, "verify-diagnostics")) {
			o->verify_diagnostics = true;
		} else if (driver_flag_is(a, "split-input-file")) {
			o->split = true;
		} else if (t->option(t->user, a)) {
			continue;
		} else if (a[0] == '-' && a[1]) {
			complain("%s: unknown option '%s'\n", t->name, a);
			usage(t, stderr);
			return 1;
		} else if (o->input) {
			complain("%s: only one input file may be given\n", t->name);
			return 1;
		} else {
			o->input = a;
		}
	}
	if (!o->input)
		o->input = "-";
	return 0;
}

/* ---- the output ---- */

/* stdout, a device or pipe written in place, or a temporary file beside
   -o's target that is renamed over it only when everything succeeded. */
typedef struct {
	FILE *f;
	const char *path; /* -o target, NULL for stdout and devices */
	char *tmp;        /* temporary file name */
	bool direct;      /* a device or pipe, written in place */
} Output;

static bool output_open(Output *out, const char *tool, const char *path)
{
	memset(out, 0, sizeof *out);
	if (!path || !strcmp(path, "-")) {
		out->f = stdout;
		return true;
	}
	/* devices and pipes (/dev/null, a FIFO) are written directly */
	struct stat st;
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		out->f = fopen(path, "wb");
		if (!out->f) {
			complain("%s: cannot write '%s': %s\n", tool, path, strerror(errno));
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
		complain("%s: cannot write '%s': %s\n", tool, path, strerror(errno));
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
static bool output_close(Output *out, const char *tool, bool keep)
{
	bool ok = !ferror(out->f);
	if (out->direct)
		ok &= fclose(out->f) == 0;
	if (!out->path) {
		ok &= out->direct || fflush(stdout) == 0;
		if (!ok)
			complain("%s: cannot write the output: %s\n", tool, strerror(errno));
		return ok;
	}
	ok &= fflush(out->f) == 0 && fsync(fileno(out->f)) == 0;
	ok &= fclose(out->f) == 0;
	if (keep && ok && rename(out->tmp, out->path) != 0)
		ok = false;
	if (keep && !ok)
		complain("%s: cannot write '%s': %s\n", tool, out->path, strerror(errno));
	if (!keep || !ok)
		unlink(out->tmp);
	free(out->tmp);
	return ok;
}

/* ---- the work ---- */

typedef struct {
	const DriverTool *tool;
	DriverOptions o;
	Output out;
} Run;

/* The tool's work on one buffer, in a context of its own; false on any
   error. */
static bool run_chunk(Run *r, IrSource *src)
{
	IrContext *ctx = ir_context_create();
	ctx->allow_unregistered = r->o.allow_unregistered;
	DiagVerifier *dv = NULL;
	if (r->o.verify_diagnostics) {
		dv = diag_verifier_create(ctx, src);
		ctx->diag = diag_verifier_handle;
		ctx->diag_user = dv;
	}
	bool ok = r->tool->chunk(r->tool->user, &r->o, ctx, src, r->out.f);
	if (dv) /* with verification, success means exactly the expected diagnostics */
		ok = diag_verifier_finish(dv);
	ir_context_destroy(ctx);
	free(src->line_starts);
	src->line_starts = NULL;
	return ok;
}

/* Splits like mlir-opt 22: at every `// -----` anywhere in the text; the
   marker itself is dropped, the rest of its line starts the next chunk. */
static bool run_split(Run *r, const char *name, char *text, size_t len)
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
			fputs("// -----\n", r->out.f);
		ok &= run_chunk(r, &src);
		free(chunk);
		for (const char *q = p; q < chunk_end; q++)
			line_base += *q == '\n';
		if (!m)
			break;
		p = m + sizeof marker - 1;
	}
	return ok;
}

static int run(const DriverTool *tool, int argc, char **argv)
{
	Run r = {.tool = tool};
	if (parse_args(tool, argc, argv, &r.o))
		return 1;
	const char *input = r.o.input;
	FILE *in = strcmp(input, "-") ? fopen(input, "rb") : stdin;
	if (!in) {
		complain("%s: cannot open '%s': %s\n", tool->name, input, strerror(errno));
		return 1;
	}
	/* reliability: a file beyond the input limit is refused before it is read */
	struct stat st;
	if (in != stdin && fstat(fileno(in), &st) == 0 && S_ISREG(st.st_mode) &&
	    (uint64_t)st.st_size > MICA_MAX_SOURCE) {
		complain("%s:1:1: error: input is larger than the limit of %u bytes\n", input,
		         MICA_MAX_SOURCE);
		fclose(in);
		return 1;
	}
	IrSourceText text;
	bool loaded = ir_source_load(in, MICA_MAX_SOURCE, &text);
	if (in != stdin)
		fclose(in); /* a mapping outlives its file */
	if (!loaded) {
		complain("%s: cannot read '%s'\n", tool->name, input);
		return 1;
	}
	const char *name = strcmp(input, "-") ? input : "<stdin>";
	if (!output_open(&r.out, tool->name, r.o.output)) {
		ir_source_unload(&text);
		return 1;
	}
	bool ok;
	if (r.o.split) {
		ok = run_split(&r, name, text.text, text.len);
	} else {
		IrSource src = {.name = name, .text = text.text, .len = text.len,
		                .progress = text.mapped ? ir_source_give_back : NULL};
		ok = run_chunk(&r, &src);
	}
	/* like mlir-opt, an output file is kept only when everything succeeded */
	ok &= output_close(&r.out, tool->name, ok);
	ir_source_unload(&text);
	return ok ? 0 : 1;
}

/* The whole job, run on a thread with a large stack: the parser bounds
   nesting (MICA_MAX_DEPTH), and the recursive verifier and printer stay
   well within this stack at that depth. */
#define JOB_STACK ((size_t)256 << 20)

typedef struct {
	const DriverTool *tool;
	int argc;
	char **argv;
	int status;
} Job;

static void *run_job(void *arg)
{
	Job *job = arg;
	job->status = run(job->tool, job->argc, job->argv);
	return NULL;
}

int driver_main(const DriverTool *tool, int argc, char **argv)
{
	Job job = {tool, argc, argv, 1};
	pthread_attr_t attr;
	pthread_t thread;
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, JOB_STACK);
	if (pthread_create(&thread, &attr, run_job, &job) != 0) {
		run_job(&job); /* no thread: the default stack still copes with shallower input */
	} else {
		pthread_join(thread, NULL);
	}
	pthread_attr_destroy(&attr);
	return job.status;
}
