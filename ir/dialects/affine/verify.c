/* verify.c: the affine dialect's op verifiers: index types, maps
   against their operands, and MLIR's rules for which values may stand for
   a dimension or a symbol (isValidDim, isValidSymbol). */
#include <inttypes.h>

#include "affine.h"

/* ---- dimensions and symbols ---- */

/* Ops with MLIR's AffineScope trait: their regions start a new scope of
   symbols. */
static bool is_affine_scope(const IrOp *op)
{
	/* asked for every op around every affine op: the registered scopes by
	   their trait, the others (unregistered in mica) by name */
	if (ir_def(op))
		return (ir_def(op)->traits & IR_TRAIT_AFFINE_SCOPE) != 0;
	static const char *const scopes[] = {"gpu.launch", "gpu.func", "llvm.func", "wasmssa.func", NULL};
	for (int i = 0; scopes[i]; i++)
		if (!strcmp(ir_op_name(op)->s, scopes[i]))
			return true;
	return false;
}

/* Are the scopes around op all known?  Only then can its operands be
   judged. */
static bool scopes_known(IrContext *ctx, const IrOp *op)
{
	for (const IrOp *p = ir_op_parent(op); p; p = ir_op_parent(p))
		if (!is_affine_scope(p) && vt_traits_unknown(ctx, p))
			return false;
	return true;
}

static bool is_isolated(const IrOp *op)
{
	return ir_def(op) && (ir_def(op)->traits & IR_TRAIT_ISOLATED);
}

static bool is_op(const IrOp *op, const char *name)
{
	return op && !strcmp(ir_op_name(op)->s, name);
}

static IrRegion *region_of_value(const IrValue *v)
{
	IrBlock *b = ir_value_block(v);
	return b ? ir_block_parent(b) : NULL;
}

static IrOp *op_of_region(const IrRegion *r)
{
	return r ? ir_region_parent(r) : NULL;
}

/* MLIR's getAffineScope: the region, held by an AffineScope op, that
   contains op; NULL when there is none. */
static IrRegion *affine_scope(const IrOp *op)
{
	for (const IrOp *cur = op; cur->block; cur = ir_op_parent(cur)) {
		IrOp *parent = ir_op_parent(cur);
		if (!parent)
			return NULL;
		if (is_affine_scope(parent))
			return ir_block_parent(ir_op_block(cur));
	}
	return NULL;
}

/* MLIR's isTopLevelValue: defined directly in an AffineScope op's region. */
static bool is_top_level(const IrValue *v)
{
	IrOp *owner = op_of_region(region_of_value(v));
	return owner && is_affine_scope(owner);
}

/* The induction variables of affine.for (its first body argument) and of
   affine.parallel. */
static bool is_induction_var(const IrValue *v)
{
	const IrBlockArg *arg = ir_value_arg(v);
	IrBlock *block = arg ? ir_arg_block(arg) : NULL;
	if (!block || block != ir_region_first(ir_block_parent(block)))
		return false;
	IrOp *owner = op_of_region(ir_block_parent(block));
	return is_op(owner, "affine.parallel") || (is_op(owner, "affine.for") && v->index == 0);
}

/* The value of an index constant (arith.constant), if v is one. */
static bool constant_index(const IrValue *v, int64_t *out)
{
	IrAttr *a = ir_value_def(v) && is_op(ir_value_def(v), "arith.constant") ? ir_op_get_attr(ir_value_def(v), "value") : NULL;
	if (!a || a->kind != IR_ATTR_INTEGER)
		return false;
	*out = (int64_t)a->words[0];
	return true;
}

typedef struct Memo Memo;
static bool valid_symbol(Memo *m, IrValue *v, IrRegion *region);

/* Where the operands giving the dynamic sizes of a memref.alloc, .view or
   .subview result start: operand group `group` of its segments, or
   operand `fixed` of an op without segments. */
static unsigned dynamic_sizes_start(const IrOp *op)
{
	if (is_op(op, "memref.view"))
		return 2; /* source, byte_shift, sizes */
	unsigned group = is_op(op, "memref.subview") ? 2 : 0; /* subview: source, offsets, sizes, strides */
	IrAttr *seg = ir_op_get_attr((IrOp *)op, "operandSegmentSizes");
	unsigned start = 0;
	for (unsigned g = 0; seg && seg->kind == IR_ATTR_DENSE_ARRAY && g < group && g < seg->darray.n; g++)
		start += (unsigned)seg->darray.elems[g];
	return start;
}

