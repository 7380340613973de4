/* build_types.c: grammar actions that decode literals and build types. */
#include <inttypes.h>
#include <stdlib.h>

#include "internal.h"
#include "parser.h"

/* Decodes a quoted string token; the result lives in the parse arena.
   The runs between escapes are copied whole (dense hex payloads are
   megabytes without one). */
char *decode_string(ParseState *ps, Slice tok, Loc loc, size_t *n)
{
	char *out = arena_alloc(&ps->tmp, tok.n);
	size_t k = 0;
	for (size_t i = 1; i + 1 < tok.n; i++) {
		const char *esc = memchr(tok.p + i, '\\', tok.n - 1 - i);
		size_t run = esc ? (size_t)(esc - (tok.p + i)) : tok.n - 1 - i;
		memcpy(out + k, tok.p + i, run);
		k += run;
		i += run;
		if (!esc)
			break;
		char e = tok.p[++i];
		switch (e) {
		case '"': case '\\': out[k++] = e; break;
		case 'n': out[k++] = '\n'; break;
		case 't': out[k++] = '\t'; break;
		default: {
			int hi = hex_value(e), lo = i + 2 < tok.n ? hex_value(tok.p[i + 1]) : -1;
			if (hi < 0 || lo < 0) {
				ps_error(ps, loc.start + i - 1, "unknown escape in string literal");
				return NULL;
			}
			out[k++] = (char)(hi * 16 + lo);
			i++;
		}
		}
	}
	out[k] = 0;
	*n = k;
	return out;
}

/* `@name` or `@"quoted name"` to the name. */
char *decode_symbol(ParseState *ps, Slice at, Loc loc, size_t *n)
{
	Slice body = {at.p + 1, at.n - 1};
	if (body.p[0] == '"') {
		loc.start++;
		return decode_string(ps, body, loc, n);
	}
	*n = body.n;
	return arena_dup(&ps->tmp, body.p, body.n);
}

bool parse_i64(ParseState *ps, Slice tok, Loc loc, bool neg, int64_t *out)
{
	uint64_t w[1];
	if (apint_from_literal(tok.p, tok.n, neg, 64, IR_SIGNED, w) != APNUM_OK) {
		ps_error(ps, loc.start, "integer value too large");
		return false;
	}
	*out = (int64_t)w[0];
	return true;
}

static bool slice_is(Slice s, const char *lit)
{
	return s.n == strlen(lit) && !memcmp(s.p, lit, s.n);
}

/* iN, siN, uiN, index, none and the float types; NULL for other words. */
static IrType *named_type_of(ParseState *ps, Slice s, const char **width_error)
{
	IrFloatKind fk;
	if (slice_is(s, "index"))
		return ps->ctx->t_index;
	if (slice_is(s, "none"))
		return ps->ctx->t_none;
	IrSignedness sign = IR_SIGNLESS;
	size_t i = 0;
	if (s.n > 2 && s.p[0] == 's' && s.p[1] == 'i')
		sign = IR_SIGNED, i = 2;
	else if (s.n > 2 && s.p[0] == 'u' && s.p[1] == 'i')
		sign = IR_UNSIGNED, i = 2;
	else if (s.n > 1 && s.p[0] == 'i')
		i = 1;
	else if (apfloat_kind_from_name(s.p, s.n, &fk))
		return ir_type_float(ps->ctx, fk);
	else
		return NULL;
	uint64_t width = 0;
	for (size_t k = i; k < s.n; k++) {
		if (s.p[k] < '0' || s.p[k] > '9')
			return NULL;
		if (width <= UINT32_MAX)
			width = width * 10 + (uint64_t)(s.p[k] - '0');
	}
	/* MLIR's lexer reads the width as an unsigned, its type allows 2^24 - 1 */
	if (width > UINT32_MAX) {
		*width_error = "invalid integer width";
		return NULL;
	}
	if (width > 16777215) {
		*width_error = "integer bitwidth is limited to 16777215 bits";
		return NULL;
	}
	return ir_type_int(ps->ctx, (unsigned)width, sign);
}

/* named_type_of, with the types of words of up to 8 bytes kept in a
   direct-mapped cache: files name a few types (i32, f32, index) over and
   over, and a float type is found by comparing its name with every float
   kind's. */
static IrType *lookup_named_type(ParseState *ps, Slice s, const char **width_error)
{
	*width_error = NULL;
	if (s.n > 8)
		return named_type_of(ps, s, width_error);
	uint64_t word = 0; /* the bytes, which are never 0, packed: one word per text */
	for (size_t i = 0; i < s.n; i++)
		word |= (uint64_t)(unsigned char)s.p[i] << 8 * i;
	enum { SLOTS = sizeof ps->named_types / sizeof ps->named_types[0] };
	_Static_assert(SLOTS == 64, "the index below takes 6 bits");
	struct NamedTypeSlot *slot = &ps->named_types[(word * 0x9E3779B97F4A7C15ull) >> 58];
	if (slot->type && slot->word == word)
		return slot->type;
	IrType *t = named_type_of(ps, s, width_error);
	if (t)
		*slot = (struct NamedTypeSlot){word, t};
	return t;
}

