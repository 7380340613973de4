/* vgf_sequence.c: the description of a VGF file (vgf.h) of a model that
   --model-partitioning split into a vgf.sequence, laid out as Arm's model
   converter lays it out: one module and one segment per vgf.run_segment in
   order (segments named graph_segment_N and compute_segment_N, each type
   counted on its own), a model resource table entry per view of each
   value, bindings numbered across the sequence, the graph constants.  It reads
   the vgf dialect's ops by name through the IR API (the one place in
   printers/ that knows a dialect other than builtin's). */
#include "internal.h"
#include "vgf.h"

/* The attributes of a graph constant: its id (tosa-to-spirv-tosa-mark-
   graph-constants) and its 2:4 sparse dimension (check-constant-sparsity). */
#define GRAPH_CONSTANT_ID "grapharm.graph_constant_id"
#define SPARSE_DIMENSION "constant_2_4_sparse_on_dimension"

/* A value bound in the sequence: its binding number across the sequence,
   its category, and its model resource table entries (views). */
typedef struct {
	IrValue *value;
	uint32_t binding;
	VgfCategory category;
	uint32_t first_view; /* VGF_UNSET until it has one */
	unsigned nviews;
} Bound;

/* The building of one description. */
typedef struct {
	IrContext *ctx;
	Arena *a;
	VgfFile *f;
	Bound *bound;
	size_t nbound, capbound;
	size_t *slots, nslots; /* open addressing by IrValue pointer: index + 1 into bound */
	/* resources grow here; next_view links the views of one value */
	VgfResource *res;
	uint32_t *res_owner, *next_view;
	size_t capres;
	VgfConstant *consts;
	size_t capconsts;
	size_t ngraphs, ncomputes; /* segments of each type so far: their names count apart */
} Seq;

/* n bytes of p copied into a (at least one byte, so never NULL). */
static void *dup_bytes(Arena *a, const void *p, size_t n)
{
	void *d = arena_alloc(a, n + 1);
	if (n)
		memcpy(d, p, n);
	return d;
}

static void *grow(void *p, size_t *cap, size_t n, size_t size)
{
	if (n < *cap)
		return p;
	*cap = *cap ? 2 * *cap : 16;
	return xrealloc(p, *cap * size);
}

static size_t slot_of(const Seq *s, const IrValue *v)
{
	size_t h = ((uintptr_t)v >> 4) * 0x9E3779B97F4A7C15u;
	return h & (s->nslots - 1);
}

static Bound *find(Seq *s, const IrValue *v)
{
	if (!s->nslots)
		return NULL;
	for (size_t i = slot_of(s, v); s->slots[i]; i = (i + 1) & (s->nslots - 1))
		if (s->bound[s->slots[i] - 1].value == v)
			return &s->bound[s->slots[i] - 1];
	return NULL;
}

static void rehash(Seq *s)
{
	free(s->slots);
	s->nslots = s->nslots ? 2 * s->nslots : 64;
	s->slots = xcalloc(s->nslots, sizeof *s->slots);
	for (size_t k = 0; k < s->nbound; k++) {
		size_t i = slot_of(s, s->bound[k].value);
		while (s->slots[i])
			i = (i + 1) & (s->nslots - 1);
		s->slots[i] = k + 1;
	}
}

static void bind(Seq *s, IrValue *v, uint32_t binding, VgfCategory category)
{
	s->bound = grow(s->bound, &s->capbound, s->nbound, sizeof *s->bound);
	s->bound[s->nbound++] = (Bound){v, binding, category, VGF_UNSET, 0};
	if (2 * s->nbound > s->nslots)
		rehash(s);
	else {
		size_t i = slot_of(s, v);
		while (s->slots[i])
			i = (i + 1) & (s->nslots - 1);
		s->slots[i] = s->nbound;
	}
}

/* A VkFormat of a tensor's element type (the converter's choice: signless
   integers are signed). 0 when there is none. */
