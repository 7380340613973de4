/* view-partitions: the model as a Graphviz DOT graph, in the manner of
   MLIR's view-op-graph, drawn by the partitions that model-partition-marking
   wrote (`graph_partition_id`).

   Each function is a cluster holding its arguments, its ops and its
   return as nodes; the ops of one partition are a cluster inside it (ops
   without an id are in none), a partition holding a Vulkan shader op
   (tosa.custom of domain com.arm.VulkanCustomShader) coloured apart from
   graph partitions. An edge goes from the producer of each operand to its
   user; one that crosses a partition boundary is labelled with the tensor
   type it carries. Only the ops directly in a function's body are drawn
   (what marking assigns). Nodes, clusters and edges follow the order of
   the IR, so the text depends on nothing else. */
#include "internal.h"
#include "../ir/apnum.h"

#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#define SHADER_DOMAIN "com.arm.VulkanCustomShader"
#define NO_PARTITION INT64_MIN

/* The nodes of one function: its body's ops, numbered across the module. */
typedef struct {
	IrOp **ops;
	int64_t *partition; /* per op: its graph_partition_id, NO_PARTITION if none */
	size_t n;
} FuncNodes;

typedef struct {
	StrBuf out;
	PtrMap node; /* IrOp* -> its node number + 1 */
	unsigned next_node;
} Dot;

static int64_t partition_of(const IrOp *op)
{
	IrAttr *a = ir_op_get_attr(op, "graph_partition_id");
	int64_t id;
	const IrType *t = a ? ir_attr_type_of(a) : NULL;
	if (!a || a->kind != IR_ATTR_INTEGER || t->kind != IR_TYPE_INTEGER ||
	    apint_to_i64(a->words, ir_type_bit_width(t), t->integer.sign != IR_UNSIGNED, &id) != APNUM_OK)
		return NO_PARTITION;
	return id;
}

static bool attr_is_string(const IrAttr *a, const char *s)
{
	return a && a->kind == IR_ATTR_STRING && a->str->n == strlen(s) && !memcmp(a->str->s, s, a->str->n);
}

static bool is_shader_op(const IrOp *op)
{
	return ir_op_name(op)->n == strlen("tosa.custom") && !memcmp(ir_op_name(op)->s, "tosa.custom", ir_op_name(op)->n) &&
	       attr_is_string(ir_op_get_attr(op, "domain_name"), SHADER_DOMAIN);
}

/* s as the inside of a DOT string: quotes and backslashes escaped. */
static void put_escaped(StrBuf *b, const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '"' || s[i] == '\\')
			sb_putc(b, '\\');
		sb_putc(b, s[i] == '\n' ? ' ' : s[i]);
	}
}

static void put_type_label(StrBuf *b, IrType *t)
{
	StrBuf ts = {0};
	print_type_str(&ts, t);
	sb_puts(b, " [label=\"");
	put_escaped(b, ts.s, ts.len);
	sb_puts(b, "\"]");
	sb_free(&ts);
}

static void put_op_node(Dot *d, IrOp *op, const char *indent)
{
	unsigned id = d->next_node++;
	pm_put(&d->node, op, (void *)(uintptr_t)(id + 1));
	sb_printf(&d->out, "%sn%u [label=\"", indent, id);
	put_escaped(&d->out, ir_op_name(op)->s, ir_op_name(op)->n);
	/* a shader is told apart by what it runs */
	IrAttr *name = ir_op_get_attr(op, "operator_name");
	if (is_shader_op(op) && name && name->kind == IR_ATTR_STRING) {
		sb_puts(&d->out, "\\n");
		put_escaped(&d->out, name->str->s, name->str->n);
	}
	sb_puts(&d->out, "\"];\n");
}

static int id_cmp(const void *a, const void *b)
{
	int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
	return (x > y) - (x < y);
}

