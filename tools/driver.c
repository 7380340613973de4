/* driver.c: everything a tool does around its own work: options, input,
   --split-input-file, the -o file, the large-stack thread, and the exit
   contract of docs/RELIABILITY.md (exit 1 only with a message; no
   temporary file left behind, whatever ends the process). */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../grammar/parse.h"
#include "../passes/passes.h"
#include "driver.h"

/* The -o temporary file while it exists; the fatal-signal and
   out-of-memory handlers remove it.  Whoever swaps it out of here owns
   the name. */
static _Atomic(char *) temp_file;

/* The umask, read before any thread starts (reading it means setting it). */
static mode_t creation_mask;

/* Messages the driver itself printed (cannot open, cannot write, ...). */
static atomic_uint complaints;

static void complain(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void complain(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	atomic_fetch_add(&complaints, 1);
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
	        "  --split-input-file[=<marker>]   Split the input at the marker ('// -----')\n"
	        "                                  and process each chunk on its own\n"
	        "  --output-split-marker=<marker>  Put the marker ('// -----') between the\n"
	        "                                  chunks' outputs\n"
	        "  --help                          Show this help\n"
	        "  --version                       Show the version\n",
	        t->overview, t->name, t->options_help);
	if (t->help)
		t->help(f);
}

bool driver_flag_is(const char *arg, const char *name)
{
	if (arg[0] != '-')
		return false;
	arg += arg[1] == '-' ? 2 : 1;
	return !strcmp(arg, name);
}

const char *driver_flag_value(const char *arg, const char *name)
{
	if (arg[0] != '-')
		return NULL;
	arg += arg[1] == '-' ? 2 : 1;
	size_t n = strlen(name);
	return !strncmp(arg, name, n) && arg[n] == '=' ? arg + n + 1 : NULL;
}

bool driver_bool_flag(const char *tool, const char *arg, const char *name, bool *out)
{
	if (driver_flag_is(arg, name))
		return *out = true;
	const char *v = driver_flag_value(arg, name);
	if (!v)
		return false;
	int word = *v ? pass_bool_word(v) : -1; /* `--flag=` is no value */
	if (word >= 0) {
		*out = word;
	} else {
		fprintf(stderr, "%s: for the --%s option: '%s' is invalid value for boolean argument! Try 0 or 1\n",
		        tool, name, v);
		exit(1);
	}
	return true;
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
		} else if (driver_flag_value(a, "split-input-file")) { /* `=` alone keeps the default */
			o->split = true;
			if (*driver_flag_value(a, "split-input-file"))
				o->split_marker = driver_flag_value(a, "split-input-file");
		} else if (driver_flag_value(a, "output-split-marker")) {
			o->output_marker = driver_flag_value(a, "output-split-marker");
		} else if (t->option(t->user, a)) {
			continue;
		} else if (a[0] == '-' && a[1]) { /* LLVM's command line words */
			complain("%s: Unknown command line argument '%s'.  Try: '%s --help'\n", t->name, a, t->name);
			return 1;
		} else if (o->input) {
			complain("%s: Too many positional arguments specified!\nCan specify at most 1 positional arguments: "
			         "See: %s --help\n", t->name, t->name);
			return 1;
		} else {
			o->input = a;
		}
	}
	if (!o->input)
		o->input = "-";
	if (!o->split_marker)
		o->split_marker = "// -----";
	if (!o->output_marker)
		o->output_marker = "// -----";
	return 0;
}

/* ---- the temporary file and what ends the process ---- */

/* Async-signal-safe: an atomic swap and unlink(2). */
static void discard_temp_file(void)
{
	char *tmp = atomic_exchange(&temp_file, NULL);
	if (tmp)
		unlink(tmp);
}

/* Takes tmp back from the handlers, removing the file if asked; when a
   handler has taken it first, the process is ending and the name is left
   to it. */
static void release_temp_file(char *tmp, bool remove)
{
	if (atomic_exchange(&temp_file, NULL) != tmp)
		return;
	if (remove)
		unlink(tmp);
	free(tmp);
}

/* Signals whose default action ends the process.  Those ignored when the
   tool starts stay ignored (nohup; hostile-run's SIGXFSZ). */
static const int fatal_signals[] = {SIGHUP,  SIGINT,  SIGQUIT, SIGTERM, SIGPIPE, SIGXCPU,
                                    SIGXFSZ, SIGABRT, SIGSEGV, SIGBUS,  SIGFPE,  SIGILL};
static struct sigaction previous_action[NSIG];

