/* tosa_to_spirv.c: the lowering of TOSA ops to the spirv dialect's
   spirv.Tosa.* ops (one per instruction of the TOSA.001000.1 extended
   instruction set), constants, identities and mapped tosa.custom ops, and
   the type conversion it rests on; as MLIR's TosaToSPIRVTosaOps.cpp,
   TosaToSPIRVTosaCustom.cpp and the type converter of
   TosaToSPIRVTosaPass.cpp. */
#include "tosa_to_spirv.h"

IrType *tosa_spirv_dialect_type(IrContext *ctx, const char *body)
{
	return ir_type_dialect(ctx, ir_ident_cstr(ctx, "spirv"), ir_ident_cstr(ctx, body), true, NULL);
}

IrAttr *tosa_spirv_dialect_attr(IrContext *ctx, const char *body)
{
	return ir_attr_dialect(ctx, ir_ident_cstr(ctx, "spirv"), ir_ident_cstr(ctx, body), true, NULL, NULL);
}

IrOp *tosa_spirv_op_before(IrContext *ctx, IrOp *before, const char *name, unsigned nresults,
                           IrType **types, unsigned noperands, IrValue **operands, IrAttr *props)
{
	IrOpState st = {
		.name = ir_ident_cstr(ctx, name),
		.nresults = nresults,
		.noperands = noperands,
		.result_types = types,
		.operands = operands,
		.props = props,
		.loc = ir_op_loc_if_set(before),
	};
	IrOp *op = ir_op_create(ctx, &st);
	/* before's location, made only when asked for, as before's own */
	op->src_pos = before->src_pos;
	ir_block_insert_before(before, op);
	return op;
}

/* ---- types ---- */

/* Integer widths SPIR-V tensors cannot hold take the next one that it can. */
static IrType *convert_int(IrContext *ctx, IrType *t)
{
	if (t->kind == IR_TYPE_INDEX)
		return ir_type_int(ctx, 32, IR_SIGNLESS);
	if (t->kind != IR_TYPE_INTEGER)
		return t;
	if (t->integer.width == 48)
		return ir_type_int(ctx, 64, t->integer.sign);
	if (t->integer.width == 4)
		return ir_type_int(ctx, 8, t->integer.sign);
	return t;
}

static IrType *arm_tensor(IrContext *ctx, int rank, const int64_t *dims, IrType *elem)
{
	StrBuf b = {0};
	sb_puts(&b, "arm.tensor<");
	if (rank < 0)
		sb_puts(&b, "*x");
	for (int i = 0; i < rank; i++) {
		if (dims[i] == IR_DYNAMIC)
			sb_putc(&b, '?');
		else
			sb_put_i64(&b, dims[i]);
		sb_putc(&b, 'x');
	}
	print_type_str(&b, elem);
	sb_putc(&b, '>');
	IrType *t = tosa_spirv_dialect_type(ctx, b.s);
	sb_free(&b);
	return t;
}

/* The rank N of `!tosa.shape<N>`, -1 for another type. */
static int64_t tosa_shape_rank(const IrType *t)
{
	if (t->kind != IR_TYPE_DIALECT || strcmp(t->dialect.ns->s, "tosa") || strncmp(t->dialect.body->s, "shape<", 6))
		return -1;
	return strtoll(t->dialect.body->s + 6, NULL, 10);
}

/* The static shape a converted ranked tensor of `t` has ([1] for rank 0),
   into dims; its rank, or -1 when a dimension is zero (no SPIR-V type). */
static int converted_shape(const IrType *t, int64_t *dims)
{
	unsigned rank = t->shaped.rank;
	if (rank == 0) {
		dims[0] = 1;
		return 1;
	}
	bool dynamic = false, sized = false;
	for (unsigned i = 0; i < rank; i++) {
		if (t->shaped.dims[i] == 0)
			return -1;
		dynamic |= t->shaped.dims[i] == IR_DYNAMIC;
		sized |= t->shaped.dims[i] > 0;
	}
	/* SPIR-V tensors are either shaped or not at all */
	for (unsigned i = 0; i < rank; i++)
		dims[i] = dynamic && sized ? IR_DYNAMIC : t->shaped.dims[i];
	return (int)rank;
}

