/* verify_conv.c: the verifiers of TOSA's convolutions and pooling
   ops, in MLIR 22's words and order. */
#include <inttypes.h>

#include "tosa.h"

/* Operands of every convolution. */
enum { CONV_INPUT, CONV_WEIGHT, CONV_BIAS, CONV_INPUT_ZP, CONV_WEIGHT_ZP };

/* The names MLIR's messages give a spatial dimension. */
typedef struct {
	const char *dim, *axis, *before, *after;
} Spatial;
static const Spatial spatial3d[] = {
	{"depth", "d", "front", "back"}, {"height", "y", "top", "bottom"}, {"width", "x", "left", "right"}};
static const Spatial *const spatial2d = spatial3d + 1;

static bool is_f8(const IrType *t)
{
	return tosa_is_float(t, IR_F8E5M2) || tosa_is_float(t, IR_F8E4M3FN);
}

static bool zero_point_type(IrContext *ctx, IrOp *op, IrType *value_elem, unsigned zp, const char *name)
{
	IrType *zp_elem = tosa_storage_elem(ctx, tosa_operand_type(op, zp));
	if (value_elem != zp_elem) {
		ir_emit_op_error(ctx, op, "expect both %s and its zero point are the same element type, got '%s' and '%s'",
		                 name, tosa_type_str(value_elem, 0), tosa_type_str(zp_elem, 1));
		return false;
	}
	return true;
}

/* MLIR's verifyConvOp: element types of input, weight, bias, result and
   zero points, and the zero points' values. */
static bool conv_types(IrContext *ctx, IrOp *op)
{
	IrType *bias = tosa_elem(tosa_operand_type(op, CONV_BIAS)), *result = tosa_elem(tosa_result_type(op, 0));
	if (bias->kind == IR_TYPE_FLOAT && result->kind == IR_TYPE_FLOAT && bias != result) {
		ir_emit_op_error(ctx, op, "expect both bias and result to have same element type, got '%s' and '%s'",
		                 tosa_type_str(bias, 0), tosa_type_str(result, 1));
		return false;
	}
	IrType *input = tosa_storage_elem(ctx, tosa_operand_type(op, CONV_INPUT));
	IrType *weight = tosa_storage_elem(ctx, tosa_operand_type(op, CONV_WEIGHT));
	if ((is_f8(input) || is_f8(weight)) && input != weight) {
		ir_emit_op_error(ctx, op, "expect both input and weight to have same element type, got '%s' and '%s'",
		                 tosa_type_str(input, 0), tosa_type_str(weight, 1));
		return false;
	}
	if ((input->kind == IR_TYPE_FLOAT) != (weight->kind == IR_TYPE_FLOAT)) {
		ir_emit_op_error(ctx, op, "expect both input and weight to be float or not together, got '%s' and '%s'",
		                 tosa_type_str(input, 0), tosa_type_str(weight, 1));
		return false;
	}
	return zero_point_type(ctx, op, input, CONV_INPUT_ZP, "input") &&
	       zero_point_type(ctx, op, weight, CONV_WEIGHT_ZP, "weight") &&
	       tosa_check_zero_point(ctx, op, CONV_INPUT_ZP, "input") &&
	       tosa_check_zero_point(ctx, op, CONV_WEIGHT_ZP, "weight");
}

static bool is_int(const IrType *t, unsigned width)
{
	return t->kind == IR_TYPE_INTEGER && t->integer.width == width;
}

/* The acc_type attribute's type, NULL when absent. */
static IrType *accumulator_type(IrOp *op)
{
	IrAttr *a = ir_op_get_attr(op, "acc_type");
	return a && a->kind == IR_ATTR_TYPE ? a->tval : NULL;
}

/* The rules for floating-point inputs that convolutions and avg_pool2d
   share: what is wrong, or NULL. */
static const char *float_accumulator_problem(const IrType *in, const IrType *acc)
{
	if (tosa_is_float(in, IR_F16) && !tosa_is_float(acc, IR_F16) && !tosa_is_float(acc, IR_F32))
		return "f16 tensor is not f16/f32";
	if (tosa_is_float(in, IR_BF16) && !tosa_is_float(acc, IR_F32))
		return "bf16 tensor is not f32";
	if (tosa_is_float(in, IR_F32) && !tosa_is_float(acc, IR_F32))
		return "f32 tensor is not f32";
	return NULL;
}

static bool accumulator_fits(IrContext *ctx, IrOp *op, const char *problem)
{
	if (problem)
		ir_emit_op_error(ctx, op, "accumulator type for %s", problem);
	return !problem;
}

