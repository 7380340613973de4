/* verify_util.c: what the TOSA verifiers share: type and shape
   queries, message formatting, attributes and constant operands. */
#include "tosa.h"


/* ---- types and shapes ---- */

IrType *tosa_operand_type(const IrOp *op, unsigned i)
{
	return ir_value_type(ir_op_operand(op, i));
}

IrType *tosa_result_type(const IrOp *op, unsigned i)
{
	return ir_value_type(&ir_op_results(op)[i]);
}

IrType *tosa_elem(IrType *t)
{
	return ir_type_is_shaped(t) ? t->shaped.elem : t;
}

bool tosa_is_quant(const IrType *t)
{
	return t->kind == IR_TYPE_DIALECT && t->dialect.ns->dialect == &ir_dialect_quant;
}

/* The parameters of a quant type the quant dialect could read, or NULL. */
static const QuantType *quant_of(const IrType *t)
{
	return tosa_is_quant(t) ? t->dialect.params : NULL;
}

/* `uniform<i8:f32, ...>`, `uniform<u8<0:255>:f32, ...>`: the storage type. */
IrType *tosa_storage_elem(IrContext *ctx, IrType *t)
{
	t = tosa_elem(t);
	const QuantType *q = quant_of(t);
	return q ? ir_type_int(ctx, q->width, q->is_signed ? IR_SIGNLESS : IR_UNSIGNED) : t;
}

bool tosa_ranked(const IrType *t)
{
	return t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_VECTOR || t->kind == IR_TYPE_MEMREF;
}

bool tosa_dims_compatible(int64_t a, int64_t b)
{
	return a == IR_DYNAMIC || b == IR_DYNAMIC || a == b;
}

bool tosa_shapes_compatible(const IrType *a, const IrType *b)
{
	if (!ir_type_is_shaped(a) || !ir_type_is_shaped(b))
		return !ir_type_is_shaped(a) && !ir_type_is_shaped(b);
	if (!tosa_ranked(a) || !tosa_ranked(b))
		return true;
	if (a->shaped.rank != b->shaped.rank)
		return false;
	for (unsigned i = 0; i < a->shaped.rank; i++)
		if (!tosa_dims_compatible(a->shaped.dims[i], b->shaped.dims[i]))
			return false;
	return true;
}

/* Message buffers that live until their slot is used again: each thread
   has its own (threads verify sibling functions at once), freed when the
   thread ends. */
enum { SLOTS = 4 };
static pthread_key_t slots_key;
static pthread_once_t slots_once = PTHREAD_ONCE_INIT;

static void free_slots(void *p)
{
	StrBuf *bufs = p;
	for (int i = 0; i < SLOTS; i++)
		sb_free(&bufs[i]);
	free(bufs);
}

static void make_slots_key(void)
{
	if (pthread_key_create(&slots_key, free_slots))
		die("no thread-specific key for TOSA's message buffers");
}

static StrBuf *slot_buffer(int slot)
{
	pthread_once(&slots_once, make_slots_key);
	StrBuf *bufs = pthread_getspecific(slots_key);
	if (!bufs) {
		bufs = xcalloc(SLOTS, sizeof *bufs);
		pthread_setspecific(slots_key, bufs);
	}
	bufs[slot].len = 0;
	return &bufs[slot];
}

const char *tosa_type_str(IrType *t, int slot)
{
	StrBuf *b = slot_buffer(slot);
	print_type_str(b, t);
	sb_putc(b, '\0');
	return b->s;
}

const char *tosa_attr_str(IrAttr *a, int slot)
{
	StrBuf *b = slot_buffer(slot);
	print_attr_str(b, a);
	sb_putc(b, '\0');
	return b->s;
}

void tosa_dims_str(StrBuf *b, const int64_t *dims, unsigned n, const char *sep)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(b, sep);
		if (dims[i] == IR_DYNAMIC)
			sb_putc(b, '?');
		else
			sb_put_i64(b, dims[i]);
	}
	sb_putc(b, '\0');
}

bool tosa_is_int(const IrType *t, unsigned width)
{
	return t->kind == IR_TYPE_INTEGER && t->integer.width == width && t->integer.sign != IR_SIGNED;
}

bool tosa_is_float(const IrType *t, IrFloatKind k)
{
	return t->kind == IR_TYPE_FLOAT && t->fkind == k;
}

/* ---- attributes and constant operands ---- */

bool tosa_i64_array(const IrOp *op, const char *name, int64_t *vals, unsigned max, unsigned *n)
{
	IrAttr *a = ir_op_get_attr((IrOp *)op, name);
	if (!a || a->kind != IR_ATTR_DENSE_ARRAY || a->darray.n > max)
		return false;
	for (unsigned i = 0; i < a->darray.n; i++)
		vals[i] = (int64_t)a->darray.elems[i];
	*n = a->darray.n;
	return true;
}

void tosa_list_str(StrBuf *b, const int64_t *vals, unsigned n)
{
	b->len = 0;
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(b, ", ");
		sb_put_i64(b, vals[i]);
	}
	sb_putc(b, '\0');
}

IrAttr *tosa_constant_operand(const IrOp *op, unsigned i)
{
	IrOp *def = i < op->noperands ? ir_value_def(ir_op_operand(op, i)) : NULL;
	if (!def || strcmp(ir_op_name(def)->s, "tosa.const"))
		return NULL;
	IrAttr *v = ir_op_get_attr(def, "values");
	return v && v->kind == IR_ATTR_DENSE ? v : NULL;
}

