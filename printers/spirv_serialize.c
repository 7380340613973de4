/* spirv_serialize.c: the spirv dialect to SPIR-V words, as mlir-translate's
   --serialize-spirv writes a `spirv.module`: the header, then the module
   layout's sections in order (capabilities, extensions, extended
   instruction set imports, memory model, entry points, execution modes,
   names, decorations, types and global values, functions, and the graph
   section SPV_ARM_graph adds last), ids allocated as ops and types are
   first met. Each type and each constant gets one id however often it is
   used (uniqued types and attributes are keys by pointer), so that a
   validator sees one id per distinct type. Graph constants, constants and
   global variables go to module scope wherever they are written.

   The words are checked by the validator (ir/spirv_validate.c) before
   they are handed out: a broken rule is an error at the op that wrote the
   instruction, as is an op the serializer cannot write; nothing is
   written then.

   With debug information (mlir-translate's emitDebugInfo), as MLIR 22:
   SPV_KHR_non_semantic_info among the extensions (the target environment
   must allow it), an OpString of the module's file, and an OpLine before
   each instruction of an op whose location is a file:line:col, but none
   in a graph definition, where SPIR-V allows no OpLine. */
#include "internal.h"
#include "../ir/dialects/spirv/spirv.h"

/* The decorations, the float encoding and the generator word this file writes. */
#define DECORATION_ARRAY_STRIDE 6
#define DECORATION_OFFSET 35
#define FP_ENCODING_BFLOAT16 0
/* MLIR's generator number in the SPIR-V registry, as mlir-translate writes it */
#define GENERATOR_MLIR (22u << 16)
/* more than any TOSA.001000.1 instruction has */
#define TOSA_MAX_ATTRS 16

/* ORDER SECTIONS: the module layout */
enum { S_CAPS, S_EXTS, S_IMPORTS, S_MEMORY, S_ENTRIES, S_MODES, S_DEBUG, S_NAMES, S_DECORATIONS, S_GLOBALS,
       S_FUNCTIONS, S_GRAPHS, NSECTIONS };

/* MLIR 22's extensions in the order of its Extension enum. mlir-translate
   collects a module's extensions in a set that keeps the order they are
   listed in while it holds at most MLIR_SMALL_SET of them and sorts them
   by the enum beyond: it writes them so. */
static const char *const mlir_extension_order[] = {
	"SPV_KHR_16bit_storage", "SPV_KHR_8bit_storage", "SPV_KHR_device_group", "SPV_KHR_float_controls",
	"SPV_KHR_physical_storage_buffer", "SPV_KHR_multiview", "SPV_KHR_no_integer_wrap_decoration",
	"SPV_KHR_post_depth_coverage", "SPV_KHR_shader_atomic_counter_ops", "SPV_KHR_shader_ballot",
	"SPV_KHR_shader_clock", "SPV_KHR_shader_draw_parameters", "SPV_KHR_storage_buffer_storage_class",
	"SPV_KHR_subgroup_vote", "SPV_KHR_variable_pointers", "SPV_KHR_vulkan_memory_model", "SPV_KHR_expect_assume",
	"SPV_KHR_integer_dot_product", "SPV_KHR_bit_instructions", "SPV_KHR_fragment_shading_rate",
	"SPV_KHR_workgroup_memory_explicit_layout", "SPV_KHR_ray_query", "SPV_KHR_ray_tracing",
	"SPV_KHR_subgroup_uniform_control_flow", "SPV_KHR_linkonce_odr", "SPV_KHR_fragment_shader_barycentric",
	"SPV_KHR_ray_cull_mask", "SPV_KHR_uniform_group_instructions", "SPV_KHR_subgroup_rotate",
	"SPV_KHR_non_semantic_info", "SPV_KHR_terminate_invocation", "SPV_KHR_cooperative_matrix", "SPV_KHR_bfloat16",
	"SPV_EXT_demote_to_helper_invocation", "SPV_EXT_descriptor_indexing", "SPV_EXT_fragment_fully_covered",
	"SPV_EXT_fragment_invocation_density", "SPV_EXT_fragment_shader_interlock", "SPV_EXT_physical_storage_buffer",
	"SPV_EXT_shader_stencil_export", "SPV_EXT_shader_viewport_index_layer", "SPV_EXT_shader_atomic_float_add",
	"SPV_EXT_shader_atomic_float_min_max", "SPV_EXT_shader_image_int64", "SPV_EXT_shader_atomic_float16_add",
	"SPV_EXT_mesh_shader", "SPV_EXT_replicated_composites", "SPV_AMD_gpu_shader_half_float_fetch",
	"SPV_AMD_shader_ballot", "SPV_AMD_shader_explicit_vertex_parameter", "SPV_AMD_shader_fragment_mask",
	"SPV_AMD_shader_image_load_store_lod", "SPV_AMD_texture_gather_bias_lod",
	"SPV_AMD_shader_early_and_late_fragment_tests", "SPV_GOOGLE_decorate_string",
	"SPV_GOOGLE_hlsl_functionality1", "SPV_GOOGLE_user_type", "SPV_INTEL_device_side_avc_motion_estimation",
	"SPV_INTEL_media_block_io", "SPV_INTEL_shader_integer_functions2", "SPV_INTEL_subgroups",
	"SPV_INTEL_float_controls2", "SPV_INTEL_function_pointers", "SPV_INTEL_inline_assembly",
	"SPV_INTEL_vector_compute", "SPV_INTEL_variable_length_array", "SPV_INTEL_fpga_memory_attributes",
	"SPV_INTEL_arbitrary_precision_integers", "SPV_INTEL_arbitrary_precision_floating_point",
	"SPV_INTEL_unstructured_loop_controls", "SPV_INTEL_fpga_loop_controls", "SPV_INTEL_kernel_attributes",
	"SPV_INTEL_fpga_memory_accesses", "SPV_INTEL_fpga_cluster_attributes", "SPV_INTEL_loop_fuse",
	"SPV_INTEL_fpga_buffer_location", "SPV_INTEL_arbitrary_precision_fixed_point",
	"SPV_INTEL_usm_storage_classes", "SPV_INTEL_io_pipes", "SPV_ALTERA_blocking_pipes", "SPV_INTEL_fpga_reg",
	"SPV_INTEL_optnone", "SPV_INTEL_debug_module", "SPV_INTEL_fp_fast_math_mode",
	"SPV_INTEL_memory_access_aliasing", "SPV_INTEL_split_barrier", "SPV_INTEL_bfloat16_conversion",
	"SPV_INTEL_cache_controls", "SPV_INTEL_tensor_float32_conversion", "SPV_NV_compute_shader_derivatives",
	"SPV_NV_cooperative_matrix", "SPV_NV_fragment_shader_barycentric", "SPV_NV_geometry_shader_passthrough",
	"SPV_NV_ray_tracing", "SPV_NV_sample_mask_override_coverage", "SPV_NV_shader_image_footprint",
	"SPV_NV_shader_sm_builtins", "SPV_NV_shader_subgroup_partitioned", "SPV_NV_shading_rate",
	"SPV_NV_stereo_view_rendering", "SPV_NV_viewport_array2", "SPV_NV_bindless_texture",
	"SPV_NV_ray_tracing_motion_blur", "SPV_NVX_multiview_per_view_attributes", "SPV_ARM_tensors", "SPV_ARM_graph",
};
#define MLIR_SMALL_SET 4

