/* flatbuffer.c: the FlatBuffers builder (flatbuffer.h). */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "flatbuffer.h"

void fb_builder_init(FbBuilder *b)
{
	memset(b, 0, sizeof *b);
	b->minalign = 1;
}

void fb_builder_free(FbBuilder *b)
{
	free(b->buf);
	free(b->fields);
	free(b->vtables);
	memset(b, 0, sizeof *b);
}

/* Room for n more bytes at the front; the data keep their distance from
   the end.  Nothing makes it grow past FB_MAX_SIZE: it remembers that it
   failed, writes nothing more, and fb_finish reports it, so that callers
   check once. */
static bool reserve(FbBuilder *b, size_t n)
{
	if (b->too_large || n > FB_MAX_SIZE - b->size)
		return !(b->too_large = true);
	if (b->size + n <= b->cap)
		return true;
	size_t cap = b->cap ? b->cap : 256;
	while (cap < b->size + n)
		cap *= 2;
	uint8_t *buf = xmalloc(cap);
	if (b->size)
		memcpy(buf + cap - b->size, b->buf + b->cap - b->size, b->size);
	free(b->buf);
	b->buf = buf;
	b->cap = cap;
	return true;
}

/* The byte at distance at from the end. */
static uint8_t *at_ref(FbBuilder *b, uint32_t at)
{
	return b->buf + b->cap - at;
}

static void push_bytes(FbBuilder *b, const void *p, size_t n)
{
	if (!n || !reserve(b, n)) /* nothing to write: buf may still be NULL */
		return;
	b->size += n;
	memcpy(at_ref(b, (uint32_t)b->size), p, n);
}

static void push_zeros(FbBuilder *b, size_t n)
{
	if (!n || !reserve(b, n))
		return;
	b->size += n;
	memset(at_ref(b, (uint32_t)b->size), 0, n);
}

/* Pads so that, once `additional` more bytes are written, the data are
   aligned to align (a power of two), counting from the end, which the
   finished buffer's start is aligned like (fb_finish pads to minalign). */
static void prep(FbBuilder *b, size_t align, size_t additional)
{
	if (align > b->minalign)
		b->minalign = align;
	size_t pad = (~(b->size + additional) + 1) & (align - 1);
	push_zeros(b, pad);
}

/* v as n little-endian bytes at out */
static inline void put_le(uint8_t *out, uint64_t v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		out[i] = (uint8_t)(v >> (8 * i));
}

static void push_scalar(FbBuilder *b, uint64_t v, size_t n)
{
	uint8_t le[8];
	put_le(le, v, n);
	push_bytes(b, le, n);
}

/* An offset to ref, written at the front (aligned): FlatBuffers' offsets
   count from the offset's own position forwards. */
static void push_offset(FbBuilder *b, FbRef ref)
{
	prep(b, 4, 0);
	assert(ref && ref <= b->size + 4);
	push_scalar(b, (uint32_t)(b->size + 4 - ref), 4);
}

FbRef fb_string(FbBuilder *b, const char *s, size_t n)
{
	assert(!b->in_table);
	prep(b, 4, n + 1);
	push_zeros(b, 1);
	push_bytes(b, s, n);
	push_scalar(b, n, 4);
	return (FbRef)b->size;
}

/* Aligns for a vector of n elements of elem_size bytes aligned to align,
   then its length prefix. */
static void vector_prep(FbBuilder *b, size_t n, size_t elem_size, size_t align)
{
	assert(!b->in_table);
	prep(b, 4, n * elem_size);
	prep(b, align, n * elem_size);
}

FbRef fb_vector_scalars(FbBuilder *b, const void *elems, size_t n, size_t elem_size, size_t align)
{
	assert(elem_size == 1 || elem_size == 2 || elem_size == 4 || elem_size == 8);
	vector_prep(b, n, elem_size, align < elem_size ? elem_size : align);
	/* the elements written at once, in place, each little-endian (a
	   module's code is most of a VGF file) */
	if (n && reserve(b, n * elem_size)) {
		b->size += n * elem_size;
		uint8_t *out = at_ref(b, (uint32_t)b->size);
		switch (elem_size) {
		case 1: memcpy(out, elems, n); break;
		case 2: for (size_t i = 0; i < n; i++) put_le(out + 2 * i, ((const uint16_t *)elems)[i], 2); break;
		case 4: for (size_t i = 0; i < n; i++) put_le(out + 4 * i, ((const uint32_t *)elems)[i], 4); break;
		default: for (size_t i = 0; i < n; i++) put_le(out + 8 * i, ((const uint64_t *)elems)[i], 8); break;
		}
	}
	push_scalar(b, n, 4);
	return (FbRef)b->size;
}

FbRef fb_vector_refs(FbBuilder *b, const FbRef *refs, size_t n)
{
	vector_prep(b, n, 4, 4);
	for (size_t i = n; i-- > 0;)
		push_offset(b, refs[i]);
	push_scalar(b, n, 4);
	return (FbRef)b->size;
}

FbRef fb_vector_structs(FbBuilder *b, const void *data, size_t n, size_t size, size_t align)
{
	assert(size % align == 0);
	vector_prep(b, n, size, align);
	push_bytes(b, data, n * size);
	push_scalar(b, n, 4);
	return (FbRef)b->size;
}