IrType *tosa_spirv_type(IrContext *ctx, IrType *t)
{
	int64_t shape_rank = tosa_shape_rank(t);
	if (shape_rank >= 0) {
		int64_t n = shape_rank > 1 ? shape_rank : 1;
		return arm_tensor(ctx, 1, &n, ir_type_int(ctx, 32, IR_SIGNLESS));
	}
	if (t->kind == IR_TYPE_UNRANKED_TENSOR)
		return arm_tensor(ctx, -1, NULL, convert_int(ctx, t->shaped.elem));
	if (t->kind == IR_TYPE_TENSOR) {
		int64_t *dims = xmalloc((t->shaped.rank + 1) * sizeof *dims);
		int rank = converted_shape(t, dims);
		IrType *r = rank < 0 ? NULL : arm_tensor(ctx, rank, dims, convert_int(ctx, t->shaped.elem));
		free(dims);
		return r;
	}
	if (t->kind == IR_TYPE_INTEGER || t->kind == IR_TYPE_INDEX)
		return convert_int(ctx, t);
	if (t->kind == IR_TYPE_FLOAT)
		return t;
	return NULL;
}

/* ---- dense elements ---- */

/* Elements of the SPIR-V tensor type of `rank` static dims of elem: built
   for the builtin tensor of that shape first, which stores equal elements
   as a splat, then kept with the SPIR-V type, as the reader keeps a
   `dense<...> : !spirv.arm.tensor<...>` it reads. */
static IrAttr *spirv_elements(IrContext *ctx, int rank, const int64_t *dims, IrType *elem, bool splat,
                              const unsigned char *data, size_t nbytes)
{
	IrAttr *a = ir_attr_dense(ctx, ir_type_tensor(ctx, (unsigned)rank, dims, elem, NULL), splat, data, nbytes);
	return ir_attr_dense_retyped(ctx, arm_tensor(ctx, rank, dims, elem), a);
}

static int64_t read_sext(const unsigned char *p, size_t eb, unsigned width)
{
	uint64_t v = 0;
	for (size_t i = 0; i < eb && i < 8; i++)
		v |= (uint64_t)p[i] << (8 * i);
	if (width < 64) {
		uint64_t sign = 1ull << (width - 1);
		v &= (sign << 1) - 1;
		v = (v ^ sign) - sign;
	}
	return (int64_t)v;
}

static void write_le(unsigned char *p, size_t eb, int64_t v)
{
	for (size_t i = 0; i < eb; i++)
		p[i] = (unsigned char)((uint64_t)v >> (8 * i));
}

/* A rank-1 i32 tensor constant of the n values. */
static IrAttr *i32_elements(IrContext *ctx, unsigned n, const int64_t *values)
{
	unsigned char *data = xmalloc(4 * (size_t)n + 1);
	for (unsigned i = 0; i < n; i++)
		write_le(data + 4 * i, 4, values[i]);
	int64_t dim = n;
	IrAttr *a = spirv_elements(ctx, 1, &dim, ir_type_int(ctx, 32, IR_SIGNLESS), false, data, 4 * (size_t)n);
	free(data);
	return a;
}

/* The values of a tosa.const or tosa.const_shape rebuilt for its
   converted type: integers sign-extended or truncated to the converted
   width (index to i32, i4 to i8, i48 to i64), rank 0 as shape [1]. An
   empty shape (tensor<0xindex>) has no SPIR-V tensor: it becomes the one
   element 1, as MLIR's lowering writes it. NULL for what is no dense
   attribute. */