/* MLIR's verifyConvOpModes: the accumulator type suits the input. */
static bool conv_accumulator(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_storage_elem(ctx, tosa_operand_type(op, CONV_INPUT)), *acc = accumulator_type(op);
	if (!acc)
		return true;
	const char *problem = NULL;
	if (is_int(in, 8) && !is_int(acc, 32))
		problem = "i8 tensor is not i32";
	else if (is_int(in, 16) && !is_int(acc, 48))
		problem = "i16 tensor is not i48";
	else if ((tosa_is_float(in, IR_F8E5M2) || tosa_is_float(in, IR_F8E4M3)) && !tosa_is_float(acc, IR_F16))
		problem = "f8 tensor is not f16";
	else
		problem = float_accumulator_problem(in, acc);
	return accumulator_fits(ctx, op, problem);
}

/* An error when any value of the array is below min. */
static bool all_at_least(IrContext *ctx, IrOp *op, const int64_t *vals, unsigned n, int64_t min, const char *what)
{
	for (unsigned i = 0; i < n; i++) {
		if (vals[i] < min) {
			StrBuf b = {0};
			tosa_list_str(&b, vals, n);
			ir_emit_op_error(ctx, op, "expect all %s values to be >= %" PRId64 ", got %s", what, min, b.s);
			sb_free(&b);
			return false;
		}
	}
	return true;
}

static int64_t dim(const IrType *t, unsigned i)
{
	return t->shaped.dims[i];
}

/* The output size computed from the input against the result type's. */
static bool output_matches(IrContext *ctx, IrOp *op, const Spatial *s, int64_t calculated, int64_t out)
{
	if (out == IR_DYNAMIC || calculated == out)
		return true;
	ir_emit_op_error(ctx, op, "calculated output %s did not match expected: calculated=%" PRId64 ", expected=%" PRId64,
	                 s->dim, calculated, out);
	return false;
}

/* One spatial dimension of a convolution: O = (I - 1 + pad - (K - 1) * d) / s + 1,
   exactly divisible. */
static bool conv_output_size(IrContext *ctx, IrOp *op, const Spatial *s, int64_t in, int64_t k, int64_t out,
                             const int64_t *pad, int64_t stride, int64_t dilation)
{
	if (in == IR_DYNAMIC || k == IR_DYNAMIC)
		return true;
	int64_t span = in - 1 + pad[0] + pad[1] - (k - 1) * dilation;
	if (span % stride) {
		ir_emit_op_error(ctx, op, "expected input_%s - 1 + pad_%s + pad_%s - (kernel_%s - 1) * dilation_%s to be "
		                 "wholly divisible by stride_%s, got (%" PRId64 " - 1 + %" PRId64 " + %" PRId64
		                 " - (%" PRId64 " - 1) * %" PRId64 ") / %" PRId64,
		                 s->dim, s->before, s->after, s->dim, s->axis, s->axis, in, pad[0], pad[1], k, dilation,
		                 stride);
		return false;
	}
	return output_matches(ctx, op, s, span / stride + 1, out);
}

/* The bias has one value, or one per output channel. */
static bool bias_channels(IrContext *ctx, IrOp *op, const IrType *output)
{
	IrType *bias = tosa_operand_type(op, CONV_BIAS);
	if (bias->kind != IR_TYPE_TENSOR || !bias->shaped.rank)
		return true;
	int64_t b = dim(bias, 0), o = dim(output, output->shaped.rank - 1);
	if (b == IR_DYNAMIC || o == IR_DYNAMIC || b == o || b == 1)
		return true;
	ir_emit_op_error(ctx, op, "bias channels expected to be equal to output channels (%" PRId64 ") or 1, got %" PRId64,
	                 o, b);
	return false;
}

/* MLIR's verifyConvOpErrorIf: attribute values, output sizes, bias. */
static bool conv_error_if(IrContext *ctx, IrOp *op, unsigned nspatial, unsigned kernel_first)
{
	int64_t pad[6], stride[3], dilation[3];
	unsigned np, ns, nd;
	if (!tosa_i64_array(op, "pad", pad, 6, &np) || !tosa_i64_array(op, "stride", stride, 3, &ns) ||
	    !tosa_i64_array(op, "dilation", dilation, 3, &nd) || np != 2 * nspatial || ns != nspatial ||
	    nd != nspatial)
		return true;
	if (!all_at_least(ctx, op, pad, np, 0, "padding") || !all_at_least(ctx, op, stride, ns, 1, "stride") ||
	    !all_at_least(ctx, op, dilation, nd, 1, "dilation"))
		return false;
	IrType *out = tosa_result_type(op, 0);
	if (out->kind != IR_TYPE_TENSOR)
		return true;
	IrType *in = tosa_operand_type(op, CONV_INPUT), *w = tosa_operand_type(op, CONV_WEIGHT);
	const Spatial *names = nspatial == 3 ? spatial3d : spatial2d;
	for (unsigned i = 0; in->kind == IR_TYPE_TENSOR && w->kind == IR_TYPE_TENSOR && i < nspatial; i++)
		if (!conv_output_size(ctx, op, &names[i], dim(in, 1 + i), dim(w, kernel_first + i), dim(out, 1 + i),
		                      pad + 2 * i, stride[i], dilation[i]))
			return false;
	return bias_channels(ctx, op, out);
}