/* The partition clusters of one function, in increasing id order. */
static void put_partitions(Dot *d, unsigned f, const FuncNodes *fn)
{
	int64_t *ids = xmalloc((fn->n ? fn->n : 1) * sizeof *ids);
	size_t nids = 0;
	for (size_t i = 0; i < fn->n; i++)
		if (fn->partition[i] != NO_PARTITION)
			ids[nids++] = fn->partition[i];
	qsort(ids, nids, sizeof *ids, id_cmp);
	for (size_t k = 0; k < nids; k++) {
		if (k && ids[k] == ids[k - 1])
			continue;
		bool shader = false;
		for (size_t i = 0; i < fn->n; i++)
			shader |= fn->partition[i] == ids[k] && is_shader_op(fn->ops[i]);
		/* a negative id is not one marking writes, but is drawn as written */
		sb_printf(&d->out,
		          "    subgraph \"cluster_f%u_p%lld\" {\n"
		          "      label = \"%s partition %lld\";\n"
		          "      style = filled;\n"
		          "      fillcolor = \"%s\";\n",
		          f, (long long)ids[k], shader ? "shader" : "graph", (long long)ids[k],
		          shader ? "#fdd9b5" : "#d6e6f5");
		for (size_t i = 0; i < fn->n; i++)
			if (fn->partition[i] == ids[k])
				put_op_node(d, fn->ops[i], "      ");
		sb_puts(&d->out, "    }\n");
	}
	free(ids);
}

/* The name of the node that produces v in function f. */
static void put_producer(Dot *d, unsigned f, const IrValue *v)
{
	IrOp *def = ir_value_def(v);
	if (def)
		sb_printf(&d->out, "n%u", (unsigned)(uintptr_t)pm_get(&d->node, def) - 1);
	else
		sb_printf(&d->out, "a%u_%u", f, v->index);
}

/* A terminator that leaves the function (no successors): drawn as its return. */
static bool is_return(const IrOp *op)
{
	return !op->next && !ir_op_nsuccs(op) && ir_def(op) && (ir_def(op)->traits & IR_TRAIT_TERMINATOR);
}

static void put_edges(Dot *d, unsigned f, const FuncNodes *fn, const IrBlock *entry)
{
	for (size_t i = 0; i < fn->n; i++) {
		IrOp *op = fn->ops[i];
		IrUse *uses = ir_op_operands(op);
		for (unsigned k = 0; k < op->noperands; k++) {
			IrValue *v = ir_use_value(&uses[k]);
			IrOp *def = ir_value_def(v);
			int64_t from = NO_PARTITION;
			if (def) {
				/* only values of the function's own body have nodes */
				if (!pm_get(&d->node, def))
					continue;
				from = partition_of(def);
			} else if (ir_value_block(v) != entry) {
				continue;
			}
			sb_puts(&d->out, "  ");
			put_producer(d, f, v);
			sb_printf(&d->out, " -> %c%u", is_return(op) ? 'r' : 'n',
			          (unsigned)(uintptr_t)pm_get(&d->node, op) - 1);
			if (from != fn->partition[i])
				put_type_label(&d->out, ir_value_type(v));
			sb_puts(&d->out, ";\n");
		}
	}
}

