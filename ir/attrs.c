/* attrs.c: constructors of the builtin attributes and locations, all uniqued. */
#include <stdlib.h>

#include "internal.h"
#include "dialect.h"

/* Sets a flag that the parse's two threads may both set, read first: a
   store each time would move its line between their cores. */
static void set_once(bool *flag)
{
	if (!__atomic_load_n(flag, __ATOMIC_RELAXED))
		__atomic_store_n(flag, true, __ATOMIC_RELAXED);
}

void attr_note_held(IrContext *ctx, const IrAttr *held)
{
	if (held && ir_attr_is_loc(held))
		set_once(&ctx->made_aliasable);
}

/* The bytes an attribute of this kind takes: the kinds listed here, whose
   member of IrAttr's union is at most 16 bytes (ir.h asserts it), end
   after it, 8 bytes short of sizeof(IrAttr); a kind not listed takes it
   all.  Nothing copies an attribute whole, so none reads past its kind's
   member. */
static size_t attr_bytes(IrAttrKind kind)
{
	switch (kind) {
	case IR_ATTR_UNIT:
	case IR_ATTR_BOOL:
	case IR_ATTR_INTEGER:
	case IR_ATTR_FLOAT:
	case IR_ATTR_STRING:
	case IR_ATTR_TYPE:
	case IR_ATTR_ARRAY:
	case IR_ATTR_DICT:
	case IR_ATTR_SYMBOL_REF:
	case IR_ATTR_AFFINE_MAP:
	case IR_ATTR_INTEGER_SET:
	case IR_ATTR_DENSE_STRING:
	case IR_ATTR_DENSE_RESOURCE:
	case IR_ATTR_SPARSE:
	case IR_ATTR_DENSE_ARRAY:
	case IR_ATTR_OPAQUE_ELEMENTS:
	case IR_ATTR_DISTINCT:
	case IR_ATTR_LOC_UNKNOWN:
	case IR_ATTR_LOC_NAME:
	case IR_ATTR_LOC_CALLSITE:
		return IR_ATTR_SHORT_BYTES;
	default: /* dense literals, strided layouts, dialect attributes, file and fused locations */
		return sizeof(IrAttr);
	}
}

static IrAttr *new_attr(IrContext *ctx, IrAttrKind kind, IrType *type)
{
	if (kind == IR_ATTR_AFFINE_MAP || kind == IR_ATTR_INTEGER_SET || kind == IR_ATTR_DISTINCT ||
	    kind == IR_ATTR_DENSE_RESOURCE)
		set_once(&ctx->made_aliasable);
	IrAttr *a = arena_zalloc(ctx_arena(ctx), attr_bytes(kind));
	a->kind = kind;
	a->type = ir_ref(type);
	return a;
}

/* Starts a key with the kind and type every attribute has. */
static void attr_key(Key *k, IrAttrKind kind, IrType *type)
{
	KEY_INIT(*k);
	key_u64(k, kind);
	key_ref(k, type);
}

IrAttr *ir_attr_unit(IrContext *ctx)
{
	Key k;
	attr_key(&k, IR_ATTR_UNIT, NULL);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	return a ? a : key_insert(ctx, UNIQ_ATTR, &k, new_attr(ctx, IR_ATTR_UNIT, NULL));
}

IrAttr *ir_attr_bool(IrContext *ctx, bool b)
{
	IrAttr *made = b ? ctx->a_true : ctx->a_false; /* the context's own, once it has made them */
	if (made)
		return made;
	Key k;
	attr_key(&k, IR_ATTR_BOOL, NULL);
	key_u64(&k, b);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_BOOL, ir_type_int(ctx, 1, IR_SIGNLESS));
	a->b = b;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

/* Words of an integer attribute: at least one, so that words[0] reads as
   the (zero) value of an i0 too. */
static size_t int_words(const IrType *type)
{
	size_t n = (ir_type_bit_width(type) + 63) / 64;
	return n ? n : 1;
}

