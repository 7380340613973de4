/* pattern.h: folding, rewrite patterns and the greedy driver that applies
   them, as MLIR's OpFoldResult, RewritePattern, PatternRewriter and
   applyPatternsGreedily.

   A dialect declares what it knows on its ops' definitions: IrOpDef.fold
   (MLIR's fold hook: from the op and the constant values of its operands,
   attributes or existing values for its results, or a change in place) and
   IrOpDef.patterns (its canonicalization patterns, each with a benefit);
   and on the dialect, how a constant of it is built
   (IrDialect.materialize_constant). A pattern changes IR only through the
   rewriter below, which tells the driver what was created, modified and
   erased, so that the driver revisits what the change may have made
   simpler. */
#ifndef MICA_IR_PATTERN_H
#define MICA_IR_PATTERN_H

#include "ir.h"

/* ---- fold.c: folding ---- */

/* One result of a fold: a constant (attr) or an existing value, exactly one
   of them set. */
struct IrFoldResult {
	IrAttr *attr;
	IrValue *value;
};

/* The constant value of v: the attribute its defining op folds to when
   that op is constant-like (IR_TRAIT_CONSTANT_LIKE, MLIR's m_Constant),
   else NULL. */
IrAttr *ir_value_constant(IrContext *ctx, IrValue *v);
/* Folds op once (IrOpDef.fold with the constant values of its operands). */
IrFoldStatus ir_op_fold(IrContext *ctx, IrOp *op, IrFoldResult *results);

/* ---- rewriter.c: changing IR as a pattern does ---- */

/* Who is told of changes (the greedy driver); each hook may be NULL. */
typedef struct {
	void (*inserted)(void *user, IrOp *op);  /* op was inserted (created or moved) */
	void (*modified)(void *user, IrOp *op);  /* op changed in place */
	void (*erased)(void *user, IrOp *op);    /* op is about to be erased */
	/* op was rebuilt as fresh, in its place, for a change MLIR makes in
	   place (ir_rewriter_set_operands); op is gone */
	void (*rebuilt)(void *user, IrOp *op, IrOp *fresh);
	void *user;
} IrRewriteListener;

typedef struct IrRewriter {
	IrContext *ctx;
	/* where created ops go: before `before`, else at the end of block */
	IrOp *before;
	IrBlock *block;
	const IrRewriteListener *listener; /* NULL: nobody listens */
} IrRewriter;

void ir_rewriter_set_insertion_before(IrRewriter *rw, IrOp *op);
/* Inserts op (detached) at the insertion point and notifies. */
IrOp *ir_rewriter_insert(IrRewriter *rw, IrOp *op);
/* ir_op_create, then ir_rewriter_insert. */
IrOp *ir_rewriter_create(IrRewriter *rw, const IrOpState *st);
/* MLIR's modifyOpInPlace: call after changing op's operands, attributes or
   successors directly. */
void ir_rewriter_modified(IrRewriter *rw, IrOp *op);
/* MLIR's modifyOpInPlace setting op's operands: they become the n values.
   An op's operands are part of its allocation, so op is rebuilt in its
   place (ir_op_splice_operands) and the listener told so, as of a change
   in place: not as of an erasure, whose operands' definitions the greedy
   driver would revisit. Returns the op now in op's place. */
IrOp *ir_rewriter_set_operands(IrRewriter *rw, IrOp *op, unsigned n, IrValue *const *values);
/* MLIR's replaceAllUsesWith: every user of from is told it was modified. */
void ir_rewriter_replace_all_uses(IrRewriter *rw, IrValue *from, IrValue *to);
/* MLIR's replaceOp: the uses of each result become uses of values[i], then
   op is erased. */
void ir_rewriter_replace_op(IrRewriter *rw, IrOp *op, IrValue *const *values);
/* Replaces op's one result with v. */
void ir_rewriter_replace_op_with(IrRewriter *rw, IrOp *op, IrValue *v);
/* MLIR's eraseOp: op (whose results are unused) and the ops nested in it
   are erased, the nested ones first, each notified. */
