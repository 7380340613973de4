/* verify_ops.c: the verify() methods of TOSA ops, in MLIR 22's words
   and order. */
#include <inttypes.h>

#include "tosa.h"

/* ---- control flow ---- */

/* A list of values: a block's arguments, a terminator's operands or an
   op's operands or results from `first` on. */
typedef struct {
	const char *name;
	unsigned n;
	const IrBlock *block; /* its arguments, or */
	IrUse *uses;        /* operands, or */
	IrValue *results;   /* results */
} ValueList;

static IrType *list_type(const ValueList *l, unsigned i)
{
	if (l->block)
		return ir_value_type(ir_block_arg(l->block, i));
	if (l->uses)
		return ir_value_type(ir_use_value(&l->uses[i]));
	return ir_value_type(&l->results[i]);
}

static ValueList block_args(const char *name, const IrRegion *r)
{
	IrBlock *b = ir_region_first(r);
	return (ValueList){name, b ? b->nargs : 0, b, NULL, NULL};
}

/* The region's tosa.yield, NULL when its block ends otherwise (the
   terminator's own checks report that). */
static IrOp *yield_of(const IrRegion *r)
{
	IrOp *t = ir_region_first(r) ? ir_block_last(ir_region_first(r)) : NULL;
	return t && !strcmp(ir_op_name(t)->s, "tosa.yield") ? t : NULL;
}

static ValueList yielded(const char *name, IrOp *yield)
{
	return (ValueList){name, yield->noperands, NULL, ir_op_operands(yield), NULL};
}

static ValueList operands_from(const char *name, IrOp *op, unsigned first)
{
	return (ValueList){name, op->noperands - first, NULL, ir_op_operands(op) + first, NULL};
}

static ValueList results_of(const char *name, IrOp *op)
{
	return (ValueList){name, op->nresults, NULL, NULL, ir_op_results(op)};
}

/* MLIR's errorIfTypeOrShapeMismatch for two types; false without a
   message when either is not shaped, as MLIR does. */
bool tosa_same_type_and_shape(IrContext *ctx, IrOp *op, IrType *a, const char *na, IrType *b, const char *nb)
{
	if (!ir_type_is_shaped(a) || !ir_type_is_shaped(b))
		return false;
	if (tosa_elem(a) != tosa_elem(b)) {
		ir_emit_op_error(ctx, op, "require same element type for %s ('%s') and %s ('%s')", na,
		                 tosa_type_str(tosa_elem(a), 0), nb, tosa_type_str(tosa_elem(b), 1));
		return false;
	}
	if (!tosa_shapes_compatible(a, b)) {
		ir_emit_op_error(ctx, op, "require same shapes for %s ('%s') and %s ('%s')", na, tosa_type_str(a, 0), nb,
		                 tosa_type_str(b, 1));
		return false;
	}
	return true;
}

static bool lists_match(IrContext *ctx, IrOp *op, ValueList a, ValueList b)
{
	if (a.n != b.n) {
		ir_emit_op_error(ctx, op, "require same number of values in %s (%u) and %s (%u)", a.name, a.n, b.name, b.n);
		return false;
	}
	for (unsigned i = 0; i < a.n; i++)
		if (!tosa_same_type_and_shape(ctx, op, list_type(&a, i), a.name, list_type(&b, i), b.name))
			return false;
	return true;
}

/* A statically shaped type of more than one element (MLIR's
   errorIfShapeNotSizeOne). */
static bool not_size_one(const IrType *t)
{
	int64_t n = tosa_ranked(t) ? ir_type_num_elements(t) : -1;
	return n >= 0 && n != 1;
}