/* conv2d, conv3d and depthwise_conv2d (whose kernel dimensions come first
   in the weight). */
bool tosa_verify_conv(IrContext *ctx, IrOp *op)
{
	bool depthwise = !strcmp(ir_op_name(op)->s, "tosa.depthwise_conv2d");
	unsigned nspatial = !strcmp(ir_op_name(op)->s, "tosa.conv3d") ? 3 : 2;
	return conv_types(ctx, op) && conv_accumulator(ctx, op) &&
	       conv_error_if(ctx, op, nspatial, depthwise ? 0 : 1);
}

/* out_pad value > -kernel dimension. */
static bool out_pad_fits(IrContext *ctx, IrOp *op, int64_t pad, int64_t kernel, const char *pad_name,
                         const char *kernel_name)
{
	if (kernel == IR_DYNAMIC || pad > -kernel)
		return true;
	ir_emit_op_error(ctx, op, "expected %s > -%s, but got: %s=%" PRId64 " and %s=%" PRId64, pad_name, kernel_name,
	                 pad_name, pad, kernel_name, kernel);
	return false;
}

/* O == (I - 1) * stride + out_pad_before + out_pad_after + K. */
static bool transposed_size(IrContext *ctx, IrOp *op, const Spatial *s, int64_t in, int64_t k, int64_t out,
                            const int64_t *pad, int64_t stride)
{
	if (in == IR_DYNAMIC || out == IR_DYNAMIC || out == (in - 1) * stride + pad[0] + pad[1] + k)
		return true;
	char o = s->dim[0] == 'h' ? 'H' : 'W';
	ir_emit_op_error(ctx, op, "dimension mismatch: expected O%c == (I%c - 1) * stride_%s + out_pad_%s + out_pad_%s + "
	                 "K%c, but got %" PRId64 " != (%" PRId64 " - 1) * %" PRId64 " + %" PRId64 " + %" PRId64
	                 " + %" PRId64, o, o, s->axis, s->before, s->after, o, out, in, stride, pad[0], pad[1], k);
	return false;
}

bool tosa_verify_transpose_conv(IrContext *ctx, IrOp *op)
{
	if (!conv_types(ctx, op) || !conv_accumulator(ctx, op))
		return false;
	int64_t stride[2], pad[4];
	unsigned ns, np;
	if (!tosa_i64_array(op, "stride", stride, 2, &ns) || !tosa_i64_array(op, "out_pad", pad, 4, &np) || ns != 2 ||
	    np != 4)
		return true;
	if (stride[0] < 1 || stride[1] < 1) {
		ir_emit_op_error(ctx, op, "expect all stride values to be >= 1, got [%" PRId64 ", %" PRId64 "]", stride[0],
		                 stride[1]);
		return false;
	}
	IrType *w = tosa_operand_type(op, CONV_WEIGHT);
	if (w->kind == IR_TYPE_TENSOR &&
	    (!out_pad_fits(ctx, op, pad[0], dim(w, 1), "out_pad_top", "KH") ||
	     !out_pad_fits(ctx, op, pad[1], dim(w, 1), "out_pad_bottom", "KH") ||
	     !out_pad_fits(ctx, op, pad[2], dim(w, 2), "out_pad_left", "KW") ||
	     !out_pad_fits(ctx, op, pad[3], dim(w, 2), "out_pad_right", "KW")))
		return false;
	IrType *out = tosa_result_type(op, 0), *in = tosa_operand_type(op, CONV_INPUT);
	if (out->kind != IR_TYPE_TENSOR)
		return true;
	for (unsigned i = 0; in->kind == IR_TYPE_TENSOR && w->kind == IR_TYPE_TENSOR && i < 2; i++)
		if (!transposed_size(ctx, op, &spatial2d[i], dim(in, 1 + i), dim(w, 1 + i), dim(out, 1 + i), pad + 2 * i,
		                     stride[i]))
			return false;
	return bias_channels(ctx, op, out);
}

