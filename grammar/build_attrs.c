/* build_attrs.c: grammar actions that build attributes and locations. */
#include <inttypes.h>
#include <stdlib.h>

#include "internal.h"
#include "parser.h"
#include "../printers/printers.h"

static bool slice_is(Slice s, const char *lit)
{
	return s.n == strlen(lit) && !memcmp(s.p, lit, s.n);
}

static bool is_hex(Slice tok)
{
	return tok.n > 1 && tok.p[0] == '0' && (tok.p[1] == 'x' || tok.p[1] == 'X');
}

/* Where a literal is read: MLIR words its errors differently for a scalar
   attribute, the elements of dense<...> and those of array<...>. */
typedef enum { LIT_IN_SCALAR, LIT_IN_DENSE, LIT_IN_ARRAY } LitContext;

/* Reports an APNUM_* failure in MLIR's words. */
static void number_error(ParseState *ps, size_t off, int rc, LitContext where)
{
	static const char *const out_of_range[] = {"integer constant out of range for attribute",
	                                           "integer constant out of range for type",
	                                           "integer constant out of range"};
	if (rc == APNUM_ENEGUNSIGNED)
		ps_error(ps, off, where == LIT_IN_DENSE ? "expected unsigned integer elements, but parsed negative value"
		                                        : "negative integer literal not valid for unsigned integer type");
	else
		ps_error(ps, off, "%s", out_of_range[where]);
}

/* Converts an integer literal to words of the integer or index type t. */
static uint64_t *int_words(ParseState *ps, bool neg, Slice tok, size_t off, IrType *t,
                           LitContext where)
{
	unsigned width = ir_type_bit_width(t);
	uint64_t *w = arena_zalloc(&ps->tmp, ((width + 63) / 64 + 1) * sizeof *w);
	IrSignedness sg = t->kind == IR_TYPE_INDEX ? IR_SIGNED : t->integer.sign;
	int rc = apint_from_literal(tok.p, tok.n, neg, width, sg, w);
	if (rc != APNUM_OK) {
		number_error(ps, off, rc, where);
		return NULL;
	}
	return w;
}

/* Float bits from a decimal literal, or from a hex literal giving the bit pattern. */
static bool float_bits(ParseState *ps, bool neg, Slice tok, bool is_int, size_t off, IrType *t,
                       ApBits *out)
{
	if (is_int) {
		if (!is_hex(tok)) {
			ps_error(ps, off, "unexpected decimal integer literal for a floating point value");
			ir_diag(ps->ctx, IR_DIAG_NOTE, ps->src, off, "add a trailing dot to make the literal a float");
			return false;
		}
		if (neg) {
			ps_error(ps, off, "hexadecimal float literal should not have a leading minus");
			return false;
		}
		if (apfloat_from_hex_bits(t->fkind, tok.p, tok.n, out) != APNUM_OK) {
			ps_error(ps, off, "hexadecimal float constant out of range for type");
			return false;
		}
		return true;
	}
	const char *text = tok.p;
	size_t n = tok.n;
	if (neg && tok.p[-1] == '-') { /* the '-' is a token of its own, mostly right before */
		text--;
		n++;
	} else if (neg) {
		char *buf = arena_alloc(&ps->tmp, tok.n + 1);
		buf[0] = '-';
		memcpy(buf + 1, tok.p, tok.n);
		text = buf;
		n++;
	}
	if (apfloat_from_decimal(t->fkind, text, n, out) != APNUM_OK) {
		ps_error(ps, off, "invalid floating point literal");
		return false;
	}
	return true;
}

static IrAttr *int_attr(ParseState *ps, IrType *t, const uint64_t *w)
{
	if (t->kind == IR_TYPE_INTEGER && t->integer.width == 1 && t->integer.sign == IR_SIGNLESS)
		return ir_attr_bool(ps->ctx, w[0] & 1);
	return ir_attr_int_words(ps->ctx, t, w);
}

IrAttr *build_number_attr(ParseState *ps, bool neg, Slice tok, Loc loc, IrType *type, Loc tloc)
{
	bool is_int = tok.p[0] != '.' && !memchr(tok.p, '.', tok.n);
	if (is_hex(tok))
		is_int = true;
	if (!type)
		type = is_int ? ps->ctx->t_i64 : ps->ctx->t_f64;
	if (type->kind == IR_TYPE_FLOAT) {
		ApBits bits;
		if (!float_bits(ps, neg, tok, is_int, loc.start, type, &bits))
			return NULL;
		return ir_attr_float(ps->ctx, type, bits);
	}
	if (!ir_type_is_int_or_index(type)) {
		ps_error(ps, tloc.start, is_int ? "integer literal not valid for specified type"
		                                : "floating point value not valid for specified type");
		return NULL;
	}
	if (!is_int) {
		ps_error(ps, tloc.start, "floating point value not valid for specified type");
		return NULL;
	}
	uint64_t *w = int_words(ps, neg, tok, loc.start, type, LIT_IN_SCALAR);
	return w ? int_attr(ps, type, w) : NULL;
}

IrAttr *build_string_attr(ParseState *ps, Slice tok, Loc loc, IrType *type)
{
	size_t n;
	char *s = decode_string(ps, tok, loc, &n);
	return s ? ir_attr_string(ps->ctx, s, n, type) : NULL;
}

