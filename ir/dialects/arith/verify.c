/* verify.c: the arith dialect's op verifiers (and math.fpowi's, which
   follow the same rules), in the order MLIR runs them: attribute constraints, operand and result type constraints, the
   predicate traits (`failed to verify that ...`), the native traits
   (SameOperandsAndResultType, SameOperandsAndResultShape, SameTypeOperands,
   CastOpInterface, Elementwise) and last the op's own verify(). */
#include "arith.h"

/* ---- ODS type constraints ---- */

typedef enum {
	C_ANY,
	C_INT,       /* SignlessIntegerOrIndexLike */
	C_FLOAT,     /* FloatLike */
	C_BOOL,      /* BoolLike */
	C_FIXED,     /* SignlessFixedWidthIntegerLike */
	C_INDEX_CAST, /* index_cast's operand and result */
	C_BITCAST,   /* bitcast's operand and result */
} Constraint;

static const struct {
	char code;
	const char *desc;
} constraints[] = {
	[C_ANY] = {'*', "any type"},
	[C_INT] = {'i', "signless-integer-like"},
	[C_FLOAT] = {'f', "floating-point-like"},
	[C_BOOL] = {'b', "bool-like"},
	[C_FIXED] = {'x', "signless-fixed-width-integer-like"},
	[C_INDEX_CAST] = {'c', "signless-integer-like or memref of signless-integer"},
	[C_BITCAST] = {'t', "signless-integer-or-float-like or memref of signless-integer or float"},
};

static bool scalar_ok(Constraint c, const IrType *t)
{
	switch (c) {
	case C_INT:
	case C_INDEX_CAST: return vt_is_signless_int(t, 0) || t->kind == IR_TYPE_INDEX;
	case C_FLOAT: return t->kind == IR_TYPE_FLOAT;
	case C_BOOL: return vt_is_signless_int(t, 1);
	case C_FIXED: return vt_is_signless_int(t, 0);
	case C_BITCAST: return vt_is_signless_int(t, 0) || t->kind == IR_TYPE_FLOAT;
	default: return true;
	}
}

/* The `-like` constraints take the scalar or a vector or tensor of it; the
   two cast constraints also a ranked memref of it. */
static bool satisfies(Constraint c, const IrType *t)
{
	if (c == C_ANY)
		return true;
	if (vt_is_vector_or_tensor(t) || (t->kind == IR_TYPE_MEMREF && (c == C_INDEX_CAST || c == C_BITCAST)))
		return scalar_ok(c, t->shaped.elem);
	return scalar_ok(c, t);
}

static Constraint constraint_of(char code)
{
	for (unsigned c = 0; c < sizeof constraints / sizeof *constraints; c++)
		if (constraints[c].code == code)
			return (Constraint)c;
	die("unknown arith type constraint '%c'", code);
}

/* ---- the rules of each op ---- */

enum { /* ArithRule.traits */
	TENSOR_DIMS = 1 << 0,   /* SameInputOutputTensorDims */
	I1_RESULT = 1 << 1,     /* TypesMatchWith: the result is i1 shaped like lhs */
	COND_SHAPE = 1 << 2,    /* BooleanConditionOrMatchingShape */
	SAME_TYPE = 1 << 3,     /* SameOperandsAndResultType */
	SAME_SHAPE = 1 << 4,    /* SameOperandsAndResultShape */
	SAME_OPERANDS = 1 << 5, /* SameTypeOperands */
	ELEMENTWISE = 1 << 6,
};

/* areCastCompatible of the cast ops */
typedef enum { CAST_NONE, CAST_EXT_INT, CAST_TRUNC_INT, CAST_EXT_FLOAT, CAST_TRUNC_FLOAT,
               CAST_INT_TO_FLOAT, CAST_FLOAT_TO_INT, CAST_INDEX, CAST_BITS } CastKind;

