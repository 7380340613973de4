/* verify.c: the checks MLIR 22's ODS generates for TOSA ops (result
   and operand counts, type constraints of operands and results, the shape
   and element-type traits), then each op's own verifier (verify_tosa_*.c),
   dispatched from one table. */
#include "tosa.h"

/* ---- ODS type constraints ---- */

static bool is_signless_int(const IrType *t, unsigned width)
{
	return t->kind == IR_TYPE_INTEGER && t->integer.width == width && t->integer.sign == IR_SIGNLESS;
}

/* Tosa_Int: an unsigned or signless integer of any width. */
static bool is_tosa_int(const IrType *t)
{
	return t->kind == IR_TYPE_INTEGER && t->integer.sign != IR_SIGNED;
}

/* Tosa_AnyNumber: integers, quantized integers, floats and TOSA's own
   element types (mxint8, block_scaled). */
static bool is_number(const IrType *t)
{
	return is_tosa_int(t) || t->kind == IR_TYPE_FLOAT || tosa_is_quant(t) ||
	       (t->kind == IR_TYPE_DIALECT && t->dialect.ns->dialect == &ir_dialect_tosa);
}

static bool is_int_or_float(const IrType *t)
{
	return is_tosa_int(t) || t->kind == IR_TYPE_FLOAT;
}

static bool is_i8(const IrType *t) { return is_signless_int(t, 8); }
static bool is_i1(const IrType *t) { return is_signless_int(t, 1); }
static bool is_i32(const IrType *t) { return is_signless_int(t, 32); }
static bool is_float(const IrType *t) { return t->kind == IR_TYPE_FLOAT; }
static bool is_i32_or_i64(const IrType *t) { return is_signless_int(t, 32) || is_signless_int(t, 64); }
static bool is_i16_or_i32(const IrType *t) { return is_signless_int(t, 16) || is_signless_int(t, 32); }

/* Tosa_MXFPValue and Tosa_MXFPScale: the micro-scaling element types. */
static bool is_mxfp_value(const IrType *t)
{
	if (t->kind == IR_TYPE_DIALECT)
		return tosa_type(t) && tosa_type(t)->kind == TOSA_TYPE_MXINT8;
	return t->kind == IR_TYPE_FLOAT && (t->fkind == IR_F8E4M3FN || t->fkind == IR_F8E5M2 || t->fkind == IR_F4E2M1FN ||
	                                    t->fkind == IR_F6E2M3FN || t->fkind == IR_F6E3M2FN);
}

static bool is_mxfp_scale(const IrType *t)
{
	return t->kind == IR_TYPE_FLOAT && t->fkind == IR_F8E8M0FNU;
}

static bool no_zero_dims(const IrType *t)
{
	for (unsigned i = 0; i < t->shaped.rank; i++)
		if (t->shaped.dims[i] == 0)
			return false;
	return true;
}

static bool all_dims_one(const IrType *t)
{
	for (unsigned i = 0; i < t->shaped.rank; i++)
		if (t->shaped.dims[i] != 1)
			return false;
	return true;
}

/* TosaTensorOf: a ranked tensor without zero dimensions, or an unranked
   one, of the given elements. */
static bool conformant_tensor(const IrType *t, bool (*elem)(const IrType *))
{
	if (t->kind == IR_TYPE_UNRANKED_TENSOR)
		return elem(t->shaped.elem);
	return t->kind == IR_TYPE_TENSOR && no_zero_dims(t) && elem(t->shaped.elem);
}

static bool unranked_of(const IrType *t, bool (*elem)(const IrType *))
{
	return t->kind == IR_TYPE_UNRANKED_TENSOR && elem(t->shaped.elem);
}

static bool ranked_of_rank(const IrType *t, unsigned rank, bool (*elem)(const IrType *))
{
	return t->kind == IR_TYPE_TENSOR && t->shaped.rank == rank && no_zero_dims(t) && elem(t->shaped.elem);
}

/* TosaScalarTensorOf<[...], [1]>: rank 1, every dimension 1. */
static bool scalar_of(const IrType *t, bool (*elem)(const IrType *))
{
	return ranked_of_rank(t, 1, elem) && all_dims_one(t);
}

