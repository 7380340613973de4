/* upgrade_std.c: upgrade-std, the seed LangRef's IR in today's dialects:
   its standard ops (the std dialect, and the bare generic names the seed
   gave its terminators) become the arith, cf, func, memref, tensor,
   vector and bufferization ops they turned into; its LLVM types and
   opaque elements attributes become today's. What has no counterpart in
   MLIR 22 is a located error that names the op.

   The seed's spellings that the reader already reads as today's
   (`func @f`, `{name: value}`, `!t = type T`, `size (...)` of maps,
   declarations and argument attributes) are not the pass's: see
   docs/ARCHITECTURE.md, "The seed's spellings". */
#include "internal.h"
#include "../ir/dialect.h"

/* The seed's ops that became one op of the same operands, results,
   successors and attributes. Sorted by seed name. */
static const struct {
	const char *seed, *today;
} renamed[] = {
	{"addf", "arith.addf"},          {"addi", "arith.addi"},
	{"alloc", "memref.alloc"},       {"and", "arith.andi"},
	{"br", "cf.br"},                 {"call", "func.call"},
	{"call_indirect", "func.call_indirect"}, {"cmpi", "arith.cmpi"},
	{"cond_br", "cf.cond_br"},       {"dealloc", "memref.dealloc"},
	{"divis", "arith.divsi"},        {"diviu", "arith.divui"},
	{"dma_start", "memref.dma_start"}, {"dma_wait", "memref.dma_wait"},
	{"load", "memref.load"},         {"memref_cast", "memref.cast"},
	{"mulf", "arith.mulf"},          {"muli", "arith.muli"},
	{"or", "arith.ori"},             {"remis", "arith.remsi"},
	{"remiu", "arith.remui"},        {"return", "func.return"},
	{"select", "arith.select"},      {"store", "memref.store"},
	{"subf", "arith.subf"},          {"subi", "arith.subi"},
	{"tensor_cast", "tensor.cast"},  {"tensor_load", "bufferization.to_tensor"},
	{"xor", "arith.xori"},
};

typedef struct {
	IrContext *ctx;
	PtrVec ops;        /* the seed's ops, in walk order, rewritten after the walk */
	bool ok;
} Upgrade;

/* ---- types and attributes ---- */

/* The seed's LLVM dialect wrapped LLVM IR's types in a string
   (`!llvm<"i32*">`); today pointers are opaque (`!llvm.ptr`) and scalars
   builtin. NULL for a type without such a counterpart. */
static IrType *llvm_type(IrContext *ctx, const IrIdent *body)
{
	const char *s = body->s;
	size_t n = body->n;
	if (n >= 2 && s[0] == '"' && s[n - 1] == '"')
		s++, n -= 2;
	if (n && s[n - 1] == '*')
		return ir_type_dialect(ctx, ir_ident_cstr(ctx, "llvm"), ir_ident_cstr(ctx, "ptr"), true, NULL);
	static const struct {
		const char *name;
		IrFloatKind kind;
	} floats[] = {{"half", IR_F16}, {"bfloat", IR_BF16}, {"float", IR_F32}, {"double", IR_F64}};
	for (size_t i = 0; i < sizeof floats / sizeof floats[0]; i++)
		if (strlen(floats[i].name) == n && !memcmp(floats[i].name, s, n))
			return ir_type_float(ctx, floats[i].kind);
	unsigned width = 0;
	size_t i = 1;
	for (; n > 1 && s[0] == 'i' && i < n && s[i] >= '0' && s[i] <= '9' && width < (1u << 24); i++)
		width = width * 10 + (unsigned)(s[i] - '0');
	return width && i == n ? ir_type_int(ctx, width, IR_SIGNLESS) : NULL;
}

static IrType *up_type(Upgrade *u, IrOp *at, IrType *t);

/* The types of list, upgraded into out; whether any changed (NULL in out
   after an error). */
static bool up_types(Upgrade *u, IrOp *at, IrType **list, unsigned n, IrType **out)
{
	bool changed = false;
	for (unsigned i = 0; i < n; i++) {
		out[i] = up_type(u, at, list[i]);
		changed |= out[i] != list[i];
	}
	return changed;
}

/* t with every seed LLVM type in it replaced; an error at op at for one
   that has no counterpart (t is then returned unchanged). */