IrAttr *build_array(ParseState *ps, TVec *elems)
{
	return ir_attr_array(ps->ctx, elems->n, (IrAttr **)elems->v);
}

/* A dictionary entry with where its key was written. */
typedef struct {
	IrNamedAttr na; /* first, so that an entry is also an IrNamedAttr */
	size_t off;
} Entry;

IrNamedAttr *named_attr(ParseState *ps, Slice key, Loc loc, IrAttr *value)
{
	Entry *e = arena_alloc(&ps->tmp, sizeof *e);
	IrNamedAttr *na = &e->na;
	e->off = loc.start;
	size_t n = key.n;
	const char *s = key.p;
	if (key.p[0] == '"' && !(s = decode_string(ps, key, loc, &n)))
		return NULL;
	if (n == 0) {
		ps_error(ps, loc.start, "expected valid attribute name");
		return NULL;
	}
	na->name = ir_ident(ps->ctx, s, n);
	na->value = value ? value : ps->ctx->a_unit;
	return na;
}

IrAttr *build_dict(ParseState *ps, TVec *entries, Loc loc)
{
	IrNamedAttr *na = arena_alloc(&ps->tmp, entries->n * sizeof *na);
	for (unsigned i = 0; i < entries->n; i++)
		na[i] = *(IrNamedAttr *)entries->v[i];
	IrIdent *dup = NULL;
	IrAttr *d = ir_attr_dict(ps->ctx, entries->n, na, &dup);
	if (!d) { /* report it at the second occurrence, as MLIR does */
		size_t off = loc.start;
		for (unsigned i = 0, seen = 0; i < entries->n; i++)
			if (na[i].name == dup && seen++ == 1)
				off = ((Entry *)entries->v[i])->off;
		ps_error(ps, off, "duplicate key '%s' in dictionary attribute", dup->s);
	}
	return d;
}

IrAttr *build_symref(ParseState *ps, IrAttr *prev, Slice at, Loc loc)
{
	size_t n;
	char *s = decode_symbol(ps, at, loc, &n);
	if (!s)
		return NULL;
	unsigned count = prev ? prev->symref.n : 0;
	IrIdent **names = arena_alloc(&ps->tmp, (count + 1) * sizeof *names);
	if (count)
		memcpy(names, prev->symref.names, count * sizeof *names);
	names[count] = ir_ident(ps->ctx, s, n);
	return ir_attr_symref(ps->ctx, count + 1, names);
}

/* A registered dialect parses its own attributes, and those mica knows of
   theirs (enums, flags, poison) take no type: MLIR drops a `: type` written
   after them.  An unregistered dialect's attribute keeps it. */
static IrAttr *dialect_attr(ParseState *ps, IrIdent *ns, IrIdent *body, bool pretty, IrType *type, Loc loc)
{
	if (ir_dialect_registered(ps->ctx, ns->s, ns->n))
		type = NULL;
	StrBuf err = {0};
	dialect_error_at(ps->ctx, NULL);
	IrAttr *a = ir_attr_dialect(ps->ctx, ns, body, pretty, type, &err);
	if (!a)
		ps_error(ps, dialect_error_offset(ps, ns, body, loc), "%s", err.s);
	sb_free(&err);
	return a;
}

IrAttr *build_hash_attr(ParseState *ps, Slice s, Loc loc, IrType *type)
{
	IrAttr *a = nm_get(&ps->attr_aliases, s.p + 1, s.n - 1);
	if (a) {
		if (type) {
			ps_error(ps, loc.start, "an attribute alias cannot be given a type");
			return NULL;
		}
		return a;
	}
	const char *dot = memchr(s.p, '.', s.n);
	if (!dot) {
		ps_error(ps, loc.start, "undefined symbol alias id '%.*s'", (int)s.n - 1, s.p + 1);
		return NULL;
	}
	IrIdent *ns = ir_ident(ps->ctx, s.p + 1, (size_t)(dot - s.p - 1));
	IrIdent *body = ir_ident(ps->ctx, dot + 1, (size_t)(s.p + s.n - dot - 1));
	return dialect_attr(ps, ns, body, true, type, loc);
}

IrAttr *build_dialect_attr(ParseState *ps, Slice s, Loc loc, IrType *type)
{
	(void)loc;
	IrIdent *ns, *body;
	bool pretty;
	split_dialect_symbol(ps, s, &ns, &body, &pretty);
	return dialect_attr(ps, ns, body, pretty, type, loc);
}

/* ---- dense literals ---- */

Lit *lit_new(ParseState *ps, LitKind kind, bool neg, Slice text, Loc loc)
{
	Lit *l = arena_alloc(&ps->tmp, sizeof *l);
	*l = (Lit){.kind = kind, .neg = neg, .text = text, .off = loc.start, .end = loc.end};
	return l;
}

Lit *lit_bool(ParseState *ps, Slice word, Loc loc)
{
	if (!slice_is(word, "true") && !slice_is(word, "false")) {
		ps_error(ps, loc.start, "expected element literal of primitive type");
		return NULL;
	}
	Lit *l = lit_new(ps, LIT_BOOL, false, word, loc);
	l->b = word.p[0] == 't';
	return l;
}

