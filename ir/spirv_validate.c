/* spirv_validate.c: the rules of SPV_ARM_tensors, SPV_ARM_graph and the
   TOSA.001000.1 instructions that a module keeps before mica writes it:
   the structural ones spirv-val also checks (tensor types, graph types,
   entry points, inputs and outputs, the graph section's layout, and
   SPV_EXT_replicated_composites' replicated constants) and the
   TOSA semantics it does not (operand counts, constness, shapes and ranks,
   the element types a profile supports; spirv_tosa_rules.c).

   It reads the words as they are, instruction by instruction, knowing only
   the few opcodes these rules are about: an id that another instruction
   defines counts as unknown, so it is never taken for a constant or a
   tensor. Errors name the first word of the instruction that breaks the
   rule, counted from the magic number: `a.spv: error: ... at word N`. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"
#include "spirv.h"

/* The opcodes the rules are about (SPIR-V core and the ARM extensions). */
#define CAP_GRAPH_ARM 4191
#define CAP_REPLICATED_COMPOSITES_EXT 6024
#define EXT_REPLICATED_COMPOSITES "SPV_EXT_replicated_composites"
#define STORAGE_UNIFORM_CONSTANT 0
#define FP_ENCODING_BFLOAT16 0
#define FP_ENCODING_FLOAT8_E4M3 4214
#define FP_ENCODING_FLOAT8_E5M2 4215
#define MAX_TENSOR_RANK 64

/* The grammar's name of an opcode, "opcode N" for one it does not know. */
static const char *op_name(uint32_t op, char buf[24])
{
	const SpvInstDef *d = spv_inst_by_opcode(op);
	if (d)
		return d->name;
	snprintf(buf, 24, "opcode %u", op);
	return buf;
}

typedef struct {
	const uint32_t *w;
	size_t n;
	StrBuf *why;         /* the broken rule, once found */
	uint32_t bound;
	uint32_t *def;       /* by id: the first word of the instruction defining it, 0 if none */
	uint32_t tosa;       /* the id of the TOSA.001000.1 import, 0 if none */
	bool graph_cap;      /* GraphARM is declared */
	bool replicate_cap;  /* ReplicatedCompositesEXT is declared */
	bool replicate_ext;  /* SPV_EXT_replicated_composites is declared */
	size_t nentries;     /* OpGraphEntryPointARM seen */
	size_t at;           /* the instruction being checked */
	/* by TOSA instruction: the SupportMet found so far (few: each is one
	   of the rule's alternatives met) */
	PtrVec supports_met[SPV_TOSA_NINSTS];
} V;

/* A tensor type as far as its constants say. */
typedef struct {
	uint32_t elem;       /* the element type's id */
	uint32_t rank;       /* 0 when unranked or not a known constant */
	bool shaped;         /* dims are known */
	uint64_t dims[MAX_TENSOR_RANK];
} Tensor;

