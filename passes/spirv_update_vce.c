/* spirv_update_vce.c: spirv-update-vce, MLIR's UpdateVCEPass: the least
   version, and the capabilities and extensions a spirv.module uses, set as
   its `vce_triple`. Ops are visited in post-order (the module itself
   last); each gives its own requirements (the op's, then those of its
   operand and result types, a global variable's type, a function's
   argument then result types), each requirement a list of alternatives of
   which the first the target environment allows is taken, in the order
   first needed; then the capabilities those imply are appended. A
   requirement the target environment cannot meet is MLIR's error at the
   op. The op requirements are those of MLIR's ODS definitions (upstream's
   for spirv.Tosa.*), the type requirements those of its SPIRVType
   classes. One rule is upstream's and not mlir-opt-22's: a bound global
   variable needs Shader (without it spirv-val refuses the module). */
#include "internal.h"
#include "../ir/dialects/spirv/spirv.h"

typedef enum { NEED_EXTENSION, NEED_CAPABILITY } NeedKind;

/* One requirement: names of alternatives, NULL-terminated. */
typedef const char *const Alternatives[];

typedef struct {
	IrContext *ctx;
	const SpirvVce *target;
	bool *allowed_caps;  /* by index in spirv_capabilities: the target's and what they imply */
	unsigned version;    /* major * 10 + minor */
	uint16_t *caps, *exts; /* indices, in the order first needed */
	unsigned ncaps, nexts;
	bool failed;
	/* What was already asked and met: asking again would add nothing, as
	   the alternative taken depends only on the target environment. By
	   type (of a value, a variable, a function) and by the name of an op
	   whose needs are its name's. */
	PtrMap types_met, ops_met;
} Deduce;

/* ---- capabilities and what they imply ---- */

/* MLIR's implied capabilities (SPIRVBase.td `implies`) of the
   capabilities this pass can deduce or a target environment names. */
static const struct {
	const char *cap, *implied;
} implications[] = {
	{"Shader", "Matrix"},
	{"Geometry", "Shader"},
	{"Tessellation", "Shader"},
	{"Vector16", "Kernel"},
	{"Float16Buffer", "Kernel"},
	{"Int64Atomics", "Int64"},
	{"ImageBasic", "Kernel"},
	{"TensorsARM", "Int8"},
	{"UniformAndStorageBuffer8BitAccess", "StorageBuffer8BitAccess"},
	{"UniformAndStorageBuffer16BitAccess", "StorageBuffer16BitAccess"},
};

static int cap_index(const char *name)
{
	return spirv_enum_find(&spirv_capabilities, name, strlen(name));
}

/* Appends to v (of *n, room for every capability) what its entries imply,
   and what those imply, each once. */
static void add_implied(uint16_t *v, unsigned *n)
{
	for (unsigned i = 0; i < *n; i++)
		for (size_t k = 0; k < sizeof implications / sizeof *implications; k++) {
			if (strcmp(spirv_capabilities.values[v[i]].name, implications[k].cap))
				continue;
			uint16_t c = (uint16_t)cap_index(implications[k].implied);
			bool seen = false;
			for (unsigned j = 0; j < *n && !seen; j++)
				seen = v[j] == c;
			if (!seen)
				v[(*n)++] = c;
		}
}

/* ---- requirements ---- */

static bool contains(const uint16_t *v, unsigned n, uint16_t x)
{
	for (unsigned i = 0; i < n; i++)
		if (v[i] == x)
			return true;
	return false;
}

/* The extensions of those this pass can need that a version of SPIR-V
   took into its core: the target allows them from that version on
   (MLIR's getImpliedExtensions). */
static const struct {
	const char *extension;
	unsigned version;
} core_extensions[] = {
	{"SPV_KHR_16bit_storage", 13},
	{"SPV_KHR_storage_buffer_storage_class", 13},
	{"SPV_KHR_variable_pointers", 13},
	{"SPV_KHR_8bit_storage", 15},
	{"SPV_KHR_vulkan_memory_model", 15},
	{"SPV_EXT_physical_storage_buffer", 15},
	{"SPV_KHR_physical_storage_buffer", 15},
};

static bool allows_extension(const Deduce *d, int e)
{
	if (e < 0)
		return false;
	if (contains(spirv_vce_caps(d->target) + d->target->ncaps, d->target->nexts, (uint16_t)e))
		return true;
	for (size_t i = 0; i < sizeof core_extensions / sizeof *core_extensions; i++)
		if (!strcmp(spirv_extensions.values[e].name, core_extensions[i].extension))
			return d->target->major * 10u + d->target->minor >= core_extensions[i].version;
	return false;
}

