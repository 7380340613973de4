/* resources.c: the `{-# dialect_resources / external_resources #-}` section
   after the module: the blobs the module uses, in the order it first does,
   everything else as read. */
#include "internal.h"

/* The blob group of a dialect_resources group, or BLOB_GROUPS. */
static BlobGroup blob_group(const IrResource *r)
{
	if (strcmp(r->section->s, "dialect_resources"))
		return BLOB_GROUPS;
	return !strcmp(r->group->s, "builtin") ? BLOBS_BUILTIN : !strcmp(r->group->s, "test") ? BLOBS_TEST : BLOB_GROUPS;
}

static void note(Printer *p, BlobGroup g, IrIdent *handle)
{
	if (pm_get(&p->used_blobs[g], handle))
		return;
	pm_put(&p->used_blobs[g], handle, handle);
	pv_push(&p->blob_order[g], handle);
}

void resources_merge(Printer *p, const Printer *from)
{
	for (int g = 0; g < BLOB_GROUPS; g++)
		for (size_t i = 0; i < from->blob_order[g].n; i++)
			note(p, (BlobGroup)g, from->blob_order[g].v[i]);
}

static const char test_elements[] = "e1di64_elements<";

/* The test dialect's #test.e1di64_elements<handle> (a bare or quoted handle). */
static bool is_test_elements(const IrAttr *a)
{
	size_t n = sizeof test_elements - 1;
	const IrIdent *body = a->dialect.body;
	return a->kind == IR_ATTR_DIALECT && !strcmp(a->dialect.ns->s, "test") && body->n > n + 1 &&
	       !memcmp(body->s, test_elements, n);
}

bool resources_dialect_attrs_made(IrContext *ctx)
{
	return __atomic_load_n(&ir_ident_cstr(ctx, "test")->attr_namespace, __ATOMIC_RELAXED);
}

bool resources_names_blob(const IrAttr *a)
{
	return a->kind == IR_ATTR_DENSE_RESOURCE || is_test_elements(a);
}

/* dense_resource<handle>, and the test dialect's #test.e1di64_elements<handle>. */
void resources_note_use(Printer *p, const IrAttr *a)
{
	size_t n = sizeof test_elements - 1;
	if (a->kind == IR_ATTR_DENSE_RESOURCE) {
		note(p, BLOBS_BUILTIN, a->resource);
		return;
	}
	if (!is_test_elements(a))
		return;
	const IrIdent *body = a->dialect.body;
	const char *h = body->s + n, *end = body->s + body->n - 1; /* the handle and the closing `>` */
	while (h < end && *h == ' ')
		h++;
	while (end > h && end[-1] == ' ')
		end--;
	if (end - h >= 2 && *h == '"' && end[-1] == '"')
		h++, end--;
	note(p, BLOBS_TEST, ir_ident(p->ctx, h, (size_t)(end - h)));
}

static void print_entry_value(StrBuf *out, const IrResource *r)
{
	if (blob_group(r) != BLOB_GROUPS && r->is_string && r->value->n > 2 && !memcmp(r->value->s, "0x", 2)) {
		/* a blob: MLIR writes its bytes back in upper-case hex */
		sb_puts(out, "\"0x");
		for (size_t i = 2; i < r->value->n; i++) {
			char c = r->value->s[i];
			sb_putc(out, c >= 'a' && c <= 'f' ? (char)(c - 'a' + 'A') : c);
		}
		sb_putc(out, '"');
	} else if (r->is_string) {
		sb_putc(out, '"');
		print_ident_escaped(out, r->value);
		sb_putc(out, '"');
	} else {
		sb_puts(out, r->value->s);
	}
}

/* The entries of section `name` to print, in order, into list: as read,
   except that a blob group's entries come where the group first appears,
   only those used and in the order of first use (the last definition of a
   key counts, as in MLIR). */
static void section_entries(Printer *p, const char *name, PtrVec *list)
{
	PtrMap defined[BLOB_GROUPS] = {{0}};
	bool listed[BLOB_GROUPS] = {false};
	for (IrResource *r = p->ctx->resources; r; r = r->next)
		if (!strcmp(r->section->s, name) && blob_group(r) != BLOB_GROUPS)
			pm_put(&defined[blob_group(r)], r->key, r);
	for (IrResource *r = p->ctx->resources; r; r = r->next) {
		BlobGroup g = blob_group(r);
		if (strcmp(r->section->s, name) || (g != BLOB_GROUPS && listed[g]))
			continue;
		if (g == BLOB_GROUPS) {
			pv_push(list, r);
			continue;
		}
		listed[g] = true;
		for (size_t i = 0; i < p->blob_order[g].n; i++) {
			IrResource *used = pm_get(&defined[g], p->blob_order[g].v[i]);
			if (used)
				pv_push(list, used);
		}
	}
	for (int g = 0; g < BLOB_GROUPS; g++)
		pm_free(&defined[g]);
}

/* Prints one section's entries, grouped; returns whether anything was
   printed. `opened` says whether `{-#` was already written. */
static bool print_section(Printer *p, const char *name, bool opened)
{
	StrBuf *out = p->out;
	PtrVec list = {0};
	section_entries(p, name, &list);
	const IrIdent *group = NULL;
	for (size_t i = 0; i < list.n; i++) {
		const IrResource *r = list.v[i];
		if (!group) {
			sb_puts(out, opened ? ",\n" : "\n{-#\n");
			sb_printf(out, "  %s: {\n", name);
		}
		if (r->group != group) {
			if (group)
				sb_puts(out, "\n    },\n");
			sb_puts(out, "    ");
			print_ident_key(out, r->group);
			sb_puts(out, ": {\n");
			group = r->group;
		} else {
			sb_puts(out, ",\n");
		}
		sb_puts(out, "      ");
		print_ident_key(out, r->key);
		sb_puts(out, ": ");
		print_entry_value(out, r);
	}
	if (group)
		sb_puts(out, "\n    }\n  }");
	pv_free(&list);
	return group != NULL;
}

/* mlir-opt prints dialect resources before external ones, whatever the file's order. */
void print_resources(Printer *p)
{
	bool any = print_section(p, "dialect_resources", false);
	any |= print_section(p, "external_resources", any);
	if (any)
		sb_puts(p->out, "\n#-}\n");
}
