/* canonicalize.c: the arith dialect's canonicalization patterns
   (IrOpDef.patterns), those of MLIR 22's ArithCanonicalization.td and the
   C++ ones of ArithOps.cpp (SelectToExtUI). A DRR pattern's benefit is the
   number of ops it matches, a C++ pattern's 1; ops are created at the root
   op in the order DRR creates them (operands before their users). */
#include <limits.h>
#include <math.h>

#include "arith.h"

/* How the two constants combine, and where the result puts x. */
typedef enum { ADD, SUB_C1_C0, SUB_C0_C1, MUL } Combine;

/* root(inner(...), c1) or root(c1, inner(...)), inner holding x and the
   constant c0, rewritten to result(x, c) or result(c, x) */
typedef struct {
	const char *root, *inner, *result;
	bool inner_rhs;     /* inner is the root's right operand (c1 its left) */
	bool c0_lhs;        /* c0 is inner's left operand (x its right) */
	bool c_lhs;         /* the combined constant is the result's left operand */
	Combine combine;
	bool merge_flags;   /* the result keeps the flags both ops have, else none */
} ConstPattern;

static const ConstPattern const_patterns[] = {
	{"addi", "addi", "addi", false, false, false, ADD, true},
	{"addi", "subi", "addi", false, false, false, SUB_C1_C0, true},
	{"addi", "subi", "subi", false, true, true, ADD, true},
	{"subi", "addi", "addi", false, false, false, SUB_C0_C1, false},
	{"subi", "addi", "subi", true, false, true, SUB_C1_C0, true},
	{"subi", "subi", "subi", false, false, false, ADD, true},
	{"subi", "subi", "subi", false, true, true, SUB_C0_C1, true},
	{"subi", "subi", "subi", true, false, true, ADD, true},
	{"subi", "subi", "addi", true, true, false, SUB_C1_C0, true},
	{"muli", "muli", "muli", false, false, false, MUL, true},
};

static bool is_arith(const IrOp *op, const char *name)
{
	return op && !strncmp(ir_op_name(op)->s, "arith.", 6) && !strcmp(ir_op_name(op)->s + 6, name);
}

/* The scalar integer constant of v (DRR's APIntAttr), NULL if none. */
static IrAttr *int_constant(IrContext *ctx, IrValue *v)
{
	IrAttr *a = ir_value_constant(ctx, v);
	return a && (a->kind == IR_ATTR_INTEGER || a->kind == IR_ATTR_BOOL) ? a : NULL;
}

static uint64_t low_word(const IrAttr *a)
{
	return a->kind == IR_ATTR_BOOL ? a->b : a->words[0];
}

unsigned arith_overflow_flags(const IrOp *op)
{
	IrAttr *f = ir_op_get_attr(op, "overflowFlags");
	return f && f->kind == IR_ATTR_DIALECT && f->dialect.params ? ((const ArithFlags *)f->dialect.params)->set : 0;
}

/* `#arith.overflow<...>` with the flags of set (nsw, nuw). */
static IrAttr *overflow_attr(IrContext *ctx, unsigned set)
{
	static const char *const bodies[] = {"overflow<none>", "overflow<nsw>", "overflow<nuw>", "overflow<nsw, nuw>"};
	return ir_attr_dialect(ctx, ir_ident_cstr(ctx, "arith"), ir_ident_cstr(ctx, bodies[set & 3]), true, NULL, NULL);
}

/* A new arith op `arith.<name>` of one result before op. */
static IrValue *create(IrRewriter *rw, IrOp *op, const char *name, IrType *type, unsigned n,
                       IrValue **operands, IrAttr *props)
{
	char full[32];
	snprintf(full, sizeof full, "arith.%s", name);
	IrOpState st = {
		.name = ir_ident_cstr(rw->ctx, full),
		.nresults = 1,
		.result_types = &type,
		.noperands = n,
		.operands = operands,
		.props = props,
		.loc = ir_op_loc(rw->ctx, op),
	};
	return &ir_op_results(ir_rewriter_create(rw, &st))[0];
}

/* A new arith.constant of value before op (DRR's Arith_ConstantOp). */
static IrValue *constant(IrRewriter *rw, IrAttr *value, IrType *type, IrOp *op)
{
	return &ir_op_results(ir_rewriter_insert(rw, arith_materialize_constant(rw->ctx, value, type, ir_op_loc(rw->ctx, op))))[0];
}

static void replace(IrRewriter *rw, IrOp *op, IrValue *v)
{
	ir_rewriter_replace_op_with(rw, op, v);
}