typedef struct {
	IrContext *ctx;
	SpvModule sec[NSECTIONS];
	uint32_t next;       /* the next id */
	PtrMap types;        /* IrType* -> id */
	PtrMap graph_types;  /* a graph's function type -> its OpTypeGraphARM id */
	PtrMap consts;       /* IrAttr* (typed by itself) -> id */
	PtrMap replicas;     /* [value, type] (an array attribute) of a replicated composite -> id */
	PtrMap values;       /* IrValue* -> id */
	PtrMap symbols;      /* IrIdent* (a symbol's name) -> id */
	PtrMap tosa_insts;   /* a spirv.Tosa op's name (IrIdent*) -> its SpvInstDef, once found */
	/* IrValue* -> the spirv.Constant or spirv.ARM.GraphConstant op that
	   defines it, until its first use writes it (below) */
	PtrMap pending;
	uint32_t tosa_set, ml_set; /* the imports of the extended instruction sets, 0 until used */
	IrOp *failed;        /* set when an op cannot be written */
	bool debug;          /* write OpString and OpLine (SpvSerializeOptions.emit_debug_info) */
	uint32_t file;       /* the OpString of the module's file, when debug */
	/* the op being written, and by section, for each word, the op whose
	   writing emitted the instruction starting there (NULL inside one):
	   where a rule the validator finds broken is reported */
	IrOp *cur;
	PtrVec origin[NSECTIONS];
} Ser;

#define ID(p) ((uint32_t)(uintptr_t)(p))
#define PTR(id) ((void *)(uintptr_t)(id))

static void emit(Ser *s, int sec, uint32_t op, const uint32_t *w, size_t n)
{
	spv_module_push(&s->sec[sec], (uint32_t)(n + 1) << 16 | op);
	pv_push(&s->origin[sec], s->cur);
	for (size_t i = 0; i < n; i++) {
		spv_module_push(&s->sec[sec], w[i]);
		pv_push(&s->origin[sec], NULL);
	}
}

/* Gives w[at] the next id, emits w (malloc'ed, freed here) to the types
   and global values, and remembers the id under key in memo if given. */
static uint32_t define(Ser *s, uint32_t opcode, uint32_t *w, size_t n, size_t at, PtrMap *memo, const void *key)
{
	uint32_t id = w[at] = s->next++;
	emit(s, S_GLOBALS, opcode, w, n);
	if (memo)
		pm_put(memo, key, PTR(id));
	free(w);
	return id;
}

/* A literal string's words (NUL-terminated, zero-padded) appended to w. */
static size_t put_string(uint32_t *w, const char *str, size_t n)
{
	size_t nw = n / 4 + 1;
	memset(w, 0, nw * 4);
	for (size_t i = 0; i < n; i++)
		w[i / 4] |= (uint32_t)(unsigned char)str[i] << (8 * (i % 4));
	return nw;
}

static void emit_with_string(Ser *s, int sec, uint32_t op, const uint32_t *pre, size_t npre, const char *str,
			     size_t n, const uint32_t *post, size_t npost)
{
	uint32_t *w = xmalloc((npre + n / 4 + 1 + npost) * sizeof *w);
	if (npre)
		memcpy(w, pre, npre * sizeof *w);
	size_t k = npre + put_string(w + npre, str, n);
	if (npost)
		memcpy(w + k, post, npost * sizeof *w);
	emit(s, sec, op, w, k + npost);
	free(w);
}

static void emit_name(Ser *s, uint32_t id, const IrIdent *name)
{
	emit_with_string(s, S_NAMES, SPV_OP_NAME, &id, 1, name->s, name->n, NULL, 0);
}

static void decorate(Ser *s, uint32_t id, uint32_t decoration, const uint32_t *args, size_t nargs)
{
	uint32_t w[4] = {id, decoration};
	memcpy(w + 2, args, nargs * sizeof *w);
	emit(s, S_DECORATIONS, SPV_OP_DECORATE, w, 2 + nargs);
}

/* With debug information, the OpLine of op's location before the
   instruction op writes next into sec (MLIR's emitDebugLine). */
static void debug_line(Ser *s, int sec, IrOp *op)
{
	if (!s->debug || sec == S_GRAPHS)
		return;
	IrAttr *loc = ir_op_loc(s->ctx, op);
	if (loc->kind != IR_ATTR_LOC_FILE)
		return;
	uint32_t w[3] = {s->file, loc->floc.line, loc->floc.col};
	emit(s, sec, SPV_OP_LINE, w, 3);
}