/* One function: its cluster, then its edges. */
static void put_function(Dot *d, unsigned f, IrContext *ctx, IrOp *func)
{
	IrBlock *entry = ir_region_first(&ir_op_regions(func)[0]);
	FuncNodes fn = {0};
	size_t cap = 0;
	for (IrBlock *b = entry; b; b = ir_block_next(b))
		for (IrOp *op = ir_block_first(b); op; op = ir_op_next(op)) {
			if (fn.n == cap) {
				cap = cap ? 2 * cap : 16;
				fn.ops = xrealloc(fn.ops, cap * sizeof *fn.ops);
				fn.partition = xrealloc(fn.partition, cap * sizeof *fn.partition);
			}
			fn.ops[fn.n] = op;
			fn.partition[fn.n++] = partition_of(op);
		}
	IrIdent *name = ir_op_symbol_name(ctx, func);
	sb_printf(&d->out, "  subgraph \"cluster_f%u\" {\n    label = \"@", f);
	if (name)
		put_escaped(&d->out, name->s, name->n);
	sb_puts(&d->out, "\";\n");
	for (unsigned i = 0; i < entry->nargs; i++)
		sb_printf(&d->out, "    a%u_%u [label=\"%%arg%u\", shape=ellipse];\n", f, i, i);
	put_partitions(d, f, &fn);
	/* ops of no partition, and the return */
	for (size_t i = 0; i < fn.n; i++) {
		IrOp *op = fn.ops[i];
		if (fn.partition[i] != NO_PARTITION)
			continue;
		if (is_return(op)) {
			unsigned id = d->next_node++;
			pm_put(&d->node, op, (void *)(uintptr_t)(id + 1));
			sb_printf(&d->out, "    r%u [label=\"return\", shape=ellipse];\n", id);
		} else {
			put_op_node(d, op, "    ");
		}
	}
	sb_puts(&d->out, "  }\n");
	if (fn.n)
		put_edges(d, f, &fn, entry);
	free(fn.ops);
	free(fn.partition);
}

/* Writes text to path so that it is there whole or not at all: a
   temporary file beside it, renamed over it once written. */
static bool write_whole(const char *path, const StrBuf *text)
{
	size_t n = strlen(path);
	char *tmp = xmalloc(n + 16);
	snprintf(tmp, n + 16, "%s.tmpXXXXXX", path);
	struct stat st;
	/* an existing file keeps its permissions; a new one is readable by all */
	mode_t mode = stat(path, &st) == 0 ? st.st_mode & 0777 : 0644;
	int fd = mkstemp(tmp);
	FILE *f = fd >= 0 && fchmod(fd, mode) == 0 ? fdopen(fd, "wb") : NULL;
	bool ok = f && fwrite(text->s, 1, text->len, f) == text->len;
	int saved = errno;
	if (f)
		ok &= fclose(f) == 0;
	else if (fd >= 0)
		close(fd);
	ok = ok && rename(tmp, path) == 0;
	if (!ok && fd >= 0)
		unlink(tmp);
	free(tmp);
	errno = ok ? 0 : errno ? errno : saved;
	return ok;
}

static bool run(PassRun *r, IrOp *module)
{
	Dot d = {0};
	sb_puts(&d.out, "digraph partitions {\n  node [shape=box, style=filled, fillcolor=white];\n");
	unsigned f = 0;
	for (IrBlock *b = ir_region_first(&ir_op_regions(module)[0]); b; b = ir_block_next(b))
		for (IrOp *op = ir_block_first(b); op; op = ir_op_next(op))
			if (ir_op_name(op)->n == strlen("func.func") && !memcmp(ir_op_name(op)->s, "func.func", ir_op_name(op)->n) &&
			    ir_op_nregions(op) && ir_region_first(&ir_op_regions(op)[0]))
				put_function(&d, f++, r->ctx, op);
	sb_puts(&d.out, "}\n");
	pm_free(&d.node);
	const char *path = pass_option_string(r, "filename");
	bool ok = true;
	if (!*path)
		fwrite(d.out.s, 1, d.out.len, r->report);
	else if (!write_whole(path, &d.out)) {
		ir_emit_op_error(r->ctx, module, "cannot write the partition graph to '%s': %s", path,
		                 strerror(errno));
		ok = false;
	}
	sb_free(&d.out);
	return ok;
}

static const PassOptionDef options[] = {
	{"filename", PASS_OPT_STRING, "", "The DOT file to write (standard error when unset; --view-partitions=FILE names it too)", NULL, NULL},
	{0},
};

const PassDef pass_view_partitions = {
	.arg = "view-partitions",
	.name = "ViewPartitions",
	.summary = "Draw the model's partitions as a Graphviz DOT graph",
	.anchor = "builtin.module",
	.options = options,
	.bare_word_option = "filename",
	.run = run,
};
