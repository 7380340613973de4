/* flatbuffer.h: a bounds-checked FlatBuffers reader.  Every offset, vtable,
   vector length and string is checked against the buffer before it is
   used, tables nest at most FB_MAX_DEPTH deep and at most FB_MAX_TABLES
   are visited, so that any bytes give values or an error, never a read
   outside the buffer.  The first problem is kept (message and byte
   offset); from then on every call returns its default, so a caller reads
   a whole structure and checks fb_failed once.  The builder is
   printers/flatbuffer.h. */
#ifndef MICA_GRAMMAR_FLATBUFFER_H
#define MICA_GRAMMAR_FLATBUFFER_H

#include "../ir/ir.h"

#define FB_MAX_DEPTH 64
#define FB_MAX_TABLES 1000000

typedef struct {
	const uint8_t *buf;
	size_t len;
	size_t tables;     /* tables visited so far */
	const char *error; /* the first problem, NULL while there is none */
	size_t error_at;   /* its byte offset in buf */
} FbReader;

/* A table that was checked: where it starts, its vtable, their sizes. */
typedef struct {
	bool present;      /* false for an absent field or after an error */
	unsigned depth;    /* 1 for the root */
	size_t pos, vt;
	uint16_t vtsize, size;
} FbTable;

/* A vector that was checked: n elements of elem bytes from pos. */
typedef struct {
	bool present;
	unsigned depth;    /* of the table that holds it */
	size_t pos;        /* first element */
	uint32_t n;
	size_t elem;
} FbVector;

void fb_reader_init(FbReader *r, const void *buf, size_t len);
bool fb_failed(const FbReader *r);
/* The root table; ident, if not NULL, is the 4-byte file identifier the
   buffer must carry. */
FbTable fb_root(FbReader *r, const char *ident);

/* Scalar fields: the value, or def when absent. */
uint8_t fb_get_u8(FbReader *r, const FbTable *t, unsigned id, uint8_t def);
uint16_t fb_get_u16(FbReader *r, const FbTable *t, unsigned id, uint16_t def);
uint32_t fb_get_u32(FbReader *r, const FbTable *t, unsigned id, uint32_t def);
uint64_t fb_get_u64(FbReader *r, const FbTable *t, unsigned id, uint64_t def);
/* A struct field of size bytes (aligned to align): its bytes, NULL when
   absent. */
const uint8_t *fb_get_struct(FbReader *r, const FbTable *t, unsigned id, size_t size, size_t align);
/* Offset fields: a table, a vector of elements of elem bytes (1, 2, 4, 8,
   4 for offsets, or a struct's size), a string (NUL-terminated in the
   buffer; *n its length).  Absent: .present false, NULL. */
FbTable fb_get_table(FbReader *r, const FbTable *t, unsigned id);
FbVector fb_get_vector(FbReader *r, const FbTable *t, unsigned id, size_t elem);
const char *fb_get_string(FbReader *r, const FbTable *t, unsigned id, uint32_t *n);

/* Elements of a vector (i < v->n; 0/absent otherwise). */
uint64_t fb_elem_scalar(FbReader *r, const FbVector *v, uint32_t i);
FbTable fb_elem_table(FbReader *r, const FbVector *v, uint32_t i);
const char *fb_elem_string(FbReader *r, const FbVector *v, uint32_t i, uint32_t *n);
const uint8_t *fb_elem_struct(FbReader *r, const FbVector *v, uint32_t i);

#endif