typedef struct {
	const char *name;       /* without `arith.`; another dialect's op in full */
	const char *operands;   /* a constraint code per operand; the last one repeats */
	const char *results;    /* likewise for the results */
	const char *all_match;  /* AllTypesMatch: names of operands, results or `value` */
	unsigned traits;
	CastKind cast;
	int64_t predicates;     /* cmpi/cmpf: the number of predicate cases */
} ArithRule;

#define ARITH_OP (SAME_TYPE | ELEMENTWISE)
#define CAST_OP (TENSOR_DIMS | SAME_SHAPE | ELEMENTWISE)
#define CMP_OP (I1_RESULT | SAME_OPERANDS | ELEMENTWISE)

static const ArithRule rules[] = {
	{"addi", "i", "i", NULL, ARITH_OP, 0, 0}, {"subi", "i", "i", NULL, ARITH_OP, 0, 0},
	{"muli", "i", "i", NULL, ARITH_OP, 0, 0}, {"shli", "i", "i", NULL, ARITH_OP, 0, 0},
	{"divsi", "i", "i", NULL, ARITH_OP, 0, 0}, {"divui", "i", "i", NULL, ARITH_OP, 0, 0},
	{"remsi", "i", "i", NULL, ARITH_OP, 0, 0}, {"remui", "i", "i", NULL, ARITH_OP, 0, 0},
	{"ceildivsi", "i", "i", NULL, ARITH_OP, 0, 0}, {"ceildivui", "i", "i", NULL, ARITH_OP, 0, 0},
	{"floordivsi", "i", "i", NULL, ARITH_OP, 0, 0}, {"andi", "i", "i", NULL, ARITH_OP, 0, 0},
	{"ori", "i", "i", NULL, ARITH_OP, 0, 0}, {"xori", "i", "i", NULL, ARITH_OP, 0, 0},
	{"shrsi", "i", "i", NULL, ARITH_OP, 0, 0}, {"shrui", "i", "i", NULL, ARITH_OP, 0, 0},
	{"maxsi", "i", "i", NULL, ARITH_OP, 0, 0}, {"maxui", "i", "i", NULL, ARITH_OP, 0, 0},
	{"minsi", "i", "i", NULL, ARITH_OP, 0, 0}, {"minui", "i", "i", NULL, ARITH_OP, 0, 0},
	{"addf", "f", "f", NULL, ARITH_OP, 0, 0}, {"subf", "f", "f", NULL, ARITH_OP, 0, 0},
	{"mulf", "f", "f", NULL, ARITH_OP, 0, 0}, {"divf", "f", "f", NULL, ARITH_OP, 0, 0},
	{"remf", "f", "f", NULL, ARITH_OP, 0, 0}, {"maximumf", "f", "f", NULL, ARITH_OP, 0, 0},
	{"minimumf", "f", "f", NULL, ARITH_OP, 0, 0}, {"maxnumf", "f", "f", NULL, ARITH_OP, 0, 0},
	{"minnumf", "f", "f", NULL, ARITH_OP, 0, 0}, {"negf", "f", "f", NULL, ARITH_OP, 0, 0},
	{"extui", "x", "x", NULL, CAST_OP, CAST_EXT_INT, 0}, {"extsi", "x", "x", NULL, CAST_OP, CAST_EXT_INT, 0},
	{"trunci", "x", "x", NULL, CAST_OP, CAST_TRUNC_INT, 0},
	{"extf", "f", "f", NULL, CAST_OP, CAST_EXT_FLOAT, 0}, {"truncf", "f", "f", NULL, CAST_OP, CAST_TRUNC_FLOAT, 0},
	{"uitofp", "x", "f", NULL, CAST_OP, CAST_INT_TO_FLOAT, 0},
	{"sitofp", "x", "f", NULL, CAST_OP, CAST_INT_TO_FLOAT, 0},
	{"fptoui", "f", "x", NULL, CAST_OP, CAST_FLOAT_TO_INT, 0},
	{"fptosi", "f", "x", NULL, CAST_OP, CAST_FLOAT_TO_INT, 0},
	{"scaling_extf", "f", "f", NULL, TENSOR_DIMS | ELEMENTWISE, CAST_EXT_FLOAT, 0},
	{"scaling_truncf", "f", "f", NULL, TENSOR_DIMS | ELEMENTWISE, CAST_TRUNC_FLOAT, 0},
	{"index_cast", "c", "c", NULL, CAST_OP, CAST_INDEX, 0},
	{"index_castui", "c", "c", NULL, CAST_OP, CAST_INDEX, 0},
	{"bitcast", "t", "t", NULL, CAST_OP, CAST_BITS, 0},
	{"cmpi", "i", "b", NULL, CMP_OP, 0, 10}, {"cmpf", "f", "b", NULL, CMP_OP, 0, 16},
	{"addui_extended", "i", "ib", "lhs rhs sum", ELEMENTWISE, 0, 0},
	{"mulsi_extended", "i", "ii", "lhs rhs low high", ELEMENTWISE, 0, 0},
	{"mului_extended", "i", "ii", "lhs rhs low high", ELEMENTWISE, 0, 0},
	{"select", "b*", "*", "true_value false_value result", COND_SHAPE | ELEMENTWISE, 0, 0},
	{"constant", "*", "*", "value result", 0, 0, 0},
	/* other dialects' ops, by their full name */
	{"math.fpowi", "fi", "f", "lhs result", SAME_SHAPE | ELEMENTWISE, 0, 0},
};

