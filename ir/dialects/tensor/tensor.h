/* tensor.h: the tensor dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_TENSOR_H
#define MICA_DIALECT_TENSOR_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../shaped.h"
#include "../complex/complex.h" /* constants of complex elements */
#include "../affine/affine.h" /* consecutive pads add their paddings with affine.apply */

extern const IrDialect ir_dialect_tensor;

/* verify.c: the op verifiers (IrOpDef.verify, verify_regions) */
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

/* canonicalize.c: folders (IrOpDef.fold) and canonicalization patterns */
/* MLIR's preservesStaticInformation(source, target): ranked tensors of the
   same element type, rank and encoding, target static where source is. */
bool tensor_preserves_static(const IrType *source, const IrType *target);
/* MLIR's canFoldIntoConsumerOp: the tensor.cast only loses static sizes. */
bool tensor_cast_loses_only(const IrOp *cast);
/* MLIR's reshapeConstantSource: a splat constant at the static type t,
   else NULL. */
IrAttr *tensor_reshape_splat(IrContext *ctx, const IrAttr *c, IrType *t);
#define TENSOR_FOLDER(name) \
	IrFoldStatus name(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results)
TENSOR_FOLDER(tensor_fold_cast);
TENSOR_FOLDER(tensor_fold_dim);
TENSOR_FOLDER(tensor_fold_extract);
TENSOR_FOLDER(tensor_fold_insert);
TENSOR_FOLDER(tensor_fold_from_elements);
TENSOR_FOLDER(tensor_fold_splat);
TENSOR_FOLDER(tensor_fold_rank);
TENSOR_FOLDER(tensor_fold_concat);
TENSOR_FOLDER(tensor_fold_bitcast);
TENSOR_FOLDER(tensor_fold_reshape);
TENSOR_FOLDER(tensor_fold_gather);
extern const IrPattern tensor_cast_patterns[], tensor_dim_patterns[], tensor_empty_patterns[], tensor_generate_patterns[], tensor_extract_patterns[], tensor_bitcast_patterns[], tensor_concat_patterns[];
/* slices.c: extract_slice and insert_slice */
TENSOR_FOLDER(tensor_fold_extract_slice);
TENSOR_FOLDER(tensor_fold_insert_slice);
extern const IrPattern tensor_extract_slice_patterns[], tensor_insert_slice_patterns[],
	tensor_parallel_insert_slice_patterns[];
bool tensor_cast_of_extract_slice(IrRewriter *rw, IrOp *op); /* TensorCastExtractSlice, a tensor.cast pattern */
/* pad.c: tensor.pad */
TENSOR_FOLDER(tensor_fold_pad);
extern const IrPattern tensor_pad_patterns[];
/* reshapes.c: collapse_shape and expand_shape */
extern const IrPattern tensor_collapse_shape_patterns[], tensor_expand_shape_patterns[];

#endif
