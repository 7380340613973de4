/* mica-translate.c: the translate-style tool: one translation, chosen by
   its flag as in mlir-translate, from MLIR text to another format or
   back. */
#include <errno.h>

#include "../grammar/parse.h"
#include "../printers/printers.h"
#include "driver.h"

typedef struct Translation Translation;

/* The tool's state: the translation chosen and the options of each. */
typedef struct {
	const Translation *chosen;
	unsigned iospec_pad; /* --iospec-pad */
} Translate;

/* A translation: its flag, --help's line for it, and its work on one
   input (or chunk), false after a located error through ctx. */
struct Translation {
	const char *flag;
	const char *help;
	bool (*run)(const Translate *t, IrContext *ctx, IrSource *src, FILE *out);
};

/* Parses and verifies src: the module, or NULL after an error. */
static IrOp *read_module(IrContext *ctx, IrSource *src)
{
	IrOp *module = parse_source(ctx, src);
	if (module && !ir_verify(ctx, module)) {
		ir_op_destroy(ctx, module);
		return NULL;
	}
	return module;
}

static bool emit_iospec(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	IrOp *module = read_module(ctx, src);
	bool ok = module && print_iospec(ctx, module, t->iospec_pad, out);
	if (module)
		ir_op_destroy(ctx, module);
	return ok;
}

/* One entry per translation (keep it one line each: several formats add
   theirs). */
static const Translation translations[] = {
	{"emit-iospec", "Write the IOSpec (YAML) of the model's inputs and outputs", emit_iospec},
};
#define NTRANSLATIONS (sizeof translations / sizeof translations[0])

/* --iospec-pad=N: 1 to 65536 elements */
static bool iospec_pad_option(Translate *t, const char *arg)
{
	const char *v = driver_flag_value(arg, "iospec-pad");
	if (!v)
		return false;
	char *end;
	errno = 0;
	unsigned long n = strtoul(v, &end, 10);
	if (!*v || *end || errno || n < 1 || n > 65536) {
		fprintf(stderr, "mica-translate: for the --iospec-pad option: '%s' is not a number of elements "
		                "from 1 to 65536\n", v);
		exit(1);
	}
	t->iospec_pad = (unsigned)n;
	return true;
}

static bool translate_option(void *user, const char *arg)
{
	Translate *t = user;
	const Translation **chosen = &t->chosen;
	if (iospec_pad_option(t, arg))
		return true;
	for (size_t i = 0; i < NTRANSLATIONS; i++) {
		if (!driver_flag_is(arg, translations[i].flag))
			continue;
		if (*chosen) {
			fprintf(stderr, "mica-translate: for the --%s option: only one translation may be chosen "
			                "(--%s was given)\n", translations[i].flag, (*chosen)->flag);
			exit(1);
		}
		*chosen = &translations[i];
		return true;
	}
	return false;
}

static bool translate_chunk(void *user, const DriverOptions *o, IrContext *ctx, IrSource *src, FILE *out)
{
	const Translate *t = user;
	if (!t->chosen) {
		ir_diag(ctx, IR_DIAG_ERROR, NULL, 0, "no translation chosen: give one of the translation flags "
		                                     "(mica-translate --help)");
		return false;
	}
	return t->chosen->run(t, ctx, src, out);
}

static void translate_help(FILE *out)
{
	fprintf(out, "\nTranslations (exactly one):\n");
	for (size_t i = 0; i < NTRANSLATIONS; i++)
		fprintf(out, "  --%-30s %s\n", translations[i].flag, translations[i].help);
}

int main(int argc, char **argv)
{
	Translate t = {.iospec_pad = 16};
	const DriverTool tool = {
		.name = "mica-translate",
		.overview = "mica translation driver",
		.options_help =
			"  --iospec-pad=<n>                Pad IOSpec lengths to multiples of n elements\n"
			"                                  (and whole 64-bit words; default 16)\n",
		.option = translate_option,
		.chunk = translate_chunk,
		.help = translate_help,
		.user = &t,
	};
	return driver_main(&tool, argc, argv);
}
