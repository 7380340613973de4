/* driver.h: what every mica tool shares: the common options, the input
   (mapped, split at `// -----`), the -o file written atomically, the
   large-stack thread the work runs on, and the exit contract. */
#ifndef MICA_DRIVER_H
#define MICA_DRIVER_H

#include "../ir/ir.h"

#define MICA_VERSION "0.1.0"

/* The options every tool takes. */
typedef struct {
	const char *input;       /* file name, "-" for stdin */
	const char *output;      /* -o's file name, NULL for stdout */
	bool split;              /* --split-input-file */
	const char *split_marker;  /* --split-input-file=<marker>: "// -----" unless given */
	const char *output_marker; /* --output-split-marker: between the chunks' outputs */
	bool allow_unregistered; /* --allow-unregistered-dialect */
	bool debuginfo;          /* --mlir-print-debuginfo */
	bool verify_diagnostics; /* --verify-diagnostics */
} DriverOptions;

/* A tool: its name, its own options, and its work on one input (or one
   chunk of it with --split-input-file). */
typedef struct {
	const char *name;         /* in messages, --help and --version: "mica-opt" */
	const char *overview;     /* --help's OVERVIEW line */
	const char *options_help; /* --help's lines for the tool's own options, listed
	                             after -o and --allow-unregistered-dialect */
	/* Takes arg if it is one of the tool's own flags. */
	bool (*option)(void *user, const char *arg);
	/* Reads src into ctx, whose diagnostics already go where the options
	   say, and writes the result to out.  Returns false when it reported
	   an error (one that reached ctx's sink); a failed write is found from
	   out's error indicator. */
	bool (*chunk)(void *user, const DriverOptions *o, IrContext *ctx, IrSource *src, FILE *out);
	/* NULL, or more of --help after the common options (mica-opt's passes) */
	void (*help)(FILE *out);
	/* NULL, or true (asked once the options are read) when -o names a
	   directory that the tool writes files into itself (driver_write_file);
	   the chunks' out is then stdout */
	bool (*output_dir)(void *user);
	/* NULL, or the tool's last words once every chunk has run (reports) */
	void (*finish)(void *user);
	void *user;
} DriverTool;

/* Whether arg is -name or --name: LLVM's option parser accepts both. */
bool driver_flag_is(const char *arg, const char *name);
/* The value of `--name=value` (or `-name=value`), NULL for another argument. */
const char *driver_flag_value(const char *arg, const char *name);
/* A boolean flag: --name, or --name=value with LLVM's words for true and
   false (a bad value ends the tool with LLVM's message); false for another
   argument. */
bool driver_bool_flag(const char *tool, const char *arg, const char *name, bool *out);

/* Writes path as -o's file is written (a temporary file beside it,
   renamed over it once write has written it all); false after a message
   on stderr. */
bool driver_write_file(const char *tool, const char *path, void (*write)(FILE *, const void *), const void *what);

/* The whole run of tool on argv; returns the exit status. */
int driver_main(const DriverTool *tool, int argc, char **argv);

#endif