/* The seed's standard ops that are arith ops under another name: they
   follow the same type rules. */
static const char *const std_as_arith[][2] = {
	{"addi", "addi"}, {"addf", "addf"}, {"subi", "subi"},   {"subf", "subf"},   {"muli", "muli"},
	{"mulf", "mulf"}, {"and", "andi"},  {"or", "ori"},      {"xor", "xori"},    {"divis", "divsi"},
	{"diviu", "divui"}, {"remis", "remsi"}, {"remiu", "remui"}, {"select", "select"},
};

static const ArithRule *rule_of(const char *op_name)
{
	const char *name = strncmp(op_name, "std.", 4) ? op_name : NULL;
	if (!strncmp(op_name, "arith.", 6))
		name = op_name + 6;
	for (size_t i = 0; !name && !strncmp(op_name, "std.", 4) && i < sizeof std_as_arith / sizeof *std_as_arith; i++)
		if (!strcmp(op_name + 4, std_as_arith[i][0]))
			name = std_as_arith[i][1];
	if (!name)
		return NULL;
	for (size_t i = 0; i < sizeof rules / sizeof *rules; i++) /* runs for every op: first letters first */
		if (rules[i].name[0] == name[0] && !strcmp(rules[i].name, name))
			return &rules[i];
	return NULL;
}

static const void *find_rule(const IrOpDef *def)
{
	return rule_of(def->name);
}

static Constraint nth_constraint(const char *codes, unsigned i)
{
	unsigned k = 0;
	while (k < i && codes[k + 1])
		k++;
	return constraint_of(codes[k]);
}

/* ---- attribute constraints ---- */

/* cmpi/cmpf: the predicate is an i64 integer naming one of the cases. */
static bool check_predicate(IrContext *ctx, IrOp *op, int64_t cases)
{
	IrAttr *a = ir_op_get_attr(op, "predicate");
	if (!a || (a->kind == IR_ATTR_INTEGER && vt_is_signless_int(ir_attr_type_of(a), 64) && a->words[0] < (uint64_t)cases))
		return true;
	StrBuf b = {0};
	for (int64_t i = 0; i < cases; i++)
		sb_printf(&b, "%s%lld", i ? ", " : "", (long long)i);
	sb_putc(&b, '\0');
	ir_emit_op_error(ctx, op, "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer "
	                 "cases: %s", b.s);
	sb_free(&b);
	return false;
}