/* MLIR's isMemRefSizeValidSymbol: dimension i of the memref an alloc, view
   or subview defines is static, or its size operand is a valid symbol. */
static bool memref_size_valid_symbol(Memo *m, const IrOp *def, int64_t i, IrRegion *region)
{
	IrType *t = ir_value_type(&ir_op_results(def)[0]);
	if (t->kind != IR_TYPE_MEMREF || i < 0 || i >= (int64_t)t->shaped.rank)
		return false;
	if (t->shaped.dims[i] != IR_DYNAMIC)
		return true;
	unsigned pos = dynamic_sizes_start(def);
	for (int64_t d = 0; d < i; d++)
		pos += t->shaped.dims[d] == IR_DYNAMIC;
	return pos < def->noperands && valid_symbol(m, ir_op_operand(def, pos), region);
}

/* MLIR's isDimOpValidSymbol, for memref.dim and tensor.dim: of a top-level
   value, or a constant dimension of a memref.alloc, .view or .subview
   (through memref.casts) that is static or sized by a valid symbol. */
static bool dim_op_valid_symbol(Memo *m, const IrOp *dim, IrRegion *region)
{
	IrValue *source = ir_op_operand(dim, 0);
	int64_t i;
	if (is_top_level(source))
		return true;
	if (!ir_value_def(source) || !constant_index(ir_op_operand(dim, 1), &i))
		return false;
	const IrOp *def = ir_value_def(source);
	while (is_op(def, "memref.cast")) {
		IrValue *from = ir_op_operand(def, 0);
		if (ir_value_type(from)->kind == IR_TYPE_UNRANKED_MEMREF || !ir_value_def(from))
			return false;
		def = ir_value_def(from);
	}
	if (!is_op(def, "memref.alloc") && !is_op(def, "memref.view") && !is_op(def, "memref.subview"))
		return false;
	return memref_size_valid_symbol(m, def, i, region);
}

static bool is_dim_op(const IrOp *op)
{
	return is_op(op, "memref.dim") || is_op(op, "tensor.dim");
}

/* Answers already given, per value and region: the rules recur through the
   operands of pure ops and affine.apply, which may share operands. An op's
   questions are few, so the first answers live in the memo itself, found
   by a scan; only the answers after them are hashed (asked for every
   affine op, allocating a table was a fifth of the verifier's time). */
typedef struct MemoEntry {
	IrValue *value;
	IrRegion *region;
	bool symbol; /* the question: symbol (else dimension) */
	bool answer;
	struct MemoEntry *next; /* hashed: the value's other answers */
} MemoEntry;
enum { MEMO_INLINE = 16 };
struct Memo {
	unsigned n;                    /* entries of `first` in use */
	MemoEntry first[MEMO_INLINE];
	PtrMap answers;                /* then: IrValue* -> MemoEntry list */
	Arena arena;
};

static void memo_init(Memo *m)
{
	m->n = 0; /* `first` is read only up to n: no need to clear it */
	m->answers = (PtrMap){0};
	m->arena = (Arena){0};
}

static MemoEntry *memo_find(Memo *m, IrValue *v, IrRegion *region, bool symbol)
{
	for (unsigned i = 0; i < m->n; i++) {
		MemoEntry *e = &m->first[i];
		if (e->value == v && e->region == region && e->symbol == symbol)
			return e;
	}
	for (MemoEntry *e = pm_get(&m->answers, v); e; e = e->next)
		if (e->region == region && e->symbol == symbol)
			return e;
	return NULL;
}

static MemoEntry *memo_put(Memo *m, IrValue *v, IrRegion *region, bool symbol, bool answer)
{
	if (m->n < MEMO_INLINE) {
		MemoEntry *e = &m->first[m->n++];
		*e = (MemoEntry){v, region, symbol, answer, NULL};
		return e;
	}
	MemoEntry *e = arena_alloc(&m->arena, sizeof *e);
	*e = (MemoEntry){v, region, symbol, answer, pm_get(&m->answers, v)};
	pm_put(&m->answers, v, e);
	return e;
}

/* Has every operand of op this property for region? */
static bool all_operands(Memo *m, const IrOp *op, IrRegion *region,
                         bool (*valid)(Memo *, IrValue *, IrRegion *))
{
	for (unsigned i = 0; i < op->noperands; i++)
		if (!valid(m, ir_op_operand(op, i), region))
			return false;
	return true;
}

