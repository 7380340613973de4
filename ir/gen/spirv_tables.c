/* spirv_tables.c: build-time generator of mica's SPIR-V grammar tables
   (ir/spirv.h) from the SPIR-V registry's machine-readable files: the
   core grammar JSON, extended instruction set grammars, and the tool ids
   of spir-v.xml.

   usage: spirv-tables-gen OUT.c OUT.h CORE.json SPIR-V.xml [IMPORT=EXTINST.json]...

   OUT.h declares spv_kind_<Kind> for every operand kind, so that the
   hand-written table (ir/spirv_arm.c) can name them. */
#include <ctype.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fail(const char *what, const char *detail)
{
	fprintf(stderr, "spirv-tables-gen: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
	exit(1);
}

static json_t *load(const char *path)
{
	json_error_t e;
	json_t *j = json_load_file(path, 0, &e);
	if (!j) {
		fprintf(stderr, "spirv-tables-gen: %s:%d:%d: %s\n", path, e.line, e.column, e.text);
		exit(1);
	}
	return j;
}

/* "0x0010" or 16 */
static unsigned long number(json_t *v)
{
	if (json_is_integer(v))
		return (unsigned long)json_integer_value(v);
	if (json_is_string(v))
		return strtoul(json_string_value(v), NULL, 0);
	fail("a value that is neither a number nor a string", NULL);
	return 0;
}

static const char *role_of(const char *kind, const char *category)
{
	static const struct { const char *kind, *role; } literal[] = {
		{"IdResultType", "SPV_ROLE_ID_RESULT_TYPE"},
		{"IdResult", "SPV_ROLE_ID_RESULT"},
		{"LiteralInteger", "SPV_ROLE_LITERAL_INTEGER"},
		{"LiteralString", "SPV_ROLE_LITERAL_STRING"},
		{"LiteralContextDependentNumber", "SPV_ROLE_LITERAL_NUMBER"},
		{"LiteralExtInstInteger", "SPV_ROLE_LITERAL_EXT_INST"},
		{"LiteralSpecConstantOpInteger", "SPV_ROLE_LITERAL_SPEC_OP"},
	};
	for (size_t i = 0; i < sizeof literal / sizeof literal[0]; i++)
		if (!strcmp(kind, literal[i].kind))
			return literal[i].role;
	if (!strcmp(category, "Id"))
		return "SPV_ROLE_ID";
	if (!strcmp(category, "ValueEnum"))
		return "SPV_ROLE_VALUE_ENUM";
	if (!strcmp(category, "BitEnum"))
		return "SPV_ROLE_BIT_ENUM";
	if (!strcmp(category, "Composite"))
		return "SPV_ROLE_PAIR";
	fail("an operand kind of unknown category", kind);
	return NULL;
}

/* A C string literal of s (the registry's names are plain ASCII). */
static void put_string(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', f);
		if (isprint((unsigned char)*s))
			fputc(*s, f);
		else
			fprintf(f, "\\%03o", (unsigned char)*s);
	}
	fputc('"', f);
}

/* The operand list of an instruction: `static const SpvOperandDef <id>[]`;
   returns how many operands. */
static size_t put_operands(FILE *f, const char *id, json_t *operands)
{
	size_t n = json_array_size(operands);
	if (!n)
		return 0;
	fprintf(f, "static const SpvOperandDef %s[] = {", id);
	size_t i;
	json_t *o;
	json_array_foreach(operands, i, o) {
		const char *q = json_string_value(json_object_get(o, "quantifier"));
		json_t *name = json_object_get(o, "name");
		fprintf(f, "%s{&spv_kind_%s, %s, ", i ? ", " : "", json_string_value(json_object_get(o, "kind")),
		        !q ? "0" : *q == '?' ? "'?'" : "'*'");
		if (json_is_string(name)) {
			/* the grammar quotes operand names: 'Set' */
			char buf[256];
			snprintf(buf, sizeof buf, "%s", json_string_value(name));
			size_t len = strlen(buf);
			if (len >= 2 && buf[0] == '\'' && buf[len - 1] == '\'' && !memchr(buf + 1, '\'', len - 2)) {
				buf[len - 1] = 0;
				put_string(f, buf + 1);
			} else {
				put_string(f, buf);
			}
		} else {
			fputs("NULL", f);
		}
		fputc('}', f);
	}
	fputs("};\n", f);
	return n;
}

typedef struct {
	json_t *inst;
	size_t order; /* in the grammar, so that the first of equal opcodes stays first */
} Inst;

