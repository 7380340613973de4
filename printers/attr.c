/* attr.c: printing attributes and locations as MLIR spells them. */
#include <stdlib.h>

#include "internal.h"

/* llvm::printEscapedString: backslash doubled, printable bytes other than
   '"' as they are, everything else as \XX. */
static void print_escaped(StrBuf *out, const char *s, size_t n)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t i = 0;
	while (i < n) {
		/* a run of bytes written as they are goes in one copy */
		size_t run = i;
		while (run < n && (unsigned char)s[run] >= 0x20 && (unsigned char)s[run] < 0x7f && s[run] != '"' &&
		       s[run] != '\\')
			run++;
		sb_putn(out, s + i, run - i);
		if (run == n)
			break;
		unsigned char c = (unsigned char)s[run];
		if (c == '\\') {
			sb_puts(out, "\\\\");
		} else {
			sb_putc(out, '\\');
			sb_putc(out, hex[c >> 4]);
			sb_putc(out, hex[c & 15]);
		}
		i = run + 1;
	}
}

void print_ident_escaped(StrBuf *out, const IrIdent *s)
{
	if (s->plain)
		sb_putn(out, s->s, s->n);
	else
		print_escaped(out, s->s, s->n);
}

static void print_string(StrBuf *out, const IrIdent *s)
{
	sb_putc(out, '"');
	print_ident_escaped(out, s);
	sb_putc(out, '"');
}

void print_ident_key(StrBuf *out, const IrIdent *name)
{
	if (name->bare)
		sb_putn(out, name->s, name->n);
	else
		print_string(out, name);
}

static void print_symbol_name(StrBuf *out, const IrIdent *name)
{
	sb_putc(out, '@');
	print_ident_key(out, name);
}

static bool is_signed_type(const IrType *t)
{
	return t->kind == IR_TYPE_INDEX || t->integer.sign != IR_UNSIGNED;
}

static void print_int_words(StrBuf *out, const IrType *t, const uint64_t *w)
{
	unsigned width = ir_type_bit_width(t);
	if (width <= 64) { /* the common case, without a bignum */
		uint64_t v = width == 64 ? w[0] : w[0] & ((UINT64_C(1) << width) - 1);
		if (is_signed_type(t) && width && (v >> (width - 1) & 1)) /* negative: sign-extend */
			sb_put_i64(out, width == 64 ? (int64_t)v : (int64_t)(v | ~((UINT64_C(1) << width) - 1)));
		else
			sb_put_u64(out, v);
		return;
	}
	char *s = apint_format(w, width, is_signed_type(t));
	sb_puts(out, s);
	free(s);
}

/* Returns whether the value came out as a hex bit pattern. */
static bool print_float_bits(StrBuf *out, const IrType *t, ApBits bits)
{
	char buf[APFLOAT_FMT_MAX];
	sb_putn(out, buf, apfloat_format(t->fkind, bits, buf));
	return buf[0] == '0' && buf[1] == 'x';
}

/* ---- dense elements ---- */

/* One scalar element of t, nb bytes stored at p. */
static void print_scalar(StrBuf *out, const IrType *t, size_t nb, const unsigned char *p)
{
	if (t->kind == IR_TYPE_FLOAT) {
		uint64_t w[2];
		ir_dense_load(p, nb, w, 2);
		print_float_bits(out, t, (ApBits){w[0], w[1]});
		return;
	}
	if (t->kind == IR_TYPE_INTEGER && t->integer.width == 1) {
		sb_puts(out, p[0] ? "true" : "false");
		return;
	}
	size_t nw = (ir_type_bit_width(t) + 63) / 64;
	uint64_t small[2], *w = nw <= 2 ? small : xmalloc(nw * sizeof *w);
	ir_dense_load(p, nb, w, nw);
	print_int_words(out, t, w);
	if (w != small)
		free(w);
}