/* version: major * 10 + minor, needed by what `prefix'name'` says (an op,
   or a capability) */
static bool need_version(Deduce *d, IrOp *op, unsigned version, const char *prefix, const char *name)
{
	if (version <= d->version)
		return true;
	d->version = version;
	unsigned allowed = d->target->major * 10u + d->target->minor;
	if (version <= allowed)
		return true;
	ir_diag_op(d->ctx, IR_DIAG_ERROR, op, "%s'%s' requires min version v%u.%u but target environment allows up "
	           "to v%u.%u", prefix, name, version / 10, version % 10, allowed / 10, allowed % 10);
	d->failed = true;
	return false;
}

/* The capabilities MLIR gives a version of their own. */
static unsigned capability_version(const char *name)
{
	return !strcmp(name, "VulkanMemoryModel") ? 15 : 10;
}

/* Takes the first of the alternatives the target allows, or reports at
   op that it allows none. */
static bool need(Deduce *d, IrOp *op, NeedKind kind, const char *const *alternatives)
{
	const SpirvEnum *e = kind == NEED_CAPABILITY ? &spirv_capabilities : &spirv_extensions;
	for (unsigned i = 0; alternatives[i]; i++) {
		int x = spirv_enum_find(e, alternatives[i], strlen(alternatives[i]));
		bool ok = kind == NEED_CAPABILITY ? x >= 0 && d->allowed_caps[x] : allows_extension(d, x);
		if (!ok)
			continue;
		uint16_t *v = kind == NEED_CAPABILITY ? d->caps : d->exts;
		unsigned *n = kind == NEED_CAPABILITY ? &d->ncaps : &d->nexts;
		if (!contains(v, *n, (uint16_t)x))
			v[(*n)++] = (uint16_t)x;
		return kind != NEED_CAPABILITY ||
		       need_version(d, op, capability_version(alternatives[i]), "Capability ", alternatives[i]);
	}
	StrBuf list = {0};
	for (unsigned i = 0; alternatives[i]; i++)
		sb_printf(&list, "%s%s", i ? ", " : "", alternatives[i]);
	ir_diag_op(d->ctx, IR_DIAG_ERROR, op, "'%s' requires at least one %s in [%s] but none allowed in target "
	           "environment", ir_op_name(op)->s, kind == NEED_CAPABILITY ? "capability" : "extension", list.s);
	sb_free(&list);
	d->failed = true;
	return false;
}

static bool need_one(Deduce *d, IrOp *op, NeedKind kind, const char *name)
{
	const char *alternatives[] = {name, NULL};
	return need(d, op, kind, alternatives);
}

/* ---- what types need (MLIR's SPIRVType getExtensions/getCapabilities) ---- */

/* storage: the storage class a pointer gives what it points to, -1 for
   none */
static bool type_needs(Deduce *d, IrOp *op, IrType *t, int storage, NeedKind kind);

static const char *storage_name(int storage)
{
	return storage >= 0 ? spirv_storage_classes.values[storage].name : "";
}

/* A scalar of 8 or 16 bits in an interface storage class needs the
   8-bit or 16-bit storage capability of that class instead of its own. */
static const char *storage_capability(int storage, unsigned width)
{
	static const struct {
		const char *storage, *cap8, *cap16;
	} classes[] = {
		{"PushConstant", "StoragePushConstant8", "StoragePushConstant16"},
		{"StorageBuffer", "StorageBuffer8BitAccess", "StorageBuffer16BitAccess"},
		{"Uniform", "UniformAndStorageBuffer8BitAccess", "UniformAndStorageBuffer16BitAccess"},
		{"Input", NULL, "StorageInputOutput16"},
		{"Output", NULL, "StorageInputOutput16"},
	};
	for (size_t i = 0; i < sizeof classes / sizeof *classes; i++)
		if (!strcmp(storage_name(storage), classes[i].storage))
			return width == 8 ? classes[i].cap8 : width == 16 ? classes[i].cap16 : NULL;
	return NULL;
}

