/* verify.c: the memref dialect's own op checks, in MLIR's words
   (MemRefOps.cpp and the ODS constraints of MemRefOps.td). */
#include <inttypes.h>

#include "memref.h"

static bool is_memref(const IrType *t)
{
	return t->kind == IR_TYPE_MEMREF;
}

static bool is_any_memref(const IrType *t)
{
	return t->kind == IR_TYPE_MEMREF || t->kind == IR_TYPE_UNRANKED_MEMREF;
}

static bool same_space(const IrType *a, const IrType *b)
{
	return a->shaped.space == b->shaped.space;
}

/* ODS's operand type constraint: "operand #i must be <what>, but got 'T'". */
static bool operand_must_be(IrContext *ctx, IrOp *op, unsigned i, const char *what)
{
	char prefix[200];
	snprintf(prefix, sizeof prefix, "operand #%u must be %s, but got ", i, what);
	return vs_error_type(ctx, op, true, prefix, vs_operand_type(op, i), "");
}

static bool result_must_be(IrContext *ctx, IrOp *op, unsigned i, const char *what)
{
	char prefix[200];
	snprintf(prefix, sizeof prefix, "result #%u must be %s, but got ", i, what);
	return vs_error_type(ctx, op, true, prefix, ir_value_type(&ir_op_results(op)[i]), "");
}

/* ---- allocation ---- */

/* The symbols of the layout's affine map: a strided layout has one per
   dynamic stride and offset. */
static unsigned layout_symbols(const IrType *t)
{
	const IrAttr *l = t->shaped.layout;
	if (vs_layout_is_identity(t))
		return 0;
	if (l->kind == IR_ATTR_AFFINE_MAP)
		return l->map->nsyms;
	unsigned n = l->kind == IR_ATTR_STRIDED && l->strided.offset == IR_DYNAMIC;
	for (unsigned i = 0; l->kind == IR_ATTR_STRIDED && i < l->strided.n; i++)
		n += l->strided.strides[i] == IR_DYNAMIC;
	return n;
}

static bool verify_alloc_like(IrContext *ctx, IrOp *op)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]); /* a memref (IrOpDef.types) */
	if (!vs_check_dynamic_sizes(ctx, op, vs_group(op, 0).n, t))
		return false;
	unsigned want = layout_symbols(t);
	unsigned got = vs_group(op, 1).n;
	if (got != want) {
		ir_emit_op_error(ctx, op, "symbol operand count does not equal memref symbol count: expected %u, got %u",
		                 want, got);
		return false;
	}
	return true;
}

bool ir_verify_memref_alloc(IrContext *ctx, IrOp *op)
{
	return verify_alloc_like(ctx, op);
}

/* Ops with MLIR's AutomaticAllocationScope trait. */
static bool is_allocation_scope(const IrOp *op)
{
	static const char *const scopes[] = {"func.func", "scf.parallel", "scf.forall", "affine.parallel",
	                                     "memref.alloca_scope", NULL};
	for (int i = 0; scopes[i]; i++)
		if (!strcmp(ir_op_name(op)->s, scopes[i]))
			return true;
	return false;
}

/* An op of a dialect mica does not register (gpu.func, llvm.func) may be
   an allocation scope in MLIR; one without a dialect, or an unknown op of
   a registered dialect, is not. */
static bool may_be_allocation_scope(IrContext *ctx, const IrOp *op)
{
	const char *dot = strchr(ir_op_name(op)->s, '.');
	return !ir_def(op) && dot && !ir_dialect_registered(ctx, ir_op_name(op)->s, (size_t)(dot - ir_op_name(op)->s));
}

bool ir_verify_memref_alloca(IrContext *ctx, IrOp *op)
{
	IrOp *p = ir_op_parent(op);
	while (p && !is_allocation_scope(p) && !may_be_allocation_scope(ctx, p))
		p = ir_op_parent(p);
	if (!p) {
		ir_emit_op_error(ctx, op, "requires an ancestor op with AutomaticAllocationScope trait");
		return false;
	}
	return verify_alloc_like(ctx, op);
}

bool ir_verify_memref_realloc(IrContext *ctx, IrOp *op)
{
	IrType *src = vs_operand_type(op, 0), *res = ir_value_type(&ir_op_results(op)[0]);
	if (!is_memref(src) || !is_memref(res))
		return true;
	if (!vs_layout_is_identity(src))
		return vs_error_type(ctx, op, false, "unsupported layout for source memref type ", src, "");
	if (!vs_layout_is_identity(res))
		return vs_error_type(ctx, op, false, "unsupported layout for result memref type ", res, "");
	if (!same_space(src, res))
		return vs_error_types(ctx, op, false, "different memory spaces specified for source memref type ", src,
		                      " and result memref type ", res, "");
	if (src->shaped.elem != res->shaped.elem)
		return vs_error_types(ctx, op, false, "different element types specified for source memref type ", src,
		                      " and result memref type ", res, "");
	bool has_size = op->noperands > 1;
	if (vs_num_dynamic(res) && !has_size)
		return vs_error_type(ctx, op, false, "missing dimension operand for result type ", res, "");
	if (!vs_num_dynamic(res) && has_size)
		return vs_error_type(ctx, op, false, "unnecessary dimension operand for result type ", res, "");
	return true;
}

bool ir_verify_memref_view(IrContext *ctx, IrOp *op)
{
	IrType *base = vs_operand_type(op, 0), *view = ir_value_type(&ir_op_results(op)[0]);
	if (!is_memref(base) || !is_memref(view))
		return true;
	if (!vs_layout_is_identity(base))
		return vs_error_type(ctx, op, false, "unsupported map for base memref type ", base, "");
	if (!vs_layout_is_identity(view))
		return vs_error_type(ctx, op, false, "unsupported map for result memref type ", view, "");
	if (!same_space(base, view))
		return vs_error_types(ctx, op, false, "different memory spaces specified for base memref type ", base,
		                      " and view memref type ", view, "");
	return vs_check_dynamic_sizes(ctx, op, op->noperands - 2, view);
}

/* ---- accesses ---- */

