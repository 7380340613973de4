/* tosa_validate.c: tosa-validate, as MLIR 22's TosaValidation: every TOSA
   op is checked against the target of its module (`#tosa.target_env`,
   which tosa-attach-target sets; version 1.0 at level 8k without it): its
   element types, the operands that must be constants, the limits of the
   level (ranks, tensor sizes, kernels, strides, scales, list sizes,
   nesting), rounding modes against the extensions, variables against
   their declarations, and with strict-op-spec-alignment the spec's
   ERROR_IF conditions, and the profiles and extensions its element types
   need; and (unless allow-invalid-op-datatype-combinations) that some
   row of the spec's tables allows its element types at all. Every failed
   check is reported; the walk goes on, as MLIR's does. */
#include "internal.h"
#include "../ir/dialects/tosa/tosa.h"
#include "../ir/pattern.h"

/* A level's limits (MLIR's TosaLevel). */
typedef struct {
	int64_t rank, kernel, stride, scale, log2_size, nesting, list_size;
} Level;
static const Level level_8k = {6, 8192, 8192, 256, 31, 6, 64};

/* What one run knows. */
typedef struct {
	IrContext *ctx;
	TosaTargetEnv env;
	bool strict; /* strict-op-spec-alignment */
	bool allow_invalid; /* allow-invalid-op-datatype-combinations */
	bool failed;
	IrAttr *variables; /* declared variables: a dictionary of name -> type */
} Validate;

static bool is_op(const IrOp *op, const char *name)
{
	return !strcmp(ir_op_name(op)->s + 5, name);
}

static bool fail(Validate *v, IrOp *op, const char *fmt, const char *arg)
{
	ir_emit_op_error(v->ctx, op, fmt, arg);
	v->failed = true;
	return false;
}

/* ---- element types ---- */

/* MLIR's isValidElementType: the element types TOSA knows, unsigned
   integers only where allowed (tosa.rescale without strict alignment). */
static bool valid_element(const IrType *t, bool allow_unsigned)
{
	switch (t->kind) {
	case IR_TYPE_FLOAT:
		switch (t->fkind) {
		case IR_F32: case IR_F16: case IR_BF16: case IR_F8E4M3FN: case IR_F8E5M2: case IR_F8E8M0FNU:
		case IR_F6E2M3FN: case IR_F6E3M2FN: case IR_F4E2M1FN:
			return true;
		default:
			return false;
		}
	case IR_TYPE_INTEGER:
		if (t->integer.sign == IR_SIGNLESS)
			switch (t->integer.width) {
			case 1: case 4: case 8: case 16: case 32: case 48: case 64: return true;
			default: return false;
			}
		return allow_unsigned && t->integer.sign == IR_UNSIGNED &&
		       (t->integer.width == 8 || t->integer.width == 16 || t->integer.width == 32);
	case IR_TYPE_DIALECT:
		return tosa_type(t) != NULL;
	default:
		return false;
	}
}

static bool check_element(Validate *v, IrOp *op, IrType *t, bool allow_unsigned)
{
	IrType *e = tosa_elem(t);
	if (valid_element(e, allow_unsigned))
		return true;
	return fail(v, op, "is not profile-aligned: element type '%s' is not legal", tosa_type_str(e, 0));
}

static bool check_elements(Validate *v, IrOp *op)
{
	bool allow_unsigned = !v->strict && is_op(op, "rescale");
	for (unsigned i = 0; i < op->noperands; i++)
		if (!check_element(v, op, ir_value_type(ir_op_operand(op, i)), allow_unsigned))
			return false;
	for (unsigned i = 0; i < op->nresults; i++)
		if (!check_element(v, op, ir_value_type(&ir_op_results(op)[i]), allow_unsigned))
			return false;
	return true;
}

/* ---- operands that must be constants ---- */

/* The ops whose listed operands must be compile-time constants unless
   the dynamic extension is allowed; pad's pad_const only when present. */
static const struct {
	const char *op;
	unsigned operands[5], n;
} constant_operands[] = {
	{"mul", {2}, 1}, {"table", {1}, 1}, {"pad", {2}, 1}, {"rescale", {1, 2, 3, 4}, 4},
	{"conv2d", {3, 4}, 2}, {"conv3d", {3, 4}, 2}, {"depthwise_conv2d", {3, 4}, 2},
	{"transpose_conv2d", {3, 4}, 2}, {"matmul", {2, 3}, 2}, {"avg_pool2d", {1, 2}, 2},
	{"negate", {1, 2}, 2}, {"slice_shape", {1, 2}, 2},
};

static bool check_constant_operands(Validate *v, IrOp *op)
{
	if (tosa_target_allows(&v->env, TOSA_EXT_DYNAMIC))
		return true;
	for (unsigned k = 0; k < sizeof constant_operands / sizeof *constant_operands; k++) {
		if (!is_op(op, constant_operands[k].op))
			continue;
		for (unsigned j = 0; j < constant_operands[k].n; j++) {
			unsigned i = constant_operands[k].operands[j];
			if (i < op->noperands && !ir_value_constant(v->ctx, ir_op_operand(op, i))) {
				ir_emit_op_error(v->ctx, op,
				                 "expected compile time resolvable constant, but got variable value for operand #%u", i);
				v->failed = true;
				return false;
			}
		}
	}
	return true;
}