/* truncf's rounding mode, when present, is an i32 naming one of the modes. */
static bool check_rounding_mode(IrContext *ctx, IrOp *op)
{
	IrAttr *a = ir_op_get_attr(op, "roundingmode");
	const char *kw;
	size_t kwn;
	if (!a || (a->kind == IR_ATTR_INTEGER && vt_is_signless_int(ir_attr_type_of(a), 32) &&
	           ir_op_def_int_enum_keyword(ir_def(op), "roundingmode", 12, (int64_t)a->words[0], &kw, &kwn)))
		return true;
	return vt_op_error(ctx, op, "attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode");
}

/* arith.constant's value is a TypedAttr. */
static bool is_typed_attr(const IrAttr *a)
{
	switch (a->kind) {
	case IR_ATTR_BOOL: case IR_ATTR_INTEGER: case IR_ATTR_FLOAT: case IR_ATTR_STRING: case IR_ATTR_DENSE:
	case IR_ATTR_DENSE_STRING: case IR_ATTR_DENSE_RESOURCE: case IR_ATTR_SPARSE: case IR_ATTR_OPAQUE_ELEMENTS:
		return true;
	default:
		return false;
	}
}

static bool check_type_constraints(IrContext *ctx, IrOp *op, const ArithRule *r)
{
	for (unsigned i = 0; i < op->noperands; i++) {
		Constraint c = nth_constraint(r->operands, i);
		if (!satisfies(c, ir_value_type(ir_op_operand(op, i))))
			return vt_op_error(ctx, op, "operand #%u must be %s, but got %T", i, constraints[c].desc,
			                   ir_value_type(ir_op_operand(op, i)));
	}
	for (unsigned i = 0; i < op->nresults; i++) {
		Constraint c = nth_constraint(r->results, i);
		if (!satisfies(c, ir_value_type(&ir_op_results(op)[i])))
			return vt_op_error(ctx, op, "result #%u must be %s, but got %T", i, constraints[c].desc,
			                   ir_value_type(&ir_op_results(op)[i]));
	}
	return true;
}

/* ---- predicate traits ---- */

/* The type of an operand, result (by the names of IrOpDef.operands and
   result_names, `result` for a single unnamed one) or of attribute `value`. */
static IrType *named_type(const IrOp *op, const char *name, size_t n)
{
	int i = ir_word_index(ir_def(op)->operands, name, n);
	if (i >= 0 && (unsigned)i < op->noperands)
		return ir_value_type(ir_op_operand(op, i));
	i = ir_def(op)->result_names ? ir_word_index(ir_def(op)->result_names, name, n) : (n == 6 && !memcmp(name, "result", 6) ? 0 : -1);
	if (i >= 0 && (unsigned)i < op->nresults)
		return ir_value_type(&ir_op_results(op)[i]);
	IrAttr *value = n == 5 && !memcmp(name, "value", 5) ? ir_op_get_attr((IrOp *)op, "value") : NULL;
	return value ? ir_attr_type_of(value) : NULL;
}

/* AllTypesMatch over the names of list. */
static bool check_all_match(IrContext *ctx, IrOp *op, const char *list)
{
	IrType *first = NULL;
	bool same = true;
	for (const char *p = list; *p;) {
		size_t n = strcspn(p, " ");
		IrType *t = named_type(op, p, n);
		if (!t)
			t = ctx->t_none; /* an attribute without a type: NoneType */
		same &= !first || t == first;
		first = first ? first : t;
		p += n + (p[n] == ' ');
	}
	if (same)
		return true;
	StrBuf b = {0};
	for (const char *p = list; *p; p++)
		sb_puts(&b, *p == ' ' ? ", " : (char[2]){*p, 0});
	sb_putc(&b, '\0');
	ir_emit_op_error(ctx, op, "failed to verify that all of {%s} have same type", b.s);
	sb_free(&b);
	return false;
}

/* The shape SameInputOutputTensorDims compares: a ranked tensor's, else none;
   an unranked tensor has none to compare, and fails even against another. */
