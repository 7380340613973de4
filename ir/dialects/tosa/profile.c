/* profile.c: the profiles (pro_int, pro_fp) and extensions (int16,
   bf16, fp8e4m3, ...) that TOSA's "supported data types" tables require
   of each op's element types, and the signature of an op those tables
   are written against. The rows are those of version 1.0 (and the few
   later ones MLIR 22 checks, such as int64); a signature no row names is
   left to the caller. */
#include "tosa.h"

#define INT (1u << TOSA_PRO_INT)
#define FP (1u << TOSA_PRO_FP)
#define I16 (1u << TOSA_EXT_INT16)
#define I4 (1u << TOSA_EXT_INT4)
#define BF16 (1u << TOSA_EXT_BF16)
#define E4M3 (1u << TOSA_EXT_FP8E4M3)
#define E5M2 (1u << TOSA_EXT_FP8E5M2)
#define FOURIER (1u << TOSA_EXT_FFT)
#define VAR (1u << TOSA_EXT_VARIABLE)
#define CF (1u << TOSA_EXT_CONTROLFLOW)
#define MXFP (1u << TOSA_EXT_MXFP)
#define I64 (1u << TOSA_EXT_INT64)
#define SHAPE (1u << TOSA_EXT_SHAPE)
#define ALL TOSA_NEEDS_ALL
#define V1_1 TOSA_NEEDS_V1_1

/* One row of an op's table: the signatures (element types, a space
   between them, ';' between signatures, "*" for any) that need modes
   (profile or extension bits, with ALL when all of them and not any of
   them are needed, V1_1 for a row of version 1.1). An op's rows
   are in the spec's order: the first row naming a signature is the one
   that counts. */
typedef struct {
	const char *op; /* the name after "tosa." */
	unsigned modes;
	const char *sigs;
} Row;