static IrAttr *convert_values(IrContext *ctx, IrAttr *values, IrType *from)
{
	if (values->kind != IR_ATTR_DENSE || ir_attr_type_of(values)->kind != IR_TYPE_TENSOR)
		return NULL;
	IrType *vt = ir_attr_type_of(values), *elem = convert_int(ctx, vt->shaped.elem);
	int64_t *dims = xmalloc((vt->shaped.rank + 1) * sizeof *dims);
	int rank;
	IrAttr *r = NULL;
	if (tosa_shape_rank(from) == 0 || ir_type_num_elements(vt) == 0) {
		int64_t one = 1;
		r = i32_elements(ctx, 1, &one);
	} else if ((rank = converted_shape(vt, dims)) > 0) {
		if (elem == vt->shaped.elem) {
			r = spirv_elements(ctx, rank, dims, elem, values->dense.splat, ir_dense_data(values),
			                   values->dense.nbytes);
		} else {
			size_t from_eb = ir_dense_elem_bytes(vt->shaped.elem), to_eb = ir_dense_elem_bytes(elem);
			size_t n = values->dense.nbytes / from_eb;
			unsigned width = ir_type_bit_width(vt->shaped.elem);
			unsigned char *data = xmalloc(n * to_eb + 1);
			for (size_t i = 0; i < n; i++)
				write_le(data + i * to_eb, to_eb, read_sext(ir_dense_data(values) + i * from_eb, from_eb, width));
			r = spirv_elements(ctx, rank, dims, elem, values->dense.splat, data, n * to_eb);
			free(data);
		}
	}
	free(dims);
	return r;
}

/* ---- attributes ---- */

/* The value inside a TOSA enum attribute's body (`nan_mode<PROPAGATE>`). */
static const char *enum_word(const IrAttr *a, size_t *n)
{
	if (!a || a->kind != IR_ATTR_DIALECT)
		return NULL;
	const char *lt = strchr(a->dialect.body->s, '<');
	if (!lt)
		return NULL;
	*n = strcspn(lt + 1, ">");
	return lt + 1;
}

/* A TOSA enum value as the spirv dialect's enum attribute `mnemonic`:
   words[] pairs TOSA's spelling with SPIR-V's. */
static IrAttr *enum_attr(IrContext *ctx, const IrAttr *a, const char *mnemonic, const char *const words[][2],
                         const char *absent)
{
	size_t n;
	const char *w = enum_word(a, &n);
	const char *value = w ? NULL : absent;
	for (unsigned i = 0; w && words[i][0]; i++)
		if (strlen(words[i][0]) == n && !memcmp(words[i][0], w, n))
			value = words[i][1];
	if (!value)
		return NULL;
	StrBuf b = {0};
	sb_printf(&b, "%s<%s>", mnemonic, value);
	IrAttr *r = tosa_spirv_dialect_attr(ctx, b.s);
	sb_free(&b);
	return r;
}

static const char *const nan_modes[][2] = {{"PROPAGATE", "Propagate"}, {"IGNORE", "Ignore"}, {NULL, NULL}};
static const char *const resize_modes[][2] = {
	{"NEAREST_NEIGHBOR", "NearestNeighbor"}, {"BILINEAR", "Bilinear"}, {NULL, NULL}};
static const char *const rounding_modes[][2] = {
	{"SINGLE_ROUND", "SingleRound"}, {"INEXACT_ROUND", "InexactRound"}, {"DOUBLE_ROUND", "DoubleRound"},
	{NULL, NULL}};

/* acc_type, a type in TOSA, as TOSA.001000.1's accumulator enum. */
static IrAttr *acc_type_attr(IrContext *ctx, const IrAttr *a)
{
	if (!a || a->kind != IR_ATTR_TYPE)
		return NULL;
	IrType *t = a->tval;
	const char *v = NULL;
	if (t->kind == IR_TYPE_INTEGER)
		v = t->integer.width == 32 ? "INT32" : t->integer.width == 48 ? "INT48" : NULL;
	else if (t->kind == IR_TYPE_FLOAT)
		v = t->fkind == IR_F16 ? "FP16" : t->fkind == IR_F32 ? "FP32" : NULL;
	if (!v)
		return NULL;
	char body[40];
	snprintf(body, sizeof body, "tosa_ext_acc_type<%s>", v);
	return tosa_spirv_dialect_attr(ctx, body);
}

/* A TOSA `array<i64: ...>` (or i32) as the instruction set's i32 shape:
   dense elements of a rank-1 arm.tensor of i32, as upstream stores it. */
static IrAttr *i32_array_attr(IrContext *ctx, const IrAttr *a)
{
	unsigned width = ir_type_bit_width(ir_attr_type_of(a));
	unsigned char *data = xmalloc(4 * (size_t)a->darray.n + 1);
	for (unsigned i = 0; i < a->darray.n; i++) {
		int64_t x = width < 64 ? read_sext((const unsigned char *)&a->darray.elems[i], 8, width)
		                       : (int64_t)a->darray.elems[i];
		for (int b = 0; b < 4; b++)
			data[4 * i + b] = (unsigned char)((uint64_t)x >> (8 * b));
	}
	int64_t n = a->darray.n;
	IrAttr *r = ir_attr_dense(ctx, arm_tensor(ctx, 1, &n, ir_type_int(ctx, 32, IR_SIGNLESS)), false, data, 4 * (size_t)n);
	free(data);
	return r;
}

