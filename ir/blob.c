/* blob.c: the payloads of large dense attributes.
 *
 * A model's weights are most of its text: `dense<"0x...">` constants of
 * kilobytes each.  Decoded as they are read, they were a third of the
 * parser's memory and time.  A hex constant of IR_BLOB_MIN bytes or
 * more is kept instead as a view of the input text, which outlives the IR
 * (IrSource.text_outlives_ir), and is decoded only when something asks for
 * its bytes (a folder, a lowering); printing it again reads the digits.
 * When the text is a mapped file, what a reader of a view has read is given
 * back like the pages the parser leaves behind: they are read in again from
 * the file if needed.
 *
 * Every other dense payload of that size is a blob of bytes.  Blobs are
 * uniqued by their content, whichever form it has (the table's key is the
 * size and a hash of the bytes, and a match compares the bytes), so that
 * equal attributes stay pointer-equal however they were written.
 */
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"

struct IrBlob {
	IrContext *ctx;
	size_t nbytes;
	uint64_t hash;       /* hash_bytes of the bytes */
	const char *hex;     /* a view: 2 * nbytes hex digits of the input; or NULL */
	bool drop_pages;     /* hex lies in a private mapping of a file */
	const unsigned char *bytes; /* NULL until a view is first decoded */
};

/* Bytes are hashed and decoded in pieces of this size: a view's digits
   are decoded into a buffer on the stack, never all at once. */
enum { BLOB_PIECE = 4096 };

/* The length of the piece at `at` of a payload of n bytes. */
static size_t piece_len(size_t n, size_t at)
{
	return n - at < BLOB_PIECE ? n - at : BLOB_PIECE;
}

/* How much of a mapped text a thread reads through views before it gives
   those pages back. */
enum { GIVE_BACK_STEP = 1 << 20 };

/* The hash of a piece, chained from h: four words at a time in four
   lanes, whose multiplies do not wait for one another (ir_hash_bytes's
   chain of one would take four times as long on weights), then the lanes
   and the bytes after the last 32 through ir_hash_bytes. */
static uint64_t hash_piece(const unsigned char *p, size_t n, uint64_t h)
{
	uint64_t lane[4] = {h, h ^ 0x9E3779B97F4A7C15ull, h ^ 0xC2B2AE3D27D4EB4Full, h ^ 0x165667B19E3779F9ull};
	size_t at = 0;
	for (; at + 32 <= n; at += 32)
		for (int i = 0; i < 4; i++) {
			uint64_t w;
			memcpy(&w, p + at + 8 * i, 8);
			lane[i] = (lane[i] ^ w) * 0xFF51AFD7ED558CCDull;
			lane[i] ^= lane[i] >> 32;
		}
	return ir_hash_bytes(p + at, n - at, ir_hash_bytes(lane, sizeof lane, h));
}

/* The hash by which blobs are uniqued, of the bytes p[0..n). */
static uint64_t hash_bytes(IrContext *ctx, const unsigned char *p, size_t n)
{
	uint64_t h = ctx->hash_seed;
	for (size_t at = 0; at < n; at += BLOB_PIECE)
		h = hash_piece(p + at, piece_len(n, at), h);
	return h;
}

bool ir_blob_hash_hex(IrContext *ctx, const char *hex, size_t nbytes, uint64_t *hash)
{
	unsigned char piece[BLOB_PIECE];
	uint64_t h = ctx->hash_seed;
	for (size_t at = 0; at < nbytes; at += BLOB_PIECE) {
		size_t n = piece_len(nbytes, at);
		if (!ir_hex_to_bytes(hex + 2 * at, n, piece))
			return false;
		h = hash_piece(piece, n, h);
	}
	*hash = h;
	return true;
}

/* The pages a thread has read through views of mapped text since it last
   gave them back: [lo, hi). */
static _Thread_local const char *read_lo, *read_hi;

static void give_back_read(void)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	uintptr_t from = (uintptr_t)read_lo / page * page;
	uintptr_t to = ((uintptr_t)read_hi + page - 1) / page * page;
	/* the mapping's pages are the file's (or zeros past its end): a page
	   dropped here that something reads again is read in again, the same */
	madvise((void *)from, to - from, MADV_DONTNEED);
	read_lo = read_hi = NULL;
}

/* A reader is done with a view's digits. Views are mostly read in the
   order of the text, so the pages read are given back a step at a time. */
static void done_reading(const IrBlob *b)
{
	if (!b->drop_pages)
		return;
	const char *lo = b->hex, *hi = b->hex + 2 * b->nbytes;
	if (read_lo && (lo < read_lo || lo > read_hi + GIVE_BACK_STEP))
		give_back_read();
	if (!read_lo)
		read_lo = lo;
	if (hi > read_hi)
		read_hi = hi;
	if ((size_t)(read_hi - read_lo) >= GIVE_BACK_STEP)
		give_back_read();
}