static bool same_tensor_dims(const IrType *a, const IrType *b)
{
	if (a->kind == IR_TYPE_UNRANKED_TENSOR || b->kind == IR_TYPE_UNRANKED_TENSOR)
		return false;
	unsigned ra = a->kind == IR_TYPE_TENSOR ? a->shaped.rank : 0;
	unsigned rb = b->kind == IR_TYPE_TENSOR ? b->shaped.rank : 0;
	return ra == rb && (!ra || !memcmp(a->shaped.dims, b->shaped.dims, ra * sizeof *a->shaped.dims));
}

static bool same_shape_exactly(const IrType *a, const IrType *b)
{
	bool ranked_a = a->kind == IR_TYPE_VECTOR || a->kind == IR_TYPE_TENSOR || a->kind == IR_TYPE_MEMREF;
	bool ranked_b = b->kind == IR_TYPE_VECTOR || b->kind == IR_TYPE_TENSOR || b->kind == IR_TYPE_MEMREF;
	if (!ranked_a || !ranked_b)
		return ir_type_is_shaped(a) && ir_type_is_shaped(b) && !ranked_a && !ranked_b;
	return a->shaped.rank == b->shaped.rank &&
	       !memcmp(a->shaped.dims, b->shaped.dims, a->shaped.rank * sizeof *a->shaped.dims);
}

static bool check_pred_traits(IrContext *ctx, IrOp *op, const ArithRule *r)
{
	IrType *in = op->noperands ? ir_value_type(ir_op_operand(op, 0)) : NULL;
	IrType *out = op->nresults ? ir_value_type(&ir_op_results(op)[0]) : NULL;
	if ((r->traits & TENSOR_DIMS) && !same_tensor_dims(in, out))
		return vt_op_error(ctx, op, "failed to verify that input and output have the same tensor dimensions");
	if ((r->traits & I1_RESULT) && vt_i1_same_shape(ctx, in) != out)
		return vt_op_error(ctx, op, "failed to verify that result type has i1 element type and same shape as operands");
	if (r->all_match && !check_all_match(ctx, op, r->all_match))
		return false;
	if ((r->traits & COND_SHAPE) && !vt_is_signless_int(in, 1) && !same_shape_exactly(in, out))
		return vt_op_error(ctx, op, "failed to verify that condition is signless i1 or has matching shape");
	return true;
}

/* ---- native traits ---- */


/* The types of op's operands, then of its results, in buf when they fit
   (arith's ops have at most four: no allocation per op), else allocated;
   release_types gives it back. */
enum { FEW_TYPES = 8 };
static IrType **all_types(const IrOp *op, IrType **buf, unsigned *n)
{
	*n = op->noperands + op->nresults;
	IrType **types = *n <= FEW_TYPES ? buf : xmalloc(*n * sizeof *types);
	for (unsigned i = 0; i < op->noperands; i++)
		types[i] = ir_value_type(ir_op_operand(op, i));
	for (unsigned i = 0; i < op->nresults; i++)
		types[op->noperands + i] = ir_value_type(&ir_op_results(op)[i]);
	return types;
}

static void release_types(IrType **types, IrType **buf)
{
	if (types != buf)
		free(types);
}

static bool check_same_shape(IrContext *ctx, IrOp *op)
{
	unsigned n;
	IrType *buf[FEW_TYPES], **types = all_types(op, buf, &n);
	bool ok = vt_compatible_shapes(types, n);
	release_types(types, buf);
	return ok || vt_op_error(ctx, op, "requires the same shape for all operands and results");
}

static bool check_same_operand_types(IrContext *ctx, IrOp *op)
{
	for (unsigned i = 1; i < op->noperands; i++)
		if (ir_value_type(ir_op_operand(op, i)) != ir_value_type(ir_op_operand(op, 0)))
			return vt_op_error(ctx, op, "requires all operands to have the same type");
	return true;
}

/* MLIR's getTypeIfLike: the element type of a vector or tensor (or, when
   memref_too, a memref), or the type itself when not shaped; NULL when it
   is another shaped type. */