/* ---- level ---- */

/* A tensor's rank, or a `!tosa.shape<N>`'s N, within max. */
static bool check_rank(Validate *v, IrOp *op, IrType *t, const char *what, int64_t max)
{
	if (t->kind == IR_TYPE_UNRANKED_TENSOR)
		return fail(v, op, "failed level check: %s", "unranked tensor");
	if (tosa_shape_rank(t) > max)
		return fail(v, op, "failed shape type level check: '%s' exceeds MAX_RANK", tosa_type_str(t, 0));
	if (t->kind == IR_TYPE_TENSOR && t->shaped.rank > max) {
		ir_emit_op_error(v->ctx, op, "failed level check: %s rank(shape) <= MAX_RANK", what);
		v->failed = true;
		return false;
	}
	return true;
}

/* The tensor's size in bytes must fit tensor_size_t, (1 << MAX_LOG2_SIZE) - 1. */
static bool check_size(Validate *v, IrOp *op, IrType *t, const char *what, const Level *lv)
{
	if (t->kind == IR_TYPE_UNRANKED_TENSOR)
		return fail(v, op, "failed level check: %s", "unranked tensor");
	if (t->kind != IR_TYPE_TENSOR)
		return true;
	/* a dynamic tensor's size is not known: version 1.0 has none */
	for (unsigned i = 0; i < t->shaped.rank; i++)
		if (t->shaped.dims[i] == IR_DYNAMIC) {
			if (v->env.version > TOSA_V1_0)
				return true;
			ir_emit_op_error(v->ctx, op, "failed level check: %s shape dimension cannot be dynamic when "
			                             "targeting TOSA specification version 1.0 or below", what);
			v->failed = true;
			return false;
		}
	IrType *e = t->shaped.elem;
	int64_t bits = e->kind == IR_TYPE_DIALECT ? 8 : (int64_t)ir_type_bit_width(e);
	int64_t bytes = bits / 8 > 1 ? bits / 8 : 1;
	int64_t max = ((int64_t)1 << lv->log2_size) - 1;
	int64_t count = 1;
	for (unsigned i = 0; i < t->shaped.rank; i++) {
		if (t->shaped.dims[i] && count > max / t->shaped.dims[i]) {
			count = max + 1;
			break;
		}
		count *= t->shaped.dims[i];
	}
	if (count > max / bytes || count * bytes > max) {
		ir_emit_op_error(v->ctx, op, "failed level check: %s tensor size (in bytes) <= (1 << MAX_LOG2_SIZE - 1)", what);
		v->failed = true;
		return false;
	}
	return true;
}

/* The ops whose tensors' ranks and sizes are limited, and those whose
   sizes only are. */
static const char *const ranked_ops[] = {
	"argmax", "clamp", "erf", "sigmoid", "tanh", "add", "arithmetic_right_shift", "bitwise_and",
	"bitwise_or", "bitwise_xor", "intdiv", "logical_and", "logical_left_shift", "logical_right_shift",
	"logical_or", "logical_xor", "maximum", "minimum", "mul", "pow", "sub", "table", "abs", "bitwise_not",
	"ceil", "clz", "cos", "exp", "floor", "log", "logical_not", "negate", "reciprocal", "rsqrt", "sin",
	"select", "equal", "greater", "greater_equal", "reduce_all", "reduce_any", "reduce_max", "reduce_min",
	"reduce_product", "reduce_sum", "concat", "pad", "reshape", "reverse", "slice", "tile", "transpose",
	"cast", "rescale", "cond_if", "variable", "variable_write", "variable_read", "const", "identity", "dim",
	"cast_from_block_scaled", "cast_to_block_scaled", NULL,
};
static const char *const sized_ops[] = {
	"avg_pool2d", "conv2d", "conv3d", "depthwise_conv2d", "transpose_conv2d", "fft2d", "matmul",
	"max_pool2d", "rfft2d", "gather", "scatter", "resize", "custom", "while_loop", "const_shape",
	"matmul_t_block_scaled", NULL,
};

static bool in_list(const IrOp *op, const char *const *names)
{
	for (unsigned i = 0; names[i]; i++)
		if (is_op(op, names[i]))
			return true;
	return false;
}

/* The type a tosa.variable declares: its var_shape of its element type. */
static IrType *variable_type(IrContext *ctx, const IrOp *op)
{
	IrAttr *shape = ir_op_get_attr(op, "var_shape");
	IrAttr *type = ir_op_get_attr(op, "type");
	if (!shape || shape->kind != IR_ATTR_DENSE || !type || type->kind != IR_ATTR_TYPE)
		return NULL;
	int64_t n = ir_type_num_elements(ir_attr_type_of(shape));
	int64_t dims[64];
	if (n < 0 || n > 64)
		return NULL;
	for (int64_t i = 0; i < n; i++)
		dims[i] = tosa_dense_int(shape, (unsigned)i, true);
	return ir_type_tensor(ctx, (unsigned)n, dims, type->tval, NULL);
}

