/* rewrite.c: changing IR in place, as passes do: attributes set and removed,
   ops and blocks moved, regions inlined, ops replaced by values. Built on
   ops.c's links, so use lists and predecessor lists stay consistent; what
   IR may not be left with (a use of an erased value, a branch target
   inlined away) is an internal error (die). */
#include <stdlib.h>

#include "internal.h"

/* ---- attributes ---- */

/* dict's entries other than name, with room for one more; their number in *n. */
static IrNamedAttr *entries_without(const IrAttr *dict, const IrIdent *name, unsigned *n)
{
	if (dict && dict->kind != IR_ATTR_DICT)
		die("changing an entry of an attribute that is not a dictionary");
	unsigned total = dict ? dict->dict.n : 0;
	IrNamedAttr *e = xmalloc((total + 1) * sizeof *e);
	*n = 0;
	for (unsigned i = 0; i < total; i++)
		if (ir_dict_name(dict, i) != name)
			e[(*n)++] = ir_dict_entry(dict, i);
	return e;
}

IrAttr *ir_dict_set(IrContext *ctx, IrAttr *dict, IrIdent *name, IrAttr *value)
{
	if (!value)
		die("setting attribute '%s' to nothing", name->s);
	if (dict && ir_dict_get(dict, name) == value)
		return dict;
	unsigned n;
	IrNamedAttr *e = entries_without(dict, name, &n);
	e[n++] = (IrNamedAttr){name, value};
	IrAttr *d = ir_attr_dict(ctx, n, e, NULL); /* sorts the new entry into place */
	free(e);
	return d;
}

IrAttr *ir_dict_remove(IrContext *ctx, IrAttr *dict, IrIdent *name)
{
	if (!ir_dict_get(dict, name))
		return dict;
	unsigned n;
	IrNamedAttr *e = entries_without(dict, name, &n);
	IrAttr *d = ir_attr_dict(ctx, n, e, NULL);
	free(e);
	return d;
}

/* Is name stored among op's properties: one of its definition's inherent
   attributes, or, for an unregistered op, an entry of its properties
   dictionary (MLIR's getInherentAttr)? */
static bool is_property(IrContext *ctx, const IrOp *op, IrIdent *name)
{
	if (ir_def(op))
		return ir_op_def_inherent(ctx, ir_def(op), name);
	return ir_dict_get(ir_op_props(op), name) != NULL;
}

void ir_op_set_attr(IrContext *ctx, IrOp *op, IrIdent *name, IrAttr *value)
{
	ir_symbol_table_changed(ir_op_parent(op));
	if (is_property(ctx, op, name))
		op->props = ir_ref(ir_dict_set(ctx, ir_op_props(op), name, value));
	else
		op->attrs = ir_ref(ir_dict_set(ctx, ir_op_attrs(op), name, value));
}

IrAttr *ir_op_remove_attr(IrContext *ctx, IrOp *op, IrIdent *name)
{
	ir_symbol_table_changed(ir_op_parent(op));
	bool prop = is_property(ctx, op, name);
	IrAttr *dict = prop ? ir_op_props(op) : ir_op_attrs(op);
	IrAttr *old = ir_dict_get(dict, name);
	dict = ir_dict_remove(ctx, dict, name);
	if (prop)
		op->props = ir_ref(dict);
	else
		op->attrs = ir_ref(dict);
	/* a registered op prints no `<{}>`: its properties are those present */
	if (ir_def(op) && ir_op_props(op) && ir_op_props(op)->kind == IR_ATTR_DICT && !ir_op_props(op)->dict.n)
		op->props = 0;
	return old;
}

/* dict with each name i that here[i] picks set to values[i], or removed
   where that is NULL, in one new dictionary; dict itself when that
   changes nothing. */
static IrAttr *dict_update(IrContext *ctx, IrAttr *dict, unsigned n, IrIdent *const *names, IrAttr *const *values,
                           const bool *here)
{
	bool changes = false;
	for (unsigned i = 0; i < n && !changes; i++)
		changes = here[i] && ir_dict_get(dict, names[i]) != values[i];
	if (!changes)
		return dict;
	if (dict && dict->kind != IR_ATTR_DICT)
		die("changing an entry of an attribute that is not a dictionary");
	unsigned total = dict ? dict->dict.n : 0, m = 0;
	IrNamedAttr *e = xmalloc((total + n + 1) * sizeof *e);
	for (unsigned k = 0; k < total; k++) {
		bool named = false;
		for (unsigned i = 0; i < n && !named; i++)
			named = here[i] && names[i] == ir_dict_name(dict, k);
		if (!named)
			e[m++] = ir_dict_entry(dict, k);
	}
	for (unsigned i = 0; i < n; i++)
		if (here[i] && values[i])
			e[m++] = (IrNamedAttr){names[i], values[i]};
	IrAttr *d = ir_attr_dict(ctx, m, e, NULL); /* sorts the new entries into place */
	free(e);
	return d;
}

