/* vgf.h: the vgf dialect's parts, shared by the files of its folder.  The
   dialect describes a model split into segments: a vgf.sequence holds
   vgf.segment ops (graph segments around a nested func.func, compute
   segments around one vgf.shader_placeholder), each followed by the
   vgf.run_segment that runs it. */
#ifndef MICA_DIALECT_VGF_H
#define MICA_DIALECT_VGF_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../func/func.h"

extern const IrDialect ir_dialect_vgf;

/* parse.c: the function-like form of vgf.sequence and vgf.segment */
IrOp *vgf_read_function(ParseState *ps, Parsed *r);

/* verify.c: the op verifiers (IrOpDef.verify) */
bool vgf_verify_function(IrContext *ctx, IrOp *op);
bool vgf_verify_run_segment(IrContext *ctx, IrOp *op);
bool vgf_verify_output(IrContext *ctx, IrOp *op);
bool vgf_verify_shader_placeholder(IrContext *ctx, IrOp *op);

#endif
