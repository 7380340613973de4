/* model_shader_payload.c: lowering a Vulkan shader op to its placeholder
   (model_shader_payload.h). The payload is JSON, read with jansson. */
#include <jansson.h>

#include "model_shader_payload.h"
#include "model_partition.h"

/* A key of the payload, NULL when absent or null (the converter's get). */
static json_t *get(json_t *map, const char *key)
{
	json_t *v = json_object_get(map, key);
	return json_is_null(v) ? NULL : v;
}

/* A payload as read: its JSON, and the code attribute of its shader_code
   once made. */
typedef struct {
	json_t *map; /* NULL when the payload is not JSON */
	IrAttr *code;
} ShaderPayload;

void mp_payloads_free(ShaderPayloads *payloads)
{
	for (size_t i = 0; i < payloads->read.cap; i++)
		if (payloads->read.keys[i]) {
			ShaderPayload *p = payloads->read.vals[i];
			json_decref(p->map);
			free(p);
		}
	pm_free(&payloads->read);
}

/* The payload attribute read, parsed on its first use. */
static ShaderPayload *payload_of(ShaderPayloads *payloads, IrAttr *payload)
{
	ShaderPayload *p = pm_get(&payloads->read, payload);
	if (!p) {
		p = xcalloc(1, sizeof *p);
		p->map = json_loadb(payload->str->s, payload->str->n, JSON_DECODE_ANY, NULL);
		pm_put(&payloads->read, payload, p);
	}
	return p;
}

/* What the payload says of the inputs or the outputs. */
typedef struct {
	uint64_t *bindings, *sets;
	IrAttr **types, **formats, **samplers;
	bool any_sampler;
} Resources;

static void resources_free(Resources *r)
{
	free(r->bindings);
	free(r->sets);
	free(r->types);
	free(r->formats);
	free(r->samplers);
}

static bool integer_at(json_t *map, const char *key, uint64_t *out)
{
	json_t *v = get(map, key);
	if (!json_is_integer(v))
		return false;
	*out = (uint64_t)json_integer_value(v);
	return true;
}

static bool string_at(IrContext *ctx, json_t *map, const char *key, IrAttr **out)
{
	json_t *v = get(map, key);
	if (!json_is_string(v))
		return false;
	*out = ir_attr_string(ctx, json_string_value(v), json_string_length(v), NULL);
	return true;
}

/* A sampler's five settings, all strings; false when one is missing. */
static bool read_sampler(IrContext *ctx, json_t *sampler, IrAttr **out)
{
	static const char *const keys[] = {"min_filter", "mag_filter", "address_mode_u", "address_mode_v",
	                                   "border_color"};
	IrNamedAttr entries[5];
	for (int i = 0; i < 5; i++) {
		entries[i].name = ir_ident_cstr(ctx, keys[i]);
		if (!string_at(ctx, sampler, keys[i], &entries[i].value))
			return false;
	}
	*out = ir_attr_dict(ctx, 5, entries, NULL);
	return true;
}

/* The converter's parseIO: `<prefix>_<i>_binding`, `_descriptorset`,
   `_vkdescriptortype`, `_vkformat` and an optional `_sampler` for each of
   n resources. */
static bool read_resources(IrContext *ctx, json_t *map, const char *prefix, unsigned n, Resources *r)
{
	size_t m = n ? n : 1;
	r->bindings = xmalloc(m * sizeof *r->bindings);
	r->sets = xmalloc(m * sizeof *r->sets);
	r->types = xmalloc(m * sizeof *r->types);
	r->formats = xmalloc(m * sizeof *r->formats);
	r->samplers = xmalloc(m * sizeof *r->samplers);
	for (unsigned i = 0; i < n; i++) {
		char key[64];
		snprintf(key, sizeof key, "%s_%u_binding", prefix, i);
		if (!integer_at(map, key, &r->bindings[i]))
			return false;
		snprintf(key, sizeof key, "%s_%u_descriptorset", prefix, i);
		if (!integer_at(map, key, &r->sets[i]))
			return false;
		snprintf(key, sizeof key, "%s_%u_vkdescriptortype", prefix, i);
		if (!string_at(ctx, map, key, &r->types[i]))
			return false;
		snprintf(key, sizeof key, "%s_%u_vkformat", prefix, i);
		if (!string_at(ctx, map, key, &r->formats[i]))
			return false;
		snprintf(key, sizeof key, "%s_%u_sampler", prefix, i);
		json_t *sampler = json_object_get(map, key);
		if (!sampler) {
			r->samplers[i] = ir_attr_dict(ctx, 0, NULL, NULL);
			continue;
		}
		if (!json_is_object(sampler) || !read_sampler(ctx, sampler, &r->samplers[i]))
			return false;
		r->any_sampler = true;
	}
	return true;
}