void ir_op_update_attrs(IrContext *ctx, IrOp *op, unsigned n, IrIdent *const *names, IrAttr *const *values)
{
	ir_symbol_table_changed(ir_op_parent(op));
	bool small[2][8] = {{0}}, *in_props = n <= 8 ? small[0] : xmalloc(2 * n * sizeof *in_props),
	                  *in_attrs = n <= 8 ? small[1] : in_props + n;
	for (unsigned i = 0; i < n; i++) {
		in_props[i] = is_property(ctx, op, names[i]);
		in_attrs[i] = !in_props[i];
	}
	IrAttr *props = dict_update(ctx, ir_op_props(op), n, names, values, in_props);
	/* a registered op prints no `<{}>`: its properties are those present */
	if (props != ir_op_props(op) && ir_def(op) && props->kind == IR_ATTR_DICT && !props->dict.n)
		props = NULL;
	op->props = ir_ref(props);
	op->attrs = ir_ref(dict_update(ctx, ir_op_attrs(op), n, names, values, in_attrs));
	if (in_props != small[0])
		free(in_props);
}

/* ---- moving ops ---- */

void ir_block_insert_after(IrOp *after, IrOp *op)
{
	if (after->next) {
		ir_block_insert_before(ir_op_next(after), op);
		return;
	}
	ir_block_append(ir_op_block(after), op);
}

void ir_op_move_before(IrOp *op, IrOp *before)
{
	if (op == before)
		return;
	ir_op_remove(op);
	ir_block_insert_before(before, op);
}

void ir_op_move_after(IrOp *op, IrOp *after)
{
	if (op == after)
		return;
	ir_op_remove(op);
	ir_block_insert_after(after, op);
}

void ir_op_move_to_end(IrOp *op, IrBlock *b)
{
	ir_op_remove(op);
	ir_block_append(b, op);
}

/* Moves the ops of block from, starting at op first, before op before in
   block to (at its end when before is NULL). */
static void move_ops(IrOp *first, IrBlock *to, IrOp *before)
{
	for (IrOp *o = first, *next; o; o = next) {
		next = ir_op_next(o);
		ir_op_remove(o);
		if (before)
			ir_block_insert_before(before, o);
		else
			ir_block_append(to, o);
	}
}

/* ---- moving blocks and regions ---- */

void ir_block_remove(IrBlock *b)
{
	IrRegion *r = ir_block_parent(b);
	if (!r)
		return;
	ir_symbol_table_changed(ir_region_parent(r));
	if (ir_block_prev(b))
		ir_block_prev(b)->next = ir_ref(ir_block_next(b));
	else
		r->first = ir_ref(ir_block_next(b));
	if (ir_block_next(b))
		ir_block_next(b)->prev = ir_ref(ir_block_prev(b));
	else
		r->last = ir_ref(ir_block_prev(b));
	b->prev = b->next = 0;
	b->parent = 0;
}

/* Puts detached block b before block before of r, at r's end if before is NULL. */
static void region_insert(IrRegion *r, IrBlock *before, IrBlock *b)
{
	if (!before) {
		ir_region_append(r, b);
		return;
	}
	ir_symbol_table_changed(ir_region_parent(r));
	b->parent = ir_ref(r);
	b->next = ir_ref(before);
	b->prev = ir_ref(ir_block_prev(before));
	if (ir_block_prev(before))
		ir_block_prev(before)->next = ir_ref(b);
	else
		r->first = ir_ref(b);
	before->prev = ir_ref(b);
}

void ir_block_move_before(IrBlock *b, IrBlock *before)
{
	if (b == before)
		return;
	ir_block_remove(b);
	region_insert(ir_block_parent(before), before, b);
}

void ir_block_move_to_end(IrBlock *b, IrRegion *r)
{
	ir_block_remove(b);
	ir_region_append(r, b);
}

