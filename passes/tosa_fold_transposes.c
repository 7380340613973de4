/* tosa_fold_transposes.c: tosa-fold-transposes removes tosa.transpose
   pairs that cancel: a transpose of a transpose whose permutations compose
   to the identity is its inner operand. tosa-custom-layout leaves such
   pairs between adjacent shader ops of an NCHW graph (NHWC to NCHW after
   one, NCHW to NHWC before the next); folded, the shaders pass NHWC
   tensors straight to each other. An inner transpose left unused goes
   too. Other transposes are left as they are (canonicalize composes
   them). */
#include "internal.h"

enum { MAX_PERMS = 16 };

static bool is_transpose(const IrOp *op)
{
	return op && !strcmp(ir_op_name(op)->s, "tosa.transpose");
}

/* The perms of a transpose; false when they are not an array of at most
   MAX_PERMS indices below their count. */
static bool perms_of(const IrOp *op, unsigned *n, uint64_t *perms)
{
	IrAttr *a = ir_op_get_attr(op, "perms");
	if (!a || a->kind != IR_ATTR_DENSE_ARRAY || a->darray.n > MAX_PERMS)
		return false;
	*n = a->darray.n;
	for (unsigned i = 0; i < *n; i++) {
		perms[i] = (uint32_t)a->darray.elems[i];
		if (perms[i] >= *n)
			return false;
	}
	return true;
}

/* Result dimension i of outer(inner(x)) is dimension inner[outer[i]] of x. */
static bool cancel(const IrOp *outer, const IrOp *inner)
{
	unsigned n, m;
	uint64_t po[MAX_PERMS], pi[MAX_PERMS];
	if (!perms_of(outer, &n, po) || !perms_of(inner, &m, pi) || n != m)
		return false;
	for (unsigned i = 0; i < n; i++)
		if (pi[po[i]] != i)
			return false;
	return true;
}

static bool collect(IrOp *op, void *user)
{
	if (is_transpose(op))
		pv_push(user, op);
	return true;
}

static bool run(PassRun *r, IrOp *root)
{
	PtrVec transposes = {0};
	ir_walk(root, collect, &transposes);
	/* Walked in order, a transpose comes after the one defining its
	   operand, so the inner one erased here has been looked at already. */
	for (size_t i = 0; i < transposes.n; i++) {
		IrOp *outer = transposes.v[i];
		IrValue *in = ir_op_operand(outer, 0);
		IrOp *inner = ir_value_def(in);
		if (!is_transpose(inner) || !cancel(outer, inner))
			continue;
		IrValue *x = ir_op_operand(inner, 0);
		if (ir_value_type(x) != ir_value_type(&ir_op_results(outer)[0]))
			continue;
		ir_value_replace_all_uses(&ir_op_results(outer)[0], x);
		ir_op_erase(r->ctx, outer);
		if (!ir_value_has_uses(in))
			ir_op_erase(r->ctx, inner);
	}
	pv_free(&transposes);
	return true;
}

const PassDef pass_tosa_fold_transposes = {
	.arg = "tosa-fold-transposes",
	.name = "TosaFoldTransposes",
	.summary = "Remove tosa.transpose pairs that cancel, as between adjacent shader ops",
	.run = run,
};