static uint32_t element_format(const IrType *t)
{
	enum { R8_UINT = 13, R8_SINT = 14, R16_UINT = 74, R16_SINT = 75, R16_SFLOAT = 76, R32_UINT = 98,
	       R32_SINT = 99, R32_SFLOAT = 100, R64_UINT = 110, R64_SINT = 111, R8_BOOL_ARM = 1000460000,
	       R16_BFLOAT16_ARM = 1000460001, R8_FLOAT_E4M3_ARM = 1000460002, R8_FLOAT_E5M2_ARM = 1000460003 };
	if (t->kind == IR_TYPE_FLOAT) {
		switch (t->fkind) {
		case IR_F16: return R16_SFLOAT;
		case IR_BF16: return R16_BFLOAT16_ARM;
		case IR_F32: return R32_SFLOAT;
		case IR_F8E4M3FN: return R8_FLOAT_E4M3_ARM;
		case IR_F8E5M2: return R8_FLOAT_E5M2_ARM;
		default: return 0;
		}
	}
	if (t->kind != IR_TYPE_INTEGER)
		return 0;
	bool u = t->integer.sign == IR_UNSIGNED;
	switch (t->integer.width) {
	case 1: return R8_BOOL_ARM;
	case 4: case 8: return u ? R8_UINT : R8_SINT;
	case 16: return u ? R16_UINT : R16_SINT;
	case 32: return u ? R32_UINT : R32_SINT;
	case 48: case 64: return u ? R64_UINT : R64_SINT;
	default: return 0;
	}
}

/* The unsigned format of a signed integer one (the others unchanged). */
static uint32_t unsigned_format(uint32_t format)
{
	enum { R8_SINT = 14, R16_SINT = 75, R32_SINT = 99, R64_SINT = 111 };
	switch (format) {
	case R8_SINT: case R16_SINT: case R32_SINT: case R64_SINT: return format - 1;
	default: return format;
	}
}

/* A new resource of a tensor type; false (reported on op) for a type
   that has none. */
static bool add_resource(Seq *s, IrOp *op, IrType *t, uint32_t descriptor, uint32_t format, VgfCategory c,
                         uint32_t owner)
{
	const char *why = t->kind != IR_TYPE_TENSOR ? "a VGF resource needs a ranked tensor, not %s"
	                  : !format && !(format = element_format(t->shaped.elem)) ? "no VkFormat for the elements of %s"
	                  : NULL;
	if (why) {
		StrBuf b = {0};
		print_type_str(&b, t);
		ir_diag_op(s->ctx, IR_DIAG_ERROR, op, why, b.s);
		sb_free(&b);
		return false;
	}
	VgfFile *f = s->f;
	if (f->nresources == s->capres) {
		s->capres = s->capres ? 2 * s->capres : 16;
		s->res = xrealloc(s->res, s->capres * sizeof *s->res);
		s->res_owner = xrealloc(s->res_owner, s->capres * sizeof *s->res_owner);
		s->next_view = xrealloc(s->next_view, s->capres * sizeof *s->next_view);
	}
	int64_t *shape = arena_alloc(s->a, t->shaped.rank * sizeof *shape + 1);
	for (unsigned i = 0; i < t->shaped.rank; i++)
		shape[i] = t->shaped.dims[i] == IR_DYNAMIC ? -1 : t->shaped.dims[i];
	s->res[f->nresources] = (VgfResource){.descriptor_type = descriptor, .format = format, .category = c,
	                                      .has_description = true, .shape = shape, .rank = t->shaped.rank,
	                                      .alias_group = VGF_UNSET};
	s->res_owner[f->nresources] = owner;
	s->next_view[f->nresources] = VGF_UNSET;
	f->nresources++;
	return true;
}

/* The resource through which an op sees bound value b (a descriptor type
   and format; format 0 is the element type's), made when first asked for;
   VGF_UNSET after an error. */