typedef enum {
	C_ANY, C_TENSOR, C_I1, C_I32_OR_I64, C_FLOAT, C_RANK1UP, C_1D, C_3D, C_4D, C_5D,
	C_SCALAR, C_SCALAR_INT_OR_FLOAT, C_SCALAR_I8, C_SCALAR_I32, C_1D_I8, C_1D_I16_OR_I32,
	C_INDICES, C_MXFP_VALUE, C_MXFP_SCALE, C_MXFP_VALUE_3D, C_MXFP_SCALE_3D, C_SHAPE, C_SHAPE_RANK2,
	C_SHAPE_RANK4,
} Constraint;

static const char *const summaries[] = {
	[C_TENSOR] = "tosa-conformant tensor of number values",
	[C_I1] = "tosa-conformant tensor of 1-bit signless integer values",
	[C_I32_OR_I64] = "tosa-conformant tensor of 32-bit signless integer or 64-bit signless integer values",
	[C_FLOAT] = "tosa-conformant tensor of floating-point values",
	[C_RANK1UP] = "tosa-conformant tensor of at least rank 1",
	[C_1D] = "1-d tosa-conformant tensor",
	[C_3D] = "3-d tosa-conformant tensor",
	[C_4D] = "4-d tosa-conformant tensor",
	[C_5D] = "5-d tosa-conformant tensor",
	[C_SCALAR] = "tosa-conformant unranked tensor of unsigned integer or signless integer or floating-point "
	             "values or tosa-conformant scalar tensor of number values",
	[C_SCALAR_INT_OR_FLOAT] = "tosa-conformant unranked tensor of unsigned integer or signless integer or "
	                          "floating-point values or tosa-conformant scalar tensor of unsigned integer or "
	                          "signless integer or floating-point values",
	[C_SCALAR_I8] = "tosa-conformant unranked tensor of 8-bit signless integer values or tosa-conformant "
	                "scalar tensor of 8-bit signless integer values",
	[C_SCALAR_I32] = "tosa-conformant unranked tensor of 32-bit signless integer values or tosa-conformant "
	                 "scalar tensor of 32-bit signless integer values",
	[C_1D_I8] = "1D tensor of 8-bit signless integer values",
	[C_1D_I16_OR_I32] = "1D tensor of 16-bit signless integer or 32-bit signless integer values",
	[C_MXFP_VALUE] = "tosa-conformant tensor of at least rank 1",
	[C_MXFP_SCALE] = "tosa-conformant tensor of at least rank 1",
	[C_MXFP_VALUE_3D] = "tosa-conformant unranked tensor of micro-scaling format number values or 3D tensor of "
	                    "micro-scaling format number values",
	[C_MXFP_SCALE_3D] = "tosa-conformant unranked tensor of micro-scaling format scale number values or 3D tensor "
	                    "of micro-scaling format scale number values",
	[C_SHAPE] = "Shape with static rank and Index element type",
	[C_SHAPE_RANK2] = "Tosa shape type of rank 2",
	[C_SHAPE_RANK4] = "Tosa shape type of rank 4",
	[C_INDICES] = "tosa-conformant unranked tensor of number values or 2D tensor of 32-bit signless "
	              "integer or 64-bit signless integer values",
};

/* Tosa_TensorAtLeast1D and its kin: unranked, or of rank 1 or more. */
static bool at_least_rank1(const IrType *t, bool (*elem)(const IrType *))
{
	return unranked_of(t, elem) || (conformant_tensor(t, elem) && t->shaped.rank >= 1);
}

/* Tosa_Tensor<N>D: unranked, or ranked of rank N, of numbers. */
static bool n_d(const IrType *t, unsigned n)
{
	return unranked_of(t, is_number) || ranked_of_rank(t, n, is_number);
}

