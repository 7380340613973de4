/* spirv_deserialize.c: SPIR-V words back to the spirv dialect, as
   mlir-translate's --deserialize-spirv reads a module: one spirv.module
   whose version, capabilities and extensions are the header's and the
   module's, global variables, graph entry points, graphs and functions in
   the order of the binary, and constants and graph constants made where
   a function or graph uses them (MLIR materializes them at their uses).

   The module is written as the dialect's generic form and read by mica's
   own reader, so that every op is built and verified as parsed IR is
   (its types, attributes and checks are the dialect's, never a copy).
   What mica cannot read back yet is an error naming the instruction's
   first word, as the binary reader names its errors.

   Debug information is read as MLIR reads it: an OpLine gives the ops
   made from the instructions after it (until an OpNoLine or the end of
   the function or graph) the location `file:line:col` of its OpString. */
#include "internal.h"
#include "../ir/dialects/spirv/spirv.h"

/* The most elements a TOSA array attribute (kernel, pad, perms, ...) may
   have: far more than the twice TOSA's largest rank (6) any has, and few
   enough that a replicated or null constant of a huge length in a small
   binary is refused, not spelled out. */
#define TOSA_MAX_ATTR_ELEMS 64

typedef struct {
	const SpvParsed *p;
	const char *name;
	StrBuf *err;
	StrBuf out;
	const SpvInst **def;   /* by id: its defining instruction */
	const SpvInst **names; /* by id: its OpName */
	int64_t *binding, *set; /* by id, -1 when undecorated */
	bool *entry;           /* by id: a graph an entry point names */
	bool *emitted;         /* by id: a constant already made in the current body */
	uint32_t bound;
	bool failed;
	bool *busy;            /* by id: a type or constant being spelled, whose parts refer to it again in a cycle */
	/* how many more types and constants may be spelled: a type or constant
	   that many others share can make the text exponentially longer than
	   the binary, so that the work is bounded by the binary's length */
	size_t budget;
	const SpvInst *line;   /* the OpLine in force, NULL for none */
} D;

static const uint32_t *words(const D *d, const SpvInst *in)
{
	return d->p->m.words + in->offset;
}