static IrType *up_type(Upgrade *u, IrOp *at, IrType *t)
{
	IrContext *ctx = u->ctx;
	switch (t->kind) {
	case IR_TYPE_DIALECT: {
		if (t->dialect.pretty || t->dialect.ns->n != 4 || memcmp(t->dialect.ns->s, "llvm", 4))
			return t;
		IrType *today = llvm_type(ctx, t->dialect.body);
		if (!today) {
			ir_emit_op_error(ctx, at, "uses the seed's LLVM type !llvm<%s>, which has no counterpart in MLIR 22",
			                 t->dialect.body->s);
			u->ok = false;
		}
		return today ? today : t;
	}
	case IR_TYPE_FUNCTION: {
		unsigned n = t->func.nin + t->func.nout;
		IrType **types = xmalloc((n + 1) * sizeof *types);
		if (up_types(u, at, t->func.types, n, types))
			t = ir_type_function(ctx, t->func.nin, types, t->func.nout, types + t->func.nin);
		free(types);
		return t;
	}
	case IR_TYPE_TUPLE: {
		IrType **types = xmalloc((t->tuple.n + 1) * sizeof *types);
		if (up_types(u, at, t->tuple.types, t->tuple.n, types))
			t = ir_type_tuple(ctx, t->tuple.n, types);
		free(types);
		return t;
	}
	case IR_TYPE_COMPLEX: {
		IrType *e = up_type(u, at, t->elem);
		return e == t->elem ? t : ir_type_complex(ctx, e);
	}
	default: /* the elements of shaped types are never dialect types in the seed */
		return t;
	}
}

/* The seed's opaque elements attribute held its elements' bytes, in hex;
   today that is a dense attribute's hex form: as many bytes as the
   elements fill, or one element's for a splat. NULL after an error. */
static IrAttr *opaque_to_dense(Upgrade *u, IrOp *at, IrAttr *a)
{
	IrContext *ctx = u->ctx;
	IrType *t = ir_attr_type_of(a), *elem = ir_type_element(t);
	int64_t numel = ir_type_num_elements(t);
	size_t eb = elem ? ir_dense_elem_bytes(elem) : 0;
	const char *hex = a->opaque.hex->s + 2; /* after `0x`, checked by the reader */
	size_t digits = a->opaque.hex->n - 2, nbytes = digits / 2;
	bool byte_elems = elem && elem->kind != IR_TYPE_COMPLEX && ir_type_bit_width(elem) % 8 == 0 &&
	                  ir_type_bit_width(elem) / 8 == eb;
	if (numel < 0 || !byte_elems || digits % 2 || (nbytes != eb && nbytes != (size_t)numel * eb)) {
		StrBuf b = {0};
		print_type_str(&b, t);
		ir_emit_op_error(ctx, at, "has opaque elements of %zu bytes that are not the elements of '%s'", nbytes, b.s);
		sb_free(&b);
		u->ok = false;
		return NULL;
	}
	unsigned char *data = xmalloc(nbytes + 1);
	for (size_t i = 0; i < nbytes; i++) {
		unsigned v = 0;
		for (int k = 0; k < 2; k++) {
			char c = hex[2 * i + k];
			v = v * 16 + (unsigned)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
		}
		data[i] = (unsigned char)v;
	}
	IrAttr *d = ir_attr_dense(ctx, t, nbytes == eb && numel != 1, data, nbytes);
	free(data);
	return d;
}

/* a with the types in it upgraded and its opaque elements made dense. */
static IrAttr *up_attr(Upgrade *u, IrOp *at, IrAttr *a)
{
	IrContext *ctx = u->ctx;
	switch (a->kind) {
	case IR_ATTR_TYPE: {
		IrType *t = up_type(u, at, a->tval);
		return t == a->tval ? a : ir_attr_type(ctx, t);
	}
	case IR_ATTR_OPAQUE_ELEMENTS: {
		IrAttr *d = opaque_to_dense(u, at, a);
		return d ? d : a;
	}
	case IR_ATTR_ARRAY: {
		IrAttr **elems = xmalloc((a->array.n + 1) * sizeof *elems);
		bool changed = false;
		for (unsigned i = 0; i < a->array.n; i++) {
			elems[i] = up_attr(u, at, a->array.elems[i]);
			changed |= elems[i] != a->array.elems[i];
		}
		IrAttr *r = changed ? ir_attr_array(ctx, a->array.n, elems) : a;
		free(elems);
		return r;
	}
	case IR_ATTR_DICT: {
		IrAttr *r = a;
		for (unsigned i = 0; i < a->dict.n; i++) {
			IrAttr *v = up_attr(u, at, ir_dict_value(a, i));
			if (v != ir_dict_value(a, i))
				r = ir_dict_set(ctx, r, ir_dict_name(a, i), v);
		}
		return r;
	}
	default:
		return a;
	}
}