/* Do blobs a and b hold the same bytes (their sizes and hashes equal)?
   A view's bytes may be decoded by another thread meanwhile: read once. */
static bool same_bytes(const void *probe, const void *obj)
{
	const IrBlob *a = probe, *b = obj;
	const unsigned char *ab = __atomic_load_n(&a->bytes, __ATOMIC_ACQUIRE);
	const unsigned char *bb = __atomic_load_n(&b->bytes, __ATOMIC_ACQUIRE);
	if (ab && bb)
		return !memcmp(ab, bb, a->nbytes);
	if (a->hex && b->hex && !memcmp(a->hex, b->hex, 2 * a->nbytes))
		return true;
	unsigned char pa[BLOB_PIECE], pb[BLOB_PIECE];
	for (size_t at = 0; at < a->nbytes; at += BLOB_PIECE) {
		size_t n = piece_len(a->nbytes, at);
		const unsigned char *x = ab ? ab + at : pa, *y = bb ? bb + at : pb;
		/* the digits of a view were checked when it was made */
		if (!ab)
			ir_hex_to_bytes(a->hex + 2 * at, n, pa);
		if (!bb)
			ir_hex_to_bytes(b->hex + 2 * at, n, pb);
		if (memcmp(x, y, n))
			return false;
	}
	return true;
}

/* The blob equal to probe, registered (a copy of probe, with bytes copied
   into the context's arena unless it is a view) if there is none. */
static const IrBlob *blob_unique(IrContext *ctx, const IrBlob *probe)
{
	uint64_t key[2] = {probe->nbytes, probe->hash};
	unsigned h;
	const IrBlob *b = uniq_find_same(ctx, UNIQ_BLOB, key, sizeof key, &h, same_bytes, probe);
	if (b)
		return b;
	IrBlob *made = arena_alloc(ctx_arena(ctx), sizeof *made);
	*made = *probe;
	if (probe->bytes)
		made->bytes = arena_dup(ctx_arena(ctx), probe->bytes, probe->nbytes);
	return uniq_add_same(ctx, UNIQ_BLOB, key, sizeof key, h, same_bytes, made);
}

const IrBlob *ir_blob_of_bytes(IrContext *ctx, const unsigned char *p, size_t n)
{
	IrBlob probe = {.ctx = ctx, .nbytes = n, .hash = hash_bytes(ctx, p, n), .bytes = p};
	return blob_unique(ctx, &probe);
}

const IrBlob *ir_blob_of_hex(IrContext *ctx, const char *hex, size_t nbytes, uint64_t hash, bool drop_pages)
{
	IrBlob probe = {.ctx = ctx, .nbytes = nbytes, .hash = hash, .hex = hex, .drop_pages = drop_pages};
	return blob_unique(ctx, &probe);
}

size_t ir_blob_size(const IrBlob *b)
{
	return b->nbytes;
}

const unsigned char *ir_blob_bytes(const IrBlob *b)
{
	const unsigned char *bytes = __atomic_load_n(&b->bytes, __ATOMIC_ACQUIRE);
	if (bytes)
		return bytes;
	/* decoded once, under the context's lock, whichever thread asks first */
	IrContext *ctx = b->ctx;
	ctx_lock(ctx);
	bytes = b->bytes;
	if (!bytes) {
		unsigned char *out = arena_alloc(&ctx->arena, b->nbytes);
		ir_hex_to_bytes(b->hex, b->nbytes, out);
		done_reading(b);
		__atomic_store_n(&((IrBlob *)b)->bytes, out, __ATOMIC_RELEASE);
		bytes = out;
	}
	ctx_unlock(ctx);
	return bytes;
}

void ir_blob_put_hex(const IrBlob *b, char *out)
{
	const unsigned char *bytes = __atomic_load_n(&b->bytes, __ATOMIC_ACQUIRE);
	if (bytes) {
		ir_bytes_to_hex(bytes, b->nbytes, out);
		return;
	}
	/* MLIR prints upper case, as it mostly is already; digits in lower
	   case go through the bytes */
	size_t digits = 2 * b->nbytes, i = 0;
	/* of the hex digits, only 'a' to 'f' have both 0x40 and 0x20 set */
	uint64_t seen = 0;
	for (; i + 8 <= digits; i += 8) {
		uint64_t w;
		memcpy(&w, b->hex + i, 8);
		memcpy(out + i, &w, 8);
		seen |= w & w << 1;
	}
	for (; i < digits; i++) {
		out[i] = b->hex[i];
		seen |= (uint64_t)(out[i] & out[i] << 1);
	}
	if (seen & 0x4040404040404040ull) {
		unsigned char piece[BLOB_PIECE];
		for (size_t at = 0; at < b->nbytes; at += BLOB_PIECE) {
			size_t n = piece_len(b->nbytes, at);
			ir_hex_to_bytes(b->hex + 2 * at, n, piece);
			ir_bytes_to_hex(piece, n, out + 2 * at);
		}
	}
	done_reading(b);
}