bool tosa_verify_cond_if(IrContext *ctx, IrOp *op)
{
	if (ir_op_nregions(op) < 2 || !op->noperands)
		return true;
	ValueList inputs = operands_from("'input_list'", op, 1), outputs = results_of("'output_list'", op);
	IrOp *then_yield = yield_of(&ir_op_regions(op)[0]), *else_yield = yield_of(&ir_op_regions(op)[1]);
	if (!lists_match(ctx, op, block_args("'then_graph' arguments", &ir_op_regions(op)[0]), inputs) ||
	    !lists_match(ctx, op, block_args("'else_graph' arguments", &ir_op_regions(op)[1]), inputs) ||
	    (then_yield && !lists_match(ctx, op, yielded("'then_graph' results", then_yield), outputs)) ||
	    (else_yield && !lists_match(ctx, op, yielded("'else_graph' results", else_yield), outputs)))
		return false;
	IrType *cond = tosa_operand_type(op, 0);
	if (not_size_one(cond)) {
		ir_emit_op_error(ctx, op, "'condition' must be a size 1 tensor, got '%s'", tosa_type_str(cond, 0));
		return false;
	}
	return true;
}

bool tosa_verify_while(IrContext *ctx, IrOp *op)
{
	if (ir_op_nregions(op) < 2)
		return true;
	ValueList inputs = operands_from("'input_list'", op, 0);
	IrOp *cond_yield = yield_of(&ir_op_regions(op)[0]), *body_yield = yield_of(&ir_op_regions(op)[1]);
	if (!lists_match(ctx, op, inputs, results_of("'output_list'", op)) ||
	    !lists_match(ctx, op, block_args("'cond_graph' arguments", &ir_op_regions(op)[0]), inputs) ||
	    !lists_match(ctx, op, block_args("'body_graph' arguments", &ir_op_regions(op)[1]), inputs) ||
	    (body_yield && !lists_match(ctx, op, yielded("'body_graph' results", body_yield), inputs)))
		return false;
	if (!cond_yield)
		return true;
	ValueList cond = yielded("'cond_graph' results", cond_yield);
	if (cond.n != 1) {
		ir_emit_op_error(ctx, op, "require 'cond_graph' only have one result");
		return false;
	}
	IrType *t = list_type(&cond, 0);
	if (not_size_one(t)) {
		ir_emit_op_error(ctx, op, "'cond_graph' result must be a size 1 tensor, got '%s'", tosa_type_str(t, 0));
		return false;
	}
	IrType *e = tosa_elem(t);
	if (e->kind != IR_TYPE_INTEGER || e->integer.width != 1) {
		ir_emit_op_error(ctx, op, "'cond_graph' result must be a boolean tensor, got '%s'", tosa_type_str(t, 0));
		return false;
	}
	return true;
}

/* ---- elementwise ops with their own checks ---- */

static bool zero_point_matches(IrContext *ctx, IrOp *op, IrType *value, unsigned zp, const char *name)
{
	IrType *v = tosa_storage_elem(ctx, value), *z = tosa_storage_elem(ctx, tosa_operand_type(op, zp));
	if (v == z)
		return true;
	ir_emit_op_error(ctx, op, "expect both %s and its zero point are the same element type, got '%s' and '%s'", name,
	                 tosa_type_str(v, 0), tosa_type_str(z, 1));
	return false;
}

bool tosa_verify_negate(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (!tosa_same_element_types(ctx, op, in, out))
		return false;
	if (!tosa_shapes_compatible(in, out)) {
		ir_emit_op_error(ctx, op, "requires the same shape for input1 and output");
		return false;
	}
	return zero_point_matches(ctx, op, in, 1, "input1") && zero_point_matches(ctx, op, out, 2, "output") &&
	       tosa_check_zero_point(ctx, op, 1, "input1") && tosa_check_zero_point(ctx, op, 2, "output");
}

/* mul: integer operands of one type no wider than the result, other
   types all alike with a zero shift; ranks and broadcasting of a and b. */
