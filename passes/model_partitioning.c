/* model_partitioning.c: model-partitioning, Arm's model converter's pass
   that turns each function of the module, its ops marked by
   model-partition-marking, into a vgf.sequence of segments.

   Each partition, in the order of its number, becomes a vgf.segment
   @graph_partition_<id> followed by the vgf.run_segment that runs it. A
   graph segment holds a func.func of the same name with the partition's
   ops (and a copy of every constant of another partition they use); a
   compute segment holds its one shader op, which becomes a
   vgf.shader_placeholder carrying what the op's implementation_attrs
   payload says. A segment takes the values its ops use that other
   partitions (or the arguments) define, in the order of first use, and
   gives its leaf ops' results that are returned (first, in the order of
   the return) or used by another partition. The function becomes the
   vgf.sequence, its return the vgf.sequence_output. A function that is one
   partition passes every argument to it; one without ops gets a segment
   that passes its results through. */
#include "model_partition.h"
#include "model_shader_payload.h"

typedef struct {
	PtrVec ops;     /* the partition's ops, in order */
	PtrVec results; /* IrValue*: what it gives to the others and the return */
	PtrVec inputs;  /* IrValue*: what it takes */
	PtrVec cloned;  /* IrValue*: constants of other partitions a graph segment copies */
	IrOp *shader;   /* the one op of a compute partition */
} Segment;

typedef struct {
	IrContext *ctx;
	IrOp *func;
	IrBlock *body;
	IrOp *terminator;
	Segment *segs;
	int64_t nsegs;
	PtrMap id_of; /* op -> its partition + 1 */
	PtrMap external; /* value of the function -> what a vgf.run_segment gives for it */
	PtrVec originals; /* the function's ops but its return */
	/* discardable attributes -> the same without the marks, made once
	   (the ops of a partition share their marks) */
	PtrMap unmarked;
} Plan;

/* ---- reading the marks ---- */

static int64_t partition_of(const Plan *p, const IrOp *op)
{
	return (int64_t)(intptr_t)pm_get(&p->id_of, op) - 1;
}

/* The position of a returned value in the function's results, as marking
   wrote it, or -1. */
static int64_t output_index(const IrValue *v)
{
	IrOp *def = ir_value_def(v);
	IrAttr *a = def ? ir_op_get_attr(def, MP_ATTR_OUTPUTS) : NULL;
	if (!a || a->kind != IR_ATTR_DENSE_ARRAY || v->index >= a->darray.n)
		return -1;
	return (int64_t)a->darray.elems[v->index];
}

/* The partition number marking gave op; false after an error. */
static bool read_marks(Plan *p, IrOp *op, int64_t nops, int64_t *id, bool *leaf)
{
	IrAttr *a = ir_op_get_attr(op, MP_ATTR_ID), *l = ir_op_get_attr(op, MP_ATTR_LEAF);
	if (!a || a->kind != IR_ATTR_INTEGER || !l || l->kind != IR_ATTR_BOOL) {
		ir_diag_op(p->ctx, IR_DIAG_ERROR, op,
		           "model partitioning requires '" MP_ATTR_ID "' and '" MP_ATTR_LEAF
		           "' on every op (run --model-partition-marking first)");
		return false;
	}
	unsigned width = ir_attr_type_of(a)->kind == IR_TYPE_INTEGER ? ir_attr_type_of(a)->integer.width : 64;
	bool negative = width && width < 64 && a->words[0] >> (width - 1) & 1; /* i0 holds only 0 */
	*id = negative ? -1 : (int64_t)a->words[0];
	if (*id < 0 || *id >= nops + 1) {
		ir_diag_op(p->ctx, IR_DIAG_ERROR, op, "'" MP_ATTR_ID "' must be a partition number from 0 to %lld",
		           (long long)nops);
		return false;
	}
	*leaf = l->b;
	return true;
}