static const Row profile_rows[] = {
	{"argmax", INT, "i8 i32"},
	{"argmax", FP, "f16 i32;f32 i32"},
	{"avg_pool2d", INT, "i8 i8 i8 i32 i8"},
	{"avg_pool2d", FP, "f16 f16 f16 f16 f16;f16 f16 f16 f32 f16;f32 f32 f32 f32 f32"},
	{"conv2d", INT, "i8 i8 i32 i8 i8 i32 i32"},
	{"conv2d", FP, "f16 f16 f16 f16 f16 f16 f16;f16 f16 f16 f16 f16 f32 f16;f32 f32 f32 f32 f32 f32 f32"},
	{"conv3d", INT, "i8 i8 i32 i8 i8 i32 i32"},
	{"conv3d", FP, "f16 f16 f16 f16 f16 f16 f16;f16 f16 f16 f16 f16 f32 f16;f32 f32 f32 f32 f32 f32 f32"},
	{"depthwise_conv2d", INT, "i8 i8 i32 i8 i8 i32 i32"},
	{"depthwise_conv2d", FP, "f16 f16 f16 f16 f16 f16 f16;f16 f16 f16 f16 f16 f32 f16;f32 f32 f32 f32 f32 f32 f32"},
	{"transpose_conv2d", INT, "i8 i8 i32 i8 i8 i32 i32"},
	{"transpose_conv2d", FP, "f16 f16 f16 f16 f16 f16 f16;f16 f16 f16 f16 f16 f32 f16;f32 f32 f32 f32 f32 f32 f32"},
	{"matmul", INT, "i8 i8 i8 i8 i32"},
	{"matmul", FP, "f16 f16 f16 f16 f16;f16 f16 f16 f16 f32;f32 f32 f32 f32 f32"},
	{"max_pool2d", INT, "i8 i8"},
	{"max_pool2d", FP, "f16 f16;f32 f32"},
	{"clamp", INT, "i8 i8"},
	{"clamp", FP, "f16 f16;f32 f32"},
	{"erf", FP, "f16 f16;f32 f32"},
	{"sigmoid", FP, "f16 f16;f32 f32"},
	{"tanh", FP, "f16 f16;f32 f32"},
	{"add", INT | FP, "i32 i32 i32"},
	{"add", FP, "f16 f16 f16;f32 f32 f32"},
	{"arithmetic_right_shift", INT, "i8 i8 i8;i16 i16 i16;i32 i32 i32"},
	{"bitwise_and", INT, "i8 i8 i8;i16 i16 i16;i32 i32 i32"},
	{"bitwise_or", INT, "i8 i8 i8;i16 i16 i16;i32 i32 i32"},
	{"bitwise_xor", INT, "i8 i8 i8;i16 i16 i16;i32 i32 i32"},
	{"intdiv", INT | FP, "i32 i32 i32"},
	{"logical_and", INT | FP, "i1 i1 i1"},
	{"logical_left_shift", INT | FP, "i8 i8 i8;i16 i16 i16;i32 i32 i32"},
	{"logical_right_shift", INT | FP, "i8 i8 i8;i16 i16 i16;i32 i32 i32"},
	{"logical_or", INT | FP, "i1 i1 i1"},
	{"logical_xor", INT | FP, "i1 i1 i1"},
	{"maximum", INT, "i32 i32 i32"},
	{"maximum", FP, "f16 f16 f16;f32 f32 f32"},
	{"minimum", INT, "i32 i32 i32"},
	{"minimum", FP, "f16 f16 f16;f32 f32 f32"},
	{"mul", INT, "i8 i8 i32;i16 i16 i32"},
	{"mul", INT | FP, "i32 i32 i32"},
	{"mul", FP, "f16 f16 f16;f32 f32 f32"},
	{"pow", FP, "f16 f16 f16;f32 f32 f32"},
	{"sub", INT | FP, "i32 i32 i32"},
	{"sub", FP, "f16 f16 f16;f32 f32 f32"},
	{"table", INT, "i8 i8 i8"},
	{"abs", INT, "i32 i32"},
	{"abs", FP, "f16 f16;f32 f32"},
	{"bitwise_not", INT, "i8 i8;i16 i16;i32 i32"},
	{"ceil", FP, "f16 f16;f32 f32"},
	{"clz", INT, "i32 i32"},
	{"cos", FP, "f16 f16;f32 f32"},
	{"exp", FP, "f16 f16;f32 f32"},
	{"floor", FP, "f16 f16;f32 f32"},
	{"log", FP, "f16 f16;f32 f32"},
	{"logical_not", INT | FP, "i1 i1"},
	{"negate", INT, "i8 i8 i8 i8;i16 i16 i16 i16;i32 i32 i32 i32"},
	{"negate", FP, "f16 f16 f16 f16;f32 f32 f32 f32"},
	{"reciprocal", FP, "f16 f16;f32 f32"},
	{"rsqrt", FP, "f16 f16;f32 f32"},
	{"sin", FP, "f16 f16;f32 f32"},
	{"select", INT | FP, "i1 i1 i1"},
	{"select", INT, "i8 i8 i8;i16 i16 i16;i32 i32 i32"},
	{"select", FP, "f16 f16 f16;f32 f32 f32"},
	{"equal", INT, "i32 i32 i1"},
	{"equal", FP, "f16 f16 i1;f32 f32 i1"},
	{"greater", INT, "i32 i32 i1"},
	{"greater", FP, "f16 f16 i1;f32 f32 i1"},
	{"greater_equal", INT, "i32 i32 i1"},
	{"greater_equal", FP, "f16 f16 i1;f32 f32 i1"},
	{"reduce_all", INT | FP, "i1 i1"},
	{"reduce_any", INT | FP, "i1 i1"},
	{"reduce_max", INT, "i8 i8;i16 i16;i32 i32"},
	{"reduce_max", FP, "f16 f16;f32 f32"},
	{"reduce_min", INT, "i8 i8;i16 i16;i32 i32"},
	{"reduce_min", FP, "f16 f16;f32 f32"},
	{"reduce_product", FP, "f16 f16;f32 f32"},
	{"reduce_sum", INT, "i32 i32"},
	{"reduce_sum", FP, "f16 f16;f32 f32"},
	{"concat", INT | FP, "i1 i1"},
	{"concat", INT, "i8 i8;i32 i32"},
	{"concat", FP, "f16 f16;f32 f32"},
	{"pad", INT | FP, "i1 i1 i1"},
	{"pad", INT, "i8 i8 i8;i16 i16 i16;i32 i32 i32"},
	{"pad", FP, "f16 f16 f16;f32 f32 f32"},
	{"reshape", INT | FP, "i1 i1"},
	{"reshape", INT, "i8 i8;i16 i16;i32 i32"},
	{"reshape", FP, "f16 f16;f32 f32"},
	{"reverse", INT | FP, "i1 i1"},
	{"reverse", INT, "i8 i8;i16 i16;i32 i32"},
	{"reverse", FP, "f16 f16;f32 f32"},
	{"slice", INT | FP, "i1 i1"},
	{"slice", INT, "i8 i8;i16 i16;i32 i32"},
	{"slice", FP, "f16 f16;f32 f32"},
	{"tile", INT | FP, "i1 i1"},
	{"tile", INT, "i8 i8;i16 i16;i32 i32"},
	{"tile", FP, "f16 f16;f32 f32"},
	{"transpose", INT | FP, "i1 i1"},
	{"transpose", INT, "i8 i8;i16 i16;i32 i32"},
	{"transpose", FP, "f16 f16;f32 f32"},
	{"gather", INT, "i8 i32 i8;i16 i32 i16;i32 i32 i32"},
	{"gather", FP, "f16 i32 f16;f32 i32 f32"},
	{"scatter", INT, "i8 i32 i8 i8;i16 i32 i16 i16;i32 i32 i32 i32"},
	{"scatter", FP, "f16 i32 f16 f16;f32 i32 f32 f32"},
	{"resize", INT, "i8 i32;i8 i8"},
	{"resize", FP, "f16 f16;f32 f32"},
	{"cast", INT, "i1 i8;i1 i16;i1 i32;i8 i1;i8 i16;i8 i32;i16 i1;i16 i8;i16 i32;i32 i1;i32 i8;i32 i16"},
	{"cast", FP, "i8 f16;i8 f32;i16 f16;i16 f32;i32 f16;i32 f32;f16 i8;f16 i16;f16 i32;f16 f32;f32 i8;"
	             "f32 i16;f32 i32;f32 f16"},
	{"rescale", INT, "i8 i8 i8 i8;i8 i8 i16 i16;i8 i8 i32 i32;i16 i16 i8 i8;i16 i16 i16 i16;"
	                 "i16 i16 i32 i32;i32 i32 i8 i8;i32 i32 i16 i16;i32 i32 i32 i32"},
	{"const", INT | FP, "i1;i8;i16;i32"},
	{"const", FP, "f16;f32"},
	{"identity", INT | FP, "i1 i1;i8 i8;i16 i16;i32 i32"},
	{"identity", FP, "f16 f16;f32 f32"},
	{"variable", INT, "i8"},
	{"variable", FP, "f16;f32"},
	{"variable_write", INT, "i8"},
	{"variable_write", FP, "f16;f32"},
	{"variable_read", INT, "i8"},
	{"variable_read", FP, "f16;f32"},
	/* ops the tables give no types for: their profiles whatever the types */
	{"custom", INT | FP, "*"},
	{"const_shape", INT | FP, "*"},
	{"matmul_t_block_scaled", FP, "*"},
	{"cast_from_block_scaled", FP, "*"},
	{"cast_to_block_scaled", FP, "*"},
};