static bool mul_element_types(IrContext *ctx, IrOp *op)
{
	IrType *res = tosa_elem(tosa_result_type(op, 0));
	IrType *a = tosa_elem(tosa_operand_type(op, 0)), *b = tosa_elem(tosa_operand_type(op, 1));
	if (res->kind == IR_TYPE_INTEGER) {
		if (a->kind != IR_TYPE_INTEGER || a != b) {
			ir_emit_op_error(ctx, op, "requires the same element type for all operands");
			return false;
		}
		if (a->integer.width > res->integer.width) {
			ir_emit_op_error(ctx, op, "invalid data type size for operands or result");
			return false;
		}
		return true;
	}
	if (a != res || b != res) {
		ir_emit_op_error(ctx, op, "requires the same element type for all operands and results");
		return false;
	}
	IrAttr *shift = tosa_constant_operand(op, 2);
	if (shift && ir_attr_type_of(shift)->shaped.elem->kind == IR_TYPE_INTEGER && tosa_dense_int(shift, 0, true) != 0) {
		ir_emit_op_error(ctx, op, "require shift to be 0 for float type");
		return false;
	}
	return true;
}

bool tosa_verify_mul(IrContext *ctx, IrOp *op)
{
	if (!mul_element_types(ctx, op))
		return false;
	IrType *a = tosa_operand_type(op, 0), *b = tosa_operand_type(op, 1), *res = tosa_result_type(op, 0);
	if (tosa_ranked(a) && tosa_ranked(b)) {
		if (a->shaped.rank != b->shaped.rank) {
			ir_emit_op_error(ctx, op, "a and b operands don't have matching ranks, got %u and %u", a->shaped.rank,
			                 b->shaped.rank);
			return false;
		}
		for (unsigned i = 0; i < a->shaped.rank; i++) {
			int64_t x = a->shaped.dims[i], y = b->shaped.dims[i];
			if (x != y && x != 1 && y != 1 && x != IR_DYNAMIC && y != IR_DYNAMIC) {
				ir_emit_op_error(ctx, op, "a and b operands don't have broadcast-compatible shapes, got '%s' and '%s'",
				                 tosa_type_str(a, 0), tosa_type_str(b, 1));
				return false;
			}
		}
	}
	if (!tosa_ranked(res))
		return true;
	const char *names[2] = {"a", "b"};
	IrType *operands[2] = {a, b};
	for (int k = 0; k < 2; k++) {
		if (tosa_ranked(operands[k]) && operands[k]->shaped.rank != res->shaped.rank) {
			ir_emit_op_error(ctx, op, "result type has different rank than %s, got %u vs %u", names[k],
			                 res->shaped.rank, operands[k]->shaped.rank);
			return false;
		}
	}
	return true;
}

/* MLIR's APInt ult/slt of two integer attributes of one type. */
static bool int_attr_less(const IrAttr *x, const IrAttr *y, bool is_unsigned)
{
	unsigned width = ir_attr_type_of(x)->integer.width;
	uint64_t a = x->words[0], b = y->words[0];
	if (width < 64) {
		uint64_t mask = (UINT64_C(1) << width) - 1;
		a &= mask;
		b &= mask;
		if (!is_unsigned) { /* flip the sign bit: signed order becomes unsigned order */
			a ^= UINT64_C(1) << (width - 1);
			b ^= UINT64_C(1) << (width - 1);
		}
		return a < b;
	}
	return is_unsigned ? a < b : (int64_t)a < (int64_t)b;
}

/* An integer or float attribute of type t; `true` and `false` are i1. */
static bool attr_of_type(const IrAttr *a, IrAttrKind kind, const IrType *t)
{
	if (a->kind == IR_ATTR_BOOL)
		return kind == IR_ATTR_INTEGER && t->integer.width == 1 && t->integer.sign == IR_SIGNLESS;
	return a->kind == kind && ir_attr_type_of(a) == t;
}