static uint32_t view(Seq *s, IrOp *op, Bound *b, uint32_t descriptor, uint32_t format)
{
	IrType *t = ir_value_type(b->value);
	uint32_t want = format ? format : t->kind == IR_TYPE_TENSOR ? element_format(t->shaped.elem) : 0;
	uint32_t last = VGF_UNSET;
	for (uint32_t r = b->first_view; r != VGF_UNSET; last = r, r = s->next_view[r])
		if (s->res[r].descriptor_type == descriptor && s->res[r].format == want)
			return r;
	uint32_t r = (uint32_t)s->f->nresources;
	if (!add_resource(s, op, ir_value_type(b->value), descriptor, format, b->category, (uint32_t)(b - s->bound)))
		return VGF_UNSET;
	if (last == VGF_UNSET)
		b->first_view = r;
	else
		s->next_view[last] = r;
	b->nviews++;
	return r;
}

/* Vulkan's number of an enumerant name (an entry may hold aliases joined
   by " / "); false if it has none. */
static bool vk_number(const VkName *t, size_t n, const char *name, size_t len, uint32_t *out)
{
	for (size_t i = 0; i < n; i++) {
		for (const char *p = t[i].name; p;) {
			const char *sep = strstr(p, " / ");
			size_t plen = sep ? (size_t)(sep - p) : strlen(p);
			if (plen == len && !memcmp(p, name, len)) {
				*out = (uint32_t)t[i].value;
				return true;
			}
			p = sep ? sep + 3 : NULL;
		}
	}
	return false;
}

/* Element i of an attribute of the placeholder: a dense array's integer,
   or the Vulkan number of an array's string. */
static bool attr_number(Seq *s, IrOp *op, const char *name, size_t i, const VkName *names, size_t nnames,
                        uint32_t *out)
{
	IrAttr *a = ir_op_get_attr(op, name);
	if (a && a->kind == IR_ATTR_DENSE_ARRAY && i < a->darray.n) {
		*out = (uint32_t)a->darray.elems[i];
		return true;
	}
	if (a && names && a->kind == IR_ATTR_ARRAY && i < a->array.n && a->array.elems[i]->kind == IR_ATTR_STRING &&
	    vk_number(names, nnames, a->array.elems[i]->str->s, a->array.elems[i]->str->n, out))
		return true;
	ir_diag_op(s->ctx, IR_DIAG_ERROR, op, "'%s' has no usable element %zu", name, i);
	return false;
}

static char *attr_string(Seq *s, IrOp *op, const char *name)
{
	IrAttr *a = ir_op_get_attr(op, name);
	return a && a->kind == IR_ATTR_STRING ? dup_bytes(s->a, a->str->s, a->str->n + 1) : NULL;
}

/* The binding slots of a run_segment's operands (outputs: its results)
   as the segment sees them: for a graph, tensors; for a shader, the
   placeholder's descriptor types and formats. */
static VgfBinding *slots(Seq *s, IrOp *run, IrOp *shader, bool outputs, size_t *n)
{
	*n = outputs ? run->nresults : run->noperands;
	VgfBinding *out = arena_alloc(s->a, *n * sizeof *out + 1);
	for (size_t i = 0; i < *n; i++) {
		Bound *b = find(s, outputs ? &ir_op_results(run)[i] : ir_op_operand(run, i));
		if (!b) {
			ir_diag_op(s->ctx, IR_DIAG_ERROR, run, "operand %zu is neither a sequence input nor a run's result", i);
			return NULL;
		}
		uint32_t descriptor = VGF_DESCRIPTOR_TENSOR_ARM, format = 0;
		if (shader && (!attr_number(s, shader, outputs ? "output_vk_descriptor_types" : "input_vk_descriptor_types",
		                            i, vk_descriptor_types, n_vk_descriptor_types, &descriptor) ||
		               !attr_number(s, shader, outputs ? "output_vk_formats" : "input_vk_formats", i, vk_formats,
		                            n_vk_formats, &format)))
			return NULL;
		uint32_t r = view(s, run, b, descriptor, format);
		if (r == VGF_UNSET)
			return NULL;
		out[i] = (VgfBinding){b->binding, r};
	}
	return out;
}