static const Row extension_rows[] = {
	{"argmax", I16, "i16 i32"},
	{"argmax", I64 | V1_1, "i8 i64;i16 i64;i32 i64;i64 i64;f16 i64;f32 i64"},
	{"argmax", E4M3, "fp8e4m3 i32"},
	{"argmax", E5M2, "fp8e5m2 i32"},
	{"argmax", BF16, "bf16 i32"},
	{"argmax", E4M3 | I64 | ALL | V1_1, "fp8e4m3 i64"},
	{"argmax", E5M2 | I64 | ALL | V1_1, "fp8e5m2 i64"},
	{"argmax", BF16 | I64 | ALL | V1_1, "bf16 i64"},
	{"avg_pool2d", I16, "i16 i16 i16 i32 i16"},
	{"avg_pool2d", E4M3, "fp8e4m3 fp8e4m3 fp8e4m3 f16 fp8e4m3"},
	{"avg_pool2d", E5M2, "fp8e5m2 fp8e5m2 fp8e5m2 f16 fp8e5m2"},
	{"avg_pool2d", BF16, "bf16 bf16 bf16 f32 bf16"},
#define CONV(op) \
	{op, I4, "i8 i4 i32 i8 i4 i32 i32"}, {op, I16, "i16 i8 i48 i16 i8 i48 i48"}, \
	{op, E4M3, "fp8e4m3 fp8e4m3 f16 fp8e4m3 fp8e4m3 f16 f16"}, \
	{op, E5M2, "fp8e5m2 fp8e5m2 f16 fp8e5m2 fp8e5m2 f16 f16"}, {op, BF16, "bf16 bf16 bf16 bf16 bf16 f32 bf16"}
	CONV("conv2d"), CONV("conv3d"), CONV("depthwise_conv2d"), CONV("transpose_conv2d"),
#undef CONV
	{"fft2d", FOURIER, "f32 f32 f32 f32"},
	{"rfft2d", FOURIER, "f32 f32 f32"},
	{"matmul", I16, "i16 i16 i16 i16 i48"},
	{"matmul", E4M3, "fp8e4m3 fp8e4m3 fp8e4m3 fp8e4m3 f16"},
	{"matmul", E4M3 | V1_1, "fp8e4m3 fp8e4m3 fp8e4m3 fp8e4m3 f32"},
	{"matmul", E5M2, "fp8e5m2 fp8e5m2 fp8e5m2 fp8e5m2 f16"},
	{"matmul", E5M2 | V1_1, "fp8e5m2 fp8e5m2 fp8e5m2 fp8e5m2 f32"},
	{"matmul", BF16, "bf16 bf16 bf16 bf16 f32"},
	{"matmul", E4M3 | E5M2 | ALL | V1_1, "fp8e4m3 fp8e5m2 fp8e4m3 fp8e5m2 f16;fp8e4m3 fp8e5m2 fp8e4m3 fp8e5m2 f32;"
	                                     "fp8e5m2 fp8e4m3 fp8e5m2 fp8e4m3 f16;fp8e5m2 fp8e4m3 fp8e5m2 fp8e4m3 f32"},
	{"max_pool2d", I16, "i16 i16"},
	{"max_pool2d", E4M3, "fp8e4m3 fp8e4m3"},
	{"max_pool2d", E5M2, "fp8e5m2 fp8e5m2"},
	{"max_pool2d", BF16, "bf16 bf16"},
	{"clamp", I16, "i16 i16"},
	{"clamp", BF16, "bf16 bf16"},
	{"erf", BF16, "bf16 bf16"},
	{"sigmoid", BF16, "bf16 bf16"},
	{"tanh", BF16, "bf16 bf16"},
	{"add", BF16, "bf16 bf16 bf16"},
	{"sub", BF16, "bf16 bf16 bf16"},
	{"maximum", BF16, "bf16 bf16 bf16"},
	{"minimum", BF16, "bf16 bf16 bf16"},
	{"mul", BF16, "bf16 bf16 bf16"},
	{"pow", BF16, "bf16 bf16 bf16"},
	{"table", I16, "i16 i16 i32"},
	{"abs", BF16, "bf16 bf16"},
	{"ceil", BF16, "bf16 bf16"},
	{"cos", BF16, "bf16 bf16"},
	{"exp", BF16, "bf16 bf16"},
	{"floor", BF16, "bf16 bf16"},
	{"log", BF16, "bf16 bf16"},
	{"negate", BF16, "bf16 bf16 bf16 bf16"},
	{"reciprocal", BF16, "bf16 bf16"},
	{"rsqrt", BF16, "bf16 bf16"},
	{"sin", BF16, "bf16 bf16"},
	{"select", BF16, "bf16 bf16 bf16"},
	{"equal", BF16, "bf16 bf16 i1"},
	{"greater", BF16, "bf16 bf16 i1"},
	{"greater_equal", BF16, "bf16 bf16 i1"},
	{"reduce_max", BF16, "bf16 bf16"},
	{"reduce_min", BF16, "bf16 bf16"},
	{"reduce_product", BF16, "bf16 bf16"},
	{"reduce_sum", BF16, "bf16 bf16"},
	{"concat", I16, "i16 i16"},
#define MOVE(op) {op, E4M3, "fp8e4m3 fp8e4m3"}, {op, E5M2, "fp8e5m2 fp8e5m2"}, {op, BF16, "bf16 bf16"}
	MOVE("concat"), MOVE("reshape"), MOVE("reverse"), MOVE("slice"), MOVE("tile"), MOVE("transpose"),
	MOVE("identity"),
#undef MOVE
	{"pad", E4M3, "fp8e4m3 fp8e4m3 fp8e4m3"},
	{"pad", E5M2, "fp8e5m2 fp8e5m2 fp8e5m2"},
	{"pad", BF16, "bf16 bf16 bf16"},
	{"gather", E4M3, "fp8e4m3 i32 fp8e4m3"},
	{"gather", E5M2, "fp8e5m2 i32 fp8e5m2"},
	{"gather", BF16, "bf16 i32 bf16"},
	{"scatter", E4M3, "fp8e4m3 i32 fp8e4m3 fp8e4m3"},
	{"scatter", E5M2, "fp8e5m2 i32 fp8e5m2 fp8e5m2"},
	{"scatter", BF16, "bf16 i32 bf16 bf16"},
	{"resize", I16, "i16 i48;i16 i16"},
	{"resize", BF16, "bf16 bf16"},
	{"cast", BF16, "i8 bf16;i16 bf16;i32 bf16;bf16 i8;bf16 i16;bf16 i32;bf16 f32;f32 bf16"},
	{"cast", I64 | V1_1, "i32 i64;i64 i32"},
	{"cast", BF16 | E4M3 | ALL, "bf16 fp8e4m3;fp8e4m3 bf16"},
	{"cast", BF16 | E5M2 | ALL, "bf16 fp8e5m2;fp8e5m2 bf16"},
	{"cast", E4M3, "fp8e4m3 f16;fp8e4m3 f32;f16 fp8e4m3;f32 fp8e4m3"},
	{"cast", E5M2, "fp8e5m2 f16;fp8e5m2 f32;f16 fp8e5m2;f32 fp8e5m2"},
	{"rescale", I16, "i48 i48 i8 i8;i48 i48 i16 i16;i48 i48 i32 i32"},
	{"const", I4, "i4"},
	{"const", I16, "i48"},
	{"const", E4M3, "fp8e4m3"},
	{"const", E5M2, "fp8e5m2"},
	{"const", BF16, "bf16"},
	{"const", MXFP, "fp6e2m3;fp6e3m2;fp4e2m1;fp8e8m0;mxint8"},
	{"identity", I4, "i4 i4"},
	{"identity", I16, "i48 i48"},
	/* int64, of version 1.1 */
#define I64_ROW(op, sigs) {op, I64 | V1_1, sigs}
	I64_ROW("abs", "i64 i64"), I64_ROW("bitwise_not", "i64 i64"), I64_ROW("clz", "i64 i64"),
	I64_ROW("identity", "i64 i64"), I64_ROW("concat", "i64 i64"), I64_ROW("reshape", "i64 i64"),
	I64_ROW("reverse", "i64 i64"), I64_ROW("slice", "i64 i64"), I64_ROW("tile", "i64 i64"),
	I64_ROW("transpose", "i64 i64"), I64_ROW("reduce_max", "i64 i64"), I64_ROW("reduce_min", "i64 i64"),
	I64_ROW("reduce_sum", "i64 i64"), I64_ROW("add", "i64 i64 i64"), I64_ROW("sub", "i64 i64 i64"),
	I64_ROW("mul", "i64 i64 i64"), I64_ROW("intdiv", "i64 i64 i64"), I64_ROW("maximum", "i64 i64 i64"),
	I64_ROW("minimum", "i64 i64 i64"), I64_ROW("arithmetic_right_shift", "i64 i64 i64"),
	I64_ROW("bitwise_and", "i64 i64 i64"), I64_ROW("bitwise_or", "i64 i64 i64"),
	I64_ROW("bitwise_xor", "i64 i64 i64"), I64_ROW("logical_left_shift", "i64 i64 i64"),
	I64_ROW("logical_right_shift", "i64 i64 i64"), I64_ROW("select", "i64 i64 i64"),
	I64_ROW("pad", "i64 i64 i64"), I64_ROW("negate", "i64 i64 i64 i64"), I64_ROW("equal", "i64 i64 i1"),
	I64_ROW("greater", "i64 i64 i1"), I64_ROW("greater_equal", "i64 i64 i1"), I64_ROW("const", "i64"),
	/* int64 indices */
	I64_ROW("gather", "i8 i64 i8;i16 i64 i16;i32 i64 i32;i64 i64 i64;f16 i64 f16;f32 i64 f32"),
	{"gather", BF16 | I64 | ALL | V1_1, "bf16 i64 bf16"},
	{"gather", E4M3 | I64 | ALL | V1_1, "fp8e4m3 i64 fp8e4m3"},
	{"gather", E5M2 | I64 | ALL | V1_1, "fp8e5m2 i64 fp8e5m2"},
	I64_ROW("scatter", "i8 i64 i8 i8;i16 i64 i16 i16;i32 i64 i32 i32;i64 i64 i64 i64;f16 i64 f16 f16;f32 i64 f32 f32"),
	{"scatter", BF16 | I64 | ALL | V1_1, "bf16 i64 bf16 bf16"},
	{"scatter", E4M3 | I64 | ALL | V1_1, "fp8e4m3 i64 fp8e4m3 fp8e4m3"},
	{"scatter", E5M2 | I64 | ALL | V1_1, "fp8e5m2 i64 fp8e5m2 fp8e5m2"},
#undef I64_ROW
	/* ops the tables give no types for: their extension whatever the types */
	{"variable", VAR, "*"},
	{"variable_read", VAR, "*"},
	{"variable_write", VAR, "*"},
	{"cond_if", CF, "*"},
	{"while_loop", CF, "*"},
	{"matmul_t_block_scaled", MXFP, "*"},
	{"cast_from_block_scaled", MXFP, "*"},
	{"cast_to_block_scaled", MXFP, "*"},
	{"add_shape", SHAPE, "*"},
	{"sub_shape", SHAPE, "*"},
	{"mul_shape", SHAPE, "*"},
	{"div_ceil_shape", SHAPE, "*"},
	{"div_floor_shape", SHAPE, "*"},
	{"mod_shape", SHAPE, "*"},
	{"max_shape", SHAPE, "*"},
	{"min_shape", SHAPE, "*"},
	{"exp2_shape", SHAPE, "*"},
	{"log2_ceil_shape", SHAPE, "*"},
	{"log2_floor_shape", SHAPE, "*"},
	{"concat_shape", SHAPE, "*"},
};

