/* ident.c: uniqued identifiers (interned strings). */
#include <stdlib.h>

#include "internal.h"

void key_grow(Key *k, size_t n)
{
	size_t cap = 2 * (k->len + n);
	unsigned char *s = xmalloc(cap);
	memcpy(s, k->s, k->len);
	if (k->s != k->inline_buf)
		free(k->s);
	k->s = s;
	k->cap = cap;
}

static void key_free(Key *k)
{
	if (k->s != k->inline_buf)
		free(k->s);
	k->s = NULL;
}

void *key_lookup(IrContext *ctx, UniqKind kind, Key *k)
{
	void *obj = uniq_find(ctx, kind, k->s, k->len, &k->hash);
	if (obj)
		key_free(k);
	return obj;
}

void *key_insert(IrContext *ctx, UniqKind kind, Key *k, void *obj)
{
	obj = uniq_add(ctx, kind, k->s, k->len, k->hash, obj);
	key_free(k);
	return obj;
}

void key_abandon(IrContext *ctx, Key *k)
{
	(void)ctx;
	key_free(k);
}

/* The first of the two slots where s may be in a cache of recent
   identifiers. */
static unsigned recent_pair(const char *s, size_t n)
{
	return (unsigned)(ir_hash_bytes(s, n, 0) % (IR_RECENT_IDENTS / 2)) * 2;
}

static bool is_ident(const IrIdent *id, const char *s, size_t n)
{
	return id && id->n == n && !memcmp(id->s, s, n);
}

const unsigned char *key_keep(IrContext *ctx, const Key *k)
{
	return memcpy(uniq_key_room(ctx, k->len), k->s, k->len);
}

void *key_insert_kept(IrContext *ctx, UniqKind kind, Key *k, const unsigned char *kept, void *obj)
{
	obj = uniq_add_in_place(ctx, kind, (unsigned char *)kept, k->len, k->hash, obj);
	key_free(k);
	return obj;
}

static bool is_bare_identifier(const char *s, size_t n)
{
	if (n == 0 || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_'))
		return false;
	for (size_t i = 1; i < n; i++) {
		char c = s[i];
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		      c == '_' || c == '$' || c == '.'))
			return false;
	}
	return true;
}

/* Is s printed between quotes as it is?  llvm::printEscapedString escapes
   the bytes outside printable ASCII, '"' and '\\'. */
static bool needs_no_escape(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\')
			return false;
	}
	return true;
}

/* The identifier s, found or added. */
static IrIdent *ident_unique(IrContext *ctx, const char *s, size_t n)
{
	unsigned hash;
	IrIdent *id = uniq_find(ctx, UNIQ_IDENT, s, n, &hash);
	if (id)
		return id;
	id = arena_alloc(ctx_arena(ctx), sizeof *id);
	char *copy = arena_alloc(ctx_arena(ctx), n + 1);
	memcpy(copy, s, n);
	copy[n] = 0;
	bool bare = is_bare_identifier(s, n);
	/* every other field starts zero: an identifier names no op, no
	   dialect and no attribute's namespace until told */
	*id = (IrIdent){.s = copy, .n = n, .bare = bare, .plain = bare || needs_no_escape(s, n)};
	return uniq_add_in_place(ctx, UNIQ_IDENT, copy, n, hash, id); /* the copy is the key */
}

IrIdent *ir_ident(IrContext *ctx, const char *s, size_t n)
{
	/* Most lookups are of a few names that every op repeats (op and
	   attribute names): a cache that stays in the CPU's cache answers them
	   without the table's memory traffic.  Each name has two slots, the
	   one used last first, so that two names used in turn that share
	   them do not push each other out.  It is the parse's: threads have
	   their own or none. */
	IrIdent **recent = ctx->recent_idents;
	if (ctx->threaded) {
		IrThreadOwn *own = ir_thread_own;
		if (!own || own->ctx != ctx)
			return ident_unique(ctx, s, n);
		recent = own->recent_idents;
	}
	IrIdent **pair = recent + recent_pair(s, n);
	if (is_ident(pair[0], s, n))
		return pair[0];
	IrIdent *id = is_ident(pair[1], s, n) ? pair[1] : ident_unique(ctx, s, n);
	pair[1] = pair[0];
	return pair[0] = id;
}

IrIdent *ir_ident_cstr(IrContext *ctx, const char *s)
{
	return ir_ident(ctx, s, strlen(s));
}
