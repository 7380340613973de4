/* spirv_promote_to_replicated_constants.c: spirv-promote-to-replicated-constants,
   MLIR's SPIR-V pass of that name on a spirv.module: every spirv.Constant of
   a composite type (vector, array, struct, arm.tensor) whose value repeats
   one constituent more than once becomes a
   spirv.EXT.ConstantCompositeReplicate of that constituent (SPV_EXT_replicated_composites),
   at the same place and location. The constituent is the innermost value
   that repeats: `[[1 : i32, 1 : i32], [1 : i32, 1 : i32]]` replicates
   `1 : i32`, a splat dense value its element. A constant of one element
   stays. The spirv dialect has no spec constants, so MLIR's second
   rewrite (spirv.SpecConstantComposite) has nothing to act on here. */
#include "internal.h"
#include "../ir/dialects/spirv/spirv.h"

/* The element of splat dense elements (of a builtin shaped type or an
   arm.tensor), and in *n their number; NULL if they are no splat. */
static IrAttr *dense_splat(IrContext *ctx, IrAttr *value, int64_t *n)
{
	const SpirvType *st = spirv_type(ir_attr_type_of(value));
	if (!value->dense.splat)
		return NULL;
	if (ir_type_is_shaped(ir_attr_type_of(value))) {
		*n = ir_type_num_elements(ir_attr_type_of(value));
		return spirv_dense_element(ctx, value, ir_attr_type_of(value)->shaped.elem, 0);
	}
	if (!st || st->kind != SPIRV_TENSOR_ARM || st->unranked)
		return NULL;
	*n = 1;
	for (uint32_t i = 0; i < st->count; i++) {
		if (spirv_tensor_dims(st)[i] < 0) /* dynamic */
			return NULL;
		*n *= spirv_tensor_dims(st)[i];
	}
	return spirv_dense_element(ctx, value, st->elem, 0);
}

/* The constituent value repeats, or NULL, and in *n how many times it
   fills the constant (MLIR's getSplatAttrAndNumElements). composite tells
   whether value's type is a composite one. */
static IrAttr *splat_of(IrContext *ctx, IrAttr *value, bool composite, int64_t *n)
{
	*n = 1;
	if (!composite)
		return NULL;
	if (value->kind == IR_ATTR_DENSE)
		return dense_splat(ctx, value, n);
	if (value->kind != IR_ATTR_ARRAY || !value->array.n)
		return NULL;
	IrAttr *first = value->array.elems[0];
	for (unsigned i = 1; i < value->array.n; i++)
		if (value->array.elems[i] != first) /* attributes are uniqued */
			return NULL;
	/* an element that is itself a splat composite: its constituent */
	int64_t inner;
	bool inner_composite = first->kind == IR_ATTR_ARRAY || (ir_attr_type_of(first) && spirv_first_element(ir_attr_type_of(first)));
	IrAttr *deeper = splat_of(ctx, first, inner_composite, &inner);
	*n = (int64_t)value->array.n * (deeper ? inner : 1);
	return deeper ? deeper : first;
}

static bool collect(IrOp *op, void *user)
{
	if (!strcmp(ir_op_name(op)->s, "spirv.Constant") && op->nresults == 1)
		pv_push(user, op);
	return true;
}

/* Whether op was replaced. */
static bool promote(IrContext *ctx, IrOp *op)
{
	IrType *type = ir_value_type(&ir_op_results(op)[0]);
	int64_t n;
	IrAttr *value = splat_of(ctx, ir_op_get_attr(op, "value"), spirv_first_element(type) != NULL, &n);
	if (!value || n == 1)
		return false;
	IrNamedAttr prop = {ir_ident_cstr(ctx, "value"), value};
	IrOpState st = {.name = ir_ident_cstr(ctx, "spirv.EXT.ConstantCompositeReplicate"),
	                .nresults = 1,
	                .result_types = &type,
	                .props = ir_attr_dict(ctx, 1, &prop, NULL),
	                .loc = ir_op_loc(ctx, op)};
	IrOp *replicate = ir_op_create(ctx, &st);
	ir_block_insert_before(op, replicate);
	IrValue *result = &ir_op_results(replicate)[0];
	ir_op_replace(ctx, op, &result);
	return true;
}

static bool run(PassRun *r, IrOp *module)
{
	PtrVec constants = {0};
	ir_walk(module, collect, &constants);
	bool changed = false;
	for (size_t i = 0; i < constants.n; i++)
		changed |= promote(r->ctx, constants.v[i]);
	pv_free(&constants);
	r->preserved_all = !changed;
	return true;
}

const PassDef pass_spirv_promote_to_replicated_constants = {
	.arg = "spirv-promote-to-replicated-constants",
	.name = "SPIRVReplicatedConstantCompositePass",
	.summary = "Convert splat composite constants and spec constants to corresponding replicated constant "
	           "composite ops defined by SPV_EXT_replicated_composites",
	.anchor = "spirv.module",
	.run = run,
	.op_local = true,
};
