/* build_ops.c: grammar actions that build operations, regions, blocks,
   functions and modules, and the parse entry point. */
#include <stdlib.h>

#include "internal.h"
#include "parser.h"
#include "../printers/printers.h"

/* A function signature between its `(...) -> (...)` and its body. */
struct FuncSig {
	TVec *args;    /* TypedRef* */
	TVec *results; /* TypedRef* */
	bool named;    /* arguments carry %names */
};

/* An op whose regions are read next: the ops nested in them declare their
   own results. */
void op_push_name(ParseState *ps, IrIdent *name)
{
	pv_push(&ps->op_stack, name);
	ps->result_count = 0;
}

IrIdent *op_pop_name(ParseState *ps)
{
	return ps->op_stack.v[--ps->op_stack.n];
}

/* Inside a region of func.func, `return` means `func.return`; ops that
   name no default dialect pass on the enclosing one (while reading; the
   printer does not). */
const char *current_default_dialect(ParseState *ps)
{
	for (size_t i = ps->op_stack.n; i-- > 0;) {
		const IrOpDef *def = ir_op_def(ps->ctx, ps->op_stack.v[i]);
		if (def && def->default_dialect)
			return def->default_dialect;
	}
	return "builtin";
}

bool op_begin_generic(ParseState *ps, Slice str, Loc loc)
{
	/* the generic form's function type counts its results; custom ops
	   nested in its regions declare their own */
	ps->result_count = 0;
	/* a name without escapes is read where it stands, not copied */
	const char *name = str.p + 1;
	size_t n = str.n - 2;
	if (memchr(name, '\\', n) && !(name = decode_string(ps, str, loc, &n)))
		return false;
	if (n == 0) {
		ps_error(ps, loc.start, "empty operation name is invalid");
		return false;
	}
	if (memchr(name, 0, n)) {
		ps_error(ps, loc.start, "null character not allowed in operation name");
		return false;
	}
	const char *dot = ps->ctx->allow_unregistered ? NULL : memchr(name, '.', n);
	if (!ps->ctx->allow_unregistered && !(dot && ir_dialect_known(name, (size_t)(dot - name)))) {
		/* MLIR reports it at the token after the name */
		ps_error(ps, next_token_at(ps, loc.end),
		         "operation being parsed with an unregistered dialect. If this is intended, "
		         "please use -allow-unregistered-dialect with the MLIR tool used");
		return false;
	}
	op_push_name(ps, ir_ident(ps->ctx, name, n));
	return true;
}

bool op_begin_custom(ParseState *ps, const char *name, Loc loc)
{
	(void)loc;
	op_push_name(ps, ir_ident_cstr(ps->ctx, name));
	return true;
}

/* The op of a function's form (the lexer's KW_FUNC): its own name, or
   func.func for the seed's `func`. */
bool op_begin_function(ParseState *ps, Loc loc)
{
	const char *p = ps->src->text + loc.start;
	size_t n = loc.end - loc.start;
	op_push_name(ps, n == 4 ? ir_ident_cstr(ps->ctx, "func.func") : ir_ident(ps->ctx, p, n));
	return true;
}

/* Appends the result group `%name` or `%name:count` to groups (NULL
   starts a list) and counts its results in ps->result_count. */
TVec *push_result_group(ParseState *ps, TVec *groups, Slice name, Loc loc, const Slice *count)
{
	ResultGroup *g = arena_alloc(&ps->tmp, sizeof *g);
	g->name.s = name;
	g->name.off = loc.start;
	g->count = 1;
	if (ssa_base_name(name).n != name.n) {
		ps_error(ps, loc.start, "expected SSA value name without a result number");
		return NULL;
	}
	if (count) {
		int64_t c;
		if (!parse_i64(ps, *count, loc, false, &c))
			return NULL;
		if (c < 1) {
			ps_error(ps, loc.start, "expected named operation to have at least 1 result");
			return NULL;
		}
		if (c > (1 << 24)) {
			ps_error(ps, loc.start, "too many results in a result group");
			return NULL;
		}
		g->count = (unsigned)c;
	}
	ps->result_count = (groups ? ps->result_count : 0) + g->count;
	return tv_push(ps, groups, g);
}

SuccRef *successor_new(ParseState *ps, Slice name, Loc loc, TVec *uses, TVec *types)
{
	SuccRef *s = arena_alloc(&ps->tmp, sizeof *s);
	s->name.s = name;
	s->name.off = loc.start;
	s->uses = uses;
	s->types = types;
	return s;
}

TypedRef *typed_ref_new(ParseState *ps, Slice name, Loc loc, IrType *type, IrAttr *attrs,
                        IrAttr *l)
{
	TypedRef *t = arena_alloc(&ps->tmp, sizeof *t);
	t->name.s = name;
	t->name.off = loc.start;
	t->type = type;
	t->attrs = attrs;
	t->loc = l;
	return t;
}

/* The block named `name` in the current region, created on first mention. */
static BlockRef *block_ref(ParseState *ps, Ref name)
{
	void **slot = nm_slot(&ps->region->blocks, name.s.p, name.s.n);
	if (!*slot) {
		BlockRef *br = xcalloc(1, sizeof *br);
		br->block = ir_block_create(ps->ctx);
		br->off = name.off;
		*slot = br;
	}
	return *slot;
}

void region_append_block(ParseState *ps, RegionBuild *r, IrBlock *b)
{
	if (!r->body)
		r->body = ir_region_create(ps->ctx);
	ir_region_append(r->body, b);
}

IrBlock *region_first_block(const RegionBuild *r)
{
	return r->body ? ir_region_first(r->body) : NULL;
}

/* Gives back the region the blocks were built in, once they have moved. */
static void region_body_free(ParseState *ps, RegionBuild *r)
{
	ir_region_destroy(ps->ctx, r->body);
	r->body = NULL;
}

IrBlock *current_block(ParseState *ps)
{
	RegionBuild *r = ps->region;
	if (!r->cur) {
		r->cur = ir_block_create(ps->ctx);
		region_append_block(ps, r, r->cur);
	}
	return r->cur;
}