void ir_rewriter_erase_op(IrRewriter *rw, IrOp *op);
/* MLIR's mergeBlocks: the uses of source's arguments become uses of
   args[i] (their users told), source's ops move to the end of dest (each
   told as inserted), and source (no longer a branch target) is erased. */
void ir_rewriter_merge_blocks(IrRewriter *rw, IrBlock *source, IrBlock *dest, IrValue *const *args);
/* MLIR's inlineBlockBefore: likewise, source's ops moved before op before
   (of another block). */
void ir_rewriter_inline_block_before(IrRewriter *rw, IrBlock *source, IrOp *before, IrValue *const *args);
/* MLIR's eraseBlock: its ops are erased (notified), then the block. */
void ir_rewriter_erase_block(IrRewriter *rw, IrBlock *b);

/* ---- greedy.c: the greedy driver ---- */

/* One canonicalization pattern of an op (MLIR's RewritePattern): tried on
   ops of that name in order of decreasing benefit; returns true when it
   rewrote op (through the rewriter only). */
struct IrPattern {
	const char *name;  /* its debug name, for enable-patterns and disable-patterns */
	unsigned benefit;
	bool (*match_and_rewrite)(IrRewriter *rw, IrOp *op);
};

/* MLIR's GreedySimplifyRegionLevel. */
typedef enum {
	IR_SIMPLIFY_DISABLED,  /* no control-flow simplification */
	IR_SIMPLIFY_NORMAL,    /* unreachable blocks and dead values */
	IR_SIMPLIFY_AGGRESSIVE /* and identical blocks merged, redundant block arguments dropped */
} IrRegionSimplify;

typedef struct {
	bool top_down;            /* seed the worklist in pre-order (else post-order) */
	int64_t max_iterations;   /* -1: no limit */
	int64_t max_num_rewrites; /* per iteration, -1: no limit */
	IrRegionSimplify region_simplify;
	/* NULL, or whether pattern p may be applied (enable/disable-patterns) */
	bool (*pattern_enabled)(const IrPattern *p, void *user);
	void *filter_user;
	/* NULL: each op's canonicalization patterns (IrOpDef.patterns); else
	   the patterns a pass applies to ops of def (NULL for none), in the
	   same form (MLIR's RewritePatternSet of that pass) */
	const IrPattern *(*patterns_of)(const IrOpDef *def);
	bool no_folding;          /* MLIR's enableFolding(false): no op is folded */
	/* ir_apply_patterns_to_ops: MLIR's GreedyRewriteStrictness::AnyOp,
	   the default (any op a change touches is queued), else
	   ExistingAndNewOps */
	bool any_op;
} IrGreedyConfig;

/* MLIR's GreedyRewriteConfig defaults: bottom-up, 10 iterations, no limit
   on rewrites, aggressive region simplification. */
IrGreedyConfig ir_greedy_config_default(void);

/* MLIR's applyPatternsGreedily on an op: each of op's regions (op isolated
   from above) rewritten with every registered op's folder and the patterns
   of the configuration
   until nothing changes or the iteration limit is reached. Returns whether
   it converged; *changed (may be NULL) says whether anything changed. */
bool ir_apply_patterns_greedily(IrContext *ctx, IrOp *op, const IrGreedyConfig *cfg,
                                bool *changed);
/* MLIR's applyOpPatternsGreedily: the worklist starts with ops (the last
   taken first); then, with ExistingAndNewOps, only they and the ops made
   while it runs are queued, with AnyOp (cfg.any_op) any op a change
   touches within the region holding them all; one round, no region
   simplification. True if anything changed. */
bool ir_apply_patterns_to_ops(IrContext *ctx, IrOp *const *ops, size_t n, const IrGreedyConfig *cfg);


/* ---- region_simplify.c ---- */

/* MLIR's eraseUnreachableBlocks on r and the regions nested in it: true if
   any block was erased. */
bool ir_erase_unreachable_blocks(IrRewriter *rw, IrRegion *r);
/* MLIR's simplifyRegions (unreachable blocks, dead ops and block
   arguments, and with merge_blocks identical blocks and redundant block
   arguments): true if anything changed. */
bool ir_simplify_regions(IrRewriter *rw, IrRegion *r, bool merge_blocks);

#endif