bool ir_verify_memref_load(IrContext *ctx, IrOp *op)
{
	IrType *t = vs_operand_type(op, 0); /* a memref (IrOpDef.types) */
	if (ir_value_type(&ir_op_results(op)[0]) != t->shaped.elem)
		return vt_op_error(ctx, op, "failed to verify that result type matches element type of 'memref'");
	if (op->noperands - 1 != t->shaped.rank) {
		ir_emit_op_error(ctx, op, "incorrect number of indices for load, expected %u but got %u", t->shaped.rank,
		                 op->noperands - 1);
		return false;
	}
	return true;
}

bool ir_verify_memref_store(IrContext *ctx, IrOp *op)
{
	IrType *t = op->noperands > 1 ? vs_operand_type(op, 1) : NULL; /* a memref (IrOpDef.types) */
	if (t && vs_operand_type(op, 0) != t->shaped.elem)
		return vt_op_error(ctx, op, "failed to verify that type of 'value' matches element type of 'memref'");
	if (t && op->noperands != 2 + t->shaped.rank) {
		ir_emit_op_error(ctx, op, "store index operand count not equal to memref rank");
		return false;
	}
	return true;
}

/* arith's AtomicRMWKind values (ir_atomic_rmw_kind_name) that need floats
   and integers. */
static bool kind_is(const char *name, const char *const *list)
{
	for (; *list; list++)
		if (!strcmp(name, *list))
			return true;
	return false;
}

bool ir_verify_memref_atomic_rmw(IrContext *ctx, IrOp *op)
{
	static const char *const float_kinds[] = {"addf", "maximumf", "minimumf", "mulf", NULL};
	static const char *const int_kinds[] = {"addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori", "andi",
	                                        NULL};
	IrType *value = vs_operand_type(op, 0), *t = vs_operand_type(op, 1);
	if (value != ir_value_type(&ir_op_results(op)[0]))
		return vt_op_error(ctx, op, "failed to verify that all of {value, result} have same type");
	if (!is_memref(t))
		return true;
	if (value != t->shaped.elem) {
		ir_emit_op_error(ctx, op, "failed to verify that value type matches element type of memref");
		return false;
	}
	if (t->shaped.rank != op->noperands - 2) {
		ir_emit_op_error(ctx, op, "expects the number of subscripts to be equal to memref rank");
		return false;
	}
	IrAttr *kind = ir_op_get_attr(op, "kind");
	const char *name = kind ? ir_atomic_rmw_kind_name((int64_t)kind->words[0]) : NULL;
	if (name && kind_is(name, float_kinds) && value->kind != IR_TYPE_FLOAT) {
		ir_emit_op_error(ctx, op, "with kind '%s' expects a floating-point type", name);
		return false;
	}
	if (name && kind_is(name, int_kinds) && value->kind != IR_TYPE_INTEGER) {
		ir_emit_op_error(ctx, op, "with kind '%s' expects an integer type", name);
		return false;
	}
	return true;
}

/* ---- casts and copies ---- */

static bool compatible_stride(int64_t a, int64_t b)
{
	return a == IR_DYNAMIC || b == IR_DYNAMIC || a == b;
}

/* MLIR's CastOp::areCastCompatible for two ranked memrefs. */
static bool ranked_cast_compatible(const IrType *a, const IrType *b)
{
	if (a->shaped.elem != b->shaped.elem || a->shaped.rank != b->shaped.rank)
		return false;
	if (a->shaped.layout != b->shaped.layout) {
		int64_t sa[VS_MAX_RANK], sb[VS_MAX_RANK], oa, ob;
		if (!vs_strides_and_offset(a, sa, &oa) || !vs_strides_and_offset(b, sb, &ob) ||
		    !compatible_stride(oa, ob))
			return false;
		for (unsigned i = 0; i < a->shaped.rank; i++)
			if (!compatible_stride(sa[i], sb[i]))
				return false;
	}
	return same_space(a, b) && vs_compatible_shapes(a, b);
}

bool memref_cast_compatible(const IrType *a, const IrType *b)
{
	if (!is_any_memref(a) || !is_any_memref(b))
		return false;
	if (is_memref(a) && is_memref(b))
		return ranked_cast_compatible(a, b);
	if (!is_memref(a) && !is_memref(b)) /* unranked to unranked */
		return false;
	return a->shaped.elem == b->shaped.elem && same_space(a, b);
}

bool ir_verify_memref_cast(IrContext *ctx, IrOp *op)
{
	IrType *a = vs_operand_type(op, 0), *b = ir_value_type(&ir_op_results(op)[0]);
	if (memref_cast_compatible(a, b))
		return true;
	return vs_error_types(ctx, op, true, "operand type ", a, " and result type ", b, " are cast incompatible");
}

/* MLIR's MemorySpaceCastOp::areCastCompatible: the same memref but for
   the memory space. */
bool ir_verify_memref_memory_space_cast(IrContext *ctx, IrOp *op)
{
	IrType *a = vs_operand_type(op, 0), *b = ir_value_type(&ir_op_results(op)[0]);
	bool ok = a->kind == b->kind && a->shaped.elem == b->shaped.elem;
	if (ok && is_memref(a))
		ok = a->shaped.layout == b->shaped.layout && a->shaped.rank == b->shaped.rank &&
		     !memcmp(a->shaped.dims, b->shaped.dims, a->shaped.rank * sizeof *a->shaped.dims);
	return ok || vs_error_types(ctx, op, true, "operand type ", a, " and result type ", b, " are cast incompatible");
}

/* SameOperandsShape and SameOperandsElementType of memref.copy. */
bool ir_verify_memref_copy(IrContext *ctx, IrOp *op)
{
	IrType *a = vs_operand_type(op, 0), *b = vs_operand_type(op, 1);
	if (!is_any_memref(a) || !is_any_memref(b))
		return true;
	if (!vs_compatible_shapes(a, b)) {
		ir_emit_op_error(ctx, op, "requires the same shape for all operands");
		return false;
	}
	if (a->shaped.elem != b->shaped.elem) {
		ir_emit_op_error(ctx, op, "requires the same element type for all operands");
		return false;
	}
	return true;
}

/* ---- queries ---- */