/* The words MLIR's lexer makes keywords of, for types written with `<`. */
static const char *type_keyword_without_bracket(Slice s)
{
	static const char *const messages[][2] = {
		{"complex", "expected '<' in complex type"}, {"memref", "expected '<' in memref type"},
		{"tensor", "expected '<' in tensor type"},   {"tuple", "expected '<' in tuple type"},
		{"vector", "expected '<' in vector type"},
	};
	for (size_t i = 0; i < sizeof messages / sizeof messages[0]; i++)
		if (slice_is(s, messages[i][0]))
			return messages[i][1];
	return NULL;
}

IrType *build_named_type(ParseState *ps, Slice s, Loc loc)
{
	const char *width_error;
	IrType *t = lookup_named_type(ps, s, &width_error);
	const char *keyword_error = t ? NULL : type_keyword_without_bracket(s);
	if (keyword_error)
		ps_error(ps, error_offset(ps, loc.end), "%s", keyword_error);
	else if (!t)
		ps_error(ps, loc.start, "%s", width_error ? width_error : "expected non-function type");
	return t;
}

/* MLIR's message for an attribute keyword that its opening bracket does not
   follow (the lexer makes these words keywords only before their bracket);
   NULL for other words. */
static const char *keyword_without_bracket(Slice s)
{
	static const char *const messages[][2] = {
		{"affine_map", "expected '<' in affine map"},
		{"affine_set", "expected '<' in integer set"},
		{"array", "expected '<' after 'array'"},
		{"dense", "expected '<' after 'dense'"},
		{"dense_resource", "expected '<' after 'dense_resource'"},
		{"distinct", "expected '[' after 'distinct'"},
		{"loc", "expected '(' in inline location"},
		{"sparse", "Expected '<' after 'sparse'"},
		{"strided", "expected '<' after 'strided'"},
	};
	for (size_t i = 0; i < sizeof messages / sizeof messages[0]; i++)
		if (slice_is(s, messages[i][0]))
			return messages[i][1];
	return NULL;
}

IrAttr *build_word_attr(ParseState *ps, Slice s, Loc loc)
{
	const char *keyword_error = ps->enum_words ? NULL : keyword_without_bracket(s);
	if (keyword_error) {
		ps_error(ps, error_offset(ps, loc.end), "%s", keyword_error);
		return NULL;
	}
	if (slice_is(s, "true"))
		return ps->ctx->a_true;
	if (slice_is(s, "false"))
		return ps->ctx->a_false;
	if (slice_is(s, "unit"))
		return ps->ctx->a_unit;
	const char *width_error;
	IrType *t = lookup_named_type(ps, s, &width_error);
	if (!t && ps->in_memref_params && !width_error) /* the seed's `memref<..., memspace0>` */
		return ir_attr_string(ps->ctx, s.p, s.n, NULL);
	if (!t && ps->enum_words && !width_error) /* a keyword, resolved by the op (custom.c) */
		return ir_attr_dialect(ps->ctx, ir_ident(ps->ctx, "", 0), ir_ident(ps->ctx, s.p, s.n), true, NULL, NULL);
	if (!t) {
		ps_error(ps, loc.start, "%s", width_error ? width_error : "expected attribute value");
		return NULL;
	}
	return ir_attr_type(ps->ctx, t);
}

static bool is_float_or_int(const IrType *t)
{
	return t->kind == IR_TYPE_INTEGER || t->kind == IR_TYPE_INDEX || t->kind == IR_TYPE_FLOAT;
}

IrType *build_complex_type(ParseState *ps, IrType *elem, Loc loc)
{
	if (elem->kind != IR_TYPE_INTEGER && elem->kind != IR_TYPE_FLOAT) {
		ps_error(ps, loc.start, "invalid element type for complex");
		return NULL;
	}
	return ir_type_complex(ps->ctx, elem);
}

IrType *build_tuple_type(ParseState *ps, TVec *types)
{
	return ir_type_tuple(ps->ctx, types ? types->n : 0, types ? (IrType **)types->v : NULL);
}

bool push_dim(ParseState *ps, IVec *dims, const Slice *tok, Loc loc)
{
	uint64_t v;
	if (apint_from_literal(tok->p, tok->n, false, 64, IR_SIGNED, &v) != APNUM_OK) {
		ps_error(ps, loc.start, "invalid dimension");
		return false;
	}
	iv_push(ps, dims, (int64_t)v);
	return true;
}