static bool used_at_run_time(const IrOp *op)
{
	for (unsigned r = 0; r < op->nresults; r++)
		for (IrUse *u = ir_value_uses(&ir_op_results(op)[r]); u; u = ir_use_next(u))
			if (mp_is_return(ir_use_owner(u)) || mp_is_shader(ir_use_owner(u)))
				return true;
	return false;
}

/* Is v, a result of a leaf op of partition id, one the partition gives:
   returned, or used in another partition (a constant only when a shader
   or the return uses it)? */
static bool partition_result(const IrOp *op, IrValue *v, int64_t id)
{
	if (mp_is_constant(op) && !used_at_run_time(op))
		return false;
	if (output_index(v) >= 0)
		return true;
	for (IrUse *u = ir_value_uses(v); u; u = ir_use_next(u)) {
		if (mp_is_return(ir_use_owner(u)))
			return true;
		IrOp *user = mp_holder(ir_use_owner(u), ir_op_block(op));
		IrAttr *a = user ? ir_op_get_attr(user, MP_ATTR_ID) : NULL;
		if (a && a->kind == IR_ATTR_INTEGER && (int64_t)a->words[0] != id)
			return true;
	}
	return false;
}

/* The converter's stable sort of a partition's results: the returned
   ones first, in the order of the return, then the others as they came. */
static void sort_results(PtrVec *results)
{
	PtrVec sorted = {0}, others = {0};
	for (size_t i = 0; i < results->n; i++)
		pv_push(output_index(results->v[i]) >= 0 ? &sorted : &others, results->v[i]);
	for (size_t i = 1; i < sorted.n; i++) /* insertion sort: stable, and a partition returns few values */
		for (size_t j = i; j > 0 && output_index(sorted.v[j - 1]) > output_index(sorted.v[j]); j--) {
			void *t = sorted.v[j];
			sorted.v[j] = sorted.v[j - 1];
			sorted.v[j - 1] = t;
		}
	for (size_t i = 0; i < others.n; i++)
		pv_push(&sorted, others.v[i]);
	pv_free(&others);
	pv_free(results);
	*results = sorted;
}

/* ---- the plan of each segment ---- */

static void push_unique(PtrVec *v, PtrMap *seen, IrValue *x)
{
	if (pm_get(seen, x))
		return;
	pm_put(seen, x, x);
	pv_push(v, x);
}

typedef struct {
	Plan *p;
	Segment *s;
	int64_t id;
	PtrMap seen;
} Inputs;

/* The operands of op (or of an op in its regions) that come from outside
   the partition: the function's arguments and other partitions' values. */
static bool collect_operands(IrOp *op, void *user)
{
	Inputs *in = user;
	for (unsigned j = 0; j < op->noperands; j++) {
		IrValue *v = ir_op_operand(op, j);
		IrOp *def = ir_value_def(v);
		if (def ? ir_op_block(def) != in->p->body || partition_of(in->p, def) == in->id : ir_value_block(v) != in->p->body)
			continue;
		push_unique(!in->s->shader && def && mp_is_constant(def) ? &in->s->cloned : &in->s->inputs, &in->seen, v);
	}
	return true;
}

/* What a partition takes from outside (and, for a graph one, which
   constants it copies), in the order of first use. */
static void collect_inputs(Plan *p, Segment *s, int64_t id)
{
	Inputs in = {p, s, id, {0}};
	for (size_t i = 0; i < s->ops.n; i++)
		ir_walk(s->ops.v[i], collect_operands, &in);
	pm_free(&in.seen);
}