static void up_values(Upgrade *u, IrOp *at, IrValue *v)
{
	ir_value_set_type(v, up_type(u, at, ir_value_type(v)));
}

/* The std op the seed's bare generic name stands for (`"br_cond"(...)`),
   or NULL. */
static const IrOpDef *bare_std_def(IrContext *ctx, const IrOp *op)
{
	const IrDialect *std = ir_dialect_find("std", 3);
	if (ir_def(op) || ir_ident_has_dialect_prefix(ir_op_name(op)) || !std || !std->bare_op)
		return NULL;
	return ir_op_def(ctx, std->bare_op(ctx, ir_op_name(op)->s, ir_op_name(op)->n));
}

static bool visit(IrOp *op, void *user)
{
	Upgrade *u = user;
	ir_symbol_table_changed(ir_op_parent(op)); /* its dictionaries are written here */
	if (op->props)
		op->props = ir_ref(up_attr(u, op, ir_op_props(op)));
	op->attrs = ir_ref(up_attr(u, op, ir_op_attrs(op)));
	for (unsigned i = 0; i < op->nresults; i++)
		up_values(u, op, &ir_op_results(op)[i]);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (unsigned i = 0; i < b->nargs; i++)
				up_values(u, op, ir_block_arg(b, i));
	const IrOpDef *def = ir_def(op) ? ir_def(op) : bare_std_def(u->ctx, op);
	if (def && !strncmp(def->name, "std.", 4))
		pv_push(&u->ops, op);
	return true;
}

/* ---- ops ---- */

/* Builds op `name` in place of op, before it: the operands given (op's
   own when NULL), op's results types unless result given, successors,
   attributes (inherent ones become properties) and location; the
   definition's default values fill what is absent, as the reader does. */
static IrOp *build(Upgrade *u, IrOp *op, const char *name, unsigned nops, IrValue **ops, IrType *result)
{
	IrContext *ctx = u->ctx;
	unsigned nres = result ? 1 : op->nresults;
	IrType **types = xmalloc((nres + 1) * sizeof *types);
	IrValue **operands = xmalloc((op->noperands + 1) * sizeof *operands);
	IrBlock **succs = xmalloc((ir_op_nsuccs(op) + 1) * sizeof *succs);
	for (unsigned i = 0; i < nres; i++)
		types[i] = result ? result : ir_value_type(&ir_op_results(op)[i]);
	for (unsigned i = 0; i < op->noperands; i++)
		operands[i] = ir_op_operand(op, i);
	for (unsigned i = 0; i < ir_op_nsuccs(op); i++)
		succs[i] = ir_op_succ(op, i);
	IrOpState st = {ir_ident_cstr(ctx, name), nres, ops ? nops : op->noperands, ir_op_nsuccs(op), 0,
	                types, ops ? ops : operands, succs, NULL, NULL, ir_op_loc(ctx, op)};
	IrOp *n = ir_op_create(ctx, &st);
	free(types);
	free(operands);
	free(succs);
	for (int k = 0; k < 2; k++) {
		IrAttr *d = k ? ir_op_attrs(op) : ir_op_props(op);
		for (unsigned i = 0; d && d->kind == IR_ATTR_DICT && i < d->dict.n; i++)
			ir_op_set_attr(ctx, n, ir_dict_name(d, i), ir_dict_value(d, i));
	}
	IrOpDefault e;
	for (const char *d = ir_def(n) ? ir_def(n)->defaults : NULL; d && *d;) {
		d = ir_op_def_next_default(d, &e);
		if (!e.optional && !ir_op_get_attr_n(n, e.name, e.n))
			ir_op_set_attr(ctx, n, ir_ident(ctx, e.name, e.n), ir_op_def_default_attr(ctx, e.value, e.vn));
	}
	ir_block_insert_before(op, n);
	return n;
}