static bool fail(V *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(V *v, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (!v->why->len)
		sb_puts(v->why, buf);
	return false;
}

static uint32_t wc(const V *v, size_t at) { return v->w[at] >> 16; }
static uint32_t opc(const V *v, size_t at) { return v->w[at] & 0xFFFF; }

/* The opcode that defines id, 0 when no instruction the rules know does. */
static uint32_t def_op(const V *v, uint32_t id)
{
	return id && id < v->bound && v->def[id] ? opc(v, v->def[id]) : 0;
}
static const uint32_t *def_words(const V *v, uint32_t id) { return v->w + v->def[id]; }

/* Does the opcode define its result id in word 1 (a type or an import), or
   in word 2 after a result type? */
static int result_word(uint32_t op)
{
	switch (op) {
	case SPV_OP_EXT_INST_IMPORT: case SPV_OP_TYPE_VOID: case SPV_OP_TYPE_BOOL: case SPV_OP_TYPE_INT:
	case SPV_OP_TYPE_FLOAT: case SPV_OP_TYPE_VECTOR: case SPV_OP_TYPE_ARRAY: case SPV_OP_TYPE_RUNTIME_ARRAY:
	case SPV_OP_TYPE_STRUCT: case SPV_OP_TYPE_POINTER: case SPV_OP_TYPE_TENSOR_ARM: case SPV_OP_TYPE_GRAPH_ARM:
		return 1;
	case SPV_OP_UNDEF: case SPV_OP_EXT_INST: case SPV_OP_CONSTANT_TRUE: case SPV_OP_CONSTANT_FALSE: case SPV_OP_CONSTANT:
	case SPV_OP_CONSTANT_COMPOSITE: case SPV_OP_CONSTANT_NULL: case SPV_OP_SPEC_CONSTANT_TRUE:
	case SPV_OP_SPEC_CONSTANT_FALSE: case SPV_OP_SPEC_CONSTANT: case SPV_OP_SPEC_CONSTANT_COMPOSITE:
	case SPV_OP_SPEC_CONSTANT_OP: case SPV_OP_FUNCTION: case SPV_OP_FUNCTION_PARAMETER: case SPV_OP_VARIABLE:
	case SPV_OP_COMPOSITE_EXTRACT: case SPV_OP_GRAPH_CONSTANT_ARM: case SPV_OP_GRAPH_ARM: case SPV_OP_GRAPH_INPUT_ARM:
	case SPV_OP_CONSTANT_COMPOSITE_REPLICATE_EXT: case SPV_OP_SPEC_CONSTANT_COMPOSITE_REPLICATE_EXT:
		return 2;
	default:
		return 0;
	}
}

/* The fewest words of an instruction whose words the rules read. */
static uint32_t min_words(uint32_t op)
{
	switch (op) {
	case SPV_OP_CAPABILITY: case SPV_OP_TYPE_BOOL: case SPV_OP_TYPE_STRUCT:
		return 2;
	case SPV_OP_TYPE_FLOAT: case SPV_OP_TYPE_RUNTIME_ARRAY: case SPV_OP_TYPE_TENSOR_ARM: case SPV_OP_TYPE_GRAPH_ARM:
	case SPV_OP_GRAPH_ARM: case SPV_OP_GRAPH_SET_OUTPUT_ARM: case SPV_OP_GRAPH_ENTRY_POINT_ARM: case SPV_OP_CONSTANT_COMPOSITE:
	case SPV_OP_SPEC_CONSTANT_COMPOSITE: case SPV_OP_CONSTANT_NULL: case SPV_OP_EXT_INST_IMPORT:
		return 3;
	case SPV_OP_TYPE_INT: case SPV_OP_TYPE_VECTOR: case SPV_OP_TYPE_ARRAY: case SPV_OP_TYPE_POINTER: case SPV_OP_VARIABLE:
	case SPV_OP_GRAPH_CONSTANT_ARM: case SPV_OP_GRAPH_INPUT_ARM: case SPV_OP_COMPOSITE_EXTRACT:
		return 4;
	case SPV_OP_EXT_INST:
		return 5;
	default:
		return result_word(op) + 1;
	}
}

/* A constant instruction, as TOSA's constant operands and a tensor's rank
   and shape must be. */
static bool is_constant_op(uint32_t op)
{
	switch (op) {
	case SPV_OP_CONSTANT_TRUE: case SPV_OP_CONSTANT_FALSE: case SPV_OP_CONSTANT: case SPV_OP_CONSTANT_COMPOSITE:
	case SPV_OP_CONSTANT_NULL: case SPV_OP_SPEC_CONSTANT_TRUE: case SPV_OP_SPEC_CONSTANT_FALSE: case SPV_OP_SPEC_CONSTANT:
	case SPV_OP_SPEC_CONSTANT_COMPOSITE: case SPV_OP_SPEC_CONSTANT_OP: case SPV_OP_GRAPH_CONSTANT_ARM:
	case SPV_OP_CONSTANT_COMPOSITE_REPLICATE_EXT: case SPV_OP_SPEC_CONSTANT_COMPOSITE_REPLICATE_EXT:
		return true;
	default:
		return false;
	}
}

/* The type of a value id, 0 when unknown. */
static uint32_t type_of(const V *v, uint32_t id)
{
	uint32_t op = def_op(v, id);
	return op && result_word(op) == 2 ? def_words(v, id)[1] : 0;
}

/* The value of an OpConstant of an integer type of at most 64 bits. */
static bool int_constant(const V *v, uint32_t id, uint64_t *value)
{
	if (def_op(v, id) != SPV_OP_CONSTANT)
		return false;
	const uint32_t *d = def_words(v, id);
	uint32_t t = d[1];
	if (def_op(v, t) != SPV_OP_TYPE_INT || wc(v, v->def[id]) < 4)
		return false;
	*value = d[3];
	if (wc(v, v->def[id]) >= 5 && def_words(v, t)[2] > 32)
		*value |= (uint64_t)d[4] << 32;
	return true;
}

static bool is_int_type(const V *v, uint32_t t, uint32_t width)
{
	return def_op(v, t) == SPV_OP_TYPE_INT && (!width || def_words(v, t)[2] == width);
}

/* The element name the type-support tables use for a scalar type. */
static const char *scalar_name(const V *v, uint32_t t)
{
	uint32_t op = def_op(v, t);
	if (op == SPV_OP_TYPE_BOOL)
		return "bool";
	const uint32_t *d = op ? def_words(v, t) : NULL;
	if (op == SPV_OP_TYPE_INT) {
		switch (d[2]) {
		case 8: return "i8";
		case 16: return "i16";
		case 32: return "i32";
		case 64: return "i64";
		}
	}
	if (op == SPV_OP_TYPE_FLOAT) {
		bool encoded = wc(v, v->def[t]) >= 4;
		uint32_t enc = encoded ? d[3] : 0;
		if (d[2] == 16)
			return encoded && enc == FP_ENCODING_BFLOAT16 ? "bf16" : encoded ? NULL : "f16";
		if (d[2] == 32 && !encoded)
			return "f32";
		if (d[2] == 8 && encoded && enc == FP_ENCODING_FLOAT8_E4M3)
			return "fp8e4m3";
		if (d[2] == 8 && encoded && enc == FP_ENCODING_FLOAT8_E5M2)
			return "fp8e5m2";
	}
	return NULL;
}

/* What the type t says of a tensor; false if t is no OpTypeTensorARM. */
static bool tensor_of(const V *v, uint32_t t, Tensor *out)
{
	if (def_op(v, t) != SPV_OP_TYPE_TENSOR_ARM)
		return false;
	const uint32_t *d = def_words(v, t);
	uint32_t n = wc(v, v->def[t]);
	/* dims are read only when shaped: not cleared, 64 of them */
	out->elem = d[2];
	out->rank = 0;
	out->shaped = false;
	uint64_t rank;
	if (n < 4 || !int_constant(v, d[3], &rank) || rank == 0 || rank > MAX_TENSOR_RANK)
		return true;
	out->rank = (uint32_t)rank;
	if (n < 5 || def_op(v, d[4]) != SPV_OP_CONSTANT_COMPOSITE || wc(v, v->def[d[4]]) != 3 + rank)
		return true;
	const uint32_t *s = def_words(v, d[4]);
	for (uint32_t i = 0; i < rank; i++)
		if (!int_constant(v, s[3 + i], &out->dims[i]))
			return true;
	out->shaped = true;
	return true;
}

/* ---- the types ---- */

/* An OpTypeTensorARM: a scalar element, a nonzero constant rank, a shape
   that is a constant array of that many positive integers. */
static bool check_tensor_type(V *v, const uint32_t *d, uint32_t n)
{
	uint32_t eop = def_op(v, d[2]);
	if (eop != SPV_OP_TYPE_INT && eop != SPV_OP_TYPE_FLOAT && eop != SPV_OP_TYPE_BOOL)
		return fail(v, "OpTypeTensorARM's element type must be a scalar integer, float or boolean type");
	if (n < 4)
		return true;
	uint32_t rop = def_op(v, d[3]);
	if (!is_constant_op(rop) || !is_int_type(v, type_of(v, d[3]), 0))
		return fail(v, "OpTypeTensorARM's rank must be a constant of scalar integer type");
	uint64_t rank;
	bool known = int_constant(v, d[3], &rank);
	if (known && rank == 0)
		return fail(v, "OpTypeTensorARM's rank must not be 0");
	if (n < 5)
		return true;
	uint32_t sop = def_op(v, d[4]), st = type_of(v, d[4]);
	if (!is_constant_op(sop) || def_op(v, st) != SPV_OP_TYPE_ARRAY || !is_int_type(v, def_words(v, st)[2], 0))
		return fail(v, "OpTypeTensorARM's shape must be a constant array of integers");
	uint64_t len;
	if (known && int_constant(v, def_words(v, st)[3], &len) && len != rank)
		return fail(v, "OpTypeTensorARM's rank is %llu but its shape has length %llu", (unsigned long long)rank,
			    (unsigned long long)len);
	if (sop == SPV_OP_CONSTANT_COMPOSITE)
		for (uint32_t i = 3; i < wc(v, v->def[d[4]]); i++) {
			uint64_t dim;
			if (int_constant(v, def_words(v, d[4])[i], &dim) && dim == 0)
				return fail(v, "OpTypeTensorARM's shape must hold positive dimensions");
		}
	return true;
}

/* A graph interface type: a tensor, or an array of tensors. */
static bool is_interface_type(const V *v, uint32_t t)
{
	uint32_t op = def_op(v, t);
	if (op == SPV_OP_TYPE_ARRAY || op == SPV_OP_TYPE_RUNTIME_ARRAY)
		op = def_op(v, def_words(v, t)[2]);
	return op == SPV_OP_TYPE_TENSOR_ARM;
}

static bool check_graph_type(V *v, const uint32_t *d, uint32_t n)
{
	uint32_t ntypes = n - 3, ninputs = d[2];
	if (ninputs > ntypes)
		return fail(v, "OpTypeGraphARM declares %u inputs but has %u types", ninputs, ntypes);
	if (ninputs == ntypes)
		return fail(v, "OpTypeGraphARM must have at least one output");
	for (uint32_t i = 0; i < ntypes; i++)
		if (!is_interface_type(v, d[3 + i]))
			return fail(v, "OpTypeGraphARM's %s %u must be a tensor or an array of tensors",
				    i < ninputs ? "input" : "output", i < ninputs ? i : i - ninputs);
	return true;
}

/* Words that must not repeat: a type declaration's after its result id
   (tag: its opcode and word count), an entry point's name, a graph
   constant's id. */
typedef struct {
	uint32_t tag;
	const uint32_t *w;
	uint32_t n;
	size_t at;
} Unique;

static int unique_cmp(const void *a, const void *b)
{
	const Unique *x = a, *y = b;
	if (x->tag != y->tag)
		return x->tag < y->tag ? -1 : 1;
	if (x->n != y->n)
		return x->n < y->n ? -1 : 1;
	int c = x->n ? memcmp(x->w, y->w, x->n * sizeof *x->w) : 0;
	return c ? c : x->at < y->at ? -1 : x->at > y->at;
}

static void add_unique(Unique **u, size_t *n, size_t *cap, Unique x)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 16;
		*u = xrealloc(*u, *cap * sizeof **u);
	}
	(*u)[(*n)++] = x;
}

