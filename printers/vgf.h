/* vgf.h: the VGF container (format 0.4.3 of Arm's ML SDK) as mica holds it
   in memory, and its writer.  A VGF file is a 128-byte header and four
   sections, each 8-aligned: the module table, the model sequence table and
   the model resource table (FlatBuffers tables of Arm's schema, written
   with printers/flatbuffer.h) and the constants (`CONST00`: records, then
   the payloads).  The reader is grammar/vgf.h; `mica-translate --vgf-dump`
   prints a file as Arm's vgf_dump does (printers/vgf_dump.c). */
#ifndef MICA_PRINTERS_VGF_H
#define MICA_PRINTERS_VGF_H

#include "../ir/ir.h"
#include "../ir/spirv.h"

/* Enumerations as the file stores them. */
typedef enum { VGF_COMPUTE = 0, VGF_GRAPH = 1 } VgfModuleType;
/* the ModuleCode union's type numbers */
typedef enum { VGF_CODE_NONE = 0, VGF_CODE_SPIRV = 1, VGF_CODE_GLSL = 2, VGF_CODE_HLSL = 3 } VgfCodeKind;
typedef enum { VGF_INPUT = 0, VGF_OUTPUT = 1, VGF_INTERMEDIATE = 2, VGF_CONSTANT = 3 } VgfCategory;

/* The layout of the file (format 0.4.3). */
enum {
	VGF_HEADER_SIZE = 128,
	VGF_SECTIONS_AT = 16,  /* four {u64 offset, u64 size}: modules, sequence, resources, constants */
	VGF_ALIGN = 8,         /* of every section and every constant's bytes */
	VGF_CONST_HEADER = 16, /* "CONST00\0", u64 count */
	VGF_CONST_RECORD = 24, /* u32 mrt_index, i32 sparsity, u64 size, u64 offset into the payloads */
};

/* Field numbers of the FlatBuffers tables (Arm's schema, vgf.fbs). */
enum { VGF_MODULE_TYPE, VGF_MODULE_NAME, VGF_MODULE_ENTRY, VGF_MODULE_CODE_TYPE, VGF_MODULE_CODE };
enum { VGF_RES_DESCRIPTOR, VGF_RES_FORMAT, VGF_RES_CATEGORY, VGF_RES_DESCRIPTION, VGF_RES_EXTRA_TYPE, VGF_RES_EXTRA,
       VGF_RES_ALIAS };
/* ORDER VGF_SEG: set infos to push constant ranges are written as one run */
enum { VGF_SEG_TYPE, VGF_SEG_NAME, VGF_SEG_MODULE, VGF_SEG_SETS, VGF_SEG_INPUTS, VGF_SEG_OUTPUTS, VGF_SEG_CONSTANTS,
       VGF_SEG_DISPATCH, VGF_SEG_PUSH };
/* ORDER VGF_SEQ: written as one run from 0 */
enum { VGF_SEQ_SEGMENTS, VGF_SEQ_INPUTS, VGF_SEQ_OUTPUTS, VGF_SEQ_INPUT_NAMES, VGF_SEQ_OUTPUT_NAMES };
/* the ExtraConfig union's one member */
#define VGF_EXTRA_SAMPLER 1

/* Values with a meaning of their own. */
#define VGF_UNSET 0xFFFFFFFFu          /* no descriptor type, alias group, set index */
#define VGF_NOT_SPARSE (-1)            /* a dense constant's sparsity dimension */
#define VGF_DESCRIPTOR_TENSOR_ARM 1000460000u /* VK_DESCRIPTOR_TYPE_TENSOR_ARM */

/* Strings are NUL-terminated; NULL is an absent one. */
typedef struct {
	VgfModuleType type;
	char *name, *entry_point;
	VgfCodeKind code;
	uint32_t *words; /* SPIR-V: nwords words (none: the module's code is not stored) */
	size_t nwords;
	char *source;    /* GLSL or HLSL: the source, NULL when not stored */
} VgfModule;

/* A binding number and the model resource table entry it binds. */
typedef struct {
	uint32_t binding, mrt_index;
} VgfBinding;

typedef struct {
	VgfBinding *bindings;
	size_t nbindings;
	uint32_t set_index; /* VGF_UNSET: the set's position in its segment */
} VgfSetInfo;

typedef struct {
	uint32_t stage_flags, offset, size;
} VgfPushConstants;

typedef struct {
	VgfModuleType type;
	char *name;
	uint32_t module_index;
	VgfSetInfo *sets;
	size_t nsets;
	VgfBinding *inputs, *outputs;
	size_t ninputs, noutputs;
	uint32_t *constants;      /* indexes of the constants section's records */
	size_t nconstants;
	uint32_t *dispatch_shape; /* 3 values, or none */
	size_t ndispatch;
	VgfPushConstants *push;
	size_t npush;
} VgfSegment;

typedef struct {
	uint32_t min_filter, mag_filter, address_mode_u, address_mode_v, border_color; /* Vulkan's numbers */
} VgfSampler;

typedef struct {
	uint32_t descriptor_type; /* a VkDescriptorType, VGF_UNSET for none (constants) */
	uint32_t format;          /* a VkFormat */
	VgfCategory category;
	bool has_description;     /* the shape and strides are stored (maybe empty) */
	int64_t *shape;           /* -1: a dimension of unknown size */
	size_t rank;
	int64_t *strides;         /* none: packed */
	size_t nstrides;
	bool has_sampler;
	VgfSampler sampler;
	uint32_t alias_group;     /* VGF_UNSET: aliases no other entry */
} VgfResource;

