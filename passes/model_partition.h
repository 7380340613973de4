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
/* A Vulkan compute-shader op: a tosa.custom of the shader domain. */
bool mp_is_shader(const IrOp *op);
bool mp_is_function(const IrOp *op); /* func.func */
bool mp_is_return(const IrOp *op);   /* func.return */

#endif
