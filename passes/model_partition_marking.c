/* model_partition_marking.c: model-partition-marking, Arm's model
   converter's pass that splits each function's ops into partitions: graph
   partitions (TOSA ops a SPIR-V graph runs) and compute partitions (one
   Vulkan compute-shader op each), numbered in the order they run.

   One forward walk over the function's body gives every op but the
   constants its partition: a shader op opens a new compute partition;
   another op joins the latest partition of its producers, never a compute
   one (a shader producer counts as the first graph partition after it),
   or, without producers, the first graph partition after everything so
   far. Constants are placed afterwards, by their users: before the first
   shader that uses them (a graph partition is inserted there when the one
   before the shader is not a graph one), else with their first graph
   user, else at the end. Then leaves are marked: the ops whose results
   leave their partition (but constants, which graph partitions
   re-materialize), and the position of each returned result.

   Each op gets `graph_partition_id` (i32), `graph_partition_leaf_node` and,
   when some result is returned, `graph_partition_sequence_output_indices`
   (array<i64>, -1 for results not returned), stale values replaced.

   Partition numbers change when a graph partition is inserted before a
   shader; so that this stays linear, partitions are kept by a key that
   orders them and never changes (2k + 1 for the k-th partition of the
   walk, 2k for one inserted before it) and numbered at the end. */
#include "model_partition.h"

typedef enum { GRAPH, COMPUTE } Kind;

typedef struct {
	IrContext *ctx;
	IrBlock *body;   /* the function's one block */
	PtrVec ops;      /* the body's ops but its terminator, in order */
	PtrMap key_of;   /* op -> its partition's key + 1 (as a pointer) */
	Kind *kinds;     /* kind of the k-th partition of the walk */
	bool *inserted;  /* a graph partition inserted before the k-th one */
	unsigned nparts, cap;
} Plan;

static int64_t key_of(const Plan *p, const IrOp *op)
{
	void *k = pm_get(&p->key_of, op);
	return k ? (int64_t)(intptr_t)k - 1 : -1;
}

static void set_key(Plan *p, const IrOp *op, int64_t key)
{
	pm_put(&p->key_of, op, (void *)(intptr_t)(key + 1));
}

static Kind kind_of_key(const Plan *p, int64_t key)
{
	return key % 2 ? p->kinds[key / 2] : GRAPH;
}

/* A new partition at the end of the walk's; its key. */
static int64_t append_partition(Plan *p, Kind kind)
{
	if (p->nparts == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 16;
		p->kinds = xrealloc(p->kinds, p->cap * sizeof *p->kinds);
		p->inserted = xrealloc(p->inserted, p->cap * sizeof *p->inserted);
	}
	p->kinds[p->nparts] = kind;
	p->inserted[p->nparts] = false;
	return 2 * (int64_t)p->nparts++ + 1;
}

/* ---- the ops' partitions ---- */

/* The converter's first compute-safe partition (a number of the walk) for
   an op whose producers give candidate: not before it, nor in or before
   the highest partition when that is a compute one. */
static int64_t after_compute(const Plan *p, int64_t candidate)
{
	int64_t safe = 0;
	if (p->nparts)
		safe = p->kinds[p->nparts - 1] == COMPUTE ? p->nparts : p->nparts - 1;
	return candidate > safe ? candidate : safe;
}

/* Before constants are placed, an op's key is 2k + 1 for the walk's k-th
   partition; a graph op's k is at most one past the highest. */
static void assign_runtime_partitions(Plan *p)
{
	for (size_t i = 0; i < p->ops.n; i++) {
		IrOp *op = p->ops.v[i];
		if (mp_is_constant(op))
			continue;
		if (mp_is_shader(op)) {
			set_key(p, op, append_partition(p, COMPUTE));
			continue;
		}
		int64_t k = -1;
		for (unsigned j = 0; j < op->noperands; j++) {
			IrOp *def = ir_value_def(ir_op_operand(op, j));
			int64_t key = def && !mp_is_constant(def) ? key_of(p, def) : -1;
			if (key < 0) /* an argument, a constant, or an op in a region */
				continue;
			int64_t parent = key / 2;
			if (mp_is_shader(def))
				parent = after_compute(p, parent + 1);
			if (parent > k)
				k = parent;
		}
		if (k < 0)
			k = after_compute(p, -1);
		set_key(p, op, k == p->nparts ? append_partition(p, GRAPH) : 2 * k + 1);
	}
}