static bool define_block_args(ParseState *ps, IrBlock *b, TVec *args, bool region_entry)
{
	for (unsigned i = 0; args && i < args->n; i++) {
		TypedRef *a = args->v[i];
		IrValue *v = ir_block_add_arg(ps->ctx, b, a->type, a->loc);
		IrBlockArg *arg = ir_value_arg(v);
		if (!v->loc_set) /* a written location takes the place of the position */
			arg->where = ps->src_base + (uint32_t)a->name.off;
		if (!a->name.s.p)
			continue;
		if (region_entry ? !ssa_define_entry_arg(ps, a->name.s, a->name.off, v)
		                 : !ssa_define(ps, a->name.s, a->name.off, v, 1))
			return false;
	}
	return true;
}

bool region_begin(ParseState *ps, Loc loc)
{
	/* As in MLIR's parser, regions share the name scope of the top level;
	   isolation from above is checked by the verifier. */
	RegionBuild *r = xcalloc(1, sizeof *r);
	r->outer = ps->region;
	r->next_all = ps->all_regions;
	if (r->next_all)
		r->next_all->prev_all = r;
	ps->all_regions = r;
	ps->region = r;
	r->ssa_mark = ssa_mark(ps);
	r->item_mark = arena_mark(&ps->tmp);
	/* read in halves (split.c): the body of a module at the top of the
	   file (its ops indented by two spaces as printed), of an op right in
	   that body, such as a function (by four), or of an op at the top of
	   a file without a module (by two) */
	if (r->outer && !ps->split && !ps->split_top && ps->op_stack.n >= 1) {
		bool module = !strcmp(((IrIdent *)ps->op_stack.v[0])->s, "builtin.module");
		bool at_top = !r->outer->outer && ps->op_stack.n == 1;
		if (at_top)
			split_start(ps, r, loc, !module, 2);
		else if (module && ps->op_stack.n == 2 && r->outer->outer && !r->outer->outer->outer)
			split_start(ps, r, loc, true, 4);
	}
	FuncSig *sig = ps->pending_entry;
	ps->pending_entry = NULL;
	if (sig && sig->named) {
		r->named_entry = true;
		return define_block_args(ps, current_block(ps), sig->args, true);
	}
	return true;
}

/* Drops the references held by the ops of a region that never became part
   of an op (a failed parse), so that all of them can then be freed. */
static void region_drop(RegionBuild *r)
{
	for (IrBlock *b = region_first_block(r); b; b = ir_block_next(b))
		for (IrOp *o = ir_block_first(b); o; o = ir_op_next(o))
			ir_op_drop_references(o);
}

static void region_discard(ParseState *ps, RegionBuild *r)
{
	for (size_t i = 0; i < r->blocks.cap; i++) {
		BlockRef *br = nm_at(&r->blocks, i);
		if (br && !br->defined)
			ir_block_destroy(ps->ctx, br->block);
		free(br);
	}
	IrBlock *b = region_first_block(r);
	while (b) {
		IrBlock *next = ir_block_next(b);
		ir_block_destroy(ps->ctx, b);
		b = next;
	}
	region_body_free(ps, r);
	nm_free(&r->blocks);
}

/* Entry block arguments for the next region a custom op reads. */
void region_entry_args(ParseState *ps, TVec *args)
{
	FuncSig *sig = arena_alloc(&ps->tmp, sizeof *sig);
	sig->args = args;
	sig->results = NULL;
	sig->named = true;
	ps->pending_entry = sig;
}

/* A region with no blocks, for an op whose form leaves it out. */
RegionBuild *region_empty(ParseState *ps)
{
	RegionBuild *r = xcalloc(1, sizeof *r);
	r->outer = ps->region;
	r->next_all = ps->all_regions;
	if (r->next_all)
		r->next_all->prev_all = r;
	ps->all_regions = r;
	return r;
}

RegionBuild *region_end(ParseState *ps, Loc loc)
{
	(void)loc;
	RegionBuild *r = ps->region;
	size_t first_undefined = SIZE_MAX;
	for (size_t i = 0; i < r->blocks.cap; i++) {
		BlockRef *br = nm_at(&r->blocks, i);
		if (br && !br->defined && br->off < first_undefined)
			first_undefined = br->off;
	}
	if (first_undefined != SIZE_MAX) {
		ps_error(ps, first_undefined, "reference to an undefined block");
		return NULL;
	}
	for (size_t i = 0; i < r->blocks.cap; i++)
		free(nm_at(&r->blocks, i));
	nm_free(&r->blocks);
	ssa_release(ps, r->ssa_mark);
	ps->region = r->outer;
	return r;
}

bool block_begin(ParseState *ps, Slice name, Loc loc, TVec *args)
{
	RegionBuild *r = ps->region;
	Ref ref = {name, loc.start};
	if (r->named_entry && r->cur == region_first_block(r) && !ir_block_first(r->cur)) {
		ps_error(ps, loc.start, "invalid block name in region with named arguments");
		return false;
	}
	if (r == ps->split_top && split_refuses(ps, loc.start))
		return false;
	BlockRef *br = block_ref(ps, ref);
	if (br->defined) {
		ps_error(ps, loc.start, "redefinition of block '%.*s'", (int)name.n, name.p);
		return false;
	}
	br->defined = true;
	region_append_block(ps, r, br->block);
	r->cur = br->block;
	if (!define_block_args(ps, br->block, args, false))
		return false;
	arena_release(&ps->tmp, r->item_mark);
	return true;
}

/* Moves the blocks built for r into the op's region; r is freed unless it
   is the top level. */
static void region_move(ParseState *ps, RegionBuild *r, IrRegion *to)
{
	if (r->body) {
		to->first = r->body->first;
		to->last = r->body->last;
	}
	for (IrBlock *b = ir_region_first(to); b; b = ir_block_next(b))
		b->parent = ir_ref(to);
	region_body_free(ps, r);
	if (r->prev_all)
		r->prev_all->next_all = r->next_all;
	else
		ps->all_regions = r->next_all;
	if (r->next_all)
		r->next_all->prev_all = r->prev_all;
	if (r->outer)
		free(r);
}