static bool plan_function(Plan *p)
{
	int64_t nops = 0;
	for (IrOp *op = ir_block_first(p->body); op != p->terminator; op = ir_op_next(op))
		nops++;
	p->segs = xcalloc((size_t)nops + 1, sizeof *p->segs);
	int64_t last = -1;
	for (IrOp *op = ir_block_first(p->body); op != p->terminator; op = ir_op_next(op)) {
		int64_t id;
		bool leaf;
		if (!read_marks(p, op, nops, &id, &leaf))
			return false;
		pm_put(&p->id_of, op, (void *)(intptr_t)(id + 1));
		pv_push(&p->originals, op);
		pv_push(&p->segs[id].ops, op);
		if (id > last)
			last = id;
		if (leaf)
			for (unsigned r = 0; r < op->nresults; r++)
				if (partition_result(op, &ir_op_results(op)[r], id))
					pv_push(&p->segs[id].results, &ir_op_results(op)[r]);
	}
	p->nsegs = last < 0 ? 1 : last + 1;
	for (int64_t id = 0; id < p->nsegs; id++) {
		Segment *s = &p->segs[id];
		sort_results(&s->results);
		if (s->ops.n == 1 && mp_is_shader(s->ops.v[0]))
			s->shader = s->ops.v[0];
	}
	if (last < 0) { /* no ops: one segment passes the results through */
		PtrMap seen = {0};
		for (unsigned i = 0; i < p->terminator->noperands; i++)
			push_unique(&p->segs[0].results, &seen, ir_op_operand(p->terminator, i));
		pm_free(&seen);
		for (size_t i = 0; i < p->segs[0].results.n; i++)
			pv_push(&p->segs[0].inputs, p->segs[0].results.v[i]);
	} else if (last == 0) { /* one partition takes every argument, used or not */
		for (unsigned i = 0; i < p->body->nargs; i++)
			pv_push(&p->segs[0].inputs, ir_block_arg(p->body, i));
	} else {
		for (int64_t id = 0; id < p->nsegs; id++)
			collect_inputs(p, &p->segs[id], id);
	}
	return true;
}

/* ---- building the segments ---- */

static IrValue *mapped(PtrMap *map, IrValue *v)
{
	IrValue *m = pm_get(map, v);
	return m ? m : v;
}

static void remove_marks(Plan *p, IrOp *op)
{
	/* the converter's own deletion mark too, should the input carry one:
	   no graph_partition_* attribute survives */
	static const char *const marks[] = {"graph_partition_delete", MP_ATTR_ID, MP_ATTR_LEAF, MP_ATTR_OUTPUTS};
	enum { NMARKS = sizeof marks / sizeof *marks };
	IrIdent *names[NMARKS];
	IrAttr *none[NMARKS] = {0};
	for (size_t i = 0; i < NMARKS; i++)
		names[i] = ir_ident_cstr(p->ctx, marks[i]);
	bool only_discardable = mp_only_discardable(op, names, NMARKS);
	IrAttr *marked = ir_op_attrs(op), *unmarked = only_discardable ? pm_get(&p->unmarked, marked) : NULL;
	if (unmarked) {
		ir_symbol_table_changed(ir_op_parent(op));
		op->attrs = ir_ref(unmarked);
		return;
	}
	ir_op_update_attrs(p->ctx, op, NMARKS, names, none);
	if (only_discardable)
		pm_put(&p->unmarked, marked, ir_op_attrs(op));
}

static bool remap_operands(IrOp *op, void *map)
{
	for (unsigned i = 0; i < op->noperands; i++) {
		IrValue *v = ir_op_operand(op, i), *m = pm_get(map, v);
		if (m)
			ir_op_set_operand(op, i, m);
	}
	return true;
}

/* A copy of op at the end of block, its operands (and those of the ops in
   its regions) mapped, without the marks; its results map to the copy's. */
static IrOp *clone_into(Plan *p, IrOp *op, IrBlock *block, PtrMap *map)
{
	IrOp *copy = ir_op_clone(p->ctx, op);
	ir_walk(copy, remap_operands, map);
	remove_marks(p, copy);
	ir_block_append(block, copy);
	for (unsigned r = 0; r < op->nresults; r++)
		pm_put(map, &ir_op_results(op)[r], &ir_op_results(copy)[r]);
	return copy;
}

