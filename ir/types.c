/* types.c: constructors and queries of the builtin types, all uniqued. */
#include "internal.h"
#include "dialect.h"

static IrType *new_type(IrContext *ctx, IrTypeKind kind)
{
	IrType *t = arena_zalloc(ctx_arena(ctx), sizeof *t);
	t->kind = kind;
	return t;
}

IrType *ir_type_int(IrContext *ctx, unsigned width, IrSignedness sign)
{
	/* the common widths skip the uniquing table: every operation names some */
	bool cached = sign == IR_SIGNLESS && width < sizeof ctx->t_int / sizeof ctx->t_int[0];
	if (cached && ctx->t_int[width])
		return ctx->t_int[width];
	Key k;
	KEY_INIT(k);
	key_u64(&k, IR_TYPE_INTEGER);
	key_u64(&k, width);
	key_u64(&k, sign);
	IrType *t = key_lookup(ctx, UNIQ_TYPE, &k);
	if (t)
		return t;
	t = new_type(ctx, IR_TYPE_INTEGER);
	t->integer.width = width;
	t->integer.sign = sign;
	t = key_insert(ctx, UNIQ_TYPE, &k, t);
	if (cached)
		ctx->t_int[width] = t;
	return t;
}

static IrType *simple_type(IrContext *ctx, IrTypeKind kind, uint64_t param)
{
	Key k;
	KEY_INIT(k);
	key_u64(&k, kind);
	key_u64(&k, param);
	IrType *t = key_lookup(ctx, UNIQ_TYPE, &k);
	if (t)
		return t;
	t = new_type(ctx, kind);
	if (kind == IR_TYPE_FLOAT)
		t->fkind = (IrFloatKind)param;
	return key_insert(ctx, UNIQ_TYPE, &k, t);
}

IrType *ir_type_index(IrContext *ctx) { return simple_type(ctx, IR_TYPE_INDEX, 0); }
IrType *ir_type_none(IrContext *ctx) { return simple_type(ctx, IR_TYPE_NONE, 0); }
IrType *ir_type_float(IrContext *ctx, IrFloatKind fk)
{
	if (!ctx->t_float[fk])
		ctx->t_float[fk] = simple_type(ctx, IR_TYPE_FLOAT, fk);
	return ctx->t_float[fk];
}

IrType *ir_type_complex(IrContext *ctx, IrType *elem)
{
	Key k;
	KEY_INIT(k);
	key_u64(&k, IR_TYPE_COMPLEX);
	key_ref(&k, elem);
	IrType *t = key_lookup(ctx, UNIQ_TYPE, &k);
	if (t)
		return t;
	t = new_type(ctx, IR_TYPE_COMPLEX);
	t->elem = elem;
	return key_insert(ctx, UNIQ_TYPE, &k, t);
}

static IrType **dup_types(IrContext *ctx, unsigned n, IrType **types)
{
	return arena_dup(ctx_arena(ctx), types, n * sizeof *types);
}

IrType *ir_type_tuple(IrContext *ctx, unsigned n, IrType **types)
{
	Key k;
	KEY_INIT(k);
	key_u64(&k, IR_TYPE_TUPLE);
	key_u64(&k, n);
	key_bytes(&k, types, n * sizeof *types);
	IrType *t = key_lookup(ctx, UNIQ_TYPE, &k);
	if (t)
		return t;
	t = new_type(ctx, IR_TYPE_TUPLE);
	t->tuple.n = n;
	t->tuple.types = dup_types(ctx, n, types);
	return key_insert(ctx, UNIQ_TYPE, &k, t);
}

/* Shared by vector, tensor and memref, ranked and unranked. */
static IrType *shaped_type(IrContext *ctx, IrTypeKind kind, unsigned rank, const int64_t *dims,
                           const bool *scalable, IrType *elem, IrAttr *enc, IrAttr *layout,
                           IrAttr *space)
{
	bool any_scalable = false;
	for (unsigned i = 0; scalable && i < rank; i++)
		any_scalable |= scalable[i];
	Key k;
	KEY_INIT(k);
	key_u64(&k, kind);
	key_u64(&k, rank);
	key_bytes(&k, dims, rank * sizeof *dims);
	key_u64(&k, any_scalable);
	if (any_scalable)
		key_bytes(&k, scalable, rank * sizeof *scalable);
	key_ref(&k, elem);
	key_ref(&k, enc);
	key_ref(&k, layout);
	key_ref(&k, space);
	IrType *t = key_lookup(ctx, UNIQ_TYPE, &k);
	if (t)
		return t;
	t = new_type(ctx, kind);
	t->shaped.rank = rank;
	t->shaped.dims = arena_dup(ctx_arena(ctx), dims, rank * sizeof *dims);
	t->shaped.scalable =
		any_scalable ? arena_dup(ctx_arena(ctx), scalable, rank * sizeof *scalable) : NULL;
	t->shaped.elem = elem;
	attr_note_held(ctx, enc);
	attr_note_held(ctx, layout);
	attr_note_held(ctx, space);
	t->shaped.encoding = enc;
	t->shaped.layout = layout;
	t->shaped.space = space;
	return key_insert(ctx, UNIQ_TYPE, &k, t);
}

IrType *ir_type_vector(IrContext *ctx, unsigned rank, const int64_t *dims, const bool *scalable,
                       IrType *elem)
{
	return shaped_type(ctx, IR_TYPE_VECTOR, rank, dims, scalable, elem, NULL, NULL, NULL);
}

