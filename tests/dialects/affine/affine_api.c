/* affine_api.c: exercises the affine API of ir/affine_simplify.c for api.test beside it.
   With `--simplify FILE` it prints FILE with every affine map attribute simplified, for
   random-simplify.mlir. */
#include <stdio.h>
#include <stdlib.h>

#include "../../../grammar/parse.h"
#include "../../../printers/printers.h"

static IrOp *parse_text(IrContext *ctx, IrSource *src, const char *name, const char *text,
                        size_t len)
{
	*src = (IrSource){.name = name, .text = text, .len = len};
	IrOp *m = parse_source(ctx, src);
	if (!m)
		exit(1);
	return m;
}

/* The map or set attribute `name` of the module's first op. */
static IrAttr *attr(IrOp *m, const char *name)
{
	IrAttr *a = ir_op_get_attr(ir_block_first(ir_region_first(&ir_op_regions(m)[0])), name);
	if (!a)
		die("no attribute %s", name);
	return a;
}

static IrAffineMap *map(IrOp *m, const char *name)
{
	return attr(m, name)->map;
}

static void show_map(IrContext *ctx, const char *label, IrAffineMap *m)
{
	StrBuf b = {0};
	if (m)
		print_attr_str(&b, ir_attr_affine_map(ctx, m));
	printf("%s %s\n", label, m ? b.s : "null");
	sb_free(&b);
}

static void show_expr(IrContext *ctx, const char *label, IrAffineExpr *e, unsigned nd,
                      unsigned ns)
{
	show_map(ctx, label, e ? ir_affine_map(ctx, nd, ns, 1, &e, 0, NULL) : NULL);
}

/* Deterministic values in [-lim, lim] for the property checks. */
static uint64_t rng_state = 88172645463325252u;

static int64_t rnd(int64_t lim)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (int64_t)(rng_state % (uint64_t)(2 * lim + 1)) - lim;
}

/* Evaluates every result of m; false if one cannot be evaluated. */
static bool eval_map(const IrAffineMap *m, const int64_t *dims, const int64_t *syms,
                     int64_t *out)
{
	for (unsigned i = 0; i < m->nresults; i++)
		if (!ir_affine_eval(m->results[i], dims, syms, &out[i]))
			return false;
	return true;
}

/* f ∘ g at random points must agree with applying g, then f, and the
   simplified form of each with the original. Counts the points compared. */
static unsigned check_pair(IrContext *ctx, IrAffineMap *f, IrAffineMap *g, unsigned *bad)
{
	IrAffineMap *fg = ir_affine_map_compose(ctx, f, g), *sf = ir_affine_map_simplify(ctx, fg);
	unsigned checked = 0;
	for (int trial = 0; trial < 50; trial++) {
		int64_t x[8], s[8], mid[8], want[8], got[8], simp[8];
		for (unsigned i = 0; i < 8; i++)
			x[i] = rnd(40), s[i] = rnd(40);
		/* fg's symbols are f's, then g's */
		if (!eval_map(g, x, s + f->nsyms, mid) || !eval_map(f, mid, s, want))
			continue;
		if (!eval_map(fg, x, s, got)) {
			++*bad;
			continue;
		}
		bool simp_ok = eval_map(sf, x, s, simp);
		for (unsigned i = 0; i < f->nresults; i++)
			if (got[i] != want[i] || (simp_ok && simp[i] != want[i]))
				++*bad;
		checked++;
	}
	return checked;
}

