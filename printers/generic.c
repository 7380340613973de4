/* generic.c: printing operations in MLIR's generic form, and whole modules. */
#include "internal.h"

void print_value_name(Printer *p, IrValue *v)
{
	if (p->collect) /* the alias pass's dry run looks for attributes and types only */
		return;
	if (v->name_kind == IR_NAME_STRING || v->name_kind == IR_NAME_GROUP) {
		const ValueName *name = &p->value_names[v->name_id];
		sb_putc(p->out, '%');
		sb_putn(p->out, name->s, name->n);
		return;
	}
	if (v->name_kind == IR_NAME_ARG)
		sb_putn(p->out, "%arg", 4);
	else
		sb_putc(p->out, '%');
	sb_put_u64(p->out, v->name_id);
}

void print_value(Printer *p, IrValue *v)
{
	if (p->collect)
		return;
	print_value_name(p, v);
	if (v->name_kind == IR_NAME_NUMBER && ir_value_def(v) && ir_value_def(v)->nresults > 1) {
		sb_putc(p->out, '#');
		sb_put_u64(p->out, v->index);
	} else if (v->name_kind == IR_NAME_GROUP) {
		sb_putc(p->out, '#');
		sb_put_u64(p->out, v->index - p->value_names[v->name_id].group_first);
	}
}

static unsigned block_id(const Printer *p, const IrBlock *b)
{
	return ir_block_parent(b) && b == ir_region_first(ir_block_parent(b)) ? 0 : (unsigned)(uintptr_t)pm_get(&p->block_ids, b);
}

void print_block_name(Printer *p, IrBlock *b)
{
	if (p->collect)
		return;
	sb_puts(p->out, "^bb");
	sb_put_u64(p->out, block_id(p, b));
}

void print_spaces(StrBuf *out, unsigned n)
{
	static const char spaces[] = "                                                                ";
	while (n) {
		unsigned k = n < sizeof spaces - 1 ? n : (unsigned)sizeof spaces - 1;
		sb_putn(out, spaces, k);
		n -= k;
	}
}

static void indent(Printer *p)
{
	if (!p->collect)
		print_spaces(p->out, p->indent);
}

/* Keeps the buffer small when printing to a stream. */
void print_flush(Printer *p, size_t threshold)
{
	if (!p->sink || p->out->len < threshold)
		return;
	if (fwrite(p->out->s, 1, p->out->len, p->sink) != p->out->len)
		p->write_failed = true;
	p->out->len = 0;
}

/* A predecessor with what it is sorted by. */
typedef struct {
	unsigned pos;   /* the block's number (block_id) */
	unsigned index; /* place in the predecessor list, so that the sort is stable */
	IrBlock *block;
} PredKey;

static int pred_cmp(const void *x, const void *y)
{
	const PredKey *a = x, *b = y;
	if (a->pos != b->pos)
		return a->pos < b->pos ? -1 : 1;
	return a->index < b->index ? -1 : a->index > b->index;
}

/* `// pred: ^bb0` or `// 2 preds: ^bb0, ^bb1`, predecessors in block order. */
static void print_preds(Printer *p, IrBlock *b)
{
	/* every successor slot counts: a block branched to twice has 2 preds */
	unsigned n = 0;
	for (IrBlockOperand *s = ir_block_preds(b); s; s = ir_succ_next(s))
		n++;
	if (n == 0) {
		if (b != ir_region_first(ir_block_parent(b)))
			sb_puts(p->out, "  // no predecessors");
		return;
	}
	if (n == 1) {
		sb_puts(p->out, "  // pred: ");
		print_block_name(p, ir_op_block(ir_succ_owner(ir_block_preds(b))));
		return;
	}
	/* by block position, ties (one block branching here twice) in list
	   order, as MLIR's sort of its predecessor list gives them */
	PredKey *preds = xmalloc(n * sizeof *preds);
	unsigned k = 0;
	for (IrBlockOperand *s = ir_block_preds(b); s; s = ir_succ_next(s), k++)
		preds[k] = (PredKey){block_id(p, ir_op_block(ir_succ_owner(s))), k, ir_op_block(ir_succ_owner(s))};
	qsort(preds, n, sizeof *preds, pred_cmp);
	sb_printf(p->out, "  // %u preds: ", n);
	for (unsigned i = 0; i < n; i++) {
		if (i)
			sb_puts(p->out, ", ");
		print_block_name(p, preds[i].block);
	}
	free(preds);
}