/* A shader segment's descriptor sets: one per set the placeholder names,
   in first-seen order, with explicit indexes, holding its slots at the
   shader's own binding numbers. */
static bool shader_sets(Seq *s, IrOp *shader, VgfSegment *seg)
{
	size_t total = seg->ninputs + seg->noutputs;
	uint32_t *set_of = arena_alloc(s->a, total * sizeof *set_of + 1);
	uint32_t *binding_of = arena_alloc(s->a, total * sizeof *binding_of + 1);
	for (size_t i = 0; i < total; i++) {
		bool out = i >= seg->ninputs;
		size_t k = out ? i - seg->ninputs : i;
		if (!attr_number(s, shader, out ? "output_descriptor_sets" : "input_descriptor_sets", k, NULL, 0, &set_of[i]) ||
		    !attr_number(s, shader, out ? "output_bindings" : "input_bindings", k, NULL, 0, &binding_of[i]))
			return false;
	}
	seg->sets = arena_zalloc(s->a, total * sizeof *seg->sets + 1);
	for (size_t i = 0; i < total; i++) {
		size_t k = 0;
		while (k < seg->nsets && seg->sets[k].set_index != set_of[i])
			k++;
		if (k == seg->nsets) {
			seg->sets[seg->nsets++] = (VgfSetInfo){arena_alloc(s->a, total * sizeof(VgfBinding)), 0, set_of[i]};
		}
		const VgfBinding *slot = i < seg->ninputs ? &seg->inputs[i] : &seg->outputs[i - seg->ninputs];
		seg->sets[k].bindings[seg->sets[k].nbindings++] = (VgfBinding){binding_of[i], slot->mrt_index};
	}
	return true;
}

/* A marked constant's graph constant id, or -1 for an op that is none. */
static int64_t constant_id(IrOp *op)
{
	IrAttr *id = strcmp(ir_op_name(op)->s, "tosa.const") ? NULL : ir_op_get_attr(op, GRAPH_CONSTANT_ID);
	return id && id->kind == IR_ATTR_INTEGER ? (int64_t)(uint32_t)id->words[0] : -1;
}

/* Whether a constant's integers are read as unsigned: every use is a
   tosa.rescale's input with input_unsigned (the converter's rule). */
static bool read_unsigned(IrOp *op)
{
	IrValue *v = &ir_op_results(op)[0];
	if (!ir_value_has_uses(v) || ir_value_type(v)->shaped.elem->kind != IR_TYPE_INTEGER ||
	    ir_value_type(v)->shaped.elem->integer.sign != IR_SIGNLESS)
		return false;
	for (IrUse *u = ir_value_uses(v); u; u = ir_use_next(u)) {
		IrAttr *flag = ir_op_get_attr(ir_use_owner(u), "input_unsigned");
		if (strcmp(ir_op_name(ir_use_owner(u))->s, "tosa.rescale") || ir_op_operand(ir_use_owner(u), 0) != v || !flag ||
		    flag->kind != IR_ATTR_BOOL || !flag->b)
			return false;
	}
	return true;
}

static bool collect_constant(IrOp *op, void *user)
{
	PtrVec *byid = user;
	int64_t id = constant_id(op);
	if (id < 0)
		return true;
	while (byid->n <= (size_t)id)
		pv_push(byid, NULL);
	if (!byid->v[id]) /* the first copy of those partitioning made */
		byid->v[id] = op;
	return true;
}

/* The constant section, as the converter's vgf-constants writes it before
   any other resource: one constant (and model resource table entry) per
   graph constant id, in id order, from the first tosa.const of the
   sequence marked with it; the ids must run from 0 without a gap. */