/* The properties of an op with overflow flags set. */
static IrAttr *overflow_props(IrContext *ctx, unsigned set)
{
	return ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "overflowFlags"), overflow_attr(ctx, set));
}

static bool apply_const_pattern(IrRewriter *rw, IrOp *op, const ConstPattern *p)
{
	IrContext *ctx = rw->ctx;
	if (!is_arith(op, p->root))
		return false;
	IrValue *root_lhs = ir_op_operand(op, 0), *root_rhs = ir_op_operand(op, 1);
	IrOp *inner = ir_value_def(p->inner_rhs ? root_rhs : root_lhs);
	if (!is_arith(inner, p->inner))
		return false;
	IrValue *x = ir_op_operand(inner, p->c0_lhs ? 1 : 0);
	IrAttr *c0 = int_constant(ctx, ir_op_operand(inner, p->c0_lhs ? 0 : 1));
	IrAttr *c1 = int_constant(ctx, p->inner_rhs ? root_lhs : root_rhs);
	IrType *type = ir_value_type(&ir_op_results(op)[0]);
	if (!c0 || !c1 || type->kind == IR_TYPE_VECTOR)
		return false;
	if (p->combine == MUL && (ir_attr_type_of(c0) != type || ir_attr_type_of(c1) != type))
		return false;
	IrAttr *value;
	if (arith_is_wide(type)) {
		static const ArithIntOp ops[] = {[ADD] = ARITH_ADD, [SUB_C1_C0] = ARITH_SUB, [SUB_C0_C1] = ARITH_SUB, [MUL] = ARITH_MUL};
		bool swap = p->combine == SUB_C1_C0;
		if (!(value = arith_fold_wide(ctx, type, swap ? c1 : c0, swap ? c0 : c1, ops[p->combine], 0)))
			return false;
	} else {
		uint64_t a = low_word(c0), b = low_word(c1), v;
		switch (p->combine) {
		case ADD: v = a + b; break;
		case SUB_C1_C0: v = b - a; break;
		case SUB_C0_C1: v = a - b; break;
		default: v = a * b; break;
		}
		value = ir_attr_int(ctx, type, (int64_t)v);
		if (type->kind == IR_TYPE_INTEGER && type->integer.width == 1)
			value = ir_attr_bool(ctx, v & 1);
	}
	IrValue *cv = constant(rw, value, type, op);
	IrValue *operands[2] = {p->c_lhs ? cv : x, p->c_lhs ? x : cv};
	unsigned flags = p->merge_flags ? arith_overflow_flags(op) & arith_overflow_flags(inner) : 0;
	replace(rw, op, create(rw, op, p->result, type, 2, operands, overflow_props(ctx, flags)));
	return true;
}

#define CONST_PATTERN(i)                                        \
	static bool const_pattern_##i(IrRewriter *rw, IrOp *op) \
	{                                                       \
		return apply_const_pattern(rw, op, &const_patterns[i]); \
	}
CONST_PATTERN(0) CONST_PATTERN(1) CONST_PATTERN(2) CONST_PATTERN(3) CONST_PATTERN(4)
CONST_PATTERN(5) CONST_PATTERN(6) CONST_PATTERN(7) CONST_PATTERN(8) CONST_PATTERN(9)


/* ---- the other patterns, by the op they rewrite ---- */

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

static IrType *type_of(const IrOp *op)
{
	return ir_value_type(&ir_op_results(op)[0]);
}

/* The arith op named name defining v, NULL if none. */
static IrOp *def(IrValue *v, const char *name)
{
	IrOp *d = ir_value_def(v);
	return is_arith(d, name) ? d : NULL;
}

/* Is v defined by a constant-like op that is the integer k at every
   element (DRR's ConstantLikeMatcher with IsScalarOrSplat...)? */
static bool const_is(IrContext *ctx, IrValue *v, int64_t k)
{
	return arith_is_int_splat(ir_value_constant(ctx, v), k);
}

/* Is v a scalar i1 constant b (DRR's ConstantAttr<I1Attr, "b">)? */
static bool const_i1(IrContext *ctx, IrValue *v, bool b)
{
	IrAttr *a = ir_value_constant(ctx, v);
	return a && a->kind == IR_ATTR_BOOL && a->b == b;
}

static IrType *elem_of(IrType *t)
{
	return ir_type_is_shaped(t) ? t->shaped.elem : t;
}

static unsigned width_of(IrType *t)
{
	t = elem_of(t);
	return t->kind == IR_TYPE_INTEGER || t->kind == IR_TYPE_FLOAT ? ir_type_bit_width(t) : 0;
}