/* Does region's parent op leave values of the enclosing region visible
   (not IsolatedFromAbove)? Then that enclosing region. */
static IrRegion *enclosing_region(IrRegion *region)
{
	IrOp *owner = op_of_region(region);
	return owner && !is_isolated(owner) && ir_op_block(owner) ? ir_block_parent(ir_op_block(owner)) : NULL;
}

static bool compute_valid_symbol(Memo *m, IrValue *v, IrRegion *region)
{
	if (region && region_of_value(v) == region)
		return true;
	IrOp *def = ir_value_def(v);
	if (def && ir_def(def) && (ir_def(def)->traits & IR_TRAIT_PURE) && all_operands(m, def, region, valid_symbol))
		return true; /* constants among them */
	if (def && is_dim_op(def))
		return dim_op_valid_symbol(m, def, region);
	IrRegion *outer = enclosing_region(region);
	return outer && valid_symbol(m, v, outer);
}

/* The answer of compute (for the question `symbol` or not) on an index
   value, remembered. */
static bool memoized(Memo *m, IrValue *v, IrRegion *region, bool symbol,
                     bool (*compute)(Memo *, IrValue *, IrRegion *))
{
	if (ir_value_type(v)->kind != IR_TYPE_INDEX)
		return false;
	MemoEntry *e = memo_find(m, v, region, symbol);
	if (e)
		return e->answer;
	e = memo_put(m, v, region, symbol, false); /* a cycle (graph regions) proves nothing */
	e->answer = compute(m, v, region);
	return e->answer;
}

/* MLIR's isValidSymbol(value, region). */
static bool valid_symbol(Memo *m, IrValue *v, IrRegion *region)
{
	return memoized(m, v, region, true, compute_valid_symbol);
}

static bool valid_dim(Memo *m, IrValue *v, IrRegion *region);

static bool compute_valid_dim(Memo *m, IrValue *v, IrRegion *region)
{
	if (valid_symbol(m, v, region))
		return true;
	IrOp *def = ir_value_def(v);
	if (!def)
		return is_induction_var(v);
	if (is_op(def, "affine.apply") || is_op(def, "affine.delinearize_index") ||
	    is_op(def, "affine.linearize_index"))
		return all_operands(m, def, region, valid_dim);
	return is_dim_op(def) && is_top_level(ir_op_operand(def, 0));
}

/* MLIR's isValidDim(value, region). */
static bool valid_dim(Memo *m, IrValue *v, IrRegion *region)
{
	return memoized(m, v, region, false, compute_valid_dim);
}

static void memo_free(Memo *m)
{
	pm_free(&m->answers);
	arena_free(&m->arena);
}

/* MLIR's isValidSymbol(value): a top-level value, or one valid in the
   affine scope of its defining op. */
bool affine_valid_symbol(IrValue *v)
{
	if (ir_value_type(v)->kind != IR_TYPE_INDEX)
		return false;
	if (is_top_level(v))
		return true;
	IrOp *def = ir_value_def(v);
	if (!def)
		return false;
	Memo m;
	memo_init(&m);
	bool ok = valid_symbol(&m, v, affine_scope(def));
	memo_free(&m);
	return ok;
}

/* MLIR's isValidDim(value): valid in the affine scope of its defining op,
   or an argument of an affine scope's, affine.for's or affine.parallel's
   block (iteration arguments included, as MLIR has it). */
bool affine_valid_dim(IrValue *v)
{
	if (ir_value_type(v)->kind != IR_TYPE_INDEX)
		return false;
	IrOp *def = ir_value_def(v);
	if (!def) {
		IrOp *owner = op_of_region(region_of_value(v));
		return owner && (is_affine_scope(owner) || is_op(owner, "affine.for") || is_op(owner, "affine.parallel"));
	}
	Memo m;
	memo_init(&m);
	bool ok = valid_dim(&m, v, affine_scope(def));
	memo_free(&m);
	return ok;
}

/* MLIR's verifyDimAndSymbolIdentifiers over n operands from `first`, the
   first ndims of them dimensions. */