/* The later of the first two equal entries in module order, 0 if none. */
static size_t first_repeat(Unique *u, size_t n)
{
	if (n < 2)
		return 0;
	qsort(u, n, sizeof *u, unique_cmp);
	size_t found = 0;
	for (size_t i = 1; i < n; i++) {
		const Unique *a = &u[i - 1], *b = &u[i];
		bool same = a->tag == b->tag && a->n == b->n && (!a->n || !memcmp(a->w, b->w, a->n * sizeof *a->w));
		if (same && (!found || b->at < u[found].at))
			found = i;
	}
	return found;
}

/* what is the message, given the repeated entry's tag for a %u */
static bool check_unique(V *v, Unique *u, size_t n, const char *what)
{
	size_t i = first_repeat(u, n);
	if (!i)
		return true;
	v->at = u[i].at;
	return fail(v, what, u[i].tag);
}

static bool check_duplicate_types(V *v)
{
	size_t cap = 0, nkeys = 0;
	Unique *keys = NULL;
	for (size_t at = SPV_HEADER_WORDS; at < v->n; at += wc(v, at)) {
		uint32_t op = opc(v, at);
		if (result_word(op) != 1 || op == SPV_OP_EXT_INST_IMPORT || op == SPV_OP_TYPE_STRUCT || op == SPV_OP_TYPE_ARRAY ||
		    op == SPV_OP_TYPE_RUNTIME_ARRAY || op == SPV_OP_TYPE_POINTER)
			continue;
		add_unique(&keys, &nkeys, &cap, (Unique){v->w[at], v->w + at + 2, wc(v, at) - 2, at});
	}
	size_t i = first_repeat(keys, nkeys);
	bool ok = true;
	if (i) {
		v->at = keys[i].at;
		ok = fail(v, "duplicate type declaration: %%%u declares the same type as %%%u", v->w[keys[i].at + 1],
			  v->w[keys[i - 1].at + 1]);
	}
	free(keys);
	return ok;
}

/* ---- constants ---- */

/* A tensor constant built of constituents: as many as its outermost
   dimension, each a scalar of its element (rank 1) or a tensor constant of
   the inner dimensions. */
