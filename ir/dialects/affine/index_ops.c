/* index_ops.c: the folders and canonicalization patterns of
   affine.delinearize_index and affine.linearize_index, those of MLIR 22's
   AffineOps.cpp: constant parts folded, constant basis values made static,
   unit basis elements and leading zeros dropped, and a delinearization of
   a linearization (or a linearization of a delinearization's results)
   cancelled where their bases agree. */
#include "affine.h"

static IrValue *operand(const IrOp *op, unsigned i)
{
	return ir_op_operand(op, i);
}

/* The op's static_basis (its length in *n). */
static const int64_t *static_basis(const IrOp *op, unsigned *n)
{
	return vs_i64s(ir_op_get_attr(op, "static_basis"), n);
}

/* MLIR's AffineDelinearizeIndexOp::fold: with one result, the linear
   index; a constant linear index and a static basis, the constant parts,
   the outermost unbounded. */
IrFoldStatus affine_fold_delinearize(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	if (op->nresults == 1) {
		results[0].value = operand(op, 0);
		return IR_FOLD_RESULTS;
	}
	if (!c[0] || c[0]->kind != IR_ATTR_INTEGER || op->noperands > 1)
		return IR_FOLD_FAILED;
	unsigned n;
	const int64_t *basis = static_basis(op, &n);
	unsigned skip = n == op->nresults; /* the outer bound limits nothing */
	int64_t high = (int64_t)c[0]->words[0];
	IrType *t = ir_value_type(operand(op, 0));
	for (unsigned i = op->nresults; i-- > 1;) {
		int64_t m = basis[skip + i - 1], r = high % m;
		if (r < 0)
			r += m;
		results[i].attr = ir_attr_int(ctx, t, r);
		high = high / m - (high % m != 0 && (high < 0) != (m < 0));
	}
	results[0].attr = ir_attr_int(ctx, t, high);
	return IR_FOLD_RESULTS;
}

/* MLIR's AffineLinearizeIndexOp::fold: no index is 0, one index itself,
   constant indices by a static basis their linear combination. */
IrFoldStatus affine_fold_linearize(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *results)
{
	VsGroup idx = vs_group(op, 0), dyn = vs_group(op, 1);
	if (!idx.n) {
		results[0].attr = ir_attr_int(ctx, ir_value_type(&ir_op_results(op)[0]), 0);
		return IR_FOLD_RESULTS;
	}
	if (idx.n == 1) {
		results[0].value = operand(op, idx.start);
		return IR_FOLD_RESULTS;
	}
	for (unsigned i = 0; i < idx.n; i++)
		if (!c[idx.start + i] || c[idx.start + i]->kind != IR_ATTR_INTEGER)
			return IR_FOLD_FAILED;
	if (dyn.n)
		return IR_FOLD_FAILED;
	unsigned n;
	const int64_t *basis = static_basis(op, &n);
	int64_t value = 0, stride = 1;
	unsigned k = idx.n;
	for (unsigned b = n; b-- > 0 && k > 0;) {
		value += (int64_t)c[idx.start + --k]->words[0] * stride;
		stride *= basis[b];
	}
	if (n < idx.n)
		value += (int64_t)c[idx.start]->words[0] * stride;
	results[0].attr = ir_attr_int(ctx, ir_value_type(&ir_op_results(op)[0]), value);
	return IR_FOLD_RESULTS;
}

/* MLIR's foldCstValueToCstAttrBasis, a part of both folders (run as their
   first pattern: it drops operands): constant dynamic basis values become
   static. */
static bool constant_basis(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	bool linearize = !strcmp(ir_op_name(op)->s, "affine.linearize_index");
	VsGroup dyn = linearize ? vs_group(op, 1) : (VsGroup){1, op->noperands - 1};
	unsigned n, k = 0, nkept = 0;
	const int64_t *basis = static_basis(op, &n);
	int64_t *vals = xmalloc((n + 1) * sizeof *vals);
	IrValue **kept = xmalloc((dyn.n + 1) * sizeof *kept);
	for (unsigned i = 0; i < n; i++) {
		vals[i] = basis[i];
		if (basis[i] != IR_DYNAMIC || k >= dyn.n)
			continue;
		IrValue *v = operand(op, dyn.start + k++);
		if (!affine_constant_operand(ctx, v, &vals[i])) {
			vals[i] = IR_DYNAMIC;
			kept[nkept++] = v;
		}
	}
	bool changed = nkept != dyn.n;
	if (changed) {
		IrOp *rebuilt = ir_op_splice_operands(ctx, op, dyn.start, dyn.n, nkept, kept);
		ir_op_set_attr(ctx, rebuilt, ir_ident_cstr(ctx, "static_basis"),
		               ir_attr_dense_array(ctx, ctx->t_i64, n, (const uint64_t *)vals));
		if (linearize) {
			uint64_t segments[2] = {dyn.start, nkept};
			ir_op_set_attr(ctx, rebuilt, ir_ident_cstr(ctx, "operandSegmentSizes"),
			               ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 2, segments));
		}
		ir_rewriter_modified(rw, rebuilt);
	}
	free(vals);
	free(kept);
	return changed;
}