/* Whether sigs (';' between signatures, "*" for any, unless typed) holds sig. */
static bool has_signature(const char *sigs, const char *sig, bool typed)
{
	size_t n = strlen(sig);
	if (!strcmp(sigs, "*"))
		return !typed;
	for (const char *p = sigs; p; p = strchr(p, ';'), p = p ? p + 1 : NULL)
		if (!strncmp(p, sig, n) && (p[n] == ';' || !p[n]))
			return true;
	return false;
}

static const Row *find_row(const Row *rows, size_t n, const char *op, const char *sig, bool typed)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(rows[i].op, op) && has_signature(rows[i].sigs, sig, typed))
			return &rows[i];
	return NULL;
}

unsigned tosa_profile_required(const char *op, const char *sig)
{
	const Row *row = find_row(profile_rows, sizeof profile_rows / sizeof *profile_rows, op, sig, false);
	return row ? row->modes : 0;
}

unsigned tosa_extension_required(const char *op, const char *sig)
{
	const Row *row = find_row(extension_rows, sizeof extension_rows / sizeof *extension_rows, op, sig, false);
	return row ? row->modes : 0;
}

/* As mlir-opt-22 tells them: the integer extensions work with pro_int,
   the floating-point ones with pro_fp; the others with either. */
unsigned tosa_extension_profiles(TosaExtension ext)
{
	switch (ext) {
	case TOSA_EXT_INT16:
	case TOSA_EXT_INT4: return INT;
	case TOSA_EXT_BF16:
	case TOSA_EXT_FP8E4M3:
	case TOSA_EXT_FP8E5M2:
	case TOSA_EXT_FFT: return FP;
	default: return 0;
	}
}