static IrType *underlying(IrType *t, bool memref_too)
{
	if (!ir_type_is_shaped(t))
		return t;
	if (vt_is_vector_or_tensor(t) || (memref_too && t->kind == IR_TYPE_MEMREF))
		return t->shaped.elem;
	return NULL;
}

static bool cast_compatible(CastKind kind, IrType *in, IrType *out)
{
	IrType *pair[2] = {in, out};
	if (!vt_same_encoding(in, out) || !vt_compatible_shapes(pair, 2))
		return false;
	bool memref_too = kind == CAST_INDEX || kind == CAST_BITS;
	IrType *s = underlying(in, memref_too), *d = underlying(out, memref_too);
	if (!s || !d)
		return false;
	bool s_int = s->kind == IR_TYPE_INTEGER, d_int = d->kind == IR_TYPE_INTEGER;
	bool s_float = s->kind == IR_TYPE_FLOAT, d_float = d->kind == IR_TYPE_FLOAT;
	unsigned sw = ir_type_bit_width(s), dw = ir_type_bit_width(d);
	switch (kind) {
	case CAST_EXT_INT: return s_int && d_int && dw > sw;
	case CAST_TRUNC_INT: return s_int && d_int && dw < sw;
	case CAST_EXT_FLOAT: return s_float && d_float && dw > sw;
	case CAST_TRUNC_FLOAT: return s_float && d_float && dw < sw;
	case CAST_INT_TO_FLOAT: return s_int && d_float;
	case CAST_FLOAT_TO_INT: return s_float && d_int;
	case CAST_INDEX:
		return (s->kind == IR_TYPE_INDEX && vt_is_signless_int(d, 0)) ||
		       (vt_is_signless_int(s, 0) && d->kind == IR_TYPE_INDEX);
	case CAST_BITS: return (s_int || s_float) && (d_int || d_float) && sw == dw;
	default: return true;
	}
}

/* Elementwise: vectors and tensors among operands and results go together,
   of one kind and compatible shapes. */
static bool check_elementwise(IrContext *ctx, IrOp *op)
{
	unsigned n, nops = 0, nres = 0, k = 0;
	IrType *buf[FEW_TYPES], **types = all_types(op, buf, &n);
	for (unsigned i = 0; i < n; i++) {
		if (!vt_is_vector_or_tensor(types[i]))
			continue;
		nops += i < op->noperands;
		nres += i >= op->noperands;
		types[k++] = types[i];
	}
	const char *bad = NULL;
	if (!k)
		bad = NULL;
	else if (!nops)
		bad = "if a result is non-scalar, then at least one operand must be non-scalar";
	else if (!nres)
		bad = "if an operand is non-scalar, then there must be at least one non-scalar result";
	else if (nres != op->nresults)
		bad = "if an operand is non-scalar, then all results must be non-scalar";
	else {
		bool same_kind = true;
		for (unsigned i = 1; i < k; i++)
			same_kind &= types[i]->kind == types[0]->kind;
		if (!same_kind || !vt_compatible_shapes(types, k))
			bad = "all non-scalar operands/results must have the same shape and base type";
	}
	release_types(types, buf);
	return !bad || vt_op_error(ctx, op, "%s", bad);
}

static bool check_native_traits(IrContext *ctx, IrOp *op, const ArithRule *r)
{
	if ((r->traits & SAME_TYPE) && !vt_check_same_type(ctx, op))
		return false;
	if ((r->traits & SAME_SHAPE) && !check_same_shape(ctx, op))
		return false;
	if ((r->traits & SAME_OPERANDS) && !check_same_operand_types(ctx, op))
		return false;
	if (r->cast) {
		IrType *in = ir_value_type(ir_op_operand(op, 0)), *out = ir_value_type(&ir_op_results(op)[0]);
		/* the scaling casts cast their first operand; the message names both */
		if (!cast_compatible(r->cast, in, out) && op->noperands == 2)
			return vt_op_error(ctx, op, "operand types %T, %T and result type %T are cast incompatible", in,
			                   ir_value_type(ir_op_operand(op, 1)), out);
		if (!cast_compatible(r->cast, in, out))
			return vt_op_error(ctx, op, "operand type %T and result type %T are cast incompatible", in, out);
	}
	if ((r->traits & ELEMENTWISE) && !check_elementwise(ctx, op))
		return false;
	return !(r->traits & SAME_TYPE) || vt_check_inferred_same_type(ctx, op);
}