/* ---- the constants' partitions ---- */

/* The least partition of op's users that are shaders (compute) or, for
   graph, not shaders in graph partitions; -1 when none. */
static int64_t first_user_partition(const Plan *p, const IrOp *op, Kind kind)
{
	int64_t least = -1;
	for (unsigned r = 0; r < op->nresults; r++)
		for (IrUse *u = ir_value_uses(&ir_op_results(op)[r]); u; u = ir_use_next(u)) {
			IrOp *user = mp_holder(ir_use_owner(u), p->body);
			int64_t key = user ? key_of(p, user) : -1;
			if (key < 0 || mp_is_shader(user) != (kind == COMPUTE))
				continue;
			if (kind == GRAPH && kind_of_key(p, key) != GRAPH)
				continue;
			if (least < 0 || key < least)
				least = key;
		}
	return least;
}

/* A graph partition right before the shader partition key. */
static int64_t graph_partition_before(Plan *p, int64_t key)
{
	unsigned k = (unsigned)(key / 2);
	if (p->inserted[k])
		return 2 * (int64_t)k;
	if (k > 0 && p->kinds[k - 1] == GRAPH)
		return 2 * (int64_t)k - 1;
	p->inserted[k] = true;
	return 2 * (int64_t)k;
}

/* A graph partition after every other. */
static int64_t trailing_graph_partition(Plan *p)
{
	if (p->nparts && p->kinds[p->nparts - 1] == GRAPH)
		return 2 * (int64_t)(p->nparts - 1) + 1;
	return append_partition(p, GRAPH);
}

static int64_t last_graph_partition(const Plan *p)
{
	for (unsigned k = p->nparts; k-- > 0;) {
		if (p->kinds[k] == GRAPH)
			return 2 * (int64_t)k + 1;
		if (p->inserted[k])
			return 2 * (int64_t)k;
	}
	return -1;
}

static bool returned(const IrOp *op)
{
	for (unsigned r = 0; r < op->nresults; r++)
		for (IrUse *u = ir_value_uses(&ir_op_results(op)[r]); u; u = ir_use_next(u))
			if (mp_is_return(ir_use_owner(u)))
				return true;
	return false;
}

static void place_constants(Plan *p)
{
	for (size_t i = 0; i < p->ops.n; i++) {
		IrOp *op = p->ops.v[i];
		if (!mp_is_constant(op))
			continue;
		int64_t graph = first_user_partition(p, op, GRAPH);
		int64_t compute = first_user_partition(p, op, COMPUTE);
		int64_t key;
		if (compute >= 0 && (graph < 0 || compute < graph))
			key = graph_partition_before(p, compute);
		else if (graph >= 0)
			key = graph;
		else if (returned(op) || (key = last_graph_partition(p)) < 0)
			key = trailing_graph_partition(p);
		set_key(p, op, key);
	}
}

/* ---- leaves and the attributes ---- */

/* Is a use of op's result by user no reason for op to be a leaf: a
   constant that user's graph partition re-materializes? */
static bool rematerialized(const Plan *p, const IrOp *op, const IrOp *user)
{
	if (!mp_is_constant(op) || mp_is_shader(user))
		return false;
	int64_t key = key_of(p, user);
	return key >= 0 && kind_of_key(p, key) == GRAPH;
}

static bool is_leaf(const Plan *p, const IrOp *op)
{
	if (mp_is_shader(op))
		return true;
	int64_t key = key_of(p, op);
	for (unsigned r = 0; r < op->nresults; r++)
		for (IrUse *u = ir_value_uses(&ir_op_results(op)[r]); u; u = ir_use_next(u)) {
			IrOp *holder = mp_holder(ir_use_owner(u), p->body);
			int64_t user = holder ? key_of(p, holder) : -1;
			if (user >= 0 && user != key && !rematerialized(p, op, holder))
				return true;
		}
	return false;
}

/* The final numbers: the rank of each key among the partitions. */
static int32_t *number_partitions(const Plan *p)
{
	int32_t *id = xmalloc((2 * (size_t)p->nparts + 1) * sizeof *id);
	int32_t next = 0;
	for (unsigned k = 0; k < p->nparts; k++) {
		if (p->inserted[k])
			id[2 * k] = next++;
		id[2 * k + 1] = next++;
	}
	return id;
}

