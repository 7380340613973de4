/* tosa_shape_verif.c: tosa-shape-verif, Arm's model converter's
   TosaShapedVerificationPass (its --require-static-shape): a function's
   inputs, named by `tf.entry_function`'s `inputs`, must be ranked tensors
   of known shape, or the pass fails; a tensor of unknown shape inside a
   function of static inputs is only warned about. The converter prints
   these on stderr; here they are diagnostics at the function and the ops,
   with its words. */
#include "internal.h"

/* The most tensors of unknown shape listed, as the converter lists. */
#define SHOWN 25

/* "dynamic" or "unranked" for a tensor type without a known shape, NULL
   for a ranked tensor whose every dimension is positive or another type. */
static const char *unknown_shape(const IrType *t)
{
	if (t->kind == IR_TYPE_UNRANKED_TENSOR)
		return "unranked";
	if (t->kind != IR_TYPE_TENSOR)
		return NULL;
	for (unsigned i = 0; i < t->shaped.rank; i++)
		if (t->shaped.dims[i] <= 0)
			return "dynamic";
	return NULL;
}

typedef struct {
	IrContext *ctx;
	bool report;  /* warn at each op (only when no input is dynamic) */
	size_t found; /* ops with an operand of unknown shape */
} Scan;

/* An op's first operand of unknown shape counts once, as the converter
   counts it. */
static bool scan(IrOp *op, void *user)
{
	Scan *s = user;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrType *t = ir_value_type(ir_op_operand(op, i));
		const char *what = unknown_shape(t);
		if (!what)
			continue;
		if (s->report && s->found < SHOWN) {
			StrBuf b = {0};
			print_type_str(&b, t);
			ir_diag_op(s->ctx, IR_DIAG_WARNING, op, "(%s) %s in operand %u", what, b.s, i);
			sb_free(&b);
		}
		s->found++;
		break;
	}
	return true;
}

/* The input names of `inputs = "a,b"`, empty names skipped: name i of
   the list in *p, *n (false when there is no name i). */
static bool input_name(const IrIdent *list, unsigned i, const char **p, size_t *n)
{
	const char *s = list->s, *end = s + list->n;
	while (s < end) {
		const char *comma = memchr(s, ',', (size_t)(end - s));
		const char *stop = comma ? comma : end;
		if (stop > s && i-- == 0) {
			*p = s, *n = (size_t)(stop - s);
			return true;
		}
		s = stop + 1;
	}
	return false;
}

/* What a function's inputs say: an error (reported at it), nothing to
   verify (no input names), or the names checked. */
typedef enum { INPUTS_BAD, INPUTS_UNNAMED, INPUTS_CHECKED } Inputs;

/* The inputs' shapes checked, *dynamic set when one is unknown. */
static Inputs check_inputs(IrContext *ctx, IrOp *func, bool *dynamic)
{
	IrAttr *entry = ir_op_get_attr(func, "tf.entry_function");
	if (!entry) {
		ir_diag_op(ctx, IR_DIAG_ERROR, func, "Can't identify input tensors without entry functions.");
		return INPUTS_BAD;
	}
	if (entry->kind != IR_ATTR_DICT) {
		ir_diag_op(ctx, IR_DIAG_ERROR, func, "\"entry_function\" is not a dictionary attribute.");
		return INPUTS_BAD;
	}
	IrAttr *inputs = ir_dict_get(entry, ir_ident_cstr(ctx, "inputs"));
	if (!inputs) {
		ir_diag_op(ctx, IR_DIAG_REMARK, func, "Function has no \"inputs\" attribute. No shape verification is needed.");
		return INPUTS_UNNAMED;
	}
	if (inputs->kind != IR_ATTR_STRING) {
		ir_diag_op(ctx, IR_DIAG_ERROR, func, "\"inputs\" is not a string attribute.");
		return INPUTS_BAD;
	}
	IrType *fty = ir_op_get_attr(func, "function_type")->tval;
	const char *name;
	size_t n;
	for (unsigned i = 0; i < fty->func.nin && input_name(inputs->str, i, &name, &n); i++) {
		const char *what = unknown_shape(fty->func.types[i]);
		if (!what)
			continue;
		StrBuf b = {0};
		print_type_str(&b, fty->func.types[i]);
		ir_diag_op(ctx, IR_DIAG_ERROR, func, "Input tensor '%.*s' is %s: %s", (int)n, name, what, b.s);
		sb_free(&b);
		*dynamic = true;
	}
	return INPUTS_CHECKED;
}

static bool run(PassRun *r, IrOp *func)
{
	bool dynamic = false;
	Inputs in = check_inputs(r->ctx, func, &dynamic);
	if (in != INPUTS_CHECKED)
		return in == INPUTS_UNNAMED;
	Scan s = {r->ctx, !dynamic, 0};
	if (!dynamic) {
		/* the header comes before the list it heads: count first */
		Scan count = {r->ctx, false, 0};
		ir_walk(func, scan, &count);
		if (!count.found)
			return true;
		ir_diag_op(r->ctx, IR_DIAG_WARNING, func, "Dynamic shapes found in the graph, but none of the inputs were dynamic:");
	}
	ir_walk(func, scan, &s);
	if (dynamic) {
		ir_diag_op(r->ctx, IR_DIAG_ERROR, func, "There was found a further %zu dynamic tensors in the graph.", s.found);
		return false;
	}
	if (s.found > SHOWN)
		ir_diag_op(r->ctx, IR_DIAG_WARNING, func, "... (Another %zu entries hidden for brevity.)", s.found - SHOWN);
	return true;
}

const PassDef pass_tosa_shape_verif = {
	.arg = "tosa-shape-verif",
	.name = "TosaShapedVerificationPass",
	.summary = "Optional pass that asserts no tensors in the graph are unranked or have dynamic shapes.",
	.anchor = "func.func",
	.op_local = true,
	.run = run,
};