void fb_table_start(FbBuilder *b)
{
	assert(!b->in_table); /* FlatBuffers builds no object while a table is open */
	b->in_table = true;
	b->nfields = 0;
	b->table_start = (uint32_t)b->size;
}

static void add_field(FbBuilder *b, unsigned id)
{
	assert(b->in_table && id < FB_MAX_FIELDS);
	if (b->nfields == b->capfields) {
		b->capfields = b->capfields ? 2 * b->capfields : 16;
		b->fields = xrealloc(b->fields, b->capfields * sizeof *b->fields);
	}
	b->fields[b->nfields++] = (FbField){(uint16_t)id, (uint32_t)b->size};
}

static void add_scalar(FbBuilder *b, unsigned id, uint64_t v, size_t n)
{
	prep(b, n, 0);
	push_scalar(b, v, n);
	add_field(b, id);
}

#define ADD_SCALAR(name, type)                                          \
	void fb_add_##name(FbBuilder *b, unsigned id, type v, type def) \
	{                                                               \
		if (v != def)                                           \
			add_scalar(b, id, v, sizeof(type));             \
	}
ADD_SCALAR(u8, uint8_t)
ADD_SCALAR(u16, uint16_t)
ADD_SCALAR(u32, uint32_t)
ADD_SCALAR(u64, uint64_t)

void fb_add_ref(FbBuilder *b, unsigned id, FbRef ref)
{
	if (!ref)
		return;
	push_offset(b, ref);
	add_field(b, id);
}

void fb_add_struct(FbBuilder *b, unsigned id, const void *data, size_t size, size_t align)
{
	prep(b, align, 0);
	push_bytes(b, data, size);
	add_field(b, id);
}

void fb_add_union(FbBuilder *b, unsigned id, uint8_t type, FbRef value)
{
	if (!type || !value)
		return;
	fb_add_u8(b, id, type, 0);
	fb_add_ref(b, id + 1, value);
}

/* The vtable of the table just ended at table, little-endian: its size,
   the table's size, then each field's offset in the table (0: absent). */
static size_t vtable_bytes(FbBuilder *b, uint32_t table, uint8_t *vt, size_t cap)
{
	unsigned nslots = 0;
	for (size_t i = 0; i < b->nfields; i++)
		if (b->fields[i].id + 1u > nslots)
			nslots = b->fields[i].id + 1u;
	size_t n = 4 + 2 * (size_t)nslots;
	assert(n <= cap);
	memset(vt, 0, n);
	uint32_t tsize = table - b->table_start;
	vt[0] = (uint8_t)n, vt[1] = (uint8_t)(n >> 8);
	vt[2] = (uint8_t)tsize, vt[3] = (uint8_t)(tsize >> 8);
	for (size_t i = 0; i < b->nfields; i++) {
		uint32_t off = table - b->fields[i].at;
		vt[4 + 2 * b->fields[i].id] = (uint8_t)off;
		vt[5 + 2 * b->fields[i].id] = (uint8_t)(off >> 8);
	}
	return n;
}

FbRef fb_table_end(FbBuilder *b)
{
	assert(b->in_table);
	/* the table starts with the signed offset to its vtable, filled below */
	prep(b, 4, 0);
	push_scalar(b, 0, 4);
	uint32_t table = (uint32_t)b->size;
	/* vtable and table sizes are 16 bits: a table is at most 64 KiB */
	if (table - b->table_start > UINT16_MAX)
		b->too_large = true;
	uint8_t vt[4 + 2 * FB_MAX_FIELDS];
	size_t n = vtable_bytes(b, table, vt, sizeof vt);
	uint32_t use = 0;
	for (size_t i = 0; i < b->nvtables && !use; i++) {
		const uint8_t *old = at_ref(b, b->vtables[i]);
		if ((size_t)(old[0] | old[1] << 8) == n && !memcmp(old, vt, n))
			use = b->vtables[i];
	}
	if (!use) {
		push_bytes(b, vt, n); /* 2-aligned: the table before it was 4-aligned, n is even */
		use = (uint32_t)b->size;
		if (b->nvtables == b->capvtables) {
			b->capvtables = b->capvtables ? 2 * b->capvtables : 16;
			b->vtables = xrealloc(b->vtables, b->capvtables * sizeof *b->vtables);
		}
		b->vtables[b->nvtables++] = use;
	}
	/* vtable = table - soffset, in addresses; distances from the end run
	   the other way */
	int32_t soff = (int32_t)((int64_t)use - (int64_t)table);
	uint8_t *p = at_ref(b, table);
	for (int i = 0; i < 4 && !b->too_large; i++)
		p[i] = (uint8_t)((uint32_t)soff >> (8 * i));
	b->in_table = false;
	return table;
}

const uint8_t *fb_finish(FbBuilder *b, FbRef root, const char *ident, size_t *len)
{
	assert(!b->in_table);
	prep(b, b->minalign < 4 ? 4 : b->minalign, 4 + (ident ? 4 : 0));
	if (ident)
		push_bytes(b, ident, 4);
	push_offset(b, root);
	if (b->too_large)
		return NULL;
	*len = b->size;
	return at_ref(b, (uint32_t)b->size);
}