static bool check_tensor_composite(V *v, const uint32_t *d, uint32_t n)
{
	Tensor t;
	if (!tensor_of(v, d[1], &t))
		return true;
	if (!t.shaped)
		return fail(v, "a tensor constant's type must have a shape");
	if (n - 3 != t.dims[0])
		return fail(v, "a tensor constant of outermost dimension %llu has %u constituents",
			    (unsigned long long)t.dims[0], n - 3);
	for (uint32_t i = 3; i < n; i++) {
		uint32_t ct = type_of(v, d[i]);
		if (t.rank == 1) {
			if (ct != t.elem)
				return fail(v, "constituent %u of a rank-1 tensor constant must be of its element type", i - 3);
			continue;
		}
		Tensor c;
		bool inner = tensor_of(v, ct, &c) && c.elem == t.elem && c.shaped && c.rank == t.rank - 1 &&
			     !memcmp(c.dims, t.dims + 1, c.rank * sizeof *c.dims);
		if (!inner)
			return fail(v, "constituent %u of a rank-%u tensor constant must be a tensor constant of its inner "
				       "dimensions",
				    i - 3, t.rank);
	}
	return true;
}

/* A replicated composite (SPV_EXT_replicated_composites): the capability
   and the extension are declared, and the constituent is of the element
   type of the result's vector, array or tensor type. */
static bool check_replicate(V *v, const uint32_t *d)
{
	char buf[24];
	if (!v->replicate_cap)
		return fail(v, "%s requires the capability ReplicatedCompositesEXT", op_name(opc(v, v->at), buf));
	if (!v->replicate_ext)
		return fail(v, "%s requires the extension " EXT_REPLICATED_COMPOSITES, op_name(opc(v, v->at), buf));
	uint32_t t = def_op(v, d[1]), ct = type_of(v, d[3]);
	bool has_elem = t == SPV_OP_TYPE_VECTOR || t == SPV_OP_TYPE_ARRAY || t == SPV_OP_TYPE_TENSOR_ARM;
	if (has_elem && ct && ct != def_words(v, d[1])[2])
		return fail(v, "the constituent of %s must be of its result type's element type", op_name(opc(v, v->at), buf));
	return true;
}

static bool check_null(V *v, const uint32_t *d)
{
	Tensor t;
	if (tensor_of(v, d[1], &t) && !t.shaped)
		return fail(v, "OpConstantNull of a tensor type must have a shape");
	return true;
}

/* ---- TOSA.001000.1 ---- */

/* The rank of the instruction's first tensor operand named input or
   input1, which sR and s2R shapes count; 0 when unknown. */
static uint32_t input_rank(V *v, const SpvTosaRule *r, const uint32_t *ops, uint32_t nops)
{
	SpvTosaSpec sp;
	uint32_t i = 0;
	for (const char *s = r->operands; (s = spv_tosa_spec_next(s, &sp)) && i < nops; i++) {
		Tensor t;
		if ((spv_tosa_spec_is(sp.name, sp.nname, "input") || spv_tosa_spec_is(sp.name, sp.nname, "input1")) &&
		    tensor_of(v, type_of(v, ops[i]), &t))
			return t.rank;
	}
	return 0;
}

/* Says into why, unless it is NULL: what a shape wants is written only
   for the message of an instruction that lacks it. */
static void say(char *why, size_t nwhy, const char *fmt, ...)
{
	if (!why)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(why, nwhy, fmt, ap);
	va_end(ap);
}

/* Does the value's type t have the spec's shape? *why (when not NULL)
   says what it lacks. */
static bool shape_ok(V *v, const SpvTosaSpec *sp, uint32_t t, uint32_t in_rank, uint32_t out_rank, uint32_t elem,
		     char *why, size_t nwhy)
{
	const char *s = sp->shape;
	size_t n = sp->nshape;
	Tensor ten;
	bool is_tensor = tensor_of(v, t, &ten);
	if (spv_tosa_spec_is(s, n, "u32")) {
		say(why, nwhy, "a 32-bit integer scalar");
		return is_int_type(v, t, 32);
	}
	if (spv_tosa_spec_is(s, n, "bool")) {
		say(why, nwhy, "a boolean scalar");
		return def_op(v, t) == SPV_OP_TYPE_BOOL;
	}
	if (spv_tosa_spec_is(s, n, "x")) {
		say(why, nwhy, "a scalar of the input's element type");
		return !elem || t == elem;
	}
	if (*s == 't') {
		say(why, nwhy, "a tensor");
		return is_tensor;
	}
	if (*s == 'r' || *s == 'z') {
		uint32_t rank = *s == 'z' ? 1 : (uint32_t)strtoul(s + 1, NULL, 10);
		if (*s == 'z')
			say(why, nwhy, "a rank-1 tensor of shape [1]");
		else
			say(why, nwhy, "a tensor of rank %u", rank);
		if (!is_tensor || (ten.rank && ten.rank != rank))
			return false;
		return *s != 'z' || !ten.shaped || ten.dims[0] == 1;
	}
	/* shape_t: sN, sR, s2R, sO */
	uint64_t len = spv_tosa_spec_is(s, n, "sR")    ? in_rank
		       : spv_tosa_spec_is(s, n, "s2R") ? 2 * (uint64_t)in_rank
		       : spv_tosa_spec_is(s, n, "sO")  ? out_rank
					      : strtoull(s + 1, NULL, 10);
	if (len)
		say(why, nwhy, "a rank-1 tensor of %llu 32-bit integers", (unsigned long long)len);
	else
		say(why, nwhy, "a rank-1 tensor of 32-bit integers");
	if (!is_tensor || !is_int_type(v, ten.elem, 32) || (ten.rank && ten.rank != 1))
		return false;
	return !len || !ten.shaped || ten.dims[0] == len;
}

/* The element name of a value's type for the type-support tables: a
   tensor's element, or the scalar itself. */