IrBlock *ir_block_split(IrContext *ctx, IrOp *at)
{
	IrBlock *b = ir_op_block(at);
	if (!ir_block_parent(b))
		die("splitting a block of no region");
	IrBlock *tail = ir_block_create(ctx);
	region_insert(ir_block_parent(b), ir_block_next(b), tail);
	move_ops(at, tail, NULL);
	return tail;
}

void ir_region_inline_before(IrRegion *from, IrRegion *to, IrBlock *before)
{
	if (from == to)
		die("inlining a region into itself");
	while (ir_region_first(from)) {
		IrBlock *b = ir_region_first(from);
		ir_block_remove(b);
		region_insert(to, before, b);
	}
}

void ir_region_take_body(IrContext *ctx, IrRegion *to, IrRegion *from)
{
	if (from == to)
		die("a region taking its own body");
	/* references between to's blocks go first, so that no block is freed
	   while an op of another still uses a value of it */
	for (IrBlock *b = ir_region_first(to); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
			ir_op_drop_references(o);
	while (ir_region_first(to)) {
		IrBlock *b = ir_region_first(to);
		ir_block_remove(b);
		ir_block_destroy(ctx, b);
	}
	ir_region_inline_before(from, to, NULL);
}

void ir_block_inline_before(IrContext *ctx, IrBlock *source, IrBlock *dest, IrOp *before,
                            IrValue *const *args)
{
	if (ir_block_preds(source))
		die("inlining a block that is a branch target");
	if (source == dest || (before && ir_op_block(before) != dest))
		die("inlining a block into itself, or before an op of another block");
	for (unsigned i = 0; i < source->nargs; i++) {
		if (args[i] != ir_block_arg(source, i))
			ir_value_replace_all_uses(ir_block_arg(source, i), args[i]);
		if (ir_value_has_uses(ir_block_arg(source, i)))
			die("inlining a block whose argument %u stays in use", i);
	}
	move_ops(ir_block_first(source), dest, before);
	ir_block_remove(source);
	ir_block_destroy(ctx, source);
}

/* ---- replacing ---- */

void ir_op_replace(IrContext *ctx, IrOp *op, IrValue *const *values)
{
	for (unsigned i = 0; i < op->nresults; i++)
		if (values[i] != &ir_op_results(op)[i]) /* else ir_op_erase refuses */
			ir_value_replace_all_uses(&ir_op_results(op)[i], values[i]);
	ir_op_erase(ctx, op);
}

void ir_value_replace_uses_except(IrValue *from, IrValue *to, IrOp *except)
{
	if (from == to)
		return;
	for (IrUse *u = ir_value_uses(from), *next; u; u = next) {
		next = ir_use_next(u);
		if (ir_use_owner(u) != except)
			ir_op_set_operand(ir_use_owner(u), (unsigned)(u - ir_op_operands(ir_use_owner(u))), to);
	}
}

void ir_value_set_type(IrValue *v, IrType *t)
{
	v->type = ir_ref(t);
}

/* ---- changing the number of arguments and operands ---- */

void ir_block_erase_arg(IrContext *ctx, IrBlock *b, unsigned i)
{
	IrValue *arg = ir_block_arg(b, i);
	if (arg->uses)
		die("erasing block argument %u, which is still used", i);
	for (unsigned j = i + 1; j < b->nargs; j++) {
		block_set_arg(b, j - 1, ir_block_arg(b, j));
		ir_block_arg(b, j - 1)->index = j - 1;
	}
	block_set_nargs(ctx, b, b->nargs - 1);
	pool_free(ctx, arg, sizeof(IrBlockArg));
}

IrOp *ir_op_splice_operands(IrContext *ctx, IrOp *op, unsigned first, unsigned count, unsigned n,
                            IrValue *const *values)
{
	if (first + count > op->noperands)
		die("splicing operands past the end of an op's");
	unsigned total = op->noperands - count + n;
	IrValue **operands = xmalloc((total ? total : 1) * sizeof *operands);
	IrType **types = xmalloc((op->nresults ? op->nresults : 1) * sizeof *types);
	IrBlock **succs = xmalloc((ir_op_nsuccs(op) ? ir_op_nsuccs(op) : 1) * sizeof *succs);
	for (unsigned i = 0; i < first; i++)
		operands[i] = ir_op_operand(op, i);
	for (unsigned i = 0; i < n; i++)
		operands[first + i] = values[i];
	for (unsigned i = first + count; i < op->noperands; i++)
		operands[i - count + n] = ir_op_operand(op, i);
	for (unsigned i = 0; i < op->nresults; i++)
		types[i] = ir_value_type(&ir_op_results(op)[i]);
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++)
		succs[i] = ir_op_succ(op, i);
	IrOpState st = {
		.name = ir_op_name(op),
		.nresults = op->nresults,
		.noperands = total,
		.nsuccs = ir_op_nsuccs(op),
		.nregions = ir_op_nregions(op),
		.result_types = types,
		.operands = operands,
		.succs = succs,
		.props = ir_op_props(op),
		.attrs = ir_op_attrs(op),
		.loc = ir_op_loc_if_set(op),
	};
	IrOp *fresh = ir_op_create(ctx, &st);
	free(operands);
	free(types);
	free(succs);
	fresh->src_pos = op->src_pos; /* its location, when it was not written, is where op was read */
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		ir_region_inline_before(&ir_op_regions(op)[r], &ir_op_regions(fresh)[r], NULL);
	for (unsigned i = 0; i < op->nresults; i++)
		ir_value_replace_all_uses(&ir_op_results(op)[i], &ir_op_results(fresh)[i]);
	ir_block_insert_before(op, fresh);
	ir_op_destroy(ctx, op);
	return fresh;
}