static IrOp *create_op(ParseState *ps, IrOpState *st, Loc loc, TVec *regions)
{
	IrOp *op = ir_op_create(ps->ctx, st);
	op->src_pos = ps->src_base + loc.start;
	for (unsigned i = 0; regions && i < regions->n; i++)
		region_move(ps, regions->v[i], &ir_op_regions(op)[i]);
	return op;
}

/* MLIR's error for properties it cannot store: `why` follows the dict. */
static bool invalid_properties(ParseState *ps, size_t off, IrIdent *name, IrAttr *props, const char *why)
{
	StrBuf b = {0};
	print_attr_str(&b, props);
	ps_error(ps, off, "invalid properties %s for op %s: %s", b.s, name->s, why);
	sb_free(&b);
	return false;
}

/* An inherent attribute of the wrong attribute class cannot become a
   property (MLIR's convertFromAttribute). */
static bool property_conversion_error(ParseState *ps, size_t off, IrIdent *name, IrAttr *props, IrNamedAttr e)
{
	StrBuf why = {0};
	sb_printf(&why, "Invalid attribute `%s` in property conversion: ", e.name->s);
	print_attr_str(&why, e.value);
	invalid_properties(ps, off, name, props, why.s);
	sb_free(&why);
	return false;
}

/* The properties of a registered op are its inherent attributes: as in
   MLIR, other names in `<{...}>` are dropped, and an op that has no inherent
   attributes takes no properties at all; each must be of its attribute class. */
static bool keep_inherent_properties(ParseState *ps, size_t off, IrIdent *name, IrAttr **props)
{
	const IrOpDef *def = ir_op_def(ps->ctx, name);
	if (!def || !*props || (*props)->kind != IR_ATTR_DICT)
		return true;
	if (!def->inherent && (*props)->dict.n)
		return invalid_properties(ps, off, name, *props, "this operation does not support properties");
	unsigned n = (*props)->dict.n, kept = 0;
	IrNamedAttr *in = arena_alloc(&ps->tmp, (n + 1) * sizeof *in);
	for (unsigned i = 0; i < n; i++) {
		IrNamedAttr e = ir_dict_entry(*props, i);
		if (!ir_op_def_inherent(ps->ctx, def, e.name))
			continue;
		if (!ir_op_def_attr_storage_fits(ps->ctx, def, e.name, e.value))
			return property_conversion_error(ps, off, name, *props, e);
		in[kept++] = e;
	}
	if (!kept)
		*props = NULL;
	else if (kept < n) /* all kept: the same dictionary, not uniqued again */
		*props = ir_attr_dict(ps->ctx, kept, in, NULL);
	return true;
}

/* Inherent attributes that are absent take their default value, as MLIR's
   property storage does (arith.addf's `fastmath = #arith.fastmath<none>`). */
static void add_default_properties(ParseState *ps, const IrOpDef *def, IrAttr **props)
{
	if (!def || !def->defaults || (*props && (*props)->kind != IR_ATTR_DICT))
		return;
	const IrDefaultProps *dp = ir_op_def_default_props(ps->ctx, def);
	unsigned n = *props ? (*props)->dict.n : 0, k = n;
	if (!n) {
		if (dp->n)
			*props = dp->dict;
		return;
	}
	IrNamedAttr *all = arena_alloc(&ps->tmp, (n + dp->n) * sizeof *all);
	for (unsigned i = 0; i < n; i++)
		all[i] = ir_dict_entry(*props, i);
	for (unsigned i = 0; i < dp->n; i++)
		if (!ir_dict_get(*props, dp->entries[i].name))
			all[k++] = dp->entries[i];
	if (k > n)
		*props = ir_attr_dict(ps->ctx, k, all, NULL);
}

/* The number of operand groups of def (its operand segments). */
static unsigned segment_groups(const IrOpDef *def)
{
	unsigned groups = 0;
	for (const char *p = def->operands; *p; p++)
		groups += p[0] != ' ' && (p[1] == ' ' || !p[1]);
	return groups;
}

/* An op with operand segments that was given none has them all empty, as
   MLIR's property storage starts out: its verifier then counts the operands
   against zero. */
static void add_empty_segments(ParseState *ps, const IrOpDef *def, IrAttr **props)
{
	if (!def || !def->operands || !ir_op_def_inherent_segments(ps->ctx, def))
		return;
	IrIdent *name = ir_ident_cstr(ps->ctx, "operandSegmentSizes");
	if (*props && ((*props)->kind != IR_ATTR_DICT || ir_dict_get(*props, name)))
		return;
	unsigned groups = segment_groups(def);
	uint64_t *zeros = arena_alloc(&ps->tmp, groups * sizeof *zeros);
	memset(zeros, 0, groups * sizeof *zeros);
	unsigned n = *props ? (*props)->dict.n : 0;
	IrNamedAttr *all = arena_alloc(&ps->tmp, (n + 1) * sizeof *all);
	for (unsigned i = 0; i < n; i++)
		all[i] = ir_dict_entry(*props, i);
	all[n] = (IrNamedAttr){name, ir_attr_dense_array(ps->ctx, ir_type_int(ps->ctx, 32, IR_SIGNLESS), groups, zeros)};
	*props = ir_attr_dict(ps->ctx, n + 1, all, NULL);
}

/* An operandSegmentSizes in the plain dictionary that is not an i32 array
   of one size per operand group: MLIR's conversion to the property fails
   there without a word, and the op keeps its empty segments (found by
   comparing with mlir-opt on generic ops with other ops' attributes). */
