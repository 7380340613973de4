/* affine.h: the affine dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_AFFINE_H
#define MICA_DIALECT_AFFINE_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../arith/arith.h" /* AtomicRMWKind */
#include "../shaped.h"       /* operand groups */
#include "../memref/memref.h" /* memref.cast folds into affine accesses */

extern const IrDialect ir_dialect_affine;

/* parse.c: hand-written custom forms (IrOpDef.parse) */
IrOp *affine_read_apply(ParseState *ps, Parsed *r);
IrOp *affine_read_dma_start(ParseState *ps, Parsed *r);
IrOp *affine_read_dma_wait(ParseState *ps, Parsed *r);
IrOp *affine_read_for(ParseState *ps, Parsed *r);
IrOp *affine_read_if(ParseState *ps, Parsed *r);
IrOp *affine_read_load(ParseState *ps, Parsed *r);
IrOp *affine_read_parallel(ParseState *ps, Parsed *r);
IrOp *affine_read_prefetch(ParseState *ps, Parsed *r);
IrOp *affine_read_store(ParseState *ps, Parsed *r);

/* print.c: their printers (IrOpDef.print) */
void affine_print_apply(Printer *p, IrOp *op);
void affine_print_dma_start(Printer *p, IrOp *op);
void affine_print_dma_wait(Printer *p, IrOp *op);
void affine_print_for(Printer *p, IrOp *op);
void affine_print_if(Printer *p, IrOp *op);
void affine_print_load(Printer *p, IrOp *op);
void affine_print_parallel(Printer *p, IrOp *op);
void affine_print_prefetch(Printer *p, IrOp *op);
void affine_print_store(Printer *p, IrOp *op);

/* verify.c: the op verifiers (IrOpDef.verify, verify_regions) */
bool ir_verify_affine(IrContext *ctx, IrOp *op); /* verify_affine.c */
/* MLIR's isValidSymbol(value) and isValidDim(value): judged in the affine
   scope of the value's definition */
bool affine_valid_symbol(IrValue *v);
bool affine_valid_dim(IrValue *v);

/* maps.c: an affine map's results or an integer set's constraints with
   their operands, as MLIR's canonicalizations rewrite them */
typedef struct {
	IrContext *ctx;
	unsigned ndims, nsyms, n;
	IrAffineExpr **exprs; /* n results or constraints */
	IrValue **operands;   /* ndims + nsyms, in the block exprs starts */
	bool failed;          /* an expression would nest beyond IR_AFFINE_MAX_DEPTH:
	                         the op is left as it is */
} AffineOperands;
/* Room for n expressions and nops operands (no dims or symbols yet), in
   one block that affine_operands_free frees. */
AffineOperands affine_operands_new(IrContext *ctx, unsigned n, unsigned nops);
AffineOperands affine_operands_of(IrContext *ctx, unsigned ndims, unsigned nsyms, unsigned n,
                                 IrAffineExpr *const *exprs, const IrUse *uses);
AffineOperands affine_operands_copy(const AffineOperands *a);
IrAffineMap *affine_operands_map(AffineOperands *a);
/* Would affine_operands_map give m, or the same map for a and b? Told
   without uniquing: its maps have no sizes, and equal parts make the
   same map. */
bool affine_operands_have_map(const AffineOperands *a, const IrAffineMap *m);
bool affine_operands_same_map(const AffineOperands *a, const AffineOperands *b);
void affine_operands_free(AffineOperands *a);
/* MLIR's canonicalizeMapAndOperands (and canonicalizeSetAndOperands) */
void affine_canonicalize(AffineOperands *a);
/* MLIR's composeAffineMapAndOperands: then canonicalized and simplified */
void affine_compose(AffineOperands *a);
/* delinearize_cancel.c: a step of affine_compose at position pos of dims
   then syms (its operands so far): where pos holds the first result of an
   affine.delinearize_index with a static basis and every result is among
   them, each sum of all its results times their strides becomes the
   delinearized index, appended to dims (all results dims) or syms. True
   if an expression changed. */