Lit *lit_complex(ParseState *ps, Lit *re, Lit *im, Loc loc)
{
	Lit *l = lit_new(ps, LIT_COMPLEX, false, (Slice){NULL, 0}, loc);
	l->elems = tv_push(ps, tv_push(ps, NULL, re), im);
	return l;
}

Lit *lit_list(ParseState *ps, TVec *elems, Loc loc)
{
	Lit *l = lit_new(ps, LIT_LIST, false, (Slice){NULL, 0}, loc);
	l->elems = elems ? elems : tv_new(ps);
	return l;
}

/* Infers the shape of a nested list literal; false if ranks disagree. */
/* reliability: the shape of a list literal is its length followed by the
   shape of its first element.  It used to be copied into every enclosing
   list, which made a literal nested d deep cost O(d^2) time and memory
   (1 GB and 3 s at the nesting limit); now shapes are compared by walking
   the chains of first elements, and only the outermost one is copied. */
static bool lit_same_shape(const Lit *a, const Lit *b)
{
	while (a->kind == LIT_LIST && b->kind == LIT_LIST) {
		if (a->elems->n != b->elems->n)
			return false;
		if (a->elems->n == 0)
			return true;
		a = a->elems->v[0];
		b = b->elems->v[0];
	}
	return a->kind != LIT_LIST && b->kind != LIT_LIST;
}

/* Every list's elements have the shape of its first element; the first
   inconsistency in source order is reported, as MLIR does, at the token
   after the element that breaks it. */
static bool lit_consistent(ParseState *ps, Lit *l)
{
	if (l->kind != LIT_LIST || l->elems->n == 0)
		return true;
	if (!lit_consistent(ps, l->elems->v[0]))
		return false;
	for (unsigned i = 1; i < l->elems->n; i++) {
		if (!lit_consistent(ps, l->elems->v[i]))
			return false;
		if (!lit_same_shape(l->elems->v[i], l->elems->v[0])) {
			ps_error(ps, next_token_at(ps, ((Lit *)l->elems->v[i])->end),
			         "tensor literal is invalid; ranks are not consistent between elements");
			return false;
		}
	}
	return true;
}

static bool lit_shape(ParseState *ps, Lit *l, IVec *shape)
{
	if (!lit_consistent(ps, l))
		return false;
	for (; l->kind == LIT_LIST; l = l->elems->v[0]) {
		iv_push(ps, shape, l->elems->n);
		if (l->elems->n == 0)
			break;
	}
	return true;
}

/* Appends the leaves of a literal in row-major order. */
static void lit_leaves(ParseState *ps, Lit *l, TVec *out)
{
	if (l->kind != LIT_LIST) {
		tv_push(ps, out, l);
		return;
	}
	for (unsigned i = 0; i < l->elems->n; i++)
		lit_leaves(ps, l->elems->v[i], out);
}

static void shape_str(StrBuf *b, const int64_t *dims, unsigned n)
{
	sb_putc(b, '[');
	for (unsigned i = 0; i < n; i++)
		sb_printf(b, "%s%lld", i ? ", " : "", (long long)dims[i]);
	sb_putc(b, ']');
}

/* Writes one scalar element of type t (integer, index or float), nb bytes. */
static bool store_scalar(ParseState *ps, Lit *l, IrType *t, size_t nb, unsigned char *out, LitContext where)
{
	if (t->kind == IR_TYPE_FLOAT) {
		ApBits bits;
		if (l->kind != LIT_INT && l->kind != LIT_FLOAT) {
			ps_error(ps, l->off, "expected floating point literal");
			return false;
		}
		if (!float_bits(ps, l->neg, l->text, l->kind == LIT_INT, l->off, t, &bits))
			return false;
		ir_dense_store(out, nb, (const uint64_t[2]){bits.lo, bits.hi});
		return true;
	}
	bool is_i1 = t->kind == IR_TYPE_INTEGER && t->integer.width == 1;
	uint64_t *w;
	if (l->kind == LIT_BOOL) {
		if (!is_i1) {
			ps_error(ps, l->off, "expected i1 type for 'true' or 'false' values");
			return false;
		}
		out[0] = l->b;
		return true;
	}
	if (l->kind == LIT_INT && is_i1 && where == LIT_IN_ARRAY) {
		ps_error(ps, l->off, "expected 'true' or 'false' values for i1 type");
		return false;
	}
	if (l->kind != LIT_INT) {
		if (where == LIT_IN_ARRAY)
			ps_error(ps, l->off, "expected integer literal");
		else if (l->kind == LIT_FLOAT)
			ps_error(ps, l->off, "expected integer elements, but parsed floating-point");
		else /* MLIR reads the string's spelling as a number, and fails */
			ps_error(ps, l->off, "integer constant out of range for type");
		return false;
	}
	if (!(w = int_words(ps, l->neg, l->text, l->off, t, where)))
		return false;
	ir_dense_store(out, nb, w);
	return true;
}

/* One element of elem, eb bytes. */
static bool store_elem(ParseState *ps, Lit *l, IrType *elem, size_t eb, unsigned char *out)
{
	if (elem->kind != IR_TYPE_COMPLEX)
		return store_scalar(ps, l, elem, eb, out, LIT_IN_DENSE);
	if (l->kind != LIT_COMPLEX) {
		ps_error(ps, l->off, "expected complex elements");
		return false;
	}
	size_t half = eb / 2;
	return store_scalar(ps, l->elems->v[0], elem->elem, half, out, LIT_IN_DENSE) &&
	       store_scalar(ps, l->elems->v[1], elem->elem, half, out + half, LIT_IN_DENSE);
}

