/* mica-translate.c: the translate-style tool: one translation, named by a
   flag, from the input file to the output (mlir-translate's flags, and
   mica's own for the formats of Arm's ML SDK).  Each translation is one
   entry of `translations`. */
#include "../grammar/parse.h"
#include "../grammar/vgf.h"
#include "../printers/vgf.h"
#include "driver.h"

/* A translation of the whole input (bytes, which binary formats take as
   they are) to out; false once it has reported an error in ctx. */
typedef bool (*Translate)(IrContext *ctx, IrSource *src, FILE *out);

/* A binary input's problem: `file: error: message at byte offset N`. */
static bool binary_error(IrContext *ctx, IrSource *src, const char *msg, size_t at)
{
	ir_error_bare(ctx, "%s: error: %s at byte offset %zu", src->name, msg, at);
	return false;
}

/* Reads src as a VGF file into f (allocated in a). */
static bool read_vgf(IrContext *ctx, IrSource *src, VgfFile *f, Arena *a)
{
	const char *msg;
	size_t at;
	if (!vgf_read((const uint8_t *)src->text, src->len, f, a, &msg, &at))
		return binary_error(ctx, src, msg, at);
	return true;
}

/* Reads src as a VGF file and writes what emit makes of it (vgf.h's
   writers). */
static bool from_vgf(IrContext *ctx, IrSource *src, FILE *out, bool (*emit)(const VgfFile *, StrBuf *, StrBuf *))
{
	Arena a = {0};
	VgfFile f;
	StrBuf bytes = {0}, err = {0};
	bool ok = read_vgf(ctx, src, &f, &a);
	if (ok && !(ok = emit(&f, &bytes, &err)))
		ir_error_bare(ctx, "%s: error: %s", src->name, err.s);
	if (ok)
		fwrite(bytes.s, 1, bytes.len, out);
	sb_free(&bytes);
	sb_free(&err);
	arena_free(&a);
	return ok;
}

/* --vgf-dump: the JSON of Arm's vgf_dump. */
static bool vgf_dump(IrContext *ctx, IrSource *src, FILE *out)
{
	return from_vgf(ctx, src, out, vgf_dump_json);
}

/* --test-vgf-roundtrip: the VGF file read and written again. */
static bool vgf_roundtrip(IrContext *ctx, IrSource *src, FILE *out)
{
	return from_vgf(ctx, src, out, vgf_write);
}

/* --partitions-to-vgf: the VGF file of the first vgf.sequence of a
   partitioned model (--model-partitioning's output); the graph segments'
   modules carry no code until mica lowers them to SPIR-V. */
static bool partitions_to_vgf(IrContext *ctx, IrSource *src, FILE *out)
{
	IrOp *module = parse_source(ctx, src);
	if (!module || !ir_verify(ctx, module)) {
		if (module)
			ir_op_destroy(ctx, module);
		return false;
	}
	IrOp *seq = NULL;
	IrBlock *top = module->nregions ? ir_op_regions(module)[0].first : NULL;
	for (IrOp *op = top ? top->first : NULL; op && !seq; op = op->next)
		if (!strcmp(op->name->s, "vgf.sequence"))
			seq = op;
	Arena a = {0};
	VgfFile f;
	StrBuf bytes = {0}, err = {0};
	bool ok = seq != NULL;
	if (!seq) /* said at the first op: the module may be implicit */
		ir_diag_op(ctx, IR_DIAG_ERROR, top && top->first ? top->first : module,
		           "no vgf.sequence to write (run --model-partitioning first)");
	else if ((ok = vgf_from_sequence(ctx, seq, NULL, 0, &a, &f)) && !(ok = vgf_write(&f, &bytes, &err)))
		ir_diag_op(ctx, IR_DIAG_ERROR, seq, "%s", err.s);
	if (ok)
		fwrite(bytes.s, 1, bytes.len, out);
	sb_free(&bytes);
	sb_free(&err);
	arena_free(&a);
	ir_op_destroy(ctx, module);
	return ok;
}

static const struct {
	const char *flag;
	Translate run;
} translations[] = {
	{"vgf-dump", vgf_dump},
	{"test-vgf-roundtrip", vgf_roundtrip},
	{"partitions-to-vgf", partitions_to_vgf},
};

typedef struct {
	Translate run; /* the translation asked for */
} Tr;

static bool tr_option(void *user, const char *arg)
{
	Tr *t = user;
	for (size_t i = 0; i < sizeof translations / sizeof translations[0]; i++) {
		if (driver_flag_is(arg, translations[i].flag)) {
			t->run = translations[i].run;
			return true;
		}
	}
	return false;
}

static bool tr_chunk(void *user, const DriverOptions *o, IrContext *ctx, IrSource *src, FILE *out)
{
	Tr *t = user;
	if (!t->run) {
		ir_error_bare(ctx, "mica-translate: error: no translation given (see --help)");
		return false;
	}
	return t->run(ctx, src, out);
}

int main(int argc, char **argv)
{
	Tr tr = {0};
	const DriverTool tool = {
		.name = "mica-translate",
		.overview = "mica translation driver",
		.options_help =
			"  Translations to perform (one):\n"
			"  --vgf-dump                      Print a VGF file as JSON, as Arm's vgf_dump does\n"
			"  --test-vgf-roundtrip            Read a VGF file and write it again\n"
			"  --partitions-to-vgf             Write the VGF file of a partitioned model\n"
			"                                  (a vgf.sequence of --model-partitioning)\n",
		.option = tr_option,
		.chunk = tr_chunk,
		.user = &tr,
	};
	return driver_main(&tool, argc, argv);
}
