/* vgf.h: the vgf dialect, Arm's model converter's description of a model
   split into partitions: a vgf.sequence (one per function of the model)
   holds the vgf.segment of each partition, each followed by the
   vgf.run_segment that runs it; a graph segment holds a func.func, a
   compute segment one vgf.shader_placeholder. */
#ifndef MICA_DIALECT_VGF_H
#define MICA_DIALECT_VGF_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../func/func.h" /* the function checks sequences and segments share with func.func */

extern const IrDialect ir_dialect_vgf;

/* verify.c: the op verifiers (IrOpDef.verify) */
bool vgf_verify_segment(IrContext *ctx, IrOp *op);
bool vgf_verify_run_segment(IrContext *ctx, IrOp *op);
bool vgf_verify_output(IrContext *ctx, IrOp *op); /* segment_output, sequence_output */
bool vgf_verify_shader_placeholder(IrContext *ctx, IrOp *op);
bool vgf_verify_sequence(IrContext *ctx, IrOp *op);

#endif