/* ---- bases as MLIR's mixed and padded bases ---- */

/* A basis element as MLIR's OpFoldResult: the static value v, or the
   value d (v is then IR_DYNAMIC), or none: the absent outer bound in front
   of a padded basis. */
typedef struct {
	int64_t v;
	IrValue *d;
	bool none;
} BasisElem;

static bool is_linearize(const IrOp *op)
{
	return !strcmp(ir_op_name(op)->s, "affine.linearize_index");
}

/* Is the linearize_index op disjoint (its property true)? */
static bool is_disjoint(const IrOp *op)
{
	IrAttr *a = ir_op_get_attr(op, "disjoint");
	return a && (a->kind == IR_ATTR_UNIT || (a->kind == IR_ATTR_BOOL && a->b));
}

/* op's basis (getMixedBasis), with a none in front when padded and op has
   no outer bound (getPaddedBasis); malloc'ed, its length in *n. */
static BasisElem *mixed_basis(const IrOp *op, bool padded, unsigned *n)
{
	unsigned ns;
	const int64_t *s = static_basis(op, &ns);
	bool lin = is_linearize(op);
	VsGroup dyn = lin ? vs_group(op, 1) : (VsGroup){1, op->noperands - 1};
	unsigned parts = lin ? vs_group(op, 0).n : op->nresults;
	unsigned pad = padded && parts != ns;
	BasisElem *b = xcalloc(ns + pad + 1, sizeof *b);
	b[0].none = pad;
	for (unsigned i = 0, k = 0; i < ns; i++) {
		b[pad + i].v = s[i];
		if (s[i] == IR_DYNAMIC && k < dyn.n)
			b[pad + i].d = operand(op, dyn.start + k++);
	}
	*n = ns + pad;
	return b;
}

/* OpFoldResult equality: the same constant, the same value, or both none. */
static bool basis_eq(const BasisElem *a, const BasisElem *b)
{
	return a->none == b->none && a->v == b->v && a->d == b->d;
}

/* MLIR's getConstantIntValue of a basis element. */
static bool basis_constant(IrContext *ctx, const BasisElem *b, int64_t *v)
{
	if (b->none)
		return false;
	if (!b->d) {
		*v = b->v;
		return true;
	}
	return affine_constant_operand(ctx, b->d, v);
}

/* The static_basis property of the n elements; their values are appended
   to ops (from *nops on). */
static IrAttr *basis_attr(IrContext *ctx, const BasisElem *b, unsigned n, IrValue **ops, unsigned *nops)
{
	int64_t *vals = xmalloc((n + 1) * sizeof *vals);
	for (unsigned i = 0; i < n; i++) {
		vals[i] = b[i].d ? IR_DYNAMIC : b[i].v;
		if (b[i].d)
			ops[(*nops)++] = b[i].d;
	}
	IrAttr *a = ir_attr_dense_array(ctx, ctx->t_i64, n, (const uint64_t *)vals);
	free(vals);
	return a;
}

/* A new delinearize_index of index by the n basis elements, at op's
   location, as MLIR's builder makes it: a leading none means no outer
   bound (one result more than elements). */
static IrOp *create_delinearize(IrRewriter *rw, IrOp *op, IrValue *index, const BasisElem *basis, unsigned n,
                                bool outer)
{
	IrContext *ctx = rw->ctx;
	if (outer && n && basis[0].none) {
		outer = false;
		basis++;
		n--;
	}
	unsigned nres = n + !outer, nops = 1;
	IrValue **ops = xmalloc((n + 2) * sizeof *ops);
	IrType **types = xmalloc((nres + 1) * sizeof *types);
	ops[0] = index;
	for (unsigned i = 0; i < nres; i++)
		types[i] = ir_value_type(index);
	IrAttr *props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "static_basis"), basis_attr(ctx, basis, n, ops, &nops));
	IrOpState st = {.name = ir_ident_cstr(ctx, "affine.delinearize_index"), .nresults = nres, .result_types = types,
	                .noperands = nops, .operands = ops, .props = props, .loc = ir_op_loc(ctx, op)};
	IrOp *d = ir_rewriter_create(rw, &st);
	free(ops);
	free(types);
	return d;
}