/* One attribute of a spirv.Tosa op from its TOSA op's attribute of the same
   name (TOSA 1.0 and TOSA.001000.1 name them alike), or the TOSA default
   of one left out (nan_mode PROPAGATE, local_bound false); NULL when the
   TOSA op lacks it or holds what has no SPIR-V value. */
static IrAttr *convert_attr(IrContext *ctx, const IrOp *op, const char *name)
{
	IrAttr *a = ir_op_get_attr(op, name);
	if (!strcmp(name, "nan_mode"))
		return enum_attr(ctx, a, "tosa_ext_nan_propagation_mode_type", nan_modes, "Propagate");
	if (!strcmp(name, "mode"))
		return enum_attr(ctx, a, "tosa_ext_resize_mode_type", resize_modes, NULL);
	if (!strcmp(name, "rounding_mode"))
		return enum_attr(ctx, a, "tosa_ext_rounding_mode_type", rounding_modes, NULL);
	if (!strcmp(name, "acc_type"))
		return acc_type_attr(ctx, a);
	if (a && a->kind == IR_ATTR_DENSE_ARRAY)
		return i32_array_attr(ctx, a);
	/* TOSA's DefaultValuedAttr: left out when false */
	if (!a && !strcmp(name, "local_bound"))
		return ir_attr_bool(ctx, false);
	return a;
}

/* ---- the ops ---- */

/* A TOSA op with a TOSA.001000.1 instruction: its spirv.Tosa op and the
   attributes that op takes, in the instruction's operand order (the
   grammar's), space-separated. Every TOSA operand is passed on as it is,
   in order: zero points, shifts, multipliers, shapes and pad values are
   tensor inputs in TOSA 1.0 as in the instruction set. ORDER: the
   instruction set's opcodes 0..65. */