bool ir_verify_memref_distinct_objects(IrContext *ctx, IrOp *op)
{
	bool same = op->noperands == op->nresults;
	for (unsigned i = 0; same && i < op->noperands; i++)
		same = vs_operand_type(op, i) == ir_value_type(&ir_op_results(op)[i]);
	if (!same) {
		ir_emit_op_error(ctx, op, "operand types and result types must match");
		return false;
	}
	if (!op->noperands) {
		ir_emit_op_error(ctx, op, "expected at least one operand");
		return false;
	}
	return true;
}

/* ---- DMA ---- */

static bool all_index(const IrOp *op, unsigned start, unsigned n)
{
	for (unsigned i = start; i < start + n; i++)
		if (vs_operand_type(op, i)->kind != IR_TYPE_INDEX)
			return false;
	return true;
}

static unsigned memref_rank(const IrType *t)
{
	return t->shaped.rank;
}

/* One `%memref[%indices]` of a DMA op at operand *at: a memref, and then
   all the operands its rank asks for (`needed` more than those so far). */
static bool dma_memref(IrContext *ctx, IrOp *op, unsigned *at, unsigned *needed, const char *what,
                       const char *indices_what)
{
	IrType *t = vs_operand_type(op, *at);
	if (!is_memref(t)) {
		ir_emit_op_error(ctx, op, "expected %s to be of memref type", what);
		return false;
	}
	*needed += memref_rank(t);
	if (op->noperands < *needed) {
		ir_emit_op_error(ctx, op, "expected at least %u operands", *needed);
		return false;
	}
	if (!all_index(op, *at + 1, memref_rank(t))) {
		ir_emit_op_error(ctx, op, "expected %s indices to be of index type", indices_what);
		return false;
	}
	*at += 1 + memref_rank(t);
	return true;
}

bool ir_verify_memref_dma_start(IrContext *ctx, IrOp *op)
{
	unsigned needed = 4, at = 0;
	if (op->noperands < needed) {
		ir_emit_op_error(ctx, op, "expected at least 4 operands");
		return false;
	}
	if (!dma_memref(ctx, op, &at, &needed, "source", "source") ||
	    !dma_memref(ctx, op, &at, &needed, "destination", "destination"))
		return false;
	if (vs_operand_type(op, at++)->kind != IR_TYPE_INDEX) {
		ir_emit_op_error(ctx, op, "expected num elements to be of index type");
		return false;
	}
	if (!dma_memref(ctx, op, &at, &needed, "tag", "tag"))
		return false;
	if (op->noperands != needed && op->noperands != needed + 2) {
		ir_emit_op_error(ctx, op, "incorrect number of operands");
		return false;
	}
	if (op->noperands == needed + 2 && !all_index(op, needed, 2)) {
		ir_emit_op_error(ctx, op, "expected stride and num elements per stride to be of type index");
		return false;
	}
	return true;
}

bool ir_verify_memref_dma_wait(IrContext *ctx, IrOp *op)
{
	IrType *tag = vs_operand_type(op, 0); /* a memref (IrOpDef.types) */
	unsigned nindices = op->noperands - 2;
	if (nindices != memref_rank(tag)) {
		ir_emit_op_error(ctx, op, "expected tagIndices to have the same number of elements as the tagMemRef rank, "
		                 "expected %u, but got %u", memref_rank(tag), nindices);
		return false;
	}
	return true;
}

/* ---- globals ---- */

static void print_shape(StrBuf *b, const IrType *t)
{
	for (unsigned i = 0; i < t->shaped.rank; i++) {
		if (i)
			sb_puts(b, ", ");
		sb_put_i64(b, t->shaped.dims[i]);
	}
}

/* SymbolOpInterface: a known visibility. */
static bool visibility_known(IrContext *ctx, IrOp *op)
{
	IrAttr *vis = ir_op_get_attr(op, "sym_visibility");
	if (!vis || vis->kind != IR_ATTR_STRING || !strcmp(vis->str->s, "public") || !strcmp(vis->str->s, "private") ||
	    !strcmp(vis->str->s, "nested"))
		return true;
	ir_emit_op_error(ctx, op, "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"%s\"",
	                 vis->str->s);
	return false;
}

bool ir_verify_memref_global(IrContext *ctx, IrOp *op)
{
	if (!visibility_known(ctx, op))
		return false;
	IrAttr *ta = ir_op_get_attr(op, "type");
	IrType *t = ta && ta->kind == IR_ATTR_TYPE ? ta->tval : NULL;
	if (!t || !is_memref(t) || ir_type_num_elements(t) < 0) {
		if (t)
			return vs_error_type(ctx, op, true, "type should be static shaped memref, but got ", t, "");
		return true;
	}
	IrAttr *init = ir_op_get_attr(op, "initial_value");
	if (!init || init->kind == IR_ATTR_UNIT)
		return true;
	bool elements = init->kind == IR_ATTR_DENSE || init->kind == IR_ATTR_DENSE_STRING ||
	                init->kind == IR_ATTR_DENSE_RESOURCE || init->kind == IR_ATTR_SPARSE;
	if (!elements) {
		StrBuf b = {0};
		print_attr_str(&b, init);
		sb_putc(&b, '\0');
		ir_emit_op_error(ctx, op, "initial value should be a unit or elements attribute, but got %s", b.s);
		sb_free(&b);
		return false;
	}
	IrType *it = ir_attr_type_of(init);
	if (it->shaped.elem != t->shaped.elem)
		return vs_error_types(ctx, op, true, "initial value element expected to be of type ", t->shaped.elem,
		                      ", but was of type ", it->shaped.elem, "");
	bool same = it->shaped.rank == t->shaped.rank;
	for (unsigned i = 0; same && i < t->shaped.rank; i++)
		same = it->shaped.dims[i] == t->shaped.dims[i];
	if (!same) {
		StrBuf a = {0}, b = {0};
		print_shape(&a, t);
		print_shape(&b, it);
		sb_putc(&a, '\0');
		sb_putc(&b, '\0');
		ir_emit_op_error(ctx, op, "initial value shape expected to be %s but was %s", a.s, b.s);
		sb_free(&a);
		sb_free(&b);
		return false;
	}
	return true;
}

/* The nearest op around op that is a symbol table. */
static IrOp *symbol_table_of(IrOp *op)
{
	for (IrOp *p = ir_op_parent(op); p; p = ir_op_parent(p))
		if (ir_def(p) && (ir_def(p)->traits & IR_TRAIT_SYMBOL_TABLE))
			return p;
	return NULL;
}