/* A new linearize_index of the n indices by the nb basis elements (a
   leading none left out), disjoint as the linearize_index `like`, at its
   location; its result. */
static IrValue *create_linearize(IrRewriter *rw, IrOp *like, IrValue *const *indices, unsigned n,
                                 const BasisElem *basis, unsigned nb)
{
	IrContext *ctx = rw->ctx;
	if (nb && basis[0].none) {
		basis++;
		nb--;
	}
	IrValue **ops = xmalloc((n + nb + 1) * sizeof *ops);
	memcpy(ops, indices, n * sizeof *ops);
	unsigned nops = n;
	IrAttr *props = ir_dict_set(ctx, ir_op_props(like), ir_ident_cstr(ctx, "static_basis"),
	                            basis_attr(ctx, basis, nb, ops, &nops));
	uint64_t segments[2] = {n, nops - n};
	props = ir_dict_set(ctx, props, ir_ident_cstr(ctx, "operandSegmentSizes"),
	                    ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 2, segments));
	IrType *index = ir_type_index(ctx);
	IrOpState st = {.name = ir_op_name(like), .nresults = 1, .result_types = &index, .noperands = nops, .operands = ops,
	                .props = props, .loc = ir_op_loc(ctx, like)};
	IrOp *l = ir_rewriter_create(rw, &st);
	free(ops);
	return &ir_op_results(l)[0];
}

/* An index constant 0 at the insertion point, at op's location. */
static IrValue *create_zero(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	IrType *index = ir_type_index(ctx);
	IrOp *c = arith_materialize_constant(ctx, ir_attr_int(ctx, index, 0), index, ir_op_loc(ctx, op));
	return &ir_op_results(ir_rewriter_insert(rw, c))[0];
}

/* MLIR's computeProduct: the product of the n terms, a constant, or an
   affine.apply of their values at op's location; none if a term is. */
static BasisElem basis_product(IrRewriter *rw, IrOp *op, const BasisElem *terms, unsigned n)
{
	IrContext *ctx = rw->ctx;
	IrValue **dyn = xmalloc((n + 1) * sizeof *dyn);
	IrAffineExpr *e = ir_affine_const(ctx, 1);
	unsigned nd = 0;
	BasisElem r = {.none = true};
	for (unsigned i = 0; i < n; i++) {
		int64_t c;
		if (terms[i].none)
			goto done;
		IrAffineExpr *t;
		if (basis_constant(ctx, &terms[i], &c)) {
			t = ir_affine_const(ctx, c);
		} else {
			dyn[nd] = terms[i].d;
			t = ir_affine_symbol(ctx, nd++);
		}
		e = ir_affine_binary(ctx, IR_AFFINE_MUL, e, t);
	}
	if (e->kind == IR_AFFINE_CONST) {
		r = (BasisElem){.v = e->value};
		goto done;
	}
	IrAffineMap *m = ir_affine_map(ctx, 0, nd, 1, &e, 0, NULL);
	IrType *index = ir_type_index(ctx);
	IrOpState st = {.name = ir_ident_cstr(ctx, "affine.apply"), .nresults = 1, .result_types = &index,
	                .noperands = nd, .operands = dyn,
	                .props = ir_dict_set(ctx, NULL, ir_ident_cstr(ctx, "map"), ir_attr_affine_map(ctx, m)),
	                .loc = ir_op_loc(ctx, op)};
	r = (BasisElem){.v = IR_DYNAMIC, .d = &ir_op_results(ir_rewriter_create(rw, &st))[0]};
done:
	free(dyn);
	return r;
}

/* The disjoint linearize_index that defines op's linear index, or NULL. */
static IrOp *disjoint_linearize_input(const IrOp *op)
{
	IrValue *v = operand(op, 0);
	IrOp *def = v->is_arg ? NULL : ir_value_def(v);
	return def && is_linearize(def) && is_disjoint(def) ? def : NULL;
}

/* ---- affine.delinearize_index ---- */