static const struct {
	const char *tosa, *spirv, *attrs;
} lowered_ops[] = {
	{"tosa.argmax", "spirv.Tosa.ArgMax", "axis nan_mode"},
	{"tosa.avg_pool2d", "spirv.Tosa.AvgPool2D", "kernel stride pad acc_type"},
	{"tosa.conv2d", "spirv.Tosa.Conv2D", "pad stride dilation acc_type local_bound"},
	{"tosa.conv3d", "spirv.Tosa.Conv3D", "pad stride dilation acc_type local_bound"},
	{"tosa.depthwise_conv2d", "spirv.Tosa.DepthwiseConv2D", "pad stride dilation acc_type local_bound"},
	{"tosa.fft2d", "spirv.Tosa.FFT2D", "inverse local_bound"},
	{"tosa.matmul", "spirv.Tosa.MatMul", ""},
	{"tosa.max_pool2d", "spirv.Tosa.MaxPool2D", "kernel stride pad nan_mode"},
	{"tosa.rfft2d", "spirv.Tosa.RFFT2D", "local_bound"},
	{"tosa.transpose_conv2d", "spirv.Tosa.TransposeConv2D", "out_pad stride acc_type local_bound"},
	{"tosa.clamp", "spirv.Tosa.Clamp", "min_val max_val nan_mode"},
	{"tosa.erf", "spirv.Tosa.Erf", ""},
	{"tosa.sigmoid", "spirv.Tosa.Sigmoid", ""},
	{"tosa.tanh", "spirv.Tosa.Tanh", ""},
	{"tosa.add", "spirv.Tosa.Add", ""},
	{"tosa.arithmetic_right_shift", "spirv.Tosa.ArithmeticRightShift", "round"},
	{"tosa.bitwise_and", "spirv.Tosa.BitwiseAnd", ""},
	{"tosa.bitwise_or", "spirv.Tosa.BitwiseOr", ""},
	{"tosa.bitwise_xor", "spirv.Tosa.BitwiseXor", ""},
	{"tosa.intdiv", "spirv.Tosa.IntDiv", ""},
	{"tosa.logical_and", "spirv.Tosa.LogicalAnd", ""},
	{"tosa.logical_left_shift", "spirv.Tosa.LogicalLeftShift", ""},
	{"tosa.logical_right_shift", "spirv.Tosa.LogicalRightShift", ""},
	{"tosa.logical_or", "spirv.Tosa.LogicalOr", ""},
	{"tosa.logical_xor", "spirv.Tosa.LogicalXor", ""},
	{"tosa.maximum", "spirv.Tosa.Maximum", "nan_mode"},
	{"tosa.minimum", "spirv.Tosa.Minimum", "nan_mode"},
	{"tosa.mul", "spirv.Tosa.Mul", ""},
	{"tosa.pow", "spirv.Tosa.Pow", ""},
	{"tosa.sub", "spirv.Tosa.Sub", ""},
	{"tosa.table", "spirv.Tosa.Table", ""},
	{"tosa.abs", "spirv.Tosa.Abs", ""},
	{"tosa.bitwise_not", "spirv.Tosa.BitwiseNot", ""},
	{"tosa.ceil", "spirv.Tosa.Ceil", ""},
	{"tosa.clz", "spirv.Tosa.Clz", ""},
	{"tosa.cos", "spirv.Tosa.Cos", ""},
	{"tosa.exp", "spirv.Tosa.Exp", ""},
	{"tosa.floor", "spirv.Tosa.Floor", ""},
	{"tosa.log", "spirv.Tosa.Log", ""},
	{"tosa.logical_not", "spirv.Tosa.LogicalNot", ""},
	{"tosa.negate", "spirv.Tosa.Negate", ""},
	{"tosa.reciprocal", "spirv.Tosa.Reciprocal", ""},
	{"tosa.rsqrt", "spirv.Tosa.Rsqrt", ""},
	{"tosa.sin", "spirv.Tosa.Sin", ""},
	{"tosa.select", "spirv.Tosa.Select", ""},
	{"tosa.equal", "spirv.Tosa.Equal", ""},
	{"tosa.greater", "spirv.Tosa.Greater", ""},
	{"tosa.greater_equal", "spirv.Tosa.GreaterEqual", ""},
	{"tosa.reduce_all", "spirv.Tosa.ReduceAll", "axis"},
	{"tosa.reduce_any", "spirv.Tosa.ReduceAny", "axis"},
	{"tosa.reduce_max", "spirv.Tosa.ReduceMax", "axis nan_mode"},
	{"tosa.reduce_min", "spirv.Tosa.ReduceMin", "axis nan_mode"},
	{"tosa.reduce_product", "spirv.Tosa.ReduceProduct", "axis"},
	{"tosa.reduce_sum", "spirv.Tosa.ReduceSum", "axis"},
	{"tosa.concat", "spirv.Tosa.Concat", "axis"},
	{"tosa.pad", "spirv.Tosa.Pad", ""},
	{"tosa.reshape", "spirv.Tosa.Reshape", ""},
	{"tosa.reverse", "spirv.Tosa.Reverse", "axis"},
	{"tosa.slice", "spirv.Tosa.Slice", ""},
	{"tosa.tile", "spirv.Tosa.Tile", ""},
	{"tosa.transpose", "spirv.Tosa.Transpose", "perms"},
	{"tosa.gather", "spirv.Tosa.Gather", ""},
	{"tosa.scatter", "spirv.Tosa.Scatter", ""},
	{"tosa.resize", "spirv.Tosa.Resize", "mode"},
	{"tosa.cast", "spirv.Tosa.Cast", ""},
	{"tosa.rescale", "spirv.Tosa.Rescale", "scale32 rounding_mode per_channel input_unsigned output_unsigned"},
};
#define NLOWERED (sizeof lowered_ops / sizeof *lowered_ops)

/* MLIR's words for an op no pattern lowers (DialectConversion). */
static bool not_legalized(IrContext *ctx, IrOp *op)
{
	ir_diag_op(ctx, IR_DIAG_ERROR, op, "failed to legalize operation '%s'%s", ir_op_name(op)->s,
	           strncmp(ir_op_name(op)->s, "tosa.", 5) ? "" : " that was explicitly marked illegal");
	return false;
}