static bool fail(D *d, const SpvInst *in, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(D *d, const SpvInst *in, const char *fmt, ...)
{
	if (d->failed)
		return false;
	char buf[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	sb_printf(d->err, "%s: error: %s at word %u", d->name, buf, in ? in->offset : 0);
	d->failed = true;
	return false;
}

static bool unsupported(D *d, const SpvInst *in)
{
	return fail(d, in, "mica cannot read %s back into the spirv dialect yet", in->def ? in->def->name : "it");
}

/* The name of a value of a SPIR-V enum. */
static const char *enum_name(const SpirvEnum *e, uint32_t v)
{
	for (size_t i = 0; i < e->n; i++)
		if (e->values[i].value == v)
			return e->values[i].name;
	return NULL;
}

static const SpvInst *def_of(D *d, uint32_t id)
{
	return id < d->bound ? d->def[id] : NULL;
}

/* The value of an integer OpConstant, for ranks, shapes, lengths. */
static bool const_u32(D *d, uint32_t id, uint32_t *v)
{
	const SpvInst *in = def_of(d, id);
	if (!in || in->opcode != SPV_OP_CONSTANT || in->nwords < 4)
		return false;
	*v = words(d, in)[3];
	return true;
}

static bool type_words_text(D *d, uint32_t id, StrBuf *b);
static bool constant_text(D *d, uint32_t id, StrBuf *b);

/* Spells the type (or the constant) id, unless id refers to itself (a
   binary may name an id before its definition) or the budget is spent. */
static bool spell(D *d, uint32_t id, StrBuf *b, bool is_type)
{
	if (id >= d->bound)
		return is_type ? type_words_text(d, id, b) : constant_text(d, id, b);
	if (d->busy[id])
		return fail(d, d->def[id], "id %u refers to itself", id);
	if (!d->budget--)
		return fail(d, d->def[id], "the binary's types and constants spell out to more text than mica reads");
	d->busy[id] = true;
	bool ok = is_type ? type_words_text(d, id, b) : constant_text(d, id, b);
	d->busy[id] = false;
	return ok;
}

/* A type as the dialect spells it. */
static bool type_text(D *d, uint32_t id, StrBuf *b)
{
	return spell(d, id, b, true);
}

/* The elements of a constant, row-major, as a dense literal's list. */
static bool elements(D *d, uint32_t id, StrBuf *b)
{
	return spell(d, id, b, false);
}

static bool type_words_text(D *d, uint32_t id, StrBuf *b)
{
	const SpvInst *in = def_of(d, id);
	if (!in)
		return fail(d, NULL, "id %u is no type", id);
	const uint32_t *w = words(d, in);
	uint32_t n;
	switch (in->opcode) {
	case SPV_OP_TYPE_BOOL:
		sb_puts(b, "i1");
		return true;
	case SPV_OP_TYPE_INT:
		sb_printf(b, "%si%u", w[3] ? "s" : "", w[2]);
		return true;
	case SPV_OP_TYPE_FLOAT:
		if (in->nwords > 3 && w[2] == 16 && w[3] == 0)
			sb_puts(b, "bf16");
		else if (in->nwords == 3 && (w[2] == 16 || w[2] == 32 || w[2] == 64))
			sb_printf(b, "f%u", w[2]);
		else
			return fail(d, in, "a float type mica cannot read back");
		return true;
	case SPV_OP_TYPE_POINTER: {
		const char *sc = enum_name(&spirv_storage_classes, w[2]);
		if (!sc)
			return fail(d, in, "unknown storage class %u", w[2]);
		sb_puts(b, "!spirv.ptr<");
		if (!type_text(d, w[3], b))
			return false;
		sb_printf(b, ", %s>", sc);
		return true;
	}
	case SPV_OP_TYPE_ARRAY:
		if (!const_u32(d, w[3], &n))
			return fail(d, in, "an array length that is no integer constant");
		sb_printf(b, "!spirv.array<%u x ", n);
		if (!type_text(d, w[2], b))
			return false;
		sb_putc(b, '>');
		return true;
	case SPV_OP_TYPE_VECTOR:
		sb_printf(b, "vector<%ux", w[3]);
		if (!type_text(d, w[2], b))
			return false;
		sb_putc(b, '>');
		return true;
	case SPV_OP_TYPE_RUNTIME_ARRAY:
		sb_puts(b, "!spirv.rtarray<");
		if (!type_text(d, w[2], b))
			return false;
		sb_putc(b, '>');
		return true;
	case SPV_OP_TYPE_STRUCT:
		sb_puts(b, "!spirv.struct<(");
		for (uint32_t i = 2; i < in->nwords; i++) {
			if (i > 2)
				sb_puts(b, ", ");
			if (!type_text(d, w[i], b))
				return false;
		}
		sb_puts(b, ")>");
		return true;
	case SPV_OP_TYPE_TENSOR_ARM: {
		sb_puts(b, "!spirv.arm.tensor<");
		uint32_t rank;
		if (in->nwords < 4) {
			sb_puts(b, "*x");
		} else if (!const_u32(d, w[3], &rank)) {
			return fail(d, in, "a tensor rank that is no integer constant");
		} else if (in->nwords < 5) {
			for (uint32_t i = 0; i < rank; i++)
				sb_puts(b, "?x");
		} else {
			const SpvInst *shape = def_of(d, w[4]);
			if (!shape || shape->opcode != SPV_OP_CONSTANT_COMPOSITE || shape->nwords != 3 + rank)
				return fail(d, in, "a tensor shape that is no constant array of its rank");
			for (uint32_t i = 0; i < rank; i++) {
				uint32_t dim;
				if (!const_u32(d, words(d, shape)[3 + i], &dim))
					return fail(d, in, "a tensor dimension that is no integer constant");
				sb_printf(b, "%ux", dim);
			}
		}
		if (!type_text(d, w[2], b))
			return false;
		sb_putc(b, '>');
		return true;
	}
	default:
		return unsupported(d, in);
	}
}

static bool value_type(D *d, uint32_t value, StrBuf *b)
{
	const SpvInst *in = def_of(d, value);
	if (!in || !in->type_id)
		return fail(d, in, "id %u is no value", value);
	return type_text(d, in->type_id, b);
}

static bool constant_text(D *d, uint32_t id, StrBuf *b)
{
	const SpvInst *in = def_of(d, id);
	if (!in)
		return fail(d, NULL, "id %u is no constant", id);
	const uint32_t *w = words(d, in);
	const SpvInst *t = def_of(d, in->type_id);
	switch (in->opcode) {
	case SPV_OP_CONSTANT_TRUE:
	case SPV_OP_CONSTANT_FALSE:
		sb_puts(b, in->opcode == SPV_OP_CONSTANT_TRUE ? "true" : "false");
		return true;
	case SPV_OP_CONSTANT:
		if (t && t->opcode == SPV_OP_TYPE_FLOAT) {
			uint64_t bits = w[3] | (in->nwords > 4 ? (uint64_t)w[4] << 32 : 0);
			sb_printf(b, "0x%llX", (unsigned long long)bits);
		} else if (t && t->opcode == SPV_OP_TYPE_INT) {
			uint32_t width = words(d, t)[2];
			uint64_t v = w[3] | (in->nwords > 4 ? (uint64_t)w[4] << 32 : 0);
			if (width && width < 64 && (v >> (width - 1) & 1))
				v |= ~0ull << width;
			sb_put_i64(b, (int64_t)v);
		} else {
			return fail(d, in, "a constant of a type mica cannot read back yet");
		}
		return true;
	case SPV_OP_CONSTANT_COMPOSITE:
		sb_putc(b, '[');
		for (uint32_t i = 3; i < in->nwords; i++) {
			if (i > 3)
				sb_puts(b, ", ");
			if (!elements(d, w[i], b))
				return false;
			/* an array's elements are attributes of their own type */
			if (t && t->opcode == SPV_OP_TYPE_ARRAY) {
				sb_puts(b, " : ");
				if (!value_type(d, w[i], b))
					return false;
			}
		}
		sb_putc(b, ']');
		return true;
	default:
		return fail(d, in, "mica cannot read this constant back yet");
	}
}

/* The length of a rank-1 arm.tensor type, in *n. */
static bool tensor_length(D *d, uint32_t type, uint32_t *n)
{
	const SpvInst *t = def_of(d, type);
	uint32_t rank;
	if (!t || t->opcode != SPV_OP_TYPE_TENSOR_ARM || t->nwords != 5 || !const_u32(d, words(d, t)[3], &rank) ||
	    rank != 1)
		return false;
	const SpvInst *shape = def_of(d, words(d, t)[4]);
	return shape && shape->opcode == SPV_OP_CONSTANT_COMPOSITE && shape->nwords == 4 &&
	       const_u32(d, words(d, shape)[3], n);
}

/* `%vN` */
static void value_name(StrBuf *b, uint32_t id)
{
	sb_printf(b, "%%v%u", id);
}

/* The value of the constant id as an attribute with its type: an array's
   is an array attribute, a vector's or tensor's dense elements, a
   replicated composite's its innermost constituent's value (as
   spirv.EXT.ConstantCompositeReplicate holds it). */
static bool typed_value(D *d, uint32_t id, StrBuf *o)
{
	const SpvInst *in = def_of(d, id);
	if (!in)
		return fail(d, NULL, "id %u is no constant", id);
	if (in->opcode == SPV_OP_CONSTANT_COMPOSITE_REPLICATE_EXT) {
		if (d->busy[id])
			return fail(d, in, "id %u refers to itself", id);
		d->busy[id] = true;
		bool ok = typed_value(d, words(d, in)[3], o);
		d->busy[id] = false;
		return ok;
	}
	const SpvInst *t = def_of(d, in->type_id);
	bool dense = in->opcode != SPV_OP_CONSTANT_TRUE && in->opcode != SPV_OP_CONSTANT_FALSE &&
	             in->opcode != SPV_OP_CONSTANT && !(t && t->opcode == SPV_OP_TYPE_ARRAY);
	if (dense)
		sb_puts(o, "dense<");
	if (in->opcode == SPV_OP_CONSTANT_NULL) {
		if (!dense)
			return fail(d, in, "mica cannot read this constant back yet");
		/* the zero of the tensor's elements */
		const SpvInst *e = t && t->opcode == SPV_OP_TYPE_TENSOR_ARM ? def_of(d, words(d, t)[2]) : NULL;
		sb_puts(o, !e ? "0" : e->opcode == SPV_OP_TYPE_FLOAT ? "0.0" : e->opcode == SPV_OP_TYPE_BOOL ? "false" : "0");
	} else if (!elements(d, id, o))
		return false;
	if (dense)
		sb_putc(o, '>');
	/* a boolean's and an array's value has no type after it */
	if (dense || in->opcode == SPV_OP_CONSTANT) {
		sb_puts(o, " : ");
		return type_text(d, in->type_id, o);
	}
	return true;
}

/* Makes the constants and graph constants an instruction's operands use,
   once per body. */
static bool materialize(D *d, uint32_t id)
{
	const SpvInst *in = def_of(d, id);
	if (!in || d->emitted[id])
		return !d->failed;
	StrBuf *o = &d->out;
	switch (in->opcode) {
	case SPV_OP_CONSTANT_TRUE:
	case SPV_OP_CONSTANT_FALSE:
	case SPV_OP_CONSTANT:
	case SPV_OP_CONSTANT_COMPOSITE:
	case SPV_OP_CONSTANT_COMPOSITE_REPLICATE_EXT:
	case SPV_OP_CONSTANT_NULL: {
		bool replicate = in->opcode == SPV_OP_CONSTANT_COMPOSITE_REPLICATE_EXT;
		value_name(o, id);
		sb_printf(o, " = \"%s\"() <{value = ", replicate ? "spirv.EXT.ConstantCompositeReplicate" : "spirv.Constant");
		if (!typed_value(d, replicate ? words(d, in)[3] : id, o))
			return false;
		sb_puts(o, "}> : () -> ");
		type_text(d, in->type_id, o);
		sb_putc(o, '\n');
		break;
	}
	case SPV_OP_GRAPH_CONSTANT_ARM:
		value_name(o, id);
		sb_printf(o, " = \"spirv.ARM.GraphConstant\"() <{graph_constant_id = %u : i32}> : () -> ",
			  words(d, in)[3]);
		type_text(d, in->type_id, o);
		sb_putc(o, '\n');
		break;
	default:
		return true;
	}
	d->emitted[id] = true;
	return !d->failed;
}

/* The symbol name of a variable, graph or function: its OpName, or one
   made from its id. */
static const char *sym(D *d, uint32_t id, char buf[32])
{
	const SpvInst *n = id < d->bound ? d->names[id] : NULL;
	if (n)
		return (const char *)(words(d, n) + 2);
	snprintf(buf, 32, "spirv_id_%u", id);
	return buf;
}

/* The operands of an instruction as `(%a, %b) : (A, B)`'s two lists. */
static bool operand_list(D *d, const uint32_t *ids, uint32_t n, StrBuf *vals, StrBuf *types)
{
	for (uint32_t i = 0; i < n; i++) {
		if (!materialize(d, ids[i]))
			return false;
		if (i) {
			sb_puts(vals, ", ");
			sb_puts(types, ", ");
		}
		value_name(vals, ids[i]);
		if (!value_type(d, ids[i], types))
			return false;
	}
	return true;
}

/* A function's or graph's type, `(A, B) -> (C)`. */
static bool function_type(D *d, const uint32_t *ins, uint32_t nin, const uint32_t *outs, uint32_t nout, StrBuf *b)
{
	sb_putc(b, '(');
	for (uint32_t i = 0; i < nin; i++) {
		if (i)
			sb_puts(b, ", ");
		if (!type_text(d, ins[i], b))
			return false;
	}
	sb_puts(b, ") -> (");
	for (uint32_t i = 0; i < nout; i++) {
		if (i)
			sb_puts(b, ", ");
		if (!type_text(d, outs[i], b))
			return false;
	}
	sb_putc(b, ')');
	return true;
}

/* Is word one of the space-separated words of list? */
static bool has_word(const char *list, const char *word)
{
	size_t n = strlen(word);
	for (const char *p = list; p && *p; p += strcspn(p, " "), p += *p == ' ')
		if (strcspn(p, " ") == n && !strncmp(p, word, n))
			return true;
	return false;
}

/* The spirv.Tosa op of TOSA.001000.1's instruction def. */
static const IrOpDef *tosa_op_def(const SpvInstDef *def)
{
	const size_t pre = strlen("spirv.Tosa.");
	for (size_t i = 0; i < ir_dialect_spirv.nops; i++) {
		const IrOpDef *op = &ir_dialect_spirv.ops[i];
		if (!strncmp(op->name, "spirv.Tosa.", pre) && spv_tosa_inst_by_mnemonic(op->name + pre) == def)
			return op;
	}
	return NULL;
}

/* The enum a TOSA op's attribute holds (`nan_mode`), from the op's
   `name=mnemonic;` list; NULL when the attribute is none. */
static const SpirvEnumAttrDef *tosa_enum(const IrOpDef *op, const char *name)
{
	size_t n = strlen(name);
	for (const char *p = op->enums; p && *p; p += strcspn(p, ";"), p += *p == ';') {
		if (strncmp(p, name, n) || p[n] != '=')
			continue;
		const char *mn = p + n + 1;
		size_t len = strcspn(mn, ";");
		for (const SpirvEnumAttrDef *e = spirv_enum_attrs; e->mnemonic; e++)
			if (strlen(e->mnemonic) == len && !strncmp(e->mnemonic, mn, len))
				return e;
	}
	return NULL;
}

/* A TOSA attribute from the constant its instruction takes (the
   serializer's encoding read back): `name = value` into b. */
static bool tosa_attr(D *d, const IrOpDef *op, const char *name, uint32_t id, StrBuf *b)
{
	const SpvInst *in = def_of(d, id);
	const SpirvEnumAttrDef *e = tosa_enum(op, name);
	uint32_t v, len;
	sb_printf(b, "%s = ", name);
	if (!in)
		return fail(d, NULL, "the attribute %s of %s is no constant", name, op->name);
	if (e) {
		const char *text = const_u32(d, id, &v) ? enum_name(e->e, v) : NULL;
		if (!text)
			return fail(d, in, "no %s has the value of its constant", e->cpp_name);
		sb_printf(b, "#spirv.%s<%s>", e->mnemonic, text);
		return true;
	}
	switch (in->opcode) {
	case SPV_OP_CONSTANT_TRUE:
	case SPV_OP_CONSTANT_FALSE:
		return elements(d, id, b);
	case SPV_OP_CONSTANT:
		if (!elements(d, id, b))
			return false;
		sb_puts(b, " : ");
		return value_type(d, id, b);
	case SPV_OP_CONSTANT_COMPOSITE:
	case SPV_OP_CONSTANT_COMPOSITE_REPLICATE_EXT:
	case SPV_OP_CONSTANT_NULL:
		/* a shape_t: dense<[...]> : !spirv.arm.tensor<Nxi32> */
		if (!tensor_length(d, in->type_id, &len))
			return fail(d, in, "the attribute %s of %s is no rank-1 tensor", name, op->name);
		if (len > TOSA_MAX_ATTR_ELEMS)
			return fail(d, in, "the attribute %s of %s has more than %d elements", name, op->name,
				    TOSA_MAX_ATTR_ELEMS);
		if (in->opcode == SPV_OP_CONSTANT_COMPOSITE && in->nwords != 3 + len)
			return fail(d, in, "a tensor constant whose length is not its type's");
		sb_puts(b, "dense<[");
		for (uint32_t i = 0; i < len; i++) {
			sb_puts(b, i ? ", " : "");
			if (in->opcode == SPV_OP_CONSTANT_NULL)
				sb_putc(b, '0');
			else if (!elements(d, words(d, in)[in->opcode == SPV_OP_CONSTANT_COMPOSITE ? 3 + i : 3], b))
				return false;
		}
		sb_printf(b, "]> : !spirv.arm.tensor<%uxi32>", len);
		return true;
	default:
		return fail(d, in, "the attribute %s of %s is no constant mica can read back", name, op->name);
	}
}

/* The end of an op's text: the location of the OpLine in force, if any. */
static void end_op(D *d)
{
	StrBuf *o = &d->out;
	const uint32_t *w = d->line ? words(d, d->line) : NULL;
	const SpvInst *file = w ? def_of(d, w[1]) : NULL;
	if (file && file->opcode == SPV_OP_STRING) {
		sb_puts(o, " loc(\"");
		for (const unsigned char *c = (const unsigned char *)(words(d, file) + 2); *c; c++)
			if (*c == '"' || *c == '\\' || *c < 0x20 || *c >= 0x7F)
				sb_printf(o, "\\%02X", *c);
			else
				sb_putc(o, (char)*c);
		sb_printf(o, "\":%u:%u)", w[2], w[3]);
	}
	sb_putc(o, '\n');
}

/* Sets or clears the OpLine in force: true for OpLine and OpNoLine. */
static bool debug_line(D *d, const SpvInst *in)
{
	if (in->opcode == SPV_OP_LINE)
		d->line = in;
	else if (in->opcode == SPV_OP_NO_LINE)
		d->line = NULL;
	return in->opcode == SPV_OP_LINE || in->opcode == SPV_OP_NO_LINE;
}

/* An OpExtInst: a spirv.Tosa op, its attributes read back from the
   constants the grammar says are attributes, or spirv.ExperimentalML.Call. */
static bool ext_inst(D *d, const SpvInst *in)
{
	const uint32_t *w = words(d, in);
	StrBuf props = {0}, vals = {0}, types = {0};
	const char *name;
	uint32_t first = 5;
	if (in->ext_set == &spv_arm_ml_set && in->nwords > 5) {
		name = "spirv.ExperimentalML.Call";
		sb_printf(&props, "opcode = %u : i64", w[5]);
		first = 6;
	} else if (in->ext_set == &spv_tosa_set) {
		const SpvInstDef *def = spv_ext_inst_by_number(&spv_tosa_set, w[4]);
		const IrOpDef *op = def ? tosa_op_def(def) : NULL;
		if (!op)
			return unsupported(d, in);
		name = op->name;
		for (uint32_t i = 0; i < def->noperands && first < in->nwords; i++) {
			if (!has_word(op->inherent, def->operands[i].name))
				continue;
			if (props.len)
				sb_puts(&props, ", ");
			if (!tosa_attr(d, op, def->operands[i].name, w[first++], &props))
				break;
		}
	} else {
		return unsupported(d, in);
	}
	bool ok = !d->failed && operand_list(d, w + first, in->nwords - first, &vals, &types);
	if (ok) {
		value_name(&d->out, in->result_id);
		sb_printf(&d->out, " = \"%s\"(%s)%s%s%s : (%s) -> ", name, vals.s ? vals.s : "", props.len ? " <{" : "",
			  props.len ? props.s : "", props.len ? "}>" : "", types.s ? types.s : "");
		ok = type_text(d, in->type_id, &d->out);
		end_op(d);
	}
	sb_free(&props);
	sb_free(&vals);
	sb_free(&types);
	return ok;
}

/* One instruction of a body: ops, or the end of the body. */
static bool body_inst(D *d, const SpvInst *in)
{
	StrBuf *o = &d->out;
	const uint32_t *w = words(d, in);
	StrBuf vals = {0}, types = {0};
	bool ok = true;
	if (debug_line(d, in))
		return true;
	switch (in->opcode) {
	case SPV_OP_LABEL:
		break;
	case SPV_OP_RETURN:
		sb_puts(o, "\"spirv.Return\"() : () -> ()");
		end_op(d);
		break;
	case SPV_OP_RETURN_VALUE:
		ok = operand_list(d, w + 1, 1, &vals, &types);
		if (ok) {
			sb_printf(o, "\"spirv.ReturnValue\"(%s) : (%s) -> ()", vals.s, types.s);
			end_op(d);
		}
		break;
	case SPV_OP_COMPOSITE_EXTRACT:
		ok = operand_list(d, w + 3, 1, &vals, &types);
		if (!ok)
			break;
		value_name(o, in->result_id);
		sb_printf(o, " = \"spirv.CompositeExtract\"(%s) <{indices = [", vals.s);
		for (uint32_t i = 4; i < in->nwords; i++)
			sb_printf(o, "%s%u : i32", i > 4 ? ", " : "", w[i]);
		sb_printf(o, "]}> : (%s) -> ", types.s);
		ok = type_text(d, in->type_id, o);
		end_op(d);
		break;
	case SPV_OP_EXT_INST:
		ok = ext_inst(d, in);
		break;
	default:
		ok = unsupported(d, in);
	}
	sb_free(&vals);
	sb_free(&types);
	return ok;
}

/* What follows a graph's or function's type: its name, and its block's
   arguments, the instructions of the given opcode from insts[*k] on (its
   inputs or parameters); the body's constants are made anew. */
static bool body_start(D *d, uint32_t id, uint16_t args_opcode, size_t *k)
{
	const SpvParsed *p = d->p;
	StrBuf *o = &d->out;
	char buf[32];
	sb_printf(o, ", sym_name = \"%s\"}> ({\n^bb0(", sym(d, id, buf));
	memset(d->emitted, 0, d->bound * sizeof *d->emitted);
	for (uint32_t a = 0; *k < p->ninsts && p->insts[*k].opcode == args_opcode; ++*k, a++) {
		if (a)
			sb_puts(o, ", ");
		value_name(o, p->insts[*k].result_id);
		sb_puts(o, ": ");
		if (!type_text(d, p->insts[*k].type_id, o))
			return false;
	}
	sb_puts(o, "):\n");
	return true;
}

/* A graph from its OpGraphARM at insts[*i] to its OpGraphEndARM. */
static bool graph(D *d, size_t *i)
{
	const SpvParsed *p = d->p;
	const SpvInst *g = &p->insts[*i];
	const SpvInst *gt = def_of(d, g->type_id);
	if (!gt || gt->opcode != SPV_OP_TYPE_GRAPH_ARM)
		return fail(d, g, "a graph whose type is no OpTypeGraphARM");
	const uint32_t *tw = words(d, gt);
	uint32_t nin = tw[2], nout = gt->nwords - 3 - nin;
	StrBuf *o = &d->out;
	sb_printf(o, "\"spirv.ARM.Graph\"() <{entry_point = %s, function_type = ", d->entry[g->result_id] ? "true" : "false");
	if (!function_type(d, tw + 3, nin, tw + 3 + nin, nout, o))
		return false;
	size_t k = *i + 1;
	if (!body_start(d, g->result_id, SPV_OP_GRAPH_INPUT_ARM, &k))
		return false;
	StrBuf outs = {0}, otypes = {0};
	uint32_t nset = 0;
	for (; k < p->ninsts && p->insts[k].opcode != SPV_OP_GRAPH_END_ARM && !d->failed; k++) {
		const SpvInst *in = &p->insts[k];
		if (in->opcode == SPV_OP_GRAPH_SET_OUTPUT_ARM) {
			if (nset++) {
				sb_puts(&outs, ", ");
				sb_puts(&otypes, ", ");
			}
			operand_list(d, words(d, in) + 1, 1, &outs, &otypes);
		} else {
			body_inst(d, in);
		}
	}
	if (!d->failed)
		sb_printf(o, "\"spirv.ARM.GraphOutputs\"(%s) : (%s) -> ()\n}) : () -> ()\n", outs.s ? outs.s : "",
			  otypes.s ? otypes.s : "");
	sb_free(&outs);
	sb_free(&otypes);
	d->line = NULL;
	*i = k;
	return !d->failed;
}

/* A function from its OpFunction at insts[*i] to its OpFunctionEnd. */
static bool function(D *d, size_t *i)
{
	const SpvParsed *p = d->p;
	const SpvInst *f = &p->insts[*i];
	const uint32_t *w = words(d, f);
	const SpvInst *ft = def_of(d, w[4]);
	if (!ft || ft->opcode != SPV_OP_TYPE_FUNCTION)
		return fail(d, f, "a function whose type is no OpTypeFunction");
	const uint32_t *tw = words(d, ft);
	const SpvInst *ret = def_of(d, tw[2]);
	bool is_void = ret && ret->opcode == SPV_OP_TYPE_VOID;
	StrBuf *o = &d->out;
	const char *control = w[3] == 0 ? "None" : NULL;
	if (!control)
		return fail(d, f, "mica cannot read function control %u back yet", w[3]);
	sb_printf(o, "\"spirv.func\"() <{function_control = #spirv.function_control<%s>, function_type = ", control);
	if (!function_type(d, tw + 3, ft->nwords - 3, tw + 2, is_void ? 0 : 1, o))
		return false;
	size_t k = *i + 1;
	if (!body_start(d, f->result_id, SPV_OP_FUNCTION_PARAMETER, &k))
		return false;
	for (; k < p->ninsts && p->insts[k].opcode != SPV_OP_FUNCTION_END && !d->failed; k++)
		body_inst(d, &p->insts[k]);
	sb_puts(o, "}) : () -> ()\n");
	d->line = NULL;
	*i = k;
	return !d->failed;
}

static bool global_variable(D *d, const SpvInst *in)
{
	StrBuf *o = &d->out;
	char buf[32];
	uint32_t id = in->result_id;
	sb_puts(o, "\"spirv.GlobalVariable\"() <{");
	if (d->binding[id] >= 0)
		sb_printf(o, "binding = %lld : i32, ", (long long)d->binding[id]);
	if (d->set[id] >= 0)
		sb_printf(o, "descriptor_set = %lld : i32, ", (long long)d->set[id]);
	sb_printf(o, "sym_name = \"%s\", type = ", sym(d, id, buf));
	if (!type_text(d, in->type_id, o))
		return false;
	sb_puts(o, "}> : () -> ()");
	end_op(d);
	return true;
}

static bool graph_entry_point(D *d, const SpvInst *in)
{
	StrBuf *o = &d->out;
	const uint32_t *w = words(d, in);
	char buf[32];
	uint32_t k = 2;
	while (k < in->nwords && (w[k] >> 24))
		k++;
	k++;
	sb_printf(o, "\"spirv.ARM.GraphEntryPoint\"() <{fn = @%s, interface = [", sym(d, w[1], buf));
	for (uint32_t i = k; i < in->nwords; i++)
		sb_printf(o, "%s@%s", i > k ? ", " : "", sym(d, w[i], buf));
	sb_puts(o, "]}> : () -> ()\n");
	return true;
}

/* The module's header: version, capabilities, extensions, memory model. */
static bool header(D *d)
{
	const SpvParsed *p = d->p;
	const uint32_t *m = p->m.words;
	StrBuf caps = {0}, exts = {0};
	const char *am = NULL, *mm = NULL;
	for (size_t i = 0; i < p->ninsts && !d->failed; i++) {
		const SpvInst *in = &p->insts[i];
		const uint32_t *w = words(d, in);
		if (in->opcode == SPV_OP_CAPABILITY) {
			const char *c = enum_name(&spirv_capabilities, w[1]);
			if (!c)
				fail(d, in, "unknown capability %u", w[1]);
			else
				sb_printf(&caps, "%s%s", caps.len ? ", " : "", c);
		} else if (in->opcode == SPV_OP_EXTENSION) {
			sb_printf(&exts, "%s%s", exts.len ? ", " : "", (const char *)(w + 1));
		} else if (in->opcode == SPV_OP_MEMORY_MODEL) {
			am = enum_name(&spirv_addressing_models, w[1]);
			mm = enum_name(&spirv_memory_models, w[2]);
		}
	}
	if (!d->failed && (!am || !mm))
		fail(d, NULL, "a module without a memory model mica knows");
	if (!d->failed)
		sb_printf(&d->out,
			  "\"spirv.module\"() <{addressing_model = #spirv.addressing_model<%s>, memory_model = "
			  "#spirv.memory_model<%s>, vce_triple = #spirv.vce<v%u.%u, [%s], [%s]>}> ({\n",
			  am, mm, m[1] >> 16 & 0xFF, m[1] >> 8 & 0xFF, caps.s ? caps.s : "", exts.s ? exts.s : "");
	sb_free(&caps);
	sb_free(&exts);
	return !d->failed;
}

/* Indexes definitions, names, decorations and entry points. */
static void index_module(D *d)
{
	const SpvParsed *p = d->p;
	for (size_t i = 0; i < p->ninsts; i++) {
		const SpvInst *in = &p->insts[i];
		const uint32_t *w = words(d, in);
		if (in->result_id)
			d->def[in->result_id] = in;
		if (in->opcode == SPV_OP_NAME && w[1] < d->bound)
			d->names[w[1]] = in;
		if (in->opcode == SPV_OP_DECORATE && w[1] < d->bound && in->nwords == 4) {
			if (w[2] == SPV_DECORATION_BINDING)
				d->binding[w[1]] = w[3];
			if (w[2] == SPV_DECORATION_DESCRIPTOR_SET)
				d->set[w[1]] = w[3];
		}
		if (in->opcode == SPV_OP_GRAPH_ENTRY_POINT_ARM && w[1] < d->bound)
			d->entry[w[1]] = true;
	}
}

/* The words' instructions that are ops of the module's body. */
static bool module_body(D *d)
{
	const SpvParsed *p = d->p;
	for (size_t i = 0; i < p->ninsts && !d->failed; i++) {
		const SpvInst *in = &p->insts[i];
		if (debug_line(d, in))
			continue;
		switch (in->opcode) {
		case SPV_OP_VARIABLE:
			global_variable(d, in);
			break;
		case SPV_OP_GRAPH_ENTRY_POINT_ARM:
			graph_entry_point(d, in);
			break;
		case SPV_OP_GRAPH_ARM:
			graph(d, &i);
			break;
		case SPV_OP_FUNCTION:
			function(d, &i);
			break;
		case SPV_OP_NAME: case SPV_OP_DECORATE: case SPV_OP_CAPABILITY: case SPV_OP_EXTENSION: case SPV_OP_MEMORY_MODEL:
		case SPV_OP_TYPE_VOID: case SPV_OP_TYPE_BOOL: case SPV_OP_TYPE_INT: case SPV_OP_TYPE_FLOAT: case SPV_OP_TYPE_VECTOR:
		case SPV_OP_TYPE_ARRAY: case SPV_OP_TYPE_RUNTIME_ARRAY: case SPV_OP_TYPE_STRUCT: case SPV_OP_TYPE_POINTER: case SPV_OP_TYPE_FUNCTION:
		case SPV_OP_TYPE_TENSOR_ARM: case SPV_OP_TYPE_GRAPH_ARM: case SPV_OP_CONSTANT_TRUE: case SPV_OP_CONSTANT_FALSE:
		case SPV_OP_CONSTANT: case SPV_OP_CONSTANT_COMPOSITE: case SPV_OP_CONSTANT_NULL: case SPV_OP_GRAPH_CONSTANT_ARM:
		case SPV_OP_CONSTANT_COMPOSITE_REPLICATE_EXT: case SPV_OP_EXT_INST_IMPORT: case SPV_OP_STRING:
			break;
		default:
			unsupported(d, in);
		}
	}
	return !d->failed;
}

bool parse_spirv_deserialize(const SpvParsed *p, const char *name, StrBuf *mlir, StrBuf *err)
{
	D d = {.p = p, .name = name, .err = err, .bound = p->m.words[3]};
	d.def = xcalloc(d.bound + 1, sizeof *d.def);
	d.names = xcalloc(d.bound + 1, sizeof *d.names);
	d.binding = xmalloc((d.bound + 1) * sizeof *d.binding);
	d.set = xmalloc((d.bound + 1) * sizeof *d.set);
	d.entry = xcalloc(d.bound + 1, sizeof *d.entry);
	d.emitted = xcalloc(d.bound + 1, sizeof *d.emitted);
	d.busy = xcalloc(d.bound + 1, sizeof *d.busy);
	d.budget = 16 * p->m.nwords + ((size_t)1 << 20);
	for (uint32_t i = 0; i <= d.bound; i++)
		d.binding[i] = d.set[i] = -1;
	index_module(&d);
	bool ok = header(&d) && module_body(&d);
	if (ok)
		sb_puts(&d.out, "}) : () -> ()\n");
	free(d.def);
	free(d.names);
	free(d.binding);
	free(d.set);
	free(d.entry);
	free(d.emitted);
	free(d.busy);
	if (ok)
		*mlir = d.out;
	else
		sb_free(&d.out);
	return ok;
}