/* CancelDelinearizeOfLinearizeDisjointExactTail: the parts of a
   delinearization of a disjoint linearization where both bases end alike
   are the linearization's last indices; the rest is delinearized from a
   linearization of the others. */
static bool cancel_delinearize_of_linearize(IrRewriter *rw, IrOp *op)
{
	IrOp *lin = disjoint_linearize_input(op);
	if (!lin)
		return false;
	unsigned nl, nd, m = 0;
	BasisElem *lb = mixed_basis(lin, false, &nl), *db = mixed_basis(op, false, &nd);
	while (m < nl && m < nd && basis_eq(&lb[nl - 1 - m], &db[nd - 1 - m]))
		m++;
	VsGroup idx = vs_group(lin, 0);
	IrValue **ins = affine_operand_values(lin, idx.start, idx.n);
	if (m && m == nl && m == nd && idx.n == op->nresults) {
		ir_rewriter_replace_op(rw, op, ins);
	} else if (m) {
		IrValue *head = create_linearize(rw, lin, ins, idx.n - m, lb, nl - m);
		IrOp *d = create_delinearize(rw, op, head, db, nd - m, nd == op->nresults);
		IrValue **repl = xmalloc((d->nresults + m + 1) * sizeof *repl);
		for (unsigned i = 0; i < d->nresults; i++)
			repl[i] = &ir_op_results(d)[i];
		memcpy(repl + d->nresults, ins + idx.n - m, m * sizeof *repl);
		ir_rewriter_replace_op(rw, op, repl);
		free(repl);
	}
	free(lb);
	free(db);
	free(ins);
	return m > 0;
}

/* DropUnitExtentBasis: the parts of a delinearization by a basis element
   of 1 are 0, and the others come from a delinearization by the rest. */
static bool drop_unit_basis(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	unsigned n, nkept = 0;
	BasisElem *basis = mixed_basis(op, true, &n), *kept = xmalloc((n + 1) * sizeof *kept);
	IrValue **repl = xcalloc(n + 1, sizeof *repl), *zero = NULL;
	for (unsigned i = 0; i < n; i++) {
		int64_t v;
		if (basis_constant(ctx, &basis[i], &v) && v == 1)
			repl[i] = zero ? zero : (zero = create_zero(rw, op));
		else
			kept[nkept++] = basis[i];
	}
	bool changed = nkept != op->nresults;
	if (changed) {
		if (nkept) {
			IrOp *rest = create_delinearize(rw, op, operand(op, 0), kept, nkept, true);
			for (unsigned i = 0, j = 0; i < n; i++)
				if (!repl[i])
					repl[i] = &ir_op_results(rest)[j++];
		}
		ir_rewriter_replace_op(rw, op, repl);
	}
	free(basis);
	free(kept);
	free(repl);
	return changed;
}

/* SplitDelinearizeSpanningLastLinearizeArg: when the last k > 1 elements
   of a delinearization's static basis multiply to the last (static)
   element of the disjoint linearization it takes, those parts come from
   the linearization's last index, the others from a linearization of the
   rest. */
static bool split_delinearize(IrRewriter *rw, IrOp *op)
{
	IrOp *lin = disjoint_linearize_input(op);
	unsigned nl, nd, k = 0;
	const int64_t *ls = lin ? static_basis(lin, &nl) : NULL, *ds = static_basis(op, &nd);
	if (!lin || !nl || ls[nl - 1] == IR_DYNAMIC)
		return false;
	int64_t target = ls[nl - 1], size = 1;
	while (k < nd && size < target) {
		int64_t b = ds[nd - 1 - k++];
		if (b == IR_DYNAMIC || __builtin_mul_overflow(size, b, &size) || size > target)
			return false;
	}
	if (size < target || k < 2)
		return false;
	BasisElem *lb = mixed_basis(lin, false, &nl), *db = mixed_basis(op, false, &nd);
	VsGroup idx = vs_group(lin, 0);
	IrValue **ins = affine_operand_values(lin, idx.start, idx.n);
	IrValue *head = create_linearize(rw, lin, ins, idx.n - 1, lb, nl - 1);
	IrOp *front = create_delinearize(rw, op, head, db, nd - k, nd == op->nresults);
	IrOp *back = create_delinearize(rw, op, ins[idx.n - 1], db + nd - k, k, true);
	IrValue **repl = xmalloc((op->nresults + 1) * sizeof *repl);
	for (unsigned i = 0; i < front->nresults; i++)
		repl[i] = &ir_op_results(front)[i];
	for (unsigned i = 0; i < k; i++)
		repl[front->nresults + i] = &ir_op_results(back)[i];
	ir_rewriter_replace_op(rw, op, repl);
	free(repl);
	free(lb);
	free(db);
	free(ins);
	return true;
}

