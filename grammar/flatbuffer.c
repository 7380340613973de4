/* flatbuffer.c: the bounds-checked FlatBuffers reader (flatbuffer.h). */
#include <string.h>

#include "flatbuffer.h"

void fb_reader_init(FbReader *r, const void *buf, size_t len)
{
	memset(r, 0, sizeof *r);
	r->buf = buf;
	r->len = len;
}

bool fb_failed(const FbReader *r)
{
	return r->error != NULL;
}

/* Keeps the first problem; always false, for `return fail(...)`. */
static bool fail(FbReader *r, size_t at, const char *msg)
{
	if (!r->error) {
		r->error = msg;
		r->error_at = at;
	}
	return false;
}

static uint64_t rd(const FbReader *r, size_t at, size_t n)
{
	uint64_t v = 0;
	for (size_t i = n; i-- > 0;)
		v = v << 8 | r->buf[at + i];
	return v;
}

/* Whether [at, at + n) lies in the buffer and at is aligned to align; a
   problem is located at from, where what leads there was read (inside the
   buffer, unlike at). */
static bool within(FbReader *r, size_t from, size_t at, size_t n, size_t align, const char *what)
{
	if (r->error)
		return false;
	if (at > r->len || n > r->len - at)
		return fail(r, from, what);
	if (align > 1 && at % align)
		return fail(r, from, "misaligned data");
	return true;
}

/* Follows the offset stored at `at` to what it points to. */
static bool follow(FbReader *r, size_t at, size_t *to)
{
	if (!within(r, at, at, 4, 4, "offset outside the buffer"))
		return false;
	uint64_t target = at + rd(r, at, 4);
	if (target >= r->len)
		return fail(r, at, "offset points outside the buffer");
	*to = (size_t)target;
	return true;
}

/* Checks the table at pos and its vtable. */
static FbTable table_at(FbReader *r, size_t pos, unsigned depth)
{
	FbTable t = {0};
	if (depth > FB_MAX_DEPTH) {
		fail(r, pos, "tables nested too deeply");
		return t;
	}
	if (++r->tables > FB_MAX_TABLES) {
		fail(r, pos, "too many tables");
		return t;
	}
	if (!within(r, pos, pos, 4, 4, "table outside the buffer"))
		return t;
	int64_t vt = (int64_t)pos - (int32_t)(uint32_t)rd(r, pos, 4);
	if (vt < 0 || !within(r, pos, (size_t)vt, 4, 2, "vtable outside the buffer"))
		return fail(r, pos, "vtable outside the buffer"), t;
	uint16_t vtsize = (uint16_t)rd(r, (size_t)vt, 2), size = (uint16_t)rd(r, (size_t)vt + 2, 2);
	if (vtsize < 4 || vtsize % 2)
		return fail(r, (size_t)vt, "bad vtable size"), t;
	if (!within(r, pos, (size_t)vt, vtsize, 2, "vtable outside the buffer"))
		return t;
	if (size < 4)
		return fail(r, (size_t)vt, "bad table size"), t;
	if (!within(r, pos, pos, size, 4, "table outside the buffer"))
		return t;
	t = (FbTable){.present = true, .depth = depth, .pos = pos, .vt = (size_t)vt, .vtsize = vtsize, .size = size};
	return t;
}

FbTable fb_root(FbReader *r, const char *ident)
{
	size_t root;
	if (ident && (!within(r, 0, 4, 4, 1, "buffer too small for its file identifier") ||
	              memcmp(r->buf + 4, ident, 4))) {
		fail(r, 4, "wrong file identifier");
		return (FbTable){0};
	}
	if (!follow(r, 0, &root))
		return (FbTable){0};
	return table_at(r, root, 1);
}

/* Where field id of t is, or 0 when it is absent; its n bytes are checked
   to lie in the table. */
static size_t field(FbReader *r, const FbTable *t, unsigned id, size_t n, size_t align)
{
	if (!t->present || r->error || 4 + 2 * (size_t)id + 2 > t->vtsize)
		return 0;
	size_t off = (size_t)rd(r, t->vt + 4 + 2 * (size_t)id, 2);
	if (!off)
		return 0;
	if (off < 4 || off + n > t->size)
		return fail(r, t->vt, "field outside its table"), 0;
	if (!within(r, t->vt, t->pos + off, n, align, "field outside the buffer"))
		return 0;
	return t->pos + off;
}