/* Scalable dimensions are kept as pairs (size, scalable) in an IVec. */
TVec *vector_dim(ParseState *ps, TVec *dims, Slice tok, Loc loc, bool scalable)
{
	int64_t v;
	if (!parse_i64(ps, tok, loc, false, &v))
		return NULL;
	dims = tv_push(ps, dims, (void *)(intptr_t)v);
	return tv_push(ps, dims, (void *)(intptr_t)scalable);
}

IrType *build_vector_type(ParseState *ps, Loc loc, TVec *dims, IrType *elem, Loc eloc)
{
	(void)loc;
	unsigned rank = dims ? dims->n / 2 : 0;
	int64_t *sizes = arena_alloc(&ps->tmp, (rank + 1) * sizeof *sizes);
	bool *scalable = arena_alloc(&ps->tmp, (rank + 1) * sizeof *scalable);
	for (unsigned i = 0; i < rank; i++) {
		sizes[i] = (int64_t)(intptr_t)dims->v[2 * i];
		scalable[i] = dims->v[2 * i + 1] != NULL;
	}
	for (unsigned i = 0; i < rank; i++) {
		if (sizes[i] <= 0) { /* MLIR lists every size */
			StrBuf b = {0};
			for (unsigned k = 0; k < rank; k++)
				sb_printf(&b, "%s%" PRId64, k ? ", " : "", sizes[k]);
			ps_error(ps, loc.start, "vector types must have positive constant sizes but got %s", b.s);
			sb_free(&b);
			return NULL;
		}
	}
	if (!is_float_or_int(elem) && !(elem->kind == IR_TYPE_DIALECT && ir_dialect_known(elem->dialect.ns->s, elem->dialect.ns->n))) {
		ps_error(ps, loc.start, "failed to verify 'elementType': VectorElementTypeInterface instance");
		return NULL;
	}
	return ir_type_vector(ps->ctx, rank, sizes, scalable, elem);
}

/* MLIR's TensorType::isValidElementType: scalars, complex, vectors and any
   non-builtin (dialect) type. */
static bool valid_tensor_elem(const IrType *t)
{
	return is_float_or_int(t) || t->kind == IR_TYPE_COMPLEX || t->kind == IR_TYPE_VECTOR ||
	       t->kind == IR_TYPE_DIALECT;
}

IrType *build_tensor_type(ParseState *ps, Loc loc, IVec *dims, IrType *elem, Loc eloc,
                          IrAttr *enc)
{
	(void)loc;
	if (!valid_tensor_elem(elem)) {
		ps_error(ps, eloc.start, "invalid tensor element type");
		return NULL;
	}
	return ir_type_tensor(ps->ctx, dims->n, dims->v, elem, enc);
}

IrType *build_unranked_tensor_type(ParseState *ps, IrType *elem, Loc eloc)
{
	if (!valid_tensor_elem(elem)) {
		ps_error(ps, eloc.start, "invalid tensor element type");
		return NULL;
	}
	return ir_type_unranked_tensor(ps->ctx, elem);
}

/* MLIR's MemRefType::isValidElementType: scalars, complex, vectors, memrefs,
   and types of registered dialects (which may implement
   MemRefElementTypeInterface); types of unknown dialects are not. */
static bool valid_memref_elem(const IrType *t)
{
	return is_float_or_int(t) || t->kind == IR_TYPE_COMPLEX || t->kind == IR_TYPE_VECTOR ||
	       t->kind == IR_TYPE_MEMREF || t->kind == IR_TYPE_UNRANKED_MEMREF ||
	       (t->kind == IR_TYPE_DIALECT && ir_dialect_known(t->dialect.ns->s, t->dialect.ns->n));
}

/* MLIR keeps integer, string and dictionary memory spaces and those of
   dialects that define them; an integer 0 is the default space, dropped. */
static bool memory_space(ParseState *ps, Loc loc, IrAttr **space)
{
	IrAttr *a = *space;
	if (!a)
		return true;
	if (a->kind == IR_ATTR_INTEGER) {
		int64_t v;
		if (apint_to_i64(a->words, ir_type_bit_width(ir_attr_type_of(a)), 1, &v) == APNUM_OK && v == 0)
			*space = NULL;
		return true;
	}
	if (a->kind == IR_ATTR_STRING || a->kind == IR_ATTR_DICT ||
	    (a->kind == IR_ATTR_DIALECT && ir_dialect_known(a->dialect.ns->s, a->dialect.ns->n)))
		return true;
	ps_error(ps, loc.start, "unsupported memory space Attribute");
	return false;
}