static bool check_dims_and_symbols(IrContext *ctx, IrOp *op, unsigned first, unsigned n, unsigned ndims)
{
	if (!scopes_known(ctx, op))
		return true;
	Memo m;
	memo_init(&m);
	IrRegion *scope = affine_scope(op);
	const char *bad = NULL;
	for (unsigned i = 0; i < n && !bad; i++) {
		IrValue *v = ir_op_operand(op, first + i);
		if (i < ndims && !valid_dim(&m, v, scope))
			bad = "operand cannot be used as a dimension id";
		else if (i >= ndims && !valid_symbol(&m, v, scope))
			bad = "operand cannot be used as a symbol";
	}
	memo_free(&m);
	return !bad || vt_op_error(ctx, op, "%s", bad);
}

/* ---- type constraints ---- */

/* Operands from `first` on are of index type (ODS's Variadic<Index>). */
static bool check_index_operands(IrContext *ctx, IrOp *op, unsigned first)
{
	for (unsigned i = first; i < op->noperands; i++)
		if (ir_value_type(ir_op_operand(op, i))->kind != IR_TYPE_INDEX)
			return vt_op_error(ctx, op, "operand #%u must be variadic of index, but got %T", i,
			                   ir_value_type(ir_op_operand(op, i)));
	return true;
}

static bool check_index_result(IrContext *ctx, IrOp *op)
{
	if (ir_value_type(&ir_op_results(op)[0])->kind != IR_TYPE_INDEX)
		return vt_op_error(ctx, op, "result #0 must be index, but got %T", ir_value_type(&ir_op_results(op)[0]));
	return true;
}

static IrAffineMap *map_attr(IrOp *op, const char *name)
{
	IrAttr *a = ir_op_get_attr(op, name);
	return a && a->kind == IR_ATTR_AFFINE_MAP ? a->map : NULL;
}

/* ---- the ops ---- */

static bool operand_count_matches(IrContext *ctx, IrOp *op, const IrAffineMap *map)
{
	if (op->noperands != map->ndims + map->nsyms)
		return vt_op_error(ctx, op, "operand count and affine map dimension and symbol count must match");
	return true;
}

static bool verify_apply(IrContext *ctx, IrOp *op)
{
	IrAffineMap *map = map_attr(op, "map");
	if (!check_index_operands(ctx, op, 0) || !check_index_result(ctx, op) || !operand_count_matches(ctx, op, map))
		return false;
	if (map->nresults != 1)
		return vt_op_error(ctx, op, "mapping must produce one value");
	/* symbols may be neither dimensions nor symbols here, but not dimensions */
	if (!scopes_known(ctx, op))
		return true;
	Memo m;
	memo_init(&m);
	IrRegion *scope = affine_scope(op);
	bool ok = true;
	for (unsigned i = map->ndims; i < op->noperands && ok; i++) {
		IrValue *v = ir_op_operand(op, i);
		ok = !valid_dim(&m, v, scope) || valid_symbol(&m, v, scope);
	}
	memo_free(&m);
	if (!ok)
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "dimensional operand cannot be used as a symbol");
	return ok;
}

static bool verify_min_max(IrContext *ctx, IrOp *op)
{
	IrAffineMap *map = map_attr(op, "map");
	if (!check_index_operands(ctx, op, 0) || !check_index_result(ctx, op) || !operand_count_matches(ctx, op, map))
		return false;
	if (!map->nresults)
		return vt_op_error(ctx, op, "affine map expect at least one result");
	return true;
}

/* affine.load/store and their vector forms: the memref, then the map's
   operands from operand `first`. */
/* The indices' type constraint (ODS, before the op's own checks): ODS
   operand #first is the group of indices. */
static bool indices_are_index(IrContext *ctx, IrOp *op, unsigned first)
{
	for (unsigned i = first; i < op->noperands; i++) {
		IrType *t = ir_value_type(ir_op_operand(op, i));
		if (t->kind != IR_TYPE_INDEX) {
			char *text = vt_type_text(t);
			vt_op_error(ctx, op, "operand #%u must be variadic of index, but got '%s'", first, text);
			free(text);
			return false;
		}
	}
	return true;
}

static bool check_memory_indexing(IrContext *ctx, IrOp *op, unsigned first)
{
	if (!indices_are_index(ctx, op, first))
		return false;
	IrAffineMap *map = map_attr(op, "map");
	IrType *mt = ir_value_type(ir_op_operand(op, first - 1));
	if (mt->kind != IR_TYPE_MEMREF)
		return true; /* left to the type constraints */
	if (map->nresults != mt->shaped.rank)
		return vt_op_error(ctx, op, "affine map num results must equal memref rank");
	if (map->ndims + map->nsyms != op->noperands - first)
		return vt_op_error(ctx, op, "expects as many subscripts as affine map inputs");
	return check_dims_and_symbols(ctx, op, first, op->noperands - first, map->ndims);
}

