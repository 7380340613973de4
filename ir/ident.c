/* ident.c: uniqued identifiers (interned strings). */
#include "internal.h"

void *key_lookup(IrContext *ctx, UniqKind kind, Key *k)
{
	void *obj = uniq_find(ctx, kind, k->s, k->len);
	if (obj)
		sb_free(k);
	return obj;
}

void *key_insert(IrContext *ctx, UniqKind kind, Key *k, void *obj)
{
	uniq_add(ctx, kind, k->s, k->len, obj);
	sb_free(k);
	return obj;
}

IrIdent *ir_ident(IrContext *ctx, const char *s, size_t n)
{
	IrIdent *id = uniq_find(ctx, UNIQ_IDENT, s, n);
	if (id)
		return id;
	id = arena_alloc(&ctx->arena, sizeof *id);
	char *copy = arena_alloc(&ctx->arena, n + 1);
	memcpy(copy, s, n);
	copy[n] = 0;
	id->s = copy;
	id->n = n;
	uniq_add(ctx, UNIQ_IDENT, copy, n, id);
	return id;
}

IrIdent *ir_ident_cstr(IrContext *ctx, const char *s)
{
	return ir_ident(ctx, s, strlen(s));
}