bool tosa_verify_clamp(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_storage_elem(ctx, tosa_operand_type(op, 0)), *out = tosa_storage_elem(ctx, tosa_result_type(op, 0));
	if (in != out) {
		ir_emit_op_error(ctx, op, "input/output element types are incompatible.");
		return false;
	}
	IrAttr *lo = ir_op_get_attr(op, "min_val"), *hi = ir_op_get_attr(op, "max_val");
	if (!lo || !hi)
		return true;
	IrAttrKind want = in->kind == IR_TYPE_INTEGER ? IR_ATTR_INTEGER : IR_ATTR_FLOAT;
	if (!attr_of_type(lo, want, in) || !attr_of_type(hi, want, in)) {
		ir_emit_op_error(ctx, op, "min/max attributes types are incompatible with input/output element types.");
		return false;
	}
	bool inverted;
	if (lo->kind == IR_ATTR_BOOL) {
		inverted = lo->b && !hi->b;
	} else if (want == IR_ATTR_INTEGER) {
		inverted = int_attr_less(hi, lo, in->integer.sign == IR_UNSIGNED || in->integer.width == 1);
	} else {
		if (apfloat_is_nan(in->fkind, lo->fbits) || apfloat_is_nan(in->fkind, hi->fbits)) {
			ir_emit_op_error(ctx, op, "min/max attributes should not be 'NaN', got min_val=%s, max_val=%s",
			                 tosa_attr_str(lo, 0), tosa_attr_str(hi, 1));
			return false;
		}
		inverted = apfloat_to_double(in->fkind, hi->fbits) < apfloat_to_double(in->fkind, lo->fbits);
	}
	if (inverted) {
		ir_emit_op_error(ctx, op, "expected min_val <= max_val, got min_val=%s, max_val=%s", tosa_attr_str(lo, 0),
		                 tosa_attr_str(hi, 1));
		return false;
	}
	return true;
}

/* ---- matmul, table, argmax, const ---- */

bool tosa_verify_matmul(IrContext *ctx, IrOp *op)
{
	IrType *a = tosa_elem(tosa_operand_type(op, 0)), *b = tosa_elem(tosa_operand_type(op, 1));
	bool qa = tosa_is_quant(a);
	bool qb = tosa_is_quant(b);
	if (qa != qb) {
		ir_emit_op_error(ctx, op, "expect operands to be both quantized or both not quantized, got '%s' and '%s'",
		                 tosa_type_str(a, 0), tosa_type_str(b, 1));
		return false;
	}
	unsigned wa = ir_type_bit_width(tosa_storage_elem(ctx, a)), wb = ir_type_bit_width(tosa_storage_elem(ctx, b));
	if (qa && wa != wb) {
		ir_emit_op_error(ctx, op, "expect quantized operands to have same widths, got %u and %u", wa, wb);
		return false;
	}
	static const char *const names[2] = {"a", "b"};
	for (unsigned k = 0; k < 2; k++) {
		IrType *v = tosa_storage_elem(ctx, tosa_operand_type(op, k)), *z = tosa_storage_elem(ctx, tosa_operand_type(op, 2 + k));
		if (v != z) {
			ir_emit_op_error(ctx, op, "expect input %s and %s_zp have the same element type, got '%s' and '%s'",
			                 names[k], names[k], tosa_type_str(v, 0), tosa_type_str(z, 1));
			return false;
		}
	}
	return tosa_check_zero_point(ctx, op, 2, "a") && tosa_check_zero_point(ctx, op, 3, "b");
}

bool tosa_verify_table(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (!tosa_ranked(in) || !tosa_ranked(out))
		return true;
	if (in->shaped.rank != out->shaped.rank) {
		ir_emit_op_error(ctx, op, "expected input tensor rank to equal result tensor rank");
		return false;
	}
	for (unsigned i = 0; i < in->shaped.rank; i++) {
		int64_t o = out->shaped.dims[i], d = in->shaped.dims[i];
		if (o != IR_DYNAMIC && o != d) {
			ir_emit_op_error(ctx, op, "dim(result, %u) = %" PRId64 " doesn't match dim(input, %u) = %" PRId64, i, o, i, d);
			return false;
		}
	}
	return true;
}