static bool sequence_constants(Seq *s, IrOp *seq)
{
	PtrVec byid = {0};
	ir_walk(seq, collect_constant, &byid);
	bool ok = true;
	for (size_t id = 0; id < byid.n && ok; id++) {
		IrOp *op = byid.v[id];
		if (!op) {
			size_t next = id;
			while (!byid.v[next])
				next++;
			ir_diag_op(s->ctx, IR_DIAG_ERROR, byid.v[next], "missing TOSA graph constant id %zu; VGF constants "
			           "must be serialized in global graph constant id order", id);
			ok = false;
			break;
		}
		IrType *t = ir_value_type(&ir_op_results(op)[0]);
		IrAttr *v = ir_op_get_attr(op, "values");
		if (!v || v->kind != IR_ATTR_DENSE || t->kind != IR_TYPE_TENSOR) {
			ir_diag_op(s->ctx, IR_DIAG_ERROR, op, "a graph constant needs dense values of a ranked tensor");
			ok = false;
			break;
		}
		uint32_t format = element_format(t->shaped.elem);
		if (read_unsigned(op))
			format = unsigned_format(format);
		uint32_t r = (uint32_t)s->f->nresources;
		if (!(ok = add_resource(s, op, t, VGF_UNSET, format, VGF_CONSTANT, VGF_UNSET)))
			break;
		size_t size = v->dense.nbytes;
		const uint8_t *data = ir_dense_data(v);
		int64_t n = ir_type_num_elements(t);
		if (v->dense.splat && n > 1) { /* the file holds every element */
			uint8_t *all = arena_alloc(s->a, (size_t)n * size + 1);
			for (int64_t i = 0; i < n; i++)
				memcpy(all + (size_t)i * size, data, size);
			data = all, size *= (size_t)n;
		}
		IrAttr *sparse = ir_op_get_attr(op, SPARSE_DIMENSION);
		int32_t dim = sparse && sparse->kind == IR_ATTR_INTEGER ? (int32_t)sparse->words[0] : VGF_NOT_SPARSE;
		s->consts = grow(s->consts, &s->capconsts, s->f->nconstants, sizeof *s->consts);
		s->consts[s->f->nconstants++] = (VgfConstant){r, dim, data, size};
	}
	pv_free(&byid);
	return ok;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return (x > y) - (x < y);
}

/* Graph constant ids as they are collected. */
typedef struct {
	uint32_t *v;
	size_t n, cap;
} Ids;

static void push_id(Ids *ids, uint32_t id)
{
	ids->v = grow(ids->v, &ids->cap, ids->n, sizeof *ids->v);
	ids->v[ids->n++] = id;
}

static bool collect_id(IrOp *op, void *user)
{
	int64_t id = constant_id(op);
	if (id >= 0)
		push_id(user, (uint32_t)id);
	return true;
}

/* A graph segment's constants: the ids its module uses (code's), else
   those of the marked tosa.consts in its function, sorted, each once, as
   indexes of the constant section. */
static bool segment_constants(Seq *s, IrOp *segop, IrOp *fn, const VgfCode *code, VgfSegment *seg)
{
	Ids ids = {0};
	if (code && code->words) {
		for (size_t i = 0; i < code->nids; i++)
			push_id(&ids, code->ids[i]);
	} else if (fn)
		ir_walk(fn, collect_id, &ids);
	if (ids.n) /* qsort may not be given NULL, even for no elements */
		qsort(ids.v, ids.n, sizeof *ids.v, cmp_u32);
	seg->constants = arena_alloc(s->a, ids.n * sizeof *seg->constants + 1);
	seg->nconstants = 0;
	bool ok = true;
	for (size_t i = 0; i < ids.n && ok; i++) {
		if (seg->nconstants && seg->constants[seg->nconstants - 1] == ids.v[i])
			continue;
		if (ids.v[i] >= s->f->nconstants) {
			ir_diag_op(s->ctx, IR_DIAG_ERROR, segop, "graph constant id %u has no tosa.const in the model", ids.v[i]);
			ok = false;
		}
		seg->constants[seg->nconstants++] = ids.v[i];
	}
	free(ids.v);
	return ok;
}

/* Whether the placeholder takes the segment's arguments and gives what
   the segment returns, in order, as --model-partitioning builds it: then
   the run's operand (result) i is the shader's input (output) i. */