static bool check_ranks_and_sizes(Validate *v, IrOp *op, const Level *lv)
{
	bool ranked = in_list(op, ranked_ops);
	if (!ranked && !in_list(op, sized_ops))
		return true;
	if (is_op(op, "variable")) {
		IrType *t = variable_type(v->ctx, op);
		return !t || (check_rank(v, op, t, "variable type", lv->rank) && check_size(v, op, t, "variable type", lv));
	}
	if (ranked) {
		/* cond_if limits its condition only; argmax's result has one rank less */
		unsigned nops = is_op(op, "cond_if") ? 1 : op->noperands;
		for (unsigned i = 0; i < nops; i++)
			if (!check_rank(v, op, ir_value_type(ir_op_operand(op, i)), "operand", lv->rank))
				return false;
		for (unsigned i = 0; i < op->nresults && !is_op(op, "cond_if"); i++)
			if (!check_rank(v, op, ir_value_type(&ir_op_results(op)[i]), "result",
			                lv->rank - is_op(op, "argmax")))
				return false;
	}
	for (unsigned i = 0; i < op->noperands; i++)
		if (!check_size(v, op, ir_value_type(ir_op_operand(op, i)), "operand", lv))
			return false;
	for (unsigned i = 0; i < op->nresults; i++)
		if (!check_size(v, op, ir_value_type(&ir_op_results(op)[i]), "result", lv))
			return false;
	return true;
}

/* The `!tosa.shape<N>` values of the ops whose tensors are not limited
   (but tosa.const_shape's): N <= MAX_RANK. */
static bool check_shape_types(Validate *v, IrOp *op, const Level *lv)
{
	if (in_list(op, ranked_ops) || is_op(op, "const_shape"))
		return true;
	for (unsigned i = 0; i < op->noperands + op->nresults; i++) {
		IrType *t = i < op->noperands ? ir_value_type(ir_op_operand(op, i)) : ir_value_type(&ir_op_results(op)[i - op->noperands]);
		if (tosa_shape_rank(t) > lv->rank)
			return fail(v, op, "failed shape type level check: '%s' exceeds MAX_RANK", tosa_type_str(t, 0));
	}
	return true;
}

static bool check_limit(Validate *v, IrOp *op, int64_t value, int64_t max, const char *what)
{
	return value <= max || fail(v, op, "failed level check: %s", what);
}

/* Each element of an i64 array attribute within max. */
static bool check_array(Validate *v, IrOp *op, const char *attr, int64_t max, const char *what)
{
	int64_t vals[8];
	unsigned n = 0;
	if (!tosa_i64_array(op, attr, vals, 8, &n))
		return true;
	for (unsigned i = 0; i < n; i++)
		if (!check_limit(v, op, vals[i], max, what))
			return false;
	return true;
}

/* A dimension of the static shape of operand i, -1 when unknown. */
static int64_t operand_dim(const IrOp *op, unsigned i, unsigned d)
{
	IrType *t = ir_value_type(ir_op_operand(op, i));
	if (t->kind != IR_TYPE_TENSOR || d >= t->shaped.rank)
		return -1;
	return t->shaped.dims[d];
}

/* Pools and convolutions: kernel, stride, pad and dilation, and the
   dilated kernel of a convolution (weight dims from first). */
