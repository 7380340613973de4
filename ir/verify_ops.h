/* verify_ops.h: the op verifiers the dialect tables name (IrOpDef.verify):
   one a dialect for arith, affine, func and cf, one an op for memref, tensor
   and scf (ir_verify_<dialect>_<op>).  TOSA's are in verify_tosa.h.  Private
   to ir/. */
#ifndef MICA_IR_VERIFY_OPS_H
#define MICA_IR_VERIFY_OPS_H

#include "internal.h"

bool ir_verify_arith(IrContext *ctx, IrOp *op);  /* verify_arith.c */
bool ir_verify_affine(IrContext *ctx, IrOp *op); /* verify_affine.c */
bool ir_verify_func(IrContext *ctx, IrOp *op);   /* verify_func.c, also builtin ops */
bool ir_verify_cf(IrContext *ctx, IrOp *op);     /* verify_cf.c */

/* verify_memref.c */
bool ir_verify_memref_alloc(IrContext *ctx, IrOp *op);
bool ir_verify_memref_alloca(IrContext *ctx, IrOp *op);
bool ir_verify_memref_realloc(IrContext *ctx, IrOp *op);
bool ir_verify_memref_view(IrContext *ctx, IrOp *op);
bool ir_verify_memref_load(IrContext *ctx, IrOp *op);
bool ir_verify_memref_store(IrContext *ctx, IrOp *op);
bool ir_verify_memref_atomic_rmw(IrContext *ctx, IrOp *op);
bool ir_verify_memref_cast(IrContext *ctx, IrOp *op);
bool ir_verify_memref_copy(IrContext *ctx, IrOp *op);
bool ir_verify_memref_memory_space_cast(IrContext *ctx, IrOp *op);
bool ir_verify_memref_distinct_objects(IrContext *ctx, IrOp *op);
bool ir_verify_memref_dma_start(IrContext *ctx, IrOp *op);
bool ir_verify_memref_dma_wait(IrContext *ctx, IrOp *op);
bool ir_verify_memref_global(IrContext *ctx, IrOp *op);
bool ir_verify_memref_get_global(IrContext *ctx, IrOp *op);
bool ir_verify_memref_expand_shape(IrContext *ctx, IrOp *op);
bool ir_verify_memref_collapse_shape(IrContext *ctx, IrOp *op);
bool ir_verify_memref_subview(IrContext *ctx, IrOp *op);
bool ir_verify_memref_reinterpret_cast(IrContext *ctx, IrOp *op);
bool ir_verify_memref_extract_strided_metadata(IrContext *ctx, IrOp *op);
bool ir_verify_memref_reshape(IrContext *ctx, IrOp *op);
bool ir_verify_memref_generic_atomic_rmw(IrContext *ctx, IrOp *op);
bool ir_verify_memref_atomic_yield(IrContext *ctx, IrOp *op);
bool ir_verify_memref_prefetch(IrContext *ctx, IrOp *op);
bool ir_verify_memref_transpose(IrContext *ctx, IrOp *op);
bool ir_verify_memref_assume_alignment(IrContext *ctx, IrOp *op);

/* verify_tensor.c */
bool ir_verify_tensor_empty(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_splat(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_from_elements(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_extract(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_insert(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_concat(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_generate(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_generate_regions(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_pad(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_pad_regions(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_bitcast(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_collapse_shape(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_expand_shape(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_extract_slice(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_insert_slice(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_parallel_insert_slice(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_reshape(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_cast(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_gather(IrContext *ctx, IrOp *op);
bool ir_verify_tensor_scatter(IrContext *ctx, IrOp *op);

/* verify_scf.c */
/* RegionBranchOpInterface of an op whose regions return to it
   (scf.execute_region, memref.alloca_scope): what the terminator of each
   block without successors passes matches the op's results. */
bool ir_verify_returns_to_parent(IrContext *ctx, IrOp *op);
bool ir_verify_scf_for(IrContext *ctx, IrOp *op);
bool ir_verify_scf_for_regions(IrContext *ctx, IrOp *op);
bool ir_verify_scf_if(IrContext *ctx, IrOp *op);
bool ir_verify_scf_if_regions(IrContext *ctx, IrOp *op);
bool ir_verify_scf_execute_region(IrContext *ctx, IrOp *op);
bool ir_verify_scf_while(IrContext *ctx, IrOp *op);
bool ir_verify_scf_while_regions(IrContext *ctx, IrOp *op);
bool ir_verify_scf_index_switch(IrContext *ctx, IrOp *op);
bool ir_verify_scf_forall(IrContext *ctx, IrOp *op);
bool ir_verify_scf_forall_regions(IrContext *ctx, IrOp *op);
bool ir_verify_scf_in_parallel(IrContext *ctx, IrOp *op);
bool ir_verify_scf_parallel(IrContext *ctx, IrOp *op);
bool ir_verify_scf_reduce_regions(IrContext *ctx, IrOp *op);
bool ir_verify_scf_reduce_return(IrContext *ctx, IrOp *op);

#endif