static bool verify_load(IrContext *ctx, IrOp *op)
{
	IrType *mt = ir_value_type(ir_op_operand(op, 0));
	if (!indices_are_index(ctx, op, 1))
		return false;
	if (mt->kind == IR_TYPE_MEMREF && ir_value_type(&ir_op_results(op)[0]) != mt->shaped.elem)
		return vt_op_error(ctx, op, "result type must match element type of memref");
	return check_memory_indexing(ctx, op, 1);
}

static bool verify_store(IrContext *ctx, IrOp *op)
{
	IrType *mt = ir_value_type(ir_op_operand(op, 1));
	if (!indices_are_index(ctx, op, 2))
		return false;
	if (mt->kind == IR_TYPE_MEMREF && ir_value_type(ir_op_operand(op, 0)) != mt->shaped.elem)
		return vt_op_error(ctx, op, "value to store must have the same type as memref element type");
	return check_memory_indexing(ctx, op, 2);
}

/* affine.vector_load/store: the vector holds the memref's elements. */
static bool verify_vector_access(IrContext *ctx, IrOp *op, unsigned memref, IrType *vector)
{
	if (!check_memory_indexing(ctx, op, memref + 1))
		return false;
	IrType *mt = ir_value_type(ir_op_operand(op, memref));
	if (mt->kind == IR_TYPE_MEMREF && ir_type_is_shaped(vector) && vector->shaped.elem != mt->shaped.elem)
		return vt_op_error(ctx, op, "requires memref and vector types of the same elemental type");
	return true;
}

static bool verify_for(IrContext *ctx, IrOp *op)
{
	IrAffineMap *lower = map_attr(op, "lowerBoundMap"), *upper = map_attr(op, "upperBoundMap");
	unsigned nl = lower->ndims + lower->nsyms, nu = upper->ndims + upper->nsyms;
	/* operands that do not fit the maps are left to the operand segments;
	   the maps' results are checked all the same, as MLIR does (found by
	   the roundtrip fuzz target: a map without results printed a bound
	   that does not read back) */
	bool fit = nl + nu <= op->noperands;
	if (fit && nl && !check_dims_and_symbols(ctx, op, 0, nl, lower->ndims))
		return false;
	if (fit && nu && !check_dims_and_symbols(ctx, op, nl, nu, upper->ndims))
		return false;
	if (!lower->nresults)
		return vt_op_error(ctx, op, "expected lower bound map to have at least one result");
	if (!upper->nresults)
		return vt_op_error(ctx, op, "expected upper bound map to have at least one result");
	/* reliability: each bound's operands are its map's dims and symbols, or
	   the custom form cannot write them (found by the roundtrip fuzz
	   target: the printer read past the operands); mlir-opt 22 accepts such
	   an op and prints a form that does not read back */
	VsGroup lb = vs_group(op, 0), ub = vs_group(op, 1);
	if (lb.n != nl)
		return vt_op_error(ctx, op, "lower bound operand count and its map's dimension and symbol count must match");
	if (ub.n != nu)
		return vt_op_error(ctx, op, "upper bound operand count and its map's dimension and symbol count must match");
	return true;
}

/* NoRegionArguments */
static bool check_no_region_arguments(IrContext *ctx, IrOp *op)
{
	for (unsigned i = 0; i < ir_op_nregions(op); i++)
		if (ir_region_first(&ir_op_regions(op)[i]) && ir_region_first(&ir_op_regions(op)[i])->nargs)
			return vt_op_error(ctx, op, "region #%u should have no arguments", i);
	return true;
}

static bool verify_if(IrContext *ctx, IrOp *op)
{
	if (!check_no_region_arguments(ctx, op))
		return false;
	IrIntegerSet *set = ir_op_get_attr(op, "condition")->set;
	if (op->noperands != set->ndims + set->nsyms)
		return vt_op_error(ctx, op, "operand count and condition integer set dimension and symbol count must match");
	return check_dims_and_symbols(ctx, op, 0, op->noperands, set->ndims);
}

