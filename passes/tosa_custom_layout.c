/* tosa_custom_layout.c: tosa-custom-layout, the contract between a model
   and its Vulkan shader ops. Each shader tosa.custom's implementation_attrs
   is checked against the payload schema and what Arm's model converter
   enforces on top of it (every resource of every operand and result,
   types and ranges, language and code together, SPIR-V that decodes to
   whole words, indexed keys without leading zeros, descriptor type,
   format and sampler names), and image resources against the packed-image
   rules (rank 3 or 4, batch 1, channels = the format's components: 1, 2
   or 4). An op marked `graph_layout = "NCHW"` gets its 4-d operands
   transposed to NHWC, the layout shaders see, and its 4-d results
   transposed back; the mark is then dropped. */
#include <jansson.h>

#include "model_partition.h"
#include "model_shader_payload.h"

static const uint64_t to_nhwc[4] = {0, 2, 3, 1}, to_nchw[4] = {0, 3, 1, 2};

typedef struct {
	IrContext *ctx;
	IrOp *op;
	const char *name; /* operator_name, for messages */
} Check;

static bool reject(Check *c, const char *key, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool reject(Check *c, const char *key, const char *fmt, ...)
{
	char msg[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	ir_emit_op_error(c->ctx, c->op, "'%s': key '%s': %s", c->name, key, msg);
	return false;
}

/* A member, a JSON null counting as absent (as for the converter). */
static json_t *member(json_t *map, const char *key)
{
	json_t *v = json_object_get(map, key);
	return json_is_null(v) ? NULL : v;
}

static bool in_list(const char *s, const char *const *list)
{
	for (unsigned i = 0; list[i]; i++)
		if (!strcmp(s, list[i]))
			return true;
	return false;
}

/* The components of a Vulkan format name (VK_FORMAT_R32G32_SFLOAT: 2),
   0 when it is not one: channel letters with bit widths, then a numeric
   type and any suffix (_PACK32, _ARM encodings). */
static unsigned format_components(const char *name)
{
	static const char *const numeric[] = {"UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "UFLOAT",
	                                      "SFLOAT", "SRGB", "BOOL", NULL};
	static const char prefix[] = "VK_FORMAT_";
	if (strncmp(name, prefix, sizeof prefix - 1))
		return 0;
	const char *p = name + sizeof prefix - 1;
	unsigned n = 0;
	while (*p && strchr("RGBADSXE", *p) && p[1] >= '0' && p[1] <= '9') {
		p++;
		while (*p >= '0' && *p <= '9')
			p++;
		n++;
	}
	if (!n || *p != '_')
		return 0;
	p++;
	size_t len = strcspn(p, "_");
	for (unsigned i = 0; numeric[i]; i++)
		if (strlen(numeric[i]) == len && !strncmp(p, numeric[i], len)) {
			for (p += len; *p; p++)
				if (!(*p == '_' || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9')))
					return 0;
			return n;
		}
	return 0;
}

static bool check_sampler(Check *c, json_t *s, const char *key)
{
	static const char *const filters[] = {"VK_FILTER_NEAREST", "VK_FILTER_LINEAR", "VK_FILTER_CUBIC_IMG", NULL};
	static const char *const modes[] = {"VK_SAMPLER_ADDRESS_MODE_REPEAT", "VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT",
	                                    "VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE",
	                                    "VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER",
	                                    "VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE", NULL};
	static const char *const borders[] = {"VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK", "VK_BORDER_COLOR_INT_TRANSPARENT_BLACK",
	                                      "VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK", "VK_BORDER_COLOR_INT_OPAQUE_BLACK",
	                                      "VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE", "VK_BORDER_COLOR_INT_OPAQUE_WHITE",
	                                      "VK_BORDER_COLOR_FLOAT_CUSTOM_EXT", "VK_BORDER_COLOR_INT_CUSTOM_EXT", NULL};
	static const char *const fields[] = {"min_filter", "mag_filter", "address_mode_u", "address_mode_v",
	                                     "border_color", NULL};
	static const char *const *const values[] = {filters, filters, modes, modes, borders};
	if (!json_is_object(s))
		return reject(c, key, "a sampler is an object");
	const char *k;
	json_t *v;
	json_object_foreach(s, k, v) {
		if (!in_list(k, fields))
			return reject(c, key, "a sampler has no field '%s'", k);
	}
	for (unsigned i = 0; fields[i]; i++) {
		v = json_object_get(s, fields[i]);
		if (!json_is_string(v))
			return reject(c, key, "the sampler needs a string '%s'", fields[i]);
		if (!in_list(json_string_value(v), values[i]))
			return reject(c, key, "'%s' is not a value of the sampler's '%s'", json_string_value(v), fields[i]);
	}
	return true;
}

static bool is_image(const char *kind, const char *descriptor)
{
	static const char *const image_descriptors[] = {"VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER",
	                                                "VK_DESCRIPTOR_TYPE_STORAGE_IMAGE",
	                                                "VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE", NULL};
	return (kind && !strcmp(kind, "Image")) || in_list(descriptor, image_descriptors);
}

/* A packed image: [H, W, C] or [1, H, W, C], C the format's components. */
static bool check_image(Check *c, const char *key, IrType *t, const char *format, unsigned components)
{
	if (t->kind != IR_TYPE_TENSOR || ir_type_num_elements(t) < 0)
		return reject(c, key, "an image resource needs a statically shaped tensor");
	unsigned rank = t->shaped.rank;
	if (rank != 3 && rank != 4)
		return reject(c, key, "an image resource has rank 3 or 4, not %u", rank);
	if (rank == 4 && t->shaped.dims[0] != 1)
		return reject(c, key, "an image resource of rank 4 has batch 1, not %lld", (long long)t->shaped.dims[0]);
	int64_t channels = t->shaped.dims[rank - 1];
	if (channels == 3)
		return reject(c, key, "an image resource cannot have 3 channels: pad them to 4 or use a buffer or tensor");
	if (components != 1 && components != 2 && components != 4)
		return reject(c, key, "%s has %u components: an image format has 1, 2 or 4", format, components);
	if (channels != (int64_t)components)
		return reject(c, key, "channel dimension C = %lld does not match %s's %u components", (long long)channels,
		              format, components);
	return true;
}

/* The resource of operand or result i (prefix input or output), whose
   type as the shader sees it is t. */
static bool check_resource(Check *c, json_t *map, const char *prefix, unsigned i, IrType *t)
{
	static const char *const kinds[] = {"Tensor", "TENSOR", "Image", "Buffer", NULL};
	static const char *const descriptors[] = {
		"VK_DESCRIPTOR_TYPE_SAMPLER", "VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER",
		"VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE", "VK_DESCRIPTOR_TYPE_STORAGE_IMAGE",
		"VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER", "VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER",
		"VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER", "VK_DESCRIPTOR_TYPE_STORAGE_BUFFER",
		"VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER_DYNAMIC", "VK_DESCRIPTOR_TYPE_STORAGE_BUFFER_DYNAMIC",
		"VK_DESCRIPTOR_TYPE_INPUT_ATTACHMENT", "VK_DESCRIPTOR_TYPE_TENSOR_ARM",
		"VK_DESCRIPTOR_TYPE_STORAGE_TENSOR_EXT", NULL};
	char key[96];
	const char *values[3] = {NULL, NULL, NULL};
	static const char *const strings[] = {"type", "vkdescriptortype", "vkformat"};
	for (unsigned k = 0; k < 3; k++) {
		snprintf(key, sizeof key, "%s_%u_%s", prefix, i, strings[k]);
		json_t *v = member(map, key);
		if (!v && k == 0)
			continue;
		if (!json_is_string(v))
			return reject(c, key, v ? "expected a string" : "missing (every %s needs one)", prefix);
		values[k] = json_string_value(v);
	}
	static const char *const integers[] = {"binding", "descriptorset"};
	for (unsigned k = 0; k < 2; k++) {
		snprintf(key, sizeof key, "%s_%u_%s", prefix, i, integers[k]);
		json_t *v = member(map, key);
		if (!json_is_integer(v))
			return reject(c, key, v ? "expected an integer" : "missing (every %s needs one)", prefix);
		if (json_integer_value(v) < 0 || json_integer_value(v) > UINT32_MAX)
			return reject(c, key, "%lld is not from 0 to 4294967295", (long long)json_integer_value(v));
	}
	snprintf(key, sizeof key, "%s_%u_type", prefix, i);
	if (values[0] && !in_list(values[0], kinds))
		return reject(c, key, "'%s' is not Tensor, Image or Buffer", values[0]);
	snprintf(key, sizeof key, "%s_%u_vkdescriptortype", prefix, i);
	if (!in_list(values[1], descriptors))
		return reject(c, key, "'%s' is not a Vulkan descriptor type", values[1]);
	snprintf(key, sizeof key, "%s_%u_vkformat", prefix, i);
	unsigned components = format_components(values[2]);
	if (!components)
		return reject(c, key, "'%s' is not a Vulkan format", values[2]);
	if (is_image(values[0], values[1]) && !check_image(c, key, t, values[2], components))
		return false;
	snprintf(key, sizeof key, "%s_%u_sampler", prefix, i);
	json_t *s = member(map, key);
	return !s || check_sampler(c, s, key);
}

/* Keys `input_<i>_<prop>` and `output_<i>_<prop>` of a known prop have a
   decimal index without leading zeros. */
static bool check_indexed_keys(Check *c, json_t *map)
{
	static const char *const props[] = {"type", "vkdescriptortype", "vkformat", "binding", "descriptorset",
	                                    "sampler", NULL};
	const char *key;
	json_t *v;
	json_object_foreach(map, key, v) {
		const char *p = !strncmp(key, "input_", 6) ? key + 6 : !strncmp(key, "output_", 7) ? key + 7 : NULL;
		if (!p)
			continue;
		size_t digits = strspn(p, "0123456789");
		const char *prop = p[digits] == '_' ? p + digits + 1 : p + strcspn(p, "_") + !!p[strcspn(p, "_")];
		if (!in_list(prop, props))
			continue;
		if (!digits || p[digits] != '_')
			return reject(c, key, "the index is not a decimal number");
		if (p[0] == '0' && digits > 1)
			return reject(c, key, "the index has a leading zero");
	}
	return true;
}

static bool check_code(Check *c, json_t *map)
{
	static const char *const languages[] = {"", "SPIR-V", "GLSL", "HLSL", NULL};
	json_t *lang = member(map, "shader_language"), *code = member(map, "shader_code");
	if (lang && (!json_is_string(lang) || !in_list(json_string_value(lang), languages)))
		return reject(c, "shader_language", "expected \"\", \"SPIR-V\", \"GLSL\" or \"HLSL\"");
	if (code && !json_is_string(code))
		return reject(c, "shader_code", "expected a string");
	if (!lang != !code)
		return reject(c, lang ? "shader_language" : "shader_code",
		              "shader_language and shader_code must both be set or both be unset");
	if (!code)
		return true;
	const char *l = json_string_value(lang);
	if (!*l)
		return reject(c, "shader_language", "shader code needs a language: SPIR-V, GLSL or HLSL");
	if (strcmp(l, "SPIR-V"))
		return true;
	size_t n;
	unsigned char *bytes = mp_base64_decode(json_string_value(code), json_string_length(code), &n);
	if (!bytes)
		return reject(c, "shader_code", "SPIR-V code is not base64");
	free(bytes);
	if (n % 4 || !n)
		return reject(c, "shader_code", "SPIR-V code decodes to %zu bytes, not a non-zero multiple of 4", n);
	return true;
}

static bool check_top(Check *c, json_t *map)
{
	json_t *v = member(map, "entry_point");
	if (!json_is_string(v))
		return reject(c, "entry_point", v ? "expected a string" : "missing");
	v = member(map, "workgroup_sizes");
	if (!json_is_array(v) || json_array_size(v) != 3)
		return reject(c, "workgroup_sizes", v ? "expected an array of 3 integers" : "missing");
	for (size_t i = 0; i < 3; i++) {
		json_t *x = json_array_get(v, i);
		if (!json_is_integer(x) || json_integer_value(x) < 1)
			return reject(c, "workgroup_sizes", "each size is an integer of at least 1");
	}
	v = member(map, "push_constants");
	if (v && !json_is_string(v))
		return reject(c, "push_constants", "expected a string");
	return check_code(c, map) && check_indexed_keys(c, map);
}

static IrType *permuted(IrContext *ctx, IrType *t, const uint64_t *perm)
{
	int64_t dims[4];
	for (unsigned i = 0; i < 4; i++)
		dims[i] = t->shaped.dims[perm[i]];
	return ir_type_tensor(ctx, 4, dims, t->shaped.elem, t->shaped.encoding);
}

static bool is_4d(const IrType *t)
{
	return t->kind == IR_TYPE_TENSOR && t->shaped.rank == 4;
}

/* A tosa.transpose of v by perm, before op `before`. */
static IrOp *transpose(IrContext *ctx, IrValue *v, const uint64_t *perm, IrAttr *loc)
{
	IrType *t = permuted(ctx, ir_value_type(v), perm);
	IrOpState st = {ir_ident_cstr(ctx, "tosa.transpose"), 1, 1, 0, 0, &t, &v, NULL, NULL, NULL, loc};
	IrOp *op = ir_op_create(ctx, &st);
	ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, "perms"),
	               ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 4, perm));
	return op;
}

/* The op's 4-d operands and results go through NCHW <-> NHWC transposes. */
static void to_shader_layout(IrContext *ctx, IrOp *op)
{
	IrAttr *loc = ir_op_loc(ctx, op);
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = ir_op_operand(op, i);
		if (!is_4d(ir_value_type(v)))
			continue;
		IrOp *t = transpose(ctx, v, to_nhwc, loc);
		ir_block_insert_before(op, t);
		ir_op_set_operand(op, i, &ir_op_results(t)[0]);
	}
	IrOp *after = op;
	for (unsigned i = 0; i < op->nresults; i++) {
		IrValue *r = &ir_op_results(op)[i];
		if (!is_4d(ir_value_type(r)))
			continue;
		ir_value_set_type(r, permuted(ctx, ir_value_type(r), to_nhwc));
		IrOp *t = transpose(ctx, r, to_nchw, loc);
		ir_block_insert_after(after, t);
		after = t;
		ir_value_replace_uses_except(r, &ir_op_results(t)[0], t);
	}
}