IrAttr *ir_attr_int_words(IrContext *ctx, IrType *type, const uint64_t *words)
{
	size_t nw = int_words(type);
	Key k;
	attr_key(&k, IR_ATTR_INTEGER, type);
	size_t words_at = key_align(&k); /* the words end the key: the attribute keeps them there */
	key_bytes(&k, words, nw * sizeof *words);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_INTEGER, type);
	const unsigned char *kept = key_keep(ctx, &k);
	a->words = (const uint64_t *)(kept + words_at);
	return key_insert_kept(ctx, UNIQ_ATTR, &k, kept, a);
}

IrAttr *ir_attr_int(IrContext *ctx, IrType *type, int64_t v)
{
	size_t nw = int_words(type);
	uint64_t small[2], *w = nw <= 2 ? small : xmalloc(nw * sizeof *w);
	unsigned width = ir_type_bit_width(type);
	for (size_t i = 0; i < nw; i++)
		w[i] = v < 0 ? ~(uint64_t)0 : 0;
	w[0] = (uint64_t)v;
	if (width % 64) /* keep the unused high bits zero */
		w[nw - 1] &= ((uint64_t)1 << (width % 64)) - 1;
	else if (!width)
		w[0] = 0;
	IrAttr *a = ir_attr_int_words(ctx, type, w);
	if (w != small)
		free(w);
	return a;
}

IrAttr *ir_attr_float(IrContext *ctx, IrType *type, ApBits bits)
{
	Key k;
	attr_key(&k, IR_ATTR_FLOAT, type);
	key_u64(&k, bits.lo);
	key_u64(&k, bits.hi);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_FLOAT, type);
	a->fbits = bits;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

/* The string attribute of str without a type, made once (the first of
   two threads to make it wins; the other's stays unused in the arena). */
static IrAttr *untyped_string(IrContext *ctx, IrIdent *str)
{
	IrRef made = __atomic_load_n(&str->string_attr, __ATOMIC_ACQUIRE);
	if (made)
		return ir_deref(made);
	IrAttr *a = new_attr(ctx, IR_ATTR_STRING, NULL);
	a->str = str;
	if (__atomic_compare_exchange_n(&str->string_attr, &made, ir_ref(a), false, __ATOMIC_ACQ_REL,
	                                __ATOMIC_ACQUIRE))
		return a;
	return ir_deref(made);
}

IrAttr *ir_attr_string(IrContext *ctx, const char *s, size_t n, IrType *type)
{
	IrIdent *str = ir_ident(ctx, s, n);
	if (!type)
		return untyped_string(ctx, str);
	Key k;
	attr_key(&k, IR_ATTR_STRING, type);
	key_ref(&k, str);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_STRING, type);
	a->str = str;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_attr_type(IrContext *ctx, IrType *t)
{
	Key k;
	attr_key(&k, IR_ATTR_TYPE, NULL);
	key_ref(&k, t);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_TYPE, NULL);
	a->tval = t;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

/* Attributes whose payload is a list of attribute pointers. */
static IrAttr *list_attr(IrContext *ctx, IrAttrKind kind, unsigned n, IrAttr **elems,
                         IrAttr *extra)
{
	Key k;
	attr_key(&k, kind, NULL);
	key_u64(&k, n);
	key_ref(&k, extra);
	size_t elems_at = key_align(&k); /* the elements end the key: the attribute keeps them there */
	key_bytes(&k, elems, n * sizeof *elems);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, kind, NULL);
	const unsigned char *kept = key_keep(ctx, &k);
	IrAttr **copy = (IrAttr **)(kept + elems_at);
	for (unsigned i = 0; kind == IR_ATTR_ARRAY && i < n; i++)
		attr_note_held(ctx, elems[i]);
	if (kind == IR_ATTR_ARRAY) {
		a->array.n = n;
		a->array.elems = copy;
	} else {
		a->fused.n = n;
		a->fused.locs = copy;
		a->fused.meta = extra;
	}
	return key_insert_kept(ctx, UNIQ_ATTR, &k, kept, a);
}

IrAttr *ir_attr_array(IrContext *ctx, unsigned n, IrAttr **elems)
{
	return list_attr(ctx, IR_ATTR_ARRAY, n, elems, NULL);
}