IrType *ir_type_tensor(IrContext *ctx, unsigned rank, const int64_t *dims, IrType *elem,
                       IrAttr *encoding)
{
	return shaped_type(ctx, IR_TYPE_TENSOR, rank, dims, NULL, elem, encoding, NULL, NULL);
}

IrType *ir_type_unranked_tensor(IrContext *ctx, IrType *elem)
{
	return shaped_type(ctx, IR_TYPE_UNRANKED_TENSOR, 0, NULL, NULL, elem, NULL, NULL, NULL);
}

IrType *ir_type_memref(IrContext *ctx, unsigned rank, const int64_t *dims, IrType *elem,
                       IrAttr *layout, IrAttr *space)
{
	return shaped_type(ctx, IR_TYPE_MEMREF, rank, dims, NULL, elem, NULL, layout, space);
}

IrType *ir_type_unranked_memref(IrContext *ctx, IrType *elem, IrAttr *space)
{
	return shaped_type(ctx, IR_TYPE_UNRANKED_MEMREF, 0, NULL, NULL, elem, NULL, NULL, space);
}

IrType *ir_type_function(IrContext *ctx, unsigned nin, IrType **in, unsigned nout, IrType **out)
{
	Key k;
	KEY_INIT(k);
	key_u64(&k, IR_TYPE_FUNCTION);
	key_u64(&k, nin);
	key_u64(&k, nout);
	size_t types_at = key_align(&k); /* inputs then results end the key: the type keeps them there */
	key_bytes(&k, in, nin * sizeof *in);
	key_bytes(&k, out, nout * sizeof *out);
	IrType *t = key_lookup(ctx, UNIQ_TYPE, &k);
	if (t)
		return t;
	t = new_type(ctx, IR_TYPE_FUNCTION);
	t->func.nin = nin;
	t->func.nout = nout;
	const unsigned char *kept = key_keep(ctx, &k);
	t->func.types = (IrType **)(kept + types_at);
	return key_insert_kept(ctx, UNIQ_TYPE, &k, kept, t);
}

IrType *ir_type_dialect(IrContext *ctx, IrIdent *ns, IrIdent *body, bool pretty, StrBuf *err)
{
	Key k; /* the body as written: another spelling finds the type it read as */
	KEY_INIT(k);
	key_u64(&k, IR_TYPE_DIALECT);
	key_ref(&k, ns);
	key_ref(&k, body);
	key_u64(&k, pretty);
	IrType *t = key_lookup(ctx, UNIQ_TYPE, &k);
	if (t)
		return t;
	const void *params = NULL;
	IrIdent *canon = body;
	/* `!ns<body>` is read as `!ns.body` is, and printed so */
	const IrDialectSymbols *hooks = ns->dialect ? ns->dialect->types : NULL;
	int read = hooks ? ir_dialect_symbol_read(ctx, hooks, body, &params, &canon, err) : 0;
	if (read < 0 && err) {
		key_abandon(ctx, &k);
		return NULL;
	}
	if (read > 0 && (canon != body || !pretty)) /* one type for every spelling */
		return key_insert(ctx, UNIQ_TYPE, &k, ir_type_dialect(ctx, ns, canon, true, NULL));
	t = new_type(ctx, IR_TYPE_DIALECT);
	t->dialect.ns = ns;
	t->dialect.body = body;
	t->dialect.pretty = pretty;
	t->dialect.params = read > 0 ? params : NULL;
	t->dialect.shape = read > 0 && hooks->shape ? hooks->shape(ctx, params) : NULL;
	return key_insert(ctx, UNIQ_TYPE, &k, t);
}

const IrType *ir_type_shape_of(const IrType *t)
{
	return t->kind == IR_TYPE_DIALECT && t->dialect.shape ? t->dialect.shape : t;
}

bool ir_type_is_shaped(const IrType *t)
{
	return t->kind == IR_TYPE_VECTOR || t->kind == IR_TYPE_TENSOR ||
	       t->kind == IR_TYPE_UNRANKED_TENSOR || t->kind == IR_TYPE_MEMREF ||
	       t->kind == IR_TYPE_UNRANKED_MEMREF;
}

bool ir_type_is_int_or_index(const IrType *t)
{
	return t->kind == IR_TYPE_INTEGER || t->kind == IR_TYPE_INDEX;
}

int64_t ir_type_num_elements(const IrType *t)
{
	t = ir_type_shape_of(t);
	if (t->kind != IR_TYPE_VECTOR && t->kind != IR_TYPE_TENSOR && t->kind != IR_TYPE_MEMREF)
		return -1;
	int64_t n = 1;
	for (unsigned i = 0; i < t->shaped.rank; i++) {
		if (t->shaped.dims[i] < 0)
			return -1;
		if (t->shaped.dims[i] && n > INT64_MAX / t->shaped.dims[i])
			return -1;
		n *= t->shaped.dims[i];
	}
	return n;
}

IrType *ir_type_element(const IrType *t)
{
	if (t->kind == IR_TYPE_COMPLEX)
		return t->elem;
	return ir_type_is_shaped(t) ? t->shaped.elem : NULL;
}

unsigned ir_type_bit_width(const IrType *t)
{
	switch (t->kind) {
	case IR_TYPE_INTEGER: return t->integer.width;
	case IR_TYPE_INDEX: return 64;
	case IR_TYPE_FLOAT: return apfloat_width(t->fkind);
	default: return 0;
	}
}
