/* spirv_asm.c: SPIR-V assembly as SPIRV-Tools' spirv-dis prints it by
   default: header comments, ids by friendly names, one instruction a line
   with the result ids right-aligned before a column of opcodes. */
#include <ctype.h>
#include <math.h>

#include "internal.h"

/* The column opcodes start at, after `%name = ` (spirv-dis's indent). */
#define INDENT 15

/* ---- numbers ---- */

/* A float's bits as spirv-dis writes non-normal values: hex with the
   trailing zero digits of the fraction left out (`0x1.8p+128`). */
static void put_hex_float(StrBuf *b, uint64_t bits, unsigned frac_bits, unsigned exp_bits)
{
	unsigned nibbles = (frac_bits + 3) / 4, shift = nibbles * 4 - frac_bits;
	uint64_t exp_mask = ((uint64_t)1 << exp_bits) - 1;
	uint64_t exp = (bits >> frac_bits) & exp_mask;
	uint64_t frac = (bits & (((uint64_t)1 << frac_bits) - 1)) << shift;
	int bias = (int)(exp_mask >> 1);
	bool zero = !exp && !frac;
	long e = zero ? 0 : (long)exp - bias;
	if (!exp && frac) { /* subnormal: normalized, its leading 1 dropped */
		uint64_t top = (uint64_t)1 << (nibbles * 4 - 1);
		while (!(frac & top)) {
			frac <<= 1;
			e--;
		}
		frac = (frac << 1) & ((top << 1) - 1);
	}
	while (nibbles && !(frac & 0xF)) {
		frac >>= 4;
		nibbles--;
	}
	sb_printf(b, "%s0x%c", bits >> (frac_bits + exp_bits) & 1 ? "-" : "", zero ? '0' : '1');
	if (nibbles)
		sb_printf(b, ".%0*llx", (int)nibbles, (unsigned long long)frac);
	sb_printf(b, "p%s%ld", e >= 0 ? "+" : "", e);
}

/* A float or double (width 32 or 64) of the given bits: zero and normal
   values in decimal with enough digits to read back, others in hex. */
static void put_float(StrBuf *b, double value, uint64_t bits, unsigned width)
{
	/* a float's class, not that of the double it widens to */
	int c = width == 32 ? fpclassify((float)value) : fpclassify(value);
	if (c == FP_ZERO || c == FP_NORMAL)
		sb_printf(b, width == 32 ? "%.9g" : "%.17g", value);
	else
		put_hex_float(b, bits, width == 32 ? 23 : 52, width == 32 ? 8 : 11);
}

/* A literal number as spirv-dis writes it: integers in decimal, floats
   with enough digits to read back (zero and normal values), others and
   every 16-bit float in hex. */
static void put_number(StrBuf *b, const uint32_t *w, const SpvOperand *o)
{
	if (o->nwords == 1) {
		uint32_t v = w[o->offset];
		if (o->num == SPV_NUM_INT) {
			sb_put_i64(b, (int32_t)v);
		} else if (o->num == SPV_NUM_FLOAT && o->num_width == 16) {
			put_hex_float(b, v & 0xFFFF, 10, 5);
		} else if (o->num == SPV_NUM_FLOAT) {
			float f;
			memcpy(&f, &v, 4);
			put_float(b, f, v, 32);
		} else {
			sb_put_u64(b, v);
		}
		return;
	}
	if (o->nwords == 2) {
		uint64_t v = w[o->offset] | (uint64_t)w[o->offset + 1] << 32;
		if (o->num == SPV_NUM_INT) {
			sb_put_i64(b, (int64_t)v);
		} else if (o->num == SPV_NUM_FLOAT) {
			double d;
			memcpy(&d, &v, 8);
			put_float(b, d, v, 64);
		} else {
			sb_put_u64(b, v);
		}
		return;
	}
	/* wider: its words in hex, the most significant first */
	sb_puts(b, "0x");
	for (size_t i = o->nwords; i-- > 0;)
		sb_printf(b, i + 1 == o->nwords ? "%x" : "%08x", w[o->offset + i]);
}

