/* vgf.c: the VGF reader (vgf.h). */
#include "flatbuffer.h"
#include "vgf.h"

enum {
	VGF_HEADER_SIZE = 128,
	VGF_SECTIONS_AT = 16,
	VGF_CONST_HEADER = 16, /* "CONST00\0", u64 count */
	VGF_CONST_RECORD = 24,
};
#define VGF_OLD_MAGIC 0xF0E1D2C3u /* what files before "VGF1" start with */

/* The reading of one file: where it fails, and where things go. */
typedef struct {
	const uint8_t *buf;
	size_t len;
	Arena *a;
	const char *msg;
	size_t at;
	size_t section_at; /* the FlatBuffers section being read */
} Reading;

static bool fail(Reading *rd, size_t at, const char *msg)
{
	rd->msg = msg;
	rd->at = at;
	return false;
}

static uint64_t le(const uint8_t *p, size_t n)
{
	uint64_t v = 0;
	for (size_t i = n; i-- > 0;)
		v = v << 8 | p[i];
	return v;
}

static char *dup_str(Arena *a, const char *s, uint32_t n)
{
	if (!s)
		return NULL;
	char *d = arena_alloc(a, (size_t)n + 1);
	memcpy(d, s, n);
	d[n] = 0;
	return d;
}

static char *field_str(FbReader *r, Arena *a, const FbTable *t, unsigned id)
{
	uint32_t n;
	const char *s = fb_get_string(r, t, id, &n);
	return dup_str(a, s, n);
}

/* A vector field of scalars of elem bytes (4 or 8) into a fresh array of
   uint32_t or uint64_t; *n its length. */
static void *scalars(FbReader *r, Arena *a, const FbTable *t, unsigned id, size_t elem, size_t *n)
{
	FbVector v = fb_get_vector(r, t, id, elem);
	*n = v.n;
	void *out = arena_alloc(a, (size_t)v.n * elem + 1);
	for (uint32_t i = 0; i < v.n; i++) {
		uint64_t x = fb_elem_scalar(r, &v, i);
		if (elem == 4)
			((uint32_t *)out)[i] = (uint32_t)x;
		else
			((uint64_t *)out)[i] = x;
	}
	return out;
}

/* A vector field of BindingSlot tables. */
static VgfBinding *slots(FbReader *r, Arena *a, const FbTable *t, unsigned id, size_t *n)
{
	FbVector v = fb_get_vector(r, t, id, 4);
	*n = v.n;
	VgfBinding *out = arena_alloc(a, (size_t)v.n * sizeof *out + 1);
	for (uint32_t i = 0; i < v.n; i++) {
		FbTable s = fb_elem_table(r, &v, i);
		out[i] = (VgfBinding){fb_get_u32(r, &s, 0, 0), fb_get_u32(r, &s, 1, 0)};
	}
	return out;
}

static char **names(FbReader *r, Arena *a, const FbTable *t, unsigned id, size_t *n)
{
	FbVector v = fb_get_vector(r, t, id, 4);
	*n = v.n;
	char **out = arena_alloc(a, (size_t)v.n * sizeof *out + 1);
	for (uint32_t i = 0; i < v.n; i++) {
		uint32_t len;
		const char *s = fb_elem_string(r, &v, i, &len);
		out[i] = dup_str(a, s ? s : "", len);
	}
	return out;
}

/* The section whose {offset, size} is header entry `entry`, checked to lie
   in the file. */
static bool section(Reading *rd, unsigned entry, size_t *off, size_t *size)
{
	const uint8_t *e = rd->buf + VGF_SECTIONS_AT + 16 * entry;
	uint64_t o = le(e, 8), n = le(e + 8, 8);
	if (o > rd->len || n > rd->len - o)
		return fail(rd, VGF_SECTIONS_AT + 16 * entry, "section outside the file");
	*off = (size_t)o, *size = (size_t)n;
	return true;
}

/* Reads FlatBuffers section `entry` with read; its problems are located
   in the file. */
static bool fb_section(Reading *rd, unsigned entry, VgfFile *f, bool (*read)(Reading *, FbReader *, VgfFile *))
{
	size_t off, size;
	if (!section(rd, entry, &off, &size))
		return false;
	if (off % 4)
		return fail(rd, VGF_SECTIONS_AT + 16 * entry, "misaligned section");
	rd->section_at = off;
	FbReader r;
	fb_reader_init(&r, rd->buf + off, size);
	bool ok = read(rd, &r, f);
	if (fb_failed(&r))
		return fail(rd, off + r.error_at, r.error);
	return ok;
}

