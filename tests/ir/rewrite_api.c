/* rewrite_api.c: exercises ir/rewrite.c (attributes, moving ops and blocks,
   splitting, inlining regions and blocks, replacing ops and uses) and
   prints the IR after each change for tests/ir/rewrite-api.test, with
   whether it verifies and whether every use and predecessor list is
   consistent.  `rewrite-api erase-used` and `rewrite-api inline-target`
   make the refused changes, which end the program. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../grammar/parse.h"
#include "../../printers/printers.h"

static IrContext *ctx;
static IrSource src;

static IrOp *parse(const char *text)
{
	free(src.line_starts); /* built by the diagnostics of the module before */
	src = (IrSource){.name = "rewrite.mlir", .text = text, .len = strlen(text)};
	IrOp *m = parse_source(ctx, &src);
	if (!m)
		exit(1);
	return m;
}

typedef struct {
	const char *name;
	unsigned skip; /* matches still to pass over */
	IrOp *found;
} Find;

static bool find_fn(IrOp *op, void *user)
{
	Find *f = user;
	if (strcmp(ir_op_name(op)->s, f->name) || f->skip--)
		return true;
	f->found = op;
	return false;
}

/* The nth op (from 0, in pre-order) named name. */
static IrOp *find(IrOp *root, const char *name, unsigned nth)
{
	Find f = {name, nth, NULL};
	ir_walk(root, find_fn, &f);
	if (!f.found)
		die("no op %s #%u", name, nth);
	return f.found;
}

static IrIdent *id(const char *s)
{
	return ir_ident_cstr(ctx, s);
}

static bool use_listed(const IrUse *u)
{
	for (const IrUse *v = ir_value_uses(ir_use_value(u)); v; v = ir_use_next(v))
		if (v == u)
			return true;
	return false;
}

static bool value_links_ok(const IrValue *v)
{
	const IrUse *prev = NULL;
	for (const IrUse *u = ir_value_uses(v); u; prev = u, u = ir_use_next(u)) {
		const IrUse *slots = ir_op_operands(ir_use_owner(u));
		if (ir_use_value(u) != v || u < slots || u >= slots + ir_use_owner(u)->noperands ||
		    ir_deref(u->prev) != prev)
			return false;
	}
	return true;
}

/* Whether what comes before s in its block's predecessor list leads to it. */
static bool succ_linked(const IrBlockOperand *s)
{
	const IrBlockOperand *prev = ir_deref(s->prev);
	return prev ? ir_succ_next(prev) == s : ir_block_preds(ir_succ_block(s)) == s;
}

/* Every operand is in its value's use list and every use list holds
   operands of that value; likewise successors and predecessor lists. */
static bool links_fn(IrOp *op, void *user)
{
	bool *ok = user;
	for (unsigned i = 0; i < op->noperands; i++) {
		IrUse *u = &ir_op_operands(op)[i];
		if (ir_use_owner(u) != op || (u->value && !use_listed(u)))
			*ok = false;
	}
	for (unsigned i = 0; i < op->nresults; i++)
		if (!value_links_ok(&ir_op_results(op)[i]))
			*ok = false;
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++) {
		IrBlockOperand *s = &ir_op_succs(op)[i];
		if (ir_succ_owner(s) != op || (s->block && !succ_linked(s)))
			*ok = false;
	}
	for (unsigned r = 0; r < ir_op_nregions(op); r++) {
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b)) {
			if (ir_block_parent(b) != &ir_op_regions(op)[r])
				*ok = false;
			for (unsigned i = 0; i < b->nargs; i++)
				if (!value_links_ok(ir_block_arg(b, i)) || ir_arg_block(ir_value_arg(ir_block_arg(b, i))) != b)
					*ok = false;
			const IrBlockOperand *prev = NULL;
			for (const IrBlockOperand *p = ir_block_preds(b); p; prev = p, p = ir_succ_next(p))
				if (ir_succ_block(p) != b || ir_deref(p->prev) != prev)
					*ok = false;
			for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
				if (ir_op_block(o) != b || (ir_op_next(o) && ir_op_prev(ir_op_next(o)) != o))
					*ok = false;
		}
	}
	return true;
}

static void begin(const char *label)
{
	printf("// ---- %s\n", label);
}

/* Prints whether the module verifies and whether its lists are
   consistent, then the module, and frees it. */