static bool is_bad_segments(ParseState *ps, const IrOpDef *def, IrNamedAttr e)
{
	if (e.name->n != 19 || memcmp(e.name->s, "operandSegmentSizes", 19) || !def->operands ||
	    !ir_op_def_inherent_segments(ps->ctx, def))
		return false;
	const IrAttr *a = e.value;
	return a->kind != IR_ATTR_DENSE_ARRAY || ir_attr_type_of(a)->kind != IR_TYPE_INTEGER ||
	       ir_attr_type_of(a)->integer.width != 32 || a->darray.n != segment_groups(def);
}

/* Splits attributes written in the plain dictionary (MLIR 16's spelling, or
   a custom form's attr-dict) into the registered op's inherent ones, which
   become properties, and the rest. */
static void split_inherent(ParseState *ps, const IrOpDef *def, IrAttr **props, IrAttr **attrs)
{
	if (!def || !def->inherent || !*attrs || (*props && (*props)->kind != IR_ATTR_DICT))
		return;
	unsigned n = (*attrs)->dict.n, np = *props ? (*props)->dict.n : 0, ni = 0, nd = 0;
	IrNamedAttr *in = arena_alloc(&ps->tmp, (n + np + 1) * sizeof *in);
	IrNamedAttr *dis = arena_alloc(&ps->tmp, (n + 1) * sizeof *dis);
	for (unsigned i = 0; i < np; i++)
		in[ni++] = ir_dict_entry(*props, i);
	for (unsigned i = 0; i < n; i++) {
		IrNamedAttr e = ir_dict_entry(*attrs, i);
		if (is_bad_segments(ps, def, e))
			continue;
		if (ir_op_def_inherent(ps->ctx, def, e.name) && !ir_dict_get(*props, e.name))
			in[ni++] = e;
		else
			dis[nd++] = e;
	}
	if (ni == np && nd != n) { /* only dropped segments */
		*attrs = ir_attr_dict(ps->ctx, nd, dis, NULL);
		return;
	}
	if (ni == np)
		return;
	/* every attribute inherent and no properties before: the dictionary
	   read is the properties' as it is (both sorted alike) */
	*props = np == 0 && ni == n ? *attrs : ir_attr_dict(ps->ctx, ni, in, NULL);
	*attrs = ir_attr_dict(ps->ctx, nd, dis, NULL);
}

/* Uses uses[from + i] as a value of types[i] now (i < n), as MLIR's custom
   parsers resolve operands read before a region: a name the region then
   takes for an entry argument is already in use. build_op finds the same
   values. */
bool resolve_uses_now(ParseState *ps, TVec *uses, unsigned from, unsigned n, IrType *const *types)
{
	for (unsigned i = 0; i < n; i++) {
		Ref *r = uses->v[from + i];
		if (!ssa_use(ps, r->s, r->off, types[i]))
			return false;
	}
	return true;
}

/* Builds an op from what a generic or custom form gave: uses (Ref*) with
   their types, successors (SuccRef*), properties, regions, attributes and
   result types. */
IrOp *build_op(ParseState *ps, IrIdent *name, Loc loc, TVec *uses, IrType **use_types,
               TVec *succs, IrAttr *props, TVec *regions, IrAttr *attrs, unsigned nresults,
               IrType **result_types, IrAttr *l)
{
	unsigned nuses = uses ? uses->n : 0;
	/* the seed's successor operands follow the op's own operands */
	unsigned nops = nuses, nsuccs = succs ? succs->n : 0;
	if (nsuccs > IR_MAX_SUCCS || (regions && regions->n > IR_MAX_REGIONS)) {
		ps_error(ps, loc.start, "an op has at most %u successors and %u regions", IR_MAX_SUCCS, IR_MAX_REGIONS);
		return NULL;
	}
	for (unsigned i = 0; i < nsuccs; i++) {
		SuccRef *s = succs->v[i];
		if (s->uses && s->uses->n != s->types->n) {
			ps_error(ps, s->name.off, "expected %u types to match operand list", s->uses->n);
			return NULL;
		}
		nops += s->uses ? s->uses->n : 0;
	}
	IrValue **operands = arena_alloc(&ps->tmp, (nops + 1) * sizeof *operands);
	for (unsigned i = 0; i < nuses; i++) {
		Ref *r = uses->v[i];
		if (!(operands[i] = ssa_use(ps, r->s, r->off, use_types[i])))
			return NULL;
	}
	IrBlock **targets = arena_alloc(&ps->tmp, (nsuccs + 1) * sizeof *targets);
	for (unsigned i = 0, k = nuses; i < nsuccs; i++) {
		SuccRef *s = succs->v[i];
		if (!ps->region->outer) {
			ps_error(ps, s->name.off, "successors are not allowed outside a region");
			return NULL;
		}
		targets[i] = block_ref(ps, s->name)->block;
		for (unsigned j = 0; s->uses && j < s->uses->n; j++, k++) {
			Ref *r = s->uses->v[j];
			if (!(operands[k] = ssa_use(ps, r->s, r->off, s->types->v[j])))
				return NULL;
		}
	}
	const IrDialect *dialect = name->dialect;
	if ((!nsuccs && dialect && dialect->upgrade &&
	     !dialect->upgrade(ps, name, loc.start, operands, &nops, &props, &attrs)) ||
	    !keep_inherent_properties(ps, loc.start, name, &props))
		return NULL;
	const IrOpDef *def = ir_op_def(ps->ctx, name);
	split_inherent(ps, def, &props, &attrs);
	add_default_properties(ps, def, &props);
	add_empty_segments(ps, def, &props);
	IrOpState st = {name, nresults, nops, nsuccs, regions ? regions->n : 0, result_types,
	                operands, targets, props, attrs, l};
	return create_op(ps, &st, loc, regions);
}

OpSignature *op_signature(ParseState *ps, TVec *in, TVec *out, Loc loc)
{
	if (memo_wanted(ps, loc)) /* its second sighting: the memo keeps it as a function type */
		memo_put(ps, build_function_type(ps, in, out), loc);
	OpSignature *sig = arena_alloc(&ps->tmp, sizeof *sig);
	sig->in = in;
	sig->out = out;
	return sig;
}