/* The type of t's shape holding i1 (MLIR's getI1SameShape). */
static IrType *i1_like(IrContext *ctx, IrType *t)
{
	IrType *i1 = ctx->t_i1;
	switch (t->kind) {
	case IR_TYPE_VECTOR: return ir_type_vector(ctx, t->shaped.rank, t->shaped.dims, t->shaped.scalable, i1);
	case IR_TYPE_TENSOR: return ir_type_tensor(ctx, t->shaped.rank, t->shaped.dims, i1, t->shaped.encoding);
	case IR_TYPE_UNRANKED_TENSOR: return ir_type_unranked_tensor(ctx, i1);
	default: return i1;
	}
}

static IrAttr *attr_props(IrContext *ctx, const char *name, IrAttr *value)
{
	return value ? ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, name), value) : NULL;
}

static IrAttr *predicate_props(IrContext *ctx, int64_t pred)
{
	return attr_props(ctx, "predicate", ir_attr_int(ctx, ctx->t_i64, pred));
}

static int64_t predicate_of(const IrOp *op)
{
	IrAttr *p = ir_op_get_attr(op, "predicate");
	return p && p->kind == IR_ATTR_INTEGER ? (int64_t)p->words[0] : -1;
}

/* addi(x, muli(y, -1)) -> subi(x, y) and addi(muli(x, -1), y) -> subi(y, x) */
static bool addi_mul_negative_one(IrRewriter *rw, IrOp *op, unsigned mul_at)
{
	IrOp *mul = def(operand(op, mul_at), "muli");
	if (!mul || !const_is(rw->ctx, operand(mul, 1), -1))
		return false;
	IrValue *operands[2] = {operand(op, 1 - mul_at), operand(mul, 0)};
	replace(rw, op, create(rw, op, "subi", type_of(op), 2, operands, overflow_props(rw->ctx, 0)));
	return true;
}

static bool addi_mul_negative_one_rhs(IrRewriter *rw, IrOp *op)
{
	return addi_mul_negative_one(rw, op, 1);
}

static bool addi_mul_negative_one_lhs(IrRewriter *rw, IrOp *op)
{
	return addi_mul_negative_one(rw, op, 0);
}

/* subi(subi(x, y), x) -> subi(0, y) */
static bool subi_subi_lhs_rhs_lhs(IrRewriter *rw, IrOp *op)
{
	IrOp *inner = def(operand(op, 0), "subi");
	if (!inner || operand(inner, 0) != operand(op, 1))
		return false;
	IrValue *y = operand(inner, 1);
	IrAttr *zero = arith_zero_attr(rw->ctx, ir_value_type(y));
	if (!zero)
		return false;
	IrValue *operands[2] = {constant(rw, zero, ir_value_type(y), op), y};
	unsigned flags = arith_overflow_flags(op) & arith_overflow_flags(inner);
	replace(rw, op, create(rw, op, "subi", type_of(op), 2, operands, overflow_props(rw->ctx, flags)));
	return true;
}

/* addui_extended, mulsi_extended, mului_extended whose second result is
   unused: [addi or muli (x, y), x] */
static bool extended_to(IrRewriter *rw, IrOp *op, const char *name)
{
	if (ir_value_has_uses(&ir_op_results(op)[1]))
		return false;
	IrValue *operands[2] = {operand(op, 0), operand(op, 1)};
	IrValue *values[2] = {create(rw, op, name, type_of(op), 2, operands, overflow_props(rw->ctx, 0)),
	                      operand(op, 0)};
	ir_rewriter_replace_op(rw, op, values);
	return true;
}

static bool addui_extended_to_addi(IrRewriter *rw, IrOp *op)
{
	return extended_to(rw, op, "addi");
}

static bool mul_extended_to_muli(IrRewriter *rw, IrOp *op)
{
	return extended_to(rw, op, "muli");
}

/* mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)] (1 positive: not i1) */
static bool mulsi_extended_rhs_one(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrValue *x = operand(op, 0);
	if (width_of(ir_value_type(x)) < 2 || !const_is(ctx, operand(op, 1), 1))
		return false;
	IrAttr *zero = arith_zero_attr(ctx, ir_value_type(x));
	if (!zero)
		return false;
	IrValue *operands[2] = {x, constant(rw, zero, ir_value_type(x), op)};
	IrValue *neg = create(rw, op, "cmpi", i1_like(ctx, ir_value_type(x)), 2, operands, predicate_props(ctx, 2 /* slt */));
	IrValue *values[2] = {x, create(rw, op, "extsi", ir_value_type(x), 1, &neg, NULL)};
	ir_rewriter_replace_op(rw, op, values);
	return true;
}