bool ir_verify_memref_get_global(IrContext *ctx, IrOp *op)
{
	IrAttr *name = ir_op_get_attr(op, "name");
	if (!name || name->kind != IR_ATTR_SYMBOL_REF)
		return true;
	IrOp *table = symbol_table_of(op);
	if (table && !ir_symbol_uses_verified(table)) /* checked when the table is */
		return true;
	IrOp *global = table ? ir_symbol_lookup(ctx, table, name->symref.names[0]) : NULL;
	if (!global || strcmp(ir_op_name(global)->s, "memref.global")) {
		ir_emit_op_error(ctx, op, "'%s' does not reference a valid global memref", name->symref.names[0]->s);
		return false;
	}
	IrAttr *ta = ir_op_get_attr(global, "type");
	IrType *res = ir_value_type(&ir_op_results(op)[0]);
	if (ta && ta->kind == IR_ATTR_TYPE && ta->tval != res) {
		char suffix[300];
		snprintf(suffix, sizeof suffix, " of the global memref @%s", name->symref.names[0]->s);
		return vs_error_types(ctx, op, true, "result type ", res, " does not match type ", ta->tval, suffix);
	}
	return true;
}

/* ---- collapse_shape and expand_shape ---- */

/* MLIR's verifyCollapsedShape (multiple dynamic dims per group allowed). */
static bool verify_collapsed_shape(IrContext *ctx, IrOp *op, const IrType *collapsed, const IrType *expanded,
                                   const VsReassoc *r)
{
	unsigned crank = collapsed->shaped.rank, erank = expanded->shaped.rank;
	if (r->ngroups != crank) {
		ir_emit_op_error(ctx, op, "invalid number of reassociation groups: found %u, expected %u", r->ngroups,
		                 crank);
		return false;
	}
	int64_t next = 0;
	for (unsigned g = 0; g < r->ngroups; g++) {
		bool dynamic = false;
		int64_t size = 1;
		for (unsigned k = r->start[g]; k < r->start[g + 1]; k++) {
			int64_t d = r->idx[k];
			if (d != next++) {
				ir_emit_op_error(ctx, op, "reassociation indices must be contiguous");
				return false;
			}
			if (d >= (int64_t)erank) {
				ir_emit_op_error(ctx, op, "reassociation index %" PRId64 " is out of bounds", d);
				return false;
			}
			int64_t dim = expanded->shaped.dims[d];
			dynamic |= dim == IR_DYNAMIC;
			size = dim == IR_DYNAMIC ? size : size * dim;
		}
		int64_t cdim = collapsed->shaped.dims[g];
		if ((cdim == IR_DYNAMIC) != dynamic) {
			ir_emit_op_error(ctx, op, "collapsed dim (%u) must be dynamic if and only if reassociation group is "
			                 "dynamic", g);
			return false;
		}
		if (!dynamic && size != cdim) {
			ir_emit_op_error(ctx, op, "collapsed dim size (%" PRId64 ") must equal reassociation group size (%" PRId64
			                 ")", cdim, size);
			return false;
		}
	}
	if (crank == 0) {
		for (unsigned i = 0; i < erank; i++) {
			if (expanded->shaped.dims[i] != 1) {
				ir_emit_op_error(ctx, op, "rank 0 memrefs can only be extended/collapsed with/from ones");
				return false;
			}
		}
	} else if (next != (int64_t)erank) {
		ir_emit_op_error(ctx, op, "expanded rank (%u) inconsistent with number of reassociation indices (%" PRId64 ")",
		                 erank, next);
		return false;
	}
	return true;
}

static IrType *with_strided_layout(IrContext *ctx, const IrType *like, const IrType *src, const int64_t *strides,
                                   unsigned n, int64_t offset)
{
	IrAttr *layout = ir_attr_strided(ctx, n, strides, offset);
	return ir_type_memref(ctx, like->shaped.rank, like->shaped.dims, src->shaped.elem, layout, src->shaped.space);
}

/* MLIR's computeExpandedLayoutMap: each source stride is expanded over its
   group, right to left. */
static bool expanded_layout(IrContext *ctx, const IrType *src, const IrType *res, const VsReassoc *r,
                            IrType **expected)
{
	int64_t sstrides[VS_MAX_RANK], offset, rstrides[VS_MAX_RANK];
	if (!vs_strides_and_offset(src, sstrides, &offset))
		return false;
	int64_t shape_index = (int64_t)res->shaped.rank - 1;
	for (unsigned g = r->ngroups; g-- > 0;) {
		int64_t stride = sstrides[g];
		for (unsigned k = r->start[g]; k < r->start[g + 1] && shape_index >= 0; k++) {
			rstrides[shape_index] = stride;
			int64_t dim = res->shaped.dims[shape_index--];
			stride = vs_sat_mul(stride, dim);
		}
	}
	*expected = with_strided_layout(ctx, res, src, rstrides, res->shaped.rank, offset);
	return true;
}

/* MLIR's strided layouts compare by value: `offset: 0` is no offset. */
static bool same_memref_type(const IrType *a, const IrType *b)
{
	if (a == b)
		return true;
	const IrAttr *la = a->shaped.layout, *lb = b->shaped.layout;
	if (a->shaped.rank != b->shaped.rank || a->shaped.elem != b->shaped.elem || !same_space(a, b) || !la || !lb ||
	    la->kind != IR_ATTR_STRIDED || lb->kind != IR_ATTR_STRIDED || la->strided.n != lb->strided.n ||
	    la->strided.offset != lb->strided.offset)
		return false;
	return !memcmp(a->shaped.dims, b->shaped.dims, a->shaped.rank * sizeof *a->shaped.dims) &&
	       !memcmp(la->strided.strides, lb->strided.strides, la->strided.n * sizeof *la->strided.strides);
}

/* MLIR's computeCollapsedLayoutMap: a group takes the stride of its last
   dimension that is not 1, and its dimensions must be contiguous where
   that can be seen statically. */