static const char *elem_name(V *v, uint32_t t)
{
	Tensor ten;
	return scalar_name(v, tensor_of(v, t, &ten) ? ten.elem : t);
}

typedef struct {
	const char *name;
	size_t nname;
	const char *elem; /* NULL when unknown */
	uint32_t id;      /* the value's id, for acc_type and TABLE_SIZE */
} Named;

static const Named *find_named(const Named *nv, size_t n, const char *s, size_t len)
{
	for (size_t i = 0; i < n; i++)
		if (nv[i].nname == len && !memcmp(nv[i].name, s, len))
			return &nv[i];
	return NULL;
}

static const char *const acc_types[] = {NULL, "INT32", "FP16", "FP32", "INT48"};

#define MAX_NAMED 24

/* An instruction's operands and results as its type support reads them,
   found to meet it: another with the same names and element names meets
   it too, unless the support also reads an accumulator's or a table's
   constants. */
typedef struct {
	size_t n;
	const char *names[MAX_NAMED], *elems[MAX_NAMED]; /* the rule's text and static names: compared by address */
} SupportMet;

static bool support_read_alone(const SpvTosaRule *r)
{
	return !strstr(r->types, "acc_type=") && !strstr(r->types, "TABLE_SIZE=");
}

static bool same_named(const SupportMet *m, const Named *nv, size_t n)
{
	if (m->n != n)
		return false;
	for (size_t i = 0; i < n; i++)
		if (m->names[i] != nv[i].name || m->elems[i] != nv[i].elem)
			return false;
	return true;
}

static bool support_met_before(const V *v, uint32_t num, const Named *nv, size_t n)
{
	const PtrVec *met = &v->supports_met[num];
	for (size_t i = 0; i < met->n; i++)
		if (same_named(met->v[i], nv, n))
			return true;
	return false;
}

static void remember_support_met(V *v, uint32_t num, const Named *nv, size_t n)
{
	SupportMet *m = xmalloc(sizeof *m);
	m->n = n;
	for (size_t i = 0; i < n; i++) {
		m->names[i] = nv[i].name;
		m->elems[i] = nv[i].elem;
	}
	pv_push(&v->supports_met[num], m);
}

/* Does one alternative of the type support (up to its `|`) allow what the
   instruction's operands and results are? */
static bool alternative_ok(V *v, const char *a, size_t len, const Named *nv, size_t n)
{
	const char *end = a + len, *s = memchr(a, ':', len);
	for (s = s ? s + 1 : a; s < end;) {
		while (s < end && *s == ' ')
			s++;
		const char *eq = memchr(s, '=', (size_t)(end - s));
		if (!eq)
			break;
		const char *val = eq + 1, *ve = val;
		while (ve < end && *ve != ' ')
			ve++;
		size_t nv_len = (size_t)(ve - val);
		if (spv_tosa_spec_is(s, (size_t)(eq - s), "acc_type")) {
			const Named *x = find_named(nv, n, "acc_type", 8);
			uint64_t k;
			if (x && int_constant(v, x->id, &k) &&
			    (k >= sizeof acc_types / sizeof *acc_types || !k || !spv_tosa_spec_is(val, nv_len, acc_types[k])))
				return false;
		} else if (spv_tosa_spec_is(s, (size_t)(eq - s), "TABLE_SIZE")) {
			const Named *x = find_named(nv, n, "table", 5);
			Tensor t;
			if (x && tensor_of(v, type_of(v, x->id), &t) && t.shaped &&
			    t.dims[0] != strtoull(val, NULL, 10))
				return false;
		} else {
			const Named *x = find_named(nv, n, s, (size_t)(eq - s));
			if (x && x->elem && !spv_tosa_spec_is(val, nv_len, x->elem))
				return false;
		}
		s = ve;
	}
	return true;
}