IrType *build_memref_type(ParseState *ps, Loc loc, IVec *dims, IrType *elem, Loc eloc,
                          TVec *params)
{
	IrAttr *layout = NULL, *space = NULL;
	ps->in_memref_params--;
	if (!valid_memref_elem(elem)) {
		ps_error(ps, eloc.start, "invalid memref element type");
		return NULL;
	}
	for (unsigned i = 0; params && i < params->n; i++) {
		IrAttr *a = params->v[i];
		bool is_layout = a->kind == IR_ATTR_AFFINE_MAP || a->kind == IR_ATTR_STRIDED;
		if (is_layout && !space) { /* as MLIR, a later layout replaces an earlier one */
			layout = a;
			continue;
		}
		if (space) {
			ps_error(ps, loc.start, is_layout ? "expected memory space to be last in memref type"
			                                  : "multiple memory spaces specified in memref type");
			return NULL;
		}
		space = a;
	}
	if (!memory_space(ps, loc, &space))
		return NULL;
	if (layout && layout->kind == IR_ATTR_AFFINE_MAP) {
		IrAffineMap *m = layout->map;
		if (m->ndims != dims->n) {
			ps_error(ps, loc.start, "memref layout mismatch between rank and affine map: %u != %u",
			         dims->n, m->ndims);
			return NULL;
		}
		/* MLIR's default layout: identity results, whatever the symbols (and
		   the seed's sizes, which MLIR no longer has) */
		if (ir_affine_map_is_identity(m))
			layout = NULL;
	}
	if (layout && layout->kind == IR_ATTR_STRIDED && layout->strided.n != dims->n) {
		ps_error(ps, loc.start, "expected the number of strides to match the rank");
		return NULL;
	}
	return ir_type_memref(ps->ctx, dims->n, dims->v, elem, layout, space);
}

IrType *build_unranked_memref_type(ParseState *ps, IrType *elem, Loc eloc, IrAttr *space)
{
	if (!valid_memref_elem(elem)) {
		ps_error(ps, eloc.start, "invalid memref element type");
		return NULL;
	}
	if (space && (space->kind == IR_ATTR_AFFINE_MAP || space->kind == IR_ATTR_STRIDED)) {
		ps_error(ps, eloc.start, "cannot have affine map for unranked memref type");
		return NULL;
	}
	if (!memory_space(ps, eloc, &space))
		return NULL;
	return ir_type_unranked_memref(ps->ctx, elem, space);
}

IrType *build_function_type(ParseState *ps, TVec *in, TVec *out)
{
	return ir_type_function(ps->ctx, in ? in->n : 0, in ? (IrType **)in->v : NULL,
	                        out ? out->n : 0, out ? (IrType **)out->v : NULL);
}

/* A dialect type; one its registered dialect rejects is an error at loc. */
static IrType *dialect_type(ParseState *ps, IrIdent *ns, IrIdent *body, bool pretty, Loc loc)
{
	StrBuf err = {0};
	dialect_error_at(ps->ctx, NULL);
	IrType *t = ir_type_dialect(ps->ctx, ns, body, pretty, &err);
	if (!t)
		ps_error(ps, dialect_error_offset(ps, ns, body, loc), "%s", err.s);
	sb_free(&err);
	return t;
}

IrType *build_alias_type(ParseState *ps, Slice s, Loc loc)
{
	IrType *t = nm_get(&ps->type_aliases, s.p + 1, s.n - 1);
	if (t)
		return t;
	const char *dot = memchr(s.p, '.', s.n);
	if (!dot) {
		ps_error(ps, loc.start, "undefined symbol alias id '%.*s'", (int)s.n - 1, s.p + 1);
		return NULL;
	}
	IrIdent *ns = ir_ident(ps->ctx, s.p + 1, (size_t)(dot - s.p - 1));
	IrIdent *body = ir_ident(ps->ctx, dot + 1, (size_t)(s.p + s.n - dot - 1));
	return dialect_type(ps, ns, body, true, loc);
}

/* Splits `!ns.body<...>` or `!ns<...>` (sigil included) into namespace and body. */
void split_dialect_symbol(ParseState *ps, Slice s, IrIdent **ns, IrIdent **body, bool *pretty)
{
	size_t i = 1;
	while (i < s.n && s.p[i] != '.' && s.p[i] != '<')
		i++;
	*ns = ir_ident(ps->ctx, s.p + 1, i - 1);
	*pretty = s.p[i] == '.';
	if (*pretty)
		*body = ir_ident(ps->ctx, s.p + i + 1, s.n - i - 1);
	else /* the text between the outer angle brackets */
		*body = ir_ident(ps->ctx, s.p + i + 1, s.n - i - 2);
}

IrType *build_dialect_type(ParseState *ps, Slice s, Loc loc)
{
	IrIdent *ns, *body;
	bool pretty;
	split_dialect_symbol(ps, s, &ns, &body, &pretty);
	return dialect_type(ps, ns, body, pretty, loc);
}