static bool satisfies(const IrType *t, Constraint c)
{
	switch (c) {
	case C_ANY: return true;
	case C_TENSOR: return conformant_tensor(t, is_number);
	case C_I1: return conformant_tensor(t, is_i1);
	case C_I32_OR_I64: return conformant_tensor(t, is_i32_or_i64);
	case C_FLOAT: return conformant_tensor(t, is_float);
	case C_RANK1UP: return at_least_rank1(t, is_number);
	case C_MXFP_VALUE: return at_least_rank1(t, is_mxfp_value);
	case C_MXFP_SCALE: return at_least_rank1(t, is_mxfp_scale);
	case C_SHAPE: return tosa_shape_rank(t) >= 0;
	case C_SHAPE_RANK2: return tosa_shape_rank(t) == 2;
	case C_SHAPE_RANK4: return tosa_shape_rank(t) == 4;
	case C_MXFP_VALUE_3D: return unranked_of(t, is_mxfp_value) || ranked_of_rank(t, 3, is_mxfp_value);
	case C_MXFP_SCALE_3D: return unranked_of(t, is_mxfp_scale) || ranked_of_rank(t, 3, is_mxfp_scale);
	case C_1D: return n_d(t, 1);
	case C_3D: return n_d(t, 3);
	case C_4D: return n_d(t, 4);
	case C_5D: return n_d(t, 5);
	case C_SCALAR: return unranked_of(t, is_int_or_float) || scalar_of(t, is_number);
	case C_SCALAR_INT_OR_FLOAT: return unranked_of(t, is_int_or_float) || scalar_of(t, is_int_or_float);
	case C_SCALAR_I8: return unranked_of(t, is_i8) || scalar_of(t, is_i8);
	case C_SCALAR_I32: return unranked_of(t, is_i32) || scalar_of(t, is_i32);
	case C_1D_I8: return t->kind == IR_TYPE_TENSOR && t->shaped.rank == 1 && is_i8(t->shaped.elem);
	case C_1D_I16_OR_I32:
		return t->kind == IR_TYPE_TENSOR && t->shaped.rank == 1 && is_i16_or_i32(t->shaped.elem);
	case C_INDICES:
		return unranked_of(t, is_number) ||
		       (t->kind == IR_TYPE_TENSOR && t->shaped.rank == 2 && is_i32_or_i64(t->shaped.elem));
	}
	return true;
}

/* The constraint of each letter in an op's operand or result list; a `*`
   after a letter makes it variadic, taking the remaining values. */
static Constraint constraint_of(char code)
{
	switch (code) {
	case 't': return C_TENSOR;
	case 'b': return C_I1;
	case 'i': return C_I32_OR_I64;
	case 'f': return C_FLOAT;
	case 'r': return C_RANK1UP;
	case '1': return C_1D;
	case '3': return C_3D;
	case '4': return C_4D;
	case '5': return C_5D;
	case 's': return C_SCALAR;
	case 'n': return C_SCALAR_INT_OR_FLOAT;
	case '8': return C_SCALAR_I8;
	case 'w': return C_SCALAR_I32;
	case 'h': return C_1D_I8;
	case 'm': return C_1D_I16_OR_I32;
	case 'x': return C_INDICES;
	case 'v': return C_MXFP_VALUE;
	case 'c': return C_MXFP_SCALE;
	case 'V': return C_MXFP_VALUE_3D;
	case 'C': return C_MXFP_SCALE_3D;
	case 'S': return C_SHAPE;
	case 'T': return C_SHAPE_RANK2;
	case 'F': return C_SHAPE_RANK4;
	default: return C_ANY;
	}
}

/* A list of constraint letters, read: value i has the constraint of
   letter i, or from the variadic letter on, that letter's. */
enum { MAX_LETTERS = 8 };
typedef struct {
	unsigned n;   /* letters */
	int variadic; /* the index of the variadic letter, -1 for none */
	Constraint of[MAX_LETTERS];
} ValueRules;

/* What the verifier reads of a TOSA op's definition, once per definition
   and context (IrDefFacts.dialect). */
typedef struct {
	const TosaAttrFacts *attrs;
	const TosaRules *rules; /* the definition's, NULL for none */
	ValueRules operands, results;
	bool shape_operands; /* an operand's constraint lets it be a !tosa.shape */
} TosaDefFacts;

/* The number of letters in codes, `*` not counted. */
static unsigned letter_count(const char *codes)
{
	unsigned n = 0;
	for (const char *c = codes; *c; c++)
		n += *c != '*';
	return n;
}

