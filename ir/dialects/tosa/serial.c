/* serial.c: the `.tosa` format's numbering of TOSA 1.0 (serial.h).  The
   zero points, shifts and padding values that TOSA 1.0 made operands are
   operators' inputs in the format too, so the attribute tables' fields of
   the same names are not used. */
#include <string.h>

#include "serial.h"

#define A(f, k, n) {f, k, n}
static const TosaSerialOp ops[] = {
	{1, "tosa.argmax", {A(0, TS_I32, "axis"), A(1, TS_NAN_MODE, "nan_mode")}},
	{2, "tosa.avg_pool2d", {A(0, TS_I64_ARRAY, "kernel"), A(1, TS_I64_ARRAY, "stride"), A(2, TS_I64_ARRAY, "pad"), A(5, TS_ACC_TYPE, "acc_type")}},
	{3, "tosa.conv2d", {A(0, TS_I64_ARRAY, "pad"), A(1, TS_I64_ARRAY, "stride"), A(2, TS_I64_ARRAY, "dilation"), A(3, TS_OPT_BOOL, "local_bound"), A(4, TS_ACC_TYPE, "acc_type")}},
	{4, "tosa.conv3d", {A(0, TS_I64_ARRAY, "pad"), A(1, TS_I64_ARRAY, "stride"), A(2, TS_I64_ARRAY, "dilation"), A(3, TS_OPT_BOOL, "local_bound"), A(4, TS_ACC_TYPE, "acc_type")}},
	{5, "tosa.depthwise_conv2d", {A(0, TS_I64_ARRAY, "pad"), A(1, TS_I64_ARRAY, "stride"), A(2, TS_I64_ARRAY, "dilation"), A(3, TS_OPT_BOOL, "local_bound"), A(4, TS_ACC_TYPE, "acc_type")}},
	{6, "tosa.fft2d", {A(0, TS_BOOL, "inverse"), A(1, TS_OPT_BOOL, "local_bound")}},
	{7, "tosa.matmul", {{0}}},
	{8, "tosa.max_pool2d", {A(0, TS_I64_ARRAY, "kernel"), A(1, TS_I64_ARRAY, "stride"), A(2, TS_I64_ARRAY, "pad"), A(3, TS_NAN_MODE, "nan_mode")}},
	{9, "tosa.rfft2d", {A(0, TS_OPT_BOOL, "local_bound")}},
	{10, "tosa.transpose_conv2d", {A(0, TS_I64_ARRAY, "out_pad"), A(1, TS_I64_ARRAY, "stride"), A(2, TS_OPT_BOOL, "local_bound"), A(3, TS_ACC_TYPE, "acc_type")}},
	{11, "tosa.clamp", {A(0, TS_VALUE, "min_val"), A(1, TS_VALUE, "max_val"), A(2, TS_NAN_MODE, "nan_mode")}},
	{12, "tosa.erf", {{0}}},
	{13, "tosa.sigmoid", {{0}}},
	{14, "tosa.tanh", {{0}}},
	{15, "tosa.add", {{0}}},
	{16, "tosa.arithmetic_right_shift", {A(0, TS_BOOL, "round")}},
	{17, "tosa.bitwise_and", {{0}}},
	{18, "tosa.bitwise_or", {{0}}},
	{19, "tosa.bitwise_xor", {{0}}},
	{20, "tosa.intdiv", {{0}}},
	{21, "tosa.logical_and", {{0}}},
	{22, "tosa.logical_left_shift", {{0}}},
	{23, "tosa.logical_right_shift", {{0}}},
	{24, "tosa.logical_or", {{0}}},
	{25, "tosa.logical_xor", {{0}}},
	{26, "tosa.maximum", {A(0, TS_NAN_MODE, "nan_mode")}},
	{27, "tosa.minimum", {A(0, TS_NAN_MODE, "nan_mode")}},
	{28, "tosa.mul", {{0}}},
	{29, "tosa.pow", {{0}}},
	{30, "tosa.sub", {{0}}},
	{31, "tosa.table", {{0}}},
	{32, "tosa.abs", {{0}}},
	{33, "tosa.bitwise_not", {{0}}},
	{34, "tosa.ceil", {{0}}},
	{35, "tosa.clz", {{0}}},
	{36, "tosa.cos", {{0}}},
	{37, "tosa.exp", {{0}}},
	{38, "tosa.floor", {{0}}},
	{39, "tosa.log", {{0}}},
	{40, "tosa.logical_not", {{0}}},
	{41, "tosa.negate", {{0}}},
	{42, "tosa.reciprocal", {{0}}},
	{43, "tosa.rsqrt", {{0}}},
	{44, "tosa.sin", {{0}}},
	{45, "tosa.select", {{0}}},
	{46, "tosa.equal", {{0}}},
	{47, "tosa.greater", {{0}}},
	{48, "tosa.greater_equal", {{0}}},
	{49, "tosa.reduce_all", {A(0, TS_I32, "axis")}},
	{50, "tosa.reduce_any", {A(0, TS_I32, "axis")}},
	{51, "tosa.reduce_max", {A(0, TS_I32, "axis"), A(1, TS_NAN_MODE, "nan_mode")}},
	{52, "tosa.reduce_min", {A(0, TS_I32, "axis"), A(1, TS_NAN_MODE, "nan_mode")}},
	{53, "tosa.reduce_product", {A(0, TS_I32, "axis")}},
	{54, "tosa.reduce_sum", {A(0, TS_I32, "axis")}},
	{55, "tosa.concat", {A(0, TS_I32, "axis")}},
	{56, "tosa.pad", {{0}}},
	{57, "tosa.reshape", {{0}}},
	{58, "tosa.reverse", {A(0, TS_I32, "axis")}},
	{59, "tosa.slice", {{0}}},
	{60, "tosa.tile", {{0}}},
	{61, "tosa.transpose", {A(0, TS_I32_ARRAY, "perms")}},
	{62, "tosa.gather", {{0}}},
	{63, "tosa.scatter", {{0}}},
	{64, "tosa.resize", {A(0, TS_RESIZE_MODE, "mode")}},
	{65, "tosa.cast", {{0}}},
	{66, "tosa.rescale", {A(2, TS_BOOL, "scale32"), A(3, TS_DOUBLE_ROUND, "rounding_mode"), A(4, TS_BOOL, "per_channel"), A(5, TS_BOOL, "input_unsigned"), A(6, TS_BOOL, "output_unsigned")}},
	{TOSA_SERIAL_CONST, "tosa.const", {{0}}},
	{68, "tosa.identity", {{0}}},
	{69, "tosa.custom", {A(0, TS_STRING, "operator_name"), A(1, TS_STRING, "domain_name"), A(2, TS_BYTES, "implementation_attrs")}},
	{TOSA_SERIAL_CONST_SHAPE, "tosa.const_shape", {{0}}},
};
#undef A
#define NOPS (sizeof ops / sizeof ops[0])

const TosaSerialOp *tosa_serial_op(uint32_t op)
{
	for (size_t i = 0; i < NOPS; i++)
		if (ops[i].op == op)
			return &ops[i];
	return NULL;
}

const TosaSerialOp *tosa_serial_op_named(const char *name)
{
	for (size_t i = 0; i < NOPS; i++)
		if (!strcmp(ops[i].name, name))
			return &ops[i];
	return NULL;
}

/* by DType number */
static const char *const dtypes[TOSA_DT_COUNT] = {
	NULL, "i1", "ui8", "i4", "i8", "i16", "i32", "i48", "f32", "ui16", "f16", "bf16", "index",
	"f8E4M3FN", "f8E5M2",
};

const char *tosa_serial_dtype_name(uint32_t dtype)
{
	return dtype < TOSA_DT_COUNT ? dtypes[dtype] : NULL;
}

uint32_t tosa_serial_dtype_of(const char *spelling)
{
	for (uint32_t i = 1; i < TOSA_DT_COUNT; i++)
		if (!strcmp(dtypes[i], spelling))
			return i;
	return TOSA_DT_UNKNOWN;
}