/* One element of elem, eb bytes stored at p. */
static void print_element(StrBuf *out, const IrType *elem, size_t eb, const unsigned char *p)
{
	if (elem->kind != IR_TYPE_COMPLEX) {
		print_scalar(out, elem, eb, p);
		return;
	}
	sb_putc(out, '(');
	print_scalar(out, elem->elem, eb / 2, p);
	sb_putc(out, ',');
	print_scalar(out, elem->elem, eb / 2, p + eb / 2);
	sb_putc(out, ')');
}

/* Raw data as MLIR stores it: i1 packed eight to a byte, LSB first. */
static void print_hex_data(StrBuf *out, const IrAttr *a, int64_t numel)
{
	const IrType *elem = ir_type_shape_of(ir_attr_type_of(a))->shaped.elem;
	bool is_i1 = elem->kind == IR_TYPE_INTEGER && elem->integer.width == 1;
	size_t n = is_i1 ? ((size_t)numel + 7) / 8 : a->dense.nbytes;
	sb_puts(out, "\"0x");
	sb_grow(out, 2 * n); /* the digits go straight into the buffer */
	char *w = out->s + out->len;
	if (is_i1) {
		const unsigned char *bits = ir_dense_data(a);
		for (int64_t i = 0; i < numel; i += 8, w += 2) {
			unsigned char byte = 0;
			for (int64_t k = 0; k < 8 && i + k < numel; k++)
				byte |= (unsigned char)((bits[i + k] & 1) << k);
			ir_bytes_to_hex(&byte, 1, w);
		}
	} else if (a->dense.in_blob) {
		ir_blob_put_hex(a->dense.blob, w); /* a view of the input is not decoded for it */
	} else {
		ir_bytes_to_hex(a->dense.raw, n, w);
	}
	out->len += 2 * n;
	out->s[out->len] = 0;
	sb_putc(out, '"');
}

/* Prints elements [*idx, ...) of dimension dim of shape t onwards as
   nested lists, eb bytes each. */
static void print_nested(StrBuf *out, const IrAttr *a, const IrType *t, size_t eb, unsigned dim, size_t *idx)
{
	if (dim == t->shaped.rank) {
		if (a->kind == IR_ATTR_DENSE_STRING)
			print_string(out, a->dstr.strs[*idx]);
		else
			print_element(out, t->shaped.elem, eb, ir_dense_data(a) + *idx * eb);
		(*idx)++;
		return;
	}
	sb_putc(out, '[');
	for (int64_t i = 0; i < t->shaped.dims[dim]; i++) {
		if (i)
			sb_puts(out, ", ");
		print_nested(out, a, t, eb, dim + 1, idx);
	}
	sb_putc(out, ']');
}

/* The body of dense<...> (also the parts of sparse<...>). */
/* hex_over: dense elements of more elements print as hex (-1: never) */
static void print_dense_body(StrBuf *out, const IrAttr *a, int64_t hex_over)
{
	int64_t numel = ir_type_num_elements(ir_attr_type_of(a));
	bool splat = a->kind == IR_ATTR_DENSE ? a->dense.splat : a->dstr.splat;
	const IrType *t = ir_type_shape_of(ir_attr_type_of(a));
	size_t eb = a->kind == IR_ATTR_DENSE ? ir_dense_elem_bytes(t->shaped.elem) : 0;
	if (splat) {
		if (a->kind == IR_ATTR_DENSE_STRING)
			print_string(out, a->dstr.strs[0]);
		else
			print_element(out, t->shaped.elem, eb, ir_dense_data(a));
		return;
	}
	if (numel == 0)
		return;
	if (hex_over >= 0 && a->kind == IR_ATTR_DENSE && numel > hex_over) {
		print_hex_data(out, a, numel);
		return;
	}
	size_t idx = 0;
	print_nested(out, a, t, eb, 0, &idx);
}

/* ---- locations ---- */

static void print_loc_inner(Printer *p, StrBuf *out, IrAttr *loc);