int64_t arith_cmpi_inverse(int64_t pred)
{
	static const int64_t inverse[] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6}; /* eq ne slt sle sgt sge ult ule ugt uge */
	return pred >= 0 && pred <= 9 ? inverse[pred] : -1;
}

/* not(cmpi(pred, a, b)) -> cmpi(!pred, a, b), not being xori with true */
static bool xori_not_cmpi(IrRewriter *rw, IrOp *op)
{
	IrOp *cmp = def(operand(op, 0), "cmpi");
	int64_t pred = cmp ? arith_cmpi_inverse(predicate_of(cmp)) : -1;
	if (pred < 0 || !const_i1(rw->ctx, operand(op, 1), true))
		return false;
	IrValue *operands[2] = {operand(cmp, 0), operand(cmp, 1)};
	replace(rw, op, create(rw, op, "cmpi", type_of(op), 2, operands, predicate_props(rw->ctx, pred)));
	return true;
}

/* op(ext(x), ext(y)) -> ext(op(x, y)) for andi, ori and xori, the
   extensions both extui or both extsi, x and y of one type */
static bool logic_of_ext(IrRewriter *rw, IrOp *op, const char *ext)
{
	IrOp *l = def(operand(op, 0), ext), *r = def(operand(op, 1), ext);
	if (!l || !r || ir_value_type(operand(l, 0)) != ir_value_type(operand(r, 0)))
		return false;
	IrValue *operands[2] = {operand(l, 0), operand(r, 0)};
	IrValue *inner = create(rw, op, ir_op_name(op)->s + 6, ir_value_type(operands[0]), 2, operands, NULL);
	replace(rw, op, create(rw, op, ext, type_of(op), 1, &inner, NULL));
	return true;
}

static bool logic_of_extui(IrRewriter *rw, IrOp *op)
{
	return logic_of_ext(rw, op, "extui");
}

static bool logic_of_extsi(IrRewriter *rw, IrOp *op)
{
	return logic_of_ext(rw, op, "extsi");
}

/* cmpi(eq or ne, ext(a), ext(b)) -> cmpi(eq or ne, a, b), both extsi or
   both extui, a and b of one type */
static bool cmpi_ext(IrRewriter *rw, IrOp *op, const char *ext)
{
	IrOp *l = def(operand(op, 0), ext), *r = def(operand(op, 1), ext);
	int64_t pred = predicate_of(op);
	if (!l || !r || ir_value_type(operand(l, 0)) != ir_value_type(operand(r, 0)) || (pred != 0 && pred != 1))
		return false;
	IrValue *operands[2] = {operand(l, 0), operand(r, 0)};
	replace(rw, op, create(rw, op, "cmpi", type_of(op), 2, operands, predicate_props(rw->ctx, pred)));
	return true;
}

static bool cmpi_extsi(IrRewriter *rw, IrOp *op)
{
	return cmpi_ext(rw, op, "extsi");
}

static bool cmpi_extui(IrRewriter *rw, IrOp *op)
{
	return cmpi_ext(rw, op, "extui");
}

static bool new_select(IrRewriter *rw, IrOp *op, IrValue *cond, IrValue *t, IrValue *f)
{
	IrValue *operands[3] = {cond, t, f};
	replace(rw, op, create(rw, op, "select", type_of(op), 3, operands, NULL));
	return true;
}

/* select(c, a, select(c, b, d)) -> select(c, a, d) */
static bool redundant_select_false(IrRewriter *rw, IrOp *op)
{
	IrOp *inner = def(operand(op, 2), "select");
	return inner && operand(inner, 0) == operand(op, 0) &&
	       new_select(rw, op, operand(op, 0), operand(op, 1), operand(inner, 2));
}

/* select(c, select(c, a, b), d) -> select(c, a, d) */
static bool redundant_select_true(IrRewriter *rw, IrOp *op)
{
	IrOp *inner = def(operand(op, 1), "select");
	return inner && operand(inner, 0) == operand(op, 0) &&
	       new_select(rw, op, operand(op, 0), operand(inner, 1), operand(op, 2));
}

/* select(xori(c, -1), a, b) -> select(c, b, a), the -1 a scalar */
static bool select_not_cond(IrRewriter *rw, IrOp *op)
{
	IrOp *x_or = def(operand(op, 0), "xori");
	IrAttr *ones = x_or ? ir_value_constant(rw->ctx, operand(x_or, 1)) : NULL;
	return ones && !ir_type_is_shaped(ir_attr_type_of(ones)) && arith_is_int_splat(ones, -1) &&
	       new_select(rw, op, operand(x_or, 0), operand(op, 2), operand(op, 1));
}