/* The leaves of a literal in row-major order, each an element of elem (eb
   bytes) from *out on. */
static bool store_leaves(ParseState *ps, Lit *l, IrType *elem, size_t eb, unsigned char **out)
{
	if (l->kind != LIT_LIST) {
		*out += eb;
		return store_elem(ps, l, elem, eb, *out - eb);
	}
	for (unsigned i = 0; i < l->elems->n; i++)
		if (!store_leaves(ps, l->elems->v[i], elem, eb, out))
			return false;
	return true;
}

/* MLIR stores a dense attribute whose elements are all equal as a splat. */
static bool all_equal(const unsigned char *data, size_t n, size_t eb)
{
	for (size_t i = 1; i < n; i++)
		if (memcmp(data, data + i * eb, eb))
			return false;
	return n > 0;
}

static void hex_size_error(ParseState *ps, size_t off, IrType *type)
{
	StrBuf b = {0};
	print_type_str(&b, type);
	ps_error(ps, off, "elements hex data size is invalid for provided type: '%s'", b.s);
	sb_free(&b);
}

/* The bytes that `0x` and an even number of hex digits spell, or NULL. */
static unsigned char *hex_payload(ParseState *ps, const char *s, size_t n, size_t *nbytes)
{
	if (n < 2 || s[0] != '0' || s[1] != 'x' || (n - 2) % 2)
		return NULL;
	*nbytes = (n - 2) / 2;
	unsigned char *raw = arena_alloc(&ps->tmp, *nbytes + 1);
	return ir_hex_to_bytes(s + 2, *nbytes, raw) ? raw : NULL;
}

/* Do the numel elements of eb bytes that the digits d (hex digits all)
   spell all equal the first?  Digits of either case spell the same. */
static bool hex_all_equal(const char *d, size_t numel, size_t eb)
{
	size_t w = 2 * eb;
	for (size_t i = 1; i < numel; i++) {
		const char *e = d + i * w;
		if (memcmp(d, e, w))
			for (size_t k = 0; k < w; k++)
				if ((d[k] | 0x20) != (e[k] | 0x20)) /* '0'-'9' have the bit already */
					return false;
	}
	return true;
}

/* A large hex constant in text that outlives the IR stays a view of it,
   decoded when it is used (blob.c); NULL leaves it to dense_from_hex: a
   small or packed one, a splat, or one in error. */
static IrAttr *dense_hex_view(ParseState *ps, Lit *l, IrType *type, int64_t numel)
{
	const char *s = l->text.p + 1;
	size_t n = l->text.n - 2;
	if (!ps->src->text_outlives_ir || n < 2 || s[0] != '0' || s[1] != 'x' || (n - 2) % 2)
		return NULL;
	IrType *elem = type->shaped.elem;
	size_t nbytes = (n - 2) / 2, eb = ir_dense_elem_bytes(elem);
	bool is_i1 = elem->kind == IR_TYPE_INTEGER && elem->integer.width == 1;
	if (is_i1 || nbytes < IR_BLOB_MIN || nbytes != (size_t)numel * eb)
		return NULL;
	uint64_t hash;
	if (!ir_blob_hash_hex(ps->ctx, s + 2, nbytes, &hash) || hex_all_equal(s + 2, (size_t)numel, eb))
		return NULL;
	bool mapped = ps->src->progress == ir_source_give_back;
	return ir_attr_dense_blob(ps->ctx, type, ir_blob_of_hex(ps->ctx, s + 2, nbytes, hash, mapped));
}

/* `dense<"0x...">`: raw little-endian data, i1 packed eight to a byte. */
/* A size error is MLIR's at the `dense` keyword (dense_at). */
static IrAttr *dense_from_hex(ParseState *ps, Lit *l, IrType *type, int64_t numel, size_t dense_at)
{
	IrAttr *view = dense_hex_view(ps, l, type, numel);
	if (view)
		return view;
	/* MLIR reads the digits as written, within the quotes: an escape is no
	   digit, though a bad one is reported as such first (by MLIR's lexer). */
	size_t nbytes, n;
	unsigned char *raw = hex_payload(ps, l->text.p + 1, l->text.n - 2, &nbytes);
	if (!raw) {
		if (decode_string(ps, l->text, (Loc){l->off, l->off}, &n))
			ps_error(ps, l->off, "expected string containing hex digits starting with `0x`");
		return NULL;
	}
	IrType *elem = type->shaped.elem;
	bool is_i1 = elem->kind == IR_TYPE_INTEGER && elem->integer.width == 1;
	size_t eb = ir_dense_elem_bytes(elem);
	if (!is_i1) {
		/* one element's worth of data is a splat */
		bool splat = nbytes == eb;
		if (!splat && nbytes != (size_t)numel * eb) {
			hex_size_error(ps, dense_at, type);
			return NULL;
		}
		if (!splat && all_equal(raw, (size_t)numel, eb))
			return ir_attr_dense(ps->ctx, type, true, raw, eb);
		return ir_attr_dense(ps->ctx, type, splat, raw, nbytes);
	}
	/* i1 is packed eight to a byte; a single 0x00 or 0xFF byte is a splat */
	bool splat = nbytes == 1 && (raw[0] == 0 || raw[0] == 0xff);
	if (!splat && nbytes != ((size_t)numel + 7) / 8) {
		hex_size_error(ps, dense_at, type);
		return NULL;
	}
	size_t count = splat ? 1 : (size_t)numel;
	unsigned char *bits = arena_alloc(&ps->tmp, count + 1);
	for (size_t i = 0; i < count; i++)
		bits[i] = (raw[i / 8] >> (i % 8)) & 1;
	if (!splat && all_equal(bits, count, 1))
		return ir_attr_dense(ps->ctx, type, true, bits, 1);
	return ir_attr_dense(ps->ctx, type, splat, bits, count);
}