static const char maps_text[] =
	"\"t.m\"() {"
	"sub = affine_map<(d0, d1)[s0] -> (d0 + d1 * 2, d1 floordiv s0, d0 mod 4)>, "
	"f = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2, d0 floordiv 4)>, "
	"g = affine_map<(d0)[s0] -> (d0 * 3, d0 + s0 + 1)>, "
	"ev = affine_map<(d0)[s0] -> (d0 floordiv 3, d0 ceildiv 3, d0 mod 3, d0 floordiv -2, "
	"d0 ceildiv -2, d0 * s0 - 1)>, "
	"div0 = affine_map<(d0) -> (d0 floordiv 0)>, "
	"modneg = affine_map<(d0) -> (d0 mod -2)>, "
	"big = affine_map<(d0) -> (d0 * 9223372036854775807)>, "
	"id = affine_map<(d0, d1) -> (d0, d1)>, "
	"idsym = affine_map<(d0, d1)[s0] -> (d0, d1)>, "
	"perm = affine_map<(d0, d1, d2) -> (d2, d0, d1)>, "
	"dup = affine_map<(d0, d1) -> (d0, d0)>, "
	"proj = affine_map<(d0, d1) -> (d1)>, "
	"zero = affine_map<(d0, d1) -> (d0, 0)>, "
	"empty = affine_map<() -> ()>, "
	"simp = affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 * 3 + d0, d0 - (d0 floordiv 4) * 4 + d1 + 2, "
	"(d0 * s0) floordiv s0, (d0 + 3) mod 0)>, "
	"p1 = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0, (d1 - d0) floordiv 3, d0 mod 5 + d1)>, "
	"p2 = affine_map<(d0)[s0, s1] -> (d0 ceildiv 4 + s1, (d0 + s0) mod 7)>, "
	"p3 = affine_map<(d0, d1, d2) -> (d0 - d2 * 3, (d1 + d2) floordiv 2)>, "
	"p4 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1, d1 mod s0, (d0 + d1 * 4) ceildiv 8)>"
	"} : () -> ()\n";

static bool simplify_attrs(IrOp *op, void *user)
{
	IrContext *ctx = user;
	IrAttr *d = ir_op_attrs(op);
	IrNamedAttr *e = xmalloc((d->dict.n + 1) * sizeof *e);
	for (unsigned i = 0; i < d->dict.n; i++) {
		e[i] = ir_dict_entry(d, i);
		if (e[i].value->kind == IR_ATTR_AFFINE_MAP)
			e[i].value = ir_attr_affine_map(ctx, ir_affine_map_simplify(ctx, e[i].value->map));
	}
	op->attrs = ir_ref(ir_attr_dict(ctx, d->dict.n, e, NULL));
	free(e);
	return true;
}