/* a (a dense array attribute) with entry i changed by delta */
static IrAttr *resize_segment(IrContext *ctx, const IrAttr *a, unsigned i, int64_t delta)
{
	if (!a || a->kind != IR_ATTR_DENSE_ARRAY || i >= a->darray.n)
		die("an operand segment that is not there");
	uint64_t *elems = xmalloc(a->darray.n * sizeof *elems);
	memcpy(elems, a->darray.elems, a->darray.n * sizeof *elems);
	elems[i] = (uint64_t)((int64_t)elems[i] + delta);
	IrAttr *resized = ir_attr_dense_array(ctx, ir_attr_type_of(a), a->darray.n, elems);
	free(elems);
	return resized;
}

IrOp *ir_op_set_successor_operands(IrContext *ctx, IrOp *op, unsigned i, unsigned n,
                                   IrValue *const *values)
{
	IrSuccessorOperands so;
	ir_def(op)->successor_operands(op, i, &so);
	IrOp *fresh = ir_op_splice_operands(ctx, op, so.first, so.n, n, values);
	int64_t delta = (int64_t)n - (int64_t)so.n;
	if (so.segment >= 0) {
		IrIdent *name = ir_ident_cstr(ctx, "operandSegmentSizes");
		ir_op_set_attr(ctx, fresh, name,
		               resize_segment(ctx, ir_op_get_attr_n(fresh, name->s, name->n), (unsigned)so.segment, delta));
	}
	if (so.sub_segments) {
		IrIdent *name = ir_ident_cstr(ctx, so.sub_segments);
		ir_op_set_attr(ctx, fresh, name, resize_segment(ctx, ir_op_get_attr_n(fresh, name->s, name->n), so.sub_index, delta));
	}
	return fresh;
}

/* MLIR's FunctionOpInterface::setArgAttr and setResultAttr: the dictionary
   of argument (or result) i in arg_attrs (res_attrs), an array of one per
   argument, made when absent and dropped when every dictionary is empty. */
void ir_function_set_io_attr(IrContext *ctx, IrOp *op, bool result, unsigned i, IrIdent *name, IrAttr *value)
{
	IrIdent *list_name = ir_ident_cstr(ctx, result ? "res_attrs" : "arg_attrs");
	IrType *fty = ir_op_get_attr(op, "function_type")->tval;
	unsigned n = result ? fty->func.nout : fty->func.nin;
	IrAttr *old = ir_op_get_attr_n(op, list_name->s, list_name->n);
	IrAttr **dicts = xmalloc((n ? n : 1) * sizeof *dicts);
	bool any = false;
	for (unsigned k = 0; k < n; k++) {
		IrAttr *d = old && old->kind == IR_ATTR_ARRAY && k < old->array.n ? old->array.elems[k] : NULL;
		if (k == i)
			d = value ? ir_dict_set(ctx, d, name, value) : ir_dict_remove(ctx, d, name);
		dicts[k] = d ? d : ir_attr_dict(ctx, 0, NULL, NULL);
		any |= dicts[k]->dict.n > 0;
	}
	if (any)
		ir_op_set_attr(ctx, op, list_name, ir_attr_array(ctx, n, dicts));
	else
		ir_op_remove_attr(ctx, op, list_name);
	free(dicts);
}