/* ---- affine.linearize_index ---- */

/* A run of a linearization's indices (length from lin_start) that are
   consecutive results of delin (from delin_start) by the same basis. */
typedef struct {
	IrOp *delin;
	unsigned lin_start, delin_start, length;
} PortionMatch;

/* The run of indices from i that are results of one delinearize_index by
   the same basis elements, as CancelLinearizeOfDelinearizePortion finds
   it: its length (0 if none longer than 1), m filled. */
static unsigned portion_at(const IrOp *op, IrValue *const *in, unsigned n, const BasisElem *lb, unsigned i,
                           PortionMatch *m)
{
	IrOp *d = in[i]->is_arg ? NULL : ir_value_def(in[i]);
	if (!d || strcmp(ir_op_name(d)->s, "affine.delinearize_index"))
		return 0;
	unsigned di = in[i]->index, nb, j = 1;
	BasisElem *db = mixed_basis(d, true, &nb);
	/* the first bounds may differ when both are first (bounds do not
	   matter) or when a disjoint linearization gives the one the
	   delinearization leaves out */
	bool start = basis_eq(&db[di], &lb[i]) || (i == 0 && di == 0) ||
	             (is_disjoint(op) && di == 0 && db[0].none);
	while (start && i + j < n && di + j < d->nresults && in[i + j] == &ir_op_results(d)[di + j] &&
	       basis_eq(&lb[i + j], &db[di + j]))
		j++;
	free(db);
	*m = (PortionMatch){d, i, di, j};
	return start && j > 1 ? j : 0;
}

/* CancelLinearizeOfDelinearizePortion: a run of a linearization's indices
   that are consecutive results of a delinearization by the same basis
   becomes one index: the delinearization's input when the run is all its
   results, else the part of a delinearization by the run's product
   (which a residual delinearization splits for the other uses). One run
   per delinearization at a time. */
static bool cancel_linearize_of_delinearize(IrRewriter *rw, IrOp *op)
{
	VsGroup g = vs_group(op, 0);
	unsigned n, nm = 0, ni = 0, prev = 0;
	BasisElem *lb = mixed_basis(op, true, &n), *nb = xmalloc((n + 1) * sizeof *nb);
	IrValue **in = affine_operand_values(op, g.start, g.n), **ni_vals = xmalloc((n + 1) * sizeof *ni_vals);
	PortionMatch *m = xmalloc((n + 1) * sizeof *m);
	for (unsigned i = 0; i < n;) {
		unsigned len = portion_at(op, in, n, lb, i, &m[nm]);
		bool seen = false;
		for (unsigned k = 0; k < nm && len; k++)
			seen |= m[k].delin == m[nm].delin;
		if (!len || seen) {
			i++;
			continue;
		}
		nm++;
		i += len;
	}
	IrValue ***repl = xcalloc(nm + 1, sizeof *repl);
	for (unsigned k = 0; k < nm; k++) {
		for (; prev < m[k].lin_start; prev++) {
			ni_vals[ni] = in[prev];
			nb[ni++] = lb[prev];
		}
		prev = m[k].lin_start + m[k].length;
		IrOp *d = m[k].delin;
		ir_rewriter_set_insertion_before(rw, d);
		BasisElem size = basis_product(rw, op, lb + m[k].lin_start, m[k].length);
		nb[ni] = size;
		if (m[k].length == d->nresults) {
			ni_vals[ni++] = operand(d, 0);
			continue;
		}
		unsigned ndb, s = m[k].delin_start;
		BasisElem *db = mixed_basis(d, true, &ndb);
		db[s] = size;
		memmove(db + s + 1, db + s + m[k].length, (ndb - s - m[k].length) * sizeof *db);
		IrOp *merged = create_delinearize(rw, d, operand(d, 0), db, ndb - m[k].length + 1, true);
		IrValue *combined = &ir_op_results(merged)[s];
		IrOp *residual = create_delinearize(rw, d, combined, lb + m[k].lin_start, m[k].length, true);
		repl[k] = xmalloc((d->nresults + 1) * sizeof *repl[k]);
		for (unsigned r = 0; r < d->nresults; r++)
			repl[k][r] = r < s ? &ir_op_results(merged)[r]
			             : r < s + m[k].length ? &ir_op_results(residual)[r - s]
			                                   : &ir_op_results(merged)[r - m[k].length + 1];
		ni_vals[ni++] = combined;
		free(db);
	}
	for (; nm && prev < n; prev++) {
		ni_vals[ni] = in[prev];
		nb[ni++] = lb[prev];
	}
	if (nm) {
		ir_rewriter_set_insertion_before(rw, op);
		ir_rewriter_replace_op_with(rw, op, create_linearize(rw, op, ni_vals, ni, nb, ni));
	}
	for (unsigned k = 0; k < nm; k++)
		if (repl[k]) {
			ir_rewriter_replace_op(rw, m[k].delin, repl[k]);
			free(repl[k]);
		}
	free(lb);
	free(nb);
	free(in);
	free(ni_vals);
	free(m);
	free(repl);
	return nm > 0;
}