/* Replaces op by n (the same results). */
static void replace(Upgrade *u, IrOp *op, IrOp *n)
{
	IrValue **vals = xmalloc((op->nresults + 1) * sizeof *vals);
	for (unsigned i = 0; i < op->nresults; i++)
		vals[i] = &ir_op_results(n)[i];
	ir_op_replace(u->ctx, op, vals);
	free(vals);
}

static bool fail(Upgrade *u, IrOp *op, const char *what)
{
	ir_emit_op_error(u->ctx, op, "%s", what);
	u->ok = false;
	return false;
}

/* `arith.constant v : index`, before op. */
static IrValue *index_constant(Upgrade *u, IrOp *op, int64_t v)
{
	IrContext *ctx = u->ctx;
	IrType *index = ir_type_index(ctx);
	IrNamedAttr value = {ir_ident_cstr(ctx, "value"), ir_attr_int(ctx, index, v)};
	IrOpState st = {ir_ident_cstr(ctx, "arith.constant"), 1, 0, 0, 0, &index, NULL, NULL,
	                ir_attr_dict(ctx, 1, &value, NULL), NULL, ir_op_loc(ctx, op)};
	IrOp *c = ir_op_create(ctx, &st);
	ir_block_insert_before(op, c);
	return &ir_op_results(c)[0];
}

/* constant: a number or elements to arith.constant, a function to
   func.constant. */
static bool up_constant(Upgrade *u, IrOp *op)
{
	IrAttr *v = ir_op_get_attr(op, "value");
	if (!v)
		return fail(u, op, "has no value to upgrade");
	switch (v->kind) {
	case IR_ATTR_SYMBOL_REF:
		return replace(u, op, build(u, op, "func.constant", 0, NULL, NULL)), true;
	case IR_ATTR_INTEGER: case IR_ATTR_FLOAT: case IR_ATTR_BOOL: case IR_ATTR_DENSE: case IR_ATTR_SPARSE:
		return replace(u, op, build(u, op, "arith.constant", 0, NULL, NULL)), true;
	default:
		return fail(u, op, "holds a value no constant op of MLIR 22 holds");
	}
}

/* dim %x, N: memref.dim or tensor.dim, whose index is an operand. */
static bool up_dim(Upgrade *u, IrOp *op)
{
	IrAttr *index = ir_op_get_attr(op, "index");
	if (op->noperands != 1 || !index || index->kind != IR_ATTR_INTEGER)
		return fail(u, op, "is not a dim of one operand and an integer index");
	IrType *t = ir_value_type(ir_op_operand(op, 0));
	bool memref = t->kind == IR_TYPE_MEMREF || t->kind == IR_TYPE_UNRANKED_MEMREF;
	if (!memref && !(t->kind == IR_TYPE_TENSOR || t->kind == IR_TYPE_UNRANKED_TENSOR))
		return fail(u, op, "is a dim of neither a memref nor a tensor");
	IrValue *ops[2] = {ir_op_operand(op, 0), index_constant(u, op, (int64_t)index->words[0])};
	ir_op_remove_attr(u->ctx, op, ir_ident_cstr(u->ctx, "index"));
	replace(u, op, build(u, op, memref ? "memref.dim" : "tensor.dim", 2, ops, NULL));
	return true;
}

/* extract_element: vector.extract with dynamic positions, or
   tensor.extract (of a ranked tensor: an unranked one is cast to the rank
   its indices give first). */
static bool up_extract(Upgrade *u, IrOp *op)
{
	IrContext *ctx = u->ctx;
	if (op->noperands < 1)
		return fail(u, op, "has no aggregate");
	IrType *t = ir_value_type(ir_op_operand(op, 0));
	unsigned n = op->noperands - 1;
	if (t->kind == IR_TYPE_VECTOR) {
		uint64_t *pos = xmalloc((n + 1) * sizeof *pos);
		for (unsigned i = 0; i < n; i++)
			pos[i] = (uint64_t)IR_DYNAMIC;
		IrOp *x = build(u, op, "vector.extract", 0, NULL, NULL);
		ir_op_set_attr(ctx, x, ir_ident_cstr(ctx, "static_position"), ir_attr_dense_array(ctx, ctx->t_i64, n, pos));
		free(pos);
		replace(u, op, x);
		return true;
	}
	if (t->kind == IR_TYPE_UNRANKED_TENSOR) {
		int64_t *dims = xmalloc((n + 1) * sizeof *dims);
		for (unsigned i = 0; i < n; i++)
			dims[i] = IR_DYNAMIC;
		IrValue *src = ir_op_operand(op, 0);
		IrOp *cast = build(u, op, "tensor.cast", 1, &src, ir_type_tensor(ctx, n, dims, t->shaped.elem, NULL));
		free(dims);
		ir_op_set_operand(op, 0, &ir_op_results(cast)[0]);
	} else if (t->kind != IR_TYPE_TENSOR) {
		return fail(u, op, "extracts from neither a vector nor a tensor");
	}
	replace(u, op, build(u, op, "tensor.extract", 0, NULL, NULL));
	return true;
}