/* Does a result of this type suit the reduction (arith's AtomicRMWKind)?
   As MLIR's isResultTypeMatchAtomicRMWKind: `assign` suits any, kinds it
   does not list (maxnumf, minnumf, xori) none. */
static bool reduction_fits(const char *kind, const IrType *t)
{
	static const char *const float_kinds[] = {"addf", "mulf", "maximumf", "minimumf", NULL};
	static const char *const int_kinds[] = {"addi", "muli", "maxs", "maxu", "mins", "minu", "andi", "ori", NULL};
	if (!strcmp(kind, "assign"))
		return true;
	for (int i = 0; float_kinds[i]; i++)
		if (!strcmp(kind, float_kinds[i]))
			return t->kind == IR_TYPE_FLOAT;
	for (int i = 0; int_kinds[i]; i++)
		if (!strcmp(kind, int_kinds[i]))
			return t->kind == IR_TYPE_INTEGER;
	return false;
}

/* Does every group of bounds (a dense i32 count per loop) hold a map? */
static bool groups_nonempty(const IrAttr *groups)
{
	int64_t n = ir_type_num_elements(ir_attr_type_of(groups));
	for (int64_t g = 0; g < n; g++) {
		int32_t v;
		memcpy(&v, ir_dense_data(groups) + (groups->dense.splat ? 0 : g * 4), 4);
		if (!v)
			return false;
	}
	return true;
}

/* After verify_def.c's counts of groups, steps and bound results. */
static bool verify_parallel(IrContext *ctx, IrOp *op)
{
	if (!groups_nonempty(ir_op_get_attr(op, "lowerBoundsGroups")))
		return vt_op_error(ctx, op, "expected lower bound map to have at least one result");
	if (!groups_nonempty(ir_op_get_attr(op, "upperBoundsGroups")))
		return vt_op_error(ctx, op, "expected upper bound map to have at least one result");
	IrAttr *reductions = ir_op_get_attr(op, "reductions");
	if (op->nresults != reductions->array.n)
		return vt_op_error(ctx, op, "a reduction must be specified for each output");
	for (unsigned i = 0; i < op->nresults; i++) {
		const IrAttr *k = reductions->array.elems[i];
		const char *kind = ir_atomic_rmw_kind_name((int64_t)k->words[0]);
		if (!kind)
			return vt_op_error(ctx, op, "invalid reduction attribute");
		if (!reduction_fits(kind, ir_value_type(&ir_op_results(op)[i])))
			return vt_op_error(ctx, op, "result type cannot match reduction attribute");
	}
	IrAffineMap *lower = map_attr(op, "lowerBoundsMap"), *upper = map_attr(op, "upperBoundsMap");
	unsigned nl = lower->ndims + lower->nsyms, nu = upper->ndims + upper->nsyms;
	if (nl + nu != op->noperands)
		return true; /* not MLIR's concern here either: the bounds take the operands in turn */
	return check_dims_and_symbols(ctx, op, 0, nl, lower->ndims) &&
	       check_dims_and_symbols(ctx, op, nl, nu, upper->ndims);
}

/* The static basis of delinearize_index/linearize_index has a dynamic
   marker for each dynamic basis operand. */
static bool basis_markers_match(IrContext *ctx, IrOp *op, const IrAttr *basis, unsigned ndynamic)
{
	unsigned markers = 0;
	for (unsigned i = 0; i < basis->darray.n; i++)
		markers += (int64_t)basis->darray.elems[i] == IR_DYNAMIC;
	if (markers != ndynamic)
		return vt_op_error(ctx, op, "mismatch between dynamic and static basis (kDynamic marker but no corresponding "
		                   "dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite");
	return true;
}

static bool verify_delinearize(IrContext *ctx, IrOp *op)
{
	IrAttr *basis = ir_op_get_attr(op, "static_basis");
	if (op->nresults != basis->darray.n && op->nresults != basis->darray.n + 1)
		return vt_op_error(ctx, op, "should return an index for each basis element and up to one extra index");
	if (!basis_markers_match(ctx, op, basis, op->noperands - 1))
		return false;
	for (unsigned i = 0; i < basis->darray.n; i++) {
		int64_t v = (int64_t)basis->darray.elems[i];
		if (v <= 0 && v != IR_DYNAMIC)
			return vt_op_error(ctx, op, "no basis element may be statically non-positive");
	}
	return true;
}