static int by_opcode(const void *a, const void *b)
{
	const Inst *x = a, *y = b;
	unsigned long p = number(json_object_get(x->inst, "opcode")), q = number(json_object_get(y->inst, "opcode"));
	if (p != q)
		return p < q ? -1 : 1;
	return x->order < y->order ? -1 : x->order > y->order;
}

static Inst *sorted_insts;
static int by_name(const void *a, const void *b)
{
	const unsigned short *x = a, *y = b;
	return strcmp(json_string_value(json_object_get(sorted_insts[*x].inst, "opname")),
	              json_string_value(json_object_get(sorted_insts[*y].inst, "opname")));
}

/* An instruction table named prefix: its operand lists, then the array. */
static void put_insts(FILE *f, const char *prefix, Inst *insts, size_t n)
{
	char id[128];
	for (size_t i = 0; i < n; i++) {
		snprintf(id, sizeof id, "%s_ops_%zu", prefix, i);
		put_operands(f, id, json_object_get(insts[i].inst, "operands"));
	}
	fprintf(f, "const SpvInstDef %s[] = {\n", prefix);
	for (size_t i = 0; i < n; i++) {
		json_t *inst = insts[i].inst;
		size_t nops = json_array_size(json_object_get(inst, "operands"));
		fputs("\t{", f);
		put_string(f, json_string_value(json_object_get(inst, "opname")));
		if (nops)
			fprintf(f, ", %lu, %zu, %s_ops_%zu},\n", number(json_object_get(inst, "opcode")), nops, prefix, i);
		else
			fprintf(f, ", %lu, 0, NULL},\n", number(json_object_get(inst, "opcode")));
	}
	fputs("};\n", f);
}

static Inst *collect(json_t *array, size_t *n)
{
	*n = json_array_size(array);
	Inst *v = calloc(*n ? *n : 1, sizeof *v);
	if (!v)
		fail("out of memory", NULL);
	for (size_t i = 0; i < *n; i++)
		v[i] = (Inst){json_array_get(array, i), i};
	qsort(v, *n, sizeof *v, by_opcode);
	return v;
}

static void put_kinds(FILE *c, FILE *h, json_t *kinds)
{
	size_t i;
	json_t *k;
	json_array_foreach(kinds, i, k)
		fprintf(h, "extern const SpvKind spv_kind_%s;\n", json_string_value(json_object_get(k, "kind")));
	json_array_foreach(kinds, i, k) {
		const char *name = json_string_value(json_object_get(k, "kind"));
		const char *category = json_string_value(json_object_get(k, "category"));
		const char *role = role_of(name, category);
		json_t *enums = json_object_get(k, "enumerants");
		json_t *bases = json_object_get(k, "bases");
		size_t ne = json_array_size(enums);
		size_t j;
		json_t *e;
		json_array_foreach(enums, j, e) {
			json_t *params = json_object_get(e, "parameters");
			if (!json_array_size(params))
				continue;
			fprintf(c, "static const SpvKind *const params_%s_%zu[] = {", name, j);
			size_t p;
			json_t *param;
			json_array_foreach(params, p, param)
				fprintf(c, "%s&spv_kind_%s", p ? ", " : "", json_string_value(json_object_get(param, "kind")));
			fputs("};\n", c);
		}
		if (ne) {
			fprintf(c, "static const SpvEnumerant enums_%s[] = {\n", name);
			json_array_foreach(enums, j, e) {
				size_t np = json_array_size(json_object_get(e, "parameters"));
				fputs("\t{", c);
				put_string(c, json_string_value(json_object_get(e, "enumerant")));
				fprintf(c, ", %#lxu, %zu, ", number(json_object_get(e, "value")), np);
				if (np)
					fprintf(c, "params_%s_%zu},\n", name, j);
				else
					fputs("NULL},\n", c);
			}
			fputs("};\n", c);
		}
		if (bases)
			fprintf(c, "static const SpvKind *const pair_%s[] = {&spv_kind_%s, &spv_kind_%s};\n", name,
			        json_string_value(json_array_get(bases, 0)), json_string_value(json_array_get(bases, 1)));
		fprintf(c, "const SpvKind spv_kind_%s = {\"%s\", %s, %zu, %s%s, %s%s};\n", name, name, role, ne,
		        ne ? "enums_" : "NULL", ne ? name : "", bases ? "pair_" : "NULL", bases ? name : "");
	}
}

/* spir-v.xml's `<id value="N" vendor="V" tool="T" .../>` lines, as
   "V T" (or "V" alone), indexed by N. */