static void read_value_rules(const char *codes, ValueRules *v)
{
	v->n = 0;
	v->variadic = -1;
	for (const char *c = codes; *c && v->n < MAX_LETTERS; c++) {
		if (*c == '*') {
			v->variadic = (int)v->n - 1;
			continue;
		}
		v->of[v->n++] = constraint_of(*c);
	}
}

static bool may_be_shape(Constraint k)
{
	return k == C_ANY || k == C_SHAPE || k == C_SHAPE_RANK2 || k == C_SHAPE_RANK4;
}

static const TosaDefFacts *read_def_facts(IrContext *ctx, const IrOpDef *def, IrDefFacts *facts)
{
	const TosaDefFacts *known = FACT_GET(facts->dialect);
	if (known)
		return known;
	TosaDefFacts *f = arena_zalloc(&ctx->arena, sizeof *f);
	f->attrs = tosa_read_attr_facts(ctx, def);
	f->rules = def->verify == ir_tosa_verify ? def->facts : NULL;
	if (f->rules) {
		read_value_rules(f->rules->operands, &f->operands);
		read_value_rules(f->rules->results, &f->results);
		for (unsigned i = 0; i < f->operands.n; i++)
			f->shape_operands |= may_be_shape(f->operands.of[i]);
	}
	FACT_SET(facts->dialect, f);
	return f;
}

const TosaAttrFacts *tosa_def_attr_facts(IrContext *ctx, const IrOpDef *def)
{
	return read_def_facts(ctx, def, ir_def_facts(ctx, def))->attrs;
}

/* Checks n values (operands or results, `what`) against their rules. */
static bool check_values(IrContext *ctx, IrOp *op, const ValueRules *v, const char *what, unsigned n,
                         IrType *(*type_of)(const IrOp *, unsigned))
{
	for (unsigned i = 0; i < n; i++) {
		bool variadic = v->variadic >= 0 && i >= (unsigned)v->variadic;
		unsigned letter = variadic ? (unsigned)v->variadic : i;
		if (letter >= v->n)
			break;
		Constraint k = v->of[letter];
		IrType *t = type_of(op, i);
		if (!satisfies(t, k)) {
			ir_emit_op_error(ctx, op, "%s #%u must be %s%s, but got '%s'", what, i,
			                 variadic ? "variadic of " : "", summaries[k], tosa_type_str(t, 0));
			return false;
		}
	}
	return true;
}

/* IrDialect.check_op: every op TOSA verifies has its rules, of known
   letters, no more than a ValueRules holds. */
void tosa_check_op(const IrOpDef *def, StrBuf *out, unsigned *problems)
{
	const TosaRules *r = def->facts;
	if (def->verify != ir_tosa_verify)
		return;
	if (!r) {
		sb_printf(out, "%s: no TosaRules\n", def->name);
		++*problems;
		return;
	}
	const char *lists[2] = {r->operands, r->results};
	for (int k = 0; k < 2; k++) {
		for (const char *c = lists[k]; *c; c++)
			if (*c != '-' && *c != '*' && constraint_of(*c) == C_ANY) {
				sb_printf(out, "%s: unknown constraint letter '%c'\n", def->name, *c);
				++*problems;
			}
		if (letter_count(lists[k]) > MAX_LETTERS) {
			sb_printf(out, "%s: more than %d constraint letters\n", def->name, MAX_LETTERS);
			++*problems;
		}
	}
}

/* ---- traits ---- */


static bool same_shape(IrContext *ctx, IrOp *op)
{
	IrType *first = tosa_operand_type(op, 0);
	for (unsigned i = 0; i < op->nresults + op->noperands; i++) {
		IrType *t = i < op->nresults ? tosa_result_type(op, i) : tosa_operand_type(op, i - op->nresults);
		if (!tosa_shapes_compatible(t, first)) {
			ir_emit_op_error(ctx, op, "requires the same shape for all operands and results");
			return false;
		}
	}
	return true;
}