/* xori(c, true) before op */
static IrValue *not_of(IrRewriter *rw, IrOp *op, IrValue *c)
{
	IrValue *operands[2] = {c, constant(rw, ir_attr_bool(rw->ctx, true), ir_value_type(c), op)};
	return create(rw, op, "xori", ir_value_type(c), 2, operands, NULL);
}

/* select(c, false, true) -> xori(c, true) */
static bool select_i1_to_not(IrRewriter *rw, IrOp *op)
{
	if (!const_i1(rw->ctx, operand(op, 1), false) || !const_i1(rw->ctx, operand(op, 2), true))
		return false;
	replace(rw, op, not_of(rw, op, operand(op, 0)));
	return true;
}

/* select(c, 1, 0) -> extui(c) and select(c, 0, 1) -> extui(not c), for a
   scalar integer wider than i1 */
static bool select_to_extui(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrType *t = type_of(op);
	if (t->kind != IR_TYPE_INTEGER || t->integer.width == 1)
		return false;
	IrAttr *a = ir_value_constant(ctx, operand(op, 1)), *b = ir_value_constant(ctx, operand(op, 2));
	IrValue *in;
	if (arith_is_int_splat(a, 1) && arith_is_int_splat(b, 0))
		in = operand(op, 0);
	else if (arith_is_int_splat(a, 0) && arith_is_int_splat(b, 1))
		in = not_of(rw, op, operand(op, 0));
	else
		return false;
	replace(rw, op, create(rw, op, "extui", t, 1, &in, NULL));
	return true;
}

/* index_cast(index_cast(x)) -> x when the type comes back, and the same of
   index_castui */
static bool index_cast_of_index_cast(IrRewriter *rw, IrOp *op)
{
	IrOp *inner = def(operand(op, 0), ir_op_name(op)->s + 6);
	if (!inner || ir_value_type(operand(inner, 0)) != type_of(op))
		return false;
	replace(rw, op, operand(inner, 0));
	return true;
}

/* cast(ext(x)) -> cast(x): index_cast of extsi, index_castui of extui,
   extsi of extui (which becomes extui) */
static bool cast_of_ext(IrRewriter *rw, IrOp *op, const char *ext, const char *result)
{
	IrOp *inner = def(operand(op, 0), ext);
	if (!inner)
		return false;
	IrValue *x = operand(inner, 0);
	replace(rw, op, create(rw, op, result, type_of(op), 1, &x, NULL));
	return true;
}

static bool index_cast_of_extsi(IrRewriter *rw, IrOp *op)
{
	return cast_of_ext(rw, op, "extsi", "index_cast");
}

static bool index_castui_of_extui(IrRewriter *rw, IrOp *op)
{
	return cast_of_ext(rw, op, "extui", "index_castui");
}

static bool extsi_of_extui(IrRewriter *rw, IrOp *op)
{
	return cast_of_ext(rw, op, "extui", "extui");
}

/* trunci(ext(x)) -> ext(x) when only bits the extension added go */
static bool trunci_ext(IrRewriter *rw, IrOp *op, const char *ext)
{
	IrOp *inner = def(operand(op, 0), ext);
	if (!inner)
		return false;
	IrValue *x = operand(inner, 0);
	unsigned we = width_of(type_of(inner)), wt = width_of(type_of(op)), wx = width_of(ir_value_type(x));
	if (!(we > wt && wt > 0 && wt > wx && wx > 0))
		return false;
	replace(rw, op, create(rw, op, ext, type_of(op), 1, &x, NULL));
	return true;
}

static bool trunci_extsi(IrRewriter *rw, IrOp *op)
{
	return trunci_ext(rw, op, "extsi");
}

static bool trunci_extui(IrRewriter *rw, IrOp *op)
{
	return trunci_ext(rw, op, "extui");
}

/* trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the number of bits
   truncated */
static bool trunci_shrsi(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrOp *shr = def(operand(op, 0), "shrsi");
	IrAttr *c = shr ? ir_value_constant(ctx, operand(shr, 1)) : NULL;
	IrValue *x = shr ? operand(shr, 0) : NULL;
	if (!c || !arith_is_int_splat(c, (int64_t)width_of(ir_value_type(x)) - (int64_t)width_of(type_of(op))))
		return false;
	IrValue *operands[2] = {x, constant(rw, c, ir_attr_type_of(c), op)};
	IrValue *shrui = create(rw, op, "shrui", ir_value_type(x), 2, operands, attr_props(ctx, "isExact", ir_op_get_attr(shr, "isExact")));
	replace(rw, op, create(rw, op, "trunci", type_of(op), 1, &shrui,
	                       attr_props(ctx, "overflowFlags", ir_op_get_attr(op, "overflowFlags"))));
	return true;
}

