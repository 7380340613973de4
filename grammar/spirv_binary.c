/* spirv_binary.c: the SPIR-V binary reader: header, then the instruction
   stream, each instruction's operands read by the grammar as SPIRV-Tools'
   binary parser reads them (enumerant parameters, OpExtInst by its set,
   OpSpecConstantOp by its opcode, literal numbers as wide as their type).

   Errors name the word they are found at, counted from 0 (the magic
   number), the way a hex dump of the file counts them in fours:
   `file.spv: error: invalid opcode 65535 at word 5`. */
#include <string.h>

#include "internal.h"

/* What is known of an id while reading: for the literal numbers of its
   constants and switches, its type and what that type is. */
typedef struct {
	uint32_t type_id;   /* the type of the value the id names */
	uint8_t num;        /* SpvNumKind when the id is an integer or float type */
	uint32_t width;
	const SpvExtSet *set; /* when the id is an OpExtInstImport of a known set */
	bool ext_import;      /* it is an OpExtInstImport */
} IdInfo;

typedef struct {
	SpvParsed *p;
	IdInfo *ids;    /* by id, [0, bound) */
	uint32_t bound;
	StrBuf *err;
	const char *name;
	size_t cap_insts, cap_ops;
	/* the instruction being read */
	size_t at, end; /* next word, and the instruction's end */
	size_t start;
	const SpvInstDef *def;
	bool operands_done; /* an extended instruction has read its operands */
} Reader;