OpSignature *op_signature_of(ParseState *ps, IrType *f)
{
	OpSignature *sig = arena_alloc(&ps->tmp, sizeof *sig + 2 * sizeof(TVec));
	TVec *v = (TVec *)(sig + 1);
	v[0] = (TVec){(void **)f->func.types, f->func.nin, f->func.nin};
	v[1] = (TVec){(void **)f->func.types + f->func.nin, f->func.nout, f->func.nout};
	sig->in = f->func.nin ? &v[0] : NULL;
	sig->out = f->func.nout ? &v[1] : NULL;
	return sig;
}

IrOp *build_generic_op(ParseState *ps, Loc loc, TVec *uses, TVec *succs, IrAttr *props,
                       TVec *regions, IrAttr *attrs, OpSignature *sig, IrAttr *l)
{
	IrIdent *name = op_pop_name(ps);
	unsigned nuses = uses ? uses->n : 0;
	const IrOpDef *def = ir_op_def(ps->ctx, name);
	if (succs && def && !(def->traits & IR_TRAIT_TERMINATOR)) {
		ps_error(ps, ((SuccRef *)succs->v[0])->name.off, "successors in non-terminator");
		return NULL;
	}
	unsigned nin = sig->in ? sig->in->n : 0;
	if (nuses != nin) {
		ps_error(ps, loc.start, "expected %u operand type%s but had %u", nuses, nuses == 1 ? "" : "s", nin);
		return NULL;
	}
	return build_op(ps, name, loc, uses, sig->in ? (IrType **)sig->in->v : NULL, succs, props, regions,
	                attrs, sig->out ? sig->out->n : 0, sig->out ? (IrType **)sig->out->v : NULL, l);
}

bool finish_op(ParseState *ps, TVec *results, IrOp *op)
{
	ps->result_count = 0;
	ir_block_append(current_block(ps), op);
	/* reliability: summed in 64 bits; 256 groups of 2^24 results wrapped an
	   unsigned sum around to 0 and bound names past the op's results */
	uint64_t total = 0;
	for (unsigned i = 0; results && i < results->n; i++)
		total += ((ResultGroup *)results->v[i])->count;
	if (results && ps->region == ps->split_top && !ps->split_in_function &&
	    split_refuses(ps, ((ResultGroup *)results->v[0])->name.off))
		return false;
	if (results && !op->nresults) {
		ps_error(ps, ((ResultGroup *)results->v[0])->name.off, "cannot name an operation with no results");
		return false;
	}
	if (results && total != op->nresults) {
		ResultGroup *g = results->v[0];
		ps_error(ps, g->name.off, "operation defines %u results but was provided %llu to bind",
		         op->nresults, (unsigned long long)total);
		return false;
	}
	for (unsigned i = 0, k = 0; results && i < results->n; i++) {
		ResultGroup *g = results->v[i];
		if (!ssa_define(ps, g->name.s, g->name.off, &ir_op_results(op)[k], g->count))
			return false;
		k += g->count;
	}
	/* what the op needed while it was parsed is no longer needed */
	arena_release(&ps->tmp, ps->region->item_mark);
	return true;
}

static IrAttr *make_dict(ParseState *ps, TVec *entries)
{
	IrNamedAttr *na = arena_alloc(&ps->tmp, (entries->n + 1) * sizeof *na);
	for (unsigned i = 0; i < entries->n; i++)
		na[i] = *(IrNamedAttr *)entries->v[i];
	return ir_attr_dict(ps->ctx, entries->n, na, NULL);
}

static void add_entry(ParseState *ps, TVec **entries, const char *key, IrAttr *value)
{
	IrNamedAttr *na = arena_alloc(&ps->tmp, sizeof *na);
	na->name = ir_ident_cstr(ps->ctx, key);
	na->value = value;
	*entries = tv_push(ps, *entries, na);
}

static IrAttr *symbol_string(ParseState *ps, Slice at, Loc loc)
{
	size_t n;
	char *s = decode_symbol(ps, at, loc, &n);
	return s ? ir_attr_string(ps->ctx, s, n, NULL) : NULL;
}

IrOp *build_module_op(ParseState *ps, Loc loc, Slice name, IrAttr *attrs, RegionBuild *body,
                      IrAttr *l)
{
	TVec *props = NULL;
	op_pop_name(ps);
	if (name.p) {
		IrAttr *sym = symbol_string(ps, name, loc);
		if (!sym)
			return NULL;
		add_entry(ps, &props, "sym_name", sym);
	}
	if (!region_first_block(body))
		region_append_block(ps, body, ir_block_create(ps->ctx));
	TVec *regions = tv_push(ps, NULL, body);
	IrIdent *module = ir_ident_cstr(ps->ctx, "builtin.module");
	IrAttr *prop_dict = props ? make_dict(ps, props) : NULL;
	split_inherent(ps, ir_op_def(ps->ctx, module), &prop_dict, &attrs); /* `attributes {sym_visibility = ...}` */
	IrOpState st = {module, 0, 0, 0, 1, NULL, NULL, NULL, prop_dict, attrs, l};
	return create_op(ps, &st, loc, regions);
}

FuncSig *func_sig(ParseState *ps, TVec *args, TVec *results)
{
	FuncSig *sig = arena_alloc(&ps->tmp, sizeof *sig);
	sig->args = args;
	sig->results = results;
	sig->named = false;
	for (unsigned i = 0; args && i < args->n; i++) {
		bool named = ((TypedRef *)args->v[i])->name.s.p != NULL;
		if (i > 0 && named != sig->named) {
			ps_error(ps, ((TypedRef *)args->v[i])->name.off,
			         named ? "expected type instead of SSA identifier"
			               : "expected SSA identifier");
			return NULL;
		}
		sig->named = named;
	}
	ps->pending_entry = sig;
	return sig;
}

/* arg_attrs/res_attrs: an array with a dictionary per argument, present only
   when some argument has attributes. */
/* The seed named argument attributes as it named an op's (`{unitAttr}`);
   today they must be dialect attributes, so each name without a dialect
   prefix is kept under `seed.` (dictionaries are sorted by name, so the
   renamed dictionary is built anew). */
