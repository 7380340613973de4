/* dominance_api.c: exercises ir/dominance.c (post-order, immediate
   dominators, dominance of blocks, ops and values, invalidation) on a
   function with branches, a loop, an unreachable block and a nested region,
   and prints what it observes for tests/ir/dominance-api.test to check. */
#include <stdio.h>
#include <stdlib.h>

#include "../../grammar/parse.h"

static const char text[] =
	"func.func @f(%c: i1, %a: i32) -> i32 {\n"
	"  %e = arith.addi %a, %a : i32\n"
	"  cf.cond_br %c, ^bb1, ^bb2\n"
	"^bb1:\n"
	"  %l = arith.addi %e, %a : i32\n"
	"  cf.br ^bb3(%l : i32)\n"
	"^bb2:\n"
	"  cf.cond_br %c, ^bb3(%e : i32), ^bb4\n"
	"^bb3(%m: i32):\n"
	"  %r = \"test.region\"() ({\n"
	"    %in = arith.addi %m, %e : i32\n"
	"    \"test.yield\"(%in) : (i32) -> ()\n"
	"  }) : () -> i32\n"
	"  return %r : i32\n"
	"^bb4:\n"
	"  cf.br ^bb2\n"
	"^bb5:\n"
	"  cf.br ^bb3(%a : i32)\n"
	"}\n";

static IrBlock *blocks[6];

static void show_blocks(IrDominance *dom, IrRegion *body)
{
	IrBlock *const *po;
	unsigned n = ir_dominance_postorder(dom, body, &po);
	printf("postorder");
	for (unsigned i = 0; i < n; i++)
		printf(" %u", ir_block_index(po[i]));
	printf("\n");
	for (int i = 0; i < 6; i++) {
		IrBlock *idom = ir_dominance_idom(dom, blocks[i]);
		printf("bb%d reachable %d idom ", i, ir_dominance_reachable(dom, blocks[i]));
		if (idom)
			printf("bb%u dominates", ir_block_index(idom));
		else
			printf("none dominates");
		for (int j = 0; j < 6; j++)
			if (ir_dominance_block_dominates(dom, blocks[i], blocks[j]))
				printf(" %d", j);
		printf("\n");
	}
}

int main(void)
{
	IrContext *ctx = ir_context_create();
	ctx->allow_unregistered = true;
	IrSource src = {.name = "dominance.mlir", .text = text, .len = sizeof text - 1};
	IrOp *m = parse_source(ctx, &src);
	if (!m)
		return 1;
	IrOp *fn = ir_block_first(ir_region_first(&ir_op_regions(m)[0]));
	IrRegion *body = &ir_op_regions(fn)[0];
	int k = 0;
	for (IrBlock *b = ir_region_first(body); b; b = ir_block_next(b))
		blocks[k++] = b;
	IrOp *e = ir_block_first(blocks[0]), *cond_br = ir_block_last(blocks[0]), *l = ir_block_first(blocks[1]);
	IrOp *region_op = ir_block_first(blocks[3]), *ret = ir_block_last(blocks[3]);
	IrBlock *inner = ir_region_first(&ir_op_regions(region_op)[0]);
	IrOp *in = ir_block_first(inner);
	IrValue *mv = ir_block_arg(blocks[3], 0);

	IrDominance *dom = ir_dominance_create();
	show_blocks(dom, body);
	printf("nested: bb0 %d bb1 %d bb3 %d; inner dominates bb3 %d\n",
	       ir_dominance_block_dominates(dom, blocks[0], inner),
	       ir_dominance_block_dominates(dom, blocks[1], inner),
	       ir_dominance_block_dominates(dom, blocks[3], inner),
	       ir_dominance_block_dominates(dom, inner, blocks[3]));

	printf("op: e<br %d br<e %d e<e %d e<in %d region<in %d l<ret %d in<ret %d\n",
	       ir_dominance_op_dominates(dom, e, cond_br), ir_dominance_op_dominates(dom, cond_br, e),
	       ir_dominance_op_dominates(dom, e, e), ir_dominance_op_dominates(dom, e, in),
	       ir_dominance_op_dominates(dom, region_op, in), ir_dominance_op_dominates(dom, l, ret),
	       ir_dominance_op_dominates(dom, in, ret));
	printf("value: r@in %d r@ret %d m@in %d m@ret %d m@l %d e@in %d a@l %d\n",
	       ir_dominance_value_dominates(dom, &ir_op_results(region_op)[0], in),
	       ir_dominance_value_dominates(dom, &ir_op_results(region_op)[0], ret),
	       ir_dominance_value_dominates(dom, mv, in), ir_dominance_value_dominates(dom, mv, ret),
	       ir_dominance_value_dominates(dom, mv, l),
	       ir_dominance_value_dominates(dom, &ir_op_results(e)[0], in),
	       ir_dominance_value_dominates(dom, ir_block_arg(blocks[0], 1), l));

	/* the return moves before the op it returns: the order is asked again */
	ir_op_remove(ret);
	ir_block_insert_before(region_op, ret);
	ir_dominance_invalidate_order(dom, blocks[3]);
	printf("moved: region<ret %d ret<region %d r@ret %d\n",
	       ir_dominance_op_dominates(dom, region_op, ret), ir_dominance_op_dominates(dom, ret, region_op),
	       ir_dominance_value_dominates(dom, &ir_op_results(region_op)[0], ret));

	/* ^bb2 branches to ^bb5 instead of ^bb4: ^bb4 becomes unreachable */
	ir_op_set_successor(ir_block_last(blocks[2]), 1, blocks[5]);
	ir_dominance_invalidate(dom, body);
	show_blocks(dom, body);

	ir_dominance_destroy(dom);
	ir_op_destroy(ctx, m);
	ir_context_destroy(ctx);
	return 0;
}