/* DropLinearizeLeadingZero: a leading index 0 goes (with the outer bound). */
static bool linearize_leading_zero(IrRewriter *rw, IrOp *op)
{
	VsGroup idx = vs_group(op, 0);
	int64_t c;
	if (!idx.n || !affine_constant_operand(rw->ctx, operand(op, idx.start), &c) || c != 0)
		return false;
	if (idx.n == 1) {
		ir_rewriter_replace_op_with(rw, op, operand(op, idx.start));
		return true;
	}
	unsigned n;
	BasisElem *basis = mixed_basis(op, false, &n);
	IrValue **indices = affine_operand_values(op, idx.start + 1, idx.n - 1);
	unsigned drop = n == idx.n; /* an outer bound */
	ir_rewriter_replace_op_with(rw, op, create_linearize(rw, op, indices, idx.n - 1, basis + drop, n - drop));
	free(basis);
	free(indices);
	return true;
}

/* DropLinearizeUnitComponentsIfDisjointOrZero: an index by a basis element
   of 1 goes when the linearization is disjoint or the index is 0. */
static bool linearize_unit_components(IrRewriter *rw, IrOp *op)
{
	IrContext *ctx = rw->ctx;
	VsGroup idx = vs_group(op, 0);
	unsigned n, ni = 0, nb = 0;
	BasisElem *basis = mixed_basis(op, false, &n);
	IrValue **indices = xmalloc((idx.n + 1) * sizeof *indices);
	bool disjoint = is_disjoint(op);
	unsigned first = n != idx.n;
	if (first && idx.n)
		indices[ni++] = operand(op, idx.start);
	for (unsigned i = 0; i < n && first + i < idx.n; i++) {
		IrValue *index = operand(op, idx.start + first + i);
		int64_t b, v;
		bool unit = basis_constant(ctx, &basis[i], &b) && b == 1;
		if (unit && (disjoint || (affine_constant_operand(ctx, index, &v) && v == 0)))
			continue;
		indices[ni++] = index;
		basis[nb++] = basis[i];
	}
	bool changed = ni != idx.n;
	if (changed)
		ir_rewriter_replace_op_with(rw, op, ni ? create_linearize(rw, op, indices, ni, basis, nb) : create_zero(rw, op));
	free(basis);
	free(indices);
	return changed;
}

/* ---- the pattern lists ---- */

#define END {NULL, 0, NULL}

const IrPattern affine_delinearize_patterns[] = {
	{"mlir::affine::AffineDelinearizeIndexOp::fold", 1, constant_basis},
	{"(anonymous namespace)::CancelDelinearizeOfLinearizeDisjointExactTail", 1, cancel_delinearize_of_linearize},
	{"(anonymous namespace)::DropUnitExtentBasis", 1, drop_unit_basis},
	{"(anonymous namespace)::SplitDelinearizeSpanningLastLinearizeArg", 1, split_delinearize},
	END,
};
const IrPattern affine_linearize_patterns[] = {
	{"mlir::affine::AffineLinearizeIndexOp::fold", 1, constant_basis},
	{"(anonymous namespace)::CancelLinearizeOfDelinearizePortion", 1, cancel_linearize_of_delinearize},
	{"(anonymous namespace)::DropLinearizeLeadingZero", 1, linearize_leading_zero},
	{"(anonymous namespace)::DropLinearizeUnitComponentsIfDisjointOrZero", 1, linearize_unit_components},
	END,
};
