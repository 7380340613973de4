/* attrs.c: the spirv dialect's attributes, read as MLIR 22 reads them
   into their parameters and printed back as mlir-opt prints them:
   #spirv.interface_var_abi<(set, binding)> with an optional storage class
   after the pair, and #spirv.vce<vM.N, [capabilities], [extensions]>
   (which spirv.module requires). */
#include <ctype.h>

#include "text.h"

static int parse_attr(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err);

/* A 32-bit number as MLIR's parseInteger<uint32_t> reads it; what is
   missing says `what`.  A negative one wraps (-1 is 4294967295), but only
   with at most 8 digits: MLIR reads the digits into 4 bits each and
   rejects what does not survive the trip to 32 bits and back. */
static bool read_u32(SpirvCursor *c, uint32_t *out, const char *what)
{
	spirv_skip_ws(c);
	const char *at = c->p;
	bool negative = c->p < c->end && *c->p == '-';
	if (negative) {
		c->p++;
		spirv_skip_ws(c);
	}
	if (c->p >= c->end || !isdigit((unsigned char)*c->p)) {
		if (negative)
			return spirv_error(c, "expected integer value");
		c->p = at;
		return spirv_error(c, "missing %s", what);
	}
	uint64_t v = 0;
	size_t digits = 0; /* leading zeros are not counted, as LLVM skips them */
	for (; c->p < c->end && isdigit((unsigned char)*c->p); digits += v != 0) {
		v = v * 10 + (uint64_t)(*c->p++ - '0');
		if (v > UINT32_MAX || (negative && digits >= 8 && v)) {
			c->p = at;
			return spirv_error(c, "integer value too large");
		}
	}
	*out = negative ? (uint32_t)(0 - v) : (uint32_t)v;
	return true;
}

static int parse_interface_var_abi(SpirvCursor *c, StrBuf *params)
{
	SpirvInterfaceVarAbi abi = {.kind = SPIRV_ATTR_INTERFACE_VAR_ABI, .storage_class = -1};
	if (!spirv_expect(c, '<') || !spirv_expect(c, '(') || !read_u32(c, &abi.set, "descriptor set") ||
	    !spirv_expect(c, ',') || !read_u32(c, &abi.binding, "binding") || !spirv_expect(c, ')'))
		return -1;
	if (spirv_accept(c, ',') &&
	    (abi.storage_class = spirv_enum_keyword(c, &spirv_storage_classes, "unknown storage class: %.*s")) < 0)
		return -1;
	if (!spirv_end(c))
		return -1;
	sb_putn(params, (const char *)&abi, sizeof abi);
	return 1;
}

/* `[A, B]` of names of e, as indices appended to out; *n counts them. */
static bool enum_list(SpirvCursor *c, const SpirvEnum *e, const char *what, StrBuf *out, uint16_t *n)
{
	if (!spirv_expect(c, '['))
		return false;
	if (spirv_accept(c, ']'))
		return true;
	char unknown[64];
	snprintf(unknown, sizeof unknown, "unknown %s: %%.*s", what);
	do {
		int i = spirv_enum_keyword(c, e, unknown);
		if (i < 0)
			return false;
		uint16_t v = (uint16_t)i;
		sb_putn(out, (const char *)&v, sizeof v);
		++*n;
	} while (spirv_accept(c, ','));
	return spirv_expect(c, ']');
}