bool tosa_verify_argmax(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (!ir_type_is_int_or_index(tosa_elem(out))) {
		ir_emit_op_error(ctx, op, "result tensor is not of integer type");
		return false;
	}
	IrAttr *axis_attr = ir_op_get_attr(op, "axis");
	if (!tosa_ranked(in) || !axis_attr || axis_attr->kind != IR_ATTR_INTEGER)
		return true;
	int64_t axis = (int32_t)axis_attr->words[0];
	if (axis < 0 || axis >= in->shaped.rank) {
		ir_emit_op_error(ctx, op, "specified axis is outside the rank of the tensor");
		return false;
	}
	if (!tosa_ranked(out))
		return true;
	int64_t want[64];
	unsigned n = 0;
	for (unsigned i = 0; i < in->shaped.rank && n < 64; i++)
		if (i != axis)
			want[n++] = in->shaped.dims[i];
	bool ok = n == out->shaped.rank;
	for (unsigned i = 0; ok && i < n; i++)
		ok = want[i] == IR_DYNAMIC || out->shaped.dims[i] == IR_DYNAMIC || want[i] == out->shaped.dims[i];
	if (!ok) {
		StrBuf w = {0}, g = {0};
		tosa_dims_str(&w, want, n, ", ");
		tosa_dims_str(&g, out->shaped.dims, out->shaped.rank, ", ");
		ir_emit_op_error(ctx, op, "expected output shape '%s', got '%s'", w.s, g.s);
		sb_free(&w);
		sb_free(&g);
		return false;
	}
	return true;
}

/* ---- rescale ---- */

/* Operands of rescale. */
enum { RESCALE_INPUT, RESCALE_MULTIPLIER, RESCALE_SHIFT, RESCALE_INPUT_ZP, RESCALE_OUTPUT_ZP };

static bool bool_attr(const IrOp *op, const char *name)
{
	IrAttr *a = ir_op_get_attr((IrOp *)op, name);
	return a && a->kind == IR_ATTR_BOOL && a->b;
}

static bool integer_elements(IrContext *ctx, IrOp *op, IrType *t, const char *what)
{
	IrType *e = tosa_storage_elem(ctx, t);
	if (e->kind == IR_TYPE_INTEGER)
		return true;
	ir_emit_op_error(ctx, op, "expect %s to have integer element type, got '%s'", what, tosa_type_str(e, 0));
	return false;
}

/* MLIR's verifyRescaleValueAndZpTypes. */
static bool rescale_zero_point_type(IrContext *ctx, IrOp *op, IrType *value, unsigned zp, const char *name)
{
	IrType *v = tosa_storage_elem(ctx, value), *z = tosa_storage_elem(ctx, tosa_operand_type(op, zp));
	if (v->kind == IR_TYPE_INTEGER && z->kind == IR_TYPE_INTEGER && v->integer.width == z->integer.width)
		return true;
	ir_emit_op_error(ctx, op, "expected %s and %s_zp to both be integer of the same bitwidth, but got '%s' vs. '%s'",
	                 name, name, tosa_type_str(v, 0), tosa_type_str(z, 1));
	return false;
}

/* A zero point other than 0 needs i8, or i16 holding 32768 for an
   unsigned tensor. */
static bool rescale_zero_point(IrContext *ctx, IrOp *op, unsigned zp_operand, const char *name, bool is_unsigned)
{
	int64_t zp;
	if (!tosa_zero_point(op, zp_operand, !is_unsigned, &zp) || zp == 0)
		return true;
	IrType *e = tosa_elem(tosa_operand_type(op, zp_operand));
	bool i16 = e->kind == IR_TYPE_INTEGER && e->integer.width == 16;
	if (!(e->kind == IR_TYPE_INTEGER && e->integer.width == 8) && !(i16 && is_unsigned)) {
		ir_emit_op_error(ctx, op, "expect %s_zp of 0, got %" PRId64, name, zp);
		return false;
	}
	if (i16 && is_unsigned && zp != 32768) {
		ir_emit_op_error(ctx, op, "expect %s_zp of 0 or 32768 for unsigned int16 %s, got %" PRId64, name, name, zp);
		return false;
	}
	return true;
}