static const int8_t base64_value[256] = {
	['A'] = 1, ['B'] = 2, ['C'] = 3, ['D'] = 4, ['E'] = 5, ['F'] = 6, ['G'] = 7, ['H'] = 8, ['I'] = 9,
	['J'] = 10, ['K'] = 11, ['L'] = 12, ['M'] = 13, ['N'] = 14, ['O'] = 15, ['P'] = 16, ['Q'] = 17,
	['R'] = 18, ['S'] = 19, ['T'] = 20, ['U'] = 21, ['V'] = 22, ['W'] = 23, ['X'] = 24, ['Y'] = 25,
	['Z'] = 26, ['a'] = 27, ['b'] = 28, ['c'] = 29, ['d'] = 30, ['e'] = 31, ['f'] = 32, ['g'] = 33,
	['h'] = 34, ['i'] = 35, ['j'] = 36, ['k'] = 37, ['l'] = 38, ['m'] = 39, ['n'] = 40, ['o'] = 41,
	['p'] = 42, ['q'] = 43, ['r'] = 44, ['s'] = 45, ['t'] = 46, ['u'] = 47, ['v'] = 48, ['w'] = 49,
	['x'] = 50, ['y'] = 51, ['z'] = 52, ['0'] = 53, ['1'] = 54, ['2'] = 55, ['3'] = 56, ['4'] = 57,
	['5'] = 58, ['6'] = 59, ['7'] = 60, ['8'] = 61, ['9'] = 62, ['+'] = 63, ['/'] = 64,
}; /* a digit's value + 1; 0 for none */

unsigned char *mp_base64_decode(const char *text, size_t len, size_t *n)
{
	if (len % 4)
		return NULL;
	unsigned char *out = xmalloc(len / 4 * 3 + 1);
	size_t k = 0;
	for (size_t i = 0; i < len; i += 4) {
		uint32_t word = 0;
		int pad = 0;
		for (int j = 0; j < 4; j++) {
			unsigned char c = (unsigned char)text[i + j];
			bool last = i + 4 == len;
			if (c == '=' && last && j >= 2 && (j == 3 || text[i + 3] == '=')) {
				pad++;
				word <<= 6;
				continue;
			}
			if (!base64_value[c] || pad) {
				free(out);
				return NULL;
			}
			word = word << 6 | (uint32_t)(base64_value[c] - 1);
		}
		for (int j = 0; j < 3 - pad; j++)
			out[k++] = (unsigned char)(word >> (16 - 8 * j));
	}
	*n = k;
	return out;
}

/* The code attribute for the language: the text of GLSL or HLSL, the
   words of base64 SPIR-V; NULL when they do not fit. */
static IrAttr *read_code(IrContext *ctx, json_t *code, IrAttr *language)
{
	if (!json_is_string(code) || !language)
		return NULL;
	const char *lang = language->str->s;
	if (!strcmp(lang, "GLSL") || !strcmp(lang, "HLSL"))
		return ir_attr_string(ctx, json_string_value(code), json_string_length(code), NULL);
	if (strcmp(lang, "SPIR-V"))
		return NULL;
	size_t n;
	unsigned char *bytes = mp_base64_decode(json_string_value(code), json_string_length(code), &n);
	if (!bytes || n % 4) {
		free(bytes);
		return NULL;
	}
	uint64_t *words = xmalloc((n / 4 + 1) * sizeof *words);
	for (size_t i = 0; i < n / 4; i++) /* little endian, as the converter reads them on its hosts */
		words[i] = (uint64_t)bytes[4 * i] | (uint64_t)bytes[4 * i + 1] << 8 | (uint64_t)bytes[4 * i + 2] << 16 |
		           (uint64_t)bytes[4 * i + 3] << 24;
	IrAttr *a = ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), (unsigned)(n / 4), words);
	free(words);
	free(bytes);
	return a;
}