static void show(IrOp *m)
{
	bool links = true;
	ir_walk(m, links_fn, &links);
	fflush(stdout); /* diagnostics go to stderr */
	bool verified = ir_verify(ctx, m);
	printf("verify %d links %d\n", verified, links);
	fflush(stdout);
	StrBuf b = {0};
	PrintOptions o = {.generic = false};
	print_module(&b, stdout, ctx, m, &o);
	sb_free(&b);
	ir_op_destroy(ctx, m);
}

static unsigned use_count(const IrValue *v)
{
	unsigned n = 0;
	for (const IrUse *u = ir_value_uses(v); u; u = ir_use_next(u))
		n++;
	return n;
}

static void show_attr(const char *label, IrAttr *a)
{
	StrBuf b = {0};
	if (a)
		print_attr_str(&b, a);
	printf("%s %s\n", label, a ? b.s : "none");
	sb_free(&b);
}

static void attributes(void)
{
	begin("attributes");
	IrOp *m = parse("func.func @f() {\n"
	                "  \"test.op\"() <{p = 1 : i32}> {d = 2 : i32} : () -> ()\n"
	                "  return\n"
	                "}\n");
	IrOp *fn = find(m, "func.func", 0), *op = find(m, "test.op", 0);
	IrAttr *attrs = ir_op_attrs(fn);
	/* inherent attributes of a registered op are properties */
	ir_op_set_attr(ctx, fn, id("sym_name"), ir_attr_string(ctx, "g", 1, NULL));
	ir_op_set_attr(ctx, fn, id("sym_visibility"), ir_attr_string(ctx, "private", 7, NULL));
	ir_op_set_attr(ctx, fn, id("sym_visibility"), ir_attr_string(ctx, "nested", 6, NULL));
	/* others are discardable, kept sorted */
	ir_op_set_attr(ctx, fn, id("test.b"), ctx->a_unit);
	ir_op_set_attr(ctx, fn, id("test.a"), ir_attr_int(ctx, ctx->t_i64, 7));
	ir_op_set_attr(ctx, fn, id("test.c"), ir_attr_int(ctx, ctx->t_i64, 9));
	show_attr("removed test.c", ir_op_remove_attr(ctx, fn, id("test.c")));
	show_attr("removed test.c again", ir_op_remove_attr(ctx, fn, id("test.c")));
	/* an unregistered op's properties are the entries of its `<{...}>` */
	ir_op_set_attr(ctx, op, id("p"), ir_attr_int(ctx, ctx->t_i64, 3));
	ir_op_set_attr(ctx, op, id("q"), ir_attr_int(ctx, ctx->t_i64, 4));
	show_attr("removed d", ir_op_remove_attr(ctx, op, id("d")));
	show(m);

	begin("unregistered properties emptied");
	m = parse("func.func @f() {\n"
	          "  \"test.op\"() <{p = 1 : i32}> : () -> ()\n"
	          "  return\n"
	          "}\n");
	fn = find(m, "func.func", 0);
	op = find(m, "test.op", 0);
	ir_op_set_attr(ctx, fn, id("test.a"), ctx->a_unit);
	ir_op_remove_attr(ctx, fn, id("test.a"));
	printf("dictionary uniqued %d\n", ir_op_attrs(fn) == attrs);
	show_attr("removed p", ir_op_remove_attr(ctx, op, id("p")));
	show(m);

	begin("registered properties");
	m = parse("%0 = \"test.id\"() : () -> index\n"
	          "%1 = memref.alloc(%0) {alignment = 8 : i64} : memref<?xf32>\n");
	IrOp *alloc = find(m, "memref.alloc", 0);
	show_attr("removed alignment", ir_op_remove_attr(ctx, alloc, id("alignment")));
	show_attr("removed operandSegmentSizes", ir_op_remove_attr(ctx, alloc, id("operandSegmentSizes")));
	printf("registered properties left %d\n", ir_op_props(alloc) != NULL);
	ir_op_set_attr(ctx, alloc, id("operandSegmentSizes"),
	               ir_attr_dense_array(ctx, ir_type_int(ctx, 32, IR_SIGNLESS), 2, (uint64_t[]){1, 0}));
	show_attr("properties", ir_op_props(alloc));
	show(m);
}