/* The name the tables give an element type; integers by width, as the
   tables do not tell signedness. */
static void put_type(StrBuf *sig, IrType *t)
{
	IrType *e = tosa_elem(t);
	const char *name = "?";
	const TosaType *tt = tosa_type(e);
	if (tt && tt->kind == TOSA_TYPE_MXINT8)
		name = "mxint8";
	if (e->kind == IR_TYPE_INTEGER) {
		sb_printf(sig, "%si%u", sig->len ? " " : "", e->integer.width);
		return;
	}
	if (e->kind == IR_TYPE_FLOAT)
		switch (e->fkind) {
		case IR_F16: name = "f16"; break;
		case IR_F32: name = "f32"; break;
		case IR_BF16: name = "bf16"; break;
		case IR_F8E4M3FN: name = "fp8e4m3"; break;
		case IR_F8E5M2: name = "fp8e5m2"; break;
		case IR_F6E2M3FN: name = "fp6e2m3"; break;
		case IR_F6E3M2FN: name = "fp6e3m2"; break;
		case IR_F4E2M1FN: name = "fp4e2m1"; break;
		case IR_F8E8M0FNU: name = "fp8e8m0"; break;
		default: break;
		}
	sb_printf(sig, "%s%s", sig->len ? " " : "", name);
}