/* ---- friendly names (SPIRV-Tools' FriendlyNameMapper) ---- */

typedef struct {
	IrContext *ctx;
	const SpvParsed *p;
	IrIdent **names; /* by id; NULL: the id's number */
	uint32_t bound;
	PtrMap used;     /* names given, as identifiers */
} Names;

/* Characters other than letters, digits and '_' become '_'. */
static void save_name(Names *nm, uint32_t id, const char *s, size_t n)
{
	if (id >= nm->bound || nm->names[id])
		return;
	StrBuf b = {0};
	if (!n)
		sb_putc(&b, '_');
	for (size_t i = 0; i < n; i++)
		sb_putc(&b, isalnum((unsigned char)s[i]) || s[i] == '_' ? s[i] : '_');
	size_t base = b.len;
	IrIdent *name = ir_ident(nm->ctx, b.s, b.len);
	for (unsigned k = 0; pm_get(&nm->used, name); k++) {
		b.len = base;
		sb_printf(&b, "_%u", k);
		name = ir_ident(nm->ctx, b.s, b.len);
	}
	pm_put(&nm->used, name, name);
	nm->names[id] = name;
	sb_free(&b);
}

static void name_for(Names *nm, StrBuf *b, uint32_t id)
{
	if (id < nm->bound && nm->names[id])
		sb_putn(b, nm->names[id]->s, nm->names[id]->n);
	else
		sb_put_u64(b, id);
}

/* BuiltIn variables are named as GLSL names them (`gl_GlobalInvocationID`),
   a few as the BuiltIn itself. */