/* When there is no memory for the job's own stack, it runs on the
   process's stack, which grows on demand: a fault between its start and
   the stack limit below is that growth failing, so running out of memory.
   Both 0 otherwise: on the job's own stack, overflowing is a bug. */
static uintptr_t grown_stack_lo, grown_stack_hi;
static char alt_stack[64 << 10]; /* where the handler runs when the stack could not grow */

/* Removes the temporary file, then lets the signal do what it did before
   (the default, or a sanitizer's handler): a fault happens again when the
   handler returns, anything else is raised again and delivered on return. */
static void on_fatal_signal(int sig, siginfo_t *info, void *context)
{
	uintptr_t addr = (uintptr_t)info->si_addr;
	if (sig == SIGSEGV && info->si_code > 0 && addr >= grown_stack_lo && addr < grown_stack_hi)
		ir_out_of_memory();
	int saved = errno;
	discard_temp_file();
	sigaction(sig, &previous_action[sig], NULL);
	bool fault = info->si_code > 0 &&
	             (sig == SIGSEGV || sig == SIGBUS || sig == SIGFPE || sig == SIGILL);
	if (!fault)
		raise(sig);
	errno = saved;
}

static void catch_fatal_signals(void)
{
	struct sigaction sa = {.sa_sigaction = on_fatal_signal, .sa_flags = SA_SIGINFO | SA_ONSTACK};
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
		int sig = fatal_signals[i];
		if (sigaction(sig, NULL, &previous_action[sig]) == 0 &&
		    previous_action[sig].sa_handler != SIG_IGN)
			sigaction(sig, &sa, NULL);
	}
}

/* ---- the output ---- */

/* stdout, a device or pipe written in place, or a temporary file beside
   -o's target that is renamed over it only when everything succeeded. */
typedef struct {
	FILE *f;
	const char *path; /* -o as given, for messages; NULL for stdout and devices */
	char *target;     /* the file renamed over: path with its symbolic links followed */
	char *tmp;        /* the temporary file, registered in temp_file */
	bool direct;      /* a device or pipe, written in place */
} Output;

/* What writing to path in place would write to: the end of its chain of
   symbolic links (a dangling link names the file to create), so that the
   link stays and its target is replaced.  NULL with errno on a loop or a
   link that cannot be read. */
static char *follow_links(const char *path)
{
	enum { MAX_LINKS = 40 }; /* Linux's limit for a path */
	char *p = xstrndup(path, strlen(path));
	char link[PATH_MAX];
	for (int hops = 0;; hops++) {
		struct stat st;
		if (lstat(p, &st) != 0 || !S_ISLNK(st.st_mode))
			return p;
		ssize_t n = readlink(p, link, sizeof link);
		if (hops == MAX_LINKS || n < 0 || (size_t)n == sizeof link) {
			int err = hops == MAX_LINKS ? ELOOP : n < 0 ? errno : ENAMETOOLONG;
			free(p);
			errno = err;
			return NULL;
		}
		/* a relative link is relative to the directory that holds it */
		const char *slash = strrchr(p, '/');
		size_t dir = link[0] == '/' || !slash ? 0 : (size_t)(slash - p) + 1;
		char *next = xmalloc(dir + (size_t)n + 1);
		memcpy(next, p, dir);
		memcpy(next + dir, link, (size_t)n);
		next[dir + (size_t)n] = 0;
		free(p);
		p = next;
	}
}