static void put_operand(StrBuf *sig, const IrOp *op, unsigned i)
{
	if (i < op->noperands)
		put_type(sig, ir_value_type(ir_op_operand(op, i)));
}

/* The values the tables of these ops are written against, by operand
   number; the accumulator type (ACC) and the results follow them. */
#define ACC 100u
static const struct {
	const char *op;
	unsigned operands[6], n;
	bool results;
} chosen[] = {
	{"avg_pool2d", {0, 1, 2, ACC}, 4, true},
	{"conv2d", {0, 1, 2, 3, 4, ACC}, 6, true},
	{"conv3d", {0, 1, 2, 3, 4, ACC}, 6, true},
	{"depthwise_conv2d", {0, 1, 2, 3, 4, ACC}, 6, true},
	{"transpose_conv2d", {0, 1, 2, 3, 4, ACC}, 6, true},
	{"concat", {0}, 1, true},
	{"pad", {0, 2}, 2, true},
	{"reshape", {0}, 1, true},
	{"slice", {0}, 1, true},
	{"tile", {0}, 1, true},
	{"transpose", {0}, 1, true},
	{"mul", {0, 1}, 2, true},
	{"resize", {0}, 1, true},
	{"select", {1, 2}, 2, true},
	{"rescale", {0, 3, 4}, 3, true},
	{"variable_write", {0}, 1, false},
	{"dim", {0}, 1, false},
};