static IrAttr *seed_arg_attrs(ParseState *ps, IrAttr *d)
{
	IrNamedAttr *e = arena_alloc(&ps->tmp, (d->dict.n + 1) * sizeof *e);
	StrBuf name = {0};
	for (unsigned k = 0; k < d->dict.n; k++) {
		e[k] = ir_dict_entry(d, k);
		if (ir_ident_has_dialect_prefix(e[k].name))
			continue;
		name.len = 0;
		sb_printf(&name, "seed.%s", e[k].name->s);
		e[k].name = ir_ident(ps->ctx, name.s, name.len);
	}
	sb_free(&name);
	/* `{a, seed.a}` would name one attribute twice: kept as written, for
	   the verifier to reject */
	IrIdent *dup;
	IrAttr *renamed = ir_attr_dict(ps->ctx, d->dict.n, e, &dup);
	return renamed ? renamed : d;
}

static IrAttr *arg_attr_array(ParseState *ps, TVec *list, bool seed)
{
	bool any = false;
	for (unsigned i = 0; list && i < list->n; i++) {
		IrAttr *d = ((TypedRef *)list->v[i])->attrs;
		any |= d && d->dict.n > 0;
	}
	if (!any)
		return NULL;
	IrAttr **elems = arena_alloc(&ps->tmp, list->n * sizeof *elems);
	for (unsigned i = 0; i < list->n; i++) {
		IrAttr *d = ((TypedRef *)list->v[i])->attrs;
		elems[i] = !d ? ps->ctx->a_empty_dict : seed ? seed_arg_attrs(ps, d) : d;
	}
	return ir_attr_array(ps->ctx, list->n, elems);
}

static IrType *sig_type(ParseState *ps, FuncSig *sig)
{
	unsigned nin = sig->args ? sig->args->n : 0, nout = sig->results ? sig->results->n : 0;
	IrType **types = arena_alloc(&ps->tmp, (nin + nout + 1) * sizeof *types);
	for (unsigned i = 0; i < nin; i++)
		types[i] = ((TypedRef *)sig->args->v[i])->type;
	for (unsigned i = 0; i < nout; i++)
		types[nin + i] = ((TypedRef *)sig->results->v[i])->type;
	return ir_type_function(ps->ctx, nin, types, nout, types + nin);
}

/* func.func's name, visibility and type are written in their own places,
   never in its attribute dictionary. */
static bool no_inferred_attrs(ParseState *ps, IrAttr *attrs, Loc attrs_loc)
{
	static const char *const inferred[] = {"sym_visibility", "sym_name", "function_type"};
	for (size_t i = 0; attrs && i < sizeof inferred / sizeof inferred[0]; i++) {
		if (ir_dict_get(attrs, ir_ident_cstr(ps->ctx, inferred[i]))) {
			ps_error(ps, attrs_loc.start, "custom op 'func.func' '%s' is an inferred attribute and should not be specified "
			         "in the explicit attribute dictionary", inferred[i]);
			return false;
		}
	}
	return true;
}

IrOp *build_func_op(ParseState *ps, Loc loc, Slice vis, Slice name, Loc name_loc, FuncSig *sig,
                    IrAttr *attrs, Loc attrs_loc, RegionBuild *body, IrAttr *l)
{
	TVec *props = NULL;
	IrIdent *op_name = op_pop_name(ps);
	ps->pending_entry = NULL;
	if (!no_inferred_attrs(ps, attrs, attrs_loc))
		return NULL;
	IrAttr *a;
	IrType *fty = sig_type(ps, sig);
	bool seed = loc.end - loc.start == 4; /* `func @f`, not `func.func @f` */
	if ((a = arg_attr_array(ps, sig->args, seed)))
		add_entry(ps, &props, "arg_attrs", a);
	add_entry(ps, &props, "function_type", ir_attr_type(ps->ctx, fty));
	if ((a = arg_attr_array(ps, sig->results, seed)))
		add_entry(ps, &props, "res_attrs", a);
	IrAttr *sym = symbol_string(ps, name, name_loc);
	if (!sym)
		return NULL;
	add_entry(ps, &props, "sym_name", sym);
	if (vis.p) {
		if (!((vis.n == 7 && !memcmp(vis.p, "private", 7)) ||
		      (vis.n == 6 && !memcmp(vis.p, "public", 6)) ||
		      (vis.n == 6 && !memcmp(vis.p, "nested", 6)))) {
			ps_error(ps, loc.start, "expected 'public', 'private', or 'nested'");
			return NULL;
		}
		add_entry(ps, &props, "sym_visibility", ir_attr_string(ps->ctx, vis.p, vis.n, NULL));
	} else if (!body && seed) {
		/* the seed's external `func @f()` declares a function defined elsewhere:
		   today that is a private declaration */
		add_entry(ps, &props, "sym_visibility", ir_attr_string(ps->ctx, "private", 7, NULL));
	}
	if (body && !region_first_block(body)) {
		ps_error(ps, loc.start, "custom op '%s' expected non-empty function body", op_name->s);
		return NULL;
	}
	/* an entry block label of its own (the seed's way to name the
	   arguments) must match the signature: the verifier checks it */
	TVec *regions = body ? tv_push(ps, NULL, body) : NULL;
	const IrOpDef *def = ir_op_def(ps->ctx, op_name);
	IrAttr *prop_dict = make_dict(ps, props);
	/* `attributes {no_inline}`: an inherent attribute there is a property */
	split_inherent(ps, def, &prop_dict, &attrs);
	/* an op without an inherent visibility (vgf.sequence) keeps it as a
	   discardable attribute, as MLIR's parseFunctionOp does */
	IrIdent *visibility = ir_ident_cstr(ps->ctx, "sym_visibility");
	IrAttr *vis_attr = ir_dict_get(prop_dict, visibility);
	if (vis_attr && !ir_op_def_inherent(ps->ctx, def, visibility)) {
		prop_dict = ir_dict_remove(ps->ctx, prop_dict, visibility);
		attrs = ir_dict_set(ps->ctx, attrs, visibility, vis_attr);
	}
	IrOpState st = {op_name, 0, 0, 0, 1, NULL, NULL, NULL, prop_dict, attrs, l};
	IrOp *op = create_op(ps, &st, loc, regions);
	return op;
}

