/* model_partition.h: what the model converter's partitioning passes
   (model-partition-marking, model-partitioning, view-partitions) share:
   the ops they tell apart and the attributes marking leaves for
   partitioning. */
#ifndef MICA_MODEL_PARTITION_H
#define MICA_MODEL_PARTITION_H

#include "internal.h"

#define MP_ATTR_ID "graph_partition_id"
#define MP_ATTR_LEAF "graph_partition_leaf_node"
#define MP_ATTR_OUTPUTS "graph_partition_sequence_output_indices"
#define MP_SHADER_DOMAIN "com.arm.VulkanCustomShader"

/* A compile-time constant: tosa.const or tosa.const_shape. */
bool mp_is_constant(const IrOp *op);
/* Is none of the n names among op's properties, so that setting or
   removing them changes only its discardable attributes? */
bool mp_only_discardable(const IrOp *op, IrIdent *const *names, size_t n);
/* A Vulkan compute-shader op: a tosa.custom of the shader domain. */
bool mp_is_shader(const IrOp *op);
bool mp_is_function(const IrOp *op); /* func.func */
bool mp_is_return(const IrOp *op);   /* func.return */
/* The op of block body that is op or holds it in its regions, NULL if
   none: a use inside a region counts as a use by that op. */
IrOp *mp_holder(IrOp *op, const IrBlock *body);
/* Whether func's body is what the passes split: one block ending in
   func.return; else an error naming the pass (`what`), false. */
bool mp_check_body(IrContext *ctx, IrOp *func, const char *what);

#endif
