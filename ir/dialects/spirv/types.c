/* types.c: the spirv dialect's types, read as MLIR 22 reads them into
   their parameters (SpirvType) and printed back as mlir-opt prints them:
   `!spirv.arm.tensor<2x?xi8>` (and `<*xT>`), `!spirv.ptr<T, Class>`,
   `!spirv.array<N x T[, stride=S]>`, `!spirv.rtarray<T[, stride=S]>` and
   `!spirv.struct<(T [offset, Decoration=v], ...)>`.  Nested types are read
   with the full grammar (dialect_read_type).  The types MLIR has and mica
   does not read yet (image, sampled_image, matrix, coopmatrix,
   jointmatrix, identified structs) are kept as written. */
#include <ctype.h>

#include "text.h"

#define HEADER_SIZE ((sizeof(SpirvType) + 7) & ~(size_t)7)

const SpirvType *spirv_type(const IrType *t)
{
	if (!t || t->kind != IR_TYPE_DIALECT || !t->dialect.params || t->dialect.ns->dialect != &ir_dialect_spirv)
		return NULL;
	return t->dialect.params;
}

bool spirv_is_tensor_arm(const IrType *t)
{
	const SpirvType *s = spirv_type(t);
	return s && s->kind == SPIRV_TENSOR_ARM;
}

const int64_t *spirv_tensor_dims(const SpirvType *t)
{
	return (const int64_t *)((const char *)t + HEADER_SIZE);
}

IrAttr *spirv_dense_element(IrContext *ctx, const IrAttr *a, IrType *elem, size_t i)
{
	size_t nb = ir_dense_elem_bytes(elem);
	const unsigned char *p = ir_dense_data(a) + (a->dense.splat ? 0 : i * nb);
	uint64_t words[2] = {0, 0};
	for (size_t k = 0; k < nb && k < 16; k++)
		words[k / 8] |= (uint64_t)p[k] << (8 * (k % 8));
	if (elem->kind == IR_TYPE_FLOAT)
		return ir_attr_float(ctx, elem, (ApBits){words[0], 0});
	if (elem->kind == IR_TYPE_INTEGER && elem->integer.width == 1)
		return ir_attr_bool(ctx, words[0] & 1);
	return ir_attr_int_words(ctx, elem, words);
}

IrType *const *spirv_struct_members(const SpirvType *t)
{
	return (IrType *const *)((const char *)t + HEADER_SIZE);
}

const uint32_t *spirv_struct_offsets(const SpirvType *t)
{
	return (const uint32_t *)(spirv_struct_members(t) + t->count);
}

const SpirvMemberDecoration *spirv_struct_decorations(const SpirvType *t)
{
	size_t offsets = t->has_offsets ? ((t->count * sizeof(uint32_t) + 7) & ~(size_t)7) : 0;
	return (const SpirvMemberDecoration *)((const char *)spirv_struct_offsets(t) + offsets);
}

/* MLIR's parseAndVerifyType: what a SPIR-V type may be composed of. */
static IrType *element_type(SpirvCursor *c)
{
	spirv_skip_ws(c);
	const char *at = c->p;
	IrType *t = spirv_read_type(c);
	if (!t || spirv_type(t))
		return t;
	StrBuf s = {0};
	print_type_str(&s, t);
	bool ok = false;
	if (t->kind == IR_TYPE_FLOAT) {
		ok = true;
	} else if (t->kind == IR_TYPE_INTEGER) {
		unsigned w = t->integer.width;
		ok = w == 1 || w == 8 || w == 16 || w == 32 || w == 64;
		if (!ok)
			sb_printf(c->err, "only 1/8/16/32/64-bit integer type allowed but found '%s'", s.s);
	} else if (t->kind == IR_TYPE_VECTOR) {
		if (t->shaped.rank != 1)
			sb_printf(c->err, "only 1-D vector allowed but found '%s'", s.s);
		else if (t->shaped.dims[0] > 4)
			sb_printf(c->err, "vector length has to be less than or equal to 4 but found %lld",
			          (long long)t->shaped.dims[0]);
		else
			ok = true;
	} else {
		sb_printf(c->err, "cannot use '%s' to compose SPIR-V types", s.s);
	}
	sb_free(&s);
	if (!ok)
		dialect_error_at(c->ctx, at);
	return ok ? t : NULL;
}