static int simplify_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return 1;
	}
	StrBuf text = {0};
	char buf[65536];
	size_t n;
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		sb_putn(&text, buf, n);
	fclose(f);
	sb_putc(&text, '\0');
	IrContext *ctx = ir_context_create();
	ctx->allow_unregistered = true;
	IrSource src;
	IrOp *m = parse_text(ctx, &src, path, text.s, text.len - 1);
	/* every affine map attribute simplified, as -affine-simplify-structures
	   does to the maps of a function */
	ir_walk(m, simplify_attrs, ctx);
	PrintOptions o = {.generic = true};
	StrBuf out = {0};
	print_module(&out, stdout, ctx, m, &o);
	sb_free(&out);
	ir_op_destroy(ctx, m);
	ir_context_destroy(ctx);
	free(src.line_starts);
	sb_free(&text);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "--simplify"))
		return simplify_file(argv[2]);

	IrContext *ctx = ir_context_create();
	ctx->allow_unregistered = true;
	IrSource src;
	IrOp *m = parse_text(ctx, &src, "maps.mlir", maps_text, sizeof maps_text - 1);

	/* substitute: d0 -> s0, d1 -> d0 + 1; untouched subtrees stay the same nodes */
	IrAffineMap *sub = map(m, "sub");
	IrAffineExpr *d0 = ir_affine_dim(ctx, 0), *s0 = ir_affine_symbol(ctx, 0);
	IrAffineExpr *repl[2] = {s0, ir_affine_binary(ctx, IR_AFFINE_ADD, d0, ir_affine_const(ctx, 1))};
	for (unsigned i = 0; i < sub->nresults; i++)
		show_expr(ctx, "substitute", ir_affine_substitute(ctx, sub->results[i], repl, 2, NULL, 0),
		          1, 1);
	IrAffineExpr *only_d1[2] = {NULL, repl[1]};
	printf("substitute-keeps-untouched %d\n",
	       ir_affine_substitute(ctx, sub->results[2], only_d1, 2, NULL, 0) == sub->results[2]);
	IrAffineExpr *sym_to_const[1] = {ir_affine_const(ctx, 4)};
	show_expr(ctx, "substitute-symbol",
	          ir_affine_substitute(ctx, sub->results[1], NULL, 0, sym_to_const, 1), 2, 0);

	/* compose: f ∘ g takes g's dims and f's symbols, then g's */
	IrAffineMap *f = map(m, "f"), *g = map(m, "g");
	show_map(ctx, "compose", ir_affine_map_compose(ctx, f, g));
	show_map(ctx, "compose-mismatch", ir_affine_map_compose(ctx, g, g));

	/* eval */
	IrAffineMap *ev = map(m, "ev");
	int64_t x[1] = {-7}, s[1] = {5}, v[6];
	printf("eval %d", eval_map(ev, x, s, v));
	for (unsigned i = 0; i < ev->nresults; i++)
		printf(" %lld", (long long)v[i]);
	printf("\n");
	int64_t two[1] = {2}, r;
	printf("eval-div-zero %d\n", ir_affine_eval(map(m, "div0")->results[0], two, NULL, &r));
	printf("eval-mod-negative %d\n", ir_affine_eval(map(m, "modneg")->results[0], two, NULL, &r));
	printf("eval-overflow %d\n", ir_affine_eval(map(m, "big")->results[0], two, NULL, &r));

	/* identity, permutations and their inverses */
	static const char *const names[] = {"id", "idsym", "perm", "dup", "proj", "zero", "empty"};
	for (unsigned i = 0; i < sizeof names / sizeof *names; i++) {
		IrAffineMap *p = map(m, names[i]);
		printf("%s identity %d permutation %d ", names[i], ir_affine_map_is_identity(p),
		       ir_affine_map_is_permutation(p));
		show_map(ctx, "inverse", ir_affine_map_inverse_permutation(ctx, p));
	}
	IrAffineMap *perm = map(m, "perm"), *inv = ir_affine_map_inverse_permutation(ctx, perm);
	printf("inverse-composes-to-identity %d %d\n",
	       ir_affine_map_is_identity(ir_affine_map_compose(ctx, perm, inv)),
	       ir_affine_map_is_identity(ir_affine_map_compose(ctx, inv, perm)));

	/* simplify (MLIR's simplifyAffineMap) */
	IrAffineMap *simp = map(m, "simp");
	show_map(ctx, "simplify", ir_affine_map_simplify(ctx, simp));
	printf("simplify-idempotent %d\n",
	       ir_affine_map_simplify(ctx, ir_affine_map_simplify(ctx, simp)) ==
	               ir_affine_map_simplify(ctx, simp));

	/* properties over every composable pair */
	static const char *const pool[] = {"f", "g", "p1", "p2", "p3", "p4", "perm", "id", "proj"};
	unsigned checked = 0, bad = 0, n = sizeof pool / sizeof *pool;
	for (unsigned i = 0; i < n; i++)
		for (unsigned j = 0; j < n; j++) {
			IrAffineMap *a = map(m, pool[i]), *b = map(m, pool[j]);
			if (a->ndims == b->nresults)
				checked += check_pair(ctx, a, b, &bad);
		}
	printf("compose-eval checked %s mismatches %u\n", checked > 500 ? "many" : "few", bad);

	ir_op_destroy(ctx, m);
	ir_context_destroy(ctx);
	free(src.line_starts);
	return 0;
}