static IrOp *new_op(IrContext *ctx, const char *name, IrAttr *loc, unsigned nresults, IrType **types,
                    unsigned noperands, IrValue **operands, unsigned nregions)
{
	IrOpState st = {ir_ident_cstr(ctx, name), nresults, noperands, 0, nregions, types, operands, NULL,
	                NULL, NULL, loc};
	return ir_op_create(ctx, &st);
}

static IrType **types_of(PtrVec *values)
{
	IrType **t = xmalloc((values->n ? values->n : 1) * sizeof *t);
	for (size_t i = 0; i < values->n; i++)
		t[i] = ir_value_type(((IrValue *)values->v[i]));
	return t;
}

/* An entry block for region 0 of op taking the values' types; the values
   map to its arguments. */
static IrBlock *entry_block(IrContext *ctx, IrOp *op, PtrVec *values, PtrMap *map, IrAttr *loc)
{
	IrBlock *b = ir_block_create(ctx);
	ir_region_append(&ir_op_regions(op)[0], b);
	for (size_t i = 0; i < values->n; i++)
		pm_put(map, values->v[i], ir_block_add_arg(ctx, b, ir_value_type(((IrValue *)values->v[i])), loc));
	return b;
}

static void set_attr(IrContext *ctx, IrOp *op, const char *name, IrAttr *value)
{
	ir_op_set_attr(ctx, op, ir_ident_cstr(ctx, name), value);
}

/* The symbol, type and number shared by a segment and its func.func. */
static void name_segment(Plan *p, IrOp *op, const char *name, IrType *fty, int64_t id)
{
	IrContext *ctx = p->ctx;
	set_attr(ctx, op, "sym_name", ir_attr_string(ctx, name, strlen(name), NULL));
	set_attr(ctx, op, "function_type", ir_attr_type(ctx, fty));
	set_attr(ctx, op, "segment_id", ir_attr_int(ctx, ir_type_int(ctx, 32, IR_UNSIGNED), id));
}

static void values_of(PtrVec *values, PtrMap *map, IrValue **out)
{
	for (size_t i = 0; i < values->n; i++)
		out[i] = mapped(map, values->v[i]);
}

static void emit_segment(Plan *p, Segment *s, int64_t id)
{
	IrContext *ctx = p->ctx;
	IrAttr *loc = ir_op_loc(ctx, p->func);
	char name[48];
	snprintf(name, sizeof name, "graph_partition_%lld", (long long)id);
	IrType **in = types_of(&s->inputs), **out = types_of(&s->results);
	IrType *fty = ir_type_function(ctx, (unsigned)s->inputs.n, in, (unsigned)s->results.n, out);
	IrOp *segment = new_op(ctx, "vgf.segment", loc, 0, NULL, 0, NULL, 1);
	ir_block_insert_before(p->terminator, segment);
	name_segment(p, segment, name, fty, id);
	set_attr(ctx, segment, "segment_type", ir_attr_int(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), s->shader ? 1 : 0));
	PtrMap inner = {0};
	IrValue **vals = xmalloc((s->results.n + s->inputs.n + 1) * sizeof *vals);
	if (s->shader) {
		IrBlock *b = entry_block(ctx, segment, &s->inputs, &inner, loc);
		clone_into(p, s->shader, b, &inner);
		values_of(&s->results, &inner, vals);
		ir_block_append(b, new_op(ctx, "vgf.segment_output", loc, 0, NULL, (unsigned)s->results.n, vals, 0));
	} else {
		PtrMap unused = {0}; /* the segment's arguments: its func.func's are those used */
		IrBlock *b = entry_block(ctx, segment, &s->inputs, &unused, loc);
		pm_free(&unused);
		IrOp *func = new_op(ctx, "func.func", loc, 0, NULL, 0, NULL, 1);
		ir_block_append(b, func);
		name_segment(p, func, name, fty, id);
		ir_block_append(b, new_op(ctx, "vgf.segment_output", loc, 0, NULL, 0, NULL, 0));
		IrBlock *fb = entry_block(ctx, func, &s->inputs, &inner, loc);
		for (size_t i = 0; i < s->cloned.n; i++)
			clone_into(p, ir_value_def(s->cloned.v[i]), fb, &inner);
		for (size_t i = 0; i < s->ops.n; i++)
			clone_into(p, s->ops.v[i], fb, &inner);
		values_of(&s->results, &inner, vals);
		ir_block_append(fb, new_op(ctx, "func.return", loc, 0, NULL, (unsigned)s->results.n, vals, 0));
	}
	values_of(&s->inputs, &p->external, vals);
	IrOp *run = new_op(ctx, "vgf.run_segment", loc, (unsigned)s->results.n, out, (unsigned)s->inputs.n, vals, 0);
	ir_block_insert_before(p->terminator, run);
	IrIdent *sym = ir_ident_cstr(ctx, name);
	set_attr(ctx, run, "segment", ir_attr_symref(ctx, 1, &sym));
	set_attr(ctx, run, "segment_id", ir_attr_int(ctx, ir_type_int(ctx, 32, IR_UNSIGNED), id));
	for (size_t i = 0; i < s->results.n; i++)
		pm_put(&p->external, s->results.v[i], &ir_op_results(run)[i]);
	pm_free(&inner);
	free(vals);
	free(in);
	free(out);
}