/* ---- the ops' own verifiers ---- */

static bool verify_constant(IrContext *ctx, IrOp *op)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	IrAttr *v = ir_op_get_attr(op, "value");
	if (t->kind == IR_TYPE_INTEGER && t->integer.sign != IR_SIGNLESS)
		return vt_op_error(ctx, op, "integer return type must be signless");
	bool elements = v->kind == IR_ATTR_DENSE || v->kind == IR_ATTR_DENSE_STRING || v->kind == IR_ATTR_SPARSE ||
	                v->kind == IR_ATTR_DENSE_RESOURCE || v->kind == IR_ATTR_OPAQUE_ELEMENTS;
	if (!elements && v->kind != IR_ATTR_INTEGER && v->kind != IR_ATTR_BOOL && v->kind != IR_ATTR_FLOAT)
		return vt_op_error(ctx, op, "value must be an integer, float, or elements attribute");
	bool splat = (v->kind == IR_ATTR_DENSE && v->dense.splat) || (v->kind == IR_ATTR_DENSE_STRING && v->dstr.splat);
	if (vt_is_scalable_vector(t) && !splat)
		return vt_op_error(ctx, op, "intializing scalable vectors with elements attribute is not supported unless "
		                   "it's a vector splat");
	return true;
}

static bool verify_select(IrContext *ctx, IrOp *op)
{
	IrType *cond = ir_value_type(ir_op_operand(op, 0)), *result = ir_value_type(&ir_op_results(op)[0]);
	if (vt_is_signless_int(cond, 1))
		return true;
	if (!vt_is_vector_or_tensor(result))
		return vt_op_error(ctx, op, "expected condition to be a signless i1, but got %T", cond);
	IrType *want = vt_i1_same_shape(ctx, result);
	if (cond != want)
		return vt_op_error(ctx, op, "expected condition type to have the same shape as the result type, expected "
		                   "%T, but got %T", want, cond);
	return true;
}

bool ir_verify_arith(IrContext *ctx, IrOp *op)
{
	/* looked up once per definition: by name for every op, it cost more
	   than the checks it leads to */
	const ArithRule *r = ir_op_def_dialect_fact(ctx, op, find_rule);
	if (!r)
		return true;
	if (strlen(r->results) == 2 && op->nresults != 2) /* the *_extended ops */
		return vt_op_error(ctx, op, "expected 2 results");
	if ((r->predicates && !check_predicate(ctx, op, r->predicates)) || !check_rounding_mode(ctx, op))
		return false;
	IrAttr *value = r->name[0] == 'c' && !strcmp(r->name, "constant") ? ir_op_get_attr(op, "value") : NULL;
	if (value && !is_typed_attr(value))
		return vt_op_error(ctx, op, "attribute 'value' failed to satisfy constraint: TypedAttr instance");
	if (!check_type_constraints(ctx, op, r) || !check_pred_traits(ctx, op, r) || !check_native_traits(ctx, op, r))
		return false;
	if (value)
		return verify_constant(ctx, op);
	return r->name[0] != 's' || strcmp(r->name, "select") || verify_select(ctx, op);
}

const char *ir_arith_operand_constraint(const IrOpDef *def, unsigned i, const IrType *t)
{
	const ArithRule *r = rule_of(def->name);
	if (!r)
		return NULL;
	Constraint c = nth_constraint(r->operands, i);
	return satisfies(c, t) ? NULL : constraints[c].desc;
}