static bool is_scalar_elem(const IrType *t)
{
	return t->kind == IR_TYPE_INTEGER || t->kind == IR_TYPE_INDEX || t->kind == IR_TYPE_FLOAT;
}

static bool is_elements_type(const IrType *t)
{
	return t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_VECTOR || t->kind == IR_TYPE_MEMREF;
}

/* MLIR counts the numbers of a complex literal, two per element: a splat
   has two, a list twice the elements of the type. */
static bool complex_count_ok(ParseState *ps, Lit *lit, TVec *leaves, IrType *type, bool splat)
{
	if (splat && ir_type_num_elements(type) == 0) /* an empty literal */
		return true;
	int64_t parsed = 0;
	for (unsigned i = 0; i < leaves->n; i++)
		parsed += ((Lit *)leaves->v[i])->kind == LIT_COMPLEX ? 2 : 1;
	int64_t want = splat ? 2 : 2 * ir_type_num_elements(type);
	if (parsed == want)
		return true;
	StrBuf b = {0};
	print_type_str(&b, splat ? type->shaped.elem : type);
	ps_error(ps, lit->off, "parsed %" PRId64 " elements, but type ('%s') expected %" PRId64 " elements",
	         parsed, b.s, want);
	sb_free(&b);
	return false;
}

/* The type of a dense or sparse literal: shaped, with a static shape (MLIR's
   parseElementsLiteralType). */
static bool elements_literal_type_ok(ParseState *ps, IrType *type, Loc loc)
{
	if (!ir_type_is_shaped(type)) {
		ps_error(ps, loc.start, "elements literal must be a shaped type");
		return false;
	}
	if (ir_type_num_elements(type) < 0) {
		/* reliability: a static shape whose element count overflows says so */
		bool dynamic = !is_elements_type(type); /* unranked */
		for (unsigned i = 0; !dynamic && i < type->shaped.rank; i++)
			dynamic |= type->shaped.dims[i] == IR_DYNAMIC;
		ps_error(ps, loc.start, dynamic ? "elements literal type must have static shape"
		                                 : "elements literal type has more than 2^63 - 1 elements");
		return false;
	}
	return true;
}

static IrAttr *build_dense_of(ParseState *ps, Lit *lit, IrType *type, Loc loc);

/* A shaped dialect type's literal is read as one of the builtin tensor
   type it stands for, and kept with its own type. */
IrAttr *build_dense(ParseState *ps, Lit *lit, IrType *type, Loc loc)
{
	const IrType *shape = ir_type_shape_of(type);
	IrAttr *a = build_dense_of(ps, lit, (IrType *)shape, loc);
	if (!a || shape == type)
		return a;
	if (a->kind != IR_ATTR_DENSE) {
		ps_error(ps, loc.start, "elements literal must be a shaped type");
		return NULL;
	}
	return ir_attr_dense_retyped(ps->ctx, type, a);
}