static void print_block(Printer *p, IrBlock *b, bool header, bool terminator)
{
	if (header) {
		indent(p);
		print_block_name(p, b);
		if (b->nargs) {
			sb_putc(p->out, '(');
			for (unsigned i = 0; i < b->nargs; i++) {
				if (i)
					sb_puts(p->out, ", ");
				print_value(p, ir_block_arg(b, i));
				sb_puts(p->out, ": ");
				print_type(p, p->out, ir_value_type(ir_block_arg(b, i)));
				if (p->opts.debuginfo) {
					sb_putc(p->out, ' ');
					print_location(p, p->out, ir_arg_loc_peek(p->ctx, ir_block_arg(b, i)), false);
				}
			}
			sb_putc(p->out, ')');
		}
		sb_putc(p->out, ':');
		if (!p->collect) /* a comment: nothing for the alias pass */
			print_preds(p, b);
		sb_putc(p->out, '\n');
	}
	p->indent += 2;
	IrOp *stop = NULL; /* the terminator left out, if one is */
	if (!terminator && ir_block_last(b) && ir_def(ir_block_last(b)) && (ir_def(ir_block_last(b))->traits & IR_TRAIT_TERMINATOR))
		stop = ir_block_last(b);
	bool threads = b == p->threads_block && (p->collect ? collect_ops_on_threads(p, ir_block_first(b), stop)
	                                                     : print_ops_on_threads(p, ir_block_first(b), stop));
	if (!threads)
		for (IrOp *o = ir_block_first(b); o != stop; o = ir_op_next(o)) {
			indent(p);
			print_op(p, o);
			sb_putc(p->out, '\n');
			print_flush(p, 1 << 16);
		}
	p->indent -= 2;
}

/* MLIR's printRegion: the entry block's label shows when its arguments are
   to be printed and it has some, or when it is empty and empty_block asks
   for it (the generic form does). */
void print_region(Printer *p, IrRegion *r, bool entry_args, bool terminators, bool empty_block)
{
	if (p->opts.skip_regions) {
		sb_puts(p->out, "{...}");
		return;
	}
	sb_puts(p->out, "{\n");
	for (IrBlock *b = ir_region_first(r); b; b = ir_block_next(b)) {
		bool header = b != ir_region_first(r) || (entry_args && b->nargs) || (empty_block && !ir_block_first(b));
		print_block(p, b, header, terminators);
	}
	indent(p);
	sb_putc(p->out, '}');
}

void print_generic_body(Printer *p, IrOp *op)
{
	sb_putc(p->out, '"');
	print_ident_escaped(p->out, ir_op_name(op));
	sb_puts(p->out, "\"(");
	for (unsigned i = 0; i < op->noperands; i++) {
		if (i)
			sb_puts(p->out, ", ");
		print_value(p, ir_op_operand(op, i));
	}
	sb_putc(p->out, ')');
	if (ir_op_nsuccs(op)) {
		sb_putc(p->out, '[');
		for (unsigned i = 0; i < ir_op_nsuccs(op); i++) {
			if (i)
				sb_puts(p->out, ", ");
			print_block_name(p, ir_op_succ(op, i));
		}
		sb_putc(p->out, ']');
	}
	if (op->props) {
		sb_puts(p->out, " <");
		print_attr(p, p->out, ir_op_props(op));
		sb_putc(p->out, '>');
	}
	if (ir_op_nregions(op)) {
		sb_puts(p->out, " (");
		for (unsigned i = 0; i < ir_op_nregions(op); i++) {
			if (i)
				sb_puts(p->out, ", ");
			print_region(p, &ir_op_regions(op)[i], true, true, true);
		}
		sb_putc(p->out, ')');
	}
	if (ir_op_attrs(op)->dict.n) {
		sb_puts(p->out, " {");
		print_dict_body(p, p->out, ir_op_attrs(op));
		sb_putc(p->out, '}');
	}
	sb_puts(p->out, " : (");
	for (unsigned i = 0; i < op->noperands; i++) {
		if (i)
			sb_puts(p->out, ", ");
		print_type(p, p->out, ir_value_type(ir_op_operand(op, i)));
	}
	sb_puts(p->out, ") -> ");
	bool parens = op->nresults != 1 || ir_value_type(&ir_op_results(op)[0])->kind == IR_TYPE_FUNCTION;
	if (parens)
		sb_putc(p->out, '(');
	for (unsigned i = 0; i < op->nresults; i++) {
		if (i)
			sb_puts(p->out, ", ");
		print_type(p, p->out, ir_value_type(&ir_op_results(op)[i]));
	}
	if (parens)
		sb_putc(p->out, ')');
}