/* multiplier and shift hold one value per channel. */
static bool per_channel_shape(IrContext *ctx, IrOp *op, unsigned operand, int64_t channels, const char *what)
{
	IrType *t = tosa_operand_type(op, operand);
	if (!tosa_ranked(t) || !t->shaped.rank)
		return true;
	int64_t n = t->shaped.dims[0];
	if (n == IR_DYNAMIC || n == channels)
		return true;
	ir_emit_op_error(ctx, op, "expect shape of { %" PRId64 " } for %s input, got { %" PRId64 " }", channels, what, n);
	return false;
}

bool tosa_verify_rescale(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_operand_type(op, RESCALE_INPUT), *out = tosa_result_type(op, 0);
	if (!integer_elements(ctx, op, in, "input") || !integer_elements(ctx, op, out, "output") ||
	    !rescale_zero_point_type(ctx, op, in, RESCALE_INPUT_ZP, "input") ||
	    !rescale_zero_point_type(ctx, op, out, RESCALE_OUTPUT_ZP, "output") ||
	    !rescale_zero_point(ctx, op, RESCALE_INPUT_ZP, "input", bool_attr(op, "input_unsigned")) ||
	    !rescale_zero_point(ctx, op, RESCALE_OUTPUT_ZP, "output", bool_attr(op, "output_unsigned")))
		return false;
	bool scale32 = bool_attr(op, "scale32");
	IrType *multiplier = tosa_elem(tosa_operand_type(op, RESCALE_MULTIPLIER));
	if (!tosa_is_int(multiplier, scale32 ? 32 : 16)) {
		ir_emit_op_error(ctx, op, "expect i%d element type for multiplier for scale32=%s, got '%s'", scale32 ? 32 : 16,
		                 scale32 ? "true" : "false", tosa_type_str(multiplier, 0));
		return false;
	}
	if (!tosa_ranked(in))
		return true;
	int64_t channels = 1;
	if (bool_attr(op, "per_channel")) {
		if (in->shaped.rank < 1) {
			ir_emit_op_error(ctx, op, "requires input to be at least rank 1 when per_channel is true, but got rank %u",
			                 in->shaped.rank);
			return false;
		}
		channels = in->shaped.dims[in->shaped.rank - 1];
	}
	return per_channel_shape(ctx, op, RESCALE_MULTIPLIER, channels, "multiplier") &&
	       per_channel_shape(ctx, op, RESCALE_SHIFT, channels, "shift");
}

/* ---- fft2d, rfft2d ---- */

static bool power_of_two(IrContext *ctx, IrOp *op, int64_t size, const char *name)
{
	if (size == IR_DYNAMIC || (size > 0 && (size & (size - 1)) == 0))
		return true;
	ir_emit_op_error(ctx, op, "expected %s to be a power of two, got %" PRId64, name, size);
	return false;
}

bool tosa_verify_fft2d(IrContext *ctx, IrOp *op)
{
	IrType *re = tosa_operand_type(op, 0), *im = tosa_operand_type(op, 1);
	if (re->kind != IR_TYPE_TENSOR || im->kind != IR_TYPE_TENSOR)
		return true;
	/* as MLIR: the imaginary input's size when the real one's is static */
	int64_t h = re->shaped.dims[1] == IR_DYNAMIC ? IR_DYNAMIC : im->shaped.dims[1];
	int64_t w = re->shaped.dims[2] == IR_DYNAMIC ? IR_DYNAMIC : im->shaped.dims[2];
	return power_of_two(ctx, op, h, "height") && power_of_two(ctx, op, w, "width");
}