/* The function's ops, now copied into the segments, go (last first); its
   return becomes the sequence's output of what the segments give. */
static void replace_body(Plan *p)
{
	IrContext *ctx = p->ctx;
	IrValue **vals = xmalloc((p->terminator->noperands + 1) * sizeof *vals);
	for (unsigned i = 0; i < p->terminator->noperands; i++)
		vals[i] = mapped(&p->external, ir_op_operand(p->terminator, i));
	IrOp *output = new_op(ctx, "vgf.sequence_output", ir_op_loc(ctx, p->terminator), 0, NULL,
	                      p->terminator->noperands, vals, 0);
	free(vals);
	ir_block_insert_before(p->terminator, output);
	ir_op_erase(ctx, p->terminator);
	for (size_t i = p->originals.n; i-- > 0;)
		ir_op_erase(ctx, p->originals.v[i]);
}

/* Does every value segment s takes from another segment come from one
   before it, which gives it? (Marks written by hand may say otherwise.) */
static bool inputs_given(Plan *p, Segment *s, int64_t id)
{
	for (size_t i = 0; i < s->inputs.n; i++) {
		IrValue *v = s->inputs.v[i];
		IrOp *def = ir_value_def(v);
		if (def && ir_op_block(def) == p->body && !pm_get(&p->external, v)) {
			ir_diag_op(p->ctx, IR_DIAG_ERROR, def,
			           "a result of this op is used by partition %lld but partition %lld does not give it "
			           "(run --model-partition-marking first)",
			           (long long)id, (long long)partition_of(p, def));
			return false;
		}
	}
	return true;
}

/* Likewise for the values the function returns. */
static bool outputs_given(Plan *p)
{
	for (unsigned i = 0; i < p->terminator->noperands; i++) {
		IrValue *v = ir_op_operand(p->terminator, i);
		IrOp *def = ir_value_def(v);
		if (def && ir_op_block(def) == p->body && !pm_get(&p->external, v)) {
			ir_diag_op(p->ctx, IR_DIAG_ERROR, def,
			           "a result of this op is returned but partition %lld does not give it "
			           "(run --model-partition-marking first)",
			           (long long)partition_of(p, def));
			return false;
		}
	}
	return true;
}