#define SCALAR(name, type)                                                           \
	type fb_get_##name(FbReader *r, const FbTable *t, unsigned id, type def)         \
	{                                                                            \
		size_t at = field(r, t, id, sizeof(type), sizeof(type));             \
		return at ? (type)rd(r, at, sizeof(type)) : def;                     \
	}
SCALAR(u8, uint8_t)
SCALAR(u16, uint16_t)
SCALAR(u32, uint32_t)
SCALAR(u64, uint64_t)

const uint8_t *fb_get_struct(FbReader *r, const FbTable *t, unsigned id, size_t size, size_t align)
{
	size_t at = field(r, t, id, size, align);
	return at ? r->buf + at : NULL;
}

/* The vector whose length prefix is at pos.  As FlatBuffers' own verifier,
   only the prefix must be aligned: elements are read byte by byte. */
static FbVector vector_at(FbReader *r, size_t pos, size_t elem, unsigned depth)
{
	FbVector v = {0};
	if (!within(r, pos, pos, 4, 4, "vector outside the buffer"))
		return v;
	uint32_t n = (uint32_t)rd(r, pos, 4);
	if (elem && n > (r->len - pos - 4) / elem)
		return fail(r, pos, "vector longer than the buffer"), v;
	if (!within(r, pos, pos + 4, (size_t)n * elem, 1, "vector outside the buffer"))
		return v;
	return (FbVector){.present = true, .depth = depth, .pos = pos + 4, .n = n, .elem = elem};
}

/* The string whose length prefix is at pos; it must end with a NUL. */
static const char *string_at(FbReader *r, size_t pos, uint32_t *n)
{
	FbVector v = vector_at(r, pos, 1, 0);
	if (!v.present)
		return NULL;
	if (!within(r, pos, v.pos + v.n, 1, 1, "string outside the buffer"))
		return NULL;
	if (r->buf[v.pos + v.n])
		return fail(r, v.pos + v.n, "string without its terminating NUL"), NULL;
	*n = v.n;
	return (const char *)r->buf + v.pos;
}

FbTable fb_get_table(FbReader *r, const FbTable *t, unsigned id)
{
	size_t at = field(r, t, id, 4, 4), to;
	if (!at || !follow(r, at, &to))
		return (FbTable){0};
	return table_at(r, to, t->depth + 1);
}

FbVector fb_get_vector(FbReader *r, const FbTable *t, unsigned id, size_t elem)
{
	size_t at = field(r, t, id, 4, 4), to;
	if (!at || !follow(r, at, &to))
		return (FbVector){0};
	return vector_at(r, to, elem, t->depth);
}

const char *fb_get_string(FbReader *r, const FbTable *t, unsigned id, uint32_t *n)
{
	size_t at = field(r, t, id, 4, 4), to;
	*n = 0;
	if (!at || !follow(r, at, &to))
		return NULL;
	return string_at(r, to, n);
}

/* Where element i of v is, or 0. */
static size_t element(FbReader *r, const FbVector *v, uint32_t i)
{
	if (!v->present || r->error || i >= v->n)
		return 0;
	return v->pos + (size_t)i * v->elem;
}

uint64_t fb_elem_scalar(FbReader *r, const FbVector *v, uint32_t i)
{
	size_t at = element(r, v, i);
	return at ? rd(r, at, v->elem) : 0;
}

const uint8_t *fb_elem_struct(FbReader *r, const FbVector *v, uint32_t i)
{
	size_t at = element(r, v, i);
	return at ? r->buf + at : NULL;
}

FbTable fb_elem_table(FbReader *r, const FbVector *v, uint32_t i)
{
	size_t at = element(r, v, i), to;
	if (!at || !follow(r, at, &to))
		return (FbTable){0};
	return table_at(r, to, v->depth + 1);
}

const char *fb_elem_string(FbReader *r, const FbVector *v, uint32_t i, uint32_t *n)
{
	size_t at = element(r, v, i), to;
	*n = 0;
	if (!at || !follow(r, at, &to))
		return NULL;
	return string_at(r, to, n);
}