static bool shader_in_order(IrBlock *body, IrOp *shader)
{
	IrOp *ret = ir_block_last(body);
	if (shader->noperands != body->nargs || !ret || ret->noperands != shader->nresults)
		return false;
	for (unsigned i = 0; i < body->nargs; i++)
		if (ir_op_operand(shader, i) != ir_block_arg(body, i))
			return false;
	for (unsigned i = 0; i < ret->noperands; i++)
		if (ir_op_operand(ret, i) != &ir_op_results(shader)[i])
			return false;
	return true;
}

void vgf_index_segments(IrContext *ctx, IrOp *first, PtrMap *by_name)
{
	for (IrOp *op = first; op; op = ir_op_next(op)) {
		IrIdent *name = strcmp(ir_op_name(op)->s, "vgf.segment") ? NULL : ir_op_symbol_name(ctx, op);
		if (name && !pm_get(by_name, name))
			pm_put(by_name, name, op);
	}
}

IrOp *vgf_segment_of(const PtrMap *by_name, IrOp *run)
{
	IrAttr *ref = ir_op_get_attr(run, "segment");
	return ref && ref->kind == IR_ATTR_SYMBOL_REF ? pm_get(by_name, ref->symref.names[0]) : NULL;
}

/* The vgf.segment op of run's segment attribute. */
static IrOp *segment_of(Seq *s, const PtrMap *segments, IrOp *run)
{
	IrOp *op = vgf_segment_of(segments, run);
	if (!op)
		ir_diag_op(s->ctx, IR_DIAG_ERROR, run, "no vgf.segment for this run");
	return op;
}

/* Module and segment i of the description, from run and its segment. */
static bool add_segment(Seq *s, const PtrMap *segments, IrOp *run, size_t i, const VgfCode *code, size_t ncode)
{
	IrOp *segop = segment_of(s, segments, run);
	if (!segop)
		return false;
	IrAttr *type = ir_op_get_attr(segop, "segment_type");
	bool graph = !type || type->kind != IR_ATTR_INTEGER || type->words[0] == 0;
	IrOp *body = ir_op_nregions(segop) && ir_region_first(&ir_op_regions(segop)[0]) ? ir_block_first(ir_region_first(&ir_op_regions(segop)[0])) : NULL;
	IrOp *shader = NULL;
	if (!graph) {
		for (IrOp *op = body; op && !shader; op = ir_op_next(op))
			if (!strcmp(ir_op_name(op)->s, "vgf.shader_placeholder"))
				shader = op;
		if (!shader || !shader_in_order(ir_region_first(&ir_op_regions(segop)[0]), shader)) {
			ir_diag_op(s->ctx, IR_DIAG_ERROR, segop,
			           "a shader segment must run one vgf.shader_placeholder on its arguments");
			return false;
		}
	}
	VgfModule *m = &s->f->modules[i];
	VgfSegment *seg = &s->f->segments[i];
	IrIdent *sym = ir_op_symbol_name(s->ctx, segop); /* segment_of found it by this name */
	m->type = seg->type = graph ? VGF_GRAPH : VGF_COMPUTE;
	m->name = dup_bytes(s->a, sym->s, sym->n + 1);
	m->entry_point = graph ? dup_bytes(s->a, sym->s, sym->n + 1) : attr_string(s, shader, "entry_point");
	if (i < ncode && code[i].words) {
		m->code = VGF_CODE_SPIRV;
		m->words = dup_bytes(s->a, code[i].words, code[i].nwords * sizeof *code[i].words);
		m->nwords = code[i].nwords;
	} else if (!graph) {
		char *lang = attr_string(s, shader, "shader_language");
		m->code = !lang ? VGF_CODE_NONE : !strcmp(lang, "GLSL") ? VGF_CODE_GLSL
		        : !strcmp(lang, "HLSL") ? VGF_CODE_HLSL : VGF_CODE_NONE;
		m->source = m->code != VGF_CODE_NONE ? attr_string(s, shader, "shader_code") : NULL;
	}
	char name[48];
	snprintf(name, sizeof name, "%s_segment_%zu", graph ? "graph" : "compute", graph ? s->ngraphs++ : s->ncomputes++);
	seg->name = dup_bytes(s->a, name, strlen(name) + 1);
	seg->module_index = (uint32_t)i;
	if (!(seg->inputs = slots(s, run, shader, false, &seg->ninputs)) ||
	    !(seg->outputs = slots(s, run, shader, true, &seg->noutputs)))
		return false;
	seg->dispatch_shape = arena_zalloc(s->a, 3 * sizeof *seg->dispatch_shape);
	seg->ndispatch = 3;
	if (!graph) {
		for (size_t k = 0; k < 3; k++)
			if (!attr_number(s, shader, "workgroup_sizes", k, NULL, 0, &seg->dispatch_shape[k]))
				return false;
		seg->constants = arena_alloc(s->a, 1);
		return shader_sets(s, shader, seg);
	}
	/* a graph's one set holds its inputs, then its outputs */
	size_t total = seg->ninputs + seg->noutputs;
	seg->nsets = 1;
	seg->sets = arena_zalloc(s->a, sizeof *seg->sets);
	seg->sets->set_index = VGF_UNSET;
	seg->sets->bindings = arena_alloc(s->a, total * sizeof(VgfBinding) + 1);
	seg->sets->nbindings = total;
	memcpy(seg->sets->bindings, seg->inputs, seg->ninputs * sizeof(VgfBinding));
	memcpy(seg->sets->bindings + seg->ninputs, seg->outputs, seg->noutputs * sizeof(VgfBinding));
	IrOp *fn = body;
	while (fn && strcmp(ir_op_name(fn)->s, "func.func"))
		fn = ir_op_next(fn);
	return segment_constants(s, segop, fn, i < ncode ? &code[i] : NULL, seg);
}

