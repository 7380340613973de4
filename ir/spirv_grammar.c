/* spirv_grammar.c: lookups in the SPIR-V grammar: the tables generated
   from the registry's JSON, then the hand-written ARM table (spirv_arm.c). */
#include <ctype.h>
#include <string.h>

#include "internal.h"
#include "spirv_arm.h"

/* The hand-written table first: it replaces some of the generated one. */
static const SpvInstDef *arm_inst(uint32_t opcode, const char *s, size_t n);

const SpvInstDef *spv_inst_by_opcode(uint32_t opcode)
{
	const SpvInstDef *arm = arm_inst(opcode, NULL, 0);
	if (arm)
		return arm;
	/* the generated table is sorted by opcode, the first of an opcode's
	   names (the one the disassembler prints) first */
	size_t lo = 0, hi = spv_core_ninsts;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (spv_core_insts[mid].opcode < opcode)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < spv_core_ninsts && spv_core_insts[lo].opcode == opcode ? &spv_core_insts[lo] : NULL;
}

static bool name_is(const char *name, const char *s, size_t n)
{
	return !strncmp(name, s, n) && !name[n];
}

/* strcmp of a NUL-terminated name and s[0, n) */
static int name_cmp(const char *name, const char *s, size_t n)
{
	int c = strncmp(name, s, n);
	return c ? c : name[n] ? 1 : 0;
}

/* By opcode, or by name when s is given. */
static const SpvInstDef *arm_inst(uint32_t opcode, const char *s, size_t n)
{
	for (size_t i = 0; i < spv_arm_ninsts; i++)
		if (s ? name_is(spv_arm_insts[i].name, s, n) : spv_arm_insts[i].opcode == opcode)
			return &spv_arm_insts[i];
	return NULL;
}

const SpvInstDef *spv_inst_by_name(const char *s, size_t n)
{
	const SpvInstDef *arm = arm_inst(0, s, n);
	if (arm)
		return arm;
	size_t lo = 0, hi = spv_core_ninsts;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const SpvInstDef *d = &spv_core_insts[spv_core_by_name[mid]];
		int c = name_cmp(d->name, s, n);
		if (!c)
			return d;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const SpvEnumerant *spv_enum_by_value(const SpvKind *k, uint32_t value)
{
	for (size_t i = 0; i < k->nenums; i++)
		if (k->enums[i].value == value)
			return &k->enums[i];
	for (const SpvArmEnumerant *a = spv_arm_enumerants; a->kind; a++)
		if (a->kind == k && a->e.value == value)
			return &a->e;
	return NULL;
}

const SpvEnumerant *spv_enum_by_name(const SpvKind *k, const char *s, size_t n)
{
	for (size_t i = 0; i < k->nenums; i++)
		if (name_is(k->enums[i].name, s, n))
			return &k->enums[i];
	for (const SpvArmEnumerant *a = spv_arm_enumerants; a->kind; a++)
		if (a->kind == k && name_is(a->e.name, s, n))
			return &a->e;
	return NULL;
}

const SpvExtSet *spv_ext_set_by_name(const char *s, size_t n)
{
	for (const SpvExtSet *set = spv_gen_ext_sets; set->import_name; set++)
		if (name_is(set->import_name, s, n))
			return set;
	if (name_is(spv_arm_ml_set.import_name, s, n))
		return &spv_arm_ml_set;
	return name_is(spv_tosa_set.import_name, s, n) ? &spv_tosa_set : NULL;
}

const SpvInstDef *spv_tosa_inst_by_mnemonic(const char *mnemonic)
{
	for (size_t i = 0; i < spv_tosa_set.ninsts; i++) {
		const char *a = mnemonic, *b = spv_tosa_set.insts[i].name;
		for (; *a && *b; a++, b++) {
			b += *b == '_';
			if (toupper((unsigned char)*a) != *b)
				break;
		}
		if (!*a && !*b)
			return &spv_tosa_set.insts[i];
	}
	return NULL;
}

const SpvInstDef *spv_ext_inst_by_number(const SpvExtSet *set, uint32_t number)
{
	for (size_t i = 0; i < set->ninsts; i++)
		if (set->insts[i].opcode == number)
			return &set->insts[i];
	return NULL;
}

const SpvInstDef *spv_ext_inst_by_name(const SpvExtSet *set, const char *s, size_t n)
{
	for (size_t i = 0; i < set->ninsts; i++)
		if (name_is(set->insts[i].name, s, n))
			return &set->insts[i];
	return NULL;
}

size_t spv_result_operands(const SpvInstDef *d)
{
	size_t n = 0;
	while (n < d->noperands && (d->operands[n].kind->role == SPV_ROLE_ID_RESULT_TYPE ||
	                            d->operands[n].kind->role == SPV_ROLE_ID_RESULT))
		n++;
	return n;
}

bool spv_number_type(const uint32_t *w, size_t n, uint8_t *num, uint32_t *width)
{
	uint32_t opcode = w[0] & 0xFFFF;
	if (opcode == 21 && n >= 4) { /* OpTypeInt width signedness */
		*num = w[3] ? SPV_NUM_INT : SPV_NUM_UINT;
		*width = w[2];
		return true;
	}
	if (opcode != 22 || n < 3) /* OpTypeFloat width [encoding] */
		return false;
	*width = w[2];
	*num = n < 4 ? SPV_NUM_FLOAT : w[3] == 0 ? SPV_NUM_BFLOAT16 : w[3] == 4214 ? SPV_NUM_FP8_E4M3
	     : w[3] == 4215 ? SPV_NUM_FP8_E5M2 : SPV_NUM_FLOAT;
	return true;
}

const char *spv_generator_name(uint32_t tool)
{
	/* renamed in the registry after Debian's spirv-headers release: MLIR's
	   serializer, whose generator mica's SPIR-V carries too */
	if (tool == 22)
		return "LLVM MLIR SPIR-V Serializer";
	return tool < spv_ngenerators ? spv_generators[tool] : NULL;
}

void spv_module_init(SpvModule *m)
{
	memset(m, 0, sizeof *m);
}

void spv_module_push(SpvModule *m, uint32_t word)
{
	if (m->nwords == m->cap) {
		m->cap = m->cap ? 2 * m->cap : 256;
		m->words = xrealloc(m->words, m->cap * sizeof *m->words);
	}
	m->words[m->nwords++] = word;
}

void spv_module_free(SpvModule *m)
{
	free(m->words);
	spv_module_init(m);
}

void spv_parsed_free(SpvParsed *p)
{
	spv_module_free(&p->m);
	free(p->insts);
	free(p->ops);
	memset(p, 0, sizeof *p);
}