/* The op's location as the converter writes it in its lines (`loc(...)`). */
static StrBuf loc_text(IrContext *ctx, IrOp *op)
{
	StrBuf loc = {0};
	print_attr_str(&loc, ir_op_loc(ctx, op));
	return loc;
}

/* The converter's error: a line on stderr naming the op's location, then
   the conversion's own. */
static bool fail(IrContext *ctx, IrOp *op, const char *what)
{
	StrBuf loc = loc_text(ctx, op);
	ir_error_bare(ctx, "%s in tosa.custom op at %s", what, loc.s);
	sb_free(&loc);
	ir_diag_op(ctx, IR_DIAG_ERROR, op, "failed to legalize operation 'tosa.custom' that was explicitly marked illegal");
	return false;
}

static IrAttr *i64_array(IrContext *ctx, unsigned n, const uint64_t *v)
{
	return ir_attr_dense_array(ctx, ir_type_int(ctx, 64, IR_SIGNLESS), n, v);
}

/* The placeholder's attributes: at most 5 of its own and 5 per side. */
#define PLACEHOLDER_ATTRS 15

/* Adds the side's attributes (prefix input or output) to names and
   values, from *n on; an absent one is NULL. */
static void resource_attrs(IrContext *ctx, const char *prefix, unsigned count, Resources *r, IrIdent **names,
                           IrAttr **values, unsigned *n)
{
	static const char *const suffixes[] = {"bindings", "descriptor_sets", "vk_descriptor_types", "vk_formats",
	                                       "sampler_configs"};
	IrAttr *side[] = {i64_array(ctx, count, r->bindings), i64_array(ctx, count, r->sets),
	                  ir_attr_array(ctx, count, r->types), ir_attr_array(ctx, count, r->formats),
	                  r->any_sampler ? ir_attr_array(ctx, count, r->samplers) : NULL};
	for (size_t i = 0; i < sizeof suffixes / sizeof *suffixes; i++) {
		char name[64];
		snprintf(name, sizeof name, "%s_%s", prefix, suffixes[i]);
		names[*n] = ir_ident_cstr(ctx, name);
		values[(*n)++] = side[i];
	}
}

/* The placeholder, from what the payload gave. */
static void replace(IrContext *ctx, IrOp *op, IrAttr *const *attrs, Resources *in, Resources *out)
{
	IrValue **operands = xmalloc((op->noperands + 1) * sizeof *operands);
	IrType **types = xmalloc((op->nresults + 1) * sizeof *types);
	for (unsigned i = 0; i < op->noperands; i++)
		operands[i] = ir_op_operand(op, i);
	for (unsigned i = 0; i < op->nresults; i++)
		types[i] = ir_value_type(&ir_op_results(op)[i]);
	IrOpState st = {ir_ident_cstr(ctx, "vgf.shader_placeholder"), op->nresults, op->noperands, 0, 0, types,
	                operands, NULL, NULL, NULL, ir_op_loc(ctx, op)};
	IrOp *ph = ir_op_create(ctx, &st);
	/* later errors about the shader (mica-translate --to-vgf) stand where
	   the custom op was read */
	ph->src_pos = op->src_pos;
	static const char *const own[] = {"shader_name", "entry_point", "workgroup_sizes", "shader_language",
	                                  "shader_code"};
	IrIdent *names[PLACEHOLDER_ATTRS];
	IrAttr *values[PLACEHOLDER_ATTRS];
	unsigned n = 0;
	for (; n < 5; n++) {
		names[n] = ir_ident_cstr(ctx, own[n]);
		values[n] = attrs[n];
	}
	resource_attrs(ctx, "input", op->noperands, in, names, values, &n);
	resource_attrs(ctx, "output", op->nresults, out, names, values, &n);
	ir_op_update_attrs(ctx, ph, n, names, values); /* a NULL value sets nothing */
	ir_block_insert_before(op, ph);
	IrValue **results = xmalloc((op->nresults + 1) * sizeof *results);
	for (unsigned i = 0; i < op->nresults; i++)
		results[i] = &ir_op_results(ph)[i];
	ir_op_replace(ctx, op, results);
	free(results);
	free(operands);
	free(types);
}