/* tosa_spirv_type's, made once per type */
static IrType *converted(TosaSpirv *ts, IrType *t)
{
	IrType *c = pm_get(&ts->types, t);
	if (!c && (c = tosa_spirv_type(ts->ctx, t)))
		pm_put(&ts->types, t, c);
	return c;
}

/* The converted types of op's results into types; false if one has none. */
static bool convert_results(TosaSpirv *ts, const IrOp *op, IrType **types)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (!(types[i] = converted(ts, ir_value_type(&ir_op_results(op)[i]))))
			return false;
	return true;
}

/* `!spirv.struct<(T0, T1, ...)>` of the n types. */
static IrType *struct_type(IrContext *ctx, unsigned n, IrType **types)
{
	StrBuf b = {0};
	sb_puts(&b, "struct<(");
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(&b, ", ");
		print_type_str(&b, types[i]);
	}
	sb_puts(&b, ")>");
	IrType *t = tosa_spirv_dialect_type(ctx, b.s);
	sb_free(&b);
	return t;
}

/* An op of several results is one of a struct: its members are taken out
   by spirv.CompositeExtract, in order, into values. */
static void extract_members(IrContext *ctx, IrOp *before, IrValue *whole, unsigned n, IrType **types,
                            IrValue **values)
{
	IrIdent *indices = ir_ident_cstr(ctx, "indices");
	for (unsigned i = 0; i < n; i++) {
		IrAttr *index = ir_attr_int(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), i);
		IrNamedAttr p = {indices, ir_attr_array(ctx, 1, &index)};
		IrOp *x = tosa_spirv_op_before(ctx, before, "spirv.CompositeExtract", 1, &types[i], 1, &whole,
		                               ir_attr_dict(ctx, 1, &p, NULL));
		values[i] = &ir_op_results(x)[0];
	}
}

/* Builds `name` before op from the operands, giving op's results: one
   result directly, several as the members of a struct. */
static void replace_with(IrContext *ctx, IrOp *op, const char *name, IrType **types, unsigned noperands,
                         IrValue **operands, IrAttr *props)
{
	IrType *type = op->nresults == 1 ? types[0] : struct_type(ctx, op->nresults, types);
	IrOp *n = tosa_spirv_op_before(ctx, op, name, 1, &type, noperands, operands, props);
	IrValue **values = xmalloc(op->nresults * sizeof *values);
	if (op->nresults == 1)
		values[0] = &ir_op_results(n)[0];
	else
		extract_members(ctx, op, &ir_op_results(n)[0], op->nresults, types, values);
	ir_op_replace(ctx, op, values);
	free(values);
}

/* The most inputs one spirv.Tosa.Concat takes: more make an instruction
   spirv-val rejects for its operand count, so a longer concat is chained. */
#define MAX_CONCAT_INPUTS 64

/* The dimensions of a ranked !spirv.arm.tensor type's body, as written
   (`arm.tensor<2x?x4xi8>`): the text of dimension `axis`, NULL for an
   unranked one. */
static const char *arm_dim(const IrType *t, int64_t axis)
{
	const char *p = t->dialect.body->s + strlen("arm.tensor<");
	if (*p == '*')
		return NULL;
	for (int64_t d = 0; d < axis; d++)
		p = strchr(p, 'x') + 1;
	return p;
}

/* A concat of more than MAX_CONCAT_INPUTS inputs as a chain: each full
   chunk is concatenated and its result starts the next chunk, its axis
   dimension the sum of its inputs' (dynamic if one is). Only ranked
   tensors split, as in MLIR. */