/* ---- cmpf(sitofp(x) or uitofp(x), c) -> cmpi(x, int(c)) (CmpFIntToFPConst) ---- */

enum { F_ORD = 7, F_UNO = 14 }; /* arith.cmpf's predicates that need no conversion */
enum { I_EQ, I_NE, I_SLT, I_SLE, I_SGT, I_SGE, I_ULT, I_ULE, I_UGT, I_UGE };

/* cmpf's predicate (oeq .. une, not ord/uno/false/true) as cmpi's */
static int int_predicate(int64_t pred, bool is_unsigned)
{
	switch (pred) {
	case 1: case 8: return I_EQ;                      /* oeq, ueq */
	case 2: case 9: return is_unsigned ? I_UGT : I_SGT; /* ogt, ugt */
	case 3: case 10: return is_unsigned ? I_UGE : I_SGE; /* oge, uge */
	case 4: case 11: return is_unsigned ? I_ULT : I_SLT; /* olt, ult */
	case 5: case 12: return is_unsigned ? I_ULE : I_SLE; /* ole, ule */
	case 6: case 13: return I_NE;                     /* one, une */
	default: return -1;
	}
}

/* The float formats the pattern reasons about in doubles: precision (MLIR's
   getFPMantissaWidth) and the exponent of the largest finite value. */
static bool float_limits(const IrType *t, int *precision, int *max_exp)
{
	switch (t->kind == IR_TYPE_FLOAT ? (int)t->fkind : -1) {
	case IR_F16: *precision = 11, *max_exp = 15; return true;
	case IR_BF16: *precision = 8, *max_exp = 127; return true;
	case IR_F32: *precision = 24, *max_exp = 127; return true;
	case IR_F64: *precision = 53, *max_exp = 1023; return true;
	default: return false;
	}
}

static bool replace_by_bool(IrRewriter *rw, IrOp *op, bool b)
{
	replace(rw, op, constant(rw, ir_attr_bool(rw->ctx, b), rw->ctx->t_i1, op));
	return true;
}

static bool cmpf_int_to_fp_const(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrAttr *c = ir_value_constant(ctx, operand(op, 1));
	IrType *ft = ir_value_type(operand(op, 1));
	int precision, max_exp;
	if (!c || c->kind != IR_ATTR_FLOAT || !float_limits(ft, &precision, &max_exp))
		return false;
	double rhs = apfloat_to_double(ft->fkind, c->fbits);
	if (isnan(rhs))
		return false;
	IrOp *conv = def(operand(op, 0), "sitofp");
	bool is_unsigned = !conv;
	if (!conv && !(conv = def(operand(op, 0), "uitofp")))
		return false;
	IrValue *x = operand(conv, 0);
	if (ir_value_type(x)->kind != IR_TYPE_INTEGER || ir_value_type(x)->integer.width > 64 || !ir_value_type(x)->integer.width)
		return false;
	int width = (int)ir_value_type(x)->integer.width, value_bits = is_unsigned ? width : width - 1;
	if (width > precision) { /* the conversion may round: does that matter here? */
		int exponent = isinf(rhs) ? INT_MAX : rhs == 0 ? INT_MIN : ilogb(rhs);
		if (exponent == INT_MAX ? max_exp < value_bits : precision <= exponent && exponent <= value_bits)
			return false;
	}
	int64_t pred = predicate_of(op);
	if (pred == F_ORD || pred == F_UNO) /* an integer converts to no NaN */
		return replace_by_bool(rw, op, pred == F_ORD);
	int ipred = int_predicate(pred, is_unsigned);
	if (ipred < 0)
		return false;
	/* the type's extremes, rounded into the float format as MLIR converts them */
	double max = is_unsigned ? ldexp(1.0, width) - 1 : ldexp(1.0, width - 1) - 1;
	double min = is_unsigned ? 0 : -ldexp(1.0, width - 1);
	max = apfloat_to_double(ft->fkind, apfloat_from_double(ft->fkind, max));
	if (max < rhs)
		return replace_by_bool(rw, op, ipred == I_NE || ipred == (is_unsigned ? I_ULT : I_SLT) ||
		                                       ipred == (is_unsigned ? I_ULE : I_SLE));
	if (min > rhs)
		return replace_by_bool(rw, op, ipred == I_NE || ipred == (is_unsigned ? I_UGT : I_SGT) ||
		                                       ipred == (is_unsigned ? I_UGE : I_SGE));
	double whole = trunc(rhs);
	if (whole > ldexp(1.0, value_bits) - 1 || whole < min) /* convertToInteger's opInvalidOp */
		return false;
	if (rhs != 0 && whole != rhs) { /* a fractional constant moves the bound or decides it */
		bool neg = signbit(rhs);
		switch (ipred) {
		case I_NE: return replace_by_bool(rw, op, true);
		case I_EQ: return replace_by_bool(rw, op, false);
		case I_ULE: if (neg) return replace_by_bool(rw, op, false); break;
		case I_SLE: if (neg) ipred = I_SLT; break;
		case I_ULT: if (neg) return replace_by_bool(rw, op, false); ipred = I_ULE; break;
		case I_SLT: if (!neg) ipred = I_SLE; break;
		case I_UGT: if (neg) return replace_by_bool(rw, op, true); break;
		case I_SGT: if (neg) ipred = I_SGE; break;
		case I_UGE: if (neg) return replace_by_bool(rw, op, true); ipred = I_UGT; break;
		case I_SGE: if (!neg) ipred = I_SGT; break;
		}
	}
	IrValue *operands[2] = {x, constant(rw, ir_attr_int(ctx, ir_value_type(x), (int64_t)whole), ir_value_type(x), op)};
	replace(rw, op, create(rw, op, "cmpi", type_of(op), 2, operands, predicate_props(ctx, ipred)));
	return true;
}