static IrAttr *build_dense_of(ParseState *ps, Lit *lit, IrType *type, Loc loc)
{
	if (!elements_literal_type_ok(ps, type, loc))
		return NULL;
	int64_t numel = ir_type_num_elements(type);
	IrType *elem = type->shaped.elem;
	bool numeric = is_scalar_elem(elem) || elem->kind == IR_TYPE_COMPLEX;
	if (!lit) {
		if (numel != 0) {
			StrBuf b = {0};
			print_type_str(&b, type);
			ps_error(ps, loc.start, "parsed zero elements, but type ('%s') expected at least 1", b.s);
			sb_free(&b);
			return NULL;
		}
		return ir_attr_dense(ps->ctx, type, false, NULL, 0);
	}
	if (lit->kind == LIT_STRING && numeric)
		return dense_from_hex(ps, lit, type, numel, loc.start);
	IVec *shape = iv_new(ps);
	if (!lit_shape(ps, lit, shape))
		return NULL;
	bool splat = shape->n == 0;
	if (!splat && (shape->n != type->shaped.rank ||
	               memcmp(shape->v, type->shaped.dims, shape->n * sizeof *shape->v))) {
		StrBuf a = {0}, b = {0};
		shape_str(&a, shape->v, shape->n);
		shape_str(&b, type->shaped.dims, type->shaped.rank);
		ps_error(ps, loc.start, "inferred shape of elements literal (%s) does not match type (%s)",
		         a.s, b.s); /* MLIR: at the `dense` keyword */
		sb_free(&a);
		sb_free(&b);
		return NULL;
	}
	TVec *leaves = tv_new(ps);
	if (!numeric || elem->kind == IR_TYPE_COMPLEX)
		lit_leaves(ps, lit, leaves);
	if (elem->kind == IR_TYPE_COMPLEX && !complex_count_ok(ps, lit, leaves, type, splat))
		return NULL;
	if (!numeric) {
		IrIdent **strs = arena_alloc(&ps->tmp, (leaves->n + 1) * sizeof *strs);
		for (unsigned i = 0; i < leaves->n; i++) {
			Lit *l = leaves->v[i];
			size_t n;
			char *s;
			if (l->kind != LIT_STRING) {
				ps_error(ps, lit->off, "expected string token, got %.*s", (int)l->text.n, l->text.p);
				return NULL;
			}
			if (!(s = decode_string(ps, l->text, (Loc){l->off, l->off}, &n)))
				return NULL;
			strs[i] = ir_ident(ps->ctx, s, n);
		}
		if (all_equal((unsigned char *)strs, leaves->n, sizeof *strs))
			return ir_attr_dense_string(ps->ctx, type, true, 1, strs);
		return ir_attr_dense_string(ps->ctx, type, splat, leaves->n, strs);
	}
	size_t eb = ir_dense_elem_bytes(elem), count = splat ? 1 : (size_t)numel;
	unsigned char *data = arena_zalloc(&ps->tmp, count * eb + 1), *end = data;
	if (!store_leaves(ps, lit, elem, eb, &end))
		return NULL;
	if (all_equal(data, count, eb))
		return ir_attr_dense(ps->ctx, type, true, data, eb);
	return ir_attr_dense(ps->ctx, type, false, data, count * eb);
}

IrAttr *build_dense_resource(ParseState *ps, Slice handle, Loc loc, IrType *type, Loc tloc)
{
	if (!is_elements_type(type)) {
		ps_error(ps, tloc.start, "`dense_resource` expected a shaped type");
		return NULL;
	}
	size_t n = handle.n;
	const char *s = handle.p;
	if (handle.p[0] == '"' && !(s = decode_string(ps, handle, loc, &n)))
		return NULL;
	return ir_attr_dense_resource(ps->ctx, type, ir_ident(ps->ctx, s, n));
}

/* A dense attribute of the literal's own shape (sparse indices and values);
   a scalar literal or none takes the shape `splat`. */
static IrAttr *dense_of_shape(ParseState *ps, Lit *lit, IrType *elem, IVec *splat)
{
	IVec *shape = iv_new(ps);
	if (lit && !lit_shape(ps, lit, shape))
		return NULL;
	if (!lit || shape->n == 0)
		shape = splat;
	IrType *t = ir_type_tensor(ps->ctx, shape->n, shape->v, elem, NULL);
	return build_dense(ps, lit, t, (Loc){lit ? lit->off : 0, 0});
}

IrAttr *build_sparse(ParseState *ps, Lit *indices, Lit *values, IrType *type, Loc loc)
{
	if (!elements_literal_type_ok(ps, type, loc))
		return NULL;
	/* `sparse<>` has no elements; a scalar index list is one index */
	unsigned rank = type->shaped.rank;
	IVec *ishape = iv_push(ps, iv_push(ps, iv_new(ps), indices ? 1 : 0), rank);
	IrAttr *ia = dense_of_shape(ps, indices, ps->ctx->t_i64, ishape);
	if (!ia)
		return NULL;
	const IrType *it = ir_attr_type_of(ia);
	int64_t n = it->shaped.rank ? it->shaped.dims[0] : 0;
	IrAttr *va = dense_of_shape(ps, values, type->shaped.elem, iv_push(ps, iv_new(ps), n));
	if (!va)
		return NULL;
	/* indices are [N, rank] (or [N] for rank 1), values [N]; every index lies inside the shape */
	const IrType *vt = ir_attr_type_of(va);
	if (vt->shaped.rank != 1) {
		ps_error(ps, loc.start, "expected 1-d tensor for sparse element values");
		return NULL;
	}
	bool indices_ok = it->shaped.rank == 2 ? it->shaped.dims[1] == (int64_t)rank
	                                       : it->shaped.rank == 1 && rank == 1;
	if (!indices_ok || vt->shaped.rank != 1 || vt->shaped.dims[0] != n) {
		StrBuf a = {0}, b = {0}, c = {0};
		shape_str(&a, type->shaped.dims, rank);
		shape_str(&b, it->shaped.dims, it->shaped.rank);
		shape_str(&c, vt->shaped.dims, vt->shaped.rank);
		ps_error(ps, loc.start, "expected shape (%s); inferred shape of indices literal (%s); inferred shape of values literal (%s)",
		         a.s, b.s, c.s);
		sb_free(&a);
		sb_free(&b);
		sb_free(&c);
		return NULL;
	}
	for (int64_t i = 0; i < n; i++) {
		for (unsigned d = 0; d < rank; d++) {
			const unsigned char *p = ir_dense_data(ia) + (ia->dense.splat ? 0 : (size_t)(i * rank + d) * 8);
			int64_t v;
			memcpy(&v, p, 8);
			if (v < 0 || v >= type->shaped.dims[d]) {
				StrBuf a = {0}, b = {0};
				sb_putc(&a, '[');
				for (unsigned k = 0; k < rank; k++) {
					int64_t x;
					memcpy(&x, ir_dense_data(ia) + (ia->dense.splat ? 0 : (size_t)(i * rank + k) * 8), 8);
					sb_printf(&a, "%s%lld", k ? ", " : "", (long long)x);
				}
				sb_putc(&a, ']');
				print_type_str(&b, type);
				ps_error(ps, loc.start, "sparse index #%lld is not contained within the value shape, with index=%s, and type='%s'",
				         (long long)i, a.s, b.s);
				sb_free(&a);
				sb_free(&b);
				return NULL;
			}
		}
	}
	return ir_attr_sparse(ps->ctx, type, ia, va);
}