/* The model's inputs (outputs): slots at the first view of each value,
   named input_<i> (output_<i>). */
/* The names `tf.entry_function = {inputs = "a,b", outputs = "c"}` gives
   the model's inputs (key "inputs") or outputs, when it gives n of them:
   true with them in names. */
static bool entry_function_names(Seq *s, IrOp *op, const char *key, size_t n, char **names)
{
	IrAttr *tf = ir_op_get_attr(op, "tf.entry_function");
	IrAttr *v = tf && tf->kind == IR_ATTR_DICT ? ir_dict_get(tf, ir_ident_cstr(s->ctx, key)) : NULL;
	if (!v || v->kind != IR_ATTR_STRING)
		return false;
	const char *p = v->str->s, *end = p + v->str->n;
	size_t i = 0;
	for (const char *q = p; q <= end; q++) {
		if (q < end && *q != ',')
			continue;
		if (i == n)
			return false;
		names[i++] = dup_bytes(s->a, p, (size_t)(q - p) + 1);
		names[i - 1][q - p] = 0;
		p = q + 1;
	}
	return i == n;
}

static VgfBinding *model_slots(Seq *s, IrOp *op, IrValue **values, size_t n, const char *prefix, char ***names)
{
	VgfBinding *out = arena_alloc(s->a, n * sizeof *out + 1);
	*names = arena_alloc(s->a, n * sizeof **names + 1);
	char key[16];
	snprintf(key, sizeof key, "%ss", prefix);
	bool named = entry_function_names(s, op, key, n, *names);
	for (size_t i = 0; i < n; i++) {
		Bound *b = find(s, values[i]);
		uint32_t r = b->first_view != VGF_UNSET ? b->first_view : view(s, op, b, VGF_DESCRIPTOR_TENSOR_ARM, 0);
		if (r == VGF_UNSET)
			return NULL;
		out[i] = (VgfBinding){b->binding, r};
		char name[32];
		snprintf(name, sizeof name, "%s_%zu", prefix, i);
		if (!named)
			(*names)[i] = dup_bytes(s->a, name, strlen(name) + 1);
	}
	return out;
}

/* Views of one value share an alias group, numbered in the order of
   their first entries. */
