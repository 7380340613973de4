/* assign_grapharm_interface_var_abi.c: assign-grapharm-interface-var-abi,
   the model converter's pass of the same name.  A vgf.sequence's tensors
   get one binding each in descriptor set 0, numbered across the sequence:
   its inputs first (input k is binding k, when a segment run takes it),
   then, segment run by segment run, each operand and result not yet
   numbered (but the sequence's inputs and outputs), then the sequence's
   outputs.  Each graph segment's func.func then carries its bindings as
   `grapharm.interface_var_abi = #spirv.interface_var_abi<(0, N)>` on its
   arguments and results, for the SPIR-V lowering to keep. */
#include "internal.h"

/* The values numbered so far, in the order numbered (value i has binding
   ids[i]); a sequence holds few, so they are searched in turn. */
typedef struct {
	IrValue **vals;
	uint32_t *ids;
	unsigned n, cap;
} Bindings;

static int binding_of(const Bindings *b, const IrValue *v)
{
	for (unsigned i = 0; i < b->n; i++)
		if (b->vals[i] == v)
			return (int)i;
	return -1;
}

/* Numbers v with id unless it has a number; returns whether it took id. */
static bool bind(Bindings *b, IrValue *v, uint32_t id)
{
	if (binding_of(b, v) >= 0)
		return false;
	if (b->n == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 16;
		b->vals = xrealloc(b->vals, b->cap * sizeof *b->vals);
		b->ids = xrealloc(b->ids, b->cap * sizeof *b->ids);
	}
	b->vals[b->n] = v;
	b->ids[b->n++] = id;
	return true;
}

static bool is_segment(const IrOp *op)
{
	return !strcmp(op->name->s, "vgf.segment");
}

static bool uses(const IrOp *op, const IrValue *v)
{
	for (unsigned i = 0; i < op->noperands; i++)
		if (ir_op_operands(op)[i].value == v)
			return true;
	return false;
}

static bool defines(IrOp *op, const IrValue *v)
{
	return v >= ir_op_results(op) && v < ir_op_results(op) + op->nresults;
}

/* The numbering of the sequence whose body is block `body`, ending with
   its vgf.sequence_output `out`. */
static void number_values(Bindings *b, IrBlock *body, IrOp *out)
{
	for (unsigned k = 0; k < body->nargs; k++)
		for (IrOp *seg = body->first; seg; seg = seg->next)
			if (is_segment(seg) && seg->next && uses(seg->next, body->args[k]))
				bind(b, body->args[k], k);
	uint32_t next = body->nargs;
	for (IrOp *seg = body->first; seg; seg = seg->next) {
		IrOp *run = is_segment(seg) ? seg->next : NULL;
		if (!run)
			continue;
		for (unsigned i = 0; i < run->noperands; i++) {
			IrValue *v = ir_op_operands(run)[i].value;
			bool input = ir_value_arg(v) && ir_value_arg(v)->block == body;
			if (!input)
				next += bind(b, v, next);
		}
		for (unsigned i = 0; i < run->nresults; i++)
			if (!uses(out, &ir_op_results(run)[i]))
				next += bind(b, &ir_op_results(run)[i], next);
	}
	for (unsigned i = 0; i < out->noperands; i++) {
		IrValue *v = ir_op_operands(out)[i].value;
		for (IrOp *seg = body->first; seg; seg = seg->next)
			if (is_segment(seg) && seg->next && defines(seg->next, v))
				next += bind(b, v, next);
	}
}

/* entry `name` = value set in dictionary i of the array attribute `which`
   (arg_attrs, res_attrs) of fn, which has n entries. */
static void set_entry_attr(IrContext *ctx, IrOp *fn, const char *which, unsigned n, unsigned i, IrIdent *name,
                           IrAttr *value)
{
	IrIdent *key = ir_ident_cstr(ctx, which);
	IrAttr *old = ir_op_get_attr(fn, which);
	IrAttr **elems = xmalloc((n ? n : 1) * sizeof *elems);
	for (unsigned k = 0; k < n; k++)
		elems[k] = old && old->kind == IR_ATTR_ARRAY && k < old->array.n ? old->array.elems[k] : ctx->a_empty_dict;
	elems[i] = ir_dict_set(ctx, elems[i], name, value);
	ir_op_set_attr(ctx, fn, key, ir_attr_array(ctx, n, elems));
	free(elems);
}

