/* spirv_grammar.c: lookups in the SPIR-V grammar: the tables generated
   from the registry's JSON, then the hand-written ARM table (spirv_arm.c). */
#include <string.h>

#include "internal.h"
#include "spirv_arm.h"

const SpvInstDef *spv_inst_by_opcode(uint32_t opcode)
{
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
	if (lo < spv_core_ninsts && spv_core_insts[lo].opcode == opcode)
		return &spv_core_insts[lo];
	for (size_t i = 0; i < spv_arm_ninsts; i++)
		if (spv_arm_insts[i].opcode == opcode)
			return &spv_arm_insts[i];
	return NULL;
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

const SpvInstDef *spv_inst_by_name(const char *s, size_t n)
{
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
	for (size_t i = 0; i < spv_arm_ninsts; i++)
		if (name_is(spv_arm_insts[i].name, s, n))
			return &spv_arm_insts[i];
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
	return name_is(spv_tosa_set.import_name, s, n) ? &spv_tosa_set : NULL;
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

const char *spv_generator_name(uint32_t tool)
{
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
