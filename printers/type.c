/* type.c: printing types as MLIR spells them. */
#include "internal.h"

static void print_dims(StrBuf *out, const IrType *t)
{
	for (unsigned i = 0; i < t->shaped.rank; i++) {
		bool scalable = t->shaped.scalable && t->shaped.scalable[i];
		if (scalable)
			sb_putc(out, '[');
		if (t->shaped.dims[i] == IR_DYNAMIC)
			sb_putc(out, '?');
		else
			sb_put_i64(out, t->shaped.dims[i]);
		if (scalable)
			sb_putc(out, ']');
		sb_putc(out, 'x');
	}
}

/* `#ns.body` or `!ns.body` (pretty), else `#ns<body>` / `!ns<body>`. */
void print_dialect_symbol(StrBuf *out, char sigil, const IrIdent *ns, const IrIdent *body, bool pretty)
{
	sb_putc(out, sigil);
	sb_putn(out, ns->s, ns->n);
	sb_putc(out, pretty ? '.' : '<');
	sb_putn(out, body->s, body->n);
	if (!pretty)
		sb_putc(out, '>');
}

static void print_type_list(Printer *p, StrBuf *out, IrType **types, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(out, ", ");
		print_type(p, out, types[i]);
	}
}

static void print_function_type(Printer *p, StrBuf *out, const IrType *t)
{
	sb_putc(out, '(');
	print_type_list(p, out, t->func.types, t->func.nin);
	sb_puts(out, ") -> ");
	IrType **res = t->func.types + t->func.nin;
	/* one result goes without parentheses unless it is itself a function type */
	bool parens = t->func.nout != 1 || res[0]->kind == IR_TYPE_FUNCTION;
	if (parens)
		sb_putc(out, '(');
	print_type_list(p, out, res, t->func.nout);
	if (parens)
		sb_putc(out, ')');
}

/* The text of a compound type printed before, or printed_once. */
typedef struct {
	size_t n;
	char text[];
} TypeText;
static TypeText printed_once;

static void print_type_text(Printer *p, StrBuf *out, IrType *t);

/* A print repeats the same compound types (`tensor<1x8x8x4xf32>`,
   `memref<4x4xf32>`) thousands of times, and their text is the same each
   time: aliases are chosen before the print starts.  So from its second
   print on, a compound type's text is kept (Printer.type_texts) and
   copied.  The first print records only that it was printed, so that
   types printed once cost no more than an entry. */
void print_type(Printer *p, StrBuf *out, IrType *t)
{
	if (p && p->collect) {
		aliases_visit_type(p, t);
		return;
	}
	bool scalar = t->kind == IR_TYPE_INTEGER || t->kind == IR_TYPE_INDEX || t->kind == IR_TYPE_FLOAT ||
	              t->kind == IR_TYPE_NONE;
	if (!p || scalar) {
		print_type_text(p, out, t);
		return;
	}
	const TypeText *kept = pm_get(&p->type_texts, t);
	if (kept && kept != &printed_once) {
		sb_putn(out, kept->text, kept->n);
		return;
	}
	size_t start = out->len;
	print_type_text(p, out, t);
	if (!kept) {
		pm_put(&p->type_texts, t, &printed_once);
		return;
	}
	size_t n = out->len - start;
	TypeText *k = arena_alloc(&p->names, sizeof *k + n);
	k->n = n;
	memcpy(k->text, out->s + start, n);
	pm_put(&p->type_texts, t, k);
}

static void print_type_text(Printer *p, StrBuf *out, IrType *t)
{
	switch (t->kind) {
	case IR_TYPE_INTEGER:
		sb_puts(out, t->integer.sign == IR_SIGNED ? "si" : t->integer.sign == IR_UNSIGNED ? "ui" : "i");
		sb_put_u64(out, t->integer.width);
		break;
	case IR_TYPE_INDEX: sb_puts(out, "index"); break;
	case IR_TYPE_NONE: sb_puts(out, "none"); break;
	case IR_TYPE_FLOAT: sb_puts(out, apfloat_kind_name(t->fkind)); break;
	case IR_TYPE_COMPLEX:
		sb_puts(out, "complex<");
		print_type(p, out, t->elem);
		sb_putc(out, '>');
		break;
	case IR_TYPE_TUPLE:
		sb_puts(out, "tuple<");
		print_type_list(p, out, t->tuple.types, t->tuple.n);
		sb_putc(out, '>');
		break;
	case IR_TYPE_VECTOR:
		sb_puts(out, "vector<");
		print_dims(out, t);
		print_type(p, out, t->shaped.elem);
		sb_putc(out, '>');
		break;
	case IR_TYPE_TENSOR:
		sb_puts(out, "tensor<");
		print_dims(out, t);
		print_type(p, out, t->shaped.elem);
		if (t->shaped.encoding) {
			sb_puts(out, ", ");
			print_attr(p, out, t->shaped.encoding);
		}
		sb_putc(out, '>');
		break;
	case IR_TYPE_UNRANKED_TENSOR:
		sb_puts(out, "tensor<*x");
		print_type(p, out, t->shaped.elem);
		sb_putc(out, '>');
		break;
	case IR_TYPE_MEMREF:
	case IR_TYPE_UNRANKED_MEMREF:
		sb_puts(out, "memref<");
		if (t->kind == IR_TYPE_UNRANKED_MEMREF)
			sb_puts(out, "*x");
		print_dims(out, t);
		print_type(p, out, t->shaped.elem);
		if (t->shaped.layout) {
			sb_puts(out, ", ");
			print_attr(p, out, t->shaped.layout);
		}
		if (t->shaped.space) {
			sb_puts(out, ", ");
			print_attr_elided(p, out, t->shaped.space);
		}
		sb_putc(out, '>');
		break;
	case IR_TYPE_FUNCTION:
		print_function_type(p, out, t);
		break;
	case IR_TYPE_DIALECT:
		print_dialect_symbol(out, '!', t->dialect.ns, t->dialect.body, t->dialect.pretty);
		break;
	}
}

void print_type_str(StrBuf *out, IrType *t)
{
	print_type(NULL, out, t);
}