typedef struct {
	uint32_t mrt_index;
	int32_t sparsity_dimension; /* VGF_NOT_SPARSE, or the 2:4 sparse dimension */
	const uint8_t *data;
	uint64_t size;
} VgfConstant;

typedef struct {
	uint8_t major, minor, patch; /* what the file says; the writer writes 0.4.3 */
	uint16_t vk_header_version;
	VgfModule *modules;
	size_t nmodules;
	VgfSegment *segments;
	size_t nsegments;
	VgfBinding *inputs, *outputs; /* the model's, with their names */
	size_t ninputs, noutputs;
	char **input_names, **output_names; /* ninput_names may differ from ninputs */
	size_t ninput_names, noutput_names;
	VgfResource *resources;
	size_t nresources;
	VgfConstant *constants;
	size_t nconstants;
} VgfFile;

/* The SPIR-V of one segment, for vgf_from_sequence. */
typedef struct {
	const uint32_t *words; /* NULL: none (the module is a placeholder) */
	size_t nwords;
	/* with words, a graph module's spirv.ARM.GraphConstant ids (in any
	   order, repeats allowed): its segment's constants */
	const uint32_t *ids;
	size_t nids;
} VgfCode;

/* The description of the model that seq, a vgf.sequence as
   --model-partitioning writes it, partitions (printers/vgf_sequence.c):
   module and segment i for the i-th vgf.run_segment, code[i] (i < ncode)
   its SPIR-V; without it a shader segment keeps its placeholder's GLSL or
   HLSL source and a graph segment's module has no code.  Bindings are
   numbered across the sequence (its inputs, the values passed between
   runs in order, its outputs), each value gets a model resource table
   entry per view (a tensor for graphs, the placeholder's descriptor type
   and format for shaders; views of one value share an alias group).  As
   the converter's vgf-constants, the constants come first in the model
   resource table: one per graph constant id (`grapharm.graph_constant_id`
   of tosa-to-spirv-tosa-mark-graph-constants, ids from 0 without a gap),
   from the first tosa.const of the sequence with that id, with the sparse
   dimension check-constant-sparsity marked; a graph segment lists the ids
   its code uses (VgfCode.ids), or without code those of its function's
   tosa.consts.  Allocated in a; false with an error on the op
   in ctx for what has no VGF form. */
bool vgf_from_sequence(IrContext *ctx, IrOp *seq, const VgfCode *code, size_t ncode, Arena *a, VgfFile *f);

/* The vgf.segment ops among first and the ops after it, by symbol name
   (IrIdent*), so that each vgf.run_segment finds its segment in constant
   time; pm_free it after. */
void vgf_index_segments(IrContext *ctx, IrOp *first, PtrMap *by_name);
/* The vgf.segment run's `segment` attribute names in the index, or NULL. */
IrOp *vgf_segment_of(const PtrMap *by_name, IrOp *run);

/* Writes f as a VGF file to out (always version 0.4.3).  False with a
   message in err when it cannot be written (a section beyond what
   FlatBuffers can hold). */
bool vgf_write(const VgfFile *f, StrBuf *out, StrBuf *err);

/* Prints f as JSON, exactly as Arm's vgf_dump prints the file; false with
   a message in err for what vgf_dump refuses (an index out of range). */
bool vgf_dump_json(const VgfFile *f, StrBuf *out, StrBuf *err);

/* ---- vgf_shader.c: a shader segment's SPIR-V ---- */

/* The words of a vgf.shader_placeholder's shader into *w: its SPIR-V, or
   its GLSL or HLSL compiled by glslangValidator, checked against the
   payload (entry point, bindings, workgroup size); false after a located
   error at op, *w then empty. */
bool vgf_shader_spirv(IrContext *ctx, IrOp *op, SpvModule *w);

/* ---- vgf_job.c: the model converter's whole job ---- */

/* What vgf_job_run makes of a model: per vgf.run_segment in order, its
   segment's name, whether it is a graph segment, its SPIR-V (the shader's
   for a shader segment) and the graph constant ids its module uses; and
   the VGF file. */
typedef struct {
	SpvModule *spirv;
	char **names;
	bool *graph;
	uint32_t **ids;
	size_t *nids;
	size_t n;
	StrBuf vgf;
} VgfJob;

/* The converter's options that --to-vgf takes. */
typedef struct {
	const char *narrowing;    /* --type-narrowing: none (or NULL), full, partial, full_preserve_io */
	StrBuf domain_to_opcode;  /* --custom-op-domain-to-opcode D:N, comma-separated */
	bool enable_bespoke;      /* --enable-bespoke */
	bool disable_replicated_composites; /* --disable-replicated-composites: no spirv-promote-to-replicated-constants */
	bool require_static_shape; /* --require-static-shape: tosa-shape-verif first */
	bool dump_mlir;           /* --dump-mlir: the module before and after each pass, on stderr */
	bool emit_debug_info;     /* --emit-debug-info: OpString and OpLine in the graph segments' SPIR-V */
	/* NULL, or told the name of each stage as the job enters it (each
	   pass, serialization, the VGF layout), from any thread */
	void (*stage)(void *user, const char *name);
	void *stage_user;
} VgfJobOptions;

/* Runs the converter's passes on module (a TOSA model; changed in place)
   and writes its first sequence's VGF file into job; false after a located
   error through ctx. vgf_job_free frees job either way. */
bool vgf_job_run(IrContext *ctx, IrOp *module, const VgfJobOptions *o, VgfJob *job);
void vgf_job_free(VgfJob *job);

#endif
