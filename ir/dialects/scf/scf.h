/* scf.h: the scf dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_SCF_H
#define MICA_DIALECT_SCF_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../shaped.h"
#include "../../pattern.h"

extern const IrDialect ir_dialect_scf;

/* parse.c: hand-written custom forms (IrOpDef.parse) */
IrOp *scf_read_execute_region(ParseState *ps, Parsed *r);
IrOp *scf_read_for(ParseState *ps, Parsed *r);
IrOp *scf_read_forall(ParseState *ps, Parsed *r);
IrOp *scf_read_if(ParseState *ps, Parsed *r);
IrOp *scf_read_in_parallel(ParseState *ps, Parsed *r);
IrOp *scf_read_index_switch(ParseState *ps, Parsed *r);
IrOp *scf_read_parallel(ParseState *ps, Parsed *r);
IrOp *scf_read_reduce(ParseState *ps, Parsed *r);
IrOp *scf_read_while(ParseState *ps, Parsed *r);

/* print.c: their printers (IrOpDef.print) */
void scf_print_execute_region(Printer *p, IrOp *op);
void scf_print_for(Printer *p, IrOp *op);
void scf_print_forall(Printer *p, IrOp *op);
void scf_print_if(Printer *p, IrOp *op);
void scf_print_in_parallel(Printer *p, IrOp *op);
void scf_print_index_switch(Printer *p, IrOp *op);
void scf_print_parallel(Printer *p, IrOp *op);
void scf_print_reduce(Printer *p, IrOp *op);
void scf_print_while(Printer *p, IrOp *op);

/* canonicalize.c: the ops' patterns (IrOpDef.patterns) */
extern const IrPattern scf_for_patterns[], scf_if_patterns[], scf_execute_region_patterns[],
	scf_index_switch_patterns[], scf_parallel_patterns[];
IrFoldStatus scf_fold_if(IrContext *ctx, IrOp *op, IrAttr *const *operands, IrFoldResult *results);
/* Is o nested in region r (at any depth)? */
bool scf_in_region(const IrOp *o, const IrRegion *r);
/* A tensor.cast of v to t at the insertion point. */
IrValue *scf_tensor_cast(IrRewriter *rw, IrType *t, IrValue *v, IrAttr *loc);
/* The location MLIR's Value::getLoc gives v. */
IrAttr *scf_value_loc(IrContext *ctx, IrValue *v);
/* A new arith.constant of the i1 b before op. */
IrValue *scf_bool_constant(IrRewriter *rw, IrOp *op, bool b);

/* while_canonicalize.c, forall_canonicalize.c: scf.while's and
   scf.forall's patterns */
extern const IrPattern scf_while_patterns[], scf_forall_patterns[];

/* region_branch.c: MLIR's RegionBranchOpInterface patterns, for the ops
   whose regions end in scf.yield or scf.condition */
bool scf_make_inputs_dead(IrRewriter *rw, IrOp *op);
bool scf_remove_duplicate_inputs(IrRewriter *rw, IrOp *op);
bool scf_remove_dead_inputs(IrRewriter *rw, IrOp *op);
/* The three, as each op's pattern list ends with them. */
#define SCF_REGION_BRANCH_PATTERNS                                                               \
	{"(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead", 1, scf_make_inputs_dead},     \
	{"(anonymous namespace)::RemoveDuplicateSuccessorInputUses", 1, scf_remove_duplicate_inputs}, \
	{"(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs", 1, scf_remove_dead_inputs}

/* regions.c: where control goes between the ops and their regions
   (IrOpDef.region_successors) */
unsigned scf_if_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to);
unsigned scf_execute_region_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to);
unsigned scf_for_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to);
unsigned scf_while_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to);
unsigned scf_index_switch_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to);

/* verify.c: the op verifiers (IrOpDef.verify, verify_regions) */
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
