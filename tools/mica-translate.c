/* mica-translate.c: the translate-style tool: one translation per run,
   chosen by its flag, from the input file to the output (as
   mlir-translate; binary output is written to a terminal as well, as
   mlir-translate writes it). */
#include "../grammar/parse.h"
#include "../printers/printers.h"
#include "driver.h"

/* A translation: reads src and writes its result to out; false after
   reporting an error through ctx. */
typedef bool (*TranslateFn)(IrContext *ctx, IrSource *src, FILE *out);

/* Every writer of SPIR-V words checks them first: an invalid module is
   never written. */
static bool spirv_valid(IrContext *ctx, const SpvModule *m, const char *name)
{
	StrBuf err = {0};
	bool ok = spv_validate(m, name, &err);
	if (!ok)
		ir_error_bare(ctx, "%.*s", (int)(err.len && err.s[err.len - 1] == '\n' ? err.len - 1 : err.len), err.s);
	sb_free(&err);
	return ok;
}

static bool spirv_to_asm(IrContext *ctx, IrSource *src, FILE *out)
{
	SpvParsed p;
	StrBuf err = {0};
	bool ok = parse_spirv_binary(src->name, (const unsigned char *)src->text, src->len, &p, &err);
	if (ok)
		print_spirv_asm(out, ctx, &p);
	else
		ir_error_bare(ctx, "%s", err.s);
	sb_free(&err);
	spv_parsed_free(&p);
	return ok;
}

static bool asm_to_spirv(IrContext *ctx, IrSource *src, FILE *out)
{
	SpvModule m;
	bool ok = parse_spirv_asm(ctx, src, &m) && spirv_valid(ctx, &m, src->name);
	if (ok)
		print_spirv_binary(out, &m);
	spv_module_free(&m);
	return ok;
}

/* parse_spirv_binary, its error reported through ctx. */
static bool read_binary(IrContext *ctx, const char *name, const void *bytes, size_t len, SpvParsed *p)
{
	StrBuf err = {0};
	bool ok = parse_spirv_binary(name, bytes, len, p, &err);
	if (!ok)
		ir_error_bare(ctx, "%s", err.s);
	sb_free(&err);
	return ok;
}

static bool validate_spirv(IrContext *ctx, IrSource *src, FILE *out)
{
	SpvParsed p;
	bool ok = read_binary(ctx, src->name, src->text, src->len, &p) && spirv_valid(ctx, &p.m, src->name);
	spv_parsed_free(&p);
	return ok;
}

/* The options of the spirv dialect's translations, for the whole run.
   --no-implicit-module is accepted as mlir-translate's RUN lines give it:
   mica's reader puts top-level ops in a builtin.module either way, and the
   serializer takes a spirv.module alone or as a builtin.module's one op. */
static struct {
	const char *save_prefix; /* --spirv-save-validation-files-with-prefix */
	unsigned saved;          /* modules written with it so far */
} spirv_options;

static bool spirv_option(const char *arg)
{
	const char *v = driver_flag_value(arg, "spirv-save-validation-files-with-prefix");
	if (v)
		spirv_options.save_prefix = v;
	return v || driver_flag_is(arg, "no-implicit-module");
}

/* Writes the module to the next P<n>.spv of the prefix given. */
static bool save_validation_file(IrContext *ctx, const SpvModule *w)
{
	if (!spirv_options.save_prefix)
		return true;
	char path[4096];
	snprintf(path, sizeof path, "%s%u.spv", spirv_options.save_prefix, spirv_options.saved++);
	FILE *f = fopen(path, "wb");
	if (f)
		print_spirv_binary(f, w);
	if (!f || fclose(f)) {
		ir_error_bare(ctx, "cannot write '%s'", path);
		return false;
	}
	return true;
}

static bool serialize_spirv(IrContext *ctx, IrSource *src, FILE *out)
{
	IrOp *m = parse_source(ctx, src);
	SpvModule w;
	bool ok = m && ir_verify(ctx, m) && spirv_serialize(ctx, m, &w);
	if (ok) {
		ok = save_validation_file(ctx, &w);
		if (ok)
			print_spirv_binary(out, &w);
		spv_module_free(&w);
	}
	if (m)
		ir_op_destroy(ctx, m);
	return ok;
}

/* Words back to the spirv dialect, printed as mlir-translate prints the
   spirv.module: on its own. */