/* The function becomes a vgf.sequence with its attributes and body. */
static IrOp *make_sequence(IrContext *ctx, IrOp *func)
{
	IrOp *seq = new_op(ctx, "vgf.sequence", ir_op_loc(ctx, func), 0, NULL, 0, NULL, 1);
	IrAttr *dicts[2] = {ir_op_props(func), ir_op_attrs(func)};
	for (int d = 0; d < 2; d++)
		for (unsigned i = 0; dicts[d] && i < dicts[d]->dict.n; i++)
			ir_op_set_attr(ctx, seq, ir_dict_name(dicts[d], i), ir_dict_value(dicts[d], i));
	ir_region_take_body(ctx, &ir_op_regions(seq)[0], &ir_op_regions(func)[0]);
	ir_block_insert_before(func, seq);
	ir_op_erase(ctx, func);
	return seq;
}

static void free_plan(Plan *p)
{
	for (int64_t id = 0; p->segs && id < p->nsegs; id++) {
		pv_free(&p->segs[id].ops);
		pv_free(&p->segs[id].results);
		pv_free(&p->segs[id].inputs);
		pv_free(&p->segs[id].cloned);
	}
	free(p->segs);
	pm_free(&p->id_of);
	pm_free(&p->external);
	pv_free(&p->originals);
	pm_free(&p->unmarked);
}

static bool partition_function(IrContext *ctx, IrOp *func)
{
	if (!mp_check_body(ctx, func, "model partitioning"))
		return false;
	IrBlock *body = ir_region_first(&ir_op_regions(func)[0]);
	Plan p = {.ctx = ctx, .func = func, .body = body, .terminator = ir_block_last(body)};
	bool ok = plan_function(&p);
	for (int64_t id = 0; ok && id < p.nsegs; id++) {
		ok = inputs_given(&p, &p.segs[id], id);
		if (ok)
			emit_segment(&p, &p.segs[id], id);
	}
	if (ok)
		ok = outputs_given(&p);
	if (ok)
		replace_body(&p);
	free_plan(&p);
	return ok;
}

/* The shader ops of the compute segments become placeholders. */
static bool lower_shaders(IrContext *ctx, IrOp *seq, bool analysis, ShaderPayloads *payloads)
{
	for (IrOp *seg = ir_block_first(ir_region_first(&ir_op_regions(seq)[0])); seg; seg = ir_op_next(seg)) {
		if (strcmp(ir_op_name(seg)->s, "vgf.segment") || !ir_region_first(&ir_op_regions(seg)[0]))
			continue;
		IrOp *op = ir_block_first(ir_region_first(&ir_op_regions(seg)[0]));
		if (op && mp_is_shader(op) && !mp_lower_shader(ctx, op, analysis, payloads))
			return false;
	}
	return true;
}

static bool run(PassRun *r, IrOp *module)
{
	IrContext *ctx = r->ctx;
	IrBlock *top = ir_region_first(&ir_op_regions(module)[0]);
	for (IrOp *op = top ? ir_block_first(top) : NULL; op; op = ir_op_next(op))
		if (mp_is_function(op) && !ir_region_first(&ir_op_regions(op)[0])) {
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "model partitioning requires function definitions");
			return false;
		}
	for (IrOp *op = top ? ir_block_first(top) : NULL; op; op = ir_op_next(op))
		if (mp_is_function(op) && !partition_function(ctx, op))
			return false;
	bool analysis = pass_option_bool(r, "analysis");
	ShaderPayloads payloads = {0};
	bool ok = true;
	for (IrOp *op = top ? ir_block_first(top) : NULL; ok && op;) {
		IrOp *next = ir_op_next(op);
		ok = !mp_is_function(op) || lower_shaders(ctx, make_sequence(ctx, op), analysis, &payloads);
		op = next;
	}
	mp_payloads_free(&payloads);
	return ok;
}

static const PassOptionDef options[] = {
	{"analysis", PASS_OPT_BOOL, "false", "Analysis", NULL, NULL},
	{0},
};

const PassDef pass_model_partitioning = {
	.arg = "model-partitioning",
	.name = "ModelPartitioningPass",
	.summary = "Split the model in several sub-modules one per partition",
	.anchor = "builtin.module",
	.options = options,
	.run = run,
};