IrAttr *build_opaque(ParseState *ps, Slice ns, Loc nloc, Slice hex, Loc hloc, IrType *type)
{
	size_t nn = ns.n, hn;
	const char *nsv = ns.p;
	if (ns.p[0] == '"' && !(nsv = decode_string(ps, ns, nloc, &nn)))
		return NULL;
	char *hv = decode_string(ps, hex, hloc, &hn);
	if (!hv)
		return NULL;
	if (hn < 2 || hv[0] != '0' || hv[1] != 'x') {
		ps_error(ps, hloc.start, "expected string containing hex digits starting with `0x`");
		return NULL;
	}
	return ir_attr_opaque_elements(ps->ctx, type, ir_ident(ps->ctx, nsv, nn), ir_ident(ps->ctx, hv, hn));
}

IrAttr *build_dense_array(ParseState *ps, IrType *elem, Loc loc, TVec *lits)
{
	/* elements are kept in 64 bits each */
	bool int_or_float = elem->kind == IR_TYPE_INTEGER || elem->kind == IR_TYPE_FLOAT;
	bool is_i1 = elem->kind == IR_TYPE_INTEGER && elem->integer.width == 1;
	if (int_or_float && !is_i1 && ir_type_bit_width(elem) % 8) {
		ps_error(ps, loc.start, "element type bitwidth must be a multiple of 8");
		return NULL;
	}
	if (!int_or_float || ir_type_bit_width(elem) > 64) {
		StrBuf b = {0};
		print_type_str(&b, elem);
		ps_error(ps, loc.start, "expected integer or float type of at most 64 bits, got: '%s'", b.s);
		sb_free(&b);
		return NULL;
	}
	unsigned n = lits ? lits->n : 0;
	size_t eb = ir_dense_elem_bytes(elem);
	uint64_t *vals = arena_zalloc(&ps->tmp, (n + 1) * sizeof *vals);
	for (unsigned i = 0; i < n; i++) {
		unsigned char bytes[8];
		if (!store_scalar(ps, lits->v[i], elem, eb, bytes, LIT_IN_ARRAY))
			return NULL;
		ir_dense_load(bytes, eb, &vals[i], 1);
	}
	return ir_attr_dense_array(ps->ctx, elem, n, vals);
}

IrAttr *build_strided(ParseState *ps, IVec *strides, int64_t offset)
{
	return ir_attr_strided(ps->ctx, strides->n, strides->v, offset);
}

IrAttr *build_strided_offset(ParseState *ps, IVec *strides, Slice kw, Loc loc, int64_t offset)
{
	if (!slice_is(kw, "offset")) {
		ps_error(ps, loc.start, "expected 'offset' after comma");
		return NULL;
	}
	return build_strided(ps, strides, offset);
}

bool parse_distinct_id(ParseState *ps, Slice tok, Loc loc, uint64_t *id)
{
	if (apint_from_literal(tok.p, tok.n, false, 64, IR_UNSIGNED, id) != APNUM_OK) {
		ps_error(ps, loc.start, "expected an unsigned 64-bit integer");
		return false;
	}
	return true;
}

/* Every use of a distinct id in a file must refer to the same attribute. */
IrAttr *build_distinct(ParseState *ps, uint64_t id, Loc loc, IrAttr *ref)
{
	if (split_refuses(ps, loc.start))
		return NULL;
	if (!ref)
		ref = ps->ctx->a_unit;
	/* the key must outlive the op's temporaries: an identifier lives as long
	   as the context (found by the roundtrip fuzz target: use after free) */
	IrIdent *key = ir_ident(ps->ctx, (const char *)&id, sizeof id);
	void **seen = nm_slot(&ps->distinct_refs, key->s, key->n);
	if (*seen && *seen != ref) {
		StrBuf b = {0};
		print_attr_str(&b, *seen);
		ps_error(ps, loc.start, "referenced attribute does not match previous definition: %s", b.s);
		sb_free(&b);
		return NULL;
	}
	*seen = ref;
	return ir_attr_distinct(ps->ctx, id, ref);
}

/* ---- locations ---- */

IrAttr *build_loc_keyword(ParseState *ps, Slice kw, Loc loc)
{
	if (slice_is(kw, "callsite") || slice_is(kw, "fused")) { /* without their brackets */
		ps_error(ps, error_offset(ps, loc.end), slice_is(kw, "fused") ? "expected '[' in fused location"
		                                                                : "expected '(' in callsite location");
		return NULL;
	}
	if (!slice_is(kw, "unknown")) {
		ps_error(ps, loc.start, "expected location instance");
		return NULL;
	}
	return ir_loc_unknown(ps->ctx);
}