/* What MLIR's alias pass visits of a generic op: regions, operand and
   result types, then the attributes in name order. */
static void collect_generic(Printer *p, IrOp *op)
{
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		print_region(p, &ir_op_regions(op)[r], true, true, true);
	for (unsigned i = 0; i < op->noperands; i++)
		print_type(p, p->out, ir_value_type(ir_op_operand(op, i)));
	for (unsigned i = 0; i < op->nresults; i++)
		print_type(p, p->out, ir_value_type(&ir_op_results(op)[i]));
	IrAttr *props = ir_op_props(op) && ir_op_props(op)->kind == IR_ATTR_DICT ? ir_op_props(op) : NULL;
	unsigned i = 0, j = 0, np = props ? props->dict.n : 0, na = ir_op_attrs(op)->dict.n;
	while (i < np || j < na) {
		bool take_prop = j >= na || (i < np && strcmp(ir_dict_name(props, i)->s,
		                                              ir_dict_name(ir_op_attrs(op), j)->s) < 0);
		print_attr(p, p->out, take_prop ? ir_dict_value(props, i++) : ir_dict_value(ir_op_attrs(op), j++));
	}
	if (op->props && !props)
		print_attr(p, p->out, ir_op_props(op));
}

void print_op(Printer *p, IrOp *op)
{
	if (p->collect) {
		if (p->opts.debuginfo)
			aliases_visit_attr(p, ir_op_loc(p->ctx, op), true);
		const char *outer = p->default_dialect;
		if (p->opts.generic || !print_custom(p, op)) {
			p->default_dialect = NULL;
			collect_generic(p, op);
		}
		p->default_dialect = outer;
		p->out->len = 0;
		return;
	}
	if (op->nresults) {
		if (ir_op_results(op)[0].name_kind != IR_NAME_NUMBER) { /* named results: %a, %b:2 */
			for (unsigned i = 0; i < op->nresults;) {
				if (i)
					sb_puts(p->out, ", ");
				print_value_name(p, &ir_op_results(op)[i]);
				unsigned n = 1;
				while (ir_op_results(op)[i].name_kind == IR_NAME_GROUP && i + n < op->nresults &&
				       ir_op_results(op)[i + n].name_kind == IR_NAME_GROUP &&
				       ir_op_results(op)[i + n].name_id == ir_op_results(op)[i].name_id)
					n++;
				if (ir_op_results(op)[i].name_kind == IR_NAME_GROUP) {
					sb_putc(p->out, ':');
					sb_put_u64(p->out, n);
				}
				i += n;
			}
		} else {
			print_value_name(p, &ir_op_results(op)[0]);
			if (op->nresults > 1) { /* the group is written %N:count */
				sb_putc(p->out, ':');
				sb_put_u64(p->out, op->nresults);
			}
		}
		sb_puts(p->out, " = ");
	}
	const char *outer = p->default_dialect;
	if (p->opts.generic || !print_custom(p, op)) {
		p->default_dialect = NULL; /* a generic op sets no default dialect */
		print_generic_body(p, op);
	}
	p->default_dialect = outer;
	if (p->opts.debuginfo) {
		sb_putc(p->out, ' ');
		print_location(p, p->out, ir_op_loc(p->ctx, op), true);
	}
}