/* The alias of a, if it has one; only the kinds that get aliases are
   looked up, since every attribute printed asks. */
static const char *alias_of(const Printer *p, const IrAttr *a)
{
	return p && p->aliases.n && aliases_kind(a) ? pm_get(&p->aliases, a) : NULL;
}

/* A location nested in another prints as its alias when it has one. */
static void print_loc_child(Printer *p, StrBuf *out, IrAttr *loc)
{
	const char *alias = alias_of(p, loc);
	if (alias)
		sb_puts(out, alias);
	else
		print_loc_inner(p, out, loc);
}

static void print_loc_inner(Printer *p, StrBuf *out, IrAttr *loc)
{
	switch (loc->kind) {
	case IR_ATTR_LOC_UNKNOWN:
		sb_puts(out, "unknown");
		break;
	case IR_ATTR_LOC_FILE:
		print_string(out, loc->floc.file);
		sb_printf(out, ":%u", loc->floc.line);
		if (loc->loc_parts >= 2)
			sb_printf(out, ":%u", loc->floc.col);
		if (loc->loc_parts == 3)
			sb_printf(out, " to :%u", loc->floc.end_col);
		else if (loc->loc_parts == 4)
			sb_printf(out, " to %u:%u", loc->floc.end_line, loc->floc.end_col);
		break;
	case IR_ATTR_LOC_NAME:
		print_string(out, loc->nloc.name);
		if (loc->nloc.child && loc->nloc.child->kind != IR_ATTR_LOC_UNKNOWN) {
			sb_putc(out, '(');
			print_loc_child(p, out, loc->nloc.child);
			sb_putc(out, ')');
		}
		break;
	case IR_ATTR_LOC_CALLSITE:
		sb_puts(out, "callsite(");
		print_loc_child(p, out, loc->cloc.callee);
		sb_puts(out, " at ");
		print_loc_child(p, out, loc->cloc.caller);
		sb_putc(out, ')');
		break;
	case IR_ATTR_LOC_FUSED:
		sb_puts(out, "fused");
		if (loc->fused.meta) {
			sb_putc(out, '<');
			print_attr(p, out, loc->fused.meta);
			sb_putc(out, '>');
		}
		sb_putc(out, '[');
		for (unsigned i = 0; i < loc->fused.n; i++) {
			if (i)
				sb_puts(out, ", ");
			print_loc_child(p, out, loc->fused.locs[i]);
		}
		sb_putc(out, ']');
		break;
	default:
		die("not a location");
	}
}

void print_location(Printer *p, StrBuf *out, IrAttr *loc, bool allow_alias)
{
	if (p && p->collect) { /* block argument locations; op locations are visited by print_op */
		aliases_visit_attr(p, loc, false);
		return;
	}
	const char *alias = allow_alias ? alias_of(p, loc) : NULL;
	sb_puts(out, "loc(");
	if (alias)
		sb_puts(out, alias);
	else
		print_loc_inner(p, out, loc);
	sb_putc(out, ')');
}

/* ---- attributes ---- */

void print_dict_entry(Printer *p, StrBuf *out, IrNamedAttr e)
{
	print_ident_key(out, e.name);
	if (e.value->kind != IR_ATTR_UNIT) {
		sb_puts(out, " = ");
		print_attr(p, out, e.value);
	}
}

void print_dict_body(Printer *p, StrBuf *out, IrAttr *dict)
{
	for (unsigned i = 0; i < dict->dict.n; i++) {
		if (i)
			sb_puts(out, ", ");
		print_dict_entry(p, out, ir_dict_entry(dict, i));
	}
}

/* The hex threshold of p's options (MLIR's default when none). */
static int64_t hex_over(const Printer *p)
{
	return p && p->opts.hex_set ? p->opts.hex_over : 100;
}

/* Prints elements attribute a as `dense_resource<__elided__> : T` if the
   options elide it (MLIR's shouldElideElementsAttr: not a splat, more
   elements than the limit). */
