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

static bool validate_spirv(IrContext *ctx, IrSource *src, FILE *out)
{
	SpvParsed p;
	StrBuf err = {0};
	bool ok = parse_spirv_binary(src->name, (const unsigned char *)src->text, src->len, &p, &err);
	if (!ok)
		ir_error_bare(ctx, "%s", err.s);
	sb_free(&err);
	ok = ok && spirv_valid(ctx, &p.m, src->name);
	spv_parsed_free(&p);
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
	{"validate-spirv", "Check a SPIR-V binary against the rules of SPV_ARM_graph, SPV_ARM_tensors and TOSA", validate_spirv},
};
#define NTRANSLATIONS (sizeof translations / sizeof translations[0])

typedef struct {
	int chosen; /* index in translations, -1 before a flag names one */
} Translate;

static bool translate_option(void *user, const char *arg)
{
	Translate *t = user;
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
