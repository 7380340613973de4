/* resources.c: the `{-# dialect_resources / external_resources #-}` section
   after the module: builtin blobs that the module uses, everything else as read. */
#include "internal.h"

static bool is_printed(Printer *p, const IrResource *r)
{
	if (!strcmp(r->section->s, "dialect_resources") && !strcmp(r->group->s, "builtin"))
		return pm_get(&p->used_resources, r->key) != NULL;
	return true;
}

static void print_key(StrBuf *out, const IrIdent *key)
{
	if (is_bare_identifier(key->s, key->n)) {
		sb_putn(out, key->s, key->n);
		return;
	}
	sb_putc(out, '"');
	print_escaped(out, key->s, key->n);
	sb_putc(out, '"');
}

/* Prints one section's entries, grouped as they were read; returns whether
   anything was printed. `opened` says whether `{-#` was already written. */
static bool print_section(Printer *p, const char *name, bool opened)
{
	StrBuf *out = p->out;
	const IrIdent *group = NULL;
	for (IrResource *r = p->ctx->resources; r; r = r->next) {
		if (strcmp(r->section->s, name) || !is_printed(p, r))
			continue;
		if (!group) {
			sb_puts(out, opened ? ",\n" : "\n{-#\n");
			sb_printf(out, "  %s: {\n", name);
		}
		if (r->group != group) {
			if (group)
				sb_puts(out, "\n    },\n");
			sb_puts(out, "    ");
			print_key(out, r->group);
			sb_puts(out, ": {\n");
			group = r->group;
		} else {
			sb_puts(out, ",\n");
		}
		sb_puts(out, "      ");
		print_key(out, r->key);
		sb_puts(out, ": ");
		bool blob = !strcmp(r->group->s, "builtin") && !strcmp(name, "dialect_resources") && r->is_string &&
		            r->value->n > 2 && !memcmp(r->value->s, "0x", 2);
		if (blob) { /* a builtin blob: MLIR writes its bytes back in upper-case hex */
			sb_puts(out, "\"0x");
			for (size_t i = 2; i < r->value->n; i++) {
				char c = r->value->s[i];
				sb_putc(out, c >= 'a' && c <= 'f' ? (char)(c - 'a' + 'A') : c);
			}
			sb_putc(out, '"');
		} else if (r->is_string) {
			sb_putc(out, '"');
			print_escaped(out, r->value->s, r->value->n);
			sb_putc(out, '"');
		} else {
			sb_puts(out, r->value->s);
		}
	}
	if (group)
		sb_puts(out, "\n    }\n  }");
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