static bool scalar_needs(Deduce *d, IrOp *op, IrType *t, int storage, NeedKind kind)
{
	unsigned width = t->kind == IR_TYPE_INTEGER ? t->integer.width : 0;
	const char *own_cap = NULL, *own_ext = NULL;
	if (t->kind == IR_TYPE_INTEGER) {
		own_cap = width == 8 ? "Int8" : width == 16 ? "Int16" : width == 64 ? "Int64" : NULL;
	} else {
		switch (t->fkind) {
		case IR_F16: width = 16, own_cap = "Float16"; break;
		case IR_BF16: width = 16, own_cap = "BFloat16TypeKHR", own_ext = "SPV_KHR_bfloat16"; break;
		case IR_F64: width = 64, own_cap = "Float64"; break;
		case IR_F8E4M3FN: case IR_F8E5M2: width = 8, own_cap = "Float8EXT", own_ext = "SPV_EXT_float8"; break;
		default: width = 32; break;
		}
	}
	const char *in_storage = storage_capability(storage, width);
	if (kind == NEED_CAPABILITY)
		return in_storage ? need_one(d, op, kind, in_storage) : !own_cap || need_one(d, op, kind, own_cap);
	if (own_ext && !need_one(d, op, kind, own_ext))
		return false;
	if (in_storage)
		return need_one(d, op, kind, width == 8 ? "SPV_KHR_8bit_storage" : "SPV_KHR_16bit_storage");
	return true;
}

/* What a storage class itself needs (the grammar's, as MLIR's enum
   availability). */
static bool storage_needs(Deduce *d, IrOp *op, int storage, NeedKind kind)
{
	static Alternatives shader = {"Shader", NULL}, private = {"Shader", "VectorComputeINTEL", NULL},
		storage_buffer_exts = {"SPV_KHR_storage_buffer_storage_class", "SPV_KHR_variable_pointers", NULL};
	const char *name = storage_name(storage);
	if (!strcmp(name, "StorageBuffer"))
		return need(d, op, kind, kind == NEED_CAPABILITY ? shader : storage_buffer_exts);
	if (kind == NEED_EXTENSION)
		return true;
	if (!strcmp(name, "Private"))
		return need(d, op, kind, private);
	if (!strcmp(name, "Uniform") || !strcmp(name, "Output") || !strcmp(name, "PushConstant"))
		return need(d, op, kind, shader);
	return true;
}

static bool type_needs(Deduce *d, IrOp *op, IrType *t, int storage, NeedKind kind)
{
	if (t->kind == IR_TYPE_INTEGER || t->kind == IR_TYPE_FLOAT)
		return scalar_needs(d, op, t, storage, kind);
	if (t->kind == IR_TYPE_VECTOR) {
		int64_t n = t->shaped.rank == 1 ? t->shaped.dims[0] : 0;
		return type_needs(d, op, t->shaped.elem, storage, kind) &&
		       (kind != NEED_CAPABILITY || (n != 8 && n != 16) || need_one(d, op, kind, "Vector16"));
	}
	const SpirvType *s = spirv_type(t);
	if (!s)
		return true;
	switch (s->kind) {
	case SPIRV_TENSOR_ARM:
		return type_needs(d, op, s->elem, -1, kind) &&
		       need_one(d, op, kind, kind == NEED_CAPABILITY ? "TensorsARM" : "SPV_ARM_tensors");
	case SPIRV_PTR:
		return type_needs(d, op, s->elem, s->storage, kind) && storage_needs(d, op, s->storage, kind);
	case SPIRV_ARRAY:
	case SPIRV_RTARRAY:
		return type_needs(d, op, s->elem, storage, kind);
	case SPIRV_STRUCT:
		for (uint32_t i = 0; i < s->count; i++)
			if (!type_needs(d, op, spirv_struct_members(s)[i], storage, kind))
				return false;
		return true;
	}
	return true;
}

/* ---- what ops need (MLIR's ODS availability) ---- */

/* The ops that need GraphARM and SPV_ARM_graph, from which version. */
static unsigned graph_op_version(const IrOp *op)
{
	static const char *const graph_ops[] = {"spirv.ARM.Graph", "spirv.ARM.GraphEntryPoint",
	                                        "spirv.ARM.GraphOutputs", "spirv.ARM.GraphConstant"};
	if (!strncmp(ir_op_name(op)->s, "spirv.Tosa.", strlen("spirv.Tosa.")))
		return 15;
	for (size_t i = 0; i < sizeof graph_ops / sizeof *graph_ops; i++)
		if (!strcmp(ir_op_name(op)->s, graph_ops[i]))
			return 10;
	return 0;
}

