/* canonicalize.c: the arith dialect's canonicalization patterns
   (IrOpDef.patterns), those of MLIR 22's ArithCanonicalization.td that
   reassociate constants: `(x + c0) + c1` to `x + (c0 + c1)` and its
   kin for addi, subi and muli. Each matches two ops (DRR's benefit 2). */
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
	return op && !strncmp(op->name->s, "arith.", 6) && !strcmp(op->name->s + 6, name);
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

static unsigned overflow_set(const IrOp *op)
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

static bool apply_const_pattern(IrRewriter *rw, IrOp *op, const ConstPattern *p)
{
	IrContext *ctx = rw->ctx;
	if (!is_arith(op, p->root))
		return false;
	IrValue *root_lhs = ir_op_operands(op)[0].value, *root_rhs = ir_op_operands(op)[1].value;
	IrOp *inner = ir_value_def(p->inner_rhs ? root_rhs : root_lhs);
	if (!is_arith(inner, p->inner))
		return false;
	IrValue *x = ir_op_operands(inner)[p->c0_lhs ? 1 : 0].value;
	IrAttr *c0 = int_constant(ctx, ir_op_operands(inner)[p->c0_lhs ? 0 : 1].value);
	IrAttr *c1 = int_constant(ctx, p->inner_rhs ? root_lhs : root_rhs);
	IrType *type = ir_op_results(op)[0].type;
	if (!c0 || !c1 || ir_type_bit_width(type) > 64 || type->kind == IR_TYPE_VECTOR)
		return false;
	if (p->combine == MUL && (c0->type != type || c1->type != type))
		return false;
	uint64_t a = low_word(c0), b = low_word(c1), v;
	switch (p->combine) {
	case ADD: v = a + b; break;
	case SUB_C1_C0: v = b - a; break;
	case SUB_C0_C1: v = a - b; break;
	default: v = a * b; break;
	}
	IrAttr *value = ir_attr_int(ctx, type, (int64_t)v);
	if (type->kind == IR_TYPE_INTEGER && type->integer.width == 1)
		value = ir_attr_bool(ctx, v & 1);
	IrOp *c = ir_rewriter_insert(rw, arith_materialize_constant(ctx, value, type, op->loc));
	IrValue *cv = &ir_op_results(c)[0];
	IrValue *operands[2] = {p->c_lhs ? cv : x, p->c_lhs ? x : cv};
	unsigned flags = p->merge_flags ? overflow_set(op) & overflow_set(inner) : 0;
	char name[16];
	snprintf(name, sizeof name, "arith.%s", p->result);
	IrOpState st = {
		.name = ir_ident_cstr(ctx, name),
		.nresults = 1,
		.result_types = &type,
		.noperands = 2,
		.operands = operands,
		.props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "overflowFlags"), overflow_attr(ctx, flags)),
		.loc = op->loc,
	};
	IrOp *r = ir_rewriter_create(rw, &st);
	ir_rewriter_replace_op_with(rw, op, &ir_op_results(r)[0]);
	return true;
}

#define CONST_PATTERN(i)                                        \
	static bool const_pattern_##i(IrRewriter *rw, IrOp *op) \
	{                                                       \
		return apply_const_pattern(rw, op, &const_patterns[i]); \
	}
CONST_PATTERN(0) CONST_PATTERN(1) CONST_PATTERN(2) CONST_PATTERN(3) CONST_PATTERN(4)
CONST_PATTERN(5) CONST_PATTERN(6) CONST_PATTERN(7) CONST_PATTERN(8) CONST_PATTERN(9)

/* Each op's patterns in the order MLIR adds them. ORDER CONST_PATTERNS */
const IrPattern arith_addi_patterns[] = {
	{"(anonymous namespace)::AddIAddConstant", 2, const_pattern_0},
	{"(anonymous namespace)::AddISubConstantRHS", 2, const_pattern_1},
	{"(anonymous namespace)::AddISubConstantLHS", 2, const_pattern_2},
	{NULL, 0, NULL},
};

const IrPattern arith_subi_patterns[] = {
	{"(anonymous namespace)::SubIRHSAddConstant", 2, const_pattern_3},
	{"(anonymous namespace)::SubILHSAddConstant", 2, const_pattern_4},
	{"(anonymous namespace)::SubIRHSSubConstantRHS", 2, const_pattern_5},
	{"(anonymous namespace)::SubIRHSSubConstantLHS", 2, const_pattern_6},
	{"(anonymous namespace)::SubILHSSubConstantRHS", 2, const_pattern_7},
	{"(anonymous namespace)::SubILHSSubConstantLHS", 2, const_pattern_8},
	{NULL, 0, NULL},
};

const IrPattern arith_muli_patterns[] = {
	{"(anonymous namespace)::MulIMulIConstant", 2, const_pattern_9},
	{NULL, 0, NULL},
};