static bool same_elem(IrContext *ctx, IrOp *op, bool with_results)
{
	unsigned nres = with_results ? op->nresults : 0;
	IrType *first = tosa_elem(nres ? tosa_result_type(op, 0) : tosa_operand_type(op, 0));
	for (unsigned i = 0; i < nres + op->noperands; i++) {
		IrType *t = i < nres ? tosa_result_type(op, i) : tosa_operand_type(op, i - nres);
		if (tosa_elem(t) != first) {
			ir_emit_op_error(ctx, op, with_results ? "requires the same element type for all operands and results"
			                                       : "requires the same element type for all operands");
			return false;
		}
	}
	return true;
}

/* MLIR's OpTrait::util::getBroadcastedShape, into out (rank *n); false
   when the shapes do not broadcast. */
static bool broadcast_shapes(const int64_t *a, unsigned na, const int64_t *b, unsigned nb, int64_t *out,
                             unsigned *n)
{
	unsigned rank = na > nb ? na : nb;
	for (unsigned k = 0; k < rank; k++) {
		int64_t x = k < na ? a[na - 1 - k] : 1, y = k < nb ? b[nb - 1 - k] : 1, r;
		if (x == IR_DYNAMIC || y == IR_DYNAMIC)
			r = x > 1 ? x : y > 1 ? y : x == 1 ? y : y == 1 ? x : IR_DYNAMIC;
		else if (x == y || y == 1)
			r = x;
		else if (x == 1)
			r = y;
		else
			return false;
		out[rank - 1 - k] = r;
	}
	*n = rank;
	return true;
}

/* ResultsBroadcastableShape: the ranked operands broadcast together, and
   each ranked result's trailing dimensions match the broadcast shape. */
static bool broadcastable(IrContext *ctx, IrOp *op)
{
	int64_t shape[64], tmp[64];
	unsigned n = 0;
	bool any = false;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrType *t = tosa_operand_type(op, i);
		if (!tosa_ranked(t) || t->shaped.rank > 64)
			continue;
		if (!any) {
			memcpy(shape, t->shaped.dims, t->shaped.rank * sizeof *shape);
			n = t->shaped.rank;
			any = true;
			continue;
		}
		memcpy(tmp, shape, n * sizeof *tmp);
		if (!broadcast_shapes(tmp, n, t->shaped.dims, t->shaped.rank, shape, &n)) {
			ir_emit_op_error(ctx, op, "operands don't have broadcast-compatible shapes");
			return false;
		}
	}
	for (unsigned r = 0; any && r < op->nresults; r++) {
		IrType *t = tosa_result_type(op, r);
		if (!tosa_ranked(t))
			continue;
		bool ok = t->shaped.rank >= n;
		for (unsigned k = 0; ok && k < n; k++)
			ok = tosa_dims_compatible(shape[k], t->shaped.dims[t->shaped.rank - n + k]);
		if (!ok) {
			StrBuf got = {0}, want = {0};
			tosa_dims_str(&got, t->shaped.dims, t->shaped.rank, "x");
			tosa_dims_str(&want, shape, n, "x");
			ir_emit_op_error(ctx, op, "result type '%s' not broadcast compatible with broadcasted operands's "
			                 "shapes '%s'", got.s, want.s);
			sb_free(&got);
			sb_free(&want);
			return false;
		}
	}
	return true;
}

static bool same_rank(IrContext *ctx, IrOp *op)
{
	int64_t rank = -1;
	for (unsigned i = 0; i < op->noperands + op->nresults; i++) {
		bool result = i >= op->noperands;
		IrType *t = result ? tosa_result_type(op, i - op->noperands) : tosa_operand_type(op, i);
		if (!tosa_ranked(t))
			continue;
		if (rank < 0)
			rank = t->shaped.rank;
		else if (rank != t->shaped.rank) {
			ir_emit_op_error(ctx, op, result ? "result type has different rank than operands"
			                                 : "operands don't have matching ranks");
			return false;
		}
	}
	return true;
}

static bool float_results(IrContext *ctx, IrOp *op)
{
	for (unsigned i = 0; i < op->nresults; i++) {
		if (tosa_elem(tosa_result_type(op, i))->kind != IR_TYPE_FLOAT) {
			ir_emit_op_error(ctx, op, "requires a floating point type");
			return false;
		}
	}
	return true;
}