static bool check_window(Validate *v, IrOp *op, const Level *lv)
{
	if (is_op(op, "avg_pool2d") || is_op(op, "max_pool2d"))
		return check_array(v, op, "kernel", lv->kernel, "kernel <= MAX_KERNEL") &&
		       check_array(v, op, "stride", lv->stride, "stride <= MAX_STRIDE") &&
		       check_array(v, op, "pad", lv->kernel, "pad <= MAX_KERNEL");
	static const char *const dilated[] = {"dilation_d * KD <= MAX_KERNEL", "dilation_y * KH <= MAX_KERNEL",
	                                      "dilation_x * KW <= MAX_KERNEL"};
	unsigned nd = is_op(op, "conv3d") ? 3 : 2, first = is_op(op, "depthwise_conv2d") ? 0 : 1;
	if (is_op(op, "conv2d") || is_op(op, "conv3d") || is_op(op, "depthwise_conv2d")) {
		if (!check_array(v, op, "dilation", lv->kernel, "dilation <= MAX_KERNEL") ||
		    !check_array(v, op, "pad", lv->kernel, "pad <= MAX_KERNEL") ||
		    !check_array(v, op, "stride", lv->stride, "stride <= MAX_STRIDE"))
			return false;
		int64_t dil[3];
		unsigned n = 0;
		if (!tosa_i64_array(op, "dilation", dil, 3, &n) || n != nd)
			return true;
		for (unsigned d = 0; d < nd; d++) {
			int64_t k = operand_dim(op, 1, first + d);
			if (k >= 0 && !check_limit(v, op, dil[d] * k, lv->kernel, dilated[d + 3 - nd]))
				return false;
		}
		return true;
	}
	if (is_op(op, "transpose_conv2d"))
		return (operand_dim(op, 1, 1) < 0 || check_limit(v, op, operand_dim(op, 1, 1), lv->kernel, "KH <= MAX_KERNEL")) &&
		       (operand_dim(op, 1, 2) < 0 || check_limit(v, op, operand_dim(op, 1, 2), lv->kernel, "KW <= MAX_KERNEL")) &&
		       check_array(v, op, "out_pad", lv->kernel, "pad <= MAX_KERNEL") &&
		       check_array(v, op, "stride", lv->stride, "stride <= MAX_STRIDE");
	if (is_op(op, "fft2d") || is_op(op, "rfft2d")) {
		for (unsigned i = 0; i < op->noperands; i++)
			if ((operand_dim(op, i, 1) >= 0 && !check_limit(v, op, operand_dim(op, i, 1), lv->kernel, "H <= MAX_KERNEL")) ||
			    (operand_dim(op, i, 2) >= 0 && !check_limit(v, op, operand_dim(op, i, 2), lv->kernel, "W <= MAX_KERNEL")))
				return false;
		return true;
	}
	if (is_op(op, "resize")) {
		int64_t s[4];
		unsigned n = 0;
		if (!tosa_const_shape_values(op, 1, s, 4, &n) || n != 4 || !s[1] || !s[3])
			return true;
		return check_limit(v, op, s[0] / s[1], lv->scale, "scale_y_n/scale_y_d <= MAX_SCALE") &&
		       check_limit(v, op, s[2] / s[3], lv->scale, "scale_x_n/scale_x_d <= MAX_SCALE");
	}
	return true;
}

static bool check_list(Validate *v, IrOp *op, unsigned n, const Level *lv, const char *what)
{
	if (n <= lv->list_size)
		return true;
	return fail(v, op, "failed level check for MAX_TENSOR_LIST_SIZE: %s", what);
}

/* MAX_TENSOR_LIST_SIZE of the ops that take or give lists of tensors. */
static bool check_lists(Validate *v, IrOp *op, const Level *lv)
{
	if (is_op(op, "concat"))
		return check_list(v, op, op->noperands, lv, "input1");
	if (is_op(op, "concat_shape"))
		return check_list(v, op, op->noperands, lv, "input");
	if (is_op(op, "custom"))
		return check_list(v, op, op->noperands, lv, "input_list") &&
		       check_list(v, op, op->nresults, lv, "output_list");
	if (is_op(op, "cond_if"))
		return check_list(v, op, op->noperands - 1, lv, "inputs") && check_list(v, op, op->nresults, lv, "outputs");
	if (is_op(op, "while_loop"))
		return check_list(v, op, op->noperands, lv, "inputs") && check_list(v, op, op->nresults, lv, "outputs");
	return true;
}

/* The regions between op and its function or module: TOSA's nesting
   depth. */
static bool check_nesting(Validate *v, IrOp *op, const Level *lv)
{
	if (!is_op(op, "cond_if") && !is_op(op, "while_loop"))
		return true;
	int64_t depth = 0;
	for (const IrOp *o = op; strcmp(ir_op_name(o)->s, "func.func") && strcmp(ir_op_name(o)->s, "builtin.module");) {
		o = ir_op_parent(o);
		if (!o)
			break;
		depth++;
	}
	if (depth < lv->nesting)
		return true;
	ir_emit_op_error(v->ctx, op, "failed level check: %lld >= MAX_NESTING", (long long)depth);
	v->failed = true;
	return false;
}

static void check_level(Validate *v, IrOp *op)
{
	if (v->env.level == TOSA_LEVEL_NONE)
		return;
	const Level *lv = &level_8k;
	if (check_shape_types(v, op, lv) && check_ranks_and_sizes(v, op, lv) && check_window(v, op, lv) &&
	    check_lists(v, op, lv))
		check_nesting(v, op, lv);
}

/* ---- attributes and variables ---- */

static void check_rounding(Validate *v, IrOp *op)
{
	IrAttr *mode = is_op(op, "rescale") ? ir_op_get_attr(op, "rounding_mode") : NULL;
	if (!mode)
		return;
	size_t n;
	const char *name = tosa_enum_value(mode->dialect.params, &n);
	if (n == 12 && !memcmp(name, "DOUBLE_ROUND", n) && !tosa_target_allows(&v->env, TOSA_EXT_DOUBLEROUND))
		fail(v, op, "failed attribute check: rounding_mode = DOUBLE_ROUND requires extension [%s]", "doubleround");
	else if (n == 13 && !memcmp(name, "INEXACT_ROUND", n) && !tosa_target_allows(&v->env, TOSA_EXT_INEXACTROUND))
		fail(v, op, "failed attribute check: rounding_mode = INEXACT_ROUND requires extension [%s]", "inexactround");
}