static void put_generators(FILE *c, const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		fail("cannot read", path);
	char *names[1024] = {0};
	unsigned max = 0;
	char line[1024];
	while (fgets(line, sizeof line, f)) {
		char *id = strstr(line, "<id value=\"");
		char *vendor = strstr(line, "vendor=\"");
		if (!id || !vendor)
			continue;
		unsigned v = (unsigned)strtoul(id + 11, NULL, 10);
		if (v >= 1024)
			continue;
		char buf[512];
		vendor += 8;
		size_t n = strcspn(vendor, "\"");
		snprintf(buf, sizeof buf, "%.*s", (int)n, vendor);
		char *tool = strstr(line, "tool=\"");
		if (tool) {
			tool += 6;
			size_t m = strcspn(tool, "\"");
			snprintf(buf + n, sizeof buf - n, " %.*s", (int)m, tool);
		}
		names[v] = strdup(buf);
		if (v + 1 > max)
			max = v + 1;
	}
	fclose(f);
	fprintf(c, "const char *const spv_generators[] = {\n");
	for (unsigned i = 0; i < max; i++) {
		fputc('\t', c);
		if (names[i])
			put_string(c, names[i]);
		else
			fputs("NULL", c);
		fputs(",\n", c);
		free(names[i]);
	}
	fprintf(c, "};\nconst unsigned spv_ngenerators = %u;\n", max);
}

int main(int argc, char **argv)
{
	if (argc < 5)
		fail("usage: spirv-tables-gen OUT.c OUT.h CORE.json SPIR-V.xml [IMPORT=EXTINST.json]...", NULL);
	FILE *c = fopen(argv[1], "w"), *h = fopen(argv[2], "w");
	if (!c || !h)
		fail("cannot write the outputs", NULL);
	json_t *core = load(argv[3]);
	fprintf(h, "/* generated by spirv-tables-gen from %s: do not edit; include spirv.h first */\n", argv[3]);
	fprintf(c, "/* generated by spirv-tables-gen from %s: do not edit */\n#include \"spirv.h\"\n"
	           "#include \"spirv_tables.h\"\n\n",
	        argv[3]);
	put_kinds(c, h, json_object_get(core, "operand_kinds"));

	size_t n;
	Inst *insts = collect(json_object_get(core, "instructions"), &n);
	put_insts(c, "spv_core_insts", insts, n);
	fprintf(c, "const size_t spv_core_ninsts = %zu;\n", n);
	/* the instructions' indices in name order, for the assembler's lookup */
	unsigned short *order = malloc((n ? n : 1) * sizeof *order);
	for (size_t i = 0; i < n; i++)
		order[i] = (unsigned short)i;
	sorted_insts = insts;
	qsort(order, n, sizeof *order, by_name);
	fputs("const unsigned short spv_core_by_name[] = {", c);
	for (size_t i = 0; i < n; i++)
		fprintf(c, "%s%u,", i % 16 ? " " : "\n\t", order[i]);
	fputs("\n};\n", c);
	free(order);
	free(insts);

	put_generators(c, argv[4]);

	int nsets = argc - 5;
	for (int s = 0; s < nsets; s++) {
		char *eq = strchr(argv[5 + s], '=');
		if (!eq)
			fail("an extended instruction set without IMPORT=", argv[5 + s]);
		json_t *g = load(eq + 1);
		char prefix[32];
		snprintf(prefix, sizeof prefix, "ext_set_%d", s);
		Inst *v = collect(json_object_get(g, "instructions"), &n);
		put_insts(c, prefix, v, n);
		free(v);
		json_decref(g);
	}
	fprintf(c, "const SpvExtSet spv_gen_ext_sets[] = {\n");
	for (int s = 0; s < nsets; s++) {
		char *eq = strchr(argv[5 + s], '=');
		json_t *g = load(eq + 1);
		fprintf(c, "\t{\"%.*s\", %zu, ext_set_%d},\n", (int)(eq - argv[5 + s]), argv[5 + s],
		        json_array_size(json_object_get(g, "instructions")), s);
		json_decref(g);
	}
	fprintf(c, "\t{NULL, 0, NULL}\n};\n");
	fprintf(h, "extern const SpvInstDef spv_core_insts[];\nextern const size_t spv_core_ninsts;\n"
	           "extern const unsigned short spv_core_by_name[];\n"
	           "extern const char *const spv_generators[];\nextern const unsigned spv_ngenerators;\n"
	           "extern const SpvExtSet spv_gen_ext_sets[];\n");
	json_decref(core);
	if (fclose(c) || fclose(h))
		fail("cannot write the outputs", NULL);
	return 0;
}