static bool check_traits(IrContext *ctx, IrOp *op, unsigned traits)
{
	if (!op->noperands || !op->nresults)
		return true;
	bool elem_first = traits & T_ELEM_FIRST;
	return (!elem_first || !(traits & T_SAME_ELEM) || same_elem(ctx, op, true)) &&
	       (!(traits & T_SAME_SHAPE) || same_shape(ctx, op)) &&
	       (elem_first || !(traits & T_SAME_ELEM) || same_elem(ctx, op, true)) &&
	       (!(traits & T_FLOAT_RESULTS) || float_results(ctx, op)) &&
	       (!(traits & T_SAME_OPERAND_ELEM) || same_elem(ctx, op, false)) &&
	       (!(traits & T_BROADCAST) || broadcastable(ctx, op)) && (!(traits & T_SAME_RANK) || same_rank(ctx, op)) &&
	       (!(traits & T_SHAPE_RANKS) || tosa_verify_same_rank_shapes(ctx, op));
}

/* ---- the ops ---- */


/* ODS's ZeroResults, OneResult and NResults<N>: an op without variadic
   results has exactly as many as its constraint list. */
static bool result_count(IrContext *ctx, IrOp *op, const ValueRules *v)
{
	if (v->variadic >= 0 || op->nresults == v->n)
		return true;
	if (v->n < 2)
		ir_emit_op_error(ctx, op, "requires %s", v->n ? "one result" : "zero results");
	else
		ir_emit_op_error(ctx, op, "expected %u results", v->n);
	return false;
}

/* ZeroOperands, OneOperand and NOperands<N>, likewise. */
static bool operand_count(IrContext *ctx, IrOp *op, const ValueRules *v)
{
	if (v->variadic >= 0 || op->noperands == v->n)
		return true;
	if (v->n < 2)
		ir_emit_op_error(ctx, op, "requires %s", v->n ? "a single operand" : "zero operands");
	else
		ir_emit_op_error(ctx, op, "expected %u operands, but found %u", v->n, op->noperands);
	return false;
}

/* TosaShapeOperator: the ops that compute !tosa.shape values (registered:
   an unknown `tosa.cost_shape` is none). */
static bool is_shape_operator(const IrOp *op)
{
	const char *name = ir_op_name(op)->s;
	size_t n = strlen(name);
	return ir_def(op) && !strncmp(name, "tosa.", 5) &&
	       ((n > 6 && !strcmp(name + n - 6, "_shape")) || !strcmp(name, "tosa.dim"));
}

/* TosaResolvableShapeOperands: every !tosa.shape operand comes from a
   shape operator, so that it is known at compile time. */
static bool resolvable_shapes(IrContext *ctx, IrOp *op)
{
	for (unsigned i = 0; i < op->noperands; i++) {
		IrType *t = tosa_operand_type(op, i);
		IrOp *def = ir_value_def(ir_op_operand(op, i));
		bool shape = tosa_shape_rank(t) >= 0;
		if (shape && (!def || !is_shape_operator(def))) {
			ir_emit_op_error(ctx, op, "shape operand is not compile time resolvable");
			return false;
		}
	}
	return true;
}

bool ir_tosa_verify(IrContext *ctx, IrOp *op)
{
	const TosaDefFacts *f = read_def_facts(ctx, ir_def(op), ir_op_def_facts(ctx, op));
	const TosaRules *r = f->rules;
	if (!tosa_check_attributes(ctx, op, f->attrs))
		return false;
	if (!r)
		return resolvable_shapes(ctx, op);
	/* the values met their constraints: only those that let a value be a
	   !tosa.shape need the look at its definition */
	return result_count(ctx, op, &f->results) && operand_count(ctx, op, &f->operands) &&
	       check_values(ctx, op, &f->operands, "operand", op->noperands, tosa_operand_type) &&
	       check_values(ctx, op, &f->results, "result", op->nresults, tosa_result_type) &&
	       check_traits(ctx, op, r->traits) && (!f->shape_operands || resolvable_shapes(ctx, op)) &&
	       (!r->verify || r->verify(ctx, op));
}