static int parse_vce(SpirvCursor *c, StrBuf *params)
{
	SpirvVce v = {.kind = SPIRV_ATTR_VCE};
	if (!spirv_expect(c, '<'))
		return -1;
	spirv_skip_ws(c);
	const char *at = c->p;
	Slice w = spirv_word(c);
	if (!w.n)
		return spirv_error(c, "expected valid keyword") - 1;
	if (w.n != 4 || w.p[0] != 'v' || w.p[1] != '1' || w.p[2] != '.' || w.p[3] < '0' || w.p[3] > '6') {
		c->p = at;
		return spirv_error(c, "unknown version: %.*s", (int)w.n, w.p) - 1;
	}
	v.major = 1;
	v.minor = (uint8_t)(w.p[3] - '0');
	StrBuf caps = {0}, exts = {0};
	bool ok = spirv_expect(c, ',') && enum_list(c, &spirv_capabilities, "capability", &caps, &v.ncaps) &&
	          spirv_expect(c, ',') && enum_list(c, &spirv_extensions, "extension", &exts, &v.nexts) &&
	          spirv_end(c);
	if (ok) {
		sb_putn(params, (const char *)&v, sizeof v);
		sb_putn(params, caps.s, caps.len);
		sb_putn(params, exts.s, exts.len);
	}
	sb_free(&caps);
	sb_free(&exts);
	return ok ? 1 : -1;
}

const SpirvEnumAttrDef spirv_enum_attrs[] = {
	{"addressing_model", "AddressingModel", &spirv_addressing_models, false},
	{"memory_model", "MemoryModel", &spirv_memory_models, false},
	{"function_control", "FunctionControl", &spirv_function_controls, true},
	{"execution_model", "ExecutionModel", &spirv_execution_models, false},
	{"tosa_ext_nan_propagation_mode_type", "TosaExtNaNPropagationModeType", &spirv_tosa_nan_modes, false},
	{"tosa_ext_acc_type", "TosaExtAccType", &spirv_tosa_acc_types, false},
	{"tosa_ext_resize_mode_type", "TosaExtResizeModeType", &spirv_tosa_resize_modes, false},
	{"tosa_ext_rounding_mode_type", "TosaExtRoundingModeType", &spirv_tosa_rounding_modes, false},
	{NULL, NULL, NULL, false},
};

/* `<Value>`, `<A|B>` of a bit enum */
static int parse_enum(SpirvCursor *c, unsigned def, StrBuf *params)
{
	const SpirvEnumAttrDef *d = &spirv_enum_attrs[def];
	SpirvEnumAttr a = {SPIRV_ATTR_ENUM, def, 0};
	if (!spirv_expect(c, '<'))
		return -1;
	spirv_skip_ws(c);
	const char *at = c->p;
	do {
		Slice w = spirv_word(c);
		int i = spirv_enum_find(d->e, w.p, w.n);
		if (i < 0) {
			c->p = at;
			spirv_error(c, "expected ::mlir::spirv::%s to be one of: ", d->cpp_name);
			for (size_t k = 0; k < d->e->n; k++)
				sb_printf(c->err, "%s%s", k ? ", " : "", d->e->values[k].name);
			return -1;
		}
		a.value = d->bits ? a.value | d->e->values[i].value : (uint32_t)i;
	} while (d->bits && spirv_accept(c, '|'));
	if (!spirv_end(c))
		return -1;
	sb_putn(params, (const char *)&a, sizeof a);
	return 1;
}

static void write_enum(StrBuf *out, const SpirvEnumAttr *a)
{
	const SpirvEnumAttrDef *d = &spirv_enum_attrs[a->def];
	sb_printf(out, "%s<", d->mnemonic);
	if (!d->bits) {
		sb_puts(out, d->e->values[a->value].name);
	} else if (!a->value) {
		sb_puts(out, d->e->values[0].name);
	} else {
		bool first = true;
		for (size_t k = 1; k < d->e->n; k++)
			if (a->value & d->e->values[k].value) {
				sb_printf(out, "%s%s", first ? "" : "|", d->e->values[k].name);
				first = false;
			}
	}
	sb_putc(out, '>');
}

int64_t spirv_enum_attr_value(const IrAttr *a, const char *mnemonic)
{
	if (!a || a->kind != IR_ATTR_DIALECT || !a->dialect.params || a->dialect.ns->dialect != &ir_dialect_spirv)
		return -1;
	const SpirvEnumAttr *e = a->dialect.params;
	if (e->kind != SPIRV_ATTR_ENUM || strcmp(spirv_enum_attrs[e->def].mnemonic, mnemonic))
		return -1;
	return e->value;
}

