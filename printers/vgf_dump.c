/* vgf_dump.c: a VGF description (vgf.h) as the JSON that Arm's vgf_dump
   prints, byte for byte: keys sorted, four-space indentation, empty arrays
   as [], no newline at the end, strings escaped as nlohmann's JSON library
   escapes them.  It is printed here rather than with jansson so that every
   byte (escapes, spacing, the refusal of invalid UTF-8) is nlohmann's. */
#include "internal.h"
#include "vgf.h"

/* The JSON being written: where it goes and how deep it is. */
typedef struct {
	StrBuf *out;
	unsigned depth;
	bool first; /* nothing written yet in the innermost object or array */
} Json;

static void newline(Json *j)
{
	sb_putc(j->out, '\n');
	for (unsigned i = 0; i < j->depth; i++)
		sb_puts(j->out, "    ");
}

/* Before a member or element: the comma after the previous one. */
static void next(Json *j)
{
	if (!j->first)
		sb_putc(j->out, ',');
	j->first = false;
	newline(j);
}

static void string(Json *j, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	sb_putc(j->out, '"');
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		switch (*p) {
		case '"': sb_puts(j->out, "\\\""); break;
		case '\\': sb_puts(j->out, "\\\\"); break;
		case '\b': sb_puts(j->out, "\\b"); break;
		case '\f': sb_puts(j->out, "\\f"); break;
		case '\n': sb_puts(j->out, "\\n"); break;
		case '\r': sb_puts(j->out, "\\r"); break;
		case '\t': sb_puts(j->out, "\\t"); break;
		default:
			if (*p < 0x20) {
				sb_puts(j->out, "\\u00");
				sb_putc(j->out, hex[*p >> 4]);
				sb_putc(j->out, hex[*p & 15]);
			} else {
				sb_putc(j->out, (char)*p);
			}
		}
	}
	sb_putc(j->out, '"');
}

static void key(Json *j, const char *k)
{
	next(j);
	string(j, k);
	sb_puts(j->out, ": ");
}

/* An object or array opens; one with nothing in it closes on its line. */
static void begin(Json *j, char c)
{
	sb_putc(j->out, c);
	j->depth++;
	j->first = true;
}

static void end(Json *j, char c)
{
	j->depth--;
	if (!j->first)
		newline(j);
	sb_putc(j->out, c);
	j->first = false;
}

static void key_int(Json *j, const char *k, int64_t v)
{
	key(j, k);
	sb_put_i64(j->out, v);
}

static void key_str(Json *j, const char *k, const char *s)
{
	key(j, k);
	string(j, s ? s : "");
}

/* An array of n numbers: uint32_t ones, or int64_t ones when wide. */
static void numbers(Json *j, const char *k, const void *v, size_t n, bool wide)
{
	key(j, k);
	begin(j, '[');
	for (size_t i = 0; i < n; i++) {
		next(j);
		sb_put_i64(j->out, wide ? ((const int64_t *)v)[i] : (int64_t)((const uint32_t *)v)[i]);
	}
	end(j, ']');
}

/* BindingSlots with their positions; names (when there are as many)
   make them the model's named slots. */
static void slots(Json *j, const char *k, const VgfBinding *s, size_t n, char *const *names, size_t nnames)
{
	key(j, k);
	begin(j, '[');
	for (size_t i = 0; i < n; i++) {
		next(j);
		begin(j, '{');
		key_int(j, "binding", s[i].binding);
		key_int(j, "index", (int64_t)i);
		key_int(j, "mrt_index", s[i].mrt_index);
		if (names)
			key_str(j, "name", nnames == n ? names[i] : "");
		end(j, '}');
	}
	end(j, ']');
}

/* Vulkan's name of v, or vgf_dump's `Unknown(N)` with N as the 32-bit
   signed number it stores. */
static const char *vk_name(const VkName *t, size_t n, uint32_t v, char *buf, size_t cap)
{
	int32_t s = (int32_t)v;
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (t[mid].value < s)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < n && t[lo].value == s)
		return t[lo].name;
	snprintf(buf, cap, "Unknown(%d)", s);
	return buf;
}

/* A sampler setting: vgf_dump names only those that fit an int32. */
static void sampler_key(Json *j, const char *k, const VkName *t, size_t n, uint32_t v)
{
	char buf[32];
	if (v > INT32_MAX) {
		snprintf(buf, sizeof buf, "Unknown(%u)", v);
		key_str(j, k, buf);
	} else {
		key_str(j, k, vk_name(t, n, v, buf, sizeof buf));
	}
}

static const char *module_type(VgfModuleType t)
{
	return t == VGF_COMPUTE ? "COMPUTE" : t == VGF_GRAPH ? "GRAPH" : NULL;
}

static const char *category(VgfCategory c)
{
	static const char *const names[] = {"INPUT", "OUTPUT", "INTERMEDIATE", "CONSTANT"};
	return (unsigned)c < 4 ? names[c] : NULL;
}