/* truncf(sitofp(x)) -> sitofp(x), truncf(uitofp(x)) -> uitofp(x), without
   a rounding mode */
static bool truncf_of_int_to_fp(IrRewriter *rw, IrOp *op, const char *conv)
{
	IrOp *inner = def(operand(op, 0), conv);
	if (!inner || ir_op_get_attr(op, "roundingmode"))
		return false;
	IrValue *x = operand(inner, 0);
	replace(rw, op, create(rw, op, conv, type_of(op), 1, &x, NULL));
	return true;
}

static bool truncf_sitofp(IrRewriter *rw, IrOp *op)
{
	return truncf_of_int_to_fp(rw, op, "sitofp");
}

static bool truncf_uitofp(IrRewriter *rw, IrOp *op)
{
	return truncf_of_int_to_fp(rw, op, "uitofp");
}

/* mulf(negf(x), negf(y)) -> mulf(x, y), divf likewise, the flags kept */
static bool float_of_negf(IrRewriter *rw, IrOp *op)
{
	IrOp *l = def(operand(op, 0), "negf"), *r = def(operand(op, 1), "negf");
	if (!l || !r || ir_value_type(operand(l, 0)) != ir_value_type(operand(r, 0)))
		return false;
	IrValue *operands[2] = {operand(l, 0), operand(r, 0)};
	replace(rw, op, create(rw, op, ir_op_name(op)->s + 6, type_of(op), 2, operands,
	                       attr_props(rw->ctx, "fastmath", ir_op_get_attr(op, "fastmath"))));
	return true;
}

/* Each op's patterns in the order MLIR adds them. ORDER CONST_PATTERNS */
const IrPattern arith_addi_patterns[] = {
	{"(anonymous namespace)::AddIAddConstant", 2, const_pattern_0},
	{"(anonymous namespace)::AddISubConstantRHS", 2, const_pattern_1},
	{"(anonymous namespace)::AddISubConstantLHS", 2, const_pattern_2},
	{"(anonymous namespace)::AddIMulNegativeOneRhs", 2, addi_mul_negative_one_rhs},
	{"(anonymous namespace)::AddIMulNegativeOneLhs", 2, addi_mul_negative_one_lhs},
	{NULL, 0, NULL},
};

const IrPattern arith_subi_patterns[] = {
	{"(anonymous namespace)::SubIRHSAddConstant", 2, const_pattern_3},
	{"(anonymous namespace)::SubILHSAddConstant", 2, const_pattern_4},
	{"(anonymous namespace)::SubIRHSSubConstantRHS", 2, const_pattern_5},
	{"(anonymous namespace)::SubIRHSSubConstantLHS", 2, const_pattern_6},
	{"(anonymous namespace)::SubILHSSubConstantRHS", 2, const_pattern_7},
	{"(anonymous namespace)::SubILHSSubConstantLHS", 2, const_pattern_8},
	{"(anonymous namespace)::SubISubILHSRHSLHS", 2, subi_subi_lhs_rhs_lhs},
	{NULL, 0, NULL},
};