/* The availability of an enum attribute's value, for the values of the
   enums spirv.module and spirv.EntryPoint take (the version Vulkan's
   memory model needs comes with its capability). */
typedef struct {
	const char *attr; /* also the attribute's mnemonic */
	const SpirvEnum *e;
	const char *value;
	Alternatives *extensions; /* NULL for none */
	const char *capability;
} EnumNeeds;

static Alternatives physical_storage_buffer = {"SPV_EXT_physical_storage_buffer", "SPV_KHR_physical_storage_buffer",
                                               NULL},
                    vulkan_memory_model = {"SPV_KHR_vulkan_memory_model", NULL};

static const EnumNeeds enum_needs[] = {
	{"addressing_model", &spirv_addressing_models, "Physical32", NULL, "Addresses"},
	{"addressing_model", &spirv_addressing_models, "Physical64", NULL, "Addresses"},
	{"addressing_model", &spirv_addressing_models, "PhysicalStorageBuffer64", &physical_storage_buffer,
	 "PhysicalStorageBufferAddresses"},
	{"memory_model", &spirv_memory_models, "Simple", NULL, "Shader"},
	{"memory_model", &spirv_memory_models, "GLSL450", NULL, "Shader"},
	{"memory_model", &spirv_memory_models, "OpenCL", NULL, "Kernel"},
	{"memory_model", &spirv_memory_models, "Vulkan", &vulkan_memory_model, "VulkanMemoryModel"},
	{"execution_model", &spirv_execution_models, "Vertex", NULL, "Shader"},
	{"execution_model", &spirv_execution_models, "Fragment", NULL, "Shader"},
	{"execution_model", &spirv_execution_models, "GLCompute", NULL, "Shader"},
	{"execution_model", &spirv_execution_models, "Kernel", NULL, "Kernel"},
};

static bool op_needs(Deduce *d, IrOp *op)
{
	unsigned graph = graph_op_version(op);
	if (graph && pm_get(&d->ops_met, ir_op_name(op)))
		return true;
	if (graph) {
		if (!need_version(d, op, graph, "", ir_op_name(op)->s) || !need_one(d, op, NEED_EXTENSION, "SPV_ARM_graph") ||
		    !need_one(d, op, NEED_CAPABILITY, "GraphARM"))
			return false;
		pm_put(&d->ops_met, ir_op_name(op), op);
		return true;
	}
	/* upstream MLIR since 22 (llvm-project#188743): the DescriptorSet and
	   Binding decorations need Shader, which spirv-val checks; placed, as
	   an assumption, before the variable's type */
	if (!strcmp(ir_op_name(op)->s, "spirv.GlobalVariable") &&
	    (ir_op_get_attr(op, "binding") || ir_op_get_attr(op, "descriptor_set")))
		return need_one(d, op, NEED_CAPABILITY, "Shader");
	if (!strcmp(ir_op_name(op)->s, "spirv.EXT.ConstantCompositeReplicate"))
		return need_one(d, op, NEED_EXTENSION, "SPV_EXT_replicated_composites") &&
		       need_one(d, op, NEED_CAPABILITY, "ReplicatedCompositesEXT");
	/* as ODS generates it: the versions, then the extensions, then the
	   capabilities of the op's enum attributes */
	const EnumNeeds *found[2]; /* spirv.module's two */
	unsigned n = 0;
	for (size_t i = 0; i < sizeof enum_needs / sizeof *enum_needs && n < 2; i++) {
		const EnumNeeds *e = &enum_needs[i];
		int64_t value = spirv_enum_attr_value(ir_op_get_attr(op, e->attr), e->attr);
		if (value >= 0 && value == spirv_enum_find(e->e, e->value, strlen(e->value)))
			found[n++] = e;
	}
	for (unsigned i = 0; i < n; i++)
		if (found[i]->extensions && !need(d, op, NEED_EXTENSION, *found[i]->extensions))
			return false;
	for (unsigned i = 0; i < n; i++)
		if (!need_one(d, op, NEED_CAPABILITY, found[i]->capability))
			return false;
	return true;
}

/* The types MLIR asks of op: its operands', its results', a global
   variable's, a function's arguments' then results'. */
