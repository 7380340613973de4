/* flatbuffer_api.c: builds a buffer with printers/flatbuffer.h after the
   schema Inputs/test.fbs, writes it to the file named by its argument (for
   flatc to decode), reads it back with grammar/flatbuffer.h and prints what
   it reads; then checks that every truncation and every single-byte change
   of the buffer is read without a read outside it (the sanitizers watch). */
#include <stdio.h>

#include "../../../grammar/flatbuffer.h"
#include "../../../printers/flatbuffer.h"

enum { SMALL, HALF, WORD, WIDE, NAME, INTS, LONGS, BYTES, ITEMS, NAMES, PAIR, ANY_TYPE, ANY, PAIRS, FALLBACK };

/* Pair { a: int; b: long } as FlatBuffers lays it out: 4 bytes of padding
   after a. */
static void pair_bytes(uint8_t *p, int32_t a, int64_t b)
{
	memset(p, 0, 16);
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)((uint32_t)a >> (8 * i));
	for (int i = 0; i < 8; i++)
		p[8 + i] = (uint8_t)((uint64_t)b >> (8 * i));
}

static FbRef item(FbBuilder *b, const char *name, uint32_t id)
{
	FbRef s = fb_string(b, name, strlen(name));
	fb_table_start(b);
	fb_add_ref(b, 0, s);
	fb_add_u32(b, 1, id, 0);
	return fb_table_end(b);
}

static const uint8_t *build(FbBuilder *b, size_t *len)
{
	int32_t ints[] = {1, -2, 3};
	int64_t longs[] = {-1, (int64_t)1 << 40};
	uint8_t bytes[] = {0xde, 0xad, 0xbe, 0xef, 0x01};
	FbRef name = fb_string(b, "root \"name\"", 11);
	FbRef vints = fb_vector_scalars(b, ints, 3, 4, 4);
	FbRef vlongs = fb_vector_scalars(b, longs, 2, 8, 8);
	FbRef vbytes = fb_vector_scalars(b, bytes, 5, 1, 8); /* force_align: 8 */
	FbRef items[3] = {item(b, "first", 1), item(b, "second", 2), item(b, "third", 0)};
	FbRef vitems = fb_vector_refs(b, items, 3);
	FbRef strs[2] = {fb_string(b, "x", 1), fb_string(b, "", 0)};
	FbRef vnames = fb_vector_refs(b, strs, 2);
	FbRef chosen = item(b, "in a union", 9);
	uint8_t pairs[32];
	pair_bytes(pairs, 5, -6);
	pair_bytes(pairs + 16, 7, 8);
	FbRef vpairs = fb_vector_structs(b, pairs, 2, 16, 8);
	uint8_t pair[16];
	pair_bytes(pair, -3, 4);
	fb_table_start(b);
	fb_add_u8(b, SMALL, 7, 7); /* its default: left out */
	fb_add_u16(b, HALF, 0xbeef, 0);
	fb_add_u32(b, WORD, 0xfffffffe, 0);
	fb_add_u64(b, WIDE, (uint64_t)-5, 0);
	fb_add_ref(b, NAME, name);
	fb_add_ref(b, INTS, vints);
	fb_add_ref(b, LONGS, vlongs);
	fb_add_ref(b, BYTES, vbytes);
	fb_add_ref(b, ITEMS, vitems);
	fb_add_ref(b, NAMES, vnames);
	fb_add_struct(b, PAIR, pair, 16, 8);
	fb_add_union(b, ANY_TYPE, 1, chosen);
	fb_add_ref(b, PAIRS, vpairs);
	FbRef root = fb_table_end(b);
	printf("vtables %zu\n", b->nvtables); /* the items share one, the third has its own */
	return fb_finish(b, root, "MICA", len);
}

static void print_str(const char *what, const char *s, uint32_t n)
{
	printf("%s %s%.*s%s\n", what, s ? "'" : "", (int)n, s ? s : "(none)", s ? "'" : "");
}

static void print_item(FbReader *r, FbTable *t)
{
	uint32_t n;
	const char *s = fb_get_string(r, t, 0, &n);
	printf("  item %.*s %u\n", (int)n, s ? s : "(none)", fb_get_u32(r, t, 1, 0));
}