/* A variable is declared once; reads and writes name a declared one of
   their own type. */
static void check_variable(Validate *v, IrOp *op)
{
	if (is_op(op, "variable")) {
		IrAttr *name = ir_op_get_attr(op, "sym_name");
		IrType *t = variable_type(v->ctx, op);
		if (!name || !t)
			return;
		IrIdent *id = ir_ident(v->ctx, name->str->s, name->str->n);
		if (v->variables && ir_dict_get(v->variables, id)) {
			fail(v, op, "%s", "name has already been declared");
			return;
		}
		v->variables = ir_dict_set(v->ctx, v->variables, id, ir_attr_type(v->ctx, t));
		return;
	}
	if (!is_op(op, "variable_read") && !is_op(op, "variable_write"))
		return;
	IrAttr *name = ir_op_get_attr(op, "name");
	IrAttr *decl = NULL;
	if (name && name->kind == IR_ATTR_STRING && v->variables)
		decl = ir_dict_get(v->variables, ir_ident(v->ctx, name->str->s, name->str->n));
	if (!decl) {
		fail(v, op, "%s", "name has not been declared");
		return;
	}
	for (unsigned i = 0; i < op->noperands; i++)
		if (ir_value_type(ir_op_operand(op, i)) != decl->tval) {
			fail(v, op, "%s", "operand type does not equal variable type");
			return;
		}
	for (unsigned i = 0; i < op->nresults; i++)
		if (ir_value_type(&ir_op_results(op)[i]) != decl->tval) {
			fail(v, op, "%s", "result type does not equal variable type");
			return;
		}
}

/* ---- ERROR_IF conditions (strict-op-spec-alignment) ---- */

static void check_error_if_mul(Validate *v, IrOp *op)
{
	IrAttr *shift = tosa_constant_operand(op, 2);
	if (!shift)
		return;
	int64_t s = (int32_t)tosa_dense_int(shift, 0, true);
	IrType *in = tosa_elem(ir_value_type(ir_op_operand(op, 0)));
	if (in->kind == IR_TYPE_INTEGER && in->integer.width == 32) {
		if (s < 0 || s > 63) {
			ir_emit_op_error(v->ctx, op, "requires 0 <= shift && shift <= 63, but got: %lld", (long long)s);
			v->failed = true;
		}
	} else if (s) {
		ir_emit_op_error(v->ctx, op,
		                 "requires shift = 0 for all input data types that are not int32_t, but got: %lld",
		                 (long long)s);
		v->failed = true;
	}
}

static void check_error_if_table(Validate *v, IrOp *op)
{
	IrType *in = tosa_elem(ir_value_type(ir_op_operand(op, 0)));
	int64_t size = in->kind == IR_TYPE_INTEGER && in->integer.width == 8 ? 256 : 513;
	int64_t n = ir_type_num_elements(ir_value_type(ir_op_operand(op, 1)));
	if (n >= 0 && n != size) {
		ir_emit_op_error(v->ctx, op, "requires table size of %lld, got %lld", (long long)size, (long long)n);
		v->failed = true;
	}
}

static void check_error_if_rescale(Validate *v, IrOp *op)
{
	IrType *in = tosa_elem(ir_value_type(ir_op_operand(op, 0)));
	IrType *out = tosa_elem(ir_value_type(&ir_op_results(op)[0]));
	if (in->kind != IR_TYPE_INTEGER || out->kind != IR_TYPE_INTEGER)
		return;
	unsigned iw = in->integer.width, ow = out->integer.width;
	IrAttr *a;
	bool in_u = (a = ir_op_get_attr(op, "input_unsigned")) && a->kind == IR_ATTR_BOOL && a->b;
	bool out_u = (a = ir_op_get_attr(op, "output_unsigned")) && a->kind == IR_ATTR_BOOL && a->b;
	bool scale32 = (a = ir_op_get_attr(op, "scale32")) && a->kind == IR_ATTR_BOOL && a->b;
	IrAttr *mode = ir_op_get_attr(op, "rounding_mode");
	size_t n = 0;
	const char *m = mode ? tosa_enum_value(mode->dialect.params, &n) : "";
	const char *msg = NULL;
	if (scale32 && iw == 48)
		msg = "scale32 is not allowed with 48-bit input.";
	else if (!scale32 && n == 12 && !memcmp(m, "DOUBLE_ROUND", n))
		msg = "DOUBLE_ROUND is only allowed with scale32=true.";
	else if (in_u && out_u)
		msg = "input and output cannot be both unsigned.";
	else if (ow == 32 && in_u)
		msg = "i32 output type is not allowed with unsigned input.";
	else if (iw == 32 && out_u)
		msg = "i32 input type is not allowed with unsigned output.";
	else if (iw == 48 && out_u)
		msg = "i48 input type is not allowed with unsigned output.";
	else if (iw == 48 && in_u)
		msg = "i48 input type cannot be unsigned.";
	else if (iw == 32 && in_u)
		msg = "i32 input type cannot be unsigned.";
	else if (ow == 32 && out_u)
		msg = "i32 output type cannot be unsigned.";
	if (msg)
		fail(v, op, "%s", msg);
}