/* MLIR's parseDimensionList: `4x?x` (a `?` only when dynamic is allowed);
   the dims in *dims, ending where the element type starts. */
static bool dimension_list(SpirvCursor *c, bool dynamic, StrBuf *dims, unsigned *rank)
{
	for (;;) {
		spirv_skip_ws(c);
		int64_t d;
		if (dynamic && c->p < c->end && *c->p == '?') {
			c->p++;
			d = IR_DYNAMIC;
		} else if (c->p < c->end && isdigit((unsigned char)*c->p)) {
			uint32_t v;
			if (!spirv_u32(c, &v))
				return false;
			d = v;
		} else {
			return true;
		}
		sb_putn(dims, (const char *)&d, sizeof d);
		++*rank;
		spirv_skip_ws(c);
		if (c->p >= c->end || *c->p != 'x')
			return spirv_error(c, "expected 'x' in dimension list");
		c->p++;
	}
}

/* `, stride=N` */
static bool optional_stride(SpirvCursor *c, SpirvType *t)
{
	if (!spirv_accept(c, ','))
		return true;
	Slice w = spirv_word(c);
	if (w.n != 6 || memcmp(w.p, "stride", 6))
		return spirv_error(c, "expected 'stride'");
	if (!spirv_expect(c, '='))
		return false;
	spirv_skip_ws(c);
	const char *at = c->p;
	if (!spirv_u32(c, &t->stride))
		return false;
	if (!t->stride) {
		c->p = at;
		return spirv_error(c, "ArrayStride must be greater than zero");
	}
	return true;
}

static bool tensor_arm(SpirvCursor *c, SpirvType *t, StrBuf *tail)
{
	spirv_skip_ws(c);
	const char *at = c->p;
	if (spirv_accept(c, '*')) {
		t->unranked = true;
		spirv_skip_ws(c);
		if (c->p >= c->end || *c->p != 'x')
			return spirv_error(c, "expected 'x' in dimension list");
		c->p++;
	} else if (!dimension_list(c, true, tail, &t->count)) {
		return false;
	}
	const int64_t *dims = (const int64_t *)tail->s;
	bool dynamic = false, fixed = false;
	for (unsigned i = 0; i < t->count; i++) {
		dynamic |= dims[i] == IR_DYNAMIC;
		fixed |= dims[i] != IR_DYNAMIC;
		if (!dims[i]) {
			c->p = at;
			return spirv_error(c, "arm.tensors do not support zero dimensions");
		}
	}
	if (dynamic && fixed) {
		c->p = at;
		return spirv_error(c, "arm.tensor shape dimensions must be either fully dynamic or completed shaped");
	}
	if (!t->unranked && !t->count) {
		c->p = at;
		return spirv_error(c, "arm.tensors do not support rank zero");
	}
	return (t->elem = element_type(c)) != NULL;
}

static bool array(SpirvCursor *c, SpirvType *t)
{
	spirv_skip_ws(c);
	const char *at = c->p;
	StrBuf dims = {0};
	unsigned n = 0;
	bool ok = dimension_list(c, false, &dims, &n);
	int64_t count = ok && n == 1 ? *(const int64_t *)dims.s : 0;
	sb_free(&dims);
	if (!ok)
		return false;
	if (n != 1) {
		c->p = at;
		return spirv_error(c, "expected single integer for array element count");
	}
	if (!count) {
		c->p = at;
		return spirv_error(c, "expected array length greater than 0");
	}
	t->count = (uint32_t)count;
	return (t->elem = element_type(c)) && optional_stride(c, t);
}

static bool pointer(SpirvCursor *c, SpirvType *t)
{
	if (!(t->elem = element_type(c)))
		return false;
	spirv_skip_ws(c);
	const char *at = c->p; /* MLIR locates the storage class before the comma */
	if (!spirv_expect(c, ','))
		return false;
	Slice w = spirv_word(c);
	if (!w.n)
		return spirv_error(c, "expected valid keyword");
	t->storage = spirv_enum_find(&spirv_storage_classes, w.p, w.n);
	if (t->storage < 0) {
		c->p = at;
		return spirv_error(c, "unknown storage class: %.*s", (int)w.n, w.p);
	}
	return true;
}