static bool split_concat(IrContext *ctx, IrOp *op, IrType *type, IrAttr *props, IrValue **in)
{
	IrAttr *axis_attr = ir_op_get_attr(op, "axis");
	int64_t axis = axis_attr ? (int64_t)axis_attr->words[0] : 0;
	const char *at = arm_dim(type, axis);
	for (unsigned i = 0; at && i < op->noperands; i++)
		if (!arm_dim(ir_value_type(in[i]), axis))
			at = NULL;
	if (!at)
		return not_legalized(ctx, op);
	IrValue **chunk = xmalloc((MAX_CONCAT_INPUTS + 1) * sizeof *chunk);
	unsigned n = 0;
	int64_t axis_dim = 0;
	for (unsigned i = 0; i < op->noperands; i++) {
		const char *d = arm_dim(ir_value_type(in[i]), axis);
		if (axis_dim != IR_DYNAMIC)
			axis_dim = *d == '?' ? IR_DYNAMIC : axis_dim + strtoll(d, NULL, 10);
		chunk[n++] = in[i];
		if (n != MAX_CONCAT_INPUTS || i == op->noperands - 1)
			continue;
		/* the result's type with the chunk's axis dimension */
		StrBuf b = {0};
		const char *body = type->dialect.body->s;
		sb_putn(&b, body, (size_t)(at - body));
		if (axis_dim == IR_DYNAMIC)
			sb_putc(&b, '?');
		else
			sb_put_i64(&b, axis_dim);
		sb_puts(&b, strchr(at, 'x'));
		IrType *t = tosa_spirv_dialect_type(ctx, b.s);
		sb_free(&b);
		IrOp *c = tosa_spirv_op_before(ctx, op, "spirv.Tosa.Concat", 1, &t, n, chunk, props);
		chunk[0] = &ir_op_results(c)[0];
		n = 1;
	}
	IrOp *last = tosa_spirv_op_before(ctx, op, "spirv.Tosa.Concat", 1, &type, n, chunk, props);
	IrValue *v = &ir_op_results(last)[0];
	ir_op_replace(ctx, op, &v);
	free(chunk);
	return true;
}

/* A spirv.Tosa op from its table entry. */
static bool lower_tosa_op(TosaSpirv *ts, IrOp *op, unsigned k)
{
	IrContext *ctx = ts->ctx;
	IrType **types = xmalloc((op->nresults + 1) * sizeof *types);
	bool ok = convert_results(ts, op, types);
	IrNamedAttr props[8];
	unsigned nprops = 0;
	for (const char *a = lowered_ops[k].attrs; ok && *a;) {
		size_t n = strcspn(a, " ");
		char name[32];
		snprintf(name, sizeof name, "%.*s", (int)n, a);
		IrAttr *v = convert_attr(ctx, op, name);
		if (!v)
			ok = false;
		else
			props[nprops++] = (IrNamedAttr){ir_ident_cstr(ctx, name), v};
		a += n + (a[n] == ' ');
	}
	if (!ok) {
		free(types);
		return not_legalized(ctx, op);
	}
	IrAttr *dict = nprops ? ir_attr_dict(ctx, nprops, props, NULL) : NULL;
	IrValue **in = ir_op_operand_values(op);
	if (!strcmp(ir_op_name(op)->s, "tosa.concat") && op->noperands > MAX_CONCAT_INPUTS)
		ok = split_concat(ctx, op, types[0], dict, in);
	else
		replace_with(ctx, op, lowered_ops[k].spirv, types, op->noperands, in, dict);
	free(in);
	free(types);
	return ok;
}

/* tosa.const and tosa.const_shape: a spirv.ARM.GraphConstant when marked
   with an id (its data then travels beside the module), else a
   spirv.Constant of the converted values. */
static bool lower_constant(TosaSpirv *ts, IrOp *op)
{
	IrContext *ctx = ts->ctx;
	IrType *type = converted(ts, ir_value_type(&ir_op_results(op)[0]));
	IrAttr *id = ir_op_get_attr(op, TOSA_SPIRV_GRAPH_CONSTANT_ID);
	IrNamedAttr p;
	const char *name = "spirv.Constant";
	if (type && id) {
		name = "spirv.ARM.GraphConstant";
		p = (IrNamedAttr){ir_ident_cstr(ctx, "graph_constant_id"), id};
	} else {
		IrAttr *values = ir_op_get_attr(op, "values");
		IrAttr *v = type && values ? convert_values(ctx, values, ir_value_type(&ir_op_results(op)[0])) : NULL;
		if (!v)
			return not_legalized(ctx, op);
		p = (IrNamedAttr){ir_ident_cstr(ctx, "value"), v};
	}
	replace_with(ctx, op, name, &type, 0, NULL, ir_attr_dict(ctx, 1, &p, NULL));
	return true;
}

/* A string as a spirv.Constant of `!spirv.array<N x i8>`: its bytes, or
   one NUL for the empty string (a SPIR-V array has an element at least). */