bool affine_cancel_delinearize(AffineOperands *a, unsigned pos, PtrVec *dims, PtrVec *syms);
/* The n values of op's operands from first, malloc'ed (canonicalize.c). */
IrValue **affine_operand_values(const IrOp *op, unsigned first, unsigned n);
/* Is any of the n values the result of an affine.apply? */
bool affine_any_apply(IrValue *const *values, unsigned n);
/* The dims and symbols (dims[i], syms[i] set) the expressions use. */
void affine_mark_uses(const AffineOperands *a, bool *dims, bool *syms);
/* The integer constant v holds (MLIR's m_Constant of an IntegerAttr). */
bool affine_constant_operand(IrContext *ctx, IrValue *v, int64_t *out);
/* MLIR's constant folding of expression i with constant operands
   (constants[k] for operand k, NULL if not constant): false when an
   operand it uses is not constant or when it has no value, then *poison
   (may be NULL) tells whether all were constant (a division by zero). */
bool affine_eval_constant(IrContext *ctx, const AffineOperands *a, unsigned i, IrAttr *const *constants,
                          int64_t *out, bool *poison);

/* Adds scale times e to row (coefficients of the nd dims, the ns symbols,
   then the constant), as MLIR's SimpleAffineExprFlattener without local
   variables: false for what needs one (division, modulo) or is not affine. */
bool affine_flatten(const IrAffineExpr *e, unsigned nd, unsigned ns, int64_t *row, int64_t scale);

/* build.c: MLIR's makeComposedFoldedAffineApply of a one-result map
   whose operand i is the constant consts[i] where values[i] is NULL: an
   affine.apply (at op at's location, at the rewriter's insertion point)
   of the map composed with the affine.apply ops feeding it, in *value,
   unless it folds: then the value it folds to, or NULL and *constant.
   False when the expression would nest too deep (nothing built). */
bool affine_build_folded_apply(IrRewriter *rw, IrOp *at, const IrAffineMap *m, const int64_t *consts,
                               IrValue *const *values, IrValue **value, int64_t *constant);

/* bounds.c: MLIR's simplifications by the constant bounds of affine.for
   induction variables among the operands */
/* simplifyMapWithOperands: divisions and remainders the bounds decide */
void affine_simplify_with_operands(AffineOperands *a);
/* simplifyMinOrMaxExprWithOperands: expressions of a min (max) that the
   bounds show never the least (greatest) dropped, constant ones folded */
void affine_simplify_min_max(AffineOperands *a, bool is_max);

/* regions.c: where control goes between affine.for and its body
   (IrOpDef.region_successors) */
unsigned affine_for_successors(const IrOp *op, int from, IrAttr *const *operands, bool *to);

/* canonicalize.c and index_ops.c: folders (IrOpDef.fold) and canonicalization patterns
   (IrOpDef.patterns) */
IrFoldStatus affine_fold_apply(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results);
IrFoldStatus affine_fold_min_max(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results);
IrFoldStatus affine_fold_delinearize(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results);
IrFoldStatus affine_fold_linearize(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results);
IrFoldStatus affine_fold_load(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results);
IrFoldStatus affine_fold_memref_cast(IrContext *ctx, IrOp *op, IrAttr *const *constants, IrFoldResult *results);
/* MLIR's getTrivialConstantTripCount of an affine.for; false when unknown */
bool affine_for_trip_count(const IrOp *op, uint64_t *count);
extern const IrPattern affine_apply_patterns[], affine_load_patterns[], affine_store_patterns[],
	affine_vector_load_patterns[], affine_vector_store_patterns[], affine_prefetch_patterns[],
	affine_min_patterns[], affine_max_patterns[], affine_for_patterns[], affine_if_patterns[],
	affine_delinearize_patterns[], affine_linearize_patterns[], affine_parallel_patterns[];

#endif
