/* verify_types.c: type questions of the op verifiers, in MLIR's terms. */
#include <inttypes.h>

#include "internal.h"
#include "verify_types.h"

char *vt_type_text(IrType *t)
{
	StrBuf b = {0};
	print_type_str(&b, t);
	sb_putc(&b, '\0');
	return b.s;
}

bool vt_op_error(IrContext *ctx, IrOp *op, const char *text, ...)
{
	StrBuf b = {0};
	va_list ap;
	va_start(ap, text);
	for (const char *p = text; *p; p++) {
		if (*p != '%') {
			sb_putc(&b, *p);
			continue;
		}
		switch (*++p) {
		case 'T': /* as MLIR's diagnostics print a type: quoted */
			sb_putc(&b, '\'');
			print_type_str(&b, va_arg(ap, IrType *));
			sb_putc(&b, '\'');
			break;
		case 's': sb_puts(&b, va_arg(ap, const char *)); break;
		case 'u': sb_put_u64(&b, va_arg(ap, unsigned)); break;
		case 'd': sb_put_i64(&b, va_arg(ap, int)); break;
		case 'L': sb_put_i64(&b, va_arg(ap, int64_t)); break;
		default: sb_putc(&b, *p); break;
		}
	}
	va_end(ap);
	sb_putc(&b, '\0');
	ir_emit_op_error(ctx, op, "%s", b.s);
	sb_free(&b);
	return false;
}

/* 'a', 'b', 'c' */
static void put_type_list(StrBuf *b, const char *before, IrType *const *types, unsigned n)
{
	sb_puts(b, before);
	for (unsigned i = 0; i < n; i++) {
		sb_puts(b, i ? ", '" : "'");
		print_type_str(b, types[i]);
		sb_putc(b, '\'');
	}
}

bool vt_inferred_types_error(IrContext *ctx, IrOp *op, IrType *const *inferred, unsigned n)
{
	IrType **declared = xmalloc((op->nresults + 1) * sizeof *declared);
	for (unsigned i = 0; i < op->nresults; i++)
		declared[i] = ir_value_type(&ir_op_results(op)[i]);
	StrBuf b = {0};
	put_type_list(&b, "inferred type(s) ", inferred, n);
	put_type_list(&b, " are incompatible with return type(s) of operation ", declared, op->nresults);
	sb_putc(&b, '\0');
	ir_emit_op_error(ctx, op, "%s", b.s);
	sb_free(&b);
	free(declared);
	ir_emit_op_error(ctx, op, "failed to infer returned types");
	return false;
}

bool vt_is_signless_int(const IrType *t, unsigned width)
{
	return t->kind == IR_TYPE_INTEGER && t->integer.sign == IR_SIGNLESS &&
	       (!width || t->integer.width == width);
}

bool vt_is_tensor(const IrType *t)
{
	return t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_UNRANKED_TENSOR;
}

bool vt_is_vector_or_tensor(const IrType *t)
{
	return t->kind == IR_TYPE_VECTOR || vt_is_tensor(t);
}

bool vt_is_scalable_vector(const IrType *t)
{
	for (unsigned i = 0; t->kind == IR_TYPE_VECTOR && t->shaped.scalable && i < t->shaped.rank; i++)
		if (t->shaped.scalable[i])
			return true;
	return false;
}

IrType *vt_elem_or_self(IrType *t)
{
	return ir_type_is_shaped(t) ? t->shaped.elem : t;
}

static bool is_ranked(const IrType *t)
{
	return t->kind == IR_TYPE_VECTOR || t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_MEMREF;
}

static bool dims_compatible(const IrType *a, const IrType *b)
{
	if (a->shaped.rank != b->shaped.rank)
		return false;
	for (unsigned i = 0; i < a->shaped.rank; i++) {
		int64_t x = a->shaped.dims[i], y = b->shaped.dims[i];
		if (x != y && x != IR_DYNAMIC && y != IR_DYNAMIC)
			return false;
	}
	return true;
}

bool vt_compatible_shape(const IrType *a, const IrType *b)
{
	if (!ir_type_is_shaped(a) || !ir_type_is_shaped(b))
		return ir_type_is_shaped(a) == ir_type_is_shaped(b);
	return !is_ranked(a) || !is_ranked(b) || dims_compatible(a, b);
}