static void modules(Json *j, const VgfFile *f)
{
	static const char *const code[] = {"None", "SPIR-V", "GLSL", "HLSL"};
	key(j, "modules");
	begin(j, '[');
	for (size_t i = 0; i < f->nmodules; i++) {
		const VgfModule *m = &f->modules[i];
		bool available = m->code == VGF_CODE_SPIRV ? m->nwords > 0 : m->source && *m->source;
		next(j);
		begin(j, '{');
		key_str(j, "entry_point", m->entry_point);
		key_int(j, "index", (int64_t)i);
		key_str(j, "name", m->name);
		key(j, "shader_code_available");
		sb_puts(j->out, available ? "true" : "false");
		key_str(j, "shader_type", code[m->code]);
		key_str(j, "type", module_type(m->type));
		end(j, '}');
	}
	end(j, ']');
}

static void resources(Json *j, const VgfFile *f)
{
	key(j, "resources");
	begin(j, '[');
	for (size_t i = 0; i < f->nresources; i++) {
		const VgfResource *r = &f->resources[i];
		char buf[32];
		next(j);
		begin(j, '{');
		if (r->alias_group != VGF_UNSET)
			key_int(j, "alias_group_id", r->alias_group);
		key_str(j, "category", category(r->category));
		key_int(j, "index", (int64_t)i);
		if (r->has_sampler) {
			const VgfSampler *s = &r->sampler;
			key(j, "sampler_config");
			begin(j, '{');
			sampler_key(j, "address_mode_u", vk_address_modes, n_vk_address_modes, s->address_mode_u);
			sampler_key(j, "address_mode_v", vk_address_modes, n_vk_address_modes, s->address_mode_v);
			sampler_key(j, "border_color", vk_border_colors, n_vk_border_colors, s->border_color);
			sampler_key(j, "mag_filter", vk_filters, n_vk_filters, s->mag_filter);
			sampler_key(j, "min_filter", vk_filters, n_vk_filters, s->min_filter);
			end(j, '}');
		}
		numbers(j, "shape", r->shape, r->rank, true);
		numbers(j, "stride", r->strides, r->nstrides, true);
		key_str(j, "vk_descriptor_type",
		        r->descriptor_type == VGF_UNSET
		                ? "none"
		                : vk_name(vk_descriptor_types, n_vk_descriptor_types, r->descriptor_type, buf, sizeof buf));
		key_str(j, "vk_format", vk_name(vk_formats, n_vk_formats, r->format, buf, sizeof buf));
		end(j, '}');
	}
	end(j, ']');
}

static void sequence(Json *j, const VgfFile *f)
{
	key(j, "model_sequence");
	begin(j, '{');
	slots(j, "inputs", f->inputs, f->ninputs, f->input_names, f->ninput_names);
	slots(j, "outputs", f->outputs, f->noutputs, f->output_names, f->noutput_names);
	key(j, "segments");
	begin(j, '[');
	for (size_t i = 0; i < f->nsegments; i++) {
		const VgfSegment *s = &f->segments[i];
		next(j);
		begin(j, '{');
		numbers(j, "constants", s->constants, s->nconstants, false);
		key(j, "descriptor_set_infos");
		begin(j, '[');
		for (size_t k = 0; k < s->nsets; k++) {
			next(j);
			begin(j, '{');
			slots(j, "bindings", s->sets[k].bindings, s->sets[k].nbindings, NULL, 0);
			/* an unset index is the set's position (older files) */
			key_int(j, "set_index", s->sets[k].set_index == VGF_UNSET ? (int64_t)k : s->sets[k].set_index);
			end(j, '}');
		}
		end(j, ']');
		numbers(j, "dispatch_shape", s->dispatch_shape, s->ndispatch, false);
		key_int(j, "index", (int64_t)i);
		slots(j, "inputs", s->inputs, s->ninputs, NULL, 0);
		key_int(j, "module_index", s->module_index);
		key_str(j, "name", s->name);
		slots(j, "outputs", s->outputs, s->noutputs, NULL, 0);
		key(j, "push_constant_ranges");
		begin(j, '[');
		for (size_t k = 0; k < s->npush; k++) {
			next(j);
			begin(j, '{');
			key_int(j, "index", (int64_t)k);
			key_int(j, "offset", s->push[k].offset);
			key_int(j, "size", s->push[k].size);
			key_int(j, "stage_flags", s->push[k].stage_flags);
			end(j, '}');
		}
		end(j, ']');
		key_str(j, "type", module_type(s->type));
		end(j, '}');
	}
	end(j, ']');
	end(j, '}');
}

/* Whether s is valid UTF-8 (nlohmann's printer refuses anything else):
   no overlong forms, surrogates or code points beyond U+10FFFF. */
static bool utf8(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	while (*p) {
		unsigned c = *p++, n, lo = 0x80, hi = 0xBF; /* the range of the second byte */
		if (c < 0x80)
			continue;
		if (c >= 0xC2 && c <= 0xDF) {
			n = 1;
		} else if (c >= 0xE0 && c <= 0xEF) {
			n = 2, lo = c == 0xE0 ? 0xA0 : lo, hi = c == 0xED ? 0x9F : hi;
		} else if (c >= 0xF0 && c <= 0xF4) {
			n = 3, lo = c == 0xF0 ? 0x90 : lo, hi = c == 0xF4 ? 0x8F : hi;
		} else {
			return false;
		}
		if (*p < lo || *p > hi)
			return false;
		for (p++; --n; p++)
			if ((*p & 0xC0) != 0x80)
				return false;
	}
	return true;
}