static IrAttr *abi_attr(IrContext *ctx, uint32_t binding)
{
	char body[64];
	int n = snprintf(body, sizeof body, "interface_var_abi<(0, %u)>", binding);
	return ir_attr_dialect(ctx, ir_ident_cstr(ctx, "spirv"), ir_ident(ctx, body, (size_t)n), true, NULL, NULL);
}

/* The one func.func of graph segment seg, or NULL after an error. */
static IrOp *graph_function(IrContext *ctx, IrOp *seg)
{
	IrOp *fn = NULL;
	IrBlock *body = ir_op_regions(seg)[0].first;
	for (IrOp *op = body ? body->first : NULL; op; op = op->next) {
		if (strcmp(op->name->s, "func.func"))
			continue;
		if (fn) {
			ir_diag_op(ctx, IR_DIAG_ERROR, seg, "expected graph segment to contain a single func.func");
			return NULL;
		}
		fn = op;
	}
	if (!fn)
		ir_diag_op(ctx, IR_DIAG_ERROR, seg, "expected graph segment to contain a func.func");
	return fn;
}

/* Sets the bindings of run's operands and results on graph segment seg's function. */
static bool annotate(IrContext *ctx, const Bindings *b, IrOp *seg, IrOp *run)
{
	IrOp *fn = graph_function(ctx, seg);
	if (!fn)
		return false;
	IrAttr *fty = ir_op_get_attr(fn, "function_type");
	unsigned nin = fty->tval->func.nin, nout = fty->tval->func.nout;
	if (run->noperands != nin) {
		ir_diag_op(ctx, IR_DIAG_ERROR, fn, "segment run operand count does not match graph function arguments");
		return false;
	}
	if (run->nresults != nout) {
		ir_diag_op(ctx, IR_DIAG_ERROR, fn, "segment run result count does not match graph function results");
		return false;
	}
	IrIdent *name = ir_ident_cstr(ctx, "grapharm.interface_var_abi");
	for (unsigned i = 0; i < nin; i++) {
		int k = binding_of(b, ir_op_operands(run)[i].value);
		set_entry_attr(ctx, fn, "arg_attrs", nin, i, name, abi_attr(ctx, b->ids[k]));
	}
	for (unsigned i = 0; i < nout; i++) {
		int k = binding_of(b, &ir_op_results(run)[i]);
		set_entry_attr(ctx, fn, "res_attrs", nout, i, name, abi_attr(ctx, b->ids[k]));
	}
	return true;
}

static bool run(PassRun *r, IrOp *seq)
{
	IrBlock *body = ir_op_regions(seq)[0].first;
	if (!body || !body->last)
		return true;
	Bindings b = {0};
	number_values(&b, body, body->last);
	bool ok = true;
	for (IrOp *seg = body->first; seg && ok; seg = seg->next) {
		IrAttr *kind = is_segment(seg) ? ir_op_get_attr(seg, "segment_type") : NULL;
		if (!kind || kind->kind != IR_ATTR_INTEGER || kind->words[0] != 0)
			continue;
		if (!seg->next) {
			ir_diag_op(r->ctx, IR_DIAG_ERROR, seg, "expected graph segment to be followed by a segment run op");
			ok = false;
		} else {
			ok = annotate(r->ctx, &b, seg, seg->next);
		}
	}
	free(b.vals);
	free(b.ids);
	return ok;
}

const PassDef pass_assign_grapharm_interface_var_abi = {
	.arg = "assign-grapharm-interface-var-abi",
	.name = "AssignGraphARMInterfaceVarABIPass",
	.summary = "Assign GraphARM ABI carrier attrs to graph segment signatures",
	.anchor = "vgf.sequence",
	.run = run,
};