/* tensor_store %t, %m: the tensor materialized in the buffer. */
static bool up_tensor_store(Upgrade *u, IrOp *op)
{
	if (op->noperands != 2)
		return fail(u, op, "does not store one tensor into one buffer");
	IrOp *n = build(u, op, "bufferization.materialize_in_destination", 0, NULL, NULL);
	ir_op_set_attr(u->ctx, n, ir_ident_cstr(u->ctx, "writable"), ir_attr_unit(u->ctx));
	replace(u, op, n);
	return true;
}

/* A generic successor list gave no segments (`"br_cond"(%c, %v)[^a, ^b]`):
   each successor takes as many of the operands after the condition as its
   block has arguments. */
static bool cond_br_segments(Upgrade *u, IrOp *op)
{
	if (ir_op_get_attr(op, "operandSegmentSizes"))
		return true;
	if (ir_op_nsuccs(op) != 2 || op->noperands < 1)
		return fail(u, op, "is not a branch on a condition to two successors");
	uint64_t seg[3] = {1, ir_op_succ(op, 0)->nargs, ir_op_succ(op, 1)->nargs};
	if (seg[0] + seg[1] + seg[2] != op->noperands)
		return fail(u, op, "has operands that its successors' arguments do not take");
	ir_op_set_attr(u->ctx, op, ir_ident_cstr(u->ctx, "operandSegmentSizes"),
	               ir_attr_dense_array(u->ctx, ir_type_int(u->ctx, 32, IR_SIGNLESS), 3, seg));
	return true;
}

static int renamed_cmp(const void *key, const void *elem)
{
	return strcmp(key, *(const char *const *)elem);
}

static bool up_op(Upgrade *u, IrOp *op)
{
	const IrOpDef *def = ir_def(op) ? ir_def(op) : bare_std_def(u->ctx, op);
	const char *seed = def->name + 4;
	if (ir_op_nregions(op))
		return fail(u, op, "has regions, which no seed standard op had");
	if (!strcmp(seed, "constant"))
		return up_constant(u, op);
	if (!strcmp(seed, "dim"))
		return up_dim(u, op);
	if (!strcmp(seed, "extract_element"))
		return up_extract(u, op);
	if (!strcmp(seed, "tensor_store"))
		return up_tensor_store(u, op);
	if (!strcmp(seed, "cond_br") && !cond_br_segments(u, op))
		return false;
	const char *const *to = bsearch(seed, renamed, sizeof renamed / sizeof renamed[0], sizeof renamed[0],
	                                renamed_cmp);
	if (!to) /* alloc_static: a buffer at a fixed address */
		return fail(u, op, "has no counterpart in MLIR 22");
	replace(u, op, build(u, op, to[1], 0, NULL, NULL));
	return true;
}

static bool run(PassRun *r, IrOp *module)
{
	Upgrade u = {r->ctx, {0}, true};
	ir_walk(module, visit, &u);
	for (size_t i = 0; i < u.ops.n; i++)
		up_op(&u, u.ops.v[i]);
	pv_free(&u.ops);
	IrContext *ctx = r->ctx;
	for (size_t i = 0; i < ctx->ndropped_sizes; i++)
		ir_diag_at(ctx, IR_DIAG_REMARK, ctx->dropped_sizes[i],
		           "the affine map's bounded `size` is dropped: MLIR 22's maps have none");
	return u.ok;
}

const PassDef pass_upgrade_std = {
	.arg = "upgrade-std",
	.name = "UpgradeStd",
	.summary = "Upgrade the seed LangRef's standard ops and spellings to MLIR 22's dialects",
	.anchor = "builtin.module",
	.run = run,
};