static void check_error_if_pad(Validate *v, IrOp *op)
{
	int64_t vals[64];
	unsigned n = 0;
	if (!tosa_const_shape_values(op, 1, vals, 64, &n))
		return;
	for (unsigned i = 0; i < n; i++)
		if (vals[i] < 0) {
			ir_emit_op_error(v->ctx, op, "padding value must all be non-negative, got %lld", (long long)vals[i]);
			v->failed = true;
			return;
		}
}

/* (in - 1) * n - offset + border must divide by d, giving out - 1 (MLIR
   checks it here as strictly as the spec, its verifier allows broadcasts). */
static bool check_resize_axis(Validate *v, IrOp *op, int64_t in, int64_t out, const int64_t *s, int64_t offset,
                              int64_t border, const char *axis, char c)
{
	if (in == IR_DYNAMIC)
		return true;
	int64_t num = (in - 1) * s[0] - offset + border;
	if (num % s[1]) {
		ir_emit_op_error(v->ctx, op,
		                 "expected (input_%s - 1) * scale_%c_n - offset_%c + border_%c to be wholly divisible by "
		                 "scale_%c_d, got ((%lld - 1) * %lld - %lld + %lld) / %lld",
		                 axis, c, c, c, c, (long long)in, (long long)s[0], (long long)offset, (long long)border,
		                 (long long)s[1]);
		v->failed = true;
		return false;
	}
	if (out != IR_DYNAMIC && num / s[1] + 1 != out) {
		ir_emit_op_error(v->ctx, op, "calculated output %s did not match expected: calculated=%lld, expected=%lld",
		                 axis, (long long)(num / s[1] + 1), (long long)out);
		v->failed = true;
		return false;
	}
	return true;
}

/* A range check of resize's offsets and borders against the numerators:
   lo * n <= value < hi * n. */
static bool check_resize_range(Validate *v, IrOp *op, int64_t value, int64_t n, int lo, int hi, const char *what)
{
	if (value >= lo * n && value < hi * n)
		return true;
	ir_emit_op_error(v->ctx, op, "expect %s to be in range [%d, %d), got %lld/%lld", what, lo, hi, (long long)value,
	                 (long long)n);
	v->failed = true;
	return false;
}

static void check_error_if_resize(Validate *v, IrOp *op)
{
	IrType *in = ir_value_type(ir_op_operand(op, 0)), *out = ir_value_type(&ir_op_results(op)[0]);
	if (in->kind != IR_TYPE_TENSOR || out->kind != IR_TYPE_TENSOR || in->shaped.rank != 4 || out->shaped.rank != 4) {
		fail(v, op, "%s", "expect ranked input/output tensor");
		return;
	}
	int64_t dims[4] = {out->shaped.dims[1], out->shaped.dims[2], in->shaped.dims[1], in->shaped.dims[2]};
	if (ir_type_num_elements(in) >= 0 && ir_type_num_elements(out) >= 0) {
		int64_t max = dims[0];
		for (unsigned i = 1; i < 4; i++)
			max = dims[i] > max ? dims[i] : max;
		if (max >= 16384) {
			StrBuf b = {0};
			tosa_list_str(&b, dims, 4);
			fail(v, op, "expect input/output height/width dims to be < 16384, got [OH, OW, IH, IW] = %s", b.s);
			sb_free(&b);
			return;
		}
	}
	int64_t s[4], offset[2], border[2];
	unsigned n = 0, no = 0, nb = 0;
	/* MLIR fails here without a word when a shape is not constant; that
	   is no ERROR_IF condition, and a failure must say why */
	if (!tosa_const_shape_values(op, 1, s, 4, &n) || n != 4)
		return;
	if (s[0] > (1 << 11) || s[2] > (1 << 11)) {
		ir_emit_op_error(v->ctx, op, "expect all scale numerator values to be <= (1 << 11), got scale_y_n=%lld, "
		                 "scale_x_n=%lld", (long long)s[0], (long long)s[2]);
		v->failed = true;
		return;
	}
	if (s[1] >= 16 * s[0] || s[3] >= 16 * s[2]) {
		ir_emit_op_error(v->ctx, op, "expect a downscale ratio larger than 1/16, got y=%lld/%lld, x=%lld/%lld",
		                 (long long)s[0], (long long)s[1], (long long)s[2], (long long)s[3]);
		v->failed = true;
		return;
	}
	if (!tosa_const_shape_values(op, 2, offset, 2, &no) || no != 2 ||
	    !tosa_const_shape_values(op, 3, border, 2, &nb) || nb != 2)
		return;
	if (check_resize_range(v, op, offset[0], s[0], -1, 16, "offsetY / scaleYNumerator") &&
	    check_resize_range(v, op, offset[1], s[2], -1, 16, "offsetX / scaleXNumerator") &&
	    check_resize_range(v, op, border[0], s[0], -16, 1, "borderY / scaleYNumerator") &&
	    check_resize_range(v, op, border[1], s[2], -16, 1, "borderX / scaleXNumerator") &&
	    check_resize_axis(v, op, dims[2], dims[0], s, offset[0], border[0], "height", 'y'))
		check_resize_axis(v, op, dims[3], dims[1], s + 2, offset[1], border[1], "width", 'x');
}