/* Orders names as MLIR's StringRef comparison does: bytes, then length. */
static int name_cmp(const void *a, const void *b)
{
	const IrNamedAttr *x = a, *y = b;
	size_t n = x->name->n < y->name->n ? x->name->n : y->name->n;
	int c = memcmp(x->name->s, y->name->s, n);
	if (c)
		return c;
	return (x->name->n > y->name->n) - (x->name->n < y->name->n);
}

/* Sorts a dictionary's entries by name: insertion sort for the few entries
   an op's dictionary has (most are already in order), qsort beyond. */
static void sort_entries(IrNamedAttr *e, unsigned n)
{
	if (n > 16) {
		qsort(e, n, sizeof *e, name_cmp);
		return;
	}
	for (unsigned i = 1; i < n; i++) {
		IrNamedAttr x = e[i];
		unsigned j = i;
		for (; j > 0 && name_cmp(&e[j - 1], &x) > 0; j--)
			e[j] = e[j - 1];
		e[j] = x;
	}
}

IrAttr *ir_attr_dict(IrContext *ctx, unsigned n, IrNamedAttr *entries, IrIdent **dup)
{
	/* most ops have no attributes: the empty dictionary is made once, with
	   the context, and not looked up again */
	if (!n && ctx->a_empty_dict)
		return ctx->a_empty_dict;
	IrNamedAttr small[16];
	IrNamedAttr *sorted = n <= 16 ? small : xmalloc(n * sizeof *sorted);
	if (n) /* reliability: entries may be NULL when n == 0, and memcpy needs non-NULL */
		memcpy(sorted, entries, n * sizeof *sorted);
	sort_entries(sorted, n);
	IrAttr *a = NULL;
	for (unsigned i = 1; i < n; i++) {
		if (sorted[i].name == sorted[i - 1].name) {
			if (dup)
				*dup = sorted[i].name;
			goto done;
		}
	}
	Key k; /* the key is the entries as the dictionary keeps them (IrDictEntry), and it keeps them there */
	KEY_INIT(k);
	for (unsigned i = 0; i < n; i++) {
		key_ref(&k, sorted[i].name);
		key_ref(&k, sorted[i].value);
	}
	a = key_lookup(ctx, UNIQ_DICT, &k);
	if (!a) {
		a = new_attr(ctx, IR_ATTR_DICT, NULL);
		for (unsigned i = 0; i < n; i++)
			attr_note_held(ctx, sorted[i].value);
		/* the dictionary is its own table entry (uniquer.c): no room for a record */
		const unsigned char *kept = arena_dup(ctx_arena(ctx), k.s, k.len);
		a->dict.n = n;
		a->dict.entries = (const IrDictEntry *)kept;
		a = key_insert_kept(ctx, UNIQ_DICT, &k, kept, a);
	}
done:
	if (sorted != small)
		free(sorted);
	return a;
}

IrAttr *ir_attr_symref(IrContext *ctx, unsigned n, IrIdent **names)
{
	Key k;
	attr_key(&k, IR_ATTR_SYMBOL_REF, NULL);
	key_u64(&k, n);
	key_bytes(&k, names, n * sizeof *names);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_SYMBOL_REF, NULL);
	a->symref.n = n;
	a->symref.names = arena_dup(ctx_arena(ctx), names, n * sizeof *names);
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

/* Attributes wrapping one uniqued pointer. */
static IrAttr *ptr_attr(IrContext *ctx, IrAttrKind kind, IrType *type, void *p)
{
	Key k;
	attr_key(&k, kind, type);
	key_ref(&k, p);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, kind, type);
	switch (kind) {
	case IR_ATTR_AFFINE_MAP: a->map = p; break;
	case IR_ATTR_INTEGER_SET: a->set = p; break;
	case IR_ATTR_DENSE_RESOURCE: a->resource = p; break;
	default: die("bad pointer attribute kind %d", kind);
	}
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_attr_affine_map(IrContext *ctx, IrAffineMap *m)
{
	return ptr_attr(ctx, IR_ATTR_AFFINE_MAP, NULL, m);
}