/* ---- pooling ---- */

/* One spatial dimension of a pooling: O = (I + pad - K) / s + 1, exactly. */
static bool pool_output_size(IrContext *ctx, IrOp *op, const Spatial *s, int64_t in, int64_t out, int64_t k,
                             int64_t stride, const int64_t *pad)
{
	if (in == IR_DYNAMIC)
		return true;
	int64_t span = in + pad[0] + pad[1] - k;
	if (span % stride) {
		ir_emit_op_error(ctx, op, "expected input_%s + pad_%s + pad_%s - kernel_%s to be wholly divisible by "
		                 "stride_%s, got (%" PRId64 " + %" PRId64 " + %" PRId64 " - %" PRId64 ") / %" PRId64,
		                 s->dim, s->before, s->after, s->axis, s->axis, in, pad[0], pad[1], k, stride);
		return false;
	}
	return output_matches(ctx, op, s, span / stride + 1, out);
}

/* MLIR's verifyPoolingOp. */
static bool pooling(IrContext *ctx, IrOp *op)
{
	int64_t kernel[2], stride[2], pad[4];
	unsigned nk, ns, np;
	if (!tosa_i64_array(op, "kernel", kernel, 2, &nk) || !tosa_i64_array(op, "stride", stride, 2, &ns) ||
	    !tosa_i64_array(op, "pad", pad, 4, &np) || nk != 2 || ns != 2 || np != 4)
		return true;
	if (!all_at_least(ctx, op, kernel, 2, 1, "kernel") || !all_at_least(ctx, op, stride, 2, 1, "stride") ||
	    !all_at_least(ctx, op, pad, 4, 0, "padding"))
		return false;
	if (pad[2] >= kernel[1] || pad[3] >= kernel[1]) {
		ir_emit_op_error(ctx, op, "expected left/right padding to be less than the width of the kernel, got "
		                 "pad_left=%" PRId64 ", pad_right=%" PRId64 ", kernel_x=%" PRId64, pad[2], pad[3], kernel[1]);
		return false;
	}
	if (pad[0] >= kernel[0] || pad[1] >= kernel[0]) {
		ir_emit_op_error(ctx, op, "expected top/bottom padding to be less than the height of the kernel, got "
		                 "pad_top=%" PRId64 ", pad_bottom=%" PRId64 ", kernel_y=%" PRId64, pad[0], pad[1], kernel[0]);
		return false;
	}
	IrType *in = tosa_operand_type(op, 0), *out = tosa_result_type(op, 0);
	if (in->kind != IR_TYPE_TENSOR || out->kind != IR_TYPE_TENSOR)
		return true;
	for (unsigned i = 0; i < 2; i++)
		if (!pool_output_size(ctx, op, &spatial2d[i], dim(in, 1 + i), dim(out, 1 + i), kernel[i], stride[i],
		                      pad + 2 * i))
			return false;
	return true;
}

bool tosa_verify_max_pool(IrContext *ctx, IrOp *op)
{
	return tosa_same_element_types(ctx, op, tosa_operand_type(op, 0), tosa_result_type(op, 0)) && pooling(ctx, op);
}

/* Operands of avg_pool2d. */
enum { POOL_INPUT, POOL_INPUT_ZP, POOL_OUTPUT_ZP };

static bool pool_accumulator(IrContext *ctx, IrOp *op, IrType *in)
{
	IrType *acc = accumulator_type(op);
	if (!acc)
		return true;
	if (in->kind == IR_TYPE_INTEGER && !is_int(acc, 32))
		return accumulator_fits(ctx, op, "integer tensor is not i32");
	return accumulator_fits(ctx, op, float_accumulator_problem(in, acc));
}

bool tosa_verify_avg_pool(IrContext *ctx, IrOp *op)
{
	IrType *in = tosa_storage_elem(ctx, tosa_operand_type(op, POOL_INPUT));
	IrType *out = tosa_storage_elem(ctx, tosa_result_type(op, 0));
	return pooling(ctx, op) && pool_accumulator(ctx, op, in) &&
	       zero_point_type(ctx, op, in, POOL_INPUT_ZP, "input") &&
	       zero_point_type(ctx, op, out, POOL_OUTPUT_ZP, "output") &&
	       tosa_check_zero_point(ctx, op, POOL_INPUT_ZP, "input") &&
	       tosa_check_zero_point(ctx, op, POOL_OUTPUT_ZP, "output");
}