/* `[offset, Decoration(=value)?, ...]` of member `m`, after the `[`. */
static bool member_decorations(SpirvCursor *c, SpirvType *t, uint32_t m, StrBuf *offsets, StrBuf *decos,
                               const char *name_loc)
{
	spirv_skip_ws(c);
	bool has_offset = c->p < c->end && isdigit((unsigned char)*c->p);
	if (has_offset) {
		uint32_t off;
		if (offsets->len / sizeof off != m) {
			dialect_error_at(c->ctx, name_loc);
			sb_puts(c->err, "offset specification must be given for all members");
			return false;
		}
		if (!spirv_u32(c, &off))
			return false;
		sb_putn(offsets, (const char *)&off, sizeof off);
	}
	if (spirv_accept(c, ']'))
		return true;
	if (has_offset && !spirv_expect(c, ','))
		return false;
	do {
		int d = spirv_enum_keyword(c, &spirv_decorations, "unknown attribute: '%.*s'");
		if (d < 0)
			return false;
		SpirvMemberDecoration md = {m, (uint32_t)d, 0, 0};
		if (spirv_accept(c, '=')) {
			if (!spirv_u32(c, &md.value))
				return false;
			md.has_value = 1;
		}
		sb_putn(decos, (const char *)&md, sizeof md);
		t->ndecorations++;
	} while (spirv_accept(c, ','));
	return spirv_expect(c, ']');
}

/* `(T [deco], ...)`: members after the header in tail; 0 for an
   identified struct (kept as written). */
static int structure(SpirvCursor *c, SpirvType *t, StrBuf *tail, const char *name_loc)
{
	if (!spirv_peek(c, '('))
		return isalpha((unsigned char)*c->p) || *c->p == '_' ? 0 : spirv_error(c, "expected '('") - 1;
	c->p++;
	StrBuf offsets = {0}, decos = {0};
	bool ok = true;
	if (!spirv_accept(c, ')')) {
		do {
			IrType *m = spirv_read_type(c);
			if (!m) {
				ok = false;
				break;
			}
			sb_putn(tail, (const char *)&m, sizeof m);
			if (spirv_accept(c, '[') && !member_decorations(c, t, t->count, &offsets, &decos, name_loc)) {
				ok = false;
				break;
			}
			t->count++;
		} while (spirv_accept(c, ','));
		if (ok && offsets.len && offsets.len / sizeof(uint32_t) != t->count) {
			dialect_error_at(c->ctx, name_loc);
			sb_puts(c->err, "offset specification must be given for all members");
			ok = false;
		}
		ok = ok && spirv_expect(c, ')');
	}
	t->has_offsets = offsets.len > 0;
	if (ok && t->has_offsets) {
		sb_putn(tail, offsets.s, offsets.len);
		while (tail->len % 8)
			sb_putc(tail, 0);
	}
	if (ok)
		sb_putn(tail, decos.s, decos.len);
	sb_free(&offsets);
	sb_free(&decos);
	return ok ? 1 : -1;
}

/* Types MLIR reads that mica keeps as written. */
static bool kept_as_text(Slice w)
{
	static const char *const names[] = {"image", "sampled_image", "matrix", "coopmatrix", "jointmatrix"};
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (strlen(names[i]) == w.n && !memcmp(names[i], w.p, w.n))
			return true;
	return false;
}

static bool word_is(Slice w, const char *s)
{
	return strlen(s) == w.n && !memcmp(s, w.p, w.n);
}

