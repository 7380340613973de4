/* spirv_asm.c: the SPIR-V assembly reader, for the text SPIRV-Tools'
   spirv-as reads: `[%result =] OpName operands...`, operands read by the
   grammar (ids `%name`, numbers as wide as their type, "strings",
   enumerants and masks `A|B`, extended instructions by name, `!N` for a
   raw word), `;` comments. Instructions are not line-based: one ends
   where the grammar's operands end or the next one starts. Ids are
   numbered in order of first appearance from 1, as spirv-as numbers them. */
#include <ctype.h>
#include <math.h>

#include "internal.h"

/* What the assembler knows of an id: its type, and what it is. */
typedef struct {
	uint32_t type_id;
	uint8_t num;          /* SpvNumKind when it is an integer or float type */
	uint32_t width;
	const SpvExtSet *set; /* an OpExtInstImport of a known set */
	bool is_ext_import;   /* an OpExtInstImport defined it (a known set or not) */
	bool is_type;         /* an OpType* defined it */
} AsmId;

typedef struct {
	IrContext *ctx;
	IrSource *src;
	const char *s;  /* the text */
	size_t at, len; /* where the next token is looked for */
	/* the token just read */
	size_t tok, tokn;
	SpvModule *m;
	NameMap names;  /* id name -> its number (as a pointer) */
	AsmId *ids;     /* by number */
	uint32_t next_id, cap_ids;
	/* the instruction being assembled */
	const SpvInstDef *def;
	size_t start;       /* its first word */
	uint32_t type_id, result_id;
	const SpvExtSet *ext_set;
	bool operands_done; /* an extended instruction has read its operands */
} Asm;

static bool error_at(Asm *a, size_t offset, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool error_at(Asm *a, size_t offset, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	ir_vdiag(a->ctx, IR_DIAG_ERROR, a->src, offset, fmt, ap);
	va_end(ap);
	return false;
}

/* ---- tokens ---- */

static void skip_space(Asm *a)
{
	while (a->at < a->len) {
		char c = a->s[a->at];
		if (c == ';') {
			while (a->at < a->len && a->s[a->at] != '\n')
				a->at++;
		} else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f') {
			a->at++;
		} else {
			return;
		}
	}
}

/* The next token: a quoted string with its quotes, or a run of anything
   but blanks and ';'. False at the end of the text. */
static bool next_token(Asm *a)
{
	skip_space(a);
	a->tok = a->at;
	if (a->at == a->len)
		return a->tokn = 0, false;
	if (a->s[a->at] == '"') {
		size_t i = a->at + 1;
		while (i < a->len && a->s[i] != '"')
			i += a->s[i] == '\\' && i + 1 < a->len ? 2 : 1;
		a->at = i < a->len ? i + 1 : i;
	} else {
		while (a->at < a->len && !strchr(" \t\n\r\v\f;", a->s[a->at]))
			a->at++;
	}
	a->tokn = a->at - a->tok;
	return true;
}

static const char *tok(const Asm *a)
{
	return a->s + a->tok;
}

static bool at_instruction_start(Asm *a);

/* Reads the next operand's token; false, with the error reported where
   the token before ended, when the instruction has no more. */
static bool next_operand(Asm *a, const char *what, const char *of)
{
	size_t end = a->tok + a->tokn;
	if (!at_instruction_start(a) && next_token(a))
		return true;
	return error_at(a, end, "expected %s of %s, but found the %s", what, of,
	                a->at == a->len ? "end of the stream" : "next instruction");
}

/* Whether the text from the current position starts an instruction:
   `OpName` or `%id =`, or a raw `!` word in instruction position.  Does
   not move. */
static bool at_instruction_start(Asm *a)
{
	size_t save = a->at, stok = a->tok, sn = a->tokn;
	bool start = false;
	if (next_token(a)) {
		if (a->tokn > 2 && !strncmp(tok(a), "Op", 2))
			start = true;
		else if (tok(a)[0] == '%' && next_token(a) && a->tokn == 1 && tok(a)[0] == '=')
			start = true;
	}
	a->at = save, a->tok = stok, a->tokn = sn;
	return start;
}