/* vgf_dump's checks before it prints: what it cannot name, indexes that
   point outside their tables, constants without data. */
static bool check(const VgfFile *f, StrBuf *err)
{
	for (size_t i = 0; i < f->nmodules; i++) {
		const VgfModule *m = &f->modules[i];
		if (!module_type(m->type))
			return sb_printf(err, "module %zu: unknown module type", i), false;
		if ((m->name && !utf8(m->name)) || (m->entry_point && !utf8(m->entry_point)))
			return sb_printf(err, "module %zu: a name that is not UTF-8", i), false;
	}
	for (size_t i = 0; i < f->nresources; i++)
		if (!category(f->resources[i].category))
			return sb_printf(err, "resource %zu: unknown resource category", i), false;
	for (size_t i = 0; i < f->nconstants; i++) {
		if (!f->constants[i].size || f->constants[i].mrt_index == VGF_UNSET)
			return sb_printf(err, "Invalid constant metadata at index %zu", i), false;
		if (f->constants[i].mrt_index >= f->nresources)
			return sb_printf(err, "Constant %zu: MRT index %u out of range (%zu entries)", i,
			                 f->constants[i].mrt_index, f->nresources), false;
	}
	for (size_t i = 0; i < f->ninput_names; i++)
		if (!utf8(f->input_names[i]))
			return sb_printf(err, "model input name %zu is not UTF-8", i), false;
	for (size_t i = 0; i < f->noutput_names; i++)
		if (!utf8(f->output_names[i]))
			return sb_printf(err, "model output name %zu is not UTF-8", i), false;
	const VgfBinding *lists[2] = {f->inputs, f->outputs};
	size_t counts[2] = {f->ninputs, f->noutputs};
	for (int l = 0; l < 2; l++)
		for (size_t i = 0; i < counts[l]; i++)
			if (lists[l][i].mrt_index >= f->nresources)
				return sb_printf(err, "Model %s %zu: MRT index %u out of range (%zu entries)",
				                 l ? "output" : "input", i, lists[l][i].mrt_index, f->nresources), false;
	for (size_t i = 0; i < f->nsegments; i++) {
		const VgfSegment *s = &f->segments[i];
		if (!module_type(s->type) || (s->name && !utf8(s->name)))
			return sb_printf(err, "Segment %zu: unknown type or a name that is not UTF-8", i), false;
		if (s->module_index >= f->nmodules)
			return sb_printf(err, "Segment %zu: module index %u out of range (%zu entries)", i,
			                 s->module_index, f->nmodules), false;
		const VgfBinding *seg_lists[2] = {s->inputs, s->outputs};
		size_t seg_counts[2] = {s->ninputs, s->noutputs};
		for (int l = 0; l < 2; l++)
			for (size_t k = 0; k < seg_counts[l]; k++)
				if (seg_lists[l][k].mrt_index >= f->nresources)
					return sb_printf(err, "Segment %zu %s binding slot %zu: MRT index %u out of range",
					                 i, l ? "output" : "input", k, seg_lists[l][k].mrt_index), false;
		for (size_t k = 0; k < s->nsets; k++)
			for (size_t b = 0; b < s->sets[k].nbindings; b++)
				if (s->sets[k].bindings[b].mrt_index >= f->nresources)
					return sb_printf(err, "Segment %zu descriptor set %zu binding slot %zu: MRT index "
					                 "%u out of range", i, k, b, s->sets[k].bindings[b].mrt_index), false;
		for (size_t k = 0; k < s->nconstants; k++)
			if (s->constants[k] >= f->nconstants)
				return sb_printf(err, "Segment %zu: constant index %u out of range (%zu entries)", i,
				                 s->constants[k], f->nconstants), false;
	}
	return true;
}

bool vgf_dump_json(const VgfFile *f, StrBuf *out, StrBuf *err)
{
	if (!check(f, err))
		return false;
	Json j = {.out = out};
	begin(&j, '{');
	key(&j, "constants");
	begin(&j, '[');
	for (size_t i = 0; i < f->nconstants; i++) {
		next(&j);
		begin(&j, '{');
		key_int(&j, "index", (int64_t)i);
		key_int(&j, "mrt_index", f->constants[i].mrt_index);
		key_int(&j, "sparsity_dimension", f->constants[i].sparsity_dimension);
		end(&j, '}');
	}
	end(&j, ']');
	key(&j, "header");
	begin(&j, '{');
	key_int(&j, "major", f->major);
	key_int(&j, "minor", f->minor);
	key_int(&j, "patch", f->patch);
	end(&j, '}');
	sequence(&j, f);
	modules(&j, f);
	resources(&j, f);
	end(&j, '}');
	return true;
}
