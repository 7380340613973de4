/* vgf.c: writes a VGF 0.4.3 file (vgf.h) from its description. */
#include "flatbuffer.h"
#include "vgf.h"

/* The layout of the header (facts of format 0.4.3). */
enum {
	VGF_HEADER_SIZE = 128,
	VGF_SECTIONS_AT = 16,  /* four {u64 offset, u64 size}: modules, sequence, resources, constants */
	VGF_ALIGN = 8,         /* of every section and constant payload */
	VGF_CONST_RECORD = 24, /* u32 mrt_index, i32 sparsity, u64 size, u64 offset */
};

/* Field numbers of Arm's schema (vgf.fbs), per table. */
enum { MODULE_TYPE, MODULE_NAME, MODULE_ENTRY, MODULE_CODE_TYPE, MODULE_CODE };
enum { RES_DESCRIPTOR, RES_FORMAT, RES_CATEGORY, RES_DESCRIPTION, RES_EXTRA_TYPE, RES_EXTRA, RES_ALIAS };
/* ORDER SEG: set infos to push constant ranges are written as one run */
enum { SEG_TYPE, SEG_NAME, SEG_MODULE, SEG_SETS, SEG_INPUTS, SEG_OUTPUTS, SEG_CONSTANTS, SEG_DISPATCH, SEG_PUSH };
/* ORDER SEQ: segments, inputs, outputs, input names, output names, from 0 */
/* the ExtraConfig union's one member */
#define VGF_EXTRA_SAMPLER 1

static void put_le(StrBuf *out, uint64_t v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		sb_putc(out, (char)(v >> (8 * i)));
}

static void pad_to(StrBuf *out, size_t align)
{
	while (out->len % align)
		sb_putc(out, 0);
}

static FbRef str(FbBuilder *b, const char *s)
{
	return s ? fb_string(b, s, strlen(s)) : 0;
}

/* Fields first, first + 1, ... of the open table: the n references. */
static void add_refs(FbBuilder *b, unsigned first, const FbRef *refs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		fb_add_ref(b, first + (unsigned)i, refs[i]);
}

/* A table of n reference fields, numbered from 0. */
static FbRef refs_table(FbBuilder *b, const FbRef *refs, size_t n)
{
	fb_table_start(b);
	add_refs(b, 0, refs, n);
	return fb_table_end(b);
}

/* A table with one field, a vector of references (ModuleTable, ...). */
static FbRef one_vector_table(FbBuilder *b, const FbRef *refs, size_t n)
{
	FbRef v = fb_vector_refs(b, refs, n);
	return refs_table(b, &v, 1);
}

static FbRef module_table(FbBuilder *b, const VgfFile *f)
{
	FbRef *mods = xcalloc(f->nmodules + 1, sizeof *mods);
	for (size_t i = 0; i < f->nmodules; i++) {
		const VgfModule *m = &f->modules[i];
		FbRef code = 0;
		if (m->code != VGF_CODE_NONE) {
			/* SPIRV { words }, GLSL { code }, HLSL { code } */
			FbRef body = m->code == VGF_CODE_SPIRV
			                     ? (m->nwords ? fb_vector_scalars(b, m->words, m->nwords, 4, 4) : 0)
			                     : str(b, m->source);
			fb_table_start(b);
			fb_add_ref(b, 0, body);
			code = fb_table_end(b);
		}
		FbRef name = str(b, m->name), entry = str(b, m->entry_point);
		fb_table_start(b);
		fb_add_u8(b, MODULE_TYPE, (uint8_t)m->type, 0);
		fb_add_ref(b, MODULE_NAME, name);
		fb_add_ref(b, MODULE_ENTRY, entry);
		fb_add_union(b, MODULE_CODE_TYPE, (uint8_t)m->code, code);
		mods[i] = fb_table_end(b);
	}
	FbRef t = one_vector_table(b, mods, f->nmodules);
	free(mods);
	return t;
}

static FbRef bindings(FbBuilder *b, const VgfBinding *s, size_t n)
{
	FbRef *refs = xcalloc(n + 1, sizeof *refs);
	for (size_t i = 0; i < n; i++) {
		fb_table_start(b);
		fb_add_u32(b, 0, s[i].binding, 0);
		fb_add_u32(b, 1, s[i].mrt_index, 0);
		refs[i] = fb_table_end(b);
	}
	FbRef v = fb_vector_refs(b, refs, n);
	free(refs);
	return v;
}