IrAttr *build_loc_name(ParseState *ps, Slice str, Loc loc, IrAttr *child)
{
	if (child && !resolved_loc(ps, child, loc))
		return NULL;
	size_t n;
	char *s = decode_string(ps, str, loc, &n);
	return s ? ir_loc_name(ps->ctx, ir_ident(ps->ctx, s, n), child) : NULL;
}

static bool loc_uint(ParseState *ps, Slice tok, Loc loc, unsigned *out)
{
	int64_t v;
	if (!parse_i64(ps, tok, loc, false, &v) || v > UINT32_MAX) {
		if (!ps->failed)
			ps_error(ps, loc.start, "expected integer line number in FileLineColLoc");
		return false;
	}
	*out = (unsigned)v;
	return true;
}

IrAttr *build_loc_file(ParseState *ps, Slice str, Loc loc, const Slice *line, const Slice *col)
{
	size_t n;
	unsigned l = 0, c = 0;
	char *s = decode_string(ps, str, loc, &n);
	if (!s || !loc_uint(ps, *line, loc, &l) || (col && !loc_uint(ps, *col, loc, &c)))
		return NULL;
	return ir_loc_file(ps->ctx, ir_ident(ps->ctx, s, n), col ? 2 : 1, l, c, 0, 0);
}

IrAttr *build_loc_range(ParseState *ps, Slice str, Loc loc, Slice line, Slice col,
                        const Slice *end_line, Slice end_col)
{
	size_t n;
	unsigned l, c, el = 0, ec;
	char *s = decode_string(ps, str, loc, &n);
	if (!s || !loc_uint(ps, line, loc, &l) || !loc_uint(ps, col, loc, &c) ||
	    (end_line && !loc_uint(ps, *end_line, loc, &el)) || !loc_uint(ps, end_col, loc, &ec))
		return NULL;
	return ir_loc_file(ps->ctx, ir_ident(ps->ctx, s, n), end_line ? 4 : 3, l, c,
	                   end_line ? el : l, ec);
}

IrAttr *build_loc_callsite(ParseState *ps, Slice kw, Loc loc, IrAttr *callee, Slice at, Loc aloc,
                           IrAttr *caller)
{
	if (!slice_is(kw, "callsite")) {
		ps_error(ps, loc.start, "expected location instance");
		return NULL;
	}
	if (!slice_is(at, "at")) {
		ps_error(ps, aloc.start, "expected 'at' in callsite location");
		return NULL;
	}
	if (!resolved_loc(ps, callee, loc) || !resolved_loc(ps, caller, loc))
		return NULL;
	return ir_loc_callsite(ps->ctx, callee, caller);
}

IrAttr *build_loc_fused(ParseState *ps, Slice kw, Loc loc, IrAttr *meta, TVec *locs)
{
	if (!slice_is(kw, "fused")) {
		ps_error(ps, loc.start, "expected location instance");
		return NULL;
	}
	for (unsigned i = 0; i < locs->n; i++)
		if (!resolved_loc(ps, locs->v[i], loc))
			return NULL;
	return ir_loc_fused(ps->ctx, locs->n, (IrAttr **)locs->v, meta);
}

/* A location alias not defined yet, as mlir-opt prints them (aliases after
   the module): a placeholder named after the alias, resolved at the end of
   the file (resolve_deferred_locations).  Only an op's or a block argument's
   own location may be deferred. */
static IrAttr *deferred_loc(ParseState *ps, Slice s, Loc loc)
{
	if (!ps->deferred_marker)
		ps->deferred_marker = ir_attr_string(ps->ctx, "\0deferred location", 19, NULL);
	void **first_use = nm_slot(&ps->deferred_locs, s.p + 1, s.n - 1);
	if (!*first_use)
		*first_use = (void *)(uintptr_t)(loc.start + 1);
	return ir_loc_name(ps->ctx, ir_ident(ps->ctx, s.p + 1, s.n - 1), ps->deferred_marker);
}

bool is_deferred_loc(const ParseState *ps, const IrAttr *a)
{
	return a && ps->deferred_marker && a->kind == IR_ATTR_LOC_NAME &&
	       a->nloc.child == ps->deferred_marker;
}

/* A location used where it cannot be deferred must be defined already. */
IrAttr *resolved_loc(ParseState *ps, IrAttr *a, Loc loc)
{
	if (!is_deferred_loc(ps, a))
		return a;
	ps_error(ps, loc.start, "undefined symbol alias id '%s'", a->nloc.name->s);
	return NULL;
}

/* An alias used as a location names another attribute. */
void not_a_location(ParseState *ps, size_t off, IrAttr *a)
{
	StrBuf b = {0};
	print_attr_str(&b, a);
	ps_error(ps, off, "expected location, but found '%s'", b.s);
	sb_free(&b);
}

IrAttr *build_loc_alias(ParseState *ps, Slice s, Loc loc)
{
	IrAttr *a = nm_get(&ps->attr_aliases, s.p + 1, s.n - 1);
	if (!a)
		return split_refuses(ps, loc.start) ? NULL : deferred_loc(ps, s, loc);
	if (!ir_attr_is_loc(a)) {
		not_a_location(ps, loc.start, a);
		return NULL;
	}
	return a;
}