/* Constant indices of tosa.scatter ([N, W]) name each of the W places of
   a batch at most once. */
static void check_error_if_scatter(Validate *v, IrOp *op)
{
	IrAttr *indices = tosa_constant_operand(op, 1);
	IrType *t = ir_value_type(ir_op_operand(op, 1));
	if (!indices)
		return;
	if (t->kind != IR_TYPE_TENSOR) {
		fail(v, op, "%s", "expect ranked indices tensor");
		return;
	}
	if (t->shaped.rank != 2 || ir_type_num_elements(t) < 0)
		return;
	int64_t batches = t->shaped.dims[0], width = t->shaped.dims[1];
	for (int64_t n = 0; n < batches; n++)
		for (int64_t i = 0; i < width; i++)
			for (int64_t j = 0; j < i; j++)
				if (tosa_dense_int(indices, (unsigned)(n * width + i), true) ==
				    tosa_dense_int(indices, (unsigned)(n * width + j), true)) {
					fail(v, op, "%s", "indices values contain duplicates");
					return;
				}
}

/* Whether r is region or lies inside it. */
static bool region_within(IrRegion *r, const IrRegion *region)
{
	while (r && r != region) {
		IrOp *owner = ir_region_parent(r);
		r = owner && ir_op_block(owner) ? ir_block_parent(ir_op_block(owner)) : NULL;
	}
	return r == region;
}

static bool uses_outside(IrOp *o, void *user)
{
	IrRegion *region = user;
	for (unsigned i = 0; i < o->noperands; i++)
		if (!region_within(ir_block_parent(ir_value_block(ir_op_operand(o, i))), region))
			return false;
	return true;
}

/* A cond_if's or while_loop's regions use no value from outside them. */
static void check_isolated(Validate *v, IrOp *op, const char *first, const char *second)
{
	const char *names[2] = {first, second};
	for (unsigned r = 0; r < 2 && r < ir_op_nregions(op); r++) {
		IrRegion *region = &ir_op_regions(op)[r];
		bool isolated = true;
		for (IrBlock *b = ir_region_first(region); b && isolated; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o && isolated; o = ir_op_next(o))
				isolated = ir_walk(o, uses_outside, region);
		if (!isolated) {
			fail(v, op, "is not conformant to the TOSA specification. It requires the '%s' region is "
			            "isolated from above.\n", names[r]);
			return;
		}
	}
}

static void check_error_if(Validate *v, IrOp *op)
{
	if (is_op(op, "resize"))
		check_error_if_resize(v, op);
	else if (is_op(op, "mul"))
		check_error_if_mul(v, op);
	else if (is_op(op, "table"))
		check_error_if_table(v, op);
	else if (is_op(op, "rescale"))
		check_error_if_rescale(v, op);
	else if (is_op(op, "pad"))
		check_error_if_pad(v, op);
	else if (is_op(op, "scatter"))
		check_error_if_scatter(v, op);
	else if (is_op(op, "cond_if"))
		check_isolated(v, op, "then", "else");
	else if (is_op(op, "while_loop"))
		check_isolated(v, op, "cond", "body");
}

/* ---- profiles and extensions (strict-op-spec-alignment) ---- */

/* The modes (bits of the places in names) that need: all of them or any,
   of the nhave the target has; why (may be empty) follows them in the
   message. */
static bool check_modes(Validate *v, IrOp *op, unsigned need, bool all, const char *const *names,
                        const uint8_t *have, unsigned nhave, const char *why)
{
	unsigned present = 0;
	for (unsigned i = 0; i < nhave; i++)
		present |= 1u << have[i];
	if (!need || (all ? (need & present) == need : (need & present) != 0))
		return true;
	StrBuf list = {0};
	for (unsigned m = 0; names[m]; m++)
		if (need & (1u << m))
			sb_printf(&list, "%s%s", list.len ? ", " : "", names[m]);
	const char *several = !(need & (need - 1)) ? "" : all ? "all of " : "any of ";
	ir_emit_op_error(v->ctx, op, "illegal: requires %s[%s]%s but not enabled in target\n", several, list.s, why);
	v->failed = true;
	sb_free(&list);
	return false;
}

/* The profiles, then the extensions, the op's element types need must be
   in the target, and the row that names them of the target's version or
   older; a type signature no row of the spec's tables names is not
   checked. */
