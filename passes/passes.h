/* passes.h: the pass manager, its textual pipelines, and the registry of
   passes, as mlir-opt has them.

   A pass is a PassDef (one file of passes/ each, listed in registry.c): its
   command-line name, the name IR dumps and reports give it, its options and
   statistics, the op it is anchored on (NULL: any op), and its work on one
   op. A pipeline (PassPipeline) is an op-anchored list of passes and of
   nested pipelines, each nested one run on every op directly inside the
   ops it runs on whose name is its anchor (`func.func(cse)` on a module's
   functions). Passes run only on ops isolated from above, as in MLIR. */
#ifndef MICA_PASSES_H
#define MICA_PASSES_H

#include "../ir/ir.h"
#include "../printers/printers.h"

typedef enum {
	PASS_OPT_BOOL,     /* `name`, `name=true|false|1|0` */
	PASS_OPT_INT,      /* int64 (mlir-opt's <long> and <int>) */
	PASS_OPT_UINT,     /* uint64 (<uint>) */
	PASS_OPT_STRING,   /* any text (<string>), braces balanced */
	PASS_OPT_ENUM,     /* one of PassOptionDef.values (<value>) */
	PASS_OPT_PIPELINE, /* a pipeline without its anchor: `canonicalize,cse` (<string>) */
	PASS_OPT_LIST,     /* a comma-separated list of words (`fast,nsz`) */
} PassOptionKind;

typedef struct {
	const char *name;    /* "max-iterations" */
	PassOptionKind kind;
	const char *value;   /* the default, as it would be written ("10", "true") */
	const char *help;
	/* PASS_OPT_ENUM: its words with their help, `word=help;word=help` */
	const char *values;
	const char *type_name; /* --help's `<long>` part, when not the kind's own */
} PassOptionDef;

/* A counter a pass keeps (MLIR's Pass::Statistic), printed by
   --mlir-pass-statistics. */
typedef struct {
	const char *name; /* "num-cse'd" */
	const char *help; /* "Number of operations CSE'd" */
} PassStatDef;

typedef struct PassRun PassRun;

typedef struct PassDef {
	const char *arg;     /* its flag and pipeline name: "cse" */
	const char *name;    /* its name in IR dumps and reports: "CSE" */
	const char *summary; /* --help's line */
	const char *anchor;  /* the op name it runs on ("builtin.module", "func.func"), NULL for any */
	const PassOptionDef *options; /* ending with a NULL name; NULL for none */
	const PassStatDef *stats;     /* likewise */
	/* The string option a bare word that names no option sets
	   (`--view-partitions=out.dot` for filename=out.dot), NULL for none. */
	const char *bare_word_option;
	/* The work on op (the anchor, isolated from above). On failure it has
	   emitted a located error and returns false; the pipeline stops. */
	bool (*run)(PassRun *run, IrOp *op);
	/* It changes nothing outside op, the op itself only inside, and reads
	   no more of the ops around than their symbols (MLIR's rule for a pass
	   run on sibling ops at once): a nested pipeline of such passes runs on
	   sibling ops on several threads. */
	bool op_local;
} PassDef;

/* A pass in a pipeline: its definition and the values of its options. */
typedef struct Pass Pass;
typedef struct PassPipeline PassPipeline;

/* What a pass sees while it runs. */
struct PassRun {
	IrContext *ctx;
	const Pass *pass;
	uint64_t *stats;            /* one per PassDef.stats entry, added to by the pass */
	const PrintOptions *print;  /* the tool's print flags (for passes that print) */
	FILE *report;               /* where passes that report write (print-op-stats): stderr */
	/* Set by a pass that changed nothing (MLIR's markAllAnalysesPreserved):
	   the IR is as it was when last verified, so the manager does not
	   verify it again. */
	bool preserved_all;
};

/* A bool option's word as LLVM's command line reads it (true, TRUE, True,
   1, or nothing: 1; false, FALSE, False, 0: 0), -1 for any other. */
int pass_bool_word(const char *v);

/* An option's value, as the pipeline or its default gives it; the name
   must be one of the pass's options of that kind (an internal error
   otherwise). A string or pipeline is "" when unset. */
bool pass_option_bool(const PassRun *r, const char *name);
int64_t pass_option_int(const PassRun *r, const char *name);
uint64_t pass_option_uint(const PassRun *r, const char *name);
const char *pass_option_string(const PassRun *r, const char *name);