static bool collapsed_layout(IrContext *ctx, const IrType *src, const IrType *res, const VsReassoc *r,
                             IrType **expected)
{
	int64_t sstrides[VS_MAX_RANK], offset, rstrides[VS_MAX_RANK];
	const int64_t *shape = src->shaped.dims;
	if (!vs_strides_and_offset(src, sstrides, &offset))
		return false;
	for (unsigned g = 0; g < r->ngroups; g++) {
		unsigned first = r->start[g], last = r->start[g + 1];
		if (first == last)
			return false;
		while (last - 1 > first && shape[r->idx[last - 1]] == 1)
			last--;
		int64_t d = r->idx[last - 1];
		rstrides[g] = shape[d] != IR_DYNAMIC || last - 1 == first ? sstrides[d] : IR_DYNAMIC;
	}
	for (unsigned g = r->ngroups; g-- > 0;) {
		int64_t stride = rstrides[g];
		for (unsigned k = r->start[g + 1]; k-- > r->start[g] + 1;) {
			int64_t d = r->idx[k];
			stride = vs_sat_mul(stride, shape[d]);
			if (shape[d - 1] == 1)
				continue;
			int64_t src_stride = sstrides[d - 1];
			if (stride != IR_DYNAMIC && src_stride != IR_DYNAMIC && stride != src_stride)
				return false;
		}
	}
	*expected = with_strided_layout(ctx, res, src, rstrides, r->ngroups, offset);
	return true;
}

/* The checks collapse_shape and expand_shape share: ranks, the collapsed
   shape, and the result type with its layout. */
static bool verify_reshape(IrContext *ctx, IrOp *op, bool expand, const VsReassoc *r)
{
	IrType *src = vs_operand_type(op, 0), *res = ir_value_type(&ir_op_results(op)[0]);
	unsigned r0 = src->shaped.rank, r1 = res->shaped.rank;
	if (expand ? r0 > r1 : r0 < r1) {
		ir_emit_op_error(ctx, op, "has source rank %u and result rank %u. This is not %s (%u %c %u).", r0, r1,
		                 expand ? "an expansion" : "a collapse", r0, expand ? '>' : '<', r1);
		return false;
	}
	if (!verify_collapsed_shape(ctx, op, expand ? src : res, expand ? res : src, r))
		return false;
	IrType *expected = NULL;
	if (vs_layout_is_identity(src))
		expected = ir_type_memref(ctx, r1, res->shaped.dims, src->shaped.elem, NULL, src->shaped.space);
	else if (!(expand ? expanded_layout(ctx, src, res, r, &expected) : collapsed_layout(ctx, src, res, r, &expected))) {
		ir_emit_op_error(ctx, op, expand ? "invalid source layout map"
		                                 : "invalid source layout map or collapsing non-contiguous dims");
		return false;
	}
	if (!same_memref_type(expected, res))
		return vs_error_types(ctx, op, true, expand ? "expected expanded type to be " : "expected collapsed type to be ",
		                      expected, " but found ", res, "");
	return true;
}

/* ODS's StridedMemRefOf: a memref whose layout has strides. */
static bool is_strided_memref(const IrType *t)
{
	int64_t strides[VS_MAX_RANK], offset;
	return is_memref(t) && (t->shaped.rank > VS_MAX_RANK || vs_strides_and_offset(t, strides, &offset));
}

/* Reads the reassociation of a reshape between ranked memrefs; false when
   the op is not one (*ok tells whether that was reported). */
static bool reshape_operands(IrContext *ctx, IrOp *op, VsReassoc *r, bool *ok)
{
	IrType *src = vs_operand_type(op, 0), *res = ir_value_type(&ir_op_results(op)[0]);
	*ok = is_strided_memref(src) || operand_must_be(ctx, op, 0, "strided memref of any type values");
	return *ok && is_memref(res) && src->shaped.rank <= VS_MAX_RANK && res->shaped.rank <= VS_MAX_RANK &&
	       vs_read_reassoc(ir_op_get_attr(op, "reassociation"), r);
}

/* The result's type constraint (ODS): a strided memref. */
static bool result_strided(IrContext *ctx, IrOp *op)
{
	return is_strided_memref(ir_value_type(&ir_op_results(op)[0])) || result_must_be(ctx, op, 0, "strided memref of any type values");
}

bool ir_verify_memref_expand_shape(IrContext *ctx, IrOp *op)
{
	VsReassoc r;
	bool ok;
	if (!reshape_operands(ctx, op, &r, &ok))
		return ok;
	if (!result_strided(ctx, op) || !verify_reshape(ctx, op, true, &r))
		return false;
	IrType *res = ir_value_type(&ir_op_results(op)[0]);
	unsigned r1 = res->shaped.rank;
	if (!vs_check_output_shape(ctx, op, res, "bounds"))
		return false;
	unsigned n;
	const int64_t *shape = vs_i64s(ir_op_get_attr(op, "static_output_shape"), &n);
	for (unsigned i = 0; i < r1; i++) {
		if (res->shaped.dims[i] != IR_DYNAMIC && res->shaped.dims[i] != shape[i]) {
			ir_emit_op_error(ctx, op, "invalid output shape provided at pos %u", i);
			return false;
		}
	}
	return true;
}

bool ir_verify_memref_collapse_shape(IrContext *ctx, IrOp *op)
{
	VsReassoc r;
	bool ok;
	if (!reshape_operands(ctx, op, &r, &ok))
		return ok;
	return result_strided(ctx, op) && verify_reshape(ctx, op, false, &r);
}

/* ---- subview ---- */

IrType *memref_infer_subview_type(IrContext *ctx, const IrType *src, const int64_t *offsets, const int64_t *sizes,
                                  const int64_t *strides)
{
	int64_t sstrides[VS_MAX_RANK], offset, rstrides[VS_MAX_RANK];
	unsigned rank = src->shaped.rank;
	vs_strides_and_offset(src, sstrides, &offset);
	for (unsigned i = 0; i < rank; i++) {
		offset = vs_sat_add(offset, vs_sat_mul(offsets[i], sstrides[i]));
		rstrides[i] = vs_sat_mul(sstrides[i], strides[i]);
	}
	IrAttr *layout = ir_attr_strided(ctx, rank, rstrides, offset);
	return ir_type_memref(ctx, rank, sizes, src->shaped.elem, layout, src->shaped.space);
}