static void printer_free(Printer *p)
{
	pm_free(&p->aliases);
	pm_free(&p->type_texts);
	pv_free(&p->alias_order);
	pv_free(&p->deferred_aliases);
	for (int g = 0; g < BLOB_GROUPS; g++) {
		pm_free(&p->used_blobs[g]);
		pv_free(&p->blob_order[g]);
	}
	pm_free(&p->distinct_ids);
	pm_free(&p->block_ids);
	arena_free(&p->names);
	free(p->value_names);
	sb_free(&p->scratch);
	pm_free(&p->fmt_facts);
}

/* Names op's values and blocks and runs the alias pass's dry run.  When
   the dry run goes on threads, the first of them names (into a printer of
   its own, which nothing else touches meanwhile) while the others start on
   the ops: naming is one walk that cannot be cut, and the dry run is cut
   into chunks that keep every core busy until both are done. */
static void name_and_collect(Printer *p, IrOp *op)
{
	/* nothing to find: the dry run, as costly as a print, is left out */
	if (!aliases_may_find(p)) {
		names_assign(p, op);
		return;
	}
	if (!p->threads_block) {
		names_assign(p, op);
		aliases_collect(p, op);
		return;
	}
	Printer namer = {.ctx = p->ctx, .opts = p->opts};
	p->pending_names = &namer;
	p->pending_top = op;
	aliases_collect(p, op);
	if (p->pending_names) { /* no thread started */
		p->pending_names = NULL;
		names_assign(p, op);
		return;
	}
	p->value_names = namer.value_names;
	p->nvalue_names = namer.nvalue_names;
	p->value_names_cap = namer.value_names_cap;
	p->block_ids = namer.block_ids;
}

/* The whole printing of op at the top of the output, or, local, on its
   own: without alias definitions or resources (attributes and locations
   written in place) and without the empty line after it, as MLIR prints an
   op nested in another in its local scope. */
static bool print_top(StrBuf *out, FILE *sink, IrContext *ctx, IrOp *op, const PrintOptions *opts,
                      bool local)
{
	Printer p = {0};
	p.ctx = ctx;
	p.out = out;
	p.sink = sink;
	p.default_dialect = "builtin";
	p.opts = *opts;
	if (local) {
		names_assign(&p, op);
	} else {
		/* a module's functions on several threads (threads.c) */
		if (ctx->multithreading && !ctx->threaded && ir_op_nregions(op) == 1 && ir_region_first(&ir_op_regions(op)[0]) &&
		    ir_region_first(&ir_op_regions(op)[0]) == ir_region_last(&ir_op_regions(op)[0]))
			p.threads_block = ir_region_first(&ir_op_regions(op)[0]);
		name_and_collect(&p, op);
		aliases_print(&p, &p.alias_order);
		if (p.prints_distinct) /* what it prints depends on what was printed before it */
			p.threads_block = NULL;
	}
	print_op(&p, op);
	if (!local) {
		sb_putc(out, '\n');
		aliases_print(&p, &p.deferred_aliases);
		print_resources(&p);
		sb_putc(out, '\n'); /* mlir-opt ends its output with an empty line */
	} else if (opts->local_scope) { /* the whole output in local scope ends its line */
		sb_putc(out, '\n');
	}
	print_flush(&p, 1);
	printer_free(&p);
	return !p.write_failed;
}

bool print_module(StrBuf *out, FILE *sink, IrContext *ctx, IrOp *op, const PrintOptions *opts)
{
	return print_top(out, sink, ctx, op, opts, opts->local_scope);
}

bool print_op_local(StrBuf *out, FILE *sink, IrContext *ctx, IrOp *op, const PrintOptions *opts)
{
	PrintOptions local = *opts;
	local.local_scope = false; /* an IR dump adds its own line ends */
	return print_top(out, sink, ctx, op, &local, true);
}

void print_op_str(StrBuf *out, IrContext *ctx, IrOp *op)
{
	/* values are numbered in the scope of the nearest op isolated from
	   above, so that those defined outside op keep their names */
	IrOp *scope = op;
	while (ir_op_parent(scope) && !(ir_def(scope) && (ir_def(scope)->traits & IR_TRAIT_ISOLATED)))
		scope = ir_op_parent(scope);
	Printer p = {0};
	p.ctx = ctx;
	p.out = out;
	p.default_dialect = "builtin";
	p.opts.generic = true;
	names_assign(&p, scope);
	print_op(&p, op);
	printer_free(&p);
}