static void write_attrs(Plan *p, IrOp *terminator)
{
	IrContext *ctx = p->ctx;
	IrIdent *names[] = {ir_ident_cstr(ctx, MP_ATTR_ID), ir_ident_cstr(ctx, MP_ATTR_LEAF),
	                    ir_ident_cstr(ctx, MP_ATTR_OUTPUTS)};
	IrType *i32 = ir_type_int(ctx, 32, IR_SIGNLESS), *i64 = ir_type_int(ctx, 64, IR_SIGNLESS);
	/* each returned value's first position in the terminator */
	PtrMap position = {0};
	PtrMap leaf = {0};
	for (unsigned i = 0; i < terminator->noperands; i++) {
		IrValue *v = ir_op_operand(terminator, i);
		if (!pm_get(&position, v))
			pm_put(&position, v, (void *)(intptr_t)(i + 1));
		if (ir_value_def(v))
			pm_put(&leaf, ir_value_def(v), v);
	}
	int32_t *ids = number_partitions(p);
	/* consecutive ops mostly share their partition, and so the marks and
	   the dictionary they make: the last ones are kept */
	int32_t last_id = -1;
	IrAttr *id_attr = NULL, *last_values[3] = {0}, *last_from = NULL, *last_to = NULL;
	for (size_t i = 0; i < p->ops.n; i++) {
		IrOp *op = p->ops.v[i];
		uint64_t small[8], *indices = op->nresults <= 8 ? small : xmalloc(op->nresults * sizeof *indices);
		bool any = false;
		for (unsigned r = 0; r < op->nresults; r++) {
			intptr_t at = (intptr_t)pm_get(&position, &ir_op_results(op)[r]);
			indices[r] = (uint64_t)(int64_t)(at - 1);
			any |= at != 0;
		}
		if (!id_attr || ids[key_of(p, op)] != last_id)
			id_attr = ir_attr_int(ctx, i32, last_id = ids[key_of(p, op)]);
		IrAttr *values[] = {id_attr, ir_attr_bool(ctx, pm_get(&leaf, op) || is_leaf(p, op)),
		                    any ? ir_attr_dense_array(ctx, i64, op->nresults, indices) : NULL};
		bool only_discardable = mp_only_discardable(op, names, 3);
		if (only_discardable && last_to && ir_op_attrs(op) == last_from && !memcmp(values, last_values, sizeof values)) {
			ir_symbol_table_changed(ir_op_parent(op));
			op->attrs = ir_ref(last_to);
		} else {
			IrAttr *from = ir_op_attrs(op);
			ir_op_update_attrs(ctx, op, 3, names, values);
			if (only_discardable) {
				last_from = from;
				last_to = ir_op_attrs(op);
				memcpy(last_values, values, sizeof values);
			}
		}
		if (indices != small)
			free(indices);
	}
	free(ids);
	pm_free(&position);
	pm_free(&leaf);
}

static void mark_function(IrContext *ctx, IrOp *func)
{
	IrBlock *body = ir_region_first(&ir_op_regions(func)[0]);
	Plan p = {.ctx = ctx, .body = body};
	IrOp *terminator = ir_block_last(body);
	for (IrOp *op = ir_block_first(body); op && op != terminator; op = ir_op_next(op))
		pv_push(&p.ops, op);
	assign_runtime_partitions(&p);
	place_constants(&p);
	write_attrs(&p, terminator);
	pv_free(&p.ops);
	pm_free(&p.key_of);
	free(p.kinds);
	free(p.inserted);
}

/* Every func.func nested in op, inner ones first, as MLIR's walk visits
   them; false after the error on a declaration. */
static bool mark_functions(IrContext *ctx, IrOp *op)
{
	for (unsigned i = 0; i < ir_op_nregions(op); i++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[i]); b; b = ir_block_next(b))
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				if (!mark_functions(ctx, o))
					return false;
	if (!mp_is_function(op))
		return true;
	if (!ir_region_first(&ir_op_regions(op)[0])) {
		ir_diag_op(ctx, IR_DIAG_ERROR, op, "model partition marking requires function definitions");
		return false;
	}
	if (!mp_check_body(ctx, op, "model partition marking"))
		return false;
	mark_function(ctx, op);
	return true;
}

static bool run(PassRun *r, IrOp *op)
{
	return mark_functions(r->ctx, op);
}

const PassDef pass_model_partition_marking = {
	.arg = "model-partition-marking",
	.name = "ModelPartitionMarkingPass",
	.summary = "Mark each operation in the model with a partition attribute",
	.anchor = "builtin.module",
	.run = run,
};