/* ---- ids ---- */

static uint32_t id_number(Asm *a, size_t at, size_t n)
{
	void **slot = nm_slot(&a->names, a->s + at, n);
	if (!*slot) {
		if (a->next_id == a->cap_ids) {
			a->cap_ids = a->cap_ids ? 2 * a->cap_ids : 256;
			a->ids = xrealloc(a->ids, a->cap_ids * sizeof *a->ids);
		}
		a->ids[a->next_id] = (AsmId){0};
		*slot = (void *)(uintptr_t)a->next_id++;
	}
	return (uint32_t)(uintptr_t)*slot;
}

static bool id_operand(Asm *a, uint32_t *id)
{
	if (a->tokn < 2 || tok(a)[0] != '%')
		return error_at(a, a->tok, "expected an id (%%name), found '%.*s'", (int)a->tokn, tok(a));
	if (a->next_id > SPV_MAX_BOUND - 1 && !nm_get(&a->names, tok(a) + 1, a->tokn - 1))
		return error_at(a, a->tok, "more ids than the limit of %u", SPV_MAX_BOUND - 1);
	*id = id_number(a, a->tok + 1, a->tokn - 1);
	return true;
}

/* ---- numbers ---- */

/* An integer of the token, with its sign apart: decimal, 0x hex, or octal
   after a leading 0 (C's and spirv-as's bases); *hex tells a 0x literal. */