IrAttr *ir_attr_integer_set(IrContext *ctx, IrIntegerSet *s)
{
	return ptr_attr(ctx, IR_ATTR_INTEGER_SET, NULL, s);
}

IrAttr *ir_attr_dense_resource(IrContext *ctx, IrType *type, IrIdent *handle)
{
	return ptr_attr(ctx, IR_ATTR_DENSE_RESOURCE, type, handle);
}

IrAttr *ir_attr_dense(IrContext *ctx, IrType *type, bool splat, const unsigned char *data,
                      size_t nbytes)
{
	/* all-equal elements are stored as a splat, as MLIR stores them, so that
	   equal attributes stay pointer-equal whoever builds them */
	const IrType *shape = ir_type_shape_of(type); /* a shaped dialect type's too */
	int64_t numel = ir_type_is_shaped(shape) ? ir_type_num_elements(shape) : 0;
	size_t eb = ir_type_is_shaped(shape) ? ir_dense_elem_bytes(shape->shaped.elem) : 0;
	if (!splat && numel >= 1 && eb && nbytes == (size_t)numel * eb) {
		bool equal = true;
		for (int64_t i = 1; equal && i < numel; i++)
			equal = !memcmp(data, data + i * eb, eb);
		if (equal) {
			splat = true;
			nbytes = eb;
		}
	}
	if (!splat && nbytes >= IR_BLOB_MIN)
		return ir_attr_dense_blob(ctx, type, ir_blob_of_bytes(ctx, data, nbytes));
	Key k;
	attr_key(&k, IR_ATTR_DENSE, type);
	key_u64(&k, splat);
	size_t data_at = k.len; /* the payload ends the key: the attribute keeps it there */
	key_bytes(&k, data, nbytes);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_DENSE, type);
	a->dense.splat = splat;
	a->dense.nbytes = nbytes;
	const unsigned char *kept = key_keep(ctx, &k);
	a->dense.raw = kept + data_at;
	return key_insert_kept(ctx, UNIQ_ATTR, &k, kept, a);
}

/* Blobs are uniqued by content, so the blob stands for the bytes in the
   attribute's key. */
IrAttr *ir_attr_dense_blob(IrContext *ctx, IrType *type, const IrBlob *b)
{
	Key k;
	attr_key(&k, IR_ATTR_DENSE, type);
	key_u64(&k, 2); /* where the others have their splat flag (0 or 1) */
	key_ptr(&k, b);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_DENSE, type);
	a->dense.in_blob = true;
	a->dense.nbytes = ir_blob_size(b);
	a->dense.blob = b;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_attr_dense_retyped(IrContext *ctx, IrType *type, const IrAttr *a)
{
	if (a->dense.in_blob)
		return ir_attr_dense_blob(ctx, type, a->dense.blob);
	return ir_attr_dense(ctx, type, a->dense.splat, a->dense.raw, a->dense.nbytes);
}