/* Reads the buffer as Root; false when the reader refused it. */
static bool read_all(const uint8_t *buf, size_t len, bool print)
{
	FbReader r;
	fb_reader_init(&r, buf, len);
	FbTable root = fb_root(&r, "MICA");
	uint64_t sum = fb_get_u8(&r, &root, SMALL, 7) + fb_get_u16(&r, &root, HALF, 0) +
	               fb_get_u32(&r, &root, WORD, 0) + fb_get_u64(&r, &root, WIDE, 0) +
	               fb_get_u32(&r, &root, FALLBACK, 42);
	uint32_t n;
	const char *name = fb_get_string(&r, &root, NAME, &n);
	if (print) {
		printf("small %u half %#x word %#x wide %lld fallback %u\n", fb_get_u8(&r, &root, SMALL, 7),
		       fb_get_u16(&r, &root, HALF, 0), fb_get_u32(&r, &root, WORD, 0),
		       (long long)fb_get_u64(&r, &root, WIDE, 0), fb_get_u32(&r, &root, FALLBACK, 42));
		print_str("name", name, n);
	}
	static const unsigned vectors[][2] = {{INTS, 4}, {LONGS, 8}, {BYTES, 1}};
	for (size_t k = 0; k < 3; k++) {
		FbVector v = fb_get_vector(&r, &root, vectors[k][0], vectors[k][1]);
		for (uint32_t i = 0; i < v.n; i++) {
			uint64_t x = fb_elem_scalar(&r, &v, i);
			sum += x;
			if (print)
				printf("vector %u [%u] %#llx\n", vectors[k][0], i, (unsigned long long)x);
		}
	}
	FbVector items = fb_get_vector(&r, &root, ITEMS, 4);
	for (uint32_t i = 0; i < items.n; i++) {
		FbTable t = fb_elem_table(&r, &items, i);
		if (print)
			print_item(&r, &t);
	}
	FbVector names = fb_get_vector(&r, &root, NAMES, 4);
	for (uint32_t i = 0; i < names.n; i++) {
		const char *s = fb_elem_string(&r, &names, i, &n);
		if (print)
			print_str("  string", s, n);
	}
	const uint8_t *pair = fb_get_struct(&r, &root, PAIR, 16, 8);
	if (print && pair)
		printf("pair %d\n", (int)pair[0] - 256 * (pair[0] > 127));
	if (fb_get_u8(&r, &root, ANY_TYPE, 0) == 1) {
		FbTable t = fb_get_table(&r, &root, ANY);
		if (print)
			print_item(&r, &t);
	}
	FbVector pairs = fb_get_vector(&r, &root, PAIRS, 16);
	for (uint32_t i = 0; i < pairs.n; i++) {
		const uint8_t *p = fb_elem_struct(&r, &pairs, i);
		if (print && p)
			printf("pairs [%u] %d\n", i, p[0]);
	}
	(void)sum;
	if (fb_failed(&r) && print)
		printf("error: %s at %zu\n", r.error, r.error_at);
	return !fb_failed(&r);
}

int main(int argc, char **argv)
{
	FbBuilder b;
	fb_builder_init(&b);
	size_t len = 0;
	const uint8_t *buf = build(&b, &len);
	if (!buf || argc < 2)
		return 1;
	FILE *f = fopen(argv[1], "wb");
	if (!f || fwrite(buf, 1, len, f) != len || fclose(f))
		return 1;
	printf("read %d\n", read_all(buf, len, true));

	/* every prefix is refused: the data the root leads to end the buffer */
	size_t refused = 0;
	for (size_t n = 0; n < len; n++) {
		uint8_t *copy = xmalloc(n + 1);
		memcpy(copy, buf, n);
		refused += !read_all(copy, n, false);
		free(copy);
	}
	printf("prefixes refused %d\n", refused == len);
	/* any byte changed: values or an error, never a read outside */
	uint8_t *copy = xmalloc(len);
	for (size_t i = 0; i < len; i++)
		for (unsigned v = 0; v < 256; v += 51) {
			memcpy(copy, buf, len);
			copy[i] ^= (uint8_t)(v | 1);
			read_all(copy, len, false);
		}
	free(copy);
	/* nesting beyond the limit: a chain of 100 tables, each the field 0
	   of the next */
	FbBuilder chain;
	fb_builder_init(&chain);
	FbRef inner = 0;
	for (int i = 0; i < 100; i++) {
		fb_table_start(&chain);
		fb_add_ref(&chain, 0, inner);
		inner = fb_table_end(&chain);
	}
	size_t clen;
	const uint8_t *cbuf = fb_finish(&chain, inner, NULL, &clen);
	FbReader r;
	fb_reader_init(&r, cbuf, clen);
	FbTable t = fb_root(&r, NULL);
	int depth = 1;
	for (; t.present; depth++)
		t = fb_get_table(&r, &t, 0);
	printf("chain: %s at depth %d, %zu vtables\n", r.error ? r.error : "(none)", depth, chain.nvtables);
	fb_builder_free(&chain);
	fb_builder_free(&b);
	return 0;
}