/* The section's root table and its field 0, a vector of tables, with a
   zeroed array of *n elements of size bytes for what they hold. */
static void *root_list(FbReader *r, Arena *a, size_t size, FbTable *root, FbVector *v, size_t *n)
{
	*root = fb_root(r, NULL);
	*v = fb_get_vector(r, root, 0, 4);
	*n = v->n;
	return arena_zalloc(a, (size_t)v->n * size + 1);
}

static bool read_modules(Reading *rd, FbReader *r, VgfFile *f)
{
	FbTable root;
	FbVector v;
	f->modules = root_list(r, rd->a, sizeof *f->modules, &root, &v, &f->nmodules);
	for (uint32_t i = 0; i < v.n && !fb_failed(r); i++) {
		VgfModule *m = &f->modules[i];
		FbTable t = fb_elem_table(r, &v, i);
		m->type = fb_get_u8(r, &t, 0, 0);
		m->name = field_str(r, rd->a, &t, 1);
		m->entry_point = field_str(r, rd->a, &t, 2);
		uint8_t kind = fb_get_u8(r, &t, 3, 0);
		FbTable code = fb_get_table(r, &t, 4);
		m->code = kind <= VGF_CODE_HLSL ? (VgfCodeKind)kind : VGF_CODE_NONE;
		if (m->code == VGF_CODE_SPIRV)
			m->words = scalars(r, rd->a, &code, 0, 4, &m->nwords);
		else if (m->code != VGF_CODE_NONE)
			m->source = field_str(r, rd->a, &code, 0);
	}
	return true;
}

static bool read_sequence(Reading *rd, FbReader *r, VgfFile *f)
{
	Arena *a = rd->a;
	FbTable root;
	FbVector v;
	f->segments = root_list(r, a, sizeof *f->segments, &root, &v, &f->nsegments);
	for (uint32_t i = 0; i < v.n && !fb_failed(r); i++) {
		VgfSegment *s = &f->segments[i];
		FbTable t = fb_elem_table(r, &v, i);
		s->type = fb_get_u8(r, &t, 0, 0);
		s->name = field_str(r, a, &t, 1);
		s->module_index = fb_get_u32(r, &t, 2, 0);
		FbVector sets = fb_get_vector(r, &t, 3, 4);
		s->nsets = sets.n;
		s->sets = arena_zalloc(a, (size_t)sets.n * sizeof *s->sets + 1);
		for (uint32_t j = 0; j < sets.n; j++) {
			FbTable set = fb_elem_table(r, &sets, j);
			s->sets[j].bindings = slots(r, a, &set, 0, &s->sets[j].nbindings);
			s->sets[j].set_index = fb_get_u32(r, &set, 1, VGF_UNSET);
		}
		s->inputs = slots(r, a, &t, 4, &s->ninputs);
		s->outputs = slots(r, a, &t, 5, &s->noutputs);
		s->constants = scalars(r, a, &t, 6, 4, &s->nconstants);
		s->dispatch_shape = scalars(r, a, &t, 7, 4, &s->ndispatch);
		/* Arm's decoder refuses any other length */
		if (s->ndispatch != 0 && s->ndispatch != 3 && !fb_failed(r))
			return fail(rd, rd->section_at, "a segment's dispatch shape has not 3 values");
		FbVector push = fb_get_vector(r, &t, 8, 4);
		s->npush = push.n;
		s->push = arena_zalloc(a, (size_t)push.n * sizeof *s->push + 1);
		for (uint32_t j = 0; j < push.n; j++) {
			FbTable p = fb_elem_table(r, &push, j);
			s->push[j] = (VgfPushConstants){fb_get_u32(r, &p, 0, 0), fb_get_u32(r, &p, 1, 0), fb_get_u32(r, &p, 2, 0)};
		}
	}
	f->inputs = slots(r, a, &root, 1, &f->ninputs);
	f->outputs = slots(r, a, &root, 2, &f->noutputs);
	f->input_names = names(r, a, &root, 3, &f->ninput_names);
	f->output_names = names(r, a, &root, 4, &f->noutput_names);
	return true;
}