static bool output_open(Output *out, const char *tool, const char *path)
{
	memset(out, 0, sizeof *out);
	if (!path || !strcmp(path, "-")) {
		out->f = stdout;
		return true;
	}
	char *target = follow_links(path);
	if (!target) {
		complain("%s: cannot write '%s': %s\n", tool, path, strerror(errno));
		return false;
	}
	/* devices and pipes (/dev/null, a FIFO) are written directly */
	struct stat st;
	bool exists = stat(target, &st) == 0;
	if (exists && !S_ISREG(st.st_mode)) {
		out->f = fopen(target, "wb");
		if (!out->f)
			complain("%s: cannot write '%s': %s\n", tool, path, strerror(errno));
		free(target);
		out->direct = true;
		return out->f != NULL;
	}
	size_t n = strlen(target);
	out->path = path;
	out->target = target;
	out->tmp = xmalloc(n + 16);
	snprintf(out->tmp, n + 16, "%s.tmpXXXXXX", target);
	int fd = mkstemp(out->tmp);
	if (fd >= 0)
		atomic_store(&temp_file, out->tmp);
	/* mkstemp's file is 0600: give it the permissions the file would have
	   if written in place (its own if it exists), as mlir-opt does */
	mode_t mode = exists ? st.st_mode & 0777 : 0666 & ~creation_mask;
	if (fd < 0 || fchmod(fd, mode) != 0 || !(out->f = fdopen(fd, "wb"))) {
		complain("%s: cannot write '%s': %s\n", tool, path, strerror(errno));
		if (fd >= 0) {
			close(fd);
			release_temp_file(out->tmp, true);
		} else {
			free(out->tmp);
		}
		free(target);
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
	if (keep && ok && rename(out->tmp, out->target) != 0)
		ok = false;
	if (keep && !ok)
		complain("%s: cannot write '%s': %s\n", tool, out->path, strerror(errno));
	release_temp_file(out->tmp, !keep || !ok);
	free(out->target);
	return ok;
}

bool driver_write_file(const char *tool, const char *path, void (*write)(FILE *, const void *), const void *what)
{
	Output out;
	if (!output_open(&out, tool, path))
		return false;
	write(out.f, what);
	return output_close(&out, tool, true);
}

/* ---- the work ---- */

typedef struct {
	const DriverTool *tool;
	DriverOptions o;
	Output out;
} Run;

/* The context of the run's last chunk when the exit reclaims it
   (IrContext.freed_by_exit): still reachable, for leak checkers too. */
static IrContext *volatile left_for_exit;

/* The tool's work on one buffer, in a context of its own; false on any
   error.  `last`: nothing follows it but writing the output and exiting. */
static bool run_chunk(Run *r, IrSource *src, bool last)
{
	IrContext *ctx = ir_context_create();
	const char *free_at_exit = getenv("MICA_FREE_AT_EXIT");
	ctx->freed_by_exit = last && !(free_at_exit && *free_at_exit && strcmp(free_at_exit, "0"));
	ctx->allow_unregistered = r->o.allow_unregistered;
	ctx->print_op_on_diagnostic = !r->o.verify_diagnostics;
	DiagVerifier *dv = NULL;
	if (r->o.verify_diagnostics) {
		dv = diag_verifier_create(ctx, src);
		ctx->diag = diag_verifier_handle;
		ctx->diag_user = dv;
	}
	bool ok = r->tool->chunk(r->tool->user, &r->o, ctx, src, r->out.f);
	/* the exit contract: failing says why (even when --verify-diagnostics
	   would take the error as expected) */
	if (!ok && !ctx->nerrors)
		die("the input of '%s' from line %u failed without reporting an error", src->name,
		    src->line_base + 1);
	if (dv) /* with verification, success means exactly the expected diagnostics */
		ok = diag_verifier_finish(dv);
	if (ctx->freed_by_exit)
		left_for_exit = ctx;
	else
		ir_context_destroy(ctx);
	free(src->line_starts);
	src->line_starts = NULL;
	return ok;
}

/* Runs the chunk text[start, end) whose first line is line_base (the
   caller counts lines as it goes, so that splitting stays linear). */
static bool run_piece(Run *r, const char *name, const char *text, size_t start, size_t end, unsigned line_base,
		      bool first)
{
	char *chunk = xstrndup(text + start, end - start);
	/* run_chunk destroys its context before the chunk is freed */
	IrSource src = {.name = name, .text = chunk, .len = end - start, .line_base = line_base,
	                .text_outlives_ir = true};
	size_t line_start = start;
	while (line_start && text[line_start - 1] != '\n')
		line_start--;
	if (line_start < start) { /* the chunk starts inside a line */
		src.first_line = text + line_start;
		src.col_base = start - line_start;
	}
	if (!first)
		fprintf(r->out.f, "%s\n", r->o.output_marker);
	bool ok = run_chunk(r, &src, false);
	free(chunk);
	return ok;
}

/* The newlines in text[*from, to); *from moves to to. */
static unsigned count_newlines(const char *text, size_t *from, size_t to)
{
	unsigned n = 0;
	for (; *from < to; ++*from)
		n += text[*from] == '\n';
	return n;
}

/* Splits as mlir-opt 22 does: at every occurrence of the marker but its
   last two characters (`// ---`), anywhere in the text; what follows must
   start with those two (`--`), have more after them, and not a '0' (sic)
   right after, or it is a near miss: a warning, and the text stays in the
   chunk.  The marker is dropped, the rest of its line starts the next
   chunk; the outputs are joined by the output marker on a line. */
static bool run_split(Run *r, const char *name, char *text, size_t len)
{
	const char *marker = r->o.split_marker;
	size_t mlen = strlen(marker), plen = mlen > 2 ? mlen - 2 : 0;
	const char *suffix = marker + plen;
	size_t slen = mlen - plen;
	IrSource whole = {.name = name, .text = text, .len = len};
	bool ok = true, first = true;
	size_t start = 0, at = 0; /* the chunk being gathered starts at start; look from at */
	size_t counted = 0;       /* text[0, counted) holds line_base newlines */
	unsigned line_base = 0;
	for (;;) {
		char *m = plen ? memmem(text + at, len - at, marker, plen) : NULL;
		if (!m)
			break;
		size_t piece = (size_t)(m - text) + plen; /* what follows the prefix */
		char *next = memmem(text + piece, len - piece, marker, plen);
		size_t piece_len = (next ? (size_t)(next - text) : len) - piece;
		if (piece_len >= slen && !memcmp(text + piece, suffix, slen) && piece_len > 2 && text[piece + 2] != '0') {
			line_base += count_newlines(text, &counted, start);
			ok &= run_piece(r, name, text, start, (size_t)(m - text), line_base, first);
			first = false;
			start = piece + slen;
		} else {
			ir_diag_print(stderr, IR_DIAG_WARNING, &whole, piece, "near miss with file split marker", true);
		}
		at = piece;
	}
	line_base += count_newlines(text, &counted, start);
	ok &= run_piece(r, name, text, start, len, line_base, first);
	free(whole.line_starts);
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
	/* a tool that writes files into -o's directory itself prints on stdout */
	bool own = tool->output_dir && tool->output_dir(tool->user);
	if (!output_open(&r.out, tool->name, own ? NULL : r.o.output)) {
		ir_source_unload(&text);
		return 1;
	}
	bool ok;
	if (r.o.split) {
		ok = run_split(&r, name, text.text, text.len);
	} else {
		/* the text is unloaded after the context (or at the exit that
		   reclaims it) */
		IrSource src = {.name = name, .text = text.text, .len = text.len,
		                .progress = text.mapped ? ir_source_give_back : NULL, .text_outlives_ir = true};
		ok = run_chunk(&r, &src, true);
	}
	if (tool->finish)
		tool->finish(tool->user);
	/* like mlir-opt, an output file is kept only when everything succeeded */
	ok &= output_close(&r.out, tool->name, ok);
	ir_source_unload(&text);
	return ok ? 0 : 1;
}

/* The whole job, run on a thread with a large stack: the parser bounds
   nesting (MICA_MAX_DEPTH), and the recursive verifier and printer stay
   well within this stack at that depth. */
#define JOB_STACK ((uintptr_t)256 << 20)

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

/* The job on the process's stack, which still copes with shallower input;
   the handler of SIGSEGV tells its failing growth from a bug. */
static void run_job_on_process_stack(Job *job)
{
	char here;
	uintptr_t top = (uintptr_t)&here;
	/* how far the stack may grow: its limit, or the address space's, or
	   as far as the job's own stack would have gone */
	uintptr_t size = JOB_STACK;
	struct rlimit rl;
	if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
		size = (uintptr_t)rl.rlim_cur;
	else if (getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
		size = (uintptr_t)rl.rlim_cur;
	size += (uintptr_t)1 << 20; /* and the kernel's guard gap below it */
	grown_stack_lo = top > size ? top - size : 0;
	grown_stack_hi = top;
	stack_t ss = {.ss_sp = alt_stack, .ss_size = sizeof alt_stack};
	sigaltstack(&ss, NULL);
	run_job(job);
}

int driver_main(const DriverTool *tool, int argc, char **argv)
{
	creation_mask = umask(0);
	umask(creation_mask);
	catch_fatal_signals();
	ir_on_out_of_memory(discard_temp_file);
	Job job = {tool, argc, argv, 1};
	pthread_attr_t attr;
	pthread_t thread;
	pthread_attr_init(&attr);
	pthread_attr_setstacksize(&attr, JOB_STACK);
	if (pthread_create(&thread, &attr, run_job, &job) != 0) {
		run_job_on_process_stack(&job);
	} else {
		pthread_join(thread, NULL);
	}
	pthread_attr_destroy(&attr);
	/* the exit contract: a failing exit has said why */
	if (job.status && !ir_diag_errors_printed() && !atomic_load(&complaints))
		die("exit status %d without a message", job.status);
	return job.status;
}