static bool check_tosa(V *v, const uint32_t *d, uint32_t n)
{
	uint32_t num = d[4];
	if (num >= SPV_TOSA_NINSTS)
		return fail(v, "TOSA.001000.1 has no instruction %u", num);
	const SpvTosaRule *r = &spv_tosa_rules[num];
	const uint32_t *ops = d + 5;
	uint32_t nops = n - 5, nspecs = 0;
	bool variadic = false;
	SpvTosaSpec sp;
	for (const char *s = r->operands; (s = spv_tosa_spec_next(s, &sp));) {
		nspecs++;
		variadic |= sp.variadic;
	}
	if (variadic ? nops < nspecs : nops != nspecs)
		return fail(v, "TOSA %s takes %s%u operand%s, not %u", r->name, variadic ? "at least " : "", nspecs,
			    nspecs == 1 ? "" : "s", nops);
	uint32_t in_rank = input_rank(v, r, ops, nops);
	/* the result's rank, which sO shapes count (RESHAPE's shape) */
	Tensor out;
	uint32_t out_rank = tensor_of(v, d[1], &out) ? out.rank : 0;
	Named nv[MAX_NAMED];
	size_t nnamed = 0;
	/* CLAMP's scalar bounds are of the input's element type */
	uint32_t elem = 0;
	char why[96];
	const char *s = r->operands;
	sp = (SpvTosaSpec){0};
	for (uint32_t i = 0; i < nops; i++) {
		if (!sp.variadic || i < nspecs - 1)
			s = spv_tosa_spec_next(s, &sp);
		uint32_t t = type_of(v, ops[i]);
		if (sp.constant && !is_constant_op(def_op(v, ops[i])))
			return fail(v, "operand '%.*s' of TOSA %s must come from a constant instruction", (int)sp.nname,
				    sp.name, r->name);
		if (!t)
			continue;
		if (spv_tosa_spec_is(sp.name, sp.nname, "input")) {
			Tensor ten;
			if (tensor_of(v, t, &ten))
				elem = ten.elem;
		}
		if (!shape_ok(v, &sp, t, in_rank, out_rank, elem, NULL, 0)) {
			shape_ok(v, &sp, t, in_rank, out_rank, elem, why, sizeof why); /* again, for what it lacks */
			return fail(v, "operand '%.*s' of TOSA %s must be %s", (int)sp.nname, sp.name, r->name, why);
		}
		if (sp.elem && !spv_tosa_spec_is(sp.elem, sp.nelem, elem_name(v, t) ? elem_name(v, t) : ""))
			return fail(v, "operand '%.*s' of TOSA %s must have elements of type %.*s", (int)sp.nname,
				    sp.name, r->name, (int)sp.nelem, sp.elem);
		if (nnamed == sizeof nv / sizeof *nv || (sp.variadic && i != nspecs - 1))
			continue;
		/* the accumulator is named by its value in messages */
		uint64_t acc;
		const char *what = elem_name(v, t);
		if (spv_tosa_spec_is(sp.name, sp.nname, "acc_type") && int_constant(v, ops[i], &acc) && acc &&
		    acc < sizeof acc_types / sizeof *acc_types)
			what = acc_types[acc];
		nv[nnamed++] = (Named){sp.name, sp.nname, what, ops[i]};
	}
	/* the result: one tensor, or a struct of two for FFT2D and RFFT2D */
	uint32_t rt = d[1], results[2] = {rt, 0}, nres = 0;
	for (const char *q = r->result; (q = spv_tosa_spec_next(q, &sp));)
		nres++;
	if (nres == 2) {
		if (def_op(v, rt) != SPV_OP_TYPE_STRUCT || wc(v, v->def[rt]) != 4)
			return fail(v, "TOSA %s's result must be a struct of two tensors", r->name);
		results[0] = def_words(v, rt)[2];
		results[1] = def_words(v, rt)[3];
	}
	uint32_t k = 0;
	for (const char *q = r->result; (q = spv_tosa_spec_next(q, &sp)); k++) {
		if (!shape_ok(v, &sp, results[k], in_rank, out_rank, elem, NULL, 0)) {
			shape_ok(v, &sp, results[k], in_rank, out_rank, elem, why, sizeof why);
			return fail(v, "TOSA %s's result%s%.*s must be %s", r->name, nres == 2 ? " " : "",
				    nres == 2 ? (int)sp.nname : 0, sp.name, why);
		}
		if (nnamed < sizeof nv / sizeof *nv)
			nv[nnamed++] = (Named){sp.name, sp.nname, elem_name(v, results[k]), 0};
	}
	bool alone = support_read_alone(r);
	if (alone && support_met_before(v, num, nv, nnamed))
		return true;
	for (const char *a = r->types; *a;) {
		size_t len = strcspn(a, "|");
		if (alternative_ok(v, a, len, nv, nnamed)) {
			if (alone)
				remember_support_met(v, num, nv, nnamed);
			return true;
		}
		a += len + (a[len] == '|');
	}
	StrBuf got = {0};
	for (size_t i = 0; i < nnamed; i++)
		sb_printf(&got, "%s%.*s=%s", i ? " " : "", (int)nv[i].nname, nv[i].name, nv[i].elem ? nv[i].elem : "?");
	bool ok = fail(v, "no profile or extension of TOSA supports %s with %s", r->name, got.s ? got.s : "");
	sb_free(&got);
	return ok;
}

/* ---- graphs ---- */

/* An input or output is a Unique: its index the tag, its element index
   the value word of its constant, when it has one. */

/* The graph being walked. */
typedef struct {
	const uint32_t *type; /* its OpTypeGraphARM's words, NULL if its type is none */
	uint32_t ninputs, noutputs;
	int part;             /* 0 inputs, 1 body, 2 outputs */
	Unique *in, *out;
	size_t nin, nout, cap_in, cap_out;
} Graph;

/* An input's or output's index operands: 32-bit integer constants in range,
   an element index only into an array; *type the type they select. */
static bool check_index(V *v, Graph *g, const uint32_t *idx, uint32_t nidx, bool input, uint32_t *type, Unique *slot)
{
	const char *what = input ? "OpGraphInputARM" : "OpGraphSetOutputARM";
	*type = 0;
	*slot = (Unique){.at = v->at};
	for (uint32_t i = 0; i < nidx; i++)
		if (!is_constant_op(def_op(v, idx[i])) || !is_int_type(v, type_of(v, idx[i]), 32))
			return fail(v, "%s's %s must be a 32-bit integer constant", what,
				    i ? "element index" : input ? "input index" : "output index");
	uint64_t index;
	if (!g->type || !int_constant(v, idx[0], &index))
		return true;
	uint32_t count = input ? g->ninputs : g->noutputs;
	if (index >= count)
		return fail(v, "%s's index %llu is out of range: the graph has %u %s%s", what, (unsigned long long)index,
			    count, input ? "input" : "output", count == 1 ? "" : "s");
	slot->tag = (uint32_t)index;
	*type = g->type[3 + (input ? 0 : g->ninputs) + index];
	if (nidx < 2)
		return true;
	uint32_t op = def_op(v, *type);
	if (op != SPV_OP_TYPE_ARRAY && op != SPV_OP_TYPE_RUNTIME_ARRAY)
		return fail(v, "%s has an element index but its %s is no array of tensors", what,
			    input ? "input" : "output");
	uint64_t elem, len;
	if (int_constant(v, idx[1], &elem)) {
		if (op == SPV_OP_TYPE_ARRAY && int_constant(v, def_words(v, *type)[3], &len) && elem >= len)
			return fail(v, "%s's element index %llu is out of range", what, (unsigned long long)elem);
		slot->w = def_words(v, idx[1]) + 3;
		slot->n = 1;
	}
	*type = def_words(v, *type)[2];
	return true;
}