IrAttr *ir_attr_dense_string(IrContext *ctx, IrType *type, bool splat, unsigned n, IrIdent **strs)
{
	Key k;
	attr_key(&k, IR_ATTR_DENSE_STRING, type);
	key_u64(&k, splat);
	key_u64(&k, n);
	key_bytes(&k, strs, n * sizeof *strs);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_DENSE_STRING, type);
	a->dstr.splat = splat;
	a->dstr.n = n;
	a->dstr.strs = arena_dup(ctx_arena(ctx), strs, n * sizeof *strs);
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_attr_sparse(IrContext *ctx, IrType *type, IrAttr *indices, IrAttr *values)
{
	Key k;
	attr_key(&k, IR_ATTR_SPARSE, type);
	key_ref(&k, indices);
	key_ref(&k, values);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_SPARSE, type);
	a->sparse.indices = indices;
	a->sparse.values = values;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_attr_dense_array(IrContext *ctx, IrType *elem, unsigned n, const uint64_t *elems)
{
	Key k;
	attr_key(&k, IR_ATTR_DENSE_ARRAY, elem);
	key_u64(&k, n);
	key_bytes(&k, elems, n * sizeof *elems);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_DENSE_ARRAY, elem);
	a->darray.n = n;
	a->darray.elems = arena_dup(ctx_arena(ctx), elems, n * sizeof *elems);
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_attr_strided(IrContext *ctx, unsigned n, const int64_t *strides, int64_t offset)
{
	Key k;
	attr_key(&k, IR_ATTR_STRIDED, NULL);
	key_u64(&k, n);
	key_bytes(&k, strides, n * sizeof *strides);
	key_u64(&k, (uint64_t)offset);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_STRIDED, NULL);
	a->strided.n = n;
	a->strided.strides = arena_dup(ctx_arena(ctx), strides, n * sizeof *strides);
	a->strided.offset = offset;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_attr_dialect(IrContext *ctx, IrIdent *ns, IrIdent *body, bool pretty, IrType *type, StrBuf *err)
{
	Key k; /* the body as written: another spelling finds the attribute it read as */
	attr_key(&k, IR_ATTR_DIALECT, type);
	key_ref(&k, ns);
	key_ref(&k, body);
	key_u64(&k, pretty);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	const void *params = NULL;
	IrIdent *canon = body;
	/* `#ns<body>` is read as `#ns.body` is, and printed so */
	const IrDialectSymbols *hooks = ns->dialect ? ns->dialect->attrs : NULL;
	int read = hooks ? ir_dialect_symbol_read(ctx, hooks, body, &params, &canon, err) : 0;
	if (read < 0 && err) {
		key_abandon(ctx, &k);
		return NULL;
	}
	if (read > 0 && (canon != body || !pretty)) /* one attribute for every spelling */
		return key_insert(ctx, UNIQ_ATTR, &k, ir_attr_dialect(ctx, ns, canon, true, type, NULL));
	set_once(&ns->attr_namespace);
	a = new_attr(ctx, IR_ATTR_DIALECT, type);
	a->dialect.ns = ns;
	a->dialect.body = body;
	a->dialect.params = read > 0 ? params : NULL;
	a->pretty = pretty;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_attr_opaque_elements(IrContext *ctx, IrType *type, IrIdent *ns, IrIdent *hex)
{
	Key k;
	attr_key(&k, IR_ATTR_OPAQUE_ELEMENTS, type);
	key_ref(&k, ns);
	key_ptr(&k, hex);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_OPAQUE_ELEMENTS, type);
	a->opaque.ns = ns;
	a->opaque.hex = hex;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_attr_distinct(IrContext *ctx, uint64_t id, IrAttr *ref)
{
	Key k;
	attr_key(&k, IR_ATTR_DISTINCT, NULL);
	key_u64(&k, id);
	key_ref(&k, ref);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_DISTINCT, NULL);
	a->distinct.id = id;
	a->distinct.ref = ref;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_loc_unknown(IrContext *ctx)
{
	Key k;
	attr_key(&k, IR_ATTR_LOC_UNKNOWN, NULL);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	return a ? a : key_insert(ctx, UNIQ_ATTR, &k, new_attr(ctx, IR_ATTR_LOC_UNKNOWN, NULL));
}

IrAttr *ir_loc_file(IrContext *ctx, IrIdent *file, int nparts, unsigned line, unsigned col,
                    unsigned end_line, unsigned end_col)
{
	Key k;
	attr_key(&k, IR_ATTR_LOC_FILE, NULL);
	key_ref(&k, file);
	key_u64(&k, (uint64_t)nparts);
	key_u64(&k, line);
	key_u64(&k, col);
	key_u64(&k, end_line);
	key_u64(&k, end_col);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_LOC_FILE, NULL);
	a->floc.file = file;
	a->loc_parts = (unsigned)nparts;
	a->floc.line = line;
	a->floc.col = col;
	a->floc.end_line = end_line;
	a->floc.end_col = end_col;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_loc_name(IrContext *ctx, IrIdent *name, IrAttr *child)
{
	Key k;
	attr_key(&k, IR_ATTR_LOC_NAME, NULL);
	key_ref(&k, name);
	key_ref(&k, child);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_LOC_NAME, NULL);
	a->nloc.name = name;
	a->nloc.child = child;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

IrAttr *ir_loc_callsite(IrContext *ctx, IrAttr *callee, IrAttr *caller)
{
	Key k;
	attr_key(&k, IR_ATTR_LOC_CALLSITE, NULL);
	key_ref(&k, callee);
	key_ref(&k, caller);
	IrAttr *a = key_lookup(ctx, UNIQ_ATTR, &k);
	if (a)
		return a;
	a = new_attr(ctx, IR_ATTR_LOC_CALLSITE, NULL);
	a->cloc.callee = callee;
	a->cloc.caller = caller;
	return key_insert(ctx, UNIQ_ATTR, &k, a);
}

/* MLIR's FusedLoc::get: nested fused locations with the same metadata are
   flattened, unknown locations and duplicates dropped, and a single
   location without metadata stands for itself. */
IrAttr *ir_loc_fused(IrContext *ctx, unsigned n, IrAttr **locs, IrAttr *meta)
{
	PtrVec flat = {0};
	PtrMap seen = {0};
	for (unsigned i = 0; i < n; i++) {
		IrAttr *l = locs[i];
		bool inline_parts = l->kind == IR_ATTR_LOC_FUSED && l->fused.meta == meta;
		unsigned parts = inline_parts ? l->fused.n : 1;
		for (unsigned k = 0; k < parts; k++) {
			IrAttr *part = inline_parts ? l->fused.locs[k] : l;
			if (part->kind == IR_ATTR_LOC_UNKNOWN || pm_get(&seen, part))
				continue;
			pm_put(&seen, part, part);
			pv_push(&flat, part);
		}
	}
	IrAttr *r;
	if (flat.n == 0 && !meta)
		r = ir_loc_unknown(ctx);
	else if (flat.n == 0)
		r = list_attr(ctx, IR_ATTR_LOC_FUSED, 1, &ctx->a_unknown_loc, meta);
	else if (flat.n == 1 && !meta)
		r = flat.v[0];
	else
		r = list_attr(ctx, IR_ATTR_LOC_FUSED, (unsigned)flat.n, (IrAttr **)flat.v, meta);
	pv_free(&flat);
	pm_free(&seen);
	return r;
}

bool ir_attr_is_loc(const IrAttr *a)
{
	return a->kind >= IR_ATTR_LOC_UNKNOWN;
}

IrAttr *ir_dict_get(const IrAttr *dict, IrIdent *name)
{
	if (!dict || dict->kind != IR_ATTR_DICT)
		return NULL;
	for (unsigned i = 0; i < dict->dict.n; i++)
		if (ir_dict_name(dict, i) == name)
			return ir_dict_value(dict, i);
	return NULL;
}

bool ir_dense_int_at(const IrAttr *a, size_t i, int64_t *v)
{
	if (a->kind != IR_ATTR_DENSE)
		return false;
	const IrType *shape = ir_type_shape_of(ir_attr_type_of(a)); /* a shaped dialect type's too */
	if (!ir_type_is_shaped(shape))
		return false;
	const IrType *elem = shape->shaped.elem;
	if (!ir_type_is_int_or_index(elem))
		return false;
	size_t eb = ir_dense_elem_bytes(elem);
	if (!a->dense.splat && (i + 1) * eb > a->dense.nbytes)
		return false;
	const unsigned char *p = ir_dense_data(a) + (a->dense.splat ? 0 : i * eb);
	uint64_t bits = 0;
	for (size_t k = 0; k < eb && k < 8; k++)
		bits |= (uint64_t)p[k] << (8 * k);
	unsigned width = ir_type_bit_width(elem);
	bool sign_extend = elem->kind == IR_TYPE_INDEX || elem->integer.sign != IR_UNSIGNED;
	if (width < 64 && sign_extend && (bits >> (width - 1) & 1))
		bits |= ~0ull << width;
	*v = (int64_t)bits;
	return true;
}

size_t ir_dense_elem_bytes(const IrType *elem)
{
	if (elem->kind == IR_TYPE_COMPLEX)
		return 2 * ir_dense_elem_bytes(elem->elem);
	return (ir_type_bit_width(elem) + 7) / 8;
}