/* The first element of a dense integer attribute, sign- or zero-extended. */
int64_t tosa_dense_int(const IrAttr *a, unsigned index, bool sign_extend)
{
	IrType *e = ir_attr_type_of(a)->shaped.elem;
	size_t size = ir_dense_elem_bytes(e);
	const unsigned char *p = ir_dense_data(a) + (a->dense.splat ? 0 : index * size);
	uint64_t v = 0;
	for (size_t k = 0; k < size && k < 8; k++)
		v |= (uint64_t)p[k] << (8 * k);
	unsigned width = ir_type_bit_width(e);
	if (width < 64) {
		v &= (UINT64_C(1) << width) - 1;
		if (sign_extend && (v >> (width - 1)) & 1)
			v |= ~UINT64_C(0) << width;
	}
	return (int64_t)v;
}

/* MLIR's getZeroPoint: the value of a constant zero-point operand; a
   non-zero float, or an element neither integer nor float, counts as -1. */
bool tosa_zero_point(const IrOp *op, unsigned i, bool sign_extend, int64_t *zp)
{
	IrAttr *a = tosa_constant_operand(op, i);
	if (!a)
		return false;
	IrType *e = ir_attr_type_of(a)->shaped.elem;
	if (e->kind == IR_TYPE_FLOAT) {
		size_t size = ir_dense_elem_bytes(e);
		bool zero = true;
		for (size_t k = 0; k < size; k++) /* +0 or -0: no bits but the sign */
			zero &= (ir_dense_data(a)[k] & (k + 1 == size ? 0x7f : 0xff)) == 0;
		*zp = zero ? 0 : -1;
	} else {
		*zp = e->kind == IR_TYPE_INTEGER ? tosa_dense_int(a, 0, sign_extend) : -1;
	}
	return true;
}

bool tosa_check_zero_point(IrContext *ctx, IrOp *op, unsigned i, const char *name)
{
	int64_t zp;
	if (!tosa_zero_point(op, i, true, &zp))
		return true;
	IrType *e = tosa_elem(tosa_operand_type(op, i));
	if (!(e->kind == IR_TYPE_INTEGER && e->integer.width == 8 && e->integer.sign == IR_SIGNLESS) && zp != 0) {
		ir_emit_op_error(ctx, op, "%s zero point must be zero for non-int8 integer types", name);
		return false;
	}
	return true;
}

bool tosa_same_element_types(IrContext *ctx, IrOp *op, IrType *in, IrType *out)
{
	if (in->kind != IR_TYPE_TENSOR && in->kind != IR_TYPE_UNRANKED_TENSOR) {
		ir_emit_op_error(ctx, op, "expect shaped tensor for input, got '%s'", tosa_type_str(in, 0));
		return false;
	}
	if (out->kind != IR_TYPE_TENSOR && out->kind != IR_TYPE_UNRANKED_TENSOR) {
		ir_emit_op_error(ctx, op, "expect shaped tensor for output, got '%s'", tosa_type_str(out, 0));
		return false;
	}
	IrType *a = in->shaped.elem, *b = out->shaped.elem;
	bool comparable_a = a->kind == IR_TYPE_INTEGER || a->kind == IR_TYPE_INDEX || a->kind == IR_TYPE_FLOAT ||
	                    (quant_of(a) && quant_of(a)->kind == QUANT_UNIFORM);
	bool comparable_b = b->kind == IR_TYPE_INTEGER || b->kind == IR_TYPE_INDEX || b->kind == IR_TYPE_FLOAT ||
	                    (quant_of(b) && quant_of(b)->kind == QUANT_UNIFORM);
	if (comparable_a && comparable_b && a != b) {
		ir_emit_op_error(ctx, op, "expect input and output to have same element type, got '%s' and '%s'",
		                 tosa_type_str(a, 0), tosa_type_str(b, 1));
		return false;
	}
	return true;
}

/* MLIR's getConstShapeValues: the values of the tosa.const_shape defining
   operand i; false when it is not one. At most max values. */
bool tosa_const_shape_values(const IrOp *op, unsigned i, int64_t *vals, unsigned max, unsigned *n)
{
	IrOp *def = ir_value_def(ir_op_operand(op, i));
	if (!def || strcmp(ir_op_name(def)->s, "tosa.const_shape"))
		return false;
	IrAttr *a = ir_op_get_attr(def, "values");
	if (!a || a->kind != IR_ATTR_DENSE || ir_attr_type_of(a)->kind != IR_TYPE_TENSOR)
		return false;
	int64_t count = ir_type_num_elements(ir_attr_type_of(a));
	if (count < 0 || count > max)
		return false;
	for (unsigned k = 0; k < (unsigned)count; k++)
		vals[k] = tosa_dense_int(a, k, true);
	*n = (unsigned)count;
	return true;
}

/* The rank of a `!tosa.shape<N>` type, -1 for anything else. */
int64_t tosa_shape_rank(const IrType *t)
{
	const TosaType *tt = tosa_type(t);
	return tt && tt->kind == TOSA_TYPE_SHAPE ? tt->rank : -1;
}

const TosaType *tosa_type(const IrType *t)
{
	return t->kind == IR_TYPE_DIALECT && t->dialect.ns->dialect == &ir_dialect_tosa ? t->dialect.params : NULL;
}
