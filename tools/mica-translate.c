/* mica-translate.c: the translate-style tool: one translation, chosen by
   its flag as in mlir-translate, from MLIR text to another format or
   back. */
#include <errno.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../grammar/parse.h"
#include "../grammar/vgf.h"
#include "../printers/printers.h"
#include "../printers/vgf.h"
#include "driver.h"

typedef struct Translation Translation;

/* The tool's state: the translation chosen and the options of each. */
typedef struct {
	const Translation *chosen;
	unsigned iospec_pad; /* --iospec-pad */
	VgfJobOptions vgf;   /* --to-vgf's converter options */
	const char *output;  /* -o, for a translation that writes into a directory */
	bool debuginfo;      /* --mlir-print-debuginfo: locations in the MLIR written */
	bool threading_off;  /* --mlir-disable-threading */
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

/* A model as the model converter's jobs take it: MLIR text, or a TOSA
   flatbuffer read through the importer, whose text is kept with the
   module because diagnostics quote it. */
typedef struct {
	IrOp *module; /* verified; NULL after an error */
	IrSource mlir; /* the importer's text as a source, when imported */
	StrBuf text;
} Model;

/* Reads src into m as a TOSA flatbuffer (m->module NULL after an error). */
static bool import_model(IrContext *ctx, IrSource *src, Model *m)
{
	*m = (Model){0};
	m->module = parse_tosa_flatbuffer(ctx, src, &m->mlir, &m->text);
	return m->module != NULL;
}

/* Reads src into m, recognised as a TOSA flatbuffer as the converter
   recognises one (parse_is_tosa_flatbuffer), else as MLIR text. */
static bool read_model(IrContext *ctx, IrSource *src, Model *m)
{
	if (parse_is_tosa_flatbuffer(src))
		return import_model(ctx, src, m);
	*m = (Model){.module = read_module(ctx, src)};
	return m->module != NULL;
}

static void model_free(IrContext *ctx, Model *m)
{
	if (m->module)
		ir_op_destroy(ctx, m->module);
	free(m->mlir.line_starts);
	sb_free(&m->text);
}

static bool emit_iospec(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	Model m;
	bool ok = read_model(ctx, src, &m) && print_iospec(ctx, m.module, t->iospec_pad, out);
	model_free(ctx, &m);
	return ok;
}

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
static bool vgf_dump(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	return from_vgf(ctx, src, out, vgf_dump_json);
}

/* --test-vgf-roundtrip: the VGF file read and written again. */
static bool vgf_roundtrip(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	return from_vgf(ctx, src, out, vgf_write);
}

/* --partitions-to-vgf: the VGF file of the first vgf.sequence of a
   partitioned model (--model-partitioning's output); the graph segments'
   modules carry no code until mica lowers them to SPIR-V. */
static bool partitions_to_vgf(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	IrOp *module = parse_source(ctx, src);
	if (!module || !ir_verify(ctx, module)) {
		if (module)
			ir_op_destroy(ctx, module);
		return false;
	}
	IrOp *seq = NULL;
	IrBlock *top = ir_op_nregions(module) ? ir_region_first(&ir_op_regions(module)[0]) : NULL;
	for (IrOp *op = top ? ir_block_first(top) : NULL; op && !seq; op = ir_op_next(op))
		if (!strcmp(ir_op_name(op)->s, "vgf.sequence"))
			seq = op;
	Arena a = {0};
	VgfFile f;
	StrBuf bytes = {0}, err = {0};
	bool ok = seq != NULL;
	if (!seq) /* said at the first op: the module may be implicit */
		ir_diag_op(ctx, IR_DIAG_ERROR, top && ir_block_first(top) ? ir_block_first(top) : module,
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

static bool spirv_to_asm(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
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

static bool asm_to_spirv(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
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

static bool validate_spirv(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
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

static bool serialize_spirv(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	IrOp *m = parse_source(ctx, src);
	SpvModule w;
	bool ok = m && ir_verify(ctx, m) && spirv_serialize(ctx, m, NULL, &w);
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
static bool deserialize_words(const Translate *t, IrContext *ctx, const SpvParsed *p, const char *name, FILE *out)
{
	StrBuf mlir = {0}, err = {0};
	bool ok = parse_spirv_deserialize(p, name, &mlir, &err);
	if (!ok) {
		ir_error_bare(ctx, "%s", err.s);
		sb_free(&err);
		return false;
	}
	IrSource src = {.name = name, .text = mlir.s, .len = mlir.len, .unlocated = true};
	IrOp *m = parse_source(ctx, &src);
	ok = m && ir_verify(ctx, m);
	if (ok) {
		StrBuf buf = {0};
		PrintOptions po = {.debuginfo = t->debuginfo};
		print_module(&buf, out, ctx, ir_block_first(ir_region_first(&ir_op_regions(m)[0])), &po);
		sb_free(&buf);
	}
	if (m)
		ir_op_destroy(ctx, m);
	free(src.line_starts);
	sb_free(&mlir);
	return ok;
}

static bool deserialize_spirv(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	SpvParsed p;
	bool ok = read_binary(ctx, src->name, src->text, src->len, &p) && deserialize_words(t, ctx, &p, src->name, out);
	spv_parsed_free(&p);
	return ok;
}

/* Serializes and reads back, as mlir-translate's --test-spirv-roundtrip
   and, with debug information, --test-spirv-roundtrip-debug. */
static bool roundtrip(const Translate *t, IrContext *ctx, IrSource *src, FILE *out, bool debug)
{
	IrOp *m = parse_source(ctx, src);
	SpvModule w;
	SpvSerializeOptions so = {.emit_debug_info = debug};
	bool ok = m && ir_verify(ctx, m) && spirv_serialize(ctx, m, &so, &w);
	if (m)
		ir_op_destroy(ctx, m);
	if (!ok)
		return false;
	SpvParsed p;
	ok = read_binary(ctx, src->name, w.words, w.nwords * 4, &p) && deserialize_words(t, ctx, &p, src->name, out);
	spv_parsed_free(&p);
	spv_module_free(&w);
	return ok;
}

static bool test_spirv_roundtrip(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	return roundtrip(t, ctx, src, out, false);
}

static bool test_spirv_roundtrip_debug(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	return roundtrip(t, ctx, src, out, true);
}

/* --import-tosa-flatbuffer: a `.tosa` file as MLIR. */
static bool import_tosa(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	Model m;
	StrBuf printed = {0};
	bool ok = import_model(ctx, src, &m);
	if (ok)
		print_module(&printed, out, ctx, m.module, &(PrintOptions){0});
	sb_free(&printed);
	model_free(ctx, &m);
	return ok;
}

/* --to-tosa-flatbuffer: a module of TOSA ops as a `.tosa` file. */
static bool to_tosa(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	IrOp *module = read_module(ctx, src);
	StrBuf bytes = {0};
	bool ok = module && print_tosa_flatbuffer(ctx, module, &bytes);
	if (ok)
		fwrite(bytes.s, 1, bytes.len, out);
	if (module)
		ir_op_destroy(ctx, module);
	sb_free(&bytes);
	return ok;
}

/* ---- the job's progress line ---- */

/* A model of this many bytes shows the job's stages from the start; a
   smaller one once the job has run PROGRESS_AFTER seconds, so that the
   jobs that end at once print nothing. */
#define PROGRESS_BYTES (1u << 20)
#define PROGRESS_AFTER 0.5

/* --to-vgf's and --to-spirv's progress on a terminal: one line on stderr,
   rewritten in place, naming the stage the job is in (reading, each pass,
   serialization, the VGF layout, writing), cleared when the job ends and
   before any diagnostic (the context's diag_prelude). Never when stderr
   is not a terminal (pipes and tests see nothing) or with --no-progress;
   MICA_PROGRESS=1 shows it whatever stderr is and however small the
   model, for the line's own tests. */
typedef struct {
	bool off;              /* --no-progress */
	bool enabled;          /* for the job running: a terminal, or MICA_PROGRESS=1 */
	bool forced;           /* MICA_PROGRESS=1 */
	bool shown;            /* a line is on stderr */
	double start;          /* when the job started, in seconds */
	size_t bytes;          /* the model's size */
	pthread_mutex_t lock;  /* passes on several functions report from their threads */
} Progress;

static void progress_stage(void *user, const char *stage)
{
	Progress *p = user;
	if (!p->enabled)
		return;
	pthread_mutex_lock(&p->lock);
	if (p->forced || p->bytes >= PROGRESS_BYTES || ir_monotonic_seconds() - p->start > PROGRESS_AFTER) {
		fprintf(stderr, "\r\033[Kmica-translate: %s\r", stage);
		p->shown = true;
	}
	pthread_mutex_unlock(&p->lock);
}

static void progress_clear(void *user)
{
	Progress *p = user;
	pthread_mutex_lock(&p->lock);
	if (p->shown)
		fputs("\r\033[K", stderr);
	p->shown = false;
	pthread_mutex_unlock(&p->lock);
}

static void progress_begin(const Translate *t, IrContext *ctx, const IrSource *src)
{
	Progress *p = t->vgf.stage_user;
	const char *force = getenv("MICA_PROGRESS");
	p->forced = force && !strcmp(force, "1");
	p->enabled = !p->off && (p->forced || isatty(STDERR_FILENO));
	p->shown = false;
	p->start = ir_monotonic_seconds();
	p->bytes = src->len;
	ctx->diag_prelude = progress_clear;
	ctx->diag_prelude_user = p;
	progress_stage(p, "reading the model");
}

static void progress_end(const Translate *t, IrContext *ctx)
{
	progress_clear(t->vgf.stage_user);
	ctx->diag_prelude = NULL;
}

/* --to-vgf: the model converter's whole job, a TOSA model (MLIR or a
   flatbuffer) to its VGF file. */
static bool to_vgf(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	Model m;
	VgfJob job;
	progress_begin(t, ctx, src);
	bool read = read_model(ctx, src, &m);
	bool ok = read && vgf_job_run(ctx, m.module, &t->vgf, &job);
	if (ok) {
		progress_stage(t->vgf.stage_user, "writing");
		fwrite(job.vgf.s, 1, job.vgf.len, out);
	}
	progress_end(t, ctx);
	if (read)
		vgf_job_free(&job);
	model_free(ctx, &m);
	return ok;
}

static void write_words(FILE *f, const void *m)
{
	print_spirv_binary(f, m);
}

/* --to-spirv: the model converter's job up to the SPIR-V of its graph
   segments, each written as DIR/<segment>.spv (-o DIR, made if missing),
   each file atomically and only once the whole model has converted. */
static bool to_spirv(const Translate *t, IrContext *ctx, IrSource *src, FILE *out)
{
	if (!t->output || !strcmp(t->output, "-")) {
		ir_error_bare(ctx, "mica-translate: --to-spirv writes into a directory: give it with -o DIR");
		return false;
	}
	Model m;
	VgfJob job;
	progress_begin(t, ctx, src);
	bool read = read_model(ctx, src, &m);
	bool ok = read && vgf_job_run(ctx, m.module, &t->vgf, &job);
	if (ok)
		progress_stage(t->vgf.stage_user, "writing");
	if (ok && mkdir(t->output, 0777) != 0 && errno != EEXIST) {
		ir_error_bare(ctx, "mica-translate: cannot make the directory '%s': %s", t->output, strerror(errno));
		ok = false;
	}
	for (size_t i = 0; ok && i < job.n; i++) {
		if (!job.graph[i])
			continue;
		StrBuf path = {0};
		sb_printf(&path, "%s/%s.spv", t->output, job.names[i]);
		if (!(ok = driver_write_file("mica-translate", path.s, write_words, &job.spirv[i])))
			ir_error_bare(ctx, "mica-translate: the SPIR-V of segment '%s' and those after it are not written",
			              job.names[i]);
		sb_free(&path);
	}
	progress_end(t, ctx);
	if (read)
		vgf_job_free(&job);
	model_free(ctx, &m);
	return ok;
}

/* One entry per translation (keep it one line each: several formats add
   theirs). */
static const Translation translations[] = {
	{"spirv-to-asm", "Disassemble a SPIR-V binary as spirv-dis does", spirv_to_asm},
	{"asm-to-spirv", "Assemble SPIR-V assembly as spirv-as does", asm_to_spirv},
	{"serialize-spirv", "Serialize SPIR-V dialect", serialize_spirv},
	{"deserialize-spirv", "Deserialize SPIR-V binary to the SPIR-V dialect", deserialize_spirv},
	{"test-spirv-roundtrip", "Test roundtrip in SPIR-V dialect", test_spirv_roundtrip},
	{"test-spirv-roundtrip-debug", "Test roundtrip debug in SPIR-V", test_spirv_roundtrip_debug},
	{"validate-spirv", "Check a SPIR-V binary against the rules of SPV_ARM_graph, SPV_ARM_tensors and TOSA", validate_spirv},
	{"emit-iospec", "Write the IOSpec (YAML) of the model's inputs and outputs", emit_iospec},
	{"vgf-dump", "Print a VGF file as JSON, as Arm's vgf_dump does", vgf_dump},
	{"test-vgf-roundtrip", "Read a VGF file and write it again", vgf_roundtrip},
	{"import-tosa-flatbuffer", "Read a TOSA 1.0 flatbuffer (.tosa) as MLIR", import_tosa},
	{"to-tosa-flatbuffer", "Write a module of TOSA 1.0 ops as a TOSA flatbuffer (.tosa)", to_tosa},
	{"to-vgf", "Convert a TOSA model (MLIR or .tosa) to its VGF file, as Arm's model converter does", to_vgf},
	{"to-spirv", "Convert the graph segments of a TOSA model (MLIR or .tosa) to SPIR-V files in the directory -o names", to_spirv},
	{"partitions-to-vgf", "Write the VGF file of a partitioned model (a vgf.sequence of --model-partitioning)", partitions_to_vgf},
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

/* --to-vgf's options, named as the model converter's */
static bool vgf_job_option(VgfJobOptions *o, const char *arg)
{
	const char *v;
	if ((v = driver_flag_value(arg, "type-narrowing"))) {
		if (strcmp(v, "none") && strcmp(v, "full") && strcmp(v, "partial") && strcmp(v, "full_preserve_io")) {
			fprintf(stderr, "mica-translate: for the --type-narrowing option: Cannot find option named '%s'!\n", v);
			exit(1);
		}
		o->narrowing = v;
	} else if ((v = driver_flag_value(arg, "custom-op-domain-to-opcode")))
		sb_printf(&o->domain_to_opcode, "%s%s", o->domain_to_opcode.len ? "," : "", v);
	else if (driver_flag_is(arg, "enable-bespoke"))
		o->enable_bespoke = true;
	else if (driver_flag_is(arg, "disable-replicated-composites"))
		o->disable_replicated_composites = true;
	else if (driver_flag_is(arg, "require-static-shape"))
		o->require_static_shape = true;
	else if (driver_flag_is(arg, "dump-mlir"))
		o->dump_mlir = true;
	else if (driver_flag_is(arg, "emit-debug-info"))
		o->emit_debug_info = true;
	else if (driver_flag_is(arg, "no-progress"))
		((Progress *)o->stage_user)->off = true;
	else
		return false;
	return true;
}

static bool translate_option(void *user, const char *arg)
{
	Translate *t = user;
	const Translation **chosen = &t->chosen;
	if (iospec_pad_option(t, arg) || spirv_option(arg) || vgf_job_option(&t->vgf, arg) ||
	    driver_bool_flag("mica-translate", arg, "mlir-disable-threading", &t->threading_off))
		return true;
	for (size_t i = 0; i < NTRANSLATIONS; i++) {
		if (!driver_flag_is(arg, translations[i].flag))
			continue;
		if (*chosen && *chosen != &translations[i]) {
			fprintf(stderr, "mica-translate: only one translation may be given: --%s and --%s\n",
			        (*chosen)->flag, translations[i].flag);
			exit(1);
		}
		*chosen = &translations[i];
		return true;
	}
	return false;
}

static bool translate_chunk(void *user, const DriverOptions *o, IrContext *ctx, IrSource *src, FILE *out)
{
	Translate *t = user;
	t->output = o->output;
	t->debuginfo = o->debuginfo;
	ctx->multithreading = !t->threading_off; /* a long model is read on two threads */
	if (!t->chosen) { /* mlir-translate's words */
		ir_error_bare(ctx, "mica-translate: Translations to perform option: must be specified at least once!");
		return false;
	}
	return t->chosen->run(t, ctx, src, out);
}

static bool writes_dir(void *user)
{
	const Translate *t = user;
	return t->chosen && t->chosen->run == to_spirv;
}

static void translate_help(FILE *out)
{
	fprintf(out, "\nTranslations to perform (one):\n");
	for (size_t i = 0; i < NTRANSLATIONS; i++)
		fprintf(out, "  --%-30s%s\n", translations[i].flag, translations[i].help);
}

int main(int argc, char **argv)
{
	Progress progress = {.lock = PTHREAD_MUTEX_INITIALIZER};
	Translate t = {.iospec_pad = 16, .vgf = {.stage = progress_stage, .stage_user = &progress}};
	const DriverTool tool = {
		.name = "mica-translate",
		.overview = "mica translation driver",
		.options_help =
			"  --iospec-pad=<n>                Pad IOSpec lengths to multiples of n elements\n"
			"                                  (and whole 64-bit words; default 16)\n"
			"  --spirv-save-validation-files-with-prefix=<prefix>\n"
			"                                  Also write each serialized module to <prefix><n>.spv\n"
			"  --no-implicit-module            Accepted for mlir-translate's command lines\n"
			"  --mlir-disable-threading        Disable multi-threading within MLIR\n"
			"  --type-narrowing=<mode>         --to-vgf: none, full, partial or full_preserve_io\n"
			"  --custom-op-domain-to-opcode=<d:n>  --to-vgf: lower custom ops of domain d as\n"
			"                                  ExperimentalML calls of opcode n (repeatable)\n"
			"  --enable-bespoke                --to-vgf: lower com.arm.bespoke custom ops\n"
			"  --disable-replicated-composites --to-vgf: write splat constants in full, not as\n"
			"                                  SPV_EXT_replicated_composites\n"
			"  --require-static-shape          --to-vgf: every input a ranked tensor of known shape\n"
			"  --dump-mlir                     --to-vgf: the module before and after each pass,\n"
			"                                  on stderr\n"
			"  --emit-debug-info               --to-vgf, --to-spirv: OpString and OpLine of the\n"
			"                                  source locations in the SPIR-V\n"
			"  --no-progress                   --to-vgf, --to-spirv: no progress line on a terminal\n",
		.option = translate_option,
		.chunk = translate_chunk,
		.help = translate_help,
		.output_dir = writes_dir,
		.user = &t,
	};
	int rc = driver_main(&tool, argc, argv);
	sb_free(&t.vgf.domain_to_opcode);
	return rc;
}