/* ---- registry.c ---- */

/* The registered passes, in no order, ending with NULL. */
extern const PassDef *const pass_registry[];
const PassDef *pass_lookup(const char *arg, size_t n);
/* mlir-opt's --help listing of the passes and their options. */
void pass_registry_help(FILE *out);

/* ---- pipeline.c: pipelines, their text and the shorthand flags ---- */

/* What went wrong building a pipeline, as mlir-opt reports it: lines the
   tool writes after its own name (LLVM's option parser: "for the
   --top-down option: ..."), and the text of the error diagnostic. */
typedef struct {
	StrBuf tool;
	StrBuf diag;
} PassError;
void pass_error_free(PassError *e);

/* An empty pipeline anchored on op name anchor ("builtin.module"; "any"
   runs on any op). */
PassPipeline *pass_pipeline_create(const char *anchor);
void pass_pipeline_destroy(PassPipeline *pm);
/* Parses MLIR 22's textual pipeline, `anchor(pass{opt=v},nested(...))`
   (the whole text wrapped in its anchor), into a new pipeline; NULL on a
   malformed one. */
PassPipeline *pass_pipeline_parse(const char *text, PassError *err);
/* Appends an anchorless pipeline (`canonicalize,cse`: an option's value)
   to pm, each pass as written (no implicit nesting). */
bool pass_pipeline_append(PassPipeline *pm, const char *text, PassError *err);
/* Appends the pass of a shorthand flag (`--canonicalize`,
   `--inline=default-pipeline=canonicalize`: options is what follows `=`,
   or NULL) with mlir-opt's implicit nesting: a pass anchored on another op
   than pm's goes into a pipeline nested for that op. */
bool pass_pipeline_add(PassPipeline *pm, const PassDef *def, const char *options, PassError *err);
bool pass_pipeline_empty(const PassPipeline *pm);
/* The pipeline as mlir-opt's --dump-pass-pipeline writes it: every pass
   with all its options, sorted, indented by nesting. */
void pass_pipeline_dump(const PassPipeline *pm, StrBuf *out);

/* ---- manager.c: running a pipeline, with mlir-opt's instrumentation ---- */

typedef struct {
	bool verify_each;            /* --verify-each (default on) */
	const char *print_before;    /* --mlir-print-ir-before=a,b: pass args, or NULL */
	const char *print_after;     /* --mlir-print-ir-after= */
	bool print_before_all, print_after_all, print_after_change, print_after_failure;
	bool print_module_scope;     /* --mlir-print-ir-module-scope */
	bool timing;                 /* --mlir-timing */
	bool statistics;             /* --mlir-pass-statistics */
	bool disable_threading;      /* --mlir-disable-threading */
	PrintOptions print;          /* how IR dumps print */
	FILE *dump;                  /* where dumps and reports go: stderr */
	/* NULL, or told each pass's argument as the pass starts on an op,
	   from the thread that runs it */
	void (*on_pass)(void *user, const char *arg);
	void *on_pass_user;
} PassInstrumentation;

/* Runs pm on op (which must be of pm's anchor, or pm anchored on "any"):
   false after a located error (a pass failed, or left IR that does not
   verify). Reports (timing, statistics) are written by pass_report. */
typedef struct PassSession PassSession;
PassSession *pass_session_create(const PassInstrumentation *ins);
bool pass_session_run(PassSession *s, const PassPipeline *pm, IrContext *ctx, IrOp *op);
/* Time spent outside the passes, for --mlir-timing's Parser and Output lines. */
void pass_session_add_time(PassSession *s, const char *phase, double seconds);
/* Time spent on threads beside the calling one (a phase's helpers), which
   --mlir-timing adds to the user time. */
void pass_session_add_thread_time(PassSession *s, double seconds);
/* Writes the --mlir-timing and --mlir-pass-statistics reports asked for,
   then frees s. */
void pass_session_finish(PassSession *s, const PassPipeline *pm);

/* Runs pm on op with no instrumentation (a pass running a pipeline of its
   own, as inline's default pipeline); verify as --verify-each. */
bool pass_pipeline_run(const PassPipeline *pm, IrContext *ctx, IrOp *op, bool verify);

#endif