static bool begin_graph(V *v, Graph *g, const uint32_t *d)
{
	*g = (Graph){.in = g->in, .out = g->out, .cap_in = g->cap_in, .cap_out = g->cap_out};
	if (def_op(v, d[1]) != SPV_OP_TYPE_GRAPH_ARM)
		return fail(v, "OpGraphARM's result type must be an OpTypeGraphARM");
	g->type = def_words(v, d[1]);
	g->ninputs = g->type[2];
	g->noutputs = wc(v, v->def[d[1]]) - 3 - g->ninputs;
	return true;
}

/* One instruction inside a graph definition; *end when it ends it. */
static bool graph_inst(V *v, Graph *g, uint32_t op, const uint32_t *d, uint32_t n, bool *end)
{
	char buf[24];
	uint32_t type;
	Unique slot;
	switch (op) {
	case SPV_OP_GRAPH_INPUT_ARM:
		if (g->part != 0)
			return fail(v, "OpGraphInputARM must follow OpGraphARM or another OpGraphInputARM");
		if (!check_index(v, g, d + 3, n - 3, true, &type, &slot))
			return false;
		if (type && d[1] != type)
			return fail(v, "OpGraphInputARM's result type must be the type of graph input %u", slot.tag);
		if (type)
			add_unique(&g->in, &g->nin, &g->cap_in, slot);
		return true;
	case SPV_OP_EXT_INST:
	case SPV_OP_COMPOSITE_EXTRACT:
		if (g->part == 2)
			return fail(v, "%s cannot follow the graph's OpGraphSetOutputARM", op_name(op, buf));
		g->part = 1;
		return true;
	case SPV_OP_GRAPH_SET_OUTPUT_ARM:
		g->part = 2;
		if (!check_index(v, g, d + 2, n - 2, false, &type, &slot))
			return false;
		if (type && type_of(v, d[1]) && type_of(v, d[1]) != type)
			return fail(v, "OpGraphSetOutputARM's value must have the type of graph output %u", slot.tag);
		if (type)
			add_unique(&g->out, &g->nout, &g->cap_out, slot);
		return true;
	case SPV_OP_GRAPH_END_ARM:
		if (g->part != 2)
			return fail(v, "a graph must set at least one output");
		*end = true;
		return check_unique(v, g->in, g->nin, "graph input %u is given twice in one graph") &&
		       check_unique(v, g->out, g->nout, "graph output %u is given twice in one graph");
	case SPV_OP_GRAPH_ARM:
		return fail(v, "graphs cannot be nested");
	default:
		return fail(v, "%s cannot appear in a graph definition", op_name(op, buf));
	}
}

/* An entry point, checked once every graph is known (its graph may come
   after it). */
static bool check_entry_point(V *v, const uint32_t *d, uint32_t n)
{
	if (def_op(v, d[1]) != SPV_OP_GRAPH_ARM)
		return fail(v, "OpGraphEntryPointARM's graph must be an OpGraphARM");
	/* the name's words, then the interface */
	uint32_t i = 2;
	while (i < n && (d[i] >> 24))
		i++;
	i++;
	uint32_t gt = def_words(v, d[1])[1];
	if (def_op(v, gt) != SPV_OP_TYPE_GRAPH_ARM)
		return true;
	const uint32_t *t = def_words(v, gt);
	uint32_t ntypes = wc(v, v->def[gt]) - 3;
	if (n < i || n - i != ntypes)
		return fail(v, "OpGraphEntryPointARM's interface has %u variables but its graph %u inputs and outputs",
			    n < i ? 0 : n - i, ntypes);
	for (uint32_t k = 0; k < ntypes; k++) {
		uint32_t var = d[i + k];
		if (def_op(v, var) != SPV_OP_VARIABLE || def_words(v, var)[3] != STORAGE_UNIFORM_CONSTANT)
			return fail(v, "OpGraphEntryPointARM's interface %u must be an OpVariable of storage class "
				       "UniformConstant",
				    k);
		uint32_t pt = def_words(v, var)[1];
		if (def_op(v, pt) != SPV_OP_TYPE_POINTER || def_words(v, pt)[3] != t[3 + k])
			return fail(v, "OpGraphEntryPointARM's interface %u must point to the graph's %s %u type", k,
				    k < t[2] ? "input" : "output", k < t[2] ? k : k - t[2]);
	}
	return true;
}

/* ---- the module ---- */

/* Every instruction's word count fits, and every id the rules look up is
   defined once; the table of definitions. */
static bool index_ids(V *v)
{
	char buf[24];
	for (size_t at = SPV_HEADER_WORDS; at < v->n; at += wc(v, at)) {
		v->at = at;
		uint32_t n = wc(v, at), op = opc(v, at);
		if (!n || n > v->n - at)
			return fail(v, "instruction's word count %u runs past the end of the module", n);
		int rw = result_word(op);
		if (n < min_words(op))
			return fail(v, "%s has too few operands", op_name(op, buf));
		if (op == SPV_OP_CAPABILITY && v->w[at + 1] == CAP_GRAPH_ARM)
			v->graph_cap = true;
		if (op == SPV_OP_CAPABILITY && v->w[at + 1] == CAP_REPLICATED_COMPOSITES_EXT)
			v->replicate_cap = true;
		if (op == SPV_OP_EXTENSION && n == 1 + (sizeof EXT_REPLICATED_COMPOSITES - 1) / 4 + 1 &&
		    !memcmp(v->w + at + 1, EXT_REPLICATED_COMPOSITES, sizeof EXT_REPLICATED_COMPOSITES))
			v->replicate_ext = true;
		if (!rw)
			continue;
		uint32_t id = v->w[at + rw];
		if (!id || id >= v->bound)
			return fail(v, "id %u is not below the id bound %u", id, v->bound);
		if (v->def[id])
			return fail(v, "id %u is defined twice", id);
		v->def[id] = (uint32_t)at;
		if (op == SPV_OP_EXT_INST_IMPORT && n == 2 + 4 && !memcmp(v->w + at + 2, "TOSA.001000.1", 14))
			v->tosa = id;
	}
	return true;
}