/* How many times v occurs in vals. */
static unsigned occurrences(const int64_t *vals, unsigned n, int64_t v)
{
	unsigned k = 0;
	for (unsigned i = 0; i < n; i++)
		k += vals[i] == v;
	return k;
}

bool memref_dropped_dims(const IrType *expected, const IrType *res, const int64_t *sizes, bool *dropped)
{
	unsigned rank = expected->shaped.rank, count = 0;
	for (unsigned i = 0; i < rank; i++) {
		dropped[i] = res->shaped.rank != rank && sizes[i] == 1;
		count += dropped[i];
	}
	if (res->shaped.rank == rank || count + res->shaped.rank == rank)
		return true;
	int64_t es[VS_MAX_RANK], rs[VS_MAX_RANK], eo, ro;
	if (!vs_strides_and_offset(expected, es, &eo) || !vs_strides_and_offset(res, rs, &ro))
		return false;
	unsigned unaccounted[VS_MAX_RANK];
	for (unsigned i = 0; i < rank; i++)
		unaccounted[i] = occurrences(es, rank, es[i]);
	for (unsigned i = 0; i < rank; i++) {
		if (!dropped[i])
			continue;
		unsigned in_result = occurrences(rs, res->shaped.rank, es[i]);
		unsigned *left = &unaccounted[i];
		if (*left < in_result)
			return false;
		if (*left == in_result) {
			dropped[i] = false;
			continue;
		}
		/* this dim is dropped: one fewer of its stride is left to place */
		for (unsigned j = 0; j < rank; j++)
			if (es[j] == es[i])
				unaccounted[j]--;
	}
	count = 0;
	for (unsigned i = 0; i < rank; i++)
		count += dropped[i];
	return count + res->shaped.rank == rank;
}

static bool subview_layout_error(IrContext *ctx, IrOp *op, IrType *expected, IrType *res)
{
	return vs_error_types(ctx, op, false, "expected result type to be ", expected,
	                      " or a rank-reduced version. (mismatch of result layout), but got ", res, "");
}

bool ir_verify_memref_subview(IrContext *ctx, IrOp *op)
{
	IrType *src = vs_operand_type(op, 0), *res = ir_value_type(&ir_op_results(op)[0]); /* memrefs (IrOpDef.types) */
	if (src->shaped.rank > VS_MAX_RANK)
		return true;
	unsigned rank = src->shaped.rank;
	if (!vs_check_offsets_sizes_strides(ctx, op, 1, rank, rank))
		return false;
	if (!same_space(src, res))
		return vs_error_types(ctx, op, false, "different memory spaces specified for base memref type ", src,
		                      " and subview memref type ", res, "");
	int64_t sstrides[VS_MAX_RANK], soffset;
	if (!vs_strides_and_offset(src, sstrides, &soffset))
		return vs_error_type(ctx, op, false, "base type ", src, " is not strided");
	unsigned n;
	const int64_t *offsets = vs_i64s(ir_op_get_attr(op, "static_offsets"), &n);
	const int64_t *sizes = vs_i64s(ir_op_get_attr(op, "static_sizes"), &n);
	const int64_t *strides = vs_i64s(ir_op_get_attr(op, "static_strides"), &n);
	IrType *expected = memref_infer_subview_type(ctx, src, offsets, sizes, strides);
	switch (vs_rank_reduced(expected, res)) {
	case VS_SLICE_OK: break;
	case VS_SLICE_RANK_TOO_LARGE:
		return vs_error_type(ctx, op, false, "expected result rank to be smaller or equal to the source rank, but got ",
		                     res, "");
	case VS_SLICE_SIZE_MISMATCH:
		return vs_error_types(ctx, op, false, "expected result type to be ", expected,
		                      " or a rank-reduced version. (mismatch of result sizes), but got ", res, "");
	case VS_SLICE_ELEM_MISMATCH:
		return vs_error_types(ctx, op, false, "expected result element type to be ", expected->shaped.elem,
		                      ", but got ", res, "");
	}
	int64_t es[VS_MAX_RANK], rs[VS_MAX_RANK], eo, ro;
	if (!vs_strides_and_offset(expected, es, &eo) || !vs_strides_and_offset(res, rs, &ro) || eo != ro)
		return subview_layout_error(ctx, op, expected, res);
	bool dropped[VS_MAX_RANK];
	if (!memref_dropped_dims(expected, res, sizes, dropped))
		return subview_layout_error(ctx, op, expected, res);
	for (unsigned i = 0, j = 0; i < rank; i++) {
		if (dropped[i])
			continue;
		if (es[i] != rs[j++])
			return subview_layout_error(ctx, op, expected, res);
	}
	return vs_check_in_bounds(ctx, op, src);
}

/* ---- reinterpret_cast ---- */

/* "expected result type with <what> = <want|dynamic> instead of <got><where>" */
static bool reinterpret_mismatch(IrContext *ctx, IrOp *op, const char *what, int64_t want, int64_t got,
                                 const char *where)
{
	char w[32];
	if (want == IR_DYNAMIC)
		snprintf(w, sizeof w, "dynamic");
	else
		snprintf(w, sizeof w, "%" PRId64, want);
	ir_diag_op(ctx, IR_DIAG_ERROR, op, "expected result type with %s = %s instead of %" PRId64 "%s",
	        what, w, got, where);
	return false;
}

/* InferTypeOpInterface: the base buffer (a 0-d memref of the element type,
   in the source's memory space), the offset, then the sizes and the strides,
   one of each a dimension. */
bool ir_verify_memref_extract_strided_metadata(IrContext *ctx, IrOp *op)
{
	if (op->nresults < 2) /* AtLeastNResults<2>: the base buffer and the offset */
		return vt_op_error(ctx, op, "expected 2 or more results");
	IrType *src = ir_value_type(ir_op_operand(op, 0));
	if (src->kind != IR_TYPE_MEMREF)
		return vt_op_error(ctx, op, "operand #0 must be strided memref of any type values, but got %T", src);
	unsigned n = 2 + 2 * src->shaped.rank;
	IrType **want = xmalloc(n * sizeof *want);
	want[0] = ir_type_memref(ctx, 0, NULL, src->shaped.elem, NULL, src->shaped.space);
	for (unsigned i = 1; i < n; i++)
		want[i] = ctx->t_index;
	bool same = op->nresults == n;
	for (unsigned i = 0; same && i < n; i++)
		same = ir_value_type(&ir_op_results(op)[i]) == want[i];
	if (!same)
		vt_inferred_types_error(ctx, op, want, n);
	free(want);
	return same;
}