static bool check_compliance(Validate *v, IrOp *op)
{
	StrBuf sig = {0};
	tosa_profile_signature(op, &sig);
	const char *name = ir_op_name(op)->s + 5, *s = sig.s ? sig.s : "";
	bool ok = check_modes(v, op, tosa_profile_required(name, s), false, tosa_profiles, v->env.profiles,
	                      v->env.nprofiles, "");
	unsigned ext = ok ? tosa_extension_required(name, s) : 0;
	sb_free(&sig);
	ok = ok && check_modes(v, op, ext & ~(TOSA_NEEDS_ALL | TOSA_NEEDS_V1_1), ext & TOSA_NEEDS_ALL,
	                       tosa_extensions, v->env.extensions, v->env.nextensions, "");
	/* each extension needed works only with its profiles */
	for (unsigned e = 0; ok && tosa_extensions[e]; e++)
		if (ext & (1u << e))
			ok = check_modes(v, op, tosa_extension_profiles(e), false, tosa_profiles, v->env.profiles,
			                 v->env.nprofiles, " to work with");
	if (ok && (ext & TOSA_NEEDS_V1_1) && v->env.version < TOSA_V1_1_DRAFT)
		ok = fail(v, op, "illegal: the target specification version (%s) is not backwards compatible with the op "
		                 "compliance specification version (1.1)\n", tosa_versions[v->env.version]);
	return ok;
}

/* The op's element types must be a signature some row of the tables
   names, unless the tables give none of the op's types (MLIR's
   checkInvalid): the message suggests the row closest to them. */
static bool check_listed(Validate *v, IrOp *op)
{
	StrBuf sig = {0}, best = {0};
	tosa_profile_signature(op, &sig);
	bool ok = !sig.len || tosa_signature_listed(ir_op_name(op)->s + 5, sig.s, &best);
	if (!ok) {
		for (size_t i = 0; i < sig.len; i++)
			sig.s[i] = sig.s[i] == ' ' ? ',' : sig.s[i];
		for (size_t i = 0; i < best.len; i++)
			best.s[i] = best.s[i] == ' ' ? ',' : best.s[i];
		ir_emit_op_error(v->ctx, op,
		                 "illegal: operation operand/result data types did not align with any profile or "
		                 "extension, got (%s), did you mean (%s)? Otherwise, please refer to the 'supported data "
		                 "types' for '%s' in the specification.",
		                 sig.s, best.s, ir_op_name(op)->s);
		v->failed = true;
	}
	sb_free(&sig);
	sb_free(&best);
	return ok;
}

/* ---- the walk ---- */

static void validate_op(Validate *v, IrOp *op)
{
	if (strncmp(ir_op_name(op)->s, "tosa.", 5))
		return;
	if (!check_elements(v, op) || (v->strict && !check_compliance(v, op)) ||
	    (!v->allow_invalid && !check_listed(v, op)))
		return;
	check_constant_operands(v, op);
	check_level(v, op);
	check_rounding(v, op);
	check_variable(v, op);
	if (v->strict)
		check_error_if(v, op);
}

/* MLIR's walk: an op after the ops of its regions. */
static void walk_post(Validate *v, IrOp *op)
{
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				walk_post(v, o);
	validate_op(v, op);
}

/* The target's extensions must exist in its version: MLIR 22 refuses the
   first that does not, at the module's location (without the op), and
   validates nothing more. */
static bool check_target_version(Validate *v, IrOp *module)
{
	for (unsigned i = 0; i < v->env.nextensions; i++) {
		TosaExtension e = v->env.extensions[i];
		if (v->env.version < tosa_extension_version(e)) { /* 1.1, the only later one */
			ir_diag_at(v->ctx, IR_DIAG_ERROR, module->src_pos,
			           "extension '%s' is not compatible with the target version %s, minimum required version is 1.1",
			           tosa_extensions[e], tosa_versions[v->env.version]);
			return false;
		}
	}
	return true;
}

static bool run(PassRun *r, IrOp *op)
{
	Validate v = {.ctx = r->ctx, .env = tosa_target_env_of(op),
	              .strict = pass_option_bool(r, "strict-op-spec-alignment"),
	              .allow_invalid = pass_option_bool(r, "allow-invalid-op-datatype-combinations")};
	if (!check_target_version(&v, op))
		return false;
	walk_post(&v, op);
	return !v.failed;
}

static const PassOptionDef options[] = {
	{"allow-invalid-op-datatype-combinations", PASS_OPT_BOOL, "false",
	 "Disable checks for operations that are determined to be invalid due to their operand/result datatypes not "
	 "aligning with the 'Supported Data Types' sections of the specifciation",
	 NULL, NULL},
	{"strict-op-spec-alignment", PASS_OPT_BOOL, "false",
	 "Verify if the properties of certain operations align the spec requirement", NULL, NULL},
	{NULL, 0, NULL, NULL, NULL, NULL},
};

const PassDef pass_tosa_validate = {
	.arg = "tosa-validate",
	.name = "TosaValidation",
	.summary = "Validates TOSA dialect",
	.anchor = "builtin.module",
	.options = options,
	.run = run,
};