bool vt_compatible_shapes(IrType *const *types, unsigned n)
{
	unsigned shaped = 0, scalable = 0;
	for (unsigned i = 0; i < n; i++) {
		shaped += ir_type_is_shaped(types[i]);
		scalable += vt_is_scalable_vector(types[i]);
	}
	if (shaped != n)
		return shaped == 0;
	if (scalable && scalable != n)
		return false;
	/* ranked ones: one rank, and no two different static sizes of a dimension */
	for (unsigned i = 0; i < n; i++)
		for (unsigned j = i + 1; is_ranked(types[i]) && j < n; j++)
			if (is_ranked(types[j]) && !dims_compatible(types[i], types[j]))
				return false;
	return true;
}

bool vt_same_encoding(const IrType *a, const IrType *b)
{
	return a->kind != IR_TYPE_TENSOR || b->kind != IR_TYPE_TENSOR || a->shaped.encoding == b->shaped.encoding;
}

bool vt_check_same_type(IrContext *ctx, IrOp *op)
{
	IrType *first = ir_value_type(&ir_op_results(op)[0]);
	for (unsigned i = 0; i < op->nresults + op->noperands; i++) {
		IrType *t = i < op->nresults ? ir_value_type(&ir_op_results(op)[i]) : ir_value_type(ir_op_operand(op, i - op->nresults));
		if (t == first) /* uniqued: the same type, as it mostly is */
			continue;
		if (vt_elem_or_self(t) != vt_elem_or_self(first) || !vt_compatible_shape(t, first))
			return vt_op_error(ctx, op, "requires the same type for all operands and results");
		if (first->kind == IR_TYPE_TENSOR && !vt_same_encoding(t, first))
			return vt_op_error(ctx, op, "requires the same encoding for all operands and results");
	}
	return true;
}

bool vt_check_inferred_same_type(IrContext *ctx, IrOp *op)
{
	if (!op->noperands || op->nresults != 1)
		return true;
	IrType *want = ir_value_type(ir_op_operand(op, 0)), *got = ir_value_type(&ir_op_results(op)[0]);
	if (want == got)
		return true;
	return vt_inferred_types_error(ctx, op, &want, 1);
}

IrType *vt_i1_same_shape(IrContext *ctx, const IrType *t)
{
	IrType *i1 = ctx->t_i1;
	switch (t->kind) {
	case IR_TYPE_VECTOR: return ir_type_vector(ctx, t->shaped.rank, t->shaped.dims, t->shaped.scalable, i1);
	case IR_TYPE_TENSOR: return ir_type_tensor(ctx, t->shaped.rank, t->shaped.dims, i1, t->shaped.encoding);
	case IR_TYPE_UNRANKED_TENSOR: return ir_type_unranked_tensor(ctx, i1);
	case IR_TYPE_MEMREF:
		return ir_type_memref(ctx, t->shaped.rank, t->shaped.dims, i1, t->shaped.layout, t->shaped.space);
	case IR_TYPE_UNRANKED_MEMREF: return ir_type_unranked_memref(ctx, i1, t->shaped.space);
	default: return i1;
	}
}

bool vt_region_has_one_block(IrContext *ctx, IrOp *op, unsigned i, const char *name)
{
	if (ir_region_first(&ir_op_regions(op)[i]))
		return true;
	return vt_op_error(ctx, op, "region #%u ('%s') failed to verify constraint: region with 1 blocks", i, name);
}

bool vt_traits_unknown(IrContext *ctx, const IrOp *op)
{
	static const char *const mlir_dialects[] = {
		"acc", "amdgpu", "amx", "arm_neon", "arm_sme", "arm_sve", "async", "bufferization", "complex", "dlti",
		"emitc", "gpu", "index", "irdl", "linalg", "llvm", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl",
		"pdl_interp", "ptr", "quant", "rocdl", "shape", "shard", "smt", "sparse_tensor", "spirv", "test",
		"test_dyn", "test_irdl_to_cpp", "transform", "wasmssa", "x86vector", "xegpu", "xevm", NULL};
	if (ir_def(op)) /* asked for every op around every affine op: a registered op's dialect is */
		return false;
	const char *dot = strchr(ir_op_name(op)->s, '.');
	size_t n = dot ? (size_t)(dot - ir_op_name(op)->s) : 0;
	if (!n || ir_dialect_registered(ctx, ir_op_name(op)->s, n))
		return false;
	for (int i = 0; mlir_dialects[i]; i++)
		if (strlen(mlir_dialects[i]) == n && !memcmp(mlir_dialects[i], ir_op_name(op)->s, n))
			return true;
	return false;
}
