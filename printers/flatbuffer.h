/* flatbuffer.h: a FlatBuffers builder of mica's own (Debian has no C
   FlatBuffers library): tables with deduplicated vtables, structs,
   scalars, strings, vectors and unions, little-endian and aligned as the
   FlatBuffers format requires, built back to front as the format's own
   builders do, so that everything an object refers to is already written
   when the object is.  Its reader is grammar/flatbuffer.h. */
#ifndef MICA_PRINTERS_FLATBUFFER_H
#define MICA_PRINTERS_FLATBUFFER_H

#include "../ir/ir.h"

/* An object written in the buffer: its distance from the buffer's end
   (which does not change as the buffer grows at its front).  0 is none. */
typedef uint32_t FbRef;

/* The largest buffer: offsets are 32 bits, and signed ones (a table's
   vtable) must reach across it. */
#define FB_MAX_SIZE ((size_t)INT32_MAX)
/* Field numbers of a table are below this (mica's schemas have a few). */
#define FB_MAX_FIELDS 256

typedef struct {
	uint16_t id;   /* the field's number in its table (its place in the schema) */
	uint32_t at;   /* where its value was written (FbRef-style) */
} FbField;

typedef struct {
	uint8_t *buf;     /* cap bytes; the data are the last size of them */
	size_t cap, size;
	size_t minalign;  /* the largest alignment anything asked for */
	bool too_large;   /* something would have grown it beyond FB_MAX_SIZE */
	/* the table being built (fb_table_start .. fb_table_end) */
	bool in_table;
	uint32_t table_start;
	FbField *fields;
	size_t nfields, capfields;
	/* every vtable written, for deduplication */
	uint32_t *vtables;
	size_t nvtables, capvtables;
} FbBuilder;

void fb_builder_init(FbBuilder *b);
void fb_builder_free(FbBuilder *b);

/* Leaf objects, written outside any table. */
FbRef fb_string(FbBuilder *b, const char *s, size_t n);
/* A vector of n scalars of elem_size bytes (1, 2, 4 or 8) taken from host
   values; its elements are aligned to align (at least elem_size: a larger
   one is the schema's force_align). */
FbRef fb_vector_scalars(FbBuilder *b, const void *elems, size_t n, size_t elem_size, size_t align);
/* A vector of n offsets to tables or strings, in order. */
FbRef fb_vector_refs(FbBuilder *b, const FbRef *refs, size_t n);
/* A vector of n structs of size bytes each (already in their little-endian
   layout, size a multiple of align). */
FbRef fb_vector_structs(FbBuilder *b, const void *data, size_t n, size_t size, size_t align);

/* A table: start it, add its fields, end it.  A scalar equal to its
   default is left out, as FlatBuffers' builders do; readers then see the
   default.  An FbRef of 0 adds nothing. */
void fb_table_start(FbBuilder *b);
void fb_add_u8(FbBuilder *b, unsigned id, uint8_t v, uint8_t def);
void fb_add_u16(FbBuilder *b, unsigned id, uint16_t v, uint16_t def);
void fb_add_u32(FbBuilder *b, unsigned id, uint32_t v, uint32_t def);
void fb_add_u64(FbBuilder *b, unsigned id, uint64_t v, uint64_t def);
void fb_add_ref(FbBuilder *b, unsigned id, FbRef ref);
/* A struct stored inline (bytes in their little-endian layout). */
void fb_add_struct(FbBuilder *b, unsigned id, const void *data, size_t size, size_t align);
/* A union field is two: its type (id, a u8, NONE = 0) and its value (id + 1). */
void fb_add_union(FbBuilder *b, unsigned id, uint8_t type, FbRef value);
FbRef fb_table_end(FbBuilder *b);

/* Ends the buffer with root as its root table and the 4-byte file
   identifier ident (NULL for none); returns the finished bytes (owned by
   b) and their length, or NULL when the buffer is too large. */
const uint8_t *fb_finish(FbBuilder *b, FbRef root, const char *ident, size_t *len);

#endif