const IrPattern arith_muli_patterns[] = {
	{"(anonymous namespace)::MulIMulIConstant", 2, const_pattern_9},
	{NULL, 0, NULL},
};

const IrPattern arith_addui_extended_patterns[] = {
	{"(anonymous namespace)::AddUIExtendedToAddI", 1, addui_extended_to_addi},
	{NULL, 0, NULL},
};

const IrPattern arith_mulsi_extended_patterns[] = {
	{"(anonymous namespace)::MulSIExtendedToMulI", 1, mul_extended_to_muli},
	{"(anonymous namespace)::MulSIExtendedRHSOne", 1, mulsi_extended_rhs_one},
	{NULL, 0, NULL},
};

const IrPattern arith_mului_extended_patterns[] = {
	{"(anonymous namespace)::MulUIExtendedToMulI", 1, mul_extended_to_muli},
	{NULL, 0, NULL},
};

const IrPattern arith_xori_patterns[] = {
	{"(anonymous namespace)::XOrINotCmpI", 2, xori_not_cmpi},
	{"(anonymous namespace)::XOrIOfExtUI", 3, logic_of_extui},
	{"(anonymous namespace)::XOrIOfExtSI", 3, logic_of_extsi},
	{NULL, 0, NULL},
};

const IrPattern arith_andi_patterns[] = {
	{"(anonymous namespace)::AndOfExtUI", 3, logic_of_extui},
	{"(anonymous namespace)::AndOfExtSI", 3, logic_of_extsi},
	{NULL, 0, NULL},
};

const IrPattern arith_ori_patterns[] = {
	{"(anonymous namespace)::OrOfExtUI", 3, logic_of_extui},
	{"(anonymous namespace)::OrOfExtSI", 3, logic_of_extsi},
	{NULL, 0, NULL},
};

const IrPattern arith_cmpi_patterns[] = {
	{"(anonymous namespace)::CmpIExtSI", 3, cmpi_extsi},
	{"(anonymous namespace)::CmpIExtUI", 3, cmpi_extui},
	{NULL, 0, NULL},
};

const IrPattern arith_cmpf_patterns[] = {
	{"CmpFIntToFPConst", 1, cmpf_int_to_fp_const},
	{NULL, 0, NULL},
};

const IrPattern arith_select_patterns[] = {
	{"(anonymous namespace)::RedundantSelectFalse", 2, redundant_select_false},
	{"(anonymous namespace)::RedundantSelectTrue", 2, redundant_select_true},
	{"(anonymous namespace)::SelectNotCond", 2, select_not_cond},
	{"(anonymous namespace)::SelectI1ToNot", 1, select_i1_to_not},
	{"SelectToExtUI", 1, select_to_extui},
	{NULL, 0, NULL},
};

const IrPattern arith_index_cast_patterns[] = {
	{"(anonymous namespace)::IndexCastOfIndexCast", 2, index_cast_of_index_cast},
	{"(anonymous namespace)::IndexCastOfExtSI", 2, index_cast_of_extsi},
	{NULL, 0, NULL},
};

const IrPattern arith_index_castui_patterns[] = {
	{"(anonymous namespace)::IndexCastUIOfIndexCastUI", 2, index_cast_of_index_cast},
	{"(anonymous namespace)::IndexCastUIOfExtUI", 2, index_castui_of_extui},
	{NULL, 0, NULL},
};

const IrPattern arith_extsi_patterns[] = {
	{"(anonymous namespace)::ExtSIOfExtUI", 2, extsi_of_extui},
	{NULL, 0, NULL},
};

const IrPattern arith_trunci_patterns[] = {
	{"(anonymous namespace)::TruncIExtSIToExtSI", 2, trunci_extsi},
	{"(anonymous namespace)::TruncIExtUIToExtUI", 2, trunci_extui},
	{"(anonymous namespace)::TruncIShrSIToTrunciShrUI", 2, trunci_shrsi},
	{NULL, 0, NULL},
};

const IrPattern arith_truncf_patterns[] = {
	{"(anonymous namespace)::TruncFSIToFPToSIToFP", 2, truncf_sitofp},
	{"(anonymous namespace)::TruncFUIToFPToUIToFP", 2, truncf_uitofp},
	{NULL, 0, NULL},
};

const IrPattern arith_mulf_patterns[] = {
	{"(anonymous namespace)::MulFOfNegF", 3, float_of_negf},
	{NULL, 0, NULL},
};

const IrPattern arith_divf_patterns[] = {
	{"(anonymous namespace)::DivFOfNegF", 3, float_of_negf},
	{NULL, 0, NULL},
};