static bool verify_linearize(IrContext *ctx, IrOp *op)
{
	IrAttr *basis = ir_op_get_attr(op, "static_basis"), *seg = ir_op_get_attr(op, "operandSegmentSizes");
	unsigned nindices = (unsigned)seg->darray.elems[0];
	if (nindices != basis->darray.n && nindices != basis->darray.n + 1)
		return vt_op_error(ctx, op, "should be passed a basis element for each index except possibly the first");
	return basis_markers_match(ctx, op, basis, (unsigned)seg->darray.elems[1]);
}

/* affine.yield gives its parent loop or conditional's results. */
static bool verify_yield(IrContext *ctx, IrOp *op)
{
	IrOp *parent = ir_op_parent(op);
	if (!is_op(parent, "affine.if") && !is_op(parent, "affine.for") && !is_op(parent, "affine.parallel"))
		return vt_op_error(ctx, op, "only terminates affine.if/for/parallel regions");
	if (parent->nresults != op->noperands)
		return vt_op_error(ctx, op, "parent of yield must have same number of results as the yield operands");
	for (unsigned i = 0; i < op->noperands; i++)
		if (ir_value_type(&ir_op_results(parent)[i]) != ir_value_type(ir_op_operand(op, i)))
			return vt_op_error(ctx, op, "types mismatch between yield op and its parent");
	return true;
}

/* affine.dma_start and dma_wait: memrefs, each followed by its map's
   operands, which must be dimensions or symbols; then the element count
   (and for dma_start an optional stride and count per stride). */
static const char *const dma_maps[3] = {"src_map", "dst_map", "tag_map"};

static unsigned dma_map_inputs(IrOp *op, unsigned k)
{
	IrAffineMap *m = map_attr(op, dma_maps[k]);
	return m->ndims + m->nsyms;
}

/* The first index operand of the memrefs from `first` that is not of index
   type (*wrong_type) or neither a dimension nor a symbol; which memref in *k. */
static IrValue *bad_dma_index(IrOp *op, unsigned first, unsigned *k, bool *wrong_type)
{
	Memo m;
	memo_init(&m);
	IrRegion *scope = affine_scope(op);
	IrValue *bad = NULL;
	for (unsigned at = 0, j = first; j < 3 && !bad; at += 1 + dma_map_inputs(op, j), j++) {
		for (unsigned i = at + 1; i <= at + dma_map_inputs(op, j) && !bad; i++) {
			IrValue *v = ir_op_operand(op, i);
			*wrong_type = ir_value_type(v)->kind != IR_TYPE_INDEX;
			if (*wrong_type || (!valid_dim(&m, v, scope) && !valid_symbol(&m, v, scope)))
				bad = v;
		}
		*k = j;
	}
	memo_free(&m);
	return bad;
}

static bool verify_dma(IrContext *ctx, IrOp *op, bool start)
{
	static const char *const what[3] = {"source", "destination", "tag"};
	static const char *const index[3] = {"src index", "dst index", "tag index"};
	unsigned first = start ? 0 : 2, inputs = 0;
	for (unsigned k = first; k < 3; k++)
		inputs += dma_map_inputs(op, k);
	/* dma_wait does not count its operands, as MLIR's (the extra ones are not printed) */
	unsigned base = inputs + (start ? 3 : 1) + 1;
	if (start ? op->noperands != base && op->noperands != base + 2 : op->noperands < base)
		return vt_op_error(ctx, op, "incorrect number of operands");
	for (unsigned k = first, at = 0; k < 3; at += 1 + dma_map_inputs(op, k), k++)
		if (ir_value_type(ir_op_operand(op, at))->kind != IR_TYPE_MEMREF)
			return vt_op_error(ctx, op, "expected DMA %s to be of memref type", what[k]);
	unsigned k = first;
	bool wrong_type = false;
	if (!scopes_known(ctx, op) || !bad_dma_index(op, first, &k, &wrong_type))
		return true;
	const char *name = start ? index[k] : "index";
	if (wrong_type)
		return vt_op_error(ctx, op, "%s to %s must have 'index' type", name, ir_op_name(op)->s + strlen("affine."));
	return vt_op_error(ctx, op, "%s must be a valid dimension or symbol identifier", name);
}

static bool verify_dma_start(IrContext *ctx, IrOp *op)
{
	return verify_dma(ctx, op, true);
}

static bool verify_dma_wait(IrContext *ctx, IrOp *op)
{
	return verify_dma(ctx, op, false);
}

