/* check_constant_sparsity.c: check-constant-sparsity, Arm's model
   converter's search for 2:4 sparse weights: the tosa.const weight of a
   tosa.conv2d or tosa.transpose_conv2d whose every group of four along the
   input channels (the last dimension) holds at least two zeros gets
   `constant_2_4_sparse_on_dimension` (that dimension, an i32), which the
   VGF writer copies into the constant's sparsity dimension. */
#include "internal.h"

#define SPARSE_ATTR "constant_2_4_sparse_on_dimension"

/* Whether element i of the dense attribute v (each element size bytes)
   has the bit pattern of zero. The converter compares 8-bit integers,
   f16 and f32 by their bits with the weight zero point; it reads that
   from the pre-1.0 `quantization_info` attribute, which TOSA 1.0 ops do
   not have, so the zero point is always 0. */
static bool is_zero(const IrAttr *v, size_t size, int64_t i)
{
	const unsigned char *p = ir_dense_data(v) + (v->dense.splat ? 0 : (size_t)i * size);
	for (size_t k = 0; k < size; k++)
		if (p[k])
			return false;
	return true;
}

/* At least two zeros in every group of four of each row of icdim
   elements (a shorter last group needs two as well). */
static bool two_of_four(const IrAttr *v, size_t size, int64_t rows, int64_t icdim)
{
	for (int64_t j = 0; j < rows; j++)
		for (int64_t i = 0; i < icdim; i += 4) {
			int zeros = 0;
			for (int64_t k = i; k < i + 4 && k < icdim; k++)
				zeros += is_zero(v, size, icdim * j + k);
			if (zeros < 2)
				return false;
		}
	return true;
}

/* The element types the converter looks at: 4- and 8-bit integers, f16
   and f32 (0 for the others). */
static size_t checked_size(const IrType *elem)
{
	if (elem->kind == IR_TYPE_INTEGER && (elem->integer.width == 8 || elem->integer.width == 4))
		return 1;
	if (elem->kind == IR_TYPE_FLOAT && (elem->fkind == IR_F16 || elem->fkind == IR_F32))
		return elem->fkind == IR_F16 ? 2 : 4;
	return 0;
}

typedef struct {
	IrContext *ctx;
	bool changed;
} Search;

static bool visit(IrOp *op, void *user)
{
	Search *s = user;
	IrContext *ctx = s->ctx;
	if ((strcmp(ir_op_name(op)->s, "tosa.conv2d") && strcmp(ir_op_name(op)->s, "tosa.transpose_conv2d")) || op->noperands < 2)
		return true;
	IrValue *w = ir_op_operand(op, 1);
	IrOp *def = w->is_arg ? NULL : ir_value_def(w);
	if (!def || strcmp(ir_op_name(def)->s, "tosa.const"))
		return true;
	IrAttr *v = ir_op_get_attr(def, "values");
	const IrType *t = ir_value_type(w);
	if (!v || v->kind != IR_ATTR_DENSE || t->kind != IR_TYPE_TENSOR || t->shaped.rank != 4 ||
	    ir_type_num_elements(t) < 0 || t->shaped.dims[1] * t->shaped.dims[2] == 1)
		return true;
	size_t size = checked_size(t->shaped.elem);
	if (!size || ir_dense_elem_bytes(t->shaped.elem) != size)
		return true;
	int64_t icdim = t->shaped.dims[3];
	if (two_of_four(v, size, t->shaped.dims[0] * t->shaped.dims[1] * t->shaped.dims[2], icdim)) {
		ir_op_set_attr(ctx, def, ir_ident_cstr(ctx, SPARSE_ATTR),
		               ir_attr_int(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), t->shaped.rank - 1));
		s->changed = true;
	}
	return true;
}

static bool run(PassRun *r, IrOp *module)
{
	Search s = {r->ctx, false};
	ir_walk(module, visit, &s);
	r->preserved_all = !s.changed;
	return true;
}

const PassDef pass_check_constant_sparsity = {
	.arg = "check-constant-sparsity",
	.name = "CheckConstantSparsityPass",
	.summary = "Detect if a TOSA constant is sparse",
	.anchor = "builtin.module",
	.run = run,
};