void tosa_profile_signature(const IrOp *op, StrBuf *sig)
{
	const char *name = ir_op_name(op)->s + 5;
	if (!strcmp(name, "variable")) {
		IrAttr *type = ir_op_get_attr(op, "type");
		if (type && type->kind == IR_ATTR_TYPE)
			put_type(sig, type->tval);
		return;
	}
	for (unsigned k = 0; k < sizeof chosen / sizeof *chosen; k++) {
		if (strcmp(chosen[k].op, name))
			continue;
		for (unsigned j = 0; j < chosen[k].n; j++) {
			IrAttr *acc = chosen[k].operands[j] == ACC ? ir_op_get_attr(op, "acc_type") : NULL;
			if (acc && acc->kind == IR_ATTR_TYPE)
				put_type(sig, acc->tval);
			else
				put_operand(sig, op, chosen[k].operands[j]);
		}
		for (unsigned i = 0; chosen[k].results && i < op->nresults; i++)
			put_type(sig, ir_value_type(&ir_op_results(op)[i]));
		return;
	}
	for (unsigned i = 0; i < op->noperands; i++)
		put_operand(sig, op, i);
	for (unsigned i = 0; i < op->nresults; i++)
		put_type(sig, ir_value_type(&ir_op_results(op)[i]));
}