static bool fail(Ser *s, IrOp *op, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static bool fail(Ser *s, IrOp *op, const char *fmt, ...)
{
	char buf[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	ir_emit_op_error(s->ctx, op, "%s", buf);
	s->failed = op;
	return false;
}

/* fail() with a type or an attribute after the text. */
static void fail_with(Ser *s, IrOp *op, const char *text, IrType *t, IrAttr *a)
{
	StrBuf b = {0};
	sb_puts(&b, text);
	if (t)
		print_type_str(&b, t);
	else
		print_attr_str(&b, a);
	fail(s, op, "%s", b.s);
	sb_free(&b);
}

static uint32_t type_id(Ser *s, IrType *t, IrOp *at);

/* A 32-bit integer constant of type i32, as MLIR writes a tensor's rank, its
   shape's entries and an array's length. */
static uint32_t i32_const(Ser *s, int64_t v)
{
	IrType *i32 = ir_type_int(s->ctx, 32, IR_SIGNLESS);
	IrAttr *a = ir_attr_int(s->ctx, i32, v);
	void *id = pm_get(&s->consts, a);
	if (id)
		return ID(id);
	uint32_t w[3] = {type_id(s, i32, NULL), s->next++, (uint32_t)v};
	emit(s, S_GLOBALS, SPV_OP_CONSTANT, w, 3);
	pm_put(&s->consts, a, PTR(w[1]));
	return w[1];
}

static IrType *spirv_dialect_type(Ser *s, StrBuf *text);

/* The constant array of a tensor type's shape: OpTypeArray of i32 whose
   length is the rank. */
static uint32_t shape_const(Ser *s, const int64_t *dims, uint32_t rank)
{
	IrType *i32 = ir_type_int(s->ctx, 32, IR_SIGNLESS);
	uint64_t *elems = xmalloc(rank * sizeof *elems);
	for (uint32_t i = 0; i < rank; i++)
		elems[i] = (uint64_t)dims[i];
	IrAttr *key = ir_attr_dense_array(s->ctx, i32, rank, elems);
	free(elems);
	void *id = pm_get(&s->consts, key);
	if (id)
		return ID(id);
	uint32_t *w = xmalloc((2 + rank) * sizeof *w);
	StrBuf text = {0};
	sb_printf(&text, "array<%u x i32>", rank);
	uint32_t arr = type_id(s, spirv_dialect_type(s, &text), NULL);
	for (uint32_t i = 0; i < rank; i++)
		w[2 + i] = i32_const(s, dims[i]);
	w[0] = arr;
	return define(s, SPV_OP_CONSTANT_COMPOSITE, w, 2 + rank, 1, &s->consts, key);
}

/* The words of a type after its result id, into w (at most 3 + n); its
   opcode, or 0 when the type has no SPIR-V form. */
static uint32_t type_words(Ser *s, IrType *t, IrOp *at, uint32_t **w, size_t *n)
{
	const SpirvType *st = spirv_type(t);
	*n = 0;
	*w = xmalloc((8 + (st && st->kind == SPIRV_STRUCT ? st->count : 0)) * sizeof **w);
	if (t->kind == IR_TYPE_INTEGER && t->integer.width == 1)
		return SPV_OP_TYPE_BOOL;
	if (t->kind == IR_TYPE_INTEGER) {
		(*w)[(*n)++] = t->integer.width;
		(*w)[(*n)++] = t->integer.sign == IR_SIGNED;
		return SPV_OP_TYPE_INT;
	}
	if (t->kind == IR_TYPE_FLOAT && (t->fkind == IR_F16 || t->fkind == IR_F32 || t->fkind == IR_F64)) {
		(*w)[(*n)++] = ir_type_bit_width(t);
		return SPV_OP_TYPE_FLOAT;
	}
	if (t->kind == IR_TYPE_FLOAT && t->fkind == IR_BF16) {
		(*w)[(*n)++] = 16;
		(*w)[(*n)++] = FP_ENCODING_BFLOAT16;
		return SPV_OP_TYPE_FLOAT;
	}
	if (t->kind == IR_TYPE_NONE)
		return SPV_OP_TYPE_VOID;
	if (t->kind == IR_TYPE_VECTOR && t->shaped.rank == 1 && !t->shaped.scalable) {
		(*w)[(*n)++] = type_id(s, t->shaped.elem, at);
		(*w)[(*n)++] = (uint32_t)t->shaped.dims[0];
		return SPV_OP_TYPE_VECTOR;
	}
	if (!st)
		return 0;
	switch (st->kind) {
	case SPIRV_PTR:
		(*w)[(*n)++] = spirv_storage_classes.values[st->storage].value;
		(*w)[(*n)++] = type_id(s, st->elem, at);
		return SPV_OP_TYPE_POINTER;
	case SPIRV_ARRAY:
		(*w)[(*n)++] = type_id(s, st->elem, at);
		(*w)[(*n)++] = i32_const(s, st->count);
		return SPV_OP_TYPE_ARRAY;
	case SPIRV_RTARRAY:
		(*w)[(*n)++] = type_id(s, st->elem, at);
		return SPV_OP_TYPE_RUNTIME_ARRAY;
	case SPIRV_STRUCT:
		for (uint32_t i = 0; i < st->count; i++)
			(*w)[(*n)++] = type_id(s, spirv_struct_members(st)[i], at);
		return SPV_OP_TYPE_STRUCT;
	case SPIRV_TENSOR_ARM: {
		(*w)[(*n)++] = type_id(s, st->elem, at);
		if (st->unranked)
			return SPV_OP_TYPE_TENSOR_ARM;
		(*w)[(*n)++] = i32_const(s, st->count);
		const int64_t *dims = spirv_tensor_dims(st);
		for (uint32_t i = 0; i < st->count; i++)
			if (dims[i] == IR_DYNAMIC)
				return SPV_OP_TYPE_TENSOR_ARM;
		(*w)[(*n)++] = shape_const(s, dims, st->count);
		return SPV_OP_TYPE_TENSOR_ARM;
	}
	}
	return 0;
}

/* Decorations a type carries in the dialect: an array's stride, a struct's
   member offsets and decorations. */
static void type_decorations(Ser *s, IrType *t, uint32_t id)
{
	const SpirvType *st = spirv_type(t);
	if (!st)
		return;
	if ((st->kind == SPIRV_ARRAY || st->kind == SPIRV_RTARRAY) && st->stride)
		decorate(s, id, DECORATION_ARRAY_STRIDE, &st->stride, 1);
	if (st->kind != SPIRV_STRUCT)
		return;
	for (uint32_t i = 0; st->has_offsets && i < st->count; i++) {
		uint32_t w[4] = {id, i, DECORATION_OFFSET, spirv_struct_offsets(st)[i]};
		emit(s, S_DECORATIONS, SPV_OP_MEMBER_DECORATE, w, 4);
	}
	const SpirvMemberDecoration *md = spirv_struct_decorations(st);
	for (uint32_t i = 0; i < st->ndecorations; i++) {
		uint32_t w[4] = {id, md[i].member, spirv_decorations.values[md[i].decoration].value, md[i].value};
		emit(s, S_DECORATIONS, SPV_OP_MEMBER_DECORATE, w, md[i].has_value ? 4 : 3);
	}
}

/* The id of type t, declared on first use; 0 after an error at `at`. */
static uint32_t type_id(Ser *s, IrType *t, IrOp *at)
{
	void *known = pm_get(&s->types, t);
	if (known)
		return ID(known);
	uint32_t *w;
	size_t n;
	uint32_t op;
	if (t->kind == IR_TYPE_FUNCTION) {
		w = xmalloc((2 + t->func.nin) * sizeof *w);
		n = 0;
		w[n++] = t->func.nout ? type_id(s, t->func.types[t->func.nin], at) : type_id(s, ir_type_none(s->ctx), at);
		for (unsigned i = 0; i < t->func.nin; i++)
			w[n++] = type_id(s, t->func.types[i], at);
		op = SPV_OP_TYPE_FUNCTION;
	} else {
		op = type_words(s, t, at, &w, &n);
	}
	if (!op) {
		free(w);
		if (at && !s->failed)
			fail_with(s, at, "cannot serialize type ", t, NULL);
		return 0;
	}
	uint32_t *all = xmalloc((n + 1) * sizeof *all);
	memcpy(all + 1, w, n * sizeof *w);
	free(w);
	uint32_t id = define(s, op, all, n + 1, 0, &s->types, t);
	type_decorations(s, t, id);
	return id;
}

/* A graph's type: OpTypeGraphARM, its inputs then its outputs. */
static uint32_t graph_type_id(Ser *s, IrType *fn, IrOp *at)
{
	void *known = pm_get(&s->graph_types, fn);
	if (known)
		return ID(known);
	unsigned n = fn->func.nin + fn->func.nout;
	uint32_t *w = xmalloc((2 + n) * sizeof *w);
	w[1] = fn->func.nin;
	for (unsigned i = 0; i < n; i++)
		w[2 + i] = type_id(s, fn->func.types[i], at);
	return define(s, SPV_OP_TYPE_GRAPH_ARM, w, 2 + n, 0, &s->graph_types, fn);
}

/* ---- constants ---- */

static uint32_t scalar_const(Ser *s, IrAttr *a, IrType *t, IrOp *at)
{
	void *known = pm_get(&s->consts, a);
	if (known)
		return ID(known);
	uint32_t w[4] = {type_id(s, t, at), 0};
	size_t n = 2;
	uint32_t op = SPV_OP_CONSTANT;
	if (a->kind == IR_ATTR_BOOL) {
		op = a->b ? SPV_OP_CONSTANT_TRUE : SPV_OP_CONSTANT_FALSE;
	} else if (a->kind == IR_ATTR_INTEGER) {
		unsigned width = t->integer.width;
		if (width == 1) {
			op = a->words[0] & 1 ? SPV_OP_CONSTANT_TRUE : SPV_OP_CONSTANT_FALSE;
		} else {
			uint64_t v = a->words[0] & (width >= 64 ? ~0ull : (1ull << width) - 1);
			w[n++] = (uint32_t)v;
			if (width > 32)
				w[n++] = (uint32_t)(v >> 32);
		}
	} else if (a->kind == IR_ATTR_FLOAT) {
		w[n++] = (uint32_t)a->fbits.lo;
		if (ir_type_bit_width(t) > 32)
			w[n++] = (uint32_t)(a->fbits.lo >> 32);
	} else {
		fail_with(s, at, "cannot serialize constant ", NULL, a);
		return 0;
	}
	w[1] = s->next++;
	emit(s, S_GLOBALS, op, w, n);
	pm_put(&s->consts, a, PTR(w[1]));
	return w[1];
}

/* The spirv type whose body is text (freed). */
static IrType *spirv_dialect_type(Ser *s, StrBuf *text)
{
	IrType *t = ir_type_dialect(s->ctx, ir_ident_cstr(s->ctx, "spirv"), ir_ident(s->ctx, text->s, text->len), true, NULL);
	sb_free(text);
	return t;
}

/* The arm.tensor type of the dims given and the element. */
static IrType *tensor_arm_type(Ser *s, const int64_t *dims, unsigned rank, IrType *elem)
{
	StrBuf b = {0};
	sb_puts(&b, "arm.tensor<");
	for (unsigned i = 0; i < rank; i++)
		sb_printf(&b, "%lldx", (long long)dims[i]);
	print_type_str(&b, elem);
	sb_putc(&b, '>');
	return spirv_dialect_type(s, &b);
}

/* The elements [first, first + count) of a dense tensor constant of the
   given dims: a scalar when there are no dims left, else a composite of
   the outermost dimension's parts, each a tensor of the inner ones (as
   SPV_ARM_tensors nests them). */
static uint32_t tensor_part(Ser *s, IrAttr *a, IrType *elem, const int64_t *dims, unsigned rank, size_t first,
			    IrOp *at)
{
	if (!rank)
		return scalar_const(s, spirv_dense_element(s->ctx, a, elem, first), elem, at);
	size_t inner = 1;
	for (unsigned i = 1; i < rank; i++)
		inner *= (size_t)dims[i];
	uint32_t *w = xmalloc((2 + (size_t)dims[0]) * sizeof *w);
	for (int64_t i = 0; i < dims[0]; i++)
		w[2 + i] = tensor_part(s, a, elem, dims + 1, rank - 1, first + (size_t)i * inner, at);
	w[0] = type_id(s, tensor_arm_type(s, dims, rank, elem), at);
	return define(s, SPV_OP_CONSTANT_COMPOSITE, w, 2 + (size_t)dims[0], 1, NULL, NULL);
}

/* A constant of an array or vector type t of count elements of type elem:
   a composite of its scalar elements, given as `[1 : i8, 2 : i8]` or as
   dense elements (`dense<[1, 2]> : tensor<2xi8>`, as
   spirv.ExperimentalML.Call's name and attributes are written; a vector's
   own). */
static uint32_t scalars_const(Ser *s, IrAttr *a, IrType *t, IrType *elem, unsigned count, IrOp *at)
{
	unsigned n = a->kind == IR_ATTR_ARRAY ? a->array.n : count;
	if ((a->kind != IR_ATTR_ARRAY && a->kind != IR_ATTR_DENSE) || n != count) {
		fail_with(s, at, "cannot serialize a constant of type ", t, NULL);
		return 0;
	}
	uint32_t *w = xmalloc((2 + (size_t)n) * sizeof *w);
	for (unsigned i = 0; i < n; i++)
		w[2 + i] = scalar_const(s, a->kind == IR_ATTR_ARRAY ? a->array.elems[i] : spirv_dense_element(s->ctx, a, elem, i),
					elem, at);
	w[0] = type_id(s, t, at);
	return define(s, SPV_OP_CONSTANT_COMPOSITE, w, 2 + (size_t)n, 1, &s->consts, a);
}

/* A spirv.Constant's value of type t: a scalar, a dense arm.tensor or vector, an array. */
static uint32_t constant_id(Ser *s, IrAttr *a, IrType *t, IrOp *at)
{
	if (a->kind != IR_ATTR_DENSE && a->kind != IR_ATTR_ARRAY)
		return scalar_const(s, a, t, at);
	void *known = pm_get(&s->consts, a);
	if (known)
		return ID(known);
	const SpirvType *st = spirv_type(t);
	if (st && st->kind == SPIRV_ARRAY)
		return scalars_const(s, a, t, st->elem, st->count, at);
	if (t->kind == IR_TYPE_VECTOR && t->shaped.rank == 1)
		return scalars_const(s, a, t, t->shaped.elem, (unsigned)t->shaped.dims[0], at);
	if (!st || st->kind != SPIRV_TENSOR_ARM || st->unranked) {
		fail_with(s, at, "cannot serialize a constant of type ", t, NULL);
		return 0;
	}
	uint32_t id = tensor_part(s, a, st->elem, spirv_tensor_dims(st), st->count, 0, at);
	pm_put(&s->consts, a, PTR(id));
	return id;
}

/* A replicated composite of type t (SPV_EXT_replicated_composites): an
   OpConstantCompositeReplicateEXT of value when value is of t's element
   type, else of the replicated composite of value of that type (value is
   the innermost constituent, as spirv.EXT.ConstantCompositeReplicate
   holds it). One id per value and type. */
static uint32_t replicate_id(Ser *s, IrAttr *value, IrType *t, IrOp *at)
{
	IrAttr *pair[2] = {value, ir_attr_type(s->ctx, t)};
	IrAttr *key = ir_attr_array(s->ctx, 2, pair);
	void *known = pm_get(&s->replicas, key);
	if (known)
		return ID(known);
	IrType *elem = spirv_first_element(t);
	if (!elem) {
		fail_with(s, at, "cannot serialize a replicated constant of type ", t, NULL);
		return 0;
	}
	uint32_t *w = xmalloc(3 * sizeof *w);
	w[0] = type_id(s, t, at);
	w[2] = spirv_value_of_type(value, elem) ? constant_id(s, value, elem, at) : replicate_id(s, value, elem, at);
	return define(s, SPV_OP_CONSTANT_COMPOSITE_REPLICATE_EXT, w, 3, 1, &s->replicas, key);
}

/* ---- ops ---- */

static bool is_op(const IrOp *op, const char *name)
{
	return !strcmp(ir_op_name(op)->s, name);
}

static uint32_t symbol_id(Ser *s, IrIdent *name)
{
	void *known = pm_get(&s->symbols, name);
	if (known)
		return ID(known);
	uint32_t id = s->next++;
	pm_put(&s->symbols, name, PTR(id));
	return id;
}

static IrIdent *symbol_of(const IrAttr *a)
{
	return a && a->kind == IR_ATTR_SYMBOL_REF ? a->symref.names[0] : NULL;
}

static IrIdent *sym_name(const IrOp *op)
{
	IrAttr *a = ir_op_get_attr(op, "sym_name");
	return a && a->kind == IR_ATTR_STRING ? a->str : NULL;
}

static bool write_constant(Ser *s, IrOp *op);

/* A value's id; a constant's is given, and the constant written, where it
   is first used, so that the ids follow the order of the uses, which is
   where the deserializer makes the constants: binary to dialect to binary
   gives the same words. */
static uint32_t value_id(Ser *s, IrValue *v, IrOp *at)
{
	void *known = pm_get(&s->values, v);
	IrOp *def = known ? NULL : pm_get(&s->pending, v);
	if (def) {
		IrOp *user = s->cur;
		s->cur = def;
		write_constant(s, def);
		s->cur = user;
		known = pm_get(&s->values, v);
	}
	if (!known && !s->failed)
		fail(s, at, "uses a value the serializer has not written");
	return ID(known);
}

static uint32_t result_id(Ser *s, IrOp *op)
{
	uint32_t id = s->next++;
	pm_put(&s->values, &ir_op_results(op)[0], PTR(id));
	return id;
}

static bool body(Ser *s, IrBlock *b, int sec);

static bool global_variable(Ser *s, IrOp *op)
{
	IrAttr *type = ir_op_get_attr(op, "type");
	IrIdent *name = sym_name(op);
	const SpirvType *st = type && type->kind == IR_ATTR_TYPE ? spirv_type(type->tval) : NULL;
	if (!name || !st || st->kind != SPIRV_PTR)
		return fail(s, op, "cannot serialize a global variable without a pointer type");
	uint32_t w[3] = {type_id(s, type->tval, op), symbol_id(s, name), spirv_storage_classes.values[st->storage].value};
	debug_line(s, S_GLOBALS, op);
	emit(s, S_GLOBALS, SPV_OP_VARIABLE, w, 3);
	emit_name(s, w[1], name);
	/* as MLIR, in the order of the attribute names: binding, descriptor_set */
	IrAttr *binding = ir_op_get_attr(op, "binding"), *set = ir_op_get_attr(op, "descriptor_set");
	if (binding && binding->kind == IR_ATTR_INTEGER) {
		uint32_t v = (uint32_t)binding->words[0];
		decorate(s, w[1], SPV_DECORATION_BINDING, &v, 1);
	}
	if (set && set->kind == IR_ATTR_INTEGER) {
		uint32_t v = (uint32_t)set->words[0];
		decorate(s, w[1], SPV_DECORATION_DESCRIPTOR_SET, &v, 1);
	}
	return !s->failed;
}

static bool graph_entry_point(Ser *s, IrOp *op)
{
	IrIdent *fn = symbol_of(ir_op_get_attr(op, "fn"));
	IrAttr *iface = ir_op_get_attr(op, "interface");
	if (!fn || !iface || iface->kind != IR_ATTR_ARRAY)
		return fail(s, op, "cannot serialize a graph entry point without its graph and interface");
	uint32_t *post = xmalloc((iface->array.n + 1) * sizeof *post);
	for (unsigned i = 0; i < iface->array.n; i++)
		post[i] = symbol_id(s, symbol_of(iface->array.elems[i]));
	uint32_t g = symbol_id(s, fn);
	emit_with_string(s, S_GRAPHS, SPV_OP_GRAPH_ENTRY_POINT_ARM, &g, 1, fn->s, fn->n, post, iface->array.n);
	free(post);
	return true;
}

static bool graph(Ser *s, IrOp *op)
{
	IrAttr *ft = ir_op_get_attr(op, "function_type");
	IrIdent *name = sym_name(op);
	IrBlock *entry = ir_region_first(&ir_op_regions(op)[0]);
	if (!ft || ft->kind != IR_ATTR_TYPE || ft->tval->kind != IR_TYPE_FUNCTION || !name || !entry)
		return fail(s, op, "cannot serialize a graph without its type, name and body");
	uint32_t w[2] = {graph_type_id(s, ft->tval, op), symbol_id(s, name)};
	emit(s, S_GRAPHS, SPV_OP_GRAPH_ARM, w, 2);
	emit_name(s, w[1], name);
	for (unsigned i = 0; i < entry->nargs; i++) {
		IrValue *arg = ir_block_arg(entry, i);
		uint32_t in[3] = {type_id(s, ir_value_type(arg), op), s->next++, i32_const(s, i)};
		pm_put(&s->values, arg, PTR(in[1]));
		emit(s, S_GRAPHS, SPV_OP_GRAPH_INPUT_ARM, in, 3);
	}
	if (!body(s, entry, S_GRAPHS))
		return false;
	emit(s, S_GRAPHS, SPV_OP_GRAPH_END_ARM, NULL, 0);
	return true;
}

static bool graph_outputs(Ser *s, IrOp *op)
{
	for (unsigned i = 0; i < op->noperands; i++) {
		uint32_t w[2] = {value_id(s, ir_op_operand(op, i), op), i32_const(s, i)};
		emit(s, S_GRAPHS, SPV_OP_GRAPH_SET_OUTPUT_ARM, w, 2);
	}
	return !s->failed;
}

static bool graph_constant(Ser *s, IrOp *op)
{
	IrAttr *id = ir_op_get_attr(op, "graph_constant_id");
	if (!id || id->kind != IR_ATTR_INTEGER || op->nresults != 1)
		return fail(s, op, "cannot serialize a graph constant without its id");
	uint32_t w[3] = {type_id(s, ir_value_type(&ir_op_results(op)[0]), op), result_id(s, op), (uint32_t)id->words[0]};
	emit(s, S_GLOBALS, SPV_OP_GRAPH_CONSTANT_ARM, w, 3);
	return !s->failed;
}

/* spirv.Constant or spirv.EXT.ConstantCompositeReplicate */
static bool constant(Ser *s, IrOp *op)
{
	IrAttr *value = ir_op_get_attr(op, "value");
	if (!value || op->nresults != 1)
		return fail(s, op, "cannot serialize a constant without its value");
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	uint32_t id = is_op(op, "spirv.Constant") ? constant_id(s, value, t, op) : replicate_id(s, value, t, op);
	pm_put(&s->values, &ir_op_results(op)[0], PTR(id));
	return !s->failed;
}

static bool write_constant(Ser *s, IrOp *op)
{
	return is_op(op, "spirv.ARM.GraphConstant") ? graph_constant(s, op) : constant(s, op);
}

/* ---- extended instructions ---- */

/* An OpExtInst of the set (its import emitted on first use, its id in
   *import): the op's result, the instruction's number, the literals pre,
   then the ids args and the op's operands. */
static bool ext_inst(Ser *s, IrOp *op, int sec, const SpvExtSet *set, uint32_t *import, uint32_t inst,
		     const uint32_t *pre, size_t npre)
{
	if (op->nresults != 1)
		return fail(s, op, "cannot serialize an extended instruction without one result");
	if (!*import) {
		*import = s->next++;
		emit_with_string(s, S_IMPORTS, SPV_OP_EXT_INST_IMPORT, import, 1, set->import_name,
				 strlen(set->import_name), NULL, 0);
	}
	uint32_t *w = xmalloc((5 + npre + op->noperands) * sizeof *w);
	size_t n = 0;
	w[n++] = type_id(s, ir_value_type(&ir_op_results(op)[0]), op);
	n++;
	w[n++] = *import;
	w[n++] = inst;
	for (size_t i = 0; i < npre; i++)
		w[n++] = pre[i];
	for (unsigned i = 0; i < op->noperands; i++)
		w[n++] = value_id(s, ir_op_operand(op, i), op);
	w[1] = result_id(s, op);
	emit(s, sec, SPV_OP_EXT_INST, w, n);
	free(w);
	return !s->failed;
}

/* A TOSA attribute as the constant its instruction takes: an enum's value
   as a 32-bit integer, an integer, a boolean or a scalar (CLAMP's bounds)
   of its own type, a shape_t (the dense elements of a rank-1 arm.tensor
   of i32) as that tensor constant. */
static uint32_t tosa_attr_const(Ser *s, IrAttr *a, IrOp *at)
{
	const SpirvEnumAttr *e = a->kind == IR_ATTR_DIALECT && a->dialect.params &&
	                                 a->dialect.ns->dialect == &ir_dialect_spirv
	                             ? a->dialect.params
	                             : NULL;
	if (e && e->kind == SPIRV_ATTR_ENUM)
		return i32_const(s, spirv_enum_attrs[e->def].e->values[e->value].value);
	if (a->kind == IR_ATTR_BOOL)
		return scalar_const(s, a, ir_type_int(s->ctx, 1, IR_SIGNLESS), at);
	if ((a->kind == IR_ATTR_INTEGER || a->kind == IR_ATTR_FLOAT) && ir_attr_type_of(a))
		return scalar_const(s, a, ir_attr_type_of(a), at);
	if (a->kind != IR_ATTR_DENSE || !spirv_is_tensor_arm(ir_attr_type_of(a))) {
		fail_with(s, at, "cannot serialize the TOSA attribute ", NULL, a);
		return 0;
	}
	return constant_id(s, a, ir_attr_type_of(a), at);
}

/* A spirv.Tosa op: OpExtInst of TOSA.001000.1 whose attributes come first,
   in the grammar's order, then its operands. */
static bool tosa_op(Ser *s, IrOp *op, int sec)
{
	const SpvInstDef *d = pm_get(&s->tosa_insts, ir_op_name(op));
	if (!d && (d = spv_tosa_inst_by_mnemonic(ir_op_name(op)->s + strlen("spirv.Tosa."))))
		pm_put(&s->tosa_insts, ir_op_name(op), (void *)d);
	if (!d)
		return fail(s, op, "TOSA.001000.1 has no instruction for '%s'", ir_op_name(op)->s);
	uint32_t attrs[TOSA_MAX_ATTRS];
	size_t n = 0;
	for (unsigned i = 0; i < d->noperands && n < TOSA_MAX_ATTRS; i++) {
		IrAttr *a = ir_op_get_attr(op, d->operands[i].name);
		if (a)
			attrs[n++] = tosa_attr_const(s, a, op);
	}
	return !s->failed && ext_inst(s, op, sec, &spv_tosa_set, &s->tosa_set, d->opcode, attrs, n);
}

/* spirv.ExperimentalML.Call: Arm.ExperimentalMLOperations' CALL of the
   opcode, its operands the parameters. */
static bool ml_call(Ser *s, IrOp *op, int sec)
{
	IrAttr *opcode = ir_op_get_attr(op, "opcode");
	if (!opcode || opcode->kind != IR_ATTR_INTEGER)
		return fail(s, op, "cannot serialize a call without its opcode");
	uint32_t w = (uint32_t)opcode->words[0];
	return ext_inst(s, op, sec, &spv_arm_ml_set, &s->ml_set, spv_arm_ml_set.insts[0].opcode, &w, 1);
}

static bool composite_extract(Ser *s, IrOp *op, int sec)
{
	IrAttr *idx = ir_op_get_attr(op, "indices");
	if (!idx || idx->kind != IR_ATTR_ARRAY || op->noperands != 1 || op->nresults != 1)
		return fail(s, op, "cannot serialize a composite extract without its indices");
	uint32_t *w = xmalloc((3 + idx->array.n) * sizeof *w);
	w[0] = type_id(s, ir_value_type(&ir_op_results(op)[0]), op);
	w[2] = value_id(s, ir_op_operand(op, 0), op);
	for (unsigned i = 0; i < idx->array.n; i++)
		w[3 + i] = idx->array.elems[i]->kind == IR_ATTR_INTEGER ? (uint32_t)idx->array.elems[i]->words[0] : 0;
	w[1] = result_id(s, op);
	emit(s, sec, SPV_OP_COMPOSITE_EXTRACT, w, 3 + idx->array.n);
	free(w);
	return !s->failed;
}

static bool func(Ser *s, IrOp *op)
{
	IrAttr *ft = ir_op_get_attr(op, "function_type");
	IrIdent *name = sym_name(op);
	IrBlock *entry = ir_region_first(&ir_op_regions(op)[0]);
	if (!ft || ft->kind != IR_ATTR_TYPE || ft->tval->kind != IR_TYPE_FUNCTION || !name)
		return fail(s, op, "cannot serialize a function without its type and name");
	IrType *fn = ft->tval;
	IrAttr *control = ir_op_get_attr(op, "function_control");
	int64_t ctl = spirv_enum_attr_value(control, "function_control");
	uint32_t w[4] = {fn->func.nout ? type_id(s, fn->func.types[fn->func.nin], op)
				       : type_id(s, ir_type_none(s->ctx), op),
			 symbol_id(s, name), ctl > 0 ? (uint32_t)ctl : 0, type_id(s, fn, op)};
	emit(s, S_FUNCTIONS, SPV_OP_FUNCTION, w, 4);
	emit_name(s, w[1], name);
	for (unsigned i = 0; entry && i < entry->nargs; i++) {
		uint32_t p[2] = {type_id(s, ir_value_type(ir_block_arg(entry, i)), op), s->next++};
		pm_put(&s->values, ir_block_arg(entry, i), PTR(p[1]));
		emit(s, S_FUNCTIONS, SPV_OP_FUNCTION_PARAMETER, p, 2);
	}
	if (entry) {
		uint32_t label = s->next++;
		emit(s, S_FUNCTIONS, SPV_OP_LABEL, &label, 1);
		if (ir_block_next(entry))
			return fail(s, op, "cannot serialize a function of more than one block");
		if (!body(s, entry, S_FUNCTIONS))
			return false;
	}
	emit(s, S_FUNCTIONS, SPV_OP_FUNCTION_END, NULL, 0);
	return !s->failed;
}

/* The ops of a function's or graph's block. */
static bool body(Ser *s, IrBlock *b, int sec)
{
	for (IrOp *op = ir_block_first(b); op && !s->failed; op = ir_op_next(op)) {
		s->cur = op;
		bool pending = (is_op(op, "spirv.Constant") || is_op(op, "spirv.ARM.GraphConstant") ||
		                is_op(op, "spirv.EXT.ConstantCompositeReplicate")) &&
		               op->nresults == 1;
		if (!pending && !is_op(op, "spirv.ARM.GraphOutputs"))
			debug_line(s, sec, op);
		if (pending)
			pm_put(&s->pending, &ir_op_results(op)[0], op);
		else if (!strncmp(ir_op_name(op)->s, "spirv.Tosa.", strlen("spirv.Tosa.")))
			tosa_op(s, op, sec);
		else if (is_op(op, "spirv.ExperimentalML.Call"))
			ml_call(s, op, sec);
		else if (is_op(op, "spirv.ARM.GraphOutputs"))
			graph_outputs(s, op);
		else if (is_op(op, "spirv.CompositeExtract"))
			composite_extract(s, op, sec);
		else if (is_op(op, "spirv.Return"))
			emit(s, sec, SPV_OP_RETURN, NULL, 0);
		else if (is_op(op, "spirv.ReturnValue") && op->noperands == 1) {
			uint32_t v = value_id(s, ir_op_operand(op, 0), op);
			emit(s, sec, SPV_OP_RETURN_VALUE, &v, 1);
		} else
			fail(s, op, "the SPIR-V serializer cannot write '%s' yet", ir_op_name(op)->s);
	}
	/* the constants nothing uses are written all the same */
	for (IrOp *op = ir_block_first(b); op && !s->failed; op = ir_op_next(op))
		if (op->nresults == 1 && pm_get(&s->pending, &ir_op_results(op)[0]) == op &&
		    !pm_get(&s->values, &ir_op_results(op)[0])) {
			s->cur = op;
			write_constant(s, op);
		}
	return !s->failed;
}

static int mlir_extension_rank(const char *name)
{
	int n = (int)(sizeof mlir_extension_order / sizeof *mlir_extension_order);
	for (int i = 0; i < n; i++)
		if (!strcmp(mlir_extension_order[i], name))
			return i;
	return n;
}

static int by_mlir_rank(const void *a, const void *b)
{
	return mlir_extension_rank(*(const char *const *)a) - mlir_extension_rank(*(const char *const *)b);
}

static bool has_extension(const SpirvVce *vce, const char *name)
{
	if (!vce)
		return false;
	const uint16_t *caps = spirv_vce_caps(vce);
	for (unsigned i = 0; i < vce->nexts; i++)
		if (!strcmp(spirv_extensions.values[caps[vce->ncaps + i]].name, name))
			return true;
	return false;
}

/* The OpExtensions, as MLIR 22 writes them: the triple's, and with debug
   information SPV_KHR_non_semantic_info, which the target environment
   must allow (MLIR's default one does not); false after an error. */
static bool extensions(Ser *s, IrOp *m, const SpirvVce *vce)
{
	static const char non_semantic[] = "SPV_KHR_non_semantic_info";
	const uint16_t *caps = spirv_vce_caps(vce);
	const char **names = xmalloc((vce->nexts + 1) * sizeof *names);
	unsigned n = 0;
	for (unsigned i = 0; i < vce->nexts; i++)
		names[n++] = spirv_extensions.values[caps[vce->ncaps + i]].name;
	if (s->debug && !has_extension(vce, non_semantic)) {
		if (!has_extension(spirv_target_env_vce(s->ctx, spirv_target_env(m)), non_semantic)) {
			free(names);
			ir_diag_op(s->ctx, IR_DIAG_ERROR, m, "%s extension not available", non_semantic);
			s->failed = m;
			return false;
		}
		names[n++] = non_semantic;
	}
	if (n > MLIR_SMALL_SET)
		qsort(names, n, sizeof *names, by_mlir_rank);
	for (unsigned i = 0; i < n; i++)
		emit_with_string(s, S_EXTS, SPV_OP_EXTENSION, NULL, 0, names[i], strlen(names[i]), NULL, 0);
	free(names);
	return true;
}

/* The module-level parts: capabilities, extensions, memory model, and
   with debug information the OpString of the module's file. */
static bool module_header(Ser *s, IrOp *m, uint32_t *version)
{
	const SpirvVce *vce = spirv_vce(ir_op_get_attr(m, "vce_triple"));
	int64_t am = spirv_enum_attr_value(ir_op_get_attr(m, "addressing_model"), "addressing_model");
	int64_t mm = spirv_enum_attr_value(ir_op_get_attr(m, "memory_model"), "memory_model");
	if (!vce)
		return fail(s, m, "cannot serialize a module without a #spirv.vce triple");
	if (am < 0 || mm < 0)
		return fail(s, m, "cannot serialize a module without its addressing and memory model");
	*version = (uint32_t)vce->major << 16 | (uint32_t)vce->minor << 8;
	const uint16_t *caps = spirv_vce_caps(vce);
	for (unsigned i = 0; i < vce->ncaps; i++) {
		uint32_t c = spirv_capabilities.values[caps[i]].value;
		emit(s, S_CAPS, SPV_OP_CAPABILITY, &c, 1);
	}
	if (!extensions(s, m, vce))
		return false;
	uint32_t w[2] = {spirv_addressing_models.values[am].value, spirv_memory_models.values[mm].value};
	emit(s, S_MEMORY, SPV_OP_MEMORY_MODEL, w, 2);
	if (s->debug) {
		IrAttr *loc = ir_op_loc(s->ctx, m);
		const char *file = loc->kind == IR_ATTR_LOC_FILE ? loc->floc.file->s : "<unknown>";
		s->file = s->next++;
		emit_with_string(s, S_DEBUG, SPV_OP_STRING, &s->file, 1, file, strlen(file), NULL, 0);
	}
	return true;
}

/* The header and the sections in order into *out, checked by the
   validator first: a broken rule is an error at the op that wrote the
   instruction (the module for its header). */
static bool assemble(Ser *s, IrOp *m, uint32_t version, SpvModule *out)
{
	SpvModule w;
	PtrVec origin = {0};
	spv_module_init(&w);
	uint32_t header[SPV_HEADER_WORDS] = {SPV_MAGIC, version, GENERATOR_MLIR, s->next, 0};
	for (int i = 0; i < SPV_HEADER_WORDS; i++) {
		spv_module_push(&w, header[i]);
		pv_push(&origin, NULL);
	}
	for (int i = 0; i < NSECTIONS; i++)
		for (size_t k = 0; k < s->sec[i].nwords; k++) {
			spv_module_push(&w, s->sec[i].words[k]);
			pv_push(&origin, s->origin[i].v[k]);
		}
	StrBuf why = {0};
	size_t word;
	bool ok = spv_check(&w, &why, &word);
	if (ok) {
		*out = w;
	} else {
		IrOp *at = word < origin.n && origin.v[word] ? origin.v[word] : m;
		ir_emit_op_error(s->ctx, at, "%s", why.s);
		spv_module_free(&w);
	}
	sb_free(&why);
	pv_free(&origin);
	return ok;
}

bool spirv_serialize(IrContext *ctx, IrOp *top, const SpvSerializeOptions *opts, SpvModule *out)
{
	IrOp *m = top;
	if (is_op(top, "builtin.module")) {
		IrBlock *b = ir_region_first(&ir_op_regions(top)[0]);
		m = b && ir_block_first(b) && ir_block_first(b) == ir_block_last(b) ? ir_block_first(b) : NULL;
	}
	if (!m || !is_op(m, "spirv.module")) {
		ir_emit_op_error(ctx, top, "expected a 'builtin.module' op with a single 'spirv.module' op");
		return false;
	}
	Ser s = {.ctx = ctx, .next = 1, .debug = opts && opts->emit_debug_info};
	for (int i = 0; i < NSECTIONS; i++)
		spv_module_init(&s.sec[i]);
	uint32_t version = 0;
	if (module_header(&s, m, &version)) {
		IrBlock *b = ir_region_first(&ir_op_regions(m)[0]);
		for (IrOp *op = b ? ir_block_first(b) : NULL; op && !s.failed; op = ir_op_next(op)) {
			s.cur = op;
			if (is_op(op, "spirv.GlobalVariable"))
				global_variable(&s, op);
			else if (is_op(op, "spirv.ARM.GraphEntryPoint"))
				graph_entry_point(&s, op);
			else if (is_op(op, "spirv.ARM.Graph"))
				graph(&s, op);
			else if (is_op(op, "spirv.func"))
				func(&s, op);
			else
				fail(&s, op, "the SPIR-V serializer cannot write '%s' yet", ir_op_name(op)->s);
		}
	}
	bool ok = !s.failed;
	if (ok)
		ok = assemble(&s, m, version, out);
	for (int i = 0; i < NSECTIONS; i++) {
		spv_module_free(&s.sec[i]);
		pv_free(&s.origin[i]);
	}
	pm_free(&s.types);
	pm_free(&s.graph_types);
	pm_free(&s.consts);
	pm_free(&s.replicas);
	pm_free(&s.values);
	pm_free(&s.symbols);
	pm_free(&s.tosa_insts);
	pm_free(&s.pending);
	return ok;
}