static FbRef strings(FbBuilder *b, char *const *s, size_t n)
{
	FbRef *refs = xcalloc(n + 1, sizeof *refs);
	for (size_t i = 0; i < n; i++)
		refs[i] = fb_string(b, s[i] ? s[i] : "", s[i] ? strlen(s[i]) : 0);
	FbRef v = fb_vector_refs(b, refs, n);
	free(refs);
	return v;
}

static FbRef segment(FbBuilder *b, const VgfSegment *s)
{
	FbRef *sets = xcalloc(s->nsets + 1, sizeof *sets);
	for (size_t i = 0; i < s->nsets; i++) {
		FbRef slots = bindings(b, s->sets[i].bindings, s->sets[i].nbindings);
		fb_table_start(b);
		fb_add_ref(b, 0, slots);
		fb_add_u32(b, 1, s->sets[i].set_index, VGF_UNSET);
		sets[i] = fb_table_end(b);
	}
	FbRef set_infos = fb_vector_refs(b, sets, s->nsets);
	free(sets);
	FbRef *push = xcalloc(s->npush + 1, sizeof *push);
	for (size_t i = 0; i < s->npush; i++) {
		fb_table_start(b);
		fb_add_u32(b, 0, s->push[i].stage_flags, 0);
		fb_add_u32(b, 1, s->push[i].offset, 0);
		fb_add_u32(b, 2, s->push[i].size, 0);
		push[i] = fb_table_end(b);
	}
	FbRef ranges = fb_vector_refs(b, push, s->npush);
	free(push);
	FbRef name = str(b, s->name);
	FbRef inputs = bindings(b, s->inputs, s->ninputs), outputs = bindings(b, s->outputs, s->noutputs);
	FbRef constants = fb_vector_scalars(b, s->constants, s->nconstants, 4, 4);
	FbRef dispatch = fb_vector_scalars(b, s->dispatch_shape, s->ndispatch, 4, 4);
	fb_table_start(b);
	fb_add_u8(b, SEG_TYPE, (uint8_t)s->type, 0);
	fb_add_ref(b, SEG_NAME, name);
	fb_add_u32(b, SEG_MODULE, s->module_index, 0);
	add_refs(b, SEG_SETS, (FbRef[]){set_infos, inputs, outputs, constants, dispatch, ranges}, 6); /* ORDER SEG */
	return fb_table_end(b);
}

static FbRef sequence_table(FbBuilder *b, const VgfFile *f)
{
	FbRef *segs = xcalloc(f->nsegments + 1, sizeof *segs);
	for (size_t i = 0; i < f->nsegments; i++)
		segs[i] = segment(b, &f->segments[i]);
	FbRef segments = fb_vector_refs(b, segs, f->nsegments);
	free(segs);
	FbRef inputs = bindings(b, f->inputs, f->ninputs), outputs = bindings(b, f->outputs, f->noutputs);
	FbRef in_names = strings(b, f->input_names, f->ninput_names);
	FbRef out_names = strings(b, f->output_names, f->noutput_names);
	return refs_table(b, (FbRef[]){segments, inputs, outputs, in_names, out_names}, 5); /* ORDER SEQ */
}