static bool fail(Reader *r, size_t word, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(Reader *r, size_t word, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sb_printf(r->err, "%s: error: ", r->name);
	char buf[512];
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	sb_printf(r->err, "%s at word %zu", buf, word);
	return false;
}

static SpvOperand *add_operand(Reader *r, const SpvKind *kind, uint8_t role, size_t nwords)
{
	SpvParsed *p = r->p;
	if (p->nops == r->cap_ops) {
		r->cap_ops = r->cap_ops ? 2 * r->cap_ops : 1024;
		p->ops = xrealloc(p->ops, r->cap_ops * sizeof *p->ops);
	}
	SpvOperand *o = &p->ops[p->nops++];
	*o = (SpvOperand){.offset = (uint32_t)r->at, .nwords = (uint16_t)nwords, .role = role, .kind = kind};
	r->at += nwords;
	return o;
}

static SpvInst *current(Reader *r)
{
	return &r->p->insts[r->p->ninsts - 1];
}

static bool id_word(Reader *r, uint32_t *id)
{
	*id = r->p->m.words[r->at];
	if (!*id)
		return fail(r, r->at, "id is 0 in %s", r->def->name);
	if (*id >= r->bound)
		return fail(r, r->at, "id %u in %s is not below the id bound %u", *id, r->def->name, r->bound);
	return true;
}

static bool operands(Reader *r, const SpvOperandDef *defs, size_t n);

/* The words of a literal number of the type number `type` names. */
static bool number(Reader *r, const SpvKind *kind, uint32_t type, const char *what)
{
	const IdInfo *t = &r->ids[type];
	if (!t->num)
		return fail(r, r->at, "the type of %s in %s is not a scalar integer or float type", what, r->def->name);
	size_t nwords = t->width <= 32 ? 1 : (t->width + 31) / 32;
	if (r->end - r->at < nwords)
		return fail(r, r->at, "%s in %s needs %zu words, the instruction has %zu left", what, r->def->name,
		            nwords, r->end - r->at);
	SpvOperand *o = add_operand(r, kind, SPV_ROLE_LITERAL_NUMBER, nwords);
	o->num = t->num;
	o->num_width = t->width;
	return true;
}

static bool operand(Reader *r, const SpvKind *kind)
{
	SpvInst *inst = current(r);
	const uint32_t *w = r->p->m.words;
	uint32_t id, word = w[r->at];
	switch (kind->role) {
	case SPV_ROLE_ID_RESULT_TYPE:
		if (!id_word(r, &id))
			return false;
		inst->type_id = id;
		add_operand(r, kind, kind->role, 1);
		return true;
	case SPV_ROLE_ID_RESULT:
		if (!id_word(r, &id))
			return false;
		inst->result_id = id;
		r->ids[id].type_id = inst->type_id;
		add_operand(r, kind, kind->role, 1);
		return true;
	case SPV_ROLE_ID:
		if (!id_word(r, &id))
			return false;
		add_operand(r, kind, kind->role, 1);
		return true;
	case SPV_ROLE_LITERAL_INTEGER:
		add_operand(r, kind, kind->role, 1);
		return true;
	case SPV_ROLE_LITERAL_STRING: {
		const unsigned char *s = (const unsigned char *)&w[r->at];
		size_t max = (r->end - r->at) * 4;
		const unsigned char *nul = memchr(s, 0, max);
		if (!nul)
			return fail(r, r->at, "a string operand of %s is not terminated within the instruction",
			            r->def->name);
		add_operand(r, kind, kind->role, (size_t)(nul - s) / 4 + 1);
		return true;
	}
	case SPV_ROLE_LITERAL_NUMBER:
		/* OpConstant and OpSpecConstant: the type is the result type */
		return number(r, kind, inst->type_id, "a literal number");
	case SPV_ROLE_LITERAL_EXT_INST: {
		add_operand(r, kind, kind->role, 1);
		if (!inst->ext_set)
			return operands(r, (const SpvOperandDef[]){{&spv_kind_IdRef, '*', NULL}}, 1);
		const SpvInstDef *d = spv_ext_inst_by_number(inst->ext_set, word);
		if (!d)
			return fail(r, r->at - 1, "invalid instruction %u of the extended instruction set %s", word,
			            inst->ext_set->import_name);
		/* its operands take the place of OpExtInst's own list */
		bool ok = operands(r, d->operands, d->noperands);
		r->operands_done = true;
		return ok;
	}
	case SPV_ROLE_LITERAL_SPEC_OP: {
		const SpvInstDef *d = spv_inst_by_opcode(word);
		if (!d)
			return fail(r, r->at, "invalid opcode %u in OpSpecConstantOp", word);
		add_operand(r, kind, kind->role, 1);
		/* its operands less the type and result, which OpSpecConstantOp has */
		size_t skip = spv_result_operands(d);
		/* an opcode without operands has none to skip (and no array) */
		return skip == d->noperands || operands(r, d->operands + skip, d->noperands - skip);
	}
	case SPV_ROLE_VALUE_ENUM: {
		const SpvEnumerant *e = spv_enum_by_value(kind, word);
		if (!e)
			return fail(r, r->at, "invalid %s %u in %s", kind->name, word, r->def->name);
		add_operand(r, kind, kind->role, 1);
		for (size_t i = 0; i < e->nparams; i++) {
			if (r->at == r->end)
				return fail(r, r->at, "%s %s of %s needs more operands", kind->name, e->name, r->def->name);
			if (!operand(r, e->params[i]))
				return false;
		}
		return true;
	}
	case SPV_ROLE_BIT_ENUM: {
		add_operand(r, kind, kind->role, 1);
		for (uint32_t bit = 1; bit; bit <<= 1) {
			if (!(word & bit))
				continue;
			const SpvEnumerant *e = spv_enum_by_value(kind, bit);
			if (!e)
				return fail(r, r->at - 1, "invalid %s mask bit 0x%x in %s", kind->name, bit, r->def->name);
			for (size_t i = 0; i < e->nparams; i++) {
				if (r->at == r->end)
					return fail(r, r->at, "%s %s of %s needs more operands", kind->name, e->name,
					            r->def->name);
				if (!operand(r, e->params[i]))
					return false;
			}
		}
		return true;
	}
	case SPV_ROLE_PAIR:
		if (kind->pair[0]->role == SPV_ROLE_LITERAL_INTEGER && inst->opcode == 251 /* OpSwitch */) {
			/* a case literal is as wide as the selector */
			uint32_t selector = w[inst->offset + 1];
			if (!number(r, kind->pair[0], r->ids[selector].type_id, "a case literal"))
				return false;
		} else if (!operand(r, kind->pair[0])) {
			return false;
		}
		if (r->at == r->end)
			return fail(r, r->at, "%s of %s lacks its second half", kind->name, r->def->name);
		return operand(r, kind->pair[1]);
	}
	die("SPIR-V operand kind %s of an unknown role", kind->name);
}

static bool operands(Reader *r, const SpvOperandDef *defs, size_t n)
{
	for (size_t i = 0; i < n && !r->operands_done; i++) {
		const SpvOperandDef *d = &defs[i];
		if (d->quant == '*') {
			while (r->at < r->end)
				if (!operand(r, d->kind))
					return false;
			continue;
		}
		if (r->at == r->end) {
			if (d->quant == '?')
				continue;
			return fail(r, r->start, "%s has %zu words, too few for its operands", r->def->name,
			            r->end - r->start);
		}
		if (!operand(r, d->kind))
			return false;
	}
	return true;
}

/* What a type or an import says about its result id. */
static void learn(Reader *r, SpvInst *inst)
{
	const uint32_t *w = r->p->m.words + inst->offset;
	IdInfo *id = inst->result_id ? &r->ids[inst->result_id] : NULL;
	switch (inst->opcode) {
	case 21: /* OpTypeInt width signedness */
		id->num = w[3] ? SPV_NUM_INT : SPV_NUM_UINT;
		id->width = w[2];
		break;
	case 22: /* OpTypeFloat width */
		id->num = SPV_NUM_FLOAT;
		id->width = w[2];
		break;
	case 11: /* OpExtInstImport "name" */
		id->ext_import = true;
		id->set = spv_ext_set_by_name((const char *)(w + 2), strlen((const char *)(w + 2)));
		break;
	}
}

static bool instruction(Reader *r)
{
	SpvParsed *p = r->p;
	const uint32_t *w = p->m.words;
	size_t at = r->at;
	uint32_t count = w[at] >> 16, opcode = w[at] & 0xFFFF;
	if (!count)
		return fail(r, at, "an instruction of word count 0");
	if (count > p->m.nwords - at)
		return fail(r, at, "an instruction of %u words runs past the end of the module (%zu words)", count,
		            p->m.nwords);
	const SpvInstDef *def = spv_inst_by_opcode(opcode);
	if (!def)
		return fail(r, at, "invalid opcode %u", opcode);
	if (p->ninsts == r->cap_insts) {
		r->cap_insts = r->cap_insts ? 2 * r->cap_insts : 256;
		p->insts = xrealloc(p->insts, r->cap_insts * sizeof *p->insts);
	}
	SpvInst *inst = &p->insts[p->ninsts++];
	*inst = (SpvInst){.offset = (uint32_t)at, .nwords = (uint16_t)count, .opcode = (uint16_t)opcode,
	                  .def = def, .first_op = p->nops};
	if (opcode == 12 && count > 3) { /* OpExtInst: its set decides what follows */
		uint32_t set = w[at + 3];
		if (set && set < r->bound && !r->ids[set].ext_import)
			return fail(r, at + 3, "OpExtInst's set %%%u is not an OpExtInstImport", set);
		inst->ext_set = set < r->bound ? r->ids[set].set : NULL;
	}
	r->start = at;
	r->at = at + 1;
	r->end = at + count;
	r->def = def;
	r->operands_done = false;
	if (!operands(r, def->operands, def->noperands))
		return false;
	if (r->at != r->end)
		return fail(r, at, "%s has %u words, more than its operands take (%zu)", def->name, count,
		            r->at - at);
	inst->nops = p->nops - inst->first_op;
	learn(r, inst);
	return true;
}

bool parse_spirv_binary(const char *name, const unsigned char *bytes, size_t len, SpvParsed *p, StrBuf *err)
{
	memset(p, 0, sizeof *p);
	Reader r = {.p = p, .err = err, .name = name};
	if (len % 4) {
		sb_printf(err, "%s: error: the input has %zu bytes, not a whole number of 32-bit words", name, len);
		return false;
	}
	if (len / 4 < SPV_HEADER_WORDS)
		return fail(&r, len / 4, "the input ends within the SPIR-V header of %d words", SPV_HEADER_WORDS);
	uint32_t magic;
	memcpy(&magic, bytes, 4);
	bool swap = magic == __builtin_bswap32(SPV_MAGIC);
	if (!swap && magic != SPV_MAGIC)
		return fail(&r, 0, "invalid SPIR-V magic number 0x%08x", magic);
	p->m.nwords = p->m.cap = len / 4;
	p->m.words = xmalloc(len);
	memcpy(p->m.words, bytes, len);
	if (swap)
		for (size_t i = 0; i < p->m.nwords; i++)
			p->m.words[i] = __builtin_bswap32(p->m.words[i]);
	r.bound = p->m.words[3];
	if (r.bound > SPV_MAX_BOUND) {
		fail(&r, 3, "the id bound %u is above the limit of %u", r.bound, SPV_MAX_BOUND);
		spv_parsed_free(p);
		return false;
	}
	r.ids = xcalloc(r.bound ? r.bound : 1, sizeof *r.ids);
	r.at = SPV_HEADER_WORDS;
	bool ok = true;
	while (ok && r.at < p->m.nwords)
		ok = instruction(&r);
	free(r.ids);
	if (!ok)
		spv_parsed_free(p);
	return ok;
}