static void moving_ops(void)
{
	begin("moving ops");
	IrOp *m = parse("func.func @f() {\n"
	                "  \"test.a\"() : () -> ()\n"
	                "  \"test.b\"() : () -> ()\n"
	                "  \"test.c\"() : () -> ()\n"
	                "  cf.br ^bb1\n"
	                "^bb1:\n"
	                "  \"test.d\"() : () -> ()\n"
	                "  return\n"
	                "}\n");
	IrOp *a = find(m, "test.a", 0), *b = find(m, "test.b", 0), *c = find(m, "test.c", 0);
	IrOp *d = find(m, "test.d", 0), *ret = find(m, "func.return", 0);
	ir_op_move_before(c, a);  /* c a b */
	ir_op_move_after(a, b);   /* c b a */
	ir_op_move_after(a, a);   /* no change */
	ir_op_move_before(d, b);  /* c d b a */
	ir_op_move_to_end(b, ir_op_block(ret)); /* b after the return: verifies no more */
	ir_op_move_before(b, ret);
	IrOpState st = {id("test.new"), 0, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL};
	ir_block_insert_after(ir_op_prev(ret), ir_op_create(ctx, &st));
	ir_block_insert_after(a, ir_op_create(ctx, &st));
	show(m);
}

static void moving_blocks(void)
{
	begin("moving blocks");
	IrOp *m = parse("func.func @f(%c: i1) {\n"
	                "  cf.cond_br %c, ^bb1, ^bb2\n"
	                "^bb1:\n"
	                "  \"test.one\"() : () -> ()\n"
	                "  cf.br ^bb3\n"
	                "^bb2:\n"
	                "  \"test.two\"() : () -> ()\n"
	                "  cf.br ^bb3\n"
	                "^bb3:\n"
	                "  return\n"
	                "}\n"
	                "\"test.r1\"() ({\n"
	                "  \"test.x\"() : () -> ()\n"
	                "}, {\n"
	                "  \"test.y\"() : () -> ()\n"
	                "}) : () -> ()\n");
	IrBlock *one = ir_op_block(find(m, "test.one", 0)), *two = ir_op_block(find(m, "test.two", 0));
	IrBlock *last = ir_op_block(find(m, "func.return", 0));
	ir_block_move_before(two, one);
	ir_block_move_to_end(one, ir_block_parent(last));
	IrOp *r1 = find(m, "test.r1", 0);
	ir_block_move_to_end(ir_region_first(&ir_op_regions(r1)[1]), &ir_op_regions(r1)[0]);
	show(m);
}

/* inline the region of each test.wrap into its function: split the block at
   the wrapper, move the region's blocks before the tail, branch from its
   yields to the tail, whose argument replaces the wrapper's result */
static void inline_regions(void)
{
	begin("inline region");
	IrOp *m = parse("func.func @f(%c: i1, %a: i32) -> i32 {\n"
	                "  %b = arith.addi %a, %a : i32\n"
	                "  %r = \"test.wrap\"() ({\n"
	                "    cf.cond_br %c, ^bb1, ^bb2\n"
	                "  ^bb1:\n"
	                "    \"test.yield\"(%a) : (i32) -> ()\n"
	                "  ^bb2:\n"
	                "    \"test.yield\"(%b) : (i32) -> ()\n"
	                "  }) : () -> i32\n"
	                "  %s = arith.addi %r, %b : i32\n"
	                "  return %s : i32\n"
	                "}\n");
	IrOp *wrap = find(m, "test.wrap", 0);
	IrBlock *head = ir_op_block(wrap), *tail = ir_block_split(ctx, ir_op_next(wrap));
	IrValue *joined = ir_block_add_arg(ctx, tail, ir_value_type(&ir_op_results(wrap)[0]), NULL);
	IrRegion *body = &ir_op_regions(wrap)[0];
	IrBlock *entry = ir_region_first(body);
	for (IrBlock *b = ir_region_first(body); b; b = ir_block_next(b)) {
		IrOp *yield = ir_block_last(b);
		if (strcmp(ir_op_name(yield)->s, "test.yield"))
			continue;
		IrValue *v = ir_op_operand(yield, 0);
		IrOpState st = {id("cf.br"), 0, 1, 1, 0, NULL, &v, &tail, NULL, NULL, NULL};
		ir_block_insert_before(yield, ir_op_create(ctx, &st));
		ir_op_erase(ctx, yield);
	}
	ir_region_inline_before(body, ir_block_parent(head), tail);
	IrOpState br = {id("cf.br"), 0, 0, 1, 0, NULL, NULL, &entry, NULL, NULL, NULL};
	ir_block_append(head, ir_op_create(ctx, &br));
	ir_op_replace(ctx, wrap, &joined);
	show(m);

	begin("take body");
	m = parse("\"test.r1\"() ({\n"
	          "  %v = \"test.v\"() : () -> i32\n"
	          "  \"test.br\"(%v)[^bb1] : (i32) -> ()\n"
	          "^bb1:\n"
	          "  \"test.use\"(%v) : (i32) -> ()\n"
	          "}) : () -> ()\n"
	          "\"test.r2\"() ({\n"
	          "^bb0(%x: i64):\n"
	          "  \"test.z\"(%x) : (i64) -> ()\n"
	          "}) : () -> ()\n");
	IrOp *r1 = find(m, "test.r1", 0), *r2 = find(m, "test.r2", 0);
	ir_region_take_body(ctx, &ir_op_regions(r1)[0], &ir_op_regions(r2)[0]);
	show(m);
}