static bool elided(Printer *p, StrBuf *out, IrAttr *a)
{
	bool splat = a->kind == IR_ATTR_DENSE ? a->dense.splat : a->kind == IR_ATTR_DENSE_STRING && a->dstr.splat;
	/* a sparse attribute counts the values it stores */
	int64_t numel = ir_type_num_elements(a->kind == IR_ATTR_SPARSE ? ir_attr_type_of(a->sparse.values) : ir_attr_type_of(a));
	if (!p || !p->opts.elide_elements || splat || numel < 0 || (uint64_t)numel <= p->opts.elide_elements_over)
		return false;
	sb_puts(out, "dense_resource<__elided__> : ");
	print_type(p, out, ir_attr_type_of(a));
	return true;
}

static void print_attr_impl(Printer *p, StrBuf *out, IrAttr *a, bool elide)
{
	const char *alias = alias_of(p, a);
	if (alias) {
		sb_puts(out, alias);
		return;
	}
	switch (a->kind) {
	case IR_ATTR_UNIT: sb_puts(out, "unit"); break;
	case IR_ATTR_BOOL: sb_puts(out, a->b ? "true" : "false"); break;
	case IR_ATTR_INTEGER:
		print_int_words(out, ir_attr_type_of(a), a->words);
		if (!(elide && ir_attr_type_of(a)->kind == IR_TYPE_INTEGER && ir_attr_type_of(a)->integer.width == 64 &&
		      ir_attr_type_of(a)->integer.sign == IR_SIGNLESS)) {
			sb_puts(out, " : ");
			print_type(p, out, ir_attr_type_of(a));
		}
		break;
	case IR_ATTR_FLOAT: {
		/* a hex bit pattern keeps its type even where f64 could be elided */
		bool hex = print_float_bits(out, ir_attr_type_of(a), a->fbits);
		if (!(elide && !hex && ir_attr_type_of(a)->fkind == IR_F64)) {
			sb_puts(out, " : ");
			print_type(p, out, ir_attr_type_of(a));
		}
		break;
	}
	case IR_ATTR_STRING:
		print_string(out, a->str);
		if (ir_attr_type_of(a)) {
			sb_puts(out, " : ");
			print_type(p, out, ir_attr_type_of(a));
		}
		break;
	case IR_ATTR_TYPE: print_type(p, out, a->tval); break;
	case IR_ATTR_ARRAY:
		/* elements drop the default `: i64` and `: f64`, as in MLIR */
		sb_putc(out, '[');
		for (unsigned i = 0; i < a->array.n; i++) {
			if (i)
				sb_puts(out, ", ");
			print_attr_elided(p, out, a->array.elems[i]);
		}
		sb_putc(out, ']');
		break;
	case IR_ATTR_DICT:
		sb_putc(out, '{');
		print_dict_body(p, out, a);
		sb_putc(out, '}');
		break;
	case IR_ATTR_SYMBOL_REF:
		for (unsigned i = 0; i < a->symref.n; i++) {
			if (i)
				sb_puts(out, "::");
			print_symbol_name(out, a->symref.names[i]);
		}
		break;
	case IR_ATTR_AFFINE_MAP:
		sb_puts(out, "affine_map<");
		print_affine_map(out, a->map);
		sb_putc(out, '>');
		break;
	case IR_ATTR_INTEGER_SET:
		sb_puts(out, "affine_set<");
		print_integer_set(out, a->set);
		sb_putc(out, '>');
		break;
	case IR_ATTR_DENSE:
	case IR_ATTR_DENSE_STRING:
		if (elided(p, out, a))
			break;
		sb_puts(out, "dense<");
		print_dense_body(out, a, hex_over(p));
		sb_puts(out, "> : ");
		print_type(p, out, ir_attr_type_of(a));
		break;
	case IR_ATTR_DENSE_RESOURCE:
		sb_puts(out, "dense_resource<");
		print_ident_key(out, a->resource);
		sb_puts(out, "> : ");
		print_type(p, out, ir_attr_type_of(a));
		break;
	case IR_ATTR_SPARSE:
		if (elided(p, out, a))
			break;
		sb_puts(out, "sparse<");
		if (ir_type_num_elements(ir_attr_type_of(a->sparse.values)) != 0) {
			print_dense_body(out, a->sparse.indices, -1);
			sb_puts(out, ", ");
			print_dense_body(out, a->sparse.values, hex_over(p));
		}
		sb_puts(out, "> : ");
		print_type(p, out, ir_attr_type_of(a));
		break;
	case IR_ATTR_DENSE_ARRAY: {
		IrType *et = ir_attr_type_of(a);
		sb_puts(out, "array<");
		print_type(p, out, et);
		for (unsigned i = 0; i < a->darray.n; i++) {
			unsigned char bytes[8];
			ir_dense_store(bytes, sizeof bytes, &a->darray.elems[i]);
			sb_puts(out, i ? ", " : ": ");
			print_scalar(out, et, ir_dense_elem_bytes(et), bytes);
		}
		sb_putc(out, '>');
		break;
	}
	case IR_ATTR_STRIDED:
		sb_puts(out, "strided<[");
		for (unsigned i = 0; i < a->strided.n; i++) {
			if (i)
				sb_puts(out, ", ");
			if (a->strided.strides[i] == IR_DYNAMIC)
				sb_putc(out, '?');
			else
				sb_printf(out, "%lld", (long long)a->strided.strides[i]);
		}
		sb_putc(out, ']');
		if (a->strided.offset == IR_DYNAMIC)
			sb_puts(out, ", offset: ?");
		else if (a->strided.offset != 0)
			sb_printf(out, ", offset: %lld", (long long)a->strided.offset);
		sb_putc(out, '>');
		break;
	case IR_ATTR_DIALECT:
		print_dialect_symbol(out, '#', a->dialect.ns, a->dialect.body, a->pretty);
		if (ir_attr_type_of(a)) {
			sb_puts(out, " : ");
			print_type(p, out, ir_attr_type_of(a));
		}
		break;
	case IR_ATTR_OPAQUE_ELEMENTS:
		sb_puts(out, "opaque<");
		print_string(out, a->opaque.ns);
		sb_puts(out, ", ");
		print_string(out, a->opaque.hex);
		sb_puts(out, "> : ");
		print_type(p, out, ir_attr_type_of(a));
		break;
	case IR_ATTR_DISTINCT: {
		/* mlir-opt numbers distinct attributes from 0 in the order it prints them */
		uint64_t id = a->distinct.id;
		if (p) {
			uintptr_t known = (uintptr_t)pm_get(&p->distinct_ids, a);
			if (!known) {
				known = (uintptr_t)++p->next_distinct;
				pm_put(&p->distinct_ids, a, (void *)known);
			}
			id = known - 1;
		}
		sb_puts(out, "distinct[");
		sb_put_u64(out, id);
		sb_puts(out, "]<");
		if (a->distinct.ref->kind != IR_ATTR_UNIT)
			print_attr(p, out, a->distinct.ref);
		sb_putc(out, '>');
		break;
	}
	default:
		print_location(p, out, a, true);
		break;
	}
}

void print_attr(Printer *p, StrBuf *out, IrAttr *a)
{
	if (p && p->collect)
		aliases_visit_attr(p, a, false);
	else
		print_attr_impl(p, out, a, false);
}

void print_attr_elided(Printer *p, StrBuf *out, IrAttr *a)
{
	if (p && p->collect)
		aliases_visit_attr(p, a, false);
	else
		print_attr_impl(p, out, a, true);
}

void print_attr_str(StrBuf *out, IrAttr *a)
{
	print_attr(NULL, out, a);
}