static FbRef resource_table(FbBuilder *b, const VgfFile *f)
{
	FbRef *entries = xcalloc(f->nresources + 1, sizeof *entries);
	for (size_t i = 0; i < f->nresources; i++) {
		const VgfResource *r = &f->resources[i];
		FbRef description = 0, sampler = 0;
		if (r->has_description) {
			FbRef shape = fb_vector_scalars(b, r->shape, r->rank, 8, 8);
			FbRef strides = fb_vector_scalars(b, r->strides, r->nstrides, 8, 8);
			description = refs_table(b, (FbRef[]){shape, strides}, 2);
		}
		if (r->has_sampler) {
			const VgfSampler *s = &r->sampler;
			fb_table_start(b);
			fb_add_u32(b, 0, s->min_filter, 0);
			fb_add_u32(b, 1, s->mag_filter, 0);
			fb_add_u32(b, 2, s->address_mode_u, 0);
			fb_add_u32(b, 3, s->address_mode_v, 0);
			fb_add_u32(b, 4, s->border_color, 0);
			sampler = fb_table_end(b);
		}
		fb_table_start(b);
		fb_add_u32(b, RES_DESCRIPTOR, r->descriptor_type, 0);
		fb_add_u32(b, RES_FORMAT, r->format, 0);
		fb_add_u8(b, RES_CATEGORY, (uint8_t)r->category, 0);
		fb_add_ref(b, RES_DESCRIPTION, description);
		fb_add_union(b, RES_EXTRA_TYPE, VGF_EXTRA_SAMPLER, sampler);
		fb_add_u32(b, RES_ALIAS, r->alias_group, VGF_UNSET);
		entries[i] = fb_table_end(b);
	}
	FbRef t = one_vector_table(b, entries, f->nresources);
	free(entries);
	return t;
}

/* One FlatBuffers section: the table build makes, appended to out at an
   8-aligned offset; its offset and size go in the header. */
static bool fb_section(StrBuf *out, size_t entry, const VgfFile *f, FbRef (*build)(FbBuilder *, const VgfFile *),
                       const char *what, StrBuf *err)
{
	FbBuilder b;
	fb_builder_init(&b);
	size_t len = 0;
	const uint8_t *bytes = fb_finish(&b, build(&b, f), NULL, &len);
	if (!bytes) {
		sb_printf(err, "the %s is larger than a FlatBuffer can be", what);
		fb_builder_free(&b);
		return false;
	}
	pad_to(out, VGF_ALIGN);
	size_t at = out->len;
	sb_putn(out, (const char *)bytes, len);
	fb_builder_free(&b);
	for (int i = 0; i < 8; i++) {
		out->s[VGF_SECTIONS_AT + 16 * entry + (size_t)i] = (char)((uint64_t)at >> (8 * i));
		out->s[VGF_SECTIONS_AT + 16 * entry + 8 + (size_t)i] = (char)((uint64_t)len >> (8 * i));
	}
	return true;
}

static void constants_section(StrBuf *out, const VgfFile *f)
{
	pad_to(out, VGF_ALIGN);
	size_t start = out->len;
	sb_putn(out, "CONST00", 8); /* with its NUL */
	put_le(out, f->nconstants, 8);
	uint64_t offset = 0;
	for (size_t i = 0; i < f->nconstants; i++) {
		const VgfConstant *c = &f->constants[i];
		put_le(out, c->mrt_index, 4);
		put_le(out, (uint32_t)c->sparsity_dimension, 4);
		put_le(out, c->size, 8);
		put_le(out, offset, 8);
		offset += (c->size + VGF_ALIGN - 1) / VGF_ALIGN * VGF_ALIGN;
	}
	for (size_t i = 0; i < f->nconstants; i++) {
		sb_putn(out, (const char *)f->constants[i].data, f->constants[i].size);
		pad_to(out, VGF_ALIGN); /* the payload starts 8-aligned (16 + 24 n) */
	}
	uint64_t size = out->len - start;
	for (int i = 0; i < 8; i++) {
		out->s[VGF_SECTIONS_AT + 48 + (size_t)i] = (char)((uint64_t)start >> (8 * i));
		out->s[VGF_SECTIONS_AT + 56 + (size_t)i] = (char)(size >> (8 * i));
	}
}

bool vgf_write(const VgfFile *f, StrBuf *out, StrBuf *err)
{
	StrBuf file = {0};
	sb_putn(&file, "VGF1", 4);
	put_le(&file, f->vk_header_version, 2);
	put_le(&file, 0, 2);
	sb_putc(&file, 0), sb_putc(&file, 4), sb_putc(&file, 3); /* the version written: 0.4.3 */
	while (file.len < VGF_HEADER_SIZE)
		sb_putc(&file, 0);
	bool ok = fb_section(&file, 0, f, module_table, "module table", err) &&
	          fb_section(&file, 1, f, sequence_table, "model sequence table", err) &&
	          fb_section(&file, 2, f, resource_table, "model resource table", err);
	if (ok) {
		constants_section(&file, f);
		sb_putn(out, file.s, file.len);
	}
	sb_free(&file);
	return ok;
}