/* splice a single-block region's ops before its op, and merge a block into
   its predecessor */
static void inline_blocks(void)
{
	begin("inline blocks");
	IrOp *m = parse("func.func @f(%a: i32) -> i32 {\n"
	                "  %r = \"test.wrap\"(%a) ({\n"
	                "  ^bb0(%x: i32):\n"
	                "    %y = arith.muli %x, %x : i32\n"
	                "    \"test.yield\"(%y) : (i32) -> ()\n"
	                "  }) : (i32) -> i32\n"
	                "  cf.br ^bb1(%r : i32)\n"
	                "^bb1(%z: i32):\n"
	                "  %s = arith.addi %z, %a : i32\n"
	                "  return %s : i32\n"
	                "}\n");
	IrOp *wrap = find(m, "test.wrap", 0), *br = find(m, "cf.br", 0);
	IrBlock *body = ir_region_first(&ir_op_regions(wrap)[0]), *head = ir_op_block(wrap), *next = ir_block_next(head);
	IrOp *yield = ir_block_last(body);
	IrValue *y = ir_op_operand(yield, 0), *a = ir_op_operand(wrap, 0);
	ir_op_erase(ctx, yield);
	ir_block_inline_before(ctx, body, head, wrap, &a);
	ir_op_replace(ctx, wrap, &y);
	IrValue *passed = ir_op_operand(br, 0);
	ir_op_erase(ctx, br);
	ir_block_inline_before(ctx, next, head, NULL, &passed);
	show(m);
}

static void replacing(void)
{
	begin("replacing");
	IrOp *m = parse("func.func @f(%a: i32) -> i32 {\n"
	                "  %0 = \"test.a\"() : () -> i32\n"
	                "  %1 = \"test.b\"(%0, %0) : (i32, i32) -> i32\n"
	                "  %2 = \"test.c\"(%1, %0, %1) : (i32, i32, i32) -> i32\n"
	                "  %3 = \"test.d\"(%0, %2) : (i32, i32) -> i32\n"
	                "  return %3 : i32\n"
	                "}\n");
	IrOp *a = find(m, "test.a", 0), *b = find(m, "test.b", 0), *c = find(m, "test.c", 0);
	IrValue *v0 = &ir_op_results(a)[0];
	IrValue *arg = ir_block_arg(ir_region_first(&ir_op_regions(find(m, "func.func", 0))[0]), 0);
	printf("uses of %%0 %u, of %%1 %u\n", use_count(v0), use_count(&ir_op_results(b)[0]));
	ir_op_replace(ctx, b, &v0);
	printf("uses of %%0 %u\n", use_count(v0));
	ir_value_replace_uses_except(v0, arg, c);
	ir_value_replace_uses_except(arg, arg, c);
	printf("uses of %%0 %u, of %%a %u\n", use_count(v0), use_count(arg));
	show(m);
}

int main(int argc, char **argv)
{
	ctx = ir_context_create();
	ctx->allow_unregistered = true;
	if (argc > 1) {
		IrOp *m = parse("%0 = \"test.a\"() : () -> i32\n"
		                "\"test.b\"(%0) : (i32) -> ()\n"
		                "\"test.c\"() ({\n"
		                "^bb0(%x: i32):\n"
		                "  \"test.br\"()[^bb0] : () -> ()\n"
		                "}) : () -> ()\n");
		if (!strcmp(argv[1], "erase-used"))
			ir_op_erase(ctx, find(m, "test.a", 0));
		IrValue *v = &ir_op_results(find(m, "test.a", 0))[0];
		if (!strcmp(argv[1], "inline-target"))
			ir_block_inline_before(ctx, ir_region_first(&ir_op_regions(find(m, "test.c", 0))[0]),
			                       ir_region_first(&ir_op_regions(m)[0]), NULL, &v);
		return 1;
	}
	attributes();
	moving_ops();
	moving_blocks();
	inline_regions();
	inline_blocks();
	replacing();
	ir_context_destroy(ctx);
	free(src.line_starts);
	return 0;
}