static bool integer(Asm *a, bool *negative, uint64_t *v, bool *hex)
{
	const char *p = tok(a), *end = p + a->tokn;
	*negative = *p == '-';
	if (*p == '-' || *p == '+')
		p++;
	int base = end - p > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X') ? 16 : end - p > 1 && p[0] == '0' ? 8 : 10;
	*hex = base == 16;
	if (base == 16)
		p += 2;
	if (p == end)
		return false;
	*v = 0;
	for (; p < end; p++) {
		int d = isdigit((unsigned char)*p) ? *p - '0' : base == 16 && isxdigit((unsigned char)*p) ? (*p | 32) - 'a' + 10 : -1;
		if (d < 0 || d >= base || *v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			return false;
		*v = *v * (uint64_t)base + (uint64_t)d;
	}
	return true;
}

static void emit(Asm *a, uint32_t w)
{
	spv_module_push(a->m, w);
}

/* `!N`: the word N as it is. */
static bool immediate(Asm *a)
{
	a->tok++, a->tokn--;
	bool neg, hex;
	uint64_t v;
	bool ok = integer(a, &neg, &v, &hex) && !neg && v <= UINT32_MAX;
	a->tok--, a->tokn++;
	if (!ok)
		return error_at(a, a->tok, "invalid immediate integer: '%.*s'", (int)a->tokn, tok(a));
	emit(a, (uint32_t)v);
	return true;
}

static bool literal_integer(Asm *a)
{
	bool neg, hex;
	uint64_t v;
	if (!integer(a, &neg, &v, &hex) || v > UINT32_MAX)
		return error_at(a, a->tok, "invalid unsigned integer literal: %.*s", (int)a->tokn, tok(a));
	if (neg)
		return error_at(a, a->tok, "cannot put a negative number in an unsigned literal");
	emit(a, (uint32_t)v);
	return true;
}

/* A narrower float's bits from a finite float, its fraction cut toward
   zero as spirv-as cuts it; false when the value is beyond the format's
   largest exponent, max_exp. */
static bool narrow_float(float f, unsigned frac_bits, unsigned exp_bits, int max_exp, uint32_t *out)
{
	uint32_t x;
	memcpy(&x, &f, 4);
	uint32_t sign = x >> 31 << (frac_bits + exp_bits), frac = x & 0x7FFFFF;
	int e = (int)(x >> 23 & 0xFF) - 127, bias = (1 << (exp_bits - 1)) - 1;
	if (!(x & 0x7FFFFFFF)) {
		*out = sign;
		return true;
	}
	if (e > max_exp)
		return false;
	if (e >= 1 - bias) {
		*out = sign | (uint32_t)(e + bias) << frac_bits | frac >> (23 - frac_bits);
		return true;
	}
	/* subnormal (a float's own subnormals are far below any of these) */
	int shift = (int)(23 - frac_bits) + (1 - bias - e);
	*out = sign | (shift > 24 ? 0 : (frac | 0x800000) >> shift);
	return true;
}

/* spirv-dis writes infinities and NaNs as hex floats one binade above the
   largest finite one (`0x1p+128`, `0x1.8p+128` for a float): such a
   literal of a float of frac_bits and that exponent (1 << (exp_bits - 1))
   is read back bit for bit, the hex digits after the point being the
   fraction, as spirv-as reads it.  False for any other literal. */
static bool special_hex_float(const char *p, unsigned frac_bits, unsigned exp_bits, uint64_t *bits)
{
	bool neg = *p == '-';
	p += *p == '-' || *p == '+';
	if (strncmp(p, "0x1", 3))
		return false;
	p += 3;
	uint64_t frac = 0;
	unsigned nbits = 0;
	if (*p == '.')
		for (p++; isxdigit((unsigned char)*p); p++, nbits += 4) {
			if (nbits + 4 > 64)
				return false;
			frac = frac << 4 | (uint64_t)(isdigit((unsigned char)*p) ? *p - '0' : (*p | 32) - 'a' + 10);
		}
	char *end;
	long e = (*p == 'p' || *p == 'P') ? strtol(p + 1, &end, 10) : 0;
	if (p[0] != 'p' && p[0] != 'P')
		return false;
	if (*end || e != 1L << (exp_bits - 1))
		return false;
	frac = nbits > frac_bits ? frac >> (nbits - frac_bits) : frac << (frac_bits - nbits);
	*bits = (uint64_t)neg << (frac_bits + exp_bits) | (((uint64_t)1 << exp_bits) - 1) << frac_bits |
	        (frac & (((uint64_t)1 << frac_bits) - 1));
	return true;
}

/* A literal of the number type `type` (an OpTypeInt or OpTypeFloat). */
static bool typed_number(Asm *a, uint32_t type)
{
	const AsmId *t = type < a->next_id ? &a->ids[type] : NULL;
	if (!t || !t->num)
		return error_at(a, a->tok, "the type of literal number '%.*s' is not a scalar integer or float type",
		                (int)a->tokn, tok(a));
	uint32_t w = t->width;
	char buf[128];
	if (t->num >= SPV_NUM_FLOAT) {
		if (a->tokn >= sizeof buf)
			return error_at(a, a->tok, "invalid %u-bit float literal: %.*s", w, (int)a->tokn, tok(a));
		memcpy(buf, tok(a), a->tokn);
		buf[a->tokn] = 0;
		uint64_t special;
		unsigned frac_bits = w == 16 ? 10 : w == 32 ? 23 : 52;
		if (t->num == SPV_NUM_FLOAT && (w == 16 || w == 32 || w == 64) &&
		    special_hex_float(buf, frac_bits, w == 16 ? 5 : w == 32 ? 8 : 11, &special)) {
			emit(a, (uint32_t)special);
			if (w == 64)
				emit(a, (uint32_t)(special >> 32));
			return true;
		}
		char *end;
		double d = strtod(buf, &end);
		/* a hex float needs its exponent (strtod would do without) */
		bool hex_no_exp = strpbrk(buf, "xX") && !strpbrk(buf, "pP");
		if (*end || end == buf || hex_no_exp || (w != 8 && w != 16 && w != 32 && w != 64) || (w == 64 && !isfinite(d)))
			return error_at(a, a->tok, "invalid %u-bit float literal: %.*s", w, (int)a->tokn, tok(a));
		if (w == 64) {
			uint64_t bits;
			memcpy(&bits, &d, 8);
			emit(a, (uint32_t)bits);
			emit(a, (uint32_t)(bits >> 32));
			return true;
		}
		float f = strtof(buf, NULL);
		uint32_t bits;
		memcpy(&bits, &f, 4);
		/* the narrow formats: fraction and exponent bits, largest exponent */
		static const struct { uint8_t num, width, frac, exp; int max; } narrow[] = {
			{SPV_NUM_FLOAT, 16, 10, 5, 15},
			{SPV_NUM_BFLOAT16, 16, 7, 8, 127},
			{SPV_NUM_FP8_E4M3, 8, 3, 4, 8}, /* no infinities: the top exponent holds numbers */
			{SPV_NUM_FP8_E5M2, 8, 2, 5, 15},
		};
		bool ok = isfinite(d) && isfinite(f);
		for (size_t i = 0; ok && i < sizeof narrow / sizeof narrow[0]; i++)
			if (narrow[i].num == t->num && narrow[i].width == w)
				ok = narrow_float(f, narrow[i].frac, narrow[i].exp, narrow[i].max, &bits);
		/* E4M3's top exponent: spirv-as writes its largest number, 448, for
		   any value there up to 448 (0x7f would be its NaN) and refuses more */
		if (ok && t->num == SPV_NUM_FP8_E4M3 && (bits & 0x78) == 0x78) {
			ok = fabsf(f) <= 448;
			bits = (bits & 0x80) | 0x7e;
		}
		if (!ok)
			return error_at(a, a->tok, "invalid %u-bit float literal: %.*s", w, (int)a->tokn, tok(a));
		emit(a, bits);
		return true;
	}
	bool neg, hex;
	uint64_t v;
	if (!integer(a, &neg, &v, &hex) || w > 64 || !w)
		return error_at(a, a->tok, "invalid %u-bit integer literal: %.*s", w, (int)a->tokn, tok(a));
	if (neg && t->num == SPV_NUM_UINT)
		return error_at(a, a->tok, "cannot put a negative number in an unsigned literal");
	uint64_t max = w == 64 ? UINT64_MAX : ((uint64_t)1 << w) - 1;
	/* a signed type takes a hex literal as its bits, a decimal one as a value */
	bool value_only = t->num == SPV_NUM_INT && !hex;
	if (neg ? v > (max >> 1) + 1 : v > (value_only ? max >> 1 : max))
		return error_at(a, a->tok, "integer %.*s does not fit in a %u-bit %s integer", (int)a->tokn, tok(a), w,
		                t->num == SPV_NUM_INT ? "signed" : "unsigned");
	uint64_t bits = neg ? (uint64_t)0 - v : v;
	/* a narrow signed value is sign-extended, anything else is zero-extended */
	bits &= max;
	if (w < 64 && t->num == SPV_NUM_INT && bits >> (w - 1) & 1)
		bits |= ~max;
	emit(a, (uint32_t)bits);
	if (w > 32)
		emit(a, (uint32_t)(bits >> 32));
	return true;
}

/* ---- operands ---- */

static bool operands(Asm *a, const SpvOperandDef *defs, size_t n);

static bool string_operand(Asm *a)
{
	if (tok(a)[0] != '"')
		return error_at(a, a->tok, "expected a quoted string, found '%.*s'", (int)a->tokn, tok(a));
	if (a->tokn < 2 || tok(a)[a->tokn - 1] != '"')
		return error_at(a, a->tok, "missing the closing '\"' of a string");
	uint32_t word = 0;
	unsigned k = 0;
	for (size_t i = 1; i + 1 < a->tokn; i++) {
		char c = tok(a)[i];
		if (c == '\\')
			c = tok(a)[++i];
		if (!c) /* it would end the string in the binary */
			return error_at(a, a->tok + i, "a string may not hold a NUL byte");
		word |= (uint32_t)(unsigned char)c << (8 * k);
		if (++k == 4) {
			emit(a, word);
			word = 0, k = 0;
		}
	}
	emit(a, word); /* the terminator, with the last bytes */
	return true;
}

static bool operand(Asm *a, const SpvKind *kind);

/* The operands an enumerant's parameters add. */
static bool enum_params(Asm *a, const SpvEnumerant *e)
{
	for (size_t i = 0; i < e->nparams; i++)
		if (!next_operand(a, "an operand", e->name) || !operand(a, e->params[i]))
			return false;
	return true;
}

/* The operand of kind at the current token. */
static bool operand(Asm *a, const SpvKind *kind)
{
	if (tok(a)[0] == '!' && kind->role != SPV_ROLE_LITERAL_STRING)
		return immediate(a);
	uint32_t id;
	switch (kind->role) {
	case SPV_ROLE_ID_RESULT_TYPE:
		if (!id_operand(a, &id))
			return false;
		a->type_id = id;
		emit(a, id);
		if (a->result_id) /* the result id follows its type */
			emit(a, a->result_id);
		return true;
	case SPV_ROLE_ID_RESULT:
		die("a result id is not read as an operand");
	case SPV_ROLE_ID:
		if (!id_operand(a, &id))
			return false;
		emit(a, id);
		return true;
	case SPV_ROLE_LITERAL_INTEGER:
		return literal_integer(a);
	case SPV_ROLE_LITERAL_STRING:
		return string_operand(a);
	case SPV_ROLE_LITERAL_NUMBER:
		return typed_number(a, a->type_id);
	case SPV_ROLE_LITERAL_EXT_INST: {
		const SpvInstDef *d = a->ext_set ? spv_ext_inst_by_name(a->ext_set, tok(a), a->tokn) : NULL;
		if (!d && a->ext_set)
			return error_at(a, a->tok, "invalid extended instruction name '%.*s'", (int)a->tokn, tok(a));
		if (!d) /* a set mica does not know: numbers, then ids */
			return literal_integer(a) && operands(a, (const SpvOperandDef[]){{&spv_kind_IdRef, '*', NULL}}, 1);
		emit(a, d->opcode);
		/* its operands take the place of OpExtInst's own list */
		bool ok = operands(a, d->operands, d->noperands);
		a->operands_done = true;
		return ok;
	}
	case SPV_ROLE_LITERAL_SPEC_OP: {
		char name[64];
		snprintf(name, sizeof name, "Op%.*s", (int)(a->tokn < 60 ? a->tokn : 60), tok(a));
		const SpvInstDef *d = a->tokn < 60 ? spv_inst_by_name(name, strlen(name)) : NULL;
		if (!d)
			return error_at(a, a->tok, "invalid opcode name '%.*s' in OpSpecConstantOp", (int)a->tokn, tok(a));
		emit(a, d->opcode);
		/* its operands less the type and result, which OpSpecConstantOp has */
		size_t skip = spv_result_operands(d);
		/* an opcode without operands has none to skip (and no array) */
		return skip == d->noperands || operands(a, d->operands + skip, d->noperands - skip);
	}
	case SPV_ROLE_VALUE_ENUM: {
		const SpvEnumerant *e = spv_enum_by_name(kind, tok(a), a->tokn);
		if (!e)
			return error_at(a, a->tok, "invalid %s '%.*s'", kind->name, (int)a->tokn, tok(a));
		emit(a, e->value);
		return enum_params(a, e);
	}
	case SPV_ROLE_BIT_ENUM: {
		/* A|B|C: the mask, then each bit's parameters from the lowest */
		uint32_t mask = 0;
		const char *p = tok(a), *end = p + a->tokn;
		while (p <= end) {
			const char *bar = memchr(p, '|', (size_t)(end - p));
			size_t n = (size_t)((bar ? bar : end) - p);
			const SpvEnumerant *e = spv_enum_by_name(kind, p, n);
			if (!e)
				return error_at(a, a->tok + (size_t)(p - tok(a)), "invalid %s operand '%.*s'", kind->name, (int)n, p);
			mask |= e->value;
			if (!bar)
				break;
			p = bar + 1;
		}
		emit(a, mask);
		for (uint32_t bit = 1; bit; bit <<= 1) {
			const SpvEnumerant *e = mask & bit ? spv_enum_by_value(kind, bit) : NULL;
			if (e && !enum_params(a, e))
				return false;
		}
		return true;
	}
	case SPV_ROLE_PAIR:
		if (kind->pair[0]->role == SPV_ROLE_LITERAL_INTEGER && a->def->opcode == 251 /* OpSwitch */) {
			/* a case literal is as wide as the selector */
			uint32_t selector = a->m->words[a->start + 1];
			if (!typed_number(a, selector < a->next_id ? a->ids[selector].type_id : 0))
				return false;
		} else if (!operand(a, kind->pair[0])) {
			return false;
		}
		if (!next_operand(a, "the second half", kind->name))
			return false;
		return operand(a, kind->pair[1]);
	}
	die("SPIR-V operand kind %s of an unknown role", kind->name);
}

static bool operands(Asm *a, const SpvOperandDef *defs, size_t n)
{
	for (size_t i = 0; i < n && !a->operands_done; i++) {
		const SpvOperandDef *d = &defs[i];
		if (d->kind->role == SPV_ROLE_ID_RESULT)
			continue; /* written before the opcode */
		do {
			if (d->quant && (at_instruction_start(a) || !next_token(a)))
				break;
			if (!d->quant && !next_operand(a, "an operand", a->def->name))
				return false;
			if (!operand(a, d->kind))
				return false;
		} while (d->quant == '*');
	}
	return true;
}

/* ---- instructions ---- */

/* What the instruction just assembled tells of its result. */
static void learn(Asm *a)
{
	const uint32_t *w = a->m->words + a->start;
	size_t n = a->m->nwords - a->start;
	if (!a->result_id)
		return;
	AsmId *id = &a->ids[a->result_id];
	id->type_id = a->type_id;
	if (spv_number_type(w, n, &id->num, &id->width))
		return;
	if (a->def->opcode == 11 && n >= 3) { /* OpExtInstImport */
		id->is_ext_import = true;
		size_t max = (n - 2) * 4;
		const char *s = (const char *)(w + 2);
		id->set = spv_ext_set_by_name(s, strnlen(s, max));
	}
}

static bool instruction(Asm *a)
{
	size_t result_at = 0;
	a->result_id = a->type_id = 0;
	a->ext_set = NULL;
	a->operands_done = false;
	if (tok(a)[0] == '%') {
		result_at = a->tok;
		uint32_t id;
		if (!id_operand(a, &id))
			return false;
		size_t end = a->tok + a->tokn;
		if (!next_token(a) || a->tokn != 1 || tok(a)[0] != '=')
			return error_at(a, end, "expected '=' after the result id");
		if (!next_token(a))
			return error_at(a, a->tok, "expected an opcode after '='");
		a->result_id = id;
	}
	a->start = a->m->nwords;
	if (tok(a)[0] == '!') { /* a raw first word, then operands read by their look */
		if (a->result_id)
			return error_at(a, result_at, "a raw instruction (!N) has no result id to set");
		if (!immediate(a))
			return false;
		while (!at_instruction_start(a) && next_token(a)) {
			uint32_t id;
			bool ok;
			if (tok(a)[0] == '%')
				ok = id_operand(a, &id) && (emit(a, id), true);
			else if (tok(a)[0] == '"')
				ok = string_operand(a);
			else
				ok = operand(a, &spv_kind_LiteralInteger); /* or an immediate */
			if (!ok)
				return false;
		}
		return true;
	}
	const SpvInstDef *def = a->tokn > 2 && !strncmp(tok(a), "Op", 2) ? spv_inst_by_name(tok(a), a->tokn) : NULL;
	if (!def)
		return error_at(a, a->tok, "invalid opcode name '%.*s'", (int)a->tokn, tok(a));
	a->def = def;
	bool has_result = false, has_type = false;
	for (size_t i = 0; i < def->noperands; i++) {
		has_result |= def->operands[i].kind->role == SPV_ROLE_ID_RESULT;
		has_type |= def->operands[i].kind->role == SPV_ROLE_ID_RESULT_TYPE;
	}
	if (a->result_id && !has_result)
		return error_at(a, result_at, "cannot set an id: %s does not produce a result id", def->name);
	if (!a->result_id && has_result)
		return error_at(a, a->tok, "expected <result-id> at the beginning of an instruction, found '%s'",
		                def->name);
	if (a->result_id && !strncmp(def->name, "OpType", 6)) {
		/* as spirv-as, which keeps one definition per type id */
		if (a->ids[a->result_id].is_type)
			return error_at(a, result_at, "value %u has already been used to generate a type", a->result_id);
		a->ids[a->result_id].is_type = true;
	}
	emit(a, def->opcode);
	if (has_result && !has_type)
		emit(a, a->result_id);
	if (def->opcode == 12) { /* OpExtInst %type %set: the set is known once read */
		size_t save = a->at;
		if (next_token(a) && next_token(a) && tok(a)[0] == '%') {
			/* as spirv-as, the set must be an OpExtInstImport seen before */
			uint32_t set = id_number(a, a->tok + 1, a->tokn - 1);
			if (!set || !a->ids[set].is_ext_import)
				return error_at(a, a->tok, "invalid extended instruction import id '%.*s'", (int)a->tokn,
				                tok(a));
			a->ext_set = a->ids[set].set;
		}
		a->at = save;
	}
	if (!operands(a, def->operands, def->noperands))
		return false;
	size_t count = a->m->nwords - a->start;
	if (count > SPV_MAX_WORD_COUNT)
		return error_at(a, a->tok, "%s has %zu words, more than the 65535 an instruction may have", def->name,
		                count);
	a->m->words[a->start] |= (uint32_t)count << 16;
	learn(a);
	size_t save = a->at;
	if (next_token(a) && tok(a)[0] == '!') /* a raw instruction */
		return a->at = save, true;
	a->at = save;
	if (!at_instruction_start(a) && next_token(a))
		return error_at(a, a->tok, "expected the start of an instruction (OpName or %%id =), found '%.*s'",
		                (int)a->tokn, tok(a));
	return true;
}

/* The version word a leading comment `; Version: 1.N` asks for (one
   digit N up to 6, as spirv-as reads the header spirv-dis prints), among
   the comment and blank lines before the first instruction; else SPIR-V
   1.6, spirv-as's default. */
static uint32_t header_version(const char *s, size_t len)
{
	static const char prefix[] = "; Version: 1.";
	size_t np = sizeof prefix - 1;
	for (size_t i = 0; i < len; i++) {
		if (s[i] == ';') {
			if (len - i > np && !memcmp(s + i, prefix, np) && s[i + np] >= '0' && s[i + np] <= '6' &&
			    !(i + np + 1 < len && isdigit((unsigned char)s[i + np + 1])))
				return 0x00010000u | (uint32_t)(s[i + np] - '0') << 8;
			while (i < len && s[i] != '\n')
				i++;
		} else if (!isspace((unsigned char)s[i])) {
			break;
		}
	}
	return 0x00010600;
}

bool parse_spirv_asm(IrContext *ctx, IrSource *src, SpvModule *m)
{
	spv_module_init(m);
	Asm a = {.ctx = ctx, .src = src, .s = src->text, .len = src->len, .m = m, .next_id = 1};
	a.ids = xcalloc(1, sizeof *a.ids);
	a.cap_ids = 1;
	/* the header: magic, version, spirv-as's generator word, bound, schema */
	uint32_t header[SPV_HEADER_WORDS] = {SPV_MAGIC, header_version(src->text, src->len), 7u << 16, 0, 0};
	for (int i = 0; i < SPV_HEADER_WORDS; i++)
		emit(&a, header[i]);
	bool ok = true;
	while (ok && next_token(&a))
		ok = instruction(&a);
	if (ok)
		m->words[3] = a.next_id;
	else
		spv_module_free(m);
	nm_free(&a.names);
	free(a.ids);
	return ok;
}