/* ---- aliases and resources ---- */

bool define_attr_alias(ParseState *ps, Slice name, Loc loc, IrAttr *a)
{
	if (memchr(name.p, '.', name.n)) {
		ps_error(ps, loc.start, "attribute names with a '.' are reserved for dialect-defined names");
		return false;
	}
	void **slot = nm_slot(&ps->attr_aliases, name.p + 1, name.n - 1);
	if (*slot) {
		ps_error(ps, loc.start, "redefinition of attribute alias id '%.*s'", (int)name.n - 1,
		         name.p + 1);
		return false;
	}
	*slot = a;
	return true;
}

bool define_type_alias(ParseState *ps, Slice name, Loc loc, IrType *t)
{
	if (memchr(name.p, '.', name.n)) {
		ps_error(ps, loc.start, "type names with a '.' are reserved for dialect-defined names");
		return false;
	}
	void **slot = nm_slot(&ps->type_aliases, name.p + 1, name.n - 1);
	if (*slot) {
		ps_error(ps, loc.start, "redefinition of type alias id '%.*s'", (int)name.n - 1,
		         name.p + 1);
		return false;
	}
	*slot = t;
	return true;
}

bool meta_section(ParseState *ps, Slice name, Loc loc)
{
	if (!(name.n == 17 && !memcmp(name.p, "dialect_resources", 17)) &&
	    !(name.n == 18 && !memcmp(name.p, "external_resources", 18))) {
		ps_error(ps, loc.start, "unknown key '%.*s' in file metadata dictionary", (int)name.n, name.p);
		return false;
	}
	ps->meta_section = name;
	return true;
}

/* Dialect resources belong to a dialect MLIR knows. */
bool meta_group(ParseState *ps, Slice name, Loc loc)
{
	bool dialect_section = ps->meta_section.n == 17;
	if (dialect_section && !ir_dialect_known(name.p, name.n)) {
		ps_error(ps, loc.start, "dialect '%.*s' is unknown", (int)name.n, name.p);
		return false;
	}
	ps->meta_group = name;
	return true;
}

/* The dialects whose resources are blobs (builtin's, and the test dialect's
   of mlir-opt). */
bool resource_holds_blobs(const ParseState *ps)
{
	Slice g = ps->meta_group;
	return ps->meta_section.n == 17 && ((g.n == 7 && !memcmp(g.p, "builtin", 7)) ||
	                                    (g.n == 4 && !memcmp(g.p, "test", 4)));
}

/* Only the dialects with blobs take resources: any other refuses its group
   where its first entry (or its `}`) is. */
static bool group_refused(ParseState *ps, size_t off)
{
	if (ps->meta_section.n != 17 || resource_holds_blobs(ps))
		return false;
	ps_error(ps, off, "unexpected 'resource' section for dialect '%.*s'", (int)ps->meta_group.n, ps->meta_group.p);
	return true;
}

bool meta_group_end(ParseState *ps, Loc loc)
{
	return !group_refused(ps, loc.start);
}

bool resource_value_error(ParseState *ps, size_t off)
{
	ps_error(ps, off, "expected %s for key '%.*s'", resource_holds_blobs(ps) ? "hex string blob" : "string value",
	         (int)ps->meta_key.n, ps->meta_key.p);
	return false;
}

bool define_resource(ParseState *ps, Slice key, Loc kloc, Slice value, Loc vloc)
{
	size_t kn = key.n, vn = value.n;
	const char *k = key.p, *v = value.p;
	bool is_string = value.p[0] == '"';
	if (group_refused(ps, kloc.start))
		return false;
	if (key.p[0] == '"' && !(k = decode_string(ps, key, kloc, &kn)))
		return false;
	if (is_string && !(v = decode_string(ps, value, vloc, &vn)))
		return false;
	if (!is_string && !(vn == 4 && !memcmp(v, "true", 4)) && !(vn == 5 && !memcmp(v, "false", 5)))
		return resource_value_error(ps, vloc.start);
	/* a blob "0x..." starts with a 4-byte alignment */
	bool hex = is_string && vn >= 2 && v[0] == '0' && v[1] == 'x';
	if (resource_holds_blobs(ps) && !hex) {
		ps_error(ps, vloc.start, "expected hex string blob for key '%.*s'", (int)kn, k);
		return false;
	}
	if (hex && vn < 10) {
		ps_error(ps, vloc.start, "expected hex string blob for key '%.*s' to encode alignment in first 4 bytes",
		         (int)kn, k);
		return false;
	}
	IrResource *r = arena_zalloc(&ps->ctx->arena, sizeof *r);
	r->section = ir_ident(ps->ctx, ps->meta_section.p, ps->meta_section.n);
	r->group = ir_ident(ps->ctx, ps->meta_group.p, ps->meta_group.n);
	r->key = ir_ident(ps->ctx, k, kn);
	r->value = ir_ident(ps->ctx, v, vn);
	r->is_string = is_string;
	*ps->resources_tail = r;
	ps->resources_tail = &r->next;
	return true;
}

/* Replaces placeholder locations by the aliases defined later in the file. */
static bool resolve_deferred(ParseState *ps, IrAttr **loc)
{
	if (!is_deferred_loc(ps, *loc))
		return true;
	IrIdent *name = (*loc)->nloc.name;
	IrAttr *a = nm_get(&ps->attr_aliases, name->s, name->n);
	if (!a || !ir_attr_is_loc(a)) {
		size_t off = (uintptr_t)nm_get(&ps->deferred_locs, name->s, name->n) - 1;
		if (a)
			not_a_location(ps, off, a);
		else
			ps_error(ps, off, "operation location alias was never defined");
		return false;
	}
	*loc = a;
	return true;
}