static bool read_resources(Reading *rd, FbReader *r, VgfFile *f)
{
	Arena *a = rd->a;
	FbTable root;
	FbVector v;
	f->resources = root_list(r, a, sizeof *f->resources, &root, &v, &f->nresources);
	for (uint32_t i = 0; i < v.n && !fb_failed(r); i++) {
		VgfResource *e = &f->resources[i];
		FbTable t = fb_elem_table(r, &v, i);
		e->descriptor_type = fb_get_u32(r, &t, 0, 0);
		e->format = fb_get_u32(r, &t, 1, 0);
		e->category = fb_get_u8(r, &t, 2, 0);
		FbTable d = fb_get_table(r, &t, 3);
		e->has_description = d.present;
		e->shape = scalars(r, a, &d, 0, 8, &e->rank);
		e->strides = scalars(r, a, &d, 1, 8, &e->nstrides);
		FbTable s = fb_get_table(r, &t, 5);
		e->has_sampler = fb_get_u8(r, &t, 4, 0) == 1 && s.present; /* ExtraConfig's SamplerConfig */
		if (e->has_sampler)
			e->sampler = (VgfSampler){fb_get_u32(r, &s, 0, 0), fb_get_u32(r, &s, 1, 0), fb_get_u32(r, &s, 2, 0),
			                          fb_get_u32(r, &s, 3, 0), fb_get_u32(r, &s, 4, 0)};
		e->alias_group = fb_get_u32(r, &t, 6, VGF_UNSET);
	}
	return true;
}

/* The `CONST00` section: a count, records, then their payloads. */
static bool read_constants(Reading *rd, VgfFile *f)
{
	size_t off, size;
	if (!section(rd, 3, &off, &size))
		return false;
	const uint8_t *p = rd->buf + off;
	if (size < VGF_CONST_HEADER || memcmp(p, "CONST00", 8))
		return fail(rd, off, "constants section without its CONST00 header");
	uint64_t count = le(p + 8, 8);
	if (count > (size - VGF_CONST_HEADER) / VGF_CONST_RECORD)
		return fail(rd, off + 8, "more constants than the section holds");
	size_t payload = VGF_CONST_HEADER + (size_t)count * VGF_CONST_RECORD;
	f->nconstants = (size_t)count;
	f->constants = arena_zalloc(rd->a, (size_t)count * sizeof *f->constants + 1);
	for (size_t i = 0; i < count; i++) {
		const uint8_t *rec = p + VGF_CONST_HEADER + i * VGF_CONST_RECORD;
		VgfConstant *c = &f->constants[i];
		c->mrt_index = (uint32_t)le(rec, 4);
		c->sparsity_dimension = (int32_t)(uint32_t)le(rec + 4, 4);
		c->size = le(rec + 8, 8);
		uint64_t at = le(rec + 16, 8);
		size_t rec_at = off + VGF_CONST_HEADER + i * VGF_CONST_RECORD;
		if (at > size - payload || c->size > size - payload - at)
			return fail(rd, rec_at, "constant outside the constants section");
		if (c->sparsity_dimension < VGF_NOT_SPARSE)
			return fail(rd, rec_at + 4, "bad sparsity dimension");
		c->data = p + payload + at;
	}
	return true;
}

bool vgf_read(const uint8_t *buf, size_t len, VgfFile *f, Arena *a, const char **msg, size_t *at)
{
	Reading rd = {buf, len, a, NULL, 0, 0};
	memset(f, 0, sizeof *f);
	bool ok = false;
	if (len < VGF_HEADER_SIZE) {
		fail(&rd, len, "file too small to contain a VGF header");
	} else if (memcmp(buf, "VGF1", 4) && le(buf, 4) != VGF_OLD_MAGIC) {
		fail(&rd, 0, "not a VGF file (bad magic)");
	} else if (buf[8] != 0 || buf[9] > 4) { /* this reader knows up to 0.4 */
		fail(&rd, 8, "unsupported VGF version");
	} else {
		f->vk_header_version = (uint16_t)le(buf + 4, 2);
		f->major = buf[8], f->minor = buf[9], f->patch = buf[10];
		ok = fb_section(&rd, 0, f, read_modules) && fb_section(&rd, 2, f, read_resources) &&
		     fb_section(&rd, 1, f, read_sequence) && read_constants(&rd, f);
	}
	*msg = rd.msg;
	*at = rd.at;
	return ok;
}