static void alias_groups(Seq *s)
{
	uint32_t next = 0;
	uint32_t *group = xcalloc(s->nbound + 1, sizeof *group);
	for (size_t r = 0; r < s->f->nresources; r++) {
		uint32_t o = s->res_owner[r];
		if (o == VGF_UNSET || s->bound[o].nviews < 2)
			continue;
		if (!group[o])
			group[o] = ++next;
		s->res[r].alias_group = group[o] - 1;
	}
	free(group);
}

bool vgf_from_sequence(IrContext *ctx, IrOp *seq, const VgfCode *code, size_t ncode, Arena *a, VgfFile *f)
{
	memset(f, 0, sizeof *f);
	f->major = 0, f->minor = 4, f->patch = 3;
	/* the Vulkan header version field as Arm's own VGF files have it */
	f->vk_header_version = 999;
	Seq s = {.ctx = ctx, .a = a, .f = f};
	IrBlock *body = ir_op_nregions(seq) ? ir_region_first(&ir_op_regions(seq)[0]) : NULL;
	IrOp *ret = body ? ir_block_last(body) : NULL;
	if (!ret || strcmp(ir_op_name(ret)->s, "vgf.sequence_output")) {
		ir_diag_op(ctx, IR_DIAG_ERROR, seq, "a sequence without vgf.sequence_output");
		return false;
	}
	/* bindings: the sequence's inputs, then what the runs pass between
	   them in order, then the sequence's outputs */
	uint32_t next = 0;
	for (unsigned k = 0; k < body->nargs; k++)
		bind(&s, ir_block_arg(body, k), next++, VGF_INPUT);
	size_t nruns = 0;
	for (IrOp *op = ir_block_first(body); op; op = ir_op_next(op)) {
		if (strcmp(ir_op_name(op)->s, "vgf.run_segment"))
			continue;
		nruns++;
		for (unsigned k = 0; k < op->nresults; k++) {
			bool output = false;
			for (unsigned j = 0; j < ret->noperands; j++)
				output |= ir_op_operand(ret, j) == &ir_op_results(op)[k];
			if (!output)
				bind(&s, &ir_op_results(op)[k], next++, VGF_INTERMEDIATE);
		}
	}
	IrValue **ins = xcalloc(body->nargs + 1, sizeof *ins);
	for (unsigned j = 0; j < body->nargs; j++)
		ins[j] = ir_block_arg(body, j);
	IrValue **outs = xcalloc(ret->noperands + 1, sizeof *outs);
	for (unsigned j = 0; j < ret->noperands; j++) {
		outs[j] = ir_op_operand(ret, j);
		if (!find(&s, outs[j]))
			bind(&s, outs[j], next++, VGF_OUTPUT);
	}
	f->modules = arena_zalloc(a, nruns * sizeof *f->modules + 1);
	f->segments = arena_zalloc(a, nruns * sizeof *f->segments + 1);
	bool ok = sequence_constants(&s, seq);
	PtrMap segments = {0};
	vgf_index_segments(ctx, ir_block_first(body), &segments);
	for (IrOp *op = ir_block_first(body); op && ok; op = ir_op_next(op))
		if (!strcmp(ir_op_name(op)->s, "vgf.run_segment"))
			ok = add_segment(&s, &segments, op, f->nsegments++, code, ncode);
	pm_free(&segments);
	f->nmodules = f->nsegments;
	if (ok)
		ok = (f->inputs = model_slots(&s, seq, ins, body->nargs, "input", &f->input_names)) &&
		     (f->outputs = model_slots(&s, seq, outs, ret->noperands, "output", &f->output_names));
	f->ninputs = f->ninput_names = body->nargs;
	f->noutputs = f->noutput_names = ret->noperands;
	if (ok) {
		alias_groups(&s);
		f->resources = dup_bytes(a, s.res, f->nresources * sizeof *s.res);
		f->constants = dup_bytes(a, s.consts, f->nconstants * sizeof *s.consts);
	}
	free(ins);
	free(outs);
	free(s.bound);
	free(s.slots);
	free(s.res);
	free(s.res_owner);
	free(s.next_view);
	free(s.consts);
	return ok;
}