IrAttr *spirv_enum_attr(IrContext *ctx, const char *mnemonic, const char *text, size_t n)
{
	StrBuf body = {0}, err = {0};
	sb_printf(&body, "%s<%.*s>", mnemonic, (int)n, text);
	IrAttr *a = ir_attr_dialect(ctx, ir_ident_cstr(ctx, "spirv"), ir_ident(ctx, body.s, body.len), true, NULL, &err);
	sb_free(&body);
	sb_free(&err);
	return a;
}

bool spirv_enum_attr_kept_as_text(IrContext *ctx, const IrAttr *a, StrBuf *msg)
{
	if (a->kind != IR_ATTR_DIALECT || a->dialect.params || a->dialect.ns->dialect != &ir_dialect_spirv)
		return false;
	StrBuf params = {0};
	bool bad = parse_attr(ctx, a->dialect.body->s, a->dialect.body->n, &params, msg) < 0;
	sb_free(&params);
	return bad;
}

static int parse_attr(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err)
{
	SpirvCursor c = {ctx, body, body, body + n, err};
	Slice w = spirv_word(&c);
	if (w.n == 17 && !memcmp(w.p, "interface_var_abi", 17))
		return parse_interface_var_abi(&c, params);
	if (w.n == 3 && !memcmp(w.p, "vce", 3))
		return parse_vce(&c, params);
	for (unsigned i = 0; spirv_enum_attrs[i].mnemonic; i++)
		if (strlen(spirv_enum_attrs[i].mnemonic) == w.n && !memcmp(spirv_enum_attrs[i].mnemonic, w.p, w.n))
			return parse_enum(&c, i, params);
	return 0;
}

/* a's parameters when a is one of the dialect's attributes of that kind */
static const void *params_of(const IrAttr *a, SpirvAttrKind kind)
{
	if (!a || a->kind != IR_ATTR_DIALECT || !a->dialect.params || a->dialect.ns->dialect != &ir_dialect_spirv)
		return NULL;
	return *(const SpirvAttrKind *)a->dialect.params == kind ? a->dialect.params : NULL;
}

const SpirvVce *spirv_vce(const IrAttr *a)
{
	return params_of(a, SPIRV_ATTR_VCE);
}

const SpirvInterfaceVarAbi *spirv_interface_var_abi(const IrAttr *a)
{
	return params_of(a, SPIRV_ATTR_INTERFACE_VAR_ABI);
}

const uint16_t *spirv_vce_caps(const SpirvVce *v)
{
	return (const uint16_t *)(v + 1);
}

static void write_list(StrBuf *out, const SpirvEnum *e, const uint16_t *v, unsigned n)
{
	sb_putc(out, '[');
	for (unsigned i = 0; i < n; i++)
		sb_printf(out, "%s%s", i ? ", " : "", e->values[v[i]].name);
	sb_putc(out, ']');
}

static void write_attr(StrBuf *out, const void *params)
{
	if (*(const SpirvAttrKind *)params == SPIRV_ATTR_ENUM) {
		write_enum(out, params);
		return;
	}
	if (*(const SpirvAttrKind *)params == SPIRV_ATTR_VCE) {
		const SpirvVce *v = params;
		sb_printf(out, "vce<v%u.%u, ", v->major, v->minor);
		write_list(out, &spirv_capabilities, spirv_vce_caps(v), v->ncaps);
		sb_puts(out, ", ");
		write_list(out, &spirv_extensions, spirv_vce_caps(v) + v->ncaps, v->nexts);
		sb_putc(out, '>');
		return;
	}
	const SpirvInterfaceVarAbi *abi = params;
	sb_printf(out, "interface_var_abi<(%u, %u)", abi->set, abi->binding);
	if (abi->storage_class >= 0)
		sb_printf(out, ", %s", spirv_storage_classes.values[abi->storage_class].name);
	sb_putc(out, '>');
}

const IrDialectSymbols spirv_attrs = {parse_attr, write_attr, NULL};