bool ir_verify_memref_reinterpret_cast(IrContext *ctx, IrOp *op)
{
	IrType *src = vs_operand_type(op, 0), *res = ir_value_type(&ir_op_results(op)[0]);
	if (!is_any_memref(src))
		return operand_must_be(ctx, op, 0, "ranked or unranked memref of any type values");
	if (!is_memref(res) || res->shaped.rank > VS_MAX_RANK)
		return true;
	unsigned rank = res->shaped.rank, n;
	/* The result's type constraint (ODS) runs before the interface's checks. */
	int64_t strides[VS_MAX_RANK], offset;
	if (!vs_strides_and_offset(res, strides, &offset))
		return result_must_be(ctx, op, 0, "strided memref of any type values");
	if (!vs_check_offsets_sizes_strides(ctx, op, 1, 1, rank))
		return false;
	if (!same_space(src, res))
		return vs_error_types(ctx, op, false, "different memory spaces specified for source type ", src,
		                      " and result memref type ", res, "");
	if (src->shaped.elem != res->shaped.elem)
		return vs_error_types(ctx, op, false, "different element types specified for source type ", src,
		                      " and result memref type ", res, "");
	const int64_t *sizes = vs_i64s(ir_op_get_attr(op, "static_sizes"), &n);
	char where[40];
	for (unsigned i = 0; i < rank; i++) {
		int64_t got = res->shaped.dims[i];
		snprintf(where, sizeof where, " in dim = %u", i);
		if (got != IR_DYNAMIC && got != sizes[i])
			return reinterpret_mismatch(ctx, op, "size", sizes[i], got, where);
	}
	const int64_t *offsets = vs_i64s(ir_op_get_attr(op, "static_offsets"), &n);
	if (offset != IR_DYNAMIC && offset != offsets[0])
		return reinterpret_mismatch(ctx, op, "offset", offsets[0], offset, "");
	const int64_t *want = vs_i64s(ir_op_get_attr(op, "static_strides"), &n);
	for (unsigned i = 0; i < rank; i++) {
		snprintf(where, sizeof where, " in dim = %u", i);
		if (strides[i] != IR_DYNAMIC && strides[i] != want[i])
			return reinterpret_mismatch(ctx, op, "stride", want[i], strides[i], where);
	}
	return true;
}

/* ---- reshape ---- */

bool ir_verify_memref_reshape(IrContext *ctx, IrOp *op)
{
	IrType *src = vs_operand_type(op, 0), *shape = vs_operand_type(op, 1), *res = ir_value_type(&ir_op_results(op)[0]);
	if (!is_any_memref(src) || !is_any_memref(res) || !is_memref(shape) || shape->shaped.rank != 1)
		return true;
	const char *bad = NULL;
	int64_t length = shape->shaped.dims[0];
	if (src->shaped.elem != res->shaped.elem)
		bad = "element types of source and destination memref types should be the same";
	else if (is_memref(src) && !vs_layout_is_identity(src))
		bad = "source memref type should have identity affine map";
	else if (is_memref(res) && !vs_layout_is_identity(res))
		bad = "result memref type should have identity affine map";
	else if (is_memref(res) && length == IR_DYNAMIC)
		bad = "cannot use shape operand with dynamic length to reshape to statically-ranked memref type";
	else if (is_memref(res) && length != (int64_t)res->shaped.rank)
		bad = "length of shape operand differs from the result's memref rank";
	if (bad)
		ir_emit_op_error(ctx, op, "%s", bad);
	return !bad;
}

/* ---- generic_atomic_rmw ---- */

/* The first op inside r, nested ones before their parent (MLIR's walk),
   that may have side effects: neither Pure nor an op whose effects are
   those of its regions, already looked into; NULL if none. */
static IrOp *first_effect(IrRegion *r)
{
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b)) {
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o)) {
			for (unsigned i = 0; i < ir_op_nregions(o); i++) {
				IrOp *inner = first_effect(&ir_op_regions(o)[i]);
				if (inner)
					return inner;
			}
			if (!ir_def(o) || !(ir_def(o)->traits & (IR_TRAIT_PURE | IR_TRAIT_RECURSIVE_EFFECTS)))
				return o;
		}
	}
	return NULL;
}

bool ir_verify_memref_generic_atomic_rmw(IrContext *ctx, IrOp *op)
{
	IrType *t = vs_operand_type(op, 0); /* a memref of numbers (IrOpDef.types) */
	if (ir_value_type(&ir_op_results(op)[0]) != t->shaped.elem) {
		ir_emit_op_error(ctx, op, "failed to verify that result type matches element type of memref");
		return false;
	}
	if (!vt_region_has_one_block(ctx, op, 0, "atomic_body"))
		return false;
	IrBlock *body = ir_region_first(&ir_op_regions(op)[0]);
	if (body->nargs != 1) {
		ir_emit_op_error(ctx, op, "expected single number of entry block arguments");
		return false;
	}
	if (ir_value_type(ir_block_arg(body, 0)) != ir_value_type(&ir_op_results(op)[0])) {
		ir_emit_op_error(ctx, op, "expected block argument of the same type result type");
		return false;
	}
	IrOp *effect = first_effect(&ir_op_regions(op)[0]);
	if (effect) {
		ir_diag_op(ctx, IR_DIAG_ERROR, effect,
		        "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects");
		return false;
	}
	return true;
}

bool ir_verify_memref_atomic_yield(IrContext *ctx, IrOp *op)
{
	IrOp *parent = ir_op_parent(op); /* a memref.generic_atomic_rmw (IrOpDef.parents) */
	IrType *want = parent->nresults ? ir_value_type(&ir_op_results(parent)[0]) : NULL;
	if (want && vs_operand_type(op, 0) != want)
		return vs_error_types(ctx, op, true, "types mismatch between yield op: ", vs_operand_type(op, 0),
		                      " and its parent: ", want, "");
	return true;
}