static bool value_types_need(Deduce *d, IrOp *op)
{
	PtrVec types = {0};
	for (unsigned i = 0; i < op->noperands; i++)
		pv_push(&types, ir_value_type(ir_op_operand(op, i)));
	for (unsigned i = 0; i < op->nresults; i++)
		pv_push(&types, ir_value_type(&ir_op_results(op)[i]));
	IrAttr *type = !strcmp(ir_op_name(op)->s, "spirv.GlobalVariable") ? ir_op_get_attr(op, "type") : NULL;
	if (type && type->kind == IR_ATTR_TYPE)
		pv_push(&types, type->tval);
	IrAttr *fty = !strcmp(ir_op_name(op)->s, "spirv.func") || !strcmp(ir_op_name(op)->s, "spirv.ARM.Graph")
	                      ? ir_op_get_attr(op, "function_type")
	                      : NULL;
	if (fty && fty->kind == IR_ATTR_TYPE)
		for (unsigned i = 0; i < fty->tval->func.nin + fty->tval->func.nout; i++)
			pv_push(&types, fty->tval->func.types[i]);
	bool ok = true;
	for (size_t i = 0; ok && i < types.n; i++) {
		IrType *t = types.v[i];
		if (pm_get(&d->types_met, t))
			continue;
		ok = type_needs(d, op, t, -1, NEED_EXTENSION) && type_needs(d, op, t, -1, NEED_CAPABILITY);
		pm_put(&d->types_met, t, t);
	}
	pv_free(&types);
	return ok;
}

/* One op, in MLIR's walk order (ir_walk_post: what op holds before op);
   false stops the walk. */
static bool visit(IrOp *op, void *user)
{
	Deduce *d = user;
	return op_needs(d, op) && value_types_need(d, op);
}

static IrAttr *vce_attr(IrContext *ctx, const Deduce *d)
{
	StrBuf body = {0};
	sb_printf(&body, "vce<v%u.%u, [", d->version / 10, d->version % 10);
	for (unsigned i = 0; i < d->ncaps; i++)
		sb_printf(&body, "%s%s", i ? ", " : "", spirv_capabilities.values[d->caps[i]].name);
	sb_puts(&body, "], [");
	for (unsigned i = 0; i < d->nexts; i++)
		sb_printf(&body, "%s%s", i ? ", " : "", spirv_extensions.values[d->exts[i]].name);
	sb_puts(&body, "]>");
	IrAttr *a = ir_attr_dialect(ctx, ir_ident_cstr(ctx, "spirv"), ir_ident_cstr(ctx, body.s), true, NULL, NULL);
	sb_free(&body);
	return a;
}

static bool run(PassRun *r, IrOp *module)
{
	IrContext *ctx = r->ctx;
	IrAttr *env = spirv_target_env(module);
	const SpirvVce *target = spirv_target_env_vce(ctx, env);
	if (!target) {
		ir_diag_op(ctx, IR_DIAG_ERROR, module, "missing 'spirv.target_env' attribute");
		return false;
	}
	size_t ncaps = spirv_capabilities.n;
	Deduce d = {.ctx = ctx, .target = target, .version = 10, .allowed_caps = xcalloc(ncaps, sizeof(bool)),
	            .caps = xmalloc(ncaps * sizeof(uint16_t)), .exts = xmalloc(spirv_extensions.n * sizeof(uint16_t))};
	/* the target allows its capabilities and what they imply */
	uint16_t *allowed = xmalloc(ncaps * sizeof *allowed);
	unsigned nallowed = 0;
	for (unsigned i = 0; i < target->ncaps; i++)
		if (!contains(allowed, nallowed, spirv_vce_caps(target)[i]))
			allowed[nallowed++] = spirv_vce_caps(target)[i];
	add_implied(allowed, &nallowed);
	for (unsigned i = 0; i < nallowed; i++)
		d.allowed_caps[allowed[i]] = true;
	free(allowed);
	bool ok = ir_walk_post(module, visit, &d);
	if (ok) {
		add_implied(d.caps, &d.ncaps);
		ir_op_set_attr(ctx, module, ir_ident_cstr(ctx, "vce_triple"), vce_attr(ctx, &d));
	}
	free(d.allowed_caps);
	free(d.caps);
	free(d.exts);
	pm_free(&d.types_met);
	pm_free(&d.ops_met);
	return ok;
}

const PassDef pass_spirv_update_vce = {
	.arg = "spirv-update-vce",
	.name = "SPIRVUpdateVCEPass",
	.summary = "Deduce and attach minimal (version, capabilities, extensions) requirements to spirv.module ops",
	.anchor = "spirv.module",
	.run = run,
};