static bool resolve_op_locations(IrOp *op, void *user)
{
	ParseState *ps = user;
	IrAttr *loc = ir_op_loc_if_set(op);
	if (!resolve_deferred(ps, &loc))
		return false;
	op->loc = ir_ref(loc);
	for (unsigned r = 0; r < ir_op_nregions(op); r++)
		for (IrBlock *b = ir_region_first(&ir_op_regions(op)[r]); b; b = ir_block_next(b))
			for (unsigned i = 0; i < b->nargs; i++) {
				IrBlockArg *arg = ir_value_arg(ir_block_arg(b, i));
				IrAttr *arg_loc = ir_arg_loc_if_set(arg);
				if (!resolve_deferred(ps, &arg_loc))
					return false;
				if (arg_loc)
					ir_arg_set_loc(arg, arg_loc);
			}
	return true;
}

/* ---- entry point ---- */

void ps_cleanup(ParseState *ps)
{
	if (ps->split)
		split_abandon(ps);
	pv_free(&ps->op_stack);
	for (RegionBuild *r = ps->all_regions; r; r = r->next_all)
		region_drop(r);
	for (RegionBuild *r = ps->all_regions, *next; r; r = next) {
		next = r->next_all;
		region_discard(ps, r);
		if (r->outer)
			free(r);
	}
	ssa_abandon(ps);
	nm_free(&ps->attr_aliases);
	nm_free(&ps->distinct_refs);
	nm_free(&ps->deferred_locs);
	nm_free(&ps->type_aliases);
	nm_free(&ps->affine_ids);
	nm_free(&ps->ssa_ids);
	nm_free(&ps->ssa_scope);
	arena_free(&ps->tmp);
	memo_free(&ps->memo);
}

static IrOp *parse_chunk(IrContext *ctx, IrSource *src, bool memo, unsigned *memo_hits);

/* A parse that handed out memoised types and failed is repeated without
   the memo, so that its diagnostics are those of the plain token stream
   (memo.c). */
IrOp *parse_source(IrContext *ctx, IrSource *src)
{
	if (src->len > MICA_MAX_SOURCE) { /* reliability: see parse.h */
		IrSource head = *src; /* the message quotes at most 80 bytes of the first line */
		head.line_starts = NULL;
		for (head.len = 0; head.len < 80 && src->text[head.len] != '\n'; head.len++)
			;
		ir_diag(ctx, IR_DIAG_ERROR, &head, 0, "input is larger than the limit of %u bytes",
		        MICA_MAX_SOURCE);
		free(head.line_starts);
		ctx->last_src = NULL; /* it pointed to head */
		return NULL;
	}
	MemoHold held;
	unsigned hits = 0;
	memo_hold(ctx, &held);
	IrOp *module = parse_chunk(ctx, src, true, &hits);
	memo_release(ctx, &held, module || !hits);
	if (!module && hits)
		module = parse_chunk(ctx, src, false, &hits);
	if (src->progress) /* the parse is over: the pages it kept behind it go too */
		src->progress(src, 0, SIZE_MAX);
	return module;
}

static IrOp *parse_chunk(IrContext *ctx, IrSource *src, bool memo, unsigned *memo_hits)
{
	ParseState ps = {0};
	ps.ctx = ctx;
	ps.src = src;
	ps.src_base = ir_context_source_base(ctx, src);
	ps.progress_next = ps.progress_at = src->progress ? PROGRESS_STEP : UINT32_MAX;
	ps.lx.start = ps.lx.cur = (const unsigned char *)src->text;
	ps.lx.lim = ps.lx.start + src->len;
	ps.resources_tail = &ps.resources;
	ps.pending_start = TOK_START_FILE;
	ps.memo.on = memo;
	ps.memo.seed = ir_hash_seed();
	RegionBuild top = {0};
	ps.region = &top;
	ps.all_regions = &top;
	ssa_push_scope(&ps);
	top.ssa_mark = ssa_mark(&ps);
	int rc = mica_yyparse(&ps);
	*memo_hits = ps.memo.hits;
	if (rc == 0 && !ps.failed && !ssa_pop_scope(&ps, true))
		rc = 1;
	if (rc != 0 || ps.failed) {
		if (!ps.failed) /* Bison ran out of memory */
			ps_error(&ps, (size_t)(ps.lx.cur - ps.lx.start), "input is too deeply nested");
		ps_cleanup(&ps);
		return NULL;
	}
	IrOp *module = NULL;
	IrBlock *b = region_first_block(&top);
	IrOp *only = b && ir_block_first(b) == ir_block_last(b) ? ir_block_first(b) : NULL;
	if (only && !strcmp(ir_op_name(only)->s, "builtin.module")) {
		module = only;
		ir_op_remove(module);
		ir_block_destroy(ctx, b);
		region_body_free(&ps, &top);
	} else {
		IrOpState st = {ir_ident_cstr(ctx, "builtin.module"), 0, 0, 0, 1, NULL, NULL, NULL,
		                NULL, NULL, NULL};
		module = ir_op_create(ctx, &st);
		module->src_pos = ps.src_base;
		/* the implicit module is located where its text starts: at line 0,
		   column 0 for a whole file or a first chunk, else where the chunk
		   starts in the file (just after its split marker), as MLIR's
		   views of the file put it */
		bool first = !src->line_base && !src->col_base;
		module->loc = ir_ref(ir_loc_file(ctx, ir_ident_cstr(ctx, src->name), 2, first ? 0 : src->line_base + 1,
		                                 first ? 0 : (unsigned)src->col_base + 1, 0, 0));
		if (!b)
			region_append_block(&ps, &top, ir_block_create(ctx));
		region_move(&ps, &top, &ir_op_regions(module)[0]);
	}
	ctx->resources = ps.resources; /* they live in the context arena */
	if (ps.deferred_marker && !ir_walk(module, resolve_op_locations, &ps)) {
		ps_cleanup(&ps);
		ir_op_destroy(ctx, module);
		return NULL;
	}
	ps_cleanup(&ps);
	return module;
}