static IrAttr *workgroup_sizes(IrContext *ctx, json_t *v)
{
	if (!json_is_array(v) || json_array_size(v) != 3)
		return NULL;
	uint64_t sizes[3];
	for (size_t i = 0; i < 3; i++) {
		json_t *x = json_array_get(v, i);
		if (!json_is_integer(x))
			return NULL;
		sizes[i] = (uint64_t)json_integer_value(x);
	}
	return i64_array(ctx, 3, sizes);
}

bool mp_lower_shader(IrContext *ctx, IrOp *op, bool analysis, ShaderPayloads *payloads)
{
	IrAttr *payload = ir_op_get_attr(op, "implementation_attrs");
	IrAttr *domain = ir_op_get_attr(op, "domain_name"), *name = ir_op_get_attr(op, "operator_name");
	ShaderPayload *read = payload && payload->kind == IR_ATTR_STRING ? payload_of(payloads, payload) : NULL;
	json_t *map = read ? read->map : NULL;
	if (!map)
		return fail(ctx, op, "Invalid JSON implementation_attrs");
	bool ok = false;
	Resources in = {0}, out = {0};
	IrAttr *attrs[5] = {0}; /* shader_name, entry_point, workgroup_sizes, shader_language, shader_code */
	if (!json_is_object(map)) {
		fail(ctx, op, "implementation_attrs must be a JSON object");
		goto done;
	}
	StrBuf shader = {0};
	sb_printf(&shader, "%s::%s", domain->str->s, name && name->kind == IR_ATTR_STRING ? name->str->s : "");
	attrs[0] = ir_attr_string(ctx, shader.s, shader.len, NULL);
	sb_free(&shader);
	if (!string_at(ctx, map, "entry_point", &attrs[1])) {
		fail(ctx, op, "Missing attribute or invalid value for entry_point");
		goto done;
	}
	if (!read_resources(ctx, map, "input", op->noperands, &in)) {
		fail(ctx, op, "Missing input attribute(s) or invalid value");
		goto done;
	}
	if (!read_resources(ctx, map, "output", op->nresults, &out)) {
		fail(ctx, op, "Missing output attribute(s) or invalid value");
		goto done;
	}
	if (!(attrs[2] = workgroup_sizes(ctx, get(map, "workgroup_sizes")))) {
		fail(ctx, op, "Missing attribute or invalid value for workgroup_sizes");
		goto done;
	}
	if (get(map, "shader_language") && !string_at(ctx, map, "shader_language", &attrs[3])) {
		fail(ctx, op, "Invalid value for shader_language attribute");
		goto done;
	}
	if (get(map, "shader_code") && !read->code)
		read->code = read_code(ctx, get(map, "shader_code"), attrs[3]);
	if (get(map, "shader_code") && !(attrs[4] = read->code)) {
		fail(ctx, op, "Invalid value for shader_code attribute");
		goto done;
	}
	if (!attrs[3] != !attrs[4]) {
		fail(ctx, op, "shader_language and shader_code must both be set or both be unset");
		goto done;
	}
	if (analysis) {
		StrBuf loc = loc_text(ctx, op);
		fprintf(stderr, "Successfully lowered: tosa.custom at %s\n", loc.s);
		sb_free(&loc);
	}
	replace(ctx, op, attrs, &in, &out);
	ok = true;
done:
	resources_free(&in);
	resources_free(&out);
	return ok;
}