/* Every instruction in the module's order: types and constants first, then
   the graph section's layout, graphs and their bodies. */
static bool walk(V *v, Unique **entries, size_t *nentries, Unique **consts, size_t *nconsts)
{
	Graph g = {0};
	bool in_graph = false, graph_section = false, ok = true;
	char buf[24];
	size_t cap_e = 0, cap_c = 0;
	for (size_t at = SPV_HEADER_WORDS; ok && at < v->n; at += wc(v, at)) {
		v->at = at;
		const uint32_t *d = v->w + at;
		uint32_t n = wc(v, at), op = opc(v, at);
		if (in_graph) {
			bool end = false;
			ok = graph_inst(v, &g, op, d, n, &end);
			if (ok && op == SPV_OP_EXT_INST && d[3] == v->tosa && v->tosa)
				ok = check_tosa(v, d, n);
			in_graph = !end;
			continue;
		}
		if (graph_section && op != SPV_OP_GRAPH_ARM && op != SPV_OP_GRAPH_ENTRY_POINT_ARM && op != SPV_OP_EXT_INST) {
			if (op == SPV_OP_FUNCTION)
				ok = fail(v, "OpFunction cannot follow the graph definitions section");
			else
				ok = fail(v, "%s cannot appear in the graph definitions section outside a graph",
					  op_name(op, buf));
			continue;
		}
		switch (op) {
		case SPV_OP_TYPE_TENSOR_ARM:
			ok = check_tensor_type(v, d, n);
			break;
		case SPV_OP_TYPE_GRAPH_ARM:
			ok = check_graph_type(v, d, n);
			break;
		case SPV_OP_CONSTANT_COMPOSITE:
		case SPV_OP_SPEC_CONSTANT_COMPOSITE:
			ok = check_tensor_composite(v, d, n);
			break;
		case SPV_OP_CONSTANT_NULL:
			ok = check_null(v, d);
			break;
		case SPV_OP_CONSTANT_COMPOSITE_REPLICATE_EXT:
		case SPV_OP_SPEC_CONSTANT_COMPOSITE_REPLICATE_EXT:
			ok = check_replicate(v, d);
			break;
		case SPV_OP_GRAPH_CONSTANT_ARM:
			if (def_op(v, d[1]) != SPV_OP_TYPE_TENSOR_ARM)
				ok = fail(v, "OpGraphConstantARM's result type must be an OpTypeTensorARM");
			add_unique(consts, nconsts, &cap_c, (Unique){0, d + 3, 1, at});
			break;
		case SPV_OP_EXT_INST:
			if (v->tosa && d[3] == v->tosa)
				ok = check_tosa(v, d, n);
			break;
		case SPV_OP_GRAPH_ENTRY_POINT_ARM: {
			graph_section = true;
			uint32_t k = 2;
			while (k < n && (d[k] >> 24))
				k++;
			add_unique(entries, nentries, &cap_e, (Unique){0, d + 2, k < n ? k - 1 : n - 2, at});
			break;
		}
		case SPV_OP_GRAPH_ARM:
			graph_section = in_graph = true;
			ok = begin_graph(v, &g, d);
			break;
		case SPV_OP_GRAPH_INPUT_ARM:
		case SPV_OP_GRAPH_SET_OUTPUT_ARM:
		case SPV_OP_GRAPH_END_ARM:
			ok = fail(v, "%s must be inside a graph definition", op_name(op, buf));
			break;
		}
	}
	if (ok && in_graph) {
		v->at = v->n;
		ok = fail(v, "the module ends inside a graph: OpGraphEndARM is missing");
	}
	free(g.in);
	free(g.out);
	return ok;
}

bool spv_validate(const SpvModule *m, const char *name, StrBuf *err)
{
	StrBuf why = {0};
	size_t word = 0;
	bool ok = spv_check(m, &why, &word);
	if (!ok)
		sb_printf(err, "%s: error: %s at word %zu\n", name, why.s, word);
	sb_free(&why);
	return ok;
}

bool spv_check(const SpvModule *m, StrBuf *why, size_t *word)
{
	const uint32_t *words = m->words;
	size_t nwords = m->nwords;
	V v = {.w = words, .n = nwords, .why = why};
	*word = 0;
	if (nwords < SPV_HEADER_WORDS)
		return fail(&v, "a module has a header of %d words", SPV_HEADER_WORDS);
	v.bound = words[3];
	*word = 3;
	if (v.bound > SPV_MAX_BOUND)
		return fail(&v, "the id bound %u is above %u", v.bound, SPV_MAX_BOUND);
	v.def = xcalloc(v.bound ? v.bound : 1, sizeof *v.def);
	Unique *entries = NULL, *consts = NULL;
	size_t nentries = 0, nconsts = 0;
	bool ok = index_ids(&v) && walk(&v, &entries, &nentries, &consts, &nconsts);
	for (size_t i = 0; ok && i < nentries; i++) {
		v.at = entries[i].at;
		ok = check_entry_point(&v, words + v.at, wc(&v, v.at));
	}
	ok = ok && check_unique(&v, entries, nentries, "graph entry point names must be unique") &&
	     check_unique(&v, consts, nconsts, "two OpGraphConstantARM have the same GraphConstantID") &&
	     check_duplicate_types(&v);
	if (ok && v.graph_cap && !nentries) {
		v.at = SPV_HEADER_WORDS;
		ok = fail(&v, "a module that declares GraphARM needs an OpGraphEntryPointARM");
	}
	free(entries);
	free(consts);
	free(v.def);
	for (size_t i = 0; i < SPV_TOSA_NINSTS; i++) {
		for (size_t k = 0; k < v.supports_met[i].n; k++)
			free(v.supports_met[i].v[k]);
		pv_free(&v.supports_met[i]);
	}
	*word = v.at;
	return ok;
}
