/* profile.c: the profiles (pro_int, pro_fp) that TOSA 1.0's "supported
   data types" tables require of each op's element types, and the
   signature of an op those tables are written against. Only the
   profiles' rows are here: the extensions' rows (int16, bf16, fp8, ...)
   are not, so a signature no row names is left to the caller. */
#include "tosa.h"

#define INT (1u << TOSA_PRO_INT)
#define FP (1u << TOSA_PRO_FP)

/* One row of an op's table: the signatures (element types, a space
   between them, ';' between signatures) that need profiles (any of
   them where there are two). An op's rows are in the spec's order: the
   first row naming a signature is the one that counts. */
static const struct {
	const char *op; /* the name after "tosa." */
	unsigned profiles;
	const char *sigs;
} rows[] = {
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

/* Whether sigs (';' between signatures, "*" for any) holds sig. */
static bool has_signature(const char *sigs, const char *sig)
{
	size_t n = strlen(sig);
	if (!strcmp(sigs, "*"))
		return true;
	for (const char *p = sigs; p; p = strchr(p, ';'), p = p ? p + 1 : NULL)
		if (!strncmp(p, sig, n) && (p[n] == ';' || !p[n]))
			return true;
	return false;
}

unsigned tosa_profile_required(const char *op, const char *sig)
{
	for (unsigned i = 0; i < sizeof rows / sizeof *rows; i++)
		if (!strcmp(rows[i].op, op) && has_signature(rows[i].sigs, sig))
			return rows[i].profiles;
	return 0;
}

/* The name the tables give an element type; integers by width, as the
   tables do not tell signedness. */
static void put_type(StrBuf *sig, IrType *t)
{
	IrType *e = tosa_elem(t);
	const char *name = "?";
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
		default: break;
		}
	sb_printf(sig, "%s%s", sig->len ? " " : "", name);
}

static void put_operand(StrBuf *sig, const IrOp *op, unsigned i)
{
	if (i < op->noperands)
		put_type(sig, ir_op_operands(op)[i].value->type);
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
	const char *name = op->name->s + 5;
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
			put_type(sig, ir_op_results(op)[i].type);
		return;
	}
	for (unsigned i = 0; i < op->noperands; i++)
		put_operand(sig, op, i);
	for (unsigned i = 0; i < op->nresults; i++)
		put_type(sig, ir_op_results(op)[i].type);
}