static IrValue *byte_array_constant(IrContext *ctx, IrOp *before, const IrAttr *s)
{
	const char *bytes = s && s->kind == IR_ATTR_STRING && s->str->n ? s->str->s : "";
	size_t n = s && s->kind == IR_ATTR_STRING && s->str->n ? s->str->n : 1;
	IrType *i8 = ir_type_int(ctx, 8, IR_SIGNLESS);
	IrAttr **elems = xmalloc(n * sizeof *elems);
	for (size_t i = 0; i < n; i++)
		elems[i] = ir_attr_int(ctx, i8, (int8_t)bytes[i]);
	char body[48];
	snprintf(body, sizeof body, "array<%zu x i8>", n);
	IrType *t = tosa_spirv_dialect_type(ctx, body);
	IrNamedAttr p = {ir_ident_cstr(ctx, "value"), ir_attr_array(ctx, (unsigned)n, elems)};
	free(elems);
	IrOp *c = tosa_spirv_op_before(ctx, before, "spirv.Constant", 1, &t, 0, NULL, ir_attr_dict(ctx, 1, &p, NULL));
	return &ir_op_results(c)[0];
}

/* A tosa.custom whose domain is mapped to an opcode: a CALL of the
   Arm.ExperimentalMLOperations instruction set, taking the operator name
   and the implementation attributes as byte arrays before the inputs. */
static bool lower_custom(TosaSpirv *ts, IrOp *op)
{
	IrContext *ctx = ts->ctx;
	IrAttr *domain = ir_op_get_attr(op, "domain_name");
	int found = -1;
	for (unsigned i = 0; domain && domain->kind == IR_ATTR_STRING && i < ts->ndomains; i++)
		if (strlen(ts->domains[i]) == domain->str->n && !memcmp(ts->domains[i], domain->str->s, domain->str->n))
			found = (int)i; /* the last mapping of a domain wins, as on the command line */
	if (found < 0)
		return not_legalized(ctx, op);
	if (!op->nresults) {
		ir_emit_op_error(ctx, op, "with mapped domain requires at least one result");
		return false;
	}
	IrType **types = xmalloc(op->nresults * sizeof *types);
	if (!convert_results(ts, op, types)) {
		free(types);
		return not_legalized(ctx, op);
	}
	IrValue **in = xmalloc((op->noperands + 2) * sizeof *in);
	in[0] = byte_array_constant(ctx, op, ir_op_get_attr(op, "operator_name"));
	in[1] = byte_array_constant(ctx, op, ir_op_get_attr(op, "implementation_attrs"));
	for (unsigned i = 0; i < op->noperands; i++)
		in[i + 2] = ir_op_operand(op, i);
	IrNamedAttr p = {ir_ident_cstr(ctx, "opcode"),
	                 ir_attr_int(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), ts->opcodes[found])};
	replace_with(ctx, op, "spirv.ExperimentalML.Call", types, op->noperands + 2, in, ir_attr_dict(ctx, 1, &p, NULL));
	free(in);
	free(types);
	return true;
}

bool tosa_spirv_lower_op(TosaSpirv *ts, IrOp *op)
{
	IrContext *ctx = ts->ctx;
	const char *name = ir_op_name(op)->s;
	if (!strcmp(name, "tosa.const") || !strcmp(name, "tosa.const_shape"))
		return lower_constant(ts, op);
	if (!strcmp(name, "tosa.identity")) {
		IrType *t = converted(ts, ir_value_type(&ir_op_results(op)[0]));
		if (!t)
			return not_legalized(ctx, op);
		IrValue *in = ir_op_operand(op, 0);
		ir_op_replace(ctx, op, &in);
		return true;
	}
	if (!strcmp(name, "tosa.custom"))
		return lower_custom(ts, op);
	uintptr_t pattern = (uintptr_t)pm_get(&ts->patterns, ir_op_name(op));
	for (unsigned k = 0; !pattern && k < NLOWERED; k++)
		if (!strcmp(name, lowered_ops[k].tosa))
			pm_put(&ts->patterns, ir_op_name(op), (void *)(pattern = k + 1));
	return pattern ? lower_tosa_op(ts, op, (unsigned)pattern - 1) : not_legalized(ctx, op);
}