/* ---- prefetch, transpose, assume_alignment ---- */

bool ir_verify_memref_prefetch(IrContext *ctx, IrOp *op)
{
	IrType *t = vs_operand_type(op, 0); /* a memref (IrOpDef.types) */
	if (op->noperands != 1 + t->shaped.rank) {
		ir_emit_op_error(ctx, op, "too few indices");
		return false;
	}
	return true;
}

/* MLIR's inferTransposeResultType: sizes and strides permuted. */
static IrType *transposed_type(IrContext *ctx, const IrType *src, const IrAffineMap *perm)
{
	int64_t strides[VS_MAX_RANK], offset, dims[VS_MAX_RANK], rstrides[VS_MAX_RANK];
	unsigned rank = src->shaped.rank;
	if (!vs_strides_and_offset(src, strides, &offset))
		return NULL;
	for (unsigned i = 0; i < rank; i++) {
		unsigned d = (unsigned)perm->results[i]->value;
		dims[i] = src->shaped.dims[d];
		rstrides[i] = strides[d];
	}
	IrAttr *layout = ir_attr_strided(ctx, rank, rstrides, offset);
	return ir_type_memref(ctx, rank, dims, src->shaped.elem, layout, src->shaped.space);
}

/* A constant, or the next symbol for a dynamic value. */
static IrAffineExpr *const_or_symbol(IrContext *ctx, int64_t v, unsigned *nsyms)
{
	return v == IR_DYNAMIC ? ir_affine_symbol(ctx, (*nsyms)++) : ir_affine_const(ctx, v);
}

/* MLIR's makeStridedLinearLayoutMap: offset + sum of d_i * stride_i, a
   symbol for each dynamic value (the offset's first). */
static IrAffineMap *strided_map(IrContext *ctx, const IrAttr *strided)
{
	unsigned nsyms = 0, rank = strided->strided.n;
	IrAffineExpr *e = const_or_symbol(ctx, strided->strided.offset, &nsyms);
	for (unsigned i = 0; i < rank && e; i++) {
		IrAffineExpr *term = ir_affine_binary(ctx, IR_AFFINE_MUL, ir_affine_dim(ctx, i),
		                                      const_or_symbol(ctx, strided->strided.strides[i], &nsyms));
		e = term ? ir_affine_binary(ctx, IR_AFFINE_ADD, e, term) : NULL;
	}
	return e ? ir_affine_map(ctx, rank, nsyms, 1, &e, 0, NULL) : NULL;
}

/* MLIR's makeCanonicalStridedLayoutExpr: the contiguous layout of a shape,
   a symbol for each stride past a dynamic size. */
static IrAffineExpr *contiguous_expr(IrContext *ctx, const IrType *t, unsigned nsyms)
{
	IrAffineExpr *e = NULL;
	int64_t running = 1;
	bool dynamic = false;
	for (unsigned i = t->shaped.rank; i-- > 0;) {
		IrAffineExpr *stride = dynamic ? ir_affine_symbol(ctx, nsyms++) : ir_affine_const(ctx, running);
		IrAffineExpr *term = ir_affine_binary(ctx, IR_AFFINE_MUL, ir_affine_dim(ctx, i), stride);
		if (!term)
			return NULL;
		e = e ? ir_affine_binary(ctx, IR_AFFINE_ADD, e, term) : term;
		if (!e)
			return NULL;
		int64_t size = t->shaped.dims[i];
		if (size > 0)
			running = vs_sat_mul(running, size);
		else
			dynamic = true;
	}
	return e ? ir_affine_simplify(ctx, e, t->shaped.rank, nsyms) : NULL;
}

/* MLIR's canonicalizeStridedLayout: a layout whose map is the identity is
   kept as it is; one that is the contiguous layout becomes none, another
   single-result one its simplified affine map. */
static IrType *canonical_layout(IrContext *ctx, IrType *t)
{
	const IrAttr *l = t->shaped.layout;
	IrAffineMap *m = !l ? NULL : l->kind == IR_ATTR_AFFINE_MAP ? l->map : l->kind == IR_ATTR_STRIDED ? strided_map(ctx, l) : NULL;
	if (!m || ir_affine_map_is_identity(m) || m->nresults != 1 || !t->shaped.rank)
		return t;
	IrAffineExpr *simple = ir_affine_simplify(ctx, m->results[0], m->ndims, m->nsyms);
	IrAttr *layout = NULL;
	if (simple != contiguous_expr(ctx, t, m->nsyms))
		layout = ir_attr_affine_map(ctx, ir_affine_map(ctx, m->ndims, m->nsyms, 1, &simple, 0, NULL));
	return ir_type_memref(ctx, t->shaped.rank, t->shaped.dims, t->shaped.elem, layout, t->shaped.space);
}

bool ir_verify_memref_transpose(IrContext *ctx, IrOp *op)
{
	IrType *src = vs_operand_type(op, 0), *res = ir_value_type(&ir_op_results(op)[0]);
	IrAttr *perm = ir_op_get_attr(op, "permutation");
	if (src->shaped.rank > VS_MAX_RANK) /* strided memrefs (IrOpDef.types) */
		return true;
	if (!ir_affine_map_is_permutation(perm->map)) {
		ir_emit_op_error(ctx, op, "expected a permutation map");
		return false;
	}
	if (perm->map->ndims != src->shaped.rank) {
		ir_emit_op_error(ctx, op, "expected a permutation map of same rank as the input");
		return false;
	}
	IrType *expected = transposed_type(ctx, src, perm->map);
	if (!expected)
		return true;
	expected = canonical_layout(ctx, expected);
	IrType *got = canonical_layout(ctx, res);
	if (got != expected)
		return vs_error_types(ctx, op, true, "result type ", got,
		                      " is not equivalent to the canonical transposed input type ", expected, "");
	return true;
}

bool ir_verify_memref_assume_alignment(IrContext *ctx, IrOp *op)
{
	IrAttr *a = ir_op_get_attr(op, "alignment");
	int64_t v = a && a->kind == IR_ATTR_INTEGER ? (int32_t)a->words[0] : 1;
	if (v & (v - 1)) {
		ir_emit_op_error(ctx, op, "alignment must be power of 2");
		return false;
	}
	return true;
}