bool tosa_verify_rfft2d(IrContext *ctx, IrOp *op)
{
	IrType *real = tosa_result_type(op, 0), *imag = tosa_result_type(op, 1);
	if (!tosa_shapes_compatible(real, imag)) {
		ir_emit_op_error(ctx, op, "expected output shapes to match, got '%s', '%s'", tosa_type_str(real, 0),
		                 tosa_type_str(imag, 1));
		return false;
	}
	IrType *in = tosa_operand_type(op, 0);
	if (in->kind != IR_TYPE_TENSOR)
		return true;
	int64_t width = in->shaped.dims[2];
	if (!power_of_two(ctx, op, in->shaped.dims[1], "height") || !power_of_two(ctx, op, width, "width"))
		return false;
	if (real->kind != IR_TYPE_TENSOR)
		return true;
	for (unsigned i = 0; i < 2; i++) {
		int64_t a = in->shaped.dims[i], b = real->shaped.dims[i];
		if (a != IR_DYNAMIC && b != IR_DYNAMIC && a != b) {
			ir_emit_op_error(ctx, op, "expected batch and height dimensions of input/output to match, got input='%s' "
			                 "output='%s'", tosa_type_str(in, 0), tosa_type_str(real, 1));
			return false;
		}
	}
	int64_t out_width = real->shaped.dims[2];
	if (width != IR_DYNAMIC && out_width != IR_DYNAMIC && out_width != width / 2 + 1) {
		ir_emit_op_error(ctx, op, "expected output width to be equal to input_width / 2 + 1, got %" PRId64, out_width);
		return false;
	}
	return true;
}

/* ---- variables ---- */

/* The tosa.variable of that name in the nearest symbol table around op
   (MLIR's lookupNearestSymbolFrom), else NULL. */
static IrOp *variable_declaration(IrContext *ctx, IrOp *op, IrIdent *name)
{
	for (IrOp *table = ir_op_parent(op); table; table = ir_op_parent(table)) {
		if (!ir_def(table) || !(ir_def(table)->traits & IR_TRAIT_SYMBOL_TABLE))
			continue;
		IrOp *var = ir_symbol_lookup(ctx, table, name);
		return var && !strcmp(ir_op_name(var)->s, "tosa.variable") ? var : NULL;
	}
	return NULL;
}

IrType *tosa_variable_type(IrContext *ctx, IrOp *var)
{
	IrAttr *elem = ir_op_get_attr(var, "type"), *shape = ir_op_get_attr(var, "var_shape");
	if (!elem || elem->kind != IR_ATTR_TYPE || !shape || shape->kind != IR_ATTR_DENSE ||
	    ir_attr_type_of(shape)->kind != IR_TYPE_TENSOR || ir_attr_type_of(shape)->shaped.rank != 1)
		return NULL;
	int64_t n = ir_type_num_elements(ir_attr_type_of(shape)), dims[64];
	if (n < 0 || n > 64)
		return NULL;
	for (int64_t i = 0; i < n; i++) {
		dims[i] = tosa_dense_int(shape, (unsigned)i, true);
		if (dims[i] == -1)
			dims[i] = IR_DYNAMIC;
	}
	return ir_type_tensor(ctx, (unsigned)n, dims, elem->tval, NULL);
}

/* variable_read and variable_write: the variable is declared, and its
   type matches the value read or written. */
bool tosa_verify_variable_access(IrContext *ctx, IrOp *op)
{
	IrAttr *name = ir_op_get_attr(op, "name");
	if (!name || name->kind != IR_ATTR_STRING)
		return true;
	IrOp *var = variable_declaration(ctx, op, name->str);
	if (!var) {
		ir_emit_op_error(ctx, op, "'%s' has not been declared by 'tosa.variable'", name->str->s);
		return false;
	}
	bool read = !strcmp(ir_op_name(op)->s, "tosa.variable_read");
	IrType *value = read ? tosa_result_type(op, 0) : tosa_operand_type(op, 0), *var_type = tosa_variable_type(ctx, var);
	return !var_type ||
	       tosa_same_type_and_shape(ctx, op, value, read ? "'output1'" : "'input1'", var_type, "the input tensor");
}

/* select: both choices have the output's element type. */
bool tosa_verify_select(IrContext *ctx, IrOp *op)
{
	IrType *out = tosa_result_type(op, 0);
	return tosa_same_element_types(ctx, op, tosa_operand_type(op, 1), out) &&
	       tosa_same_element_types(ctx, op, tosa_operand_type(op, 2), out);
}