/* The number of places where sig and a row's signature (p, up to ';' or
   the end) name the same type, -1 when their lengths differ. */
static int common_types(const char *sig, const char *p)
{
	int same = 0;
	for (;;) {
		size_t n = strcspn(sig, " "), m = strcspn(p, " ;");
		same += n == m && !memcmp(sig, p, n);
		bool last = !sig[n], row_last = p[m] != ' ';
		if (last || row_last)
			return last && row_last ? same : -1;
		sig += n + 1;
		p += m + 1;
	}
}

/* The signatures of rows naming op whose length is sig's, each compared
   with sig: the first with the most types in common goes into best. */
static void best_match(const Row *rows, size_t n, const char *op, const char *sig, int *most, StrBuf *best)
{
	for (size_t i = 0; i < n; i++) {
		if (strcmp(rows[i].op, op) || !strcmp(rows[i].sigs, "*"))
			continue;
		for (const char *p = rows[i].sigs; p; p = strchr(p, ';'), p = p ? p + 1 : NULL) {
			int same = common_types(sig, p);
			if (same > *most) {
				*most = same;
				best->len = 0;
				sb_printf(best, "%.*s", (int)strcspn(p, ";"), p);
			}
		}
	}
}

bool tosa_signature_listed(const char *op, const char *sig, StrBuf *best)
{
	size_t np = sizeof profile_rows / sizeof *profile_rows, ne = sizeof extension_rows / sizeof *extension_rows;
	int most = -1;
	if (find_row(profile_rows, np, op, sig, true) || find_row(extension_rows, ne, op, sig, true))
		return true;
	best_match(profile_rows, np, op, sig, &most, best);
	best_match(extension_rows, ne, op, sig, &most, best);
	return most < 0;
}