static bool verify_vector_load(IrContext *ctx, IrOp *op)
{
	return verify_vector_access(ctx, op, 0, ir_value_type(&ir_op_results(op)[0]));
}

static bool verify_vector_store(IrContext *ctx, IrOp *op)
{
	return verify_vector_access(ctx, op, 1, ir_value_type(ir_op_operand(op, 0)));
}

typedef struct {
	const char *name; /* without `affine.` */
	bool (*verify)(IrContext *ctx, IrOp *op);
} AffineVerifier;
static const AffineVerifier verifiers[] = {
	{"apply", verify_apply}, {"min", verify_min_max}, {"max", verify_min_max}, {"load", verify_load},
	{"store", verify_store}, {"vector_load", verify_vector_load}, {"vector_store", verify_vector_store},
	{"for", verify_for}, {"if", verify_if}, {"parallel", verify_parallel},
	{"delinearize_index", verify_delinearize}, {"linearize_index", verify_linearize}, {"yield", verify_yield},
	{"dma_start", verify_dma_start}, {"dma_wait", verify_dma_wait},
};

/* affine.for: the induction variable, then one argument per loop-carried
   value (an empty body is the region checks'). */
static bool check_for_body(const IrOp *op, char *msg, size_t size)
{
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	unsigned carried = op->nresults;
	if (body && body->nargs != 1 + carried) {
		snprintf(msg, size, "expected the body to have %u arguments (the induction variable and %u "
		         "loop-carried values)", 1 + carried, carried);
		return false;
	}
	return true;
}

/* affine.parallel: as many groups of bounds and steps as induction
   variables, and groups that add up to the bound maps' results. */
static bool check_parallel(const IrOp *op, char *msg, size_t size)
{
	IrAttr *lg = ir_op_get_attr((IrOp *)op, "lowerBoundsGroups"), *ug = ir_op_get_attr((IrOp *)op, "upperBoundsGroups");
	IrAttr *lm = ir_op_get_attr((IrOp *)op, "lowerBoundsMap"), *um = ir_op_get_attr((IrOp *)op, "upperBoundsMap");
	IrAttr *steps = ir_op_get_attr((IrOp *)op, "steps");
	if (!ir_region_first(&ir_op_regions(op)[0]))
		return true; /* check_region_blocks says so */
	unsigned nargs = ir_region_first(&ir_op_regions(op)[0])->nargs;
	int64_t nl = ir_type_num_elements(ir_attr_type_of(lg)), nu = ir_type_num_elements(ir_attr_type_of(ug));
	if (nl != nargs || nu != nargs || steps->array.n != nargs) {
		snprintf(msg, size, "the number of region arguments (%u) and the number of map groups for lower (%" PRId64
		         ") and upper bound (%" PRId64 "), and the number of steps (%u) must all match",
		         nargs, nl, nu, steps->array.n);
		return false;
	}
	const IrAttr *groups[2] = {lg, ug}, *maps[2] = {lm, um};
	static const char *const which[2] = {"lower", "upper"};
	for (int k = 0; k < 2; k++) {
		int64_t total = 0;
		for (int64_t g = 0; g < nl; g++) {
			int32_t v;
			memcpy(&v, ir_dense_data(groups[k]) + (groups[k]->dense.splat ? 0 : g * 4), 4);
			total += v;
		}
		if (total != maps[k]->map->nresults) {
			snprintf(msg, size, "expected %s bounds map to have %" PRId64 " results", which[k], total);
			return false;
		}
	}
	return true;
}

static const void *find_verifier(const IrOpDef *def)
{
	const char *name = def->name + strlen("affine.");
	for (size_t i = 0; i < sizeof verifiers / sizeof *verifiers; i++)
		if (!strcmp(name, verifiers[i].name))
			return &verifiers[i];
	return NULL;
}

bool ir_verify_affine(IrContext *ctx, IrOp *op)
{
	char msg[200];
	const AffineVerifier *v = ir_op_def_dialect_fact(ctx, op, find_verifier); /* once per definition */
	bool is_for = v && v->verify == verify_for;
	if ((is_for || (v && v->verify == verify_parallel)) &&
	    !(is_for ? check_for_body(op, msg, sizeof msg) : check_parallel(op, msg, sizeof msg))) {
		ir_emit_op_error(ctx, op, "%s", msg);
		return false;
	}
	return !v || v->verify(ctx, op);
}