static const char *builtin_name(uint32_t builtin)
{
	static const struct { uint32_t value; const char *name; } names[] = {
		{0, "gl_Position"}, {1, "gl_PointSize"}, {3, "gl_ClipDistance"}, {4, "gl_CullDistance"},
		{5, "gl_VertexID"}, {6, "gl_InstanceID"}, {7, "gl_PrimitiveID"}, {8, "gl_InvocationID"},
		{9, "gl_Layer"}, {10, "gl_ViewportIndex"}, {11, "gl_TessLevelOuter"}, {12, "gl_TessLevelInner"},
		{13, "gl_TessCoord"}, {14, "gl_PatchVertices"}, {15, "gl_FragCoord"}, {16, "gl_PointCoord"},
		{17, "gl_FrontFacing"}, {18, "gl_SampleID"}, {19, "gl_SamplePosition"}, {20, "gl_SampleMask"},
		{22, "gl_FragDepth"}, {23, "gl_HelperInvocation"}, {24, "gl_NumWorkGroups"},
		{25, "gl_WorkGroupSize"}, {26, "gl_WorkGroupID"}, {27, "gl_LocalInvocationID"},
		{28, "gl_GlobalInvocationID"}, {29, "gl_LocalInvocationIndex"}, {30, "WorkDim"},
		{31, "GlobalSize"}, {32, "EnqueuedWorkgroupSize"}, {33, "GlobalOffset"}, {34, "GlobalLinearId"},
		{36, "SubgroupSize"}, {37, "SubgroupMaxSize"}, {38, "NumSubgroups"}, {39, "NumEnqueuedSubgroups"},
		{40, "SubgroupId"}, {41, "SubgroupLocalInvocationId"}, {42, "gl_VertexIndex"},
		{43, "gl_InstanceIndex"}, {4416, "SubgroupEqMaskKHR"}, {4417, "SubgroupGeMaskKHR"},
		{4418, "SubgroupGtMaskKHR"}, {4419, "SubgroupLeMaskKHR"}, {4420, "SubgroupLtMaskKHR"},
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (names[i].value == builtin)
			return names[i].name;
	return NULL;
}

static void name_instruction(Names *nm, const SpvInst *inst)
{
	const uint32_t *w = nm->p->m.words + inst->offset;
	uint32_t id = inst->result_id;
	StrBuf b = {0};
	switch (inst->opcode) {
	case 5: /* OpName %target "name" */
		if (inst->nwords > 2)
			save_name(nm, w[1], (const char *)(w + 2), strlen((const char *)(w + 2)));
		break;
	case 71: /* OpDecorate %target BuiltIn b */
		if (inst->nwords > 3 && w[2] == 11 && builtin_name(w[3]))
			save_name(nm, w[1], builtin_name(w[3]), strlen(builtin_name(w[3])));
		break;
	case 19:
		save_name(nm, id, "void", 4);
		break;
	case 20:
		save_name(nm, id, "bool", 4);
		break;
	case 21: { /* OpTypeInt width signedness */
		const char *root = w[2] == 8 ? "char" : w[2] == 16 ? "short" : w[2] == 32 ? "int" : w[2] == 64 ? "long" : NULL;
		sb_puts(&b, !w[3] ? "u" : root ? "" : "i");
		if (root)
			sb_puts(&b, root);
		else
			sb_put_u64(&b, w[2]);
		break;
	}
	case 22: /* OpTypeFloat width */
		if (w[2] == 16 || w[2] == 32 || w[2] == 64)
			sb_puts(&b, w[2] == 16 ? "half" : w[2] == 32 ? "float" : "double");
		else
			sb_printf(&b, "fp%u", w[2]);
		break;
	case 23: /* OpTypeVector component count */
	case 24: /* OpTypeMatrix column count */
		sb_printf(&b, "%s%u", inst->opcode == 23 ? "v" : "mat", w[3]);
		name_for(nm, &b, w[2]);
		break;
	case 28: /* OpTypeArray element length */
		sb_puts(&b, "_arr_");
		name_for(nm, &b, w[2]);
		sb_putc(&b, '_');
		name_for(nm, &b, w[3]);
		break;
	case 29:
		sb_puts(&b, "_runtimearr_");
		name_for(nm, &b, w[2]);
		break;
	case 30:
		sb_printf(&b, "_struct_%u", id);
		break;
	case 32: { /* OpTypePointer storage-class type */
		const SpvEnumerant *e = spv_enum_by_value(&spv_kind_StorageClass, w[2]);
		sb_puts(&b, "_ptr_");
		if (e)
			sb_puts(&b, e->name);
		else
			sb_printf(&b, "StorageClass%u", w[2]);
		sb_putc(&b, '_');
		name_for(nm, &b, w[3]);
		break;
	}
	case 41:
		save_name(nm, id, "true", 4);
		break;
	case 42:
		save_name(nm, id, "false", 5);
		break;
	case 43: /* OpConstant: its type's name and its value, '-' as 'n' */
		name_for(nm, &b, inst->type_id);
		sb_putc(&b, '_');
		size_t at = b.len;
		put_number(&b, nm->p->m.words, &nm->p->ops[inst->first_op + 2]);
		for (size_t i = at; i < b.len; i++)
			if (b.s[i] == '-')
				b.s[i] = 'n';
		break;
	default:
		/* any other result is named by its number, so that an OpName
		   spelling a number cannot take that number's name */
		if (id) {
			sb_put_u64(&b, id);
			save_name(nm, id, b.s, b.len);
			b.len = 0;
		}
		break;
	}
	if (b.len)
		save_name(nm, id, b.s, b.len);
	sb_free(&b);
}

/* ---- instructions ---- */

static void put_operand(StrBuf *b, Names *nm, const SpvInst *inst, const SpvOperand *o)
{
	const uint32_t *w = nm->p->m.words;
	uint32_t word = w[o->offset];
	switch (o->role) {
	case SPV_ROLE_ID_RESULT_TYPE:
	case SPV_ROLE_ID_RESULT:
	case SPV_ROLE_ID:
		sb_putc(b, '%');
		name_for(nm, b, word);
		return;
	case SPV_ROLE_LITERAL_INTEGER:
		sb_put_u64(b, word);
		return;
	case SPV_ROLE_LITERAL_STRING:
		sb_putc(b, '"');
		for (const char *s = (const char *)&w[o->offset]; *s; s++) {
			if (*s == '"' || *s == '\\')
				sb_putc(b, '\\');
			sb_putc(b, *s);
		}
		sb_putc(b, '"');
		return;
	case SPV_ROLE_LITERAL_NUMBER:
		put_number(b, w, o);
		return;
	case SPV_ROLE_LITERAL_EXT_INST: {
		const SpvInstDef *d = inst->ext_set ? spv_ext_inst_by_number(inst->ext_set, word) : NULL;
		if (d)
			sb_puts(b, d->name);
		else
			sb_put_u64(b, word);
		return;
	}
	case SPV_ROLE_LITERAL_SPEC_OP:
		sb_puts(b, spv_inst_by_opcode(word)->name + 2);
		return;
	case SPV_ROLE_VALUE_ENUM:
		sb_puts(b, spv_enum_by_value(o->kind, word)->name);
		return;
	case SPV_ROLE_BIT_ENUM: {
		bool any = false;
		for (uint32_t bit = 1; bit; bit <<= 1) {
			if (!(word & bit))
				continue;
			if (any)
				sb_putc(b, '|');
			sb_puts(b, spv_enum_by_value(o->kind, bit)->name);
			any = true;
		}
		const SpvEnumerant *none = any ? NULL : spv_enum_by_value(o->kind, 0);
		if (none)
			sb_puts(b, none->name);
		return;
	}
	}
	die("SPIR-V operand of an unknown role %u", o->role);
}

void print_spirv_asm(FILE *out, IrContext *ctx, const SpvParsed *p)
{
	const uint32_t *w = p->m.words;
	fprintf(out, "; SPIR-V\n; Version: %u.%u\n", w[1] >> 16 & 0xFF, w[1] >> 8 & 0xFF);
	const char *gen = spv_generator_name(w[2] >> 16);
	if (gen)
		fprintf(out, "; Generator: %s; %u\n", gen, w[2] & 0xFFFF);
	else
		fprintf(out, "; Generator: Unknown(%u); %u\n", w[2] >> 16, w[2] & 0xFFFF);
	fprintf(out, "; Bound: %u\n; Schema: %u\n", w[3], w[4]);

	Names nm = {.ctx = ctx, .p = p, .bound = w[3]};
	nm.names = xcalloc(nm.bound ? nm.bound : 1, sizeof *nm.names);
	for (size_t i = 0; i < p->ninsts; i++)
		name_instruction(&nm, &p->insts[i]);

	StrBuf line = {0};
	for (size_t i = 0; i < p->ninsts; i++) {
		const SpvInst *inst = &p->insts[i];
		line.len = 0;
		if (inst->result_id) {
			StrBuf name = {0};
			name_for(&nm, &name, inst->result_id);
			for (size_t pad = name.len + 1; pad < INDENT - 3; pad++)
				sb_putc(&line, ' ');
			sb_putc(&line, '%');
			sb_putn(&line, name.s, name.len);
			sb_puts(&line, " = ");
			sb_free(&name);
		} else {
			for (int k = 0; k < INDENT; k++)
				sb_putc(&line, ' ');
		}
		sb_puts(&line, inst->def->name);
		for (size_t k = 0; k < inst->nops; k++) {
			const SpvOperand *o = &p->ops[inst->first_op + k];
			if (o->role == SPV_ROLE_ID_RESULT)
				continue;
			sb_putc(&line, ' ');
			put_operand(&line, &nm, inst, o);
		}
		sb_putc(&line, '\n');
		fwrite(line.s, 1, line.len, out);
	}
	sb_free(&line);
	pm_free(&nm.used);
	free(nm.names);
}
