/* ir_api.c: exercises the IR's C API (uniquing, building, uses, cloning,
   erasing, walking, symbols, verification, held diagnostics) and prints
   what it observes for tests/ir/api.test to check. */
#include <stdio.h>

#include "../../grammar/parse.h"
#include "../../printers/printers.h"

static void print_ir(IrContext *ctx, IrOp *m)
{
	StrBuf b = {0};
	PrintOptions o = {.generic = true};
	print_module(&b, stdout, ctx, m, &o);
	sb_free(&b);
}

static bool count_ops(IrOp *op, void *user)
{
	(void)op;
	(*(unsigned *)user)++;
	return true;
}

static unsigned use_count(const IrValue *v)
{
	unsigned n = 0;
	for (IrUse *u = ir_value_uses(v); u; u = ir_use_next(u))
		n++;
	return n;
}

int main(void)
{
	IrContext *ctx = ir_context_create();
	ctx->allow_unregistered = true;

	/* uniquing: equal means pointer-equal */
	int64_t dims[2] = {4, IR_DYNAMIC};
	IrType *f32 = ir_type_float(ctx, IR_F32);
	printf("uniqued-types %d\n", ir_type_tensor(ctx, 2, dims, f32, NULL) ==
	                             ir_type_tensor(ctx, 2, dims, ir_type_float(ctx, IR_F32), NULL));
	IrAffineExpr *d0 = ir_affine_dim(ctx, 0);
	IrAffineExpr *e1 = ir_affine_binary(ctx, IR_AFFINE_ADD, ir_affine_const(ctx, 1), d0);
	IrAffineExpr *e2 = ir_affine_binary(ctx, IR_AFFINE_ADD, d0, ir_affine_const(ctx, 1));
	printf("uniqued-affine %d\n", e1 == e2);
	IrNamedAttr na[2] = {{ir_ident_cstr(ctx, "b"), ir_attr_unit(ctx)},
	                     {ir_ident_cstr(ctx, "a"), ir_attr_int(ctx, ctx->t_i64, 7)}};
	IrNamedAttr nb[2] = {na[1], na[0]};
	printf("uniqued-dicts %d\n", ir_attr_dict(ctx, 2, na, NULL) == ir_attr_dict(ctx, 2, nb, NULL));

	const char *text =
		"func.func @f(%a: i32) -> i32 {\n"
		"  %0 = \"t.add\"(%a, %a) : (i32, i32) -> i32\n"
		"  %1 = \"t.neg\"(%0) : (i32) -> i32\n"
		"  \"func.return\"(%1) : (i32) -> ()\n"
		"}\n";
	IrSource src = {.name = "api.mlir", .text = text};
	while (text[src.len])
		src.len++;
	IrOp *m = parse_source(ctx, &src);
	IrOp *fn = ir_block_first(ir_region_first(&ir_op_regions(m)[0]));
	IrBlock *entry = ir_region_first(&ir_op_regions(fn)[0]);
	IrOp *add = ir_block_first(entry), *neg = ir_op_next(add);
	printf("uses-of-arg %u\n", use_count(ir_block_arg(entry, 0)));

	/* symbols */
	printf("lookup-f %d\n", ir_symbol_lookup(ctx, m, ir_ident_cstr(ctx, "f")) == fn);

	/* builder: a new op before neg, then replace all uses of add with it */
	IrType *i32 = ir_type_int(ctx, 32, IR_SIGNLESS);
	IrValue *ops[1] = {ir_block_arg(entry, 0)};
	IrOpState st = {ir_ident_cstr(ctx, "t.copy"), 1, 1, 0, 0, &i32, ops, NULL, NULL, NULL, NULL};
	IrOp *copy = ir_op_create(ctx, &st);
	ir_block_insert_before(neg, copy);
	ir_value_replace_all_uses(&ir_op_results(add)[0], &ir_op_results(copy)[0]);
	printf("add-has-uses %d\n", ir_value_has_uses(&ir_op_results(add)[0]));
	ir_op_erase(ctx, add);

	/* clone the function; the clone's body is independent */
	IrOp *clone = ir_op_clone(ctx, fn);
	IrNamedAttr rename = {ir_ident_cstr(ctx, "sym_name"), ir_attr_string(ctx, "g", 1, NULL)};
	IrNamedAttr props[2] = {rename, {ir_ident_cstr(ctx, "function_type"),
	                                 ir_op_get_attr(fn, "function_type")}};
	clone->props = ir_ref(ir_attr_dict(ctx, 2, props, NULL));
	ir_block_append(ir_region_first(&ir_op_regions(m)[0]), clone);
	printf("arg-uses-after-clone %u\n", use_count(ir_block_arg(entry, 0)));

	unsigned n = 0;
	ir_walk(m, count_ops, &n);
	printf("ops %u\n", n);
	printf("verify %d\n", ir_verify(ctx, m));
	print_ir(ctx, m);

	/* move the clone's return before its neg: a use before its definition */
	IrBlock *centry = ir_region_first(&ir_op_regions(clone)[0]);
	IrOp *ret = ir_block_last(centry);
	ir_op_remove(ret);
	ir_block_insert_before(ir_block_first(centry), ret);
	fflush(stdout);
	printf("verify-after-move %d\n", ir_verify(ctx, m));
	/* one op alone: what comes before it in its block is defined before it */
	fflush(stdout);
	printf("verify-moved-return %d\n", ir_verify(ctx, ret));
	printf("verify-neg %d\n", ir_verify(ctx, ir_block_last(centry)));

	/* held diagnostics: captures nest, a flush while another capture is
	   on keeps them held (in order), a discard drops them unseen */
	IrDiagCapture outer = {0}, inner = {0}, dropped = {0};
	ir_diag_capture_begin(&outer);
	ir_error_bare(ctx, "held-1");
	ir_diag_capture_begin(&inner);
	ir_error_bare(ctx, "held-2");
	ir_diag_capture_end();
	ir_diag_capture_flush(ctx, &inner);
	ir_error_bare(ctx, "held-3");
	ir_diag_capture_end();
	printf("held %zu\n", outer.n);
	fflush(stdout);
	ir_diag_capture_flush(ctx, &outer);
	ir_diag_capture_begin(&dropped);
	ir_error_bare(ctx, "dropped");
	ir_diag_capture_end();
	ir_diag_capture_discard(&dropped);
	printf("after-discard\n");

	/* the cage: a reference comes back as the pointer, NULL as 0, and a
	   freed run comes back zeroed, kept (short) or given back (long) */
	printf("ref-null %d\n", ir_ref(NULL) == 0 && ir_deref(0) == NULL);
	printf("ref-op %d\n", ir_deref(ir_ref(m)) == m);
	for (size_t n = 5000; n < ((size_t)4 << 20); n *= 25) {
		unsigned char *run = ir_cage_alloc(n);
		memset(run, 7, n);
		ir_cage_free(run, n);
		unsigned char *again = ir_cage_alloc(n);
		size_t nonzero = 0;
		for (size_t i = 0; i < n; i++)
			nonzero += again[i] != 0;
		printf("run %zu reused %d zeroed %d\n", n, again == run, nonzero == 0);
		ir_cage_free(again, n);
	}

	ir_op_destroy(ctx, m);
	ir_context_destroy(ctx);
	free(src.line_starts); /* reliability: built lazily by diagnostics, owned by the caller */
	return 0;
}