static int parse_type(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err)
{
	SpirvCursor c = {ctx, body, body, body + n, err};
	Slice w = spirv_word(&c);
	SpirvType t = {.storage = -1};
	StrBuf tail = {0};
	int r = 1;
	if (word_is(w, "arm.tensor"))
		t.kind = SPIRV_TENSOR_ARM;
	else if (word_is(w, "ptr"))
		t.kind = SPIRV_PTR;
	else if (word_is(w, "array"))
		t.kind = SPIRV_ARRAY;
	else if (word_is(w, "rtarray"))
		t.kind = SPIRV_RTARRAY;
	else if (word_is(w, "struct"))
		t.kind = SPIRV_STRUCT;
	else if (kept_as_text(w))
		return 0;
	else {
		c.p = body;
		return spirv_error(&c, "unknown SPIR-V type: %.*s", (int)w.n, w.p) - 1;
	}
	if (!spirv_expect(&c, '<'))
		return -1;
	switch (t.kind) {
	case SPIRV_TENSOR_ARM:
		r = tensor_arm(&c, &t, &tail) ? 1 : -1;
		break;
	case SPIRV_PTR:
		r = pointer(&c, &t) ? 1 : -1;
		break;
	case SPIRV_ARRAY:
		r = array(&c, &t) ? 1 : -1;
		break;
	case SPIRV_RTARRAY:
		r = (t.elem = element_type(&c)) && optional_stride(&c, &t) ? 1 : -1;
		break;
	case SPIRV_STRUCT:
		r = structure(&c, &t, &tail, body);
		break;
	}
	if (r > 0 && !spirv_end(&c))
		r = -1;
	if (r > 0) {
		sb_putn(params, (const char *)&t, sizeof t);
		while (params->len < HEADER_SIZE)
			sb_putc(params, 0);
		sb_putn(params, tail.s, tail.len);
	}
	sb_free(&tail);
	return r;
}

static void write_type(StrBuf *out, const void *params)
{
	const SpirvType *t = params;
	switch (t->kind) {
	case SPIRV_TENSOR_ARM:
		sb_puts(out, "arm.tensor<");
		if (t->unranked)
			sb_puts(out, "*x");
		for (unsigned i = 0; i < t->count; i++) {
			int64_t d = spirv_tensor_dims(t)[i];
			if (d == IR_DYNAMIC)
				sb_puts(out, "?x");
			else
				sb_printf(out, "%lldx", (long long)d);
		}
		print_type_str(out, t->elem);
		break;
	case SPIRV_PTR:
		sb_puts(out, "ptr<");
		print_type_str(out, t->elem);
		sb_printf(out, ", %s", spirv_storage_classes.values[t->storage].name);
		break;
	case SPIRV_ARRAY:
	case SPIRV_RTARRAY:
		if (t->kind == SPIRV_ARRAY)
			sb_printf(out, "array<%u x ", t->count);
		else
			sb_puts(out, "rtarray<");
		print_type_str(out, t->elem);
		if (t->stride)
			sb_printf(out, ", stride=%u", t->stride);
		break;
	case SPIRV_STRUCT: {
		sb_puts(out, "struct<(");
		const SpirvMemberDecoration *d = spirv_struct_decorations(t), *dend = d + t->ndecorations;
		for (unsigned i = 0; i < t->count; i++) {
			if (i)
				sb_puts(out, ", ");
			print_type_str(out, spirv_struct_members(t)[i]);
			bool any = d < dend && d->member == i;
			if (!t->has_offsets && !any)
				continue;
			sb_puts(out, " [");
			if (t->has_offsets)
				sb_printf(out, "%u%s", spirv_struct_offsets(t)[i], any ? ", " : "");
			for (bool first = true; d < dend && d->member == i; d++, first = false) {
				sb_printf(out, "%s%s", first ? "" : ", ", spirv_decorations.values[d->decoration].name);
				if (d->has_value)
					sb_printf(out, "=%u", d->value);
			}
			sb_putc(out, ']');
		}
		sb_putc(out, ')');
		break;
	}
	}
	sb_putc(out, '>');
}

/* An arm.tensor is shaped (MLIR's TensorArmType is a ShapedType). */
static IrType *shape_of(IrContext *ctx, const void *params)
{
	const SpirvType *t = params;
	if (t->kind != SPIRV_TENSOR_ARM)
		return NULL;
	if (t->unranked)
		return ir_type_unranked_tensor(ctx, t->elem);
	return ir_type_tensor(ctx, t->count, spirv_tensor_dims(t), t->elem, NULL);
}

const IrDialectSymbols spirv_types = {parse_type, write_type, shape_of};