static bool deserialize_words(IrContext *ctx, const SpvParsed *p, const char *name, FILE *out)
{
	StrBuf mlir = {0}, err = {0};
	bool ok = parse_spirv_deserialize(p, name, &mlir, &err);
	if (!ok) {
		ir_error_bare(ctx, "%s", err.s);
		sb_free(&err);
		return false;
	}
	IrSource src = {.name = name, .text = mlir.s, .len = mlir.len};
	IrOp *m = parse_source(ctx, &src);
	ok = m && ir_verify(ctx, m);
	if (ok) {
		StrBuf buf = {0};
		PrintOptions po = {0};
		print_module(&buf, out, ctx, ir_op_regions(m)[0].first->first, &po);
		sb_free(&buf);
	}
	if (m)
		ir_op_destroy(ctx, m);
	free(src.line_starts);
	sb_free(&mlir);
	return ok;
}

static bool deserialize_spirv(IrContext *ctx, IrSource *src, FILE *out)
{
	SpvParsed p;
	bool ok = read_binary(ctx, src->name, src->text, src->len, &p) && deserialize_words(ctx, &p, src->name, out);
	spv_parsed_free(&p);
	return ok;
}

/* Serializes and reads back, as mlir-translate's --test-spirv-roundtrip. */
static bool test_spirv_roundtrip(IrContext *ctx, IrSource *src, FILE *out)
{
	IrOp *m = parse_source(ctx, src);
	SpvModule w;
	bool ok = m && ir_verify(ctx, m) && spirv_serialize(ctx, m, &w);
	if (m)
		ir_op_destroy(ctx, m);
	if (!ok)
		return false;
	SpvParsed p;
	ok = read_binary(ctx, src->name, w.words, w.nwords * 4, &p) && deserialize_words(ctx, &p, src->name, out);
	spv_parsed_free(&p);
	spv_module_free(&w);
	return ok;
}

/* The translations, by flag; --help lists them in this order. */
static const struct {
	const char *flag;
	const char *help;
	TranslateFn run;
} translations[] = {
	{"spirv-to-asm", "Disassemble a SPIR-V binary as spirv-dis does", spirv_to_asm},
	{"asm-to-spirv", "Assemble SPIR-V assembly as spirv-as does", asm_to_spirv},
	{"serialize-spirv", "Serialize SPIR-V dialect", serialize_spirv},
	{"deserialize-spirv", "Deserialize SPIR-V binary to the SPIR-V dialect", deserialize_spirv},
	{"test-spirv-roundtrip", "Test roundtrip in SPIR-V dialect", test_spirv_roundtrip},
	{"validate-spirv", "Check a SPIR-V binary against the rules of SPV_ARM_graph, SPV_ARM_tensors and TOSA", validate_spirv},
};
#define NTRANSLATIONS (sizeof translations / sizeof translations[0])

typedef struct {
	int chosen; /* index in translations, -1 before a flag names one */
} Translate;

static bool translate_option(void *user, const char *arg)
{
	Translate *t = user;
	if (spirv_option(arg))
		return true;
	for (size_t i = 0; i < NTRANSLATIONS; i++) {
		if (!driver_flag_is(arg, translations[i].flag))
			continue;
		if (t->chosen >= 0 && t->chosen != (int)i) {
			fprintf(stderr, "mica-translate: only one translation may be given: --%s and --%s\n",
			        translations[t->chosen].flag, translations[i].flag);
			exit(1);
		}
		t->chosen = (int)i;
		return true;
	}
	return false;
}

static bool translate_chunk(void *user, const DriverOptions *o, IrContext *ctx, IrSource *src, FILE *out)
{
	Translate *t = user;
	if (t->chosen < 0) {
		ir_error_bare(ctx, "mica-translate: Translations to perform option: must be specified at least once!");
		return false;
	}
	return translations[t->chosen].run(ctx, src, out);
}

static void translate_help(FILE *out)
{
	fprintf(out, "\nTranslations to perform (one):\n");
	for (size_t i = 0; i < NTRANSLATIONS; i++)
		fprintf(out, "  --%-30s%s\n", translations[i].flag, translations[i].help);
}

int main(int argc, char **argv)
{
	Translate t = {.chosen = -1};
	const DriverTool tool = {
		.name = "mica-translate",
		.overview = "mica translation driver",
		.options_help = "",
		.option = translate_option,
		.chunk = translate_chunk,
		.help = translate_help,
		.user = &t,
	};
	return driver_main(&tool, argc, argv);
}
