/* affine.c: printing affine expressions, maps and integer sets as MLIR does. */
#include "internal.h"

enum { WEAK, STRONG }; /* binding strength of the enclosing context */

/* How dims and symbols are spelled: d0/s0, or the SSA operands an affine
   op applies its map to (`%i + symbol(%n)`). */
typedef struct {
	Printer *p;
	IrUse *dims, *syms; /* NULL for d0/s0 */
} ExprNames;

static bool is_const(const IrAffineExpr *e, int64_t v)
{
	return e->kind == IR_AFFINE_CONST && e->value == v;
}

/* -v as MLIR computes it in int64_t: INT64_MIN stays INT64_MIN, so
   `d0 + -9223372036854775808` prints as `d0 - -9223372036854775808`. */
static int64_t negated(int64_t v)
{
	return (int64_t)(0 - (uint64_t)v);
}

static void print_expr(StrBuf *out, const IrAffineExpr *e, int strength, const ExprNames *nm);

/* The summand r of a sum after the one before it, with its sign: MLIR's
   pretty forms for subtraction (`a - b`, `a - b * 3`, `a - 5`). */
static void print_summand(StrBuf *out, const IrAffineExpr *r, const ExprNames *nm)
{
	if (r->kind == IR_AFFINE_MUL && r->rhs->kind == IR_AFFINE_CONST && r->rhs->value < 0) {
		sb_puts(out, " - ");
		if (r->rhs->value == -1) {
			print_expr(out, r->lhs, r->lhs->kind == IR_AFFINE_ADD ? STRONG : WEAK, nm);
		} else {
			print_expr(out, r->lhs, STRONG, nm);
			sb_puts(out, " * ");
			sb_put_i64(out, negated(r->rhs->value));
		}
	} else if (r->kind == IR_AFFINE_CONST && r->value < 0) {
		sb_puts(out, " - ");
		sb_put_i64(out, negated(r->value));
	} else {
		sb_puts(out, " + ");
		print_expr(out, r, WEAK, nm);
	}
}

/* A sum prints its left operand without parentheses, so a sum whose left
   operands are sums prints as one flat list: printed by one loop, as it
   may be as long as the input. */
static void print_sum(StrBuf *out, const IrAffineExpr *e, int strength, const ExprNames *nm)
{
	const IrAffineExpr **spine;
	size_t n = ir_affine_sum_spine(e, &spine);
	if (strength == STRONG)
		sb_putc(out, '(');
	print_expr(out, spine[n - 1]->lhs, WEAK, nm);
	for (size_t i = n; i-- > 0;)
		print_summand(out, spine[i]->rhs, nm);
	if (strength == STRONG)
		sb_putc(out, ')');
	free(spine);
}

/* Mirrors MLIR's printAffineExprInternal, including its pretty form for
   negation (`-a`). */
static void print_expr(StrBuf *out, const IrAffineExpr *e, int strength, const ExprNames *nm)
{
	const char *op;
	switch (e->kind) {
	case IR_AFFINE_DIM:
	case IR_AFFINE_SYMBOL:
		if (nm && nm->dims) {
			bool sym = e->kind == IR_AFFINE_SYMBOL;
			if (sym)
				sb_puts(out, "symbol(");
			print_value(nm->p, ir_use_value(&(sym ? nm->syms : nm->dims)[e->value]));
			if (sym)
				sb_putc(out, ')');
			return;
		}
		sb_putc(out, e->kind == IR_AFFINE_DIM ? 'd' : 's');
		/* fallthrough */
	case IR_AFFINE_CONST:
		sb_put_i64(out, e->value);
		return;
	case IR_AFFINE_ADD:
		print_sum(out, e, strength, nm);
		return;
	case IR_AFFINE_MUL: op = " * "; break;
	case IR_AFFINE_FLOORDIV: op = " floordiv "; break;
	case IR_AFFINE_CEILDIV: op = " ceildiv "; break;
	default: op = " mod "; break;
	}
	const IrAffineExpr *l = e->lhs, *r = e->rhs;
	if (strength == STRONG)
		sb_putc(out, '(');
	if (e->kind == IR_AFFINE_MUL && is_const(r, -1)) {
		sb_putc(out, '-');
		print_expr(out, l, STRONG, nm);
	} else {
		print_expr(out, l, STRONG, nm);
		sb_puts(out, op);
		print_expr(out, r, STRONG, nm);
	}
	if (strength == STRONG)
		sb_putc(out, ')');
}

static void print_dims_syms(StrBuf *out, unsigned ndims, unsigned nsyms)
{
	sb_putc(out, '(');
	for (unsigned i = 0; i < ndims; i++)
		sb_printf(out, "%sd%u", i ? ", " : "", i);
	sb_putc(out, ')');
	if (nsyms) {
		sb_putc(out, '[');
		for (unsigned i = 0; i < nsyms; i++)
			sb_printf(out, "%ss%u", i ? ", " : "", i);
		sb_putc(out, ']');
	}
}

void print_affine_map(StrBuf *out, const IrAffineMap *m)
{
	print_dims_syms(out, m->ndims, m->nsyms);
	sb_puts(out, " -> (");
	for (unsigned i = 0; i < m->nresults; i++) {
		if (i)
			sb_puts(out, ", ");
		print_expr(out, m->results[i], WEAK, NULL);
	}
	sb_putc(out, ')');
	/* the seed's `size (...)` bounds are kept in the IR but have no spelling
	   in today's MLIR, which is what is printed */
}

void print_integer_set(StrBuf *out, const IrIntegerSet *s)
{
	print_dims_syms(out, s->ndims, s->nsyms);
	sb_puts(out, " : (");
	for (unsigned i = 0; i < s->nconstraints; i++) {
		if (i)
			sb_puts(out, ", ");
		print_expr(out, s->constraints[i], WEAK, NULL);
		sb_puts(out, s->is_eq[i] ? " == 0" : " >= 0");
	}
	sb_putc(out, ')');
}

/* `%i + 1, %j * 2`: the results of map applied to operands, MLIR's
   printAffineMapOfSSAIds (symbols as `symbol(%n)`). */
void print_affine_map_of_ssa_ids(Printer *p, const IrAffineMap *m, IrUse *operands)
{
	print_affine_results_of_ssa_ids(p, m, 0, m->nresults, operands);
}

void print_affine_results_of_ssa_ids(Printer *p, const IrAffineMap *m, unsigned first, unsigned count,
                                     IrUse *operands)
{
	ExprNames nm = {p, operands, operands + m->ndims};
	for (unsigned i = first; i < first + count && i < m->nresults; i++) {
		if (i > first)
			sb_puts(p->out, ", ");
		print_expr(p->out, m->results[i], WEAK, &nm);
	}
}