/* The type operand or result i has for the shader. */
static IrType *shader_type(IrContext *ctx, IrType *t, bool nchw)
{
	return nchw && is_4d(t) ? permuted(ctx, t, to_nhwc) : t;
}

static bool check_op(IrContext *ctx, IrOp *op)
{
	IrAttr *name = ir_op_get_attr(op, "operator_name");
	Check c = {ctx, op, name && name->kind == IR_ATTR_STRING ? name->str->s : ""};
	IrAttr *layout = ir_op_get_attr(op, "graph_layout");
	bool nchw = false;
	if (layout) {
		if (layout->kind != IR_ATTR_STRING ||
		    (strcmp(layout->str->s, "NCHW") && strcmp(layout->str->s, "NHWC")))
			return reject(&c, "graph_layout", "the layout is \"NCHW\" or \"NHWC\"");
		nchw = !strcmp(layout->str->s, "NCHW");
	}
	IrAttr *payload = ir_op_get_attr(op, "implementation_attrs");
	if (!payload || payload->kind != IR_ATTR_STRING)
		return reject(&c, "implementation_attrs", "missing");
	json_error_t err;
	json_t *map = json_loadb(payload->str->s, payload->str->n, JSON_DECODE_ANY, &err);
	if (!map)
		return reject(&c, "implementation_attrs", "invalid JSON at %d:%d: %s", err.line, err.column, err.text);
	bool ok = json_is_object(map) ? check_top(&c, map)
	                              : reject(&c, "implementation_attrs", "the payload must be a JSON object");
	for (unsigned i = 0; ok && i < op->noperands; i++)
		ok = check_resource(&c, map, "input", i, shader_type(ctx, ir_value_type(ir_op_operand(op, i)), nchw));
	for (unsigned i = 0; ok && i < op->nresults; i++)
		ok = check_resource(&c, map, "output", i, shader_type(ctx, ir_value_type(&ir_op_results(op)[i]), nchw));
	json_decref(map);
	if (!ok)
		return false;
	if (nchw)
		to_shader_layout(ctx, op);
	if (layout)
		ir_op_remove_attr(ctx, op, ir_ident_cstr(ctx, "graph_layout"));
	return true;
}

static bool collect(IrOp *op, void *user)
{
	if (mp_is_shader(op))
		pv_push(user, op);
	return true;
}

static bool run(PassRun *r, IrOp *module)
{
	PtrVec shaders = {0};
	ir_walk(module, collect, &shaders);
	bool ok = true;
	for (size_t i = 0; i < shaders.n && ok; i++)
		ok = check_op(r->ctx, shaders.v[i]);
	pv_free(&shaders);
	return ok;
}

const PassDef pass_tosa_custom_layout = {
	.arg = "tosa-custom-layout",
	.name = "TosaCustomLayout",
	.summary = "Check Vulkan shader tosa.custom payloads and put NCHW tensors of shader ops in NHWC",
	.anchor = "builtin.module",
	.run = run,
};
