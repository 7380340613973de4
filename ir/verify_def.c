/* verify_def.c: a registered op checked against its definition (IrOpDef),
   as MLIR's ODS-generated verifiers check attribute kinds, region, result,
   successor and operand counts, parents, required attributes and the
   operand and result type constraints.  The custom printers rely on
   these. */
#include <inttypes.h>

#include "internal.h"
#include "dialect.h"
#include "dialects/shaped.h"

/* The next word of a space-separated list at or after p, its length in
   *len; NULL at the end. */
static const char *next_word(const char *p, size_t *len)
{
	while (p && *p == ' ')
		p++;
	if (!p || !*p)
		return NULL;
	*len = strcspn(p, " ");
	return p;
}

static bool is_operand_group(const IrOpDef *def, const char *s, size_t n)
{
	size_t len;
	for (const char *p = def->operands; (p = next_word(p, &len)); p += len) {
		size_t base = p[len - 1] == '*' || p[len - 1] == '?' ? len - 1 : len;
		if (base == n && !memcmp(p, s, n))
			return true;
	}
	return false;
}

/* Does the format write the type of some result: `type(results)`,
   `functional-type(...)`, or `type($x)` of an $x that is not an operand
   group? */
static bool format_writes_result_types(IrContext *ctx, const IrOpDef *def)
{
	const IrFmtElement *c = ir_fmt(ctx, def)->elems;
	for (IrFmtElement e = ir_fmt_next(&c); e.kind != IR_FMT_END; e = ir_fmt_next(&c)) {
		if (e.kind != IR_FMT_DIRECTIVE || !e.args)
			continue;
		if (ir_fmt_is(&e, "functional-type"))
			return true;
		if (!ir_fmt_is(&e, "type"))
			continue;
		const char *a = e.args;
		size_t n = e.nargs;
		while (n && (*a == '$' || *a == ' '))
			a++, n--;
		if (!(n == 8 && !memcmp(a, "operands", 8)) && !is_operand_group(def, a, n))
			return true;
	}
	return false;
}

/* An attribute named by the format outside optional groups and type
   directives (or as the static list of a dynamic-index-list), that has no
   default: the op requires it.  Calls fn(name, n, user) for each. */
static void for_each_format_attr(IrContext *ctx, const IrOpDef *def, void (*fn)(const char *, size_t, void *),
                                 void *user)
{
	const IrFmtElement *c = ir_fmt(ctx, def)->elems;
	for (IrFmtElement e = ir_fmt_next(&c); e.kind != IR_FMT_END; e = ir_fmt_next(&c)) {
		const char *name = NULL;
		size_t n = 0;
		if (e.kind == IR_FMT_OPEN) {
			ir_fmt_skip_group(&c);
		} else if (e.kind == IR_FMT_VAR) {
			name = e.s;
			n = e.n;
		} else {
			name = ir_fmt_static_list(&e, &n);
		}
		if (!name || !n || is_operand_group(def, name, n) || ir_word_in_list(def->successors, name, n) ||
		    ir_op_def_region_index(def, name, n) >= 0 || ir_word_in_list(def->unit_attrs, name, n) ||
		    ir_word_in_list(def->result_names, name, n))
			continue;
		const char *dv;
		size_t dn;
		if (!ir_op_def_default(def, name, n, &dv, &dn))
			fn(name, n, user);
	}
}

static bool check_operands(const IrOperandGroups *g, const IrOp *op, char *msg, size_t size)
{
	const IrOpDef *def = ir_def(op);
	if ((def->traits & IR_TRAIT_ZERO_OPERANDS) && op->noperands) {
		snprintf(msg, size, "requires zero operands");
		return false;
	}
	if (!def->operands)
		return true;
	unsigned fixed = g->fixed, groups = g->n;
	bool variadic = fixed < groups;
	if (variadic && op->noperands < fixed) { /* AtLeastNOperands, a trait: before the segments */
		snprintf(msg, size, "expected %u or more operands, but found %u", fixed, op->noperands);
		return false;
	}
	if (g->segmented) {
		IrAttr *seg = ir_op_get_attr((IrOp *)op, "operandSegmentSizes");
		if (!seg || seg->kind != IR_ATTR_DENSE_ARRAY || ir_attr_type_of(seg)->kind != IR_TYPE_INTEGER ||
		    ir_attr_type_of(seg)->integer.width != 32) {
			snprintf(msg, size, "requires attribute 'operandSegmentSizes'");
			return false;
		}
		if (seg->darray.n != groups) {
			snprintf(msg, size, "'operandSegmentSizes' attribute for specifying operand segments must have %u elements, but got %u",
			         groups, seg->darray.n);
			return false;
		}
		uint64_t total = 0;
		for (unsigned i = 0; i < seg->darray.n; i++)
			total += (uint32_t)seg->darray.elems[i];
		if (total != op->noperands) {
			snprintf(msg, size, "operand count (%u) does not match with the total size (%" PRIu64
			         ") specified in attribute 'operandSegmentSizes'", op->noperands, total);
			return false;
		}
		return true;
	}
	if (!variadic && fixed == 1 && op->noperands != 1) { /* OneOperand */
		snprintf(msg, size, "requires a single operand");
		return false;
	}
	if (!variadic && op->noperands != fixed) {
		snprintf(msg, size, "expected %u operands, but found %u", fixed, op->noperands);
		return false;
	}
	if (variadic && op->noperands < fixed) {
		snprintf(msg, size, "expected %u or more operands, but found %u", fixed, op->noperands);
		return false;
	}
	return true;
}

/* The attribute kinds of IrOpDef.attr_kinds, their codes there and how
   mlir-opt names them. */
typedef enum {
	K_MAP, K_SET, K_INT, K_BOOL, K_STRING, K_TYPE, K_MEMREF_TYPE, K_ARRAY, K_UNIT, K_INTS, K_DARRAY,
	K_I32ARRAY, K_I32S, K_DENSE, K_ALIGN, K_I32_POSITIVE, K_I32_0_3, K_I32_ANY, K_TYPED, K_SYMBOL, K_I64, K_DICTS, K_ARM_I32S,
	K_COUNT
} AttrKindCode;

static const struct {
	const char *code;
	const char *constraint;
} kinds[K_COUNT] = {
	[K_MAP] = {"map", "AffineMap attribute"},
	[K_SET] = {"set", "IntegerSet attribute"},
	[K_INT] = {"int", "integer attribute"},
	[K_BOOL] = {"bool", "bool attribute"},
	[K_STRING] = {"string", "string attribute"},
	[K_TYPE] = {"type", "type attribute"},
	[K_MEMREF_TYPE] = {"memref_type", "memref type attribute"},
	[K_ARRAY] = {"array", "array attribute"},
	[K_UNIT] = {"unit", "unit attribute"},
	[K_INTS] = {"ints", "64-bit integer array attribute"},
	[K_DARRAY] = {"darray", "i64 dense array attribute"},
	[K_I32ARRAY] = {"i32array", "i32 dense array attribute"},
	[K_I32S] = {"i32s", "32-bit signless integer elements attribute"},
	[K_DENSE] = {"dense", "elements attribute"},
	[K_ALIGN] = {"align", "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0"},
	[K_I32_POSITIVE] = {"i32_positive", "32-bit signless integer attribute whose value is positive"},
	[K_I32_0_3] = {"i32_0_3", "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"},
	[K_I32_ANY] = {"i32_any", "32-bit signless integer attribute"},
	[K_TYPED] = {"typed", "integer or floating-point attribute"},
	[K_SYMBOL] = {"symbol", "flat symbol reference attribute"},
	[K_I64] = {"i64", "64-bit signless integer attribute"},
	[K_DICTS] = {"dicts", "Array of dictionary attributes"},
	[K_ARM_I32S] = {"arm_i32s", "32-bit signless integer elements attribute of a rank-1 tensorArm"},
};

static bool is_int_of_width(const IrType *t, unsigned width)
{
	return t->kind == IR_TYPE_INTEGER && t->integer.width == width;
}

static bool is_signless_int_of_width(const IrAttr *a, unsigned width)
{
	return a->kind == IR_ATTR_INTEGER && is_int_of_width(ir_attr_type_of(a), width) &&
	       ir_attr_type_of(a)->integer.sign == IR_SIGNLESS;
}

static bool all_elements_of_kind(const IrAttr *a, IrAttrKind kind)
{
	for (unsigned i = 0; a->kind == IR_ATTR_ARRAY && i < a->array.n; i++)
		if (a->array.elems[i]->kind != kind)
			return false;
	return a->kind == IR_ATTR_ARRAY;
}

static bool has_kind(const IrAttr *a, AttrKindCode k)
{
	switch (k) {
	case K_MAP: return a->kind == IR_ATTR_AFFINE_MAP;
	case K_SET: return a->kind == IR_ATTR_INTEGER_SET;
	case K_INT: return a->kind == IR_ATTR_INTEGER;
	case K_BOOL: return a->kind == IR_ATTR_BOOL;
	case K_STRING: return a->kind == IR_ATTR_STRING;
	case K_TYPE: return a->kind == IR_ATTR_TYPE;
	case K_ARRAY: return a->kind == IR_ATTR_ARRAY;
	case K_UNIT: return a->kind == IR_ATTR_UNIT;
	case K_SYMBOL: return a->kind == IR_ATTR_SYMBOL_REF && a->symref.n == 1;
	case K_MEMREF_TYPE: return a->kind == IR_ATTR_TYPE && a->tval->kind == IR_TYPE_MEMREF;
	case K_I64: return is_signless_int_of_width(a, 64);
	case K_DICTS: return all_elements_of_kind(a, IR_ATTR_DICT);
	case K_INTS: return all_elements_of_kind(a, IR_ATTR_INTEGER);
	case K_ALIGN: {
		int64_t v = is_signless_int_of_width(a, 64) ? (int64_t)a->words[0] : 0;
		return v > 0 && !(v & (v - 1));
	}
	case K_I32_POSITIVE: return is_signless_int_of_width(a, 32) && (int32_t)a->words[0] > 0;
	case K_I32_0_3: return is_signless_int_of_width(a, 32) && (int32_t)a->words[0] >= 0 && (int32_t)a->words[0] <= 3;
	case K_I32_ANY: return is_signless_int_of_width(a, 32);
	case K_TYPED: return a->kind == IR_ATTR_INTEGER || a->kind == IR_ATTR_FLOAT;
	case K_DARRAY: return a->kind == IR_ATTR_DENSE_ARRAY && is_int_of_width(ir_attr_type_of(a), 64);
	case K_I32ARRAY: return a->kind == IR_ATTR_DENSE_ARRAY && is_int_of_width(ir_attr_type_of(a), 32);
	case K_I32S: return a->kind == IR_ATTR_DENSE && ir_type_num_elements(ir_attr_type_of(a)) >= 0 &&
		                   is_int_of_width(ir_attr_type_of(a)->shaped.elem, 32);
	case K_DENSE: return a->kind == IR_ATTR_DENSE && ir_type_num_elements(ir_attr_type_of(a)) >= 0;
	case K_ARM_I32S: {
		const IrType *at = ir_attr_type_of(a);
		const IrType *shape = a->kind == IR_ATTR_DENSE && at->kind == IR_TYPE_DIALECT ? ir_type_shape_of(at) : NULL;
		return shape && shape != at && shape->kind == IR_TYPE_TENSOR && shape->shaped.rank == 1 &&
		       shape->shaped.dims[0] >= 0 && is_int_of_width(shape->shaped.elem, 32) &&
		       shape->shaped.elem->integer.sign == IR_SIGNLESS;
	}
	case K_COUNT: break;
	}
	die("attribute kind %d", (int)k);
}

/* Is a of the attribute class (MLIR's storage type) that kind k stands for?
   What the class alone cannot say (a width, a value) is the verifier's:
   `true` is an IntegerAttr, and the elements kinds are stored as
   DenseIntElementsAttr, dense integers of any width. */
static bool has_storage_of(const IrAttr *a, AttrKindCode k)
{
	switch (k) {
	case K_INT: case K_I64: case K_ALIGN: case K_I32_POSITIVE: case K_I32_0_3: case K_I32_ANY:
		return a->kind == IR_ATTR_INTEGER || a->kind == IR_ATTR_BOOL;
	case K_INTS: case K_DICTS:
		return a->kind == IR_ATTR_ARRAY;
	case K_MEMREF_TYPE:
		return a->kind == IR_ATTR_TYPE;
	case K_DENSE: case K_I32S:
		return a->kind == IR_ATTR_DENSE && ir_type_is_int_or_index(ir_attr_type_of(a)->shaped.elem);
	case K_ARM_I32S:
		return a->kind == IR_ATTR_DENSE;
	default:
		return has_kind(a, k);
	}
}

static int kind_index(const char *code, size_t n)
{
	for (int k = 0; k < K_COUNT; k++)
		if (strlen(kinds[k].code) == n && !memcmp(kinds[k].code, code, n))
			return k;
	return -1;
}

bool ir_attr_kind_known(const char *code, size_t n)
{
	return kind_index(code, n) >= 0;
}

/* Is a the dialect's enum attribute `#ns.mn<...>`? */
static bool is_enum_attr(const IrAttr *a, const char *ns, size_t nsl, const char *mn, size_t ml)
{
	return a->kind == IR_ATTR_DIALECT && a->dialect.ns->n == nsl && !memcmp(a->dialect.ns->s, ns, nsl) &&
	       a->dialect.body->n > ml && !memcmp(a->dialect.body->s, mn, ml) && a->dialect.body->s[ml] == '<';
}

/* An integer enum (MLIR's I64EnumAttr, I32EnumAttr) is an integer of its
   width holding one of its values. */
static bool is_int_enum_value(const IrOpDef *def, const char *name, size_t n, const IrAttr *a)
{
	const char *kw;
	size_t kwn;
	return a->kind == IR_ATTR_INTEGER && is_int_of_width(ir_attr_type_of(a), ir_op_def_int_enum_width(def, name, n)) &&
	       ir_attr_type_of(a)->integer.sign == IR_SIGNLESS && ir_op_def_int_enum_keyword(def, name, n, (int64_t)a->words[0], &kw, &kwn);
}

/* The enum `#ns.mn<...>` of a registered dialect's IrDialect.enums: how
   MLIR describes it, its C++ name and values; NULL if mica knows none. */
static const IrDialectEnum *known_enum(const char *ns, size_t nsl, const char *mn, size_t ml)
{
	const IrDialect *d = ir_dialect_find(ns, nsl);
	for (const IrDialectEnum *e = d ? d->enums : NULL; e && e->mnemonic; e++)
		if (strlen(e->mnemonic) == ml && !memcmp(e->mnemonic, mn, ml))
			return e;
	return NULL;
}

/* Is the value in `mnemonic<VALUE>` one of the enum's (a list "A, B")? */
static bool known_enum_value(const IrDialectEnum *k, const IrIdent *body, size_t ml)
{
	const char *v = body->s + ml + 1;
	size_t vn = body->n - ml - 2;
	for (const char *p = k->values; *p;) {
		size_t len = strcspn(p, ",");
		if (len == vn && !memcmp(p, v, vn))
			return true;
		p += len;
		p += strspn(p, ", ");
	}
	return false;
}

/* What a definition says of its attributes, read once per context: the
   kinds of attr_kinds in their order, the enums and the integer enums. */
typedef struct {
	IrIdent *name;
	int kind;               /* attr_kinds: an AttrKindCode, -1 for a kind mica lacks */
	const char *ns, *mn;    /* enums: the attribute is `#ns.mn<...>` */
	size_t nsl, ml;
	const IrDialectEnum *known; /* enums: what MLIR says of it, if mica knows */
} AttrFact;

typedef struct AttrFacts {
	unsigned nkinds, nenums, nint_enums;
	AttrFact *kinds, *enums, *int_enums;
	/* the dialect's own rules of property conversion (IrDialect.attr_storage_fits) */
	bool (*storage_fits)(IrContext *ctx, const IrOpDef *def, const IrIdent *name, const IrAttr *a);
} AttrFacts;

static AttrFact *new_facts(IrContext *ctx, unsigned n)
{
	return n ? arena_zalloc(&ctx->arena, n * sizeof(AttrFact)) : NULL;
}

static unsigned count_entries(const char *list)
{
	const char *name, *val;
	size_t n, vn;
	unsigned count = 0;
	for (const char *d = list; (d = ir_op_def_next_entry(d, &name, &n, &val, &vn));)
		count++;
	return count;
}

static const AttrFacts *attr_facts(IrContext *ctx, const IrOpDef *def)
{
	IrDefFacts *facts = ir_def_facts(ctx, def);
	const void *known = FACT_GET(facts->attrs);
	if (known)
		return known;
	AttrFacts *f = arena_zalloc(&ctx->arena, sizeof *f);
	size_t len;
	for (const char *p = def->attr_kinds; (p = next_word(p, &len)); p += len)
		f->nkinds++;
	f->kinds = new_facts(ctx, f->nkinds);
	unsigned i = 0;
	for (const char *p = def->attr_kinds; (p = next_word(p, &len)); p += len, i++) {
		const char *colon = memchr(p, ':', len);
		size_t nl = (size_t)(colon - p);
		f->kinds[i].name = ir_ident(ctx, p, nl);
		f->kinds[i].kind = kind_index(colon + 1, len - nl - 1);
	}
	const char *name, *val;
	size_t n, vn;
	f->enums = new_facts(ctx, count_entries(def->enums));
	for (const char *d = def->enums; (d = ir_op_def_next_entry(d, &name, &n, &val, &vn));) {
		AttrFact *e = &f->enums[f->nenums++];
		e->name = ir_ident(ctx, name, n);
		ir_op_def_enum_in(def, name, n, &e->ns, &e->nsl, &e->mn, &e->ml);
		e->known = known_enum(e->ns, e->nsl, e->mn, e->ml);
	}
	f->int_enums = new_facts(ctx, count_entries(def->int_enums));
	for (const char *d = def->int_enums; (d = ir_op_def_next_entry(d, &name, &n, &val, &vn));)
		f->int_enums[f->nint_enums++].name = ir_ident(ctx, name, n);
	const IrDialect *dialect = ir_ident_cstr(ctx, def->name)->dialect;
	f->storage_fits = dialect ? dialect->attr_storage_fits : NULL;
	FACT_SET(facts->attrs, f);
	return f;
}

static const AttrFact *find_fact(const AttrFact *v, unsigned n, const IrIdent *name)
{
	for (unsigned i = 0; i < n; i++)
		if (v[i].name == name)
			return &v[i];
	return NULL;
}

bool ir_op_def_attr_storage_fits(IrContext *ctx, const IrOpDef *def, const IrIdent *name, const IrAttr *a)
{
	const AttrFacts *f = attr_facts(ctx, def);
	if (find_fact(f->int_enums, f->nint_enums, name))
		return is_int_enum_value(def, name->s, name->n, a);
	const AttrFact *e = find_fact(f->enums, f->nenums, name);
	if (e)
		return is_enum_attr(a, e->ns, e->nsl, e->mn, e->ml);
	if (f->storage_fits)
		return f->storage_fits(ctx, def, name, a);
	const AttrFact *k = find_fact(f->kinds, f->nkinds, name);
	return !k || k->kind < 0 || has_storage_of(a, k->kind);
}

static bool check_attr_kinds(const AttrFacts *f, const IrOp *op, char *msg, size_t size)
{
	for (unsigned i = 0; i < f->nkinds; i++) {
		const IrIdent *name = f->kinds[i].name;
		int k = f->kinds[i].kind;
		if (k < 0)
			die("%s: unknown attribute kind of %s", ir_def(op)->name, name->s);
		IrAttr *a = ir_op_get_attr_id(op, name);
		if (a && !has_kind(a, k)) {
			snprintf(msg, size, "attribute '%s' failed to satisfy constraint: %s", name->s, kinds[k].constraint);
			return false;
		}
	}
	return true;
}

/* What ir_op_def_check needs of a definition, worked out once per context
   (the definition is text, and reading it for every op was most of the
   check's time): the counts its names give and the attributes it
   requires, IrOpDef.required and then those of the format, uniqued. */
typedef struct CheckFacts {
	const AttrFacts *attrs;
	const IrOperandGroups *operands; /* NULL without IrOpDef.operands */
	bool writes_result_types;        /* the format writes the type of some result */
	unsigned regions, results, result_words, successors; /* fixed ones; all result names */
	bool variadic_regions, variadic_results, variadic_successors;
	unsigned nrequired;
	IrIdent **required;
} CheckFacts;

/* How many names of list (IrOpDef.regions, .successors, .result_names) do
   not end in one of the marks of a variadic name (or, with words, how many
   names in all); *variadic when some does. */
static unsigned count_fixed(const char *list, const char *marks, bool *variadic, unsigned *words)
{
	unsigned fixed = 0, all = 0;
	size_t len;
	*variadic = false;
	for (const char *p = list; (p = next_word(p, &len)); p += len, all++) {
		bool v = strchr(marks, p[len - 1]) != NULL;
		*variadic |= v;
		fixed += !v;
	}
	if (words)
		*words = all;
	return fixed;
}

/* The number of regions (ODS's NRegions trait, or AtLeastNRegions when
   the last region name ends in `*`). */
static bool check_regions(const CheckFacts *f, const IrOp *op, char *msg, size_t size)
{
	unsigned want = f->regions;
	if (f->variadic_regions && ir_op_nregions(op) < want) {
		snprintf(msg, size, "expected %u or more regions", want);
		return false;
	}
	if (!f->variadic_regions && ir_op_nregions(op) != want) {
		if (want == 1)
			snprintf(msg, size, "requires one region");
		else
			snprintf(msg, size, "expected %u regions", want);
		return false;
	}
	return true;
}

/* A region name ending in `?` may be empty; the others hold one block
   (ODS's SizedRegion<1>, checked after the operand and result types), as
   do all the regions a last name ending in `*` stands for. */
static bool check_region_blocks(IrContext *ctx, IrOp *op)
{
	const IrOpDef *def = ir_def(op);
	unsigned i = 0;
	size_t len;
	for (const char *p = def->regions; (p = next_word(p, &len)) && i < ir_op_nregions(op); p += len, i++) {
		bool may_be_empty = p[len - 1] == '?', variadic = p[len - 1] == '*';
		size_t nl = may_be_empty || variadic ? len - 1 : len;
		for (unsigned k = i; k < (variadic ? ir_op_nregions(op) : i + 1); k++) {
			const IrRegion *r = &ir_op_regions(op)[k];
			if (!may_be_empty && (!ir_region_first(r) || ir_region_first(r) != ir_region_last(r))) {
				ir_emit_op_error(ctx, op, "region #%u ('%.*s') failed to verify constraint: region with 1 blocks", k,
				                 (int)nl, p);
				return false;
			}
		}
	}
	return true;
}


/* An enum attribute (IrOpDef.enums) is `#ns.mnemonic<...>` of its enum's
   dialect, and arith's flag enums name known flags only. */
static bool check_enums(IrContext *ctx, const AttrFacts *f, const IrOp *op, char *msg, size_t size)
{
	IrAttr *props = ir_op_props(op) && ir_op_props(op)->kind == IR_ATTR_DICT ? ir_op_props(op) : NULL;
	for (unsigned i = 0; props && f->nenums && i < props->dict.n; i++) {
		const IrIdent *name = ir_dict_name(props, i);
		const IrAttr *a = ir_dict_value(props, i);
		const AttrFact *e = find_fact(f->enums, f->nenums, name);
		if (!e)
			continue;
		const char *ns = e->ns, *mn = e->mn;
		size_t nsl = e->nsl, ml = e->ml;
		const IrDialectEnum *k = e->known;
		/* a registered dialect's enum is one it could read */
		bool ok = is_enum_attr(a, ns, nsl, mn, ml) && (!k || k->values || a->dialect.params);
		if (ok && k && k->values && !known_enum_value(k, a->dialect.body, ml)) {
			/* MLIR's parser says so at the value (found by the roundtrip
			   fuzz target: an unknown value printed as a bare keyword) */
			snprintf(msg, size, "expected ::mlir::%.*s::%s to be one of: %s", (int)nsl, ns, k->cpp_name, k->values);
			return false;
		}
		if (!ok) {
			if (k)
				snprintf(msg, size, "attribute '%s' failed to satisfy constraint: %s", name->s, k->description);
			else
				snprintf(msg, size, "attribute '%s' failed to satisfy constraint: #%.*s.%.*s attribute", name->s,
				         (int)nsl, ns, (int)ml, mn);
			return false;
		}
	}
	return true;
}

/* NResults and AtLeastNResults of ops whose results result_names lists
   (two or more, `*` after a variadic one). */
static bool check_result_count(const CheckFacts *f, const IrOp *op, char *msg, size_t size)
{
	unsigned fixed = f->results;
	if (f->result_words < 2 || (f->variadic_results ? op->nresults >= fixed : op->nresults == fixed))
		return true;
	snprintf(msg, size, f->variadic_results ? "expected %u or more results" : "expected %u results", fixed);
	return false;
}

/* OneSuccessor, NSuccessors and (a last name ending in `*`)
   AtLeastNSuccessors of the ops that name their successors. */
static bool check_successor_count(const CheckFacts *f, const IrOp *op, char *msg, size_t size)
{
	unsigned want = f->successors;
	if (f->variadic_successors && ir_op_nsuccs(op) < want) {
		snprintf(msg, size, "requires at least %u successors but found %u", want, ir_op_nsuccs(op));
		return false;
	}
	if (f->variadic_successors || ir_op_nsuccs(op) == want) /* none named: ZeroSuccessors */
		return true;
	snprintf(msg, size, "requires %u successor%s but found %u", want, want == 1 ? "" : "s", ir_op_nsuccs(op));
	return false;
}

/* HasParent and ParentOneOf (IrOpDef.parents). */
static bool check_parent(const IrOp *op, char *msg, size_t size)
{
	const char *list = ir_def(op)->parents;
	IrOp *p = ir_op_parent((IrOp *)op);
	if (!list || (p && ir_word_in_list(list, ir_op_name(p)->s, ir_op_name(p)->n)))
		return true;
	if (!strchr(list, ' ')) {
		snprintf(msg, size, "expects parent op '%s'", list);
		return false;
	}
	StrBuf b = {0};
	size_t len;
	for (const char *w = list; (w = next_word(w, &len)); w += len)
		sb_printf(&b, "%s%.*s", b.len ? ", " : "", (int)len, w);
	sb_putc(&b, '\0');
	snprintf(msg, size, "expects parent op to be one of '%s'", b.s);
	sb_free(&b);
	return false;
}

static void add_required(const char *name, size_t n, void *user)
{
	PtrVec *required = user;
	pv_push(required, (void *)name);
	pv_push(required, (void *)n);
}

static const CheckFacts *check_facts(IrContext *ctx, const IrOp *op)
{
	const IrOpDef *def = ir_def(op);
	IrDefFacts *facts = ir_op_def_facts(ctx, op);
	const void *known = FACT_GET(facts->checks);
	if (known)
		return known;
	CheckFacts *f = arena_zalloc(&ctx->arena, sizeof *f);
	f->attrs = attr_facts(ctx, def);
	f->operands = def->operands ? ir_op_def_operand_groups(ctx, def) : NULL;
	f->writes_result_types = def->format && format_writes_result_types(ctx, def);
	f->regions = count_fixed(def->regions, "*", &f->variadic_regions, NULL);
	f->results = count_fixed(def->result_names, "*?", &f->variadic_results, &f->result_words);
	f->successors = count_fixed(def->successors, "*", &f->variadic_successors, NULL);
	PtrVec required = {0}; /* name and length pairs */
	size_t len;
	for (const char *p = def->required; (p = next_word(p, &len)); p += len)
		add_required(p, len, &required);
	if (def->format)
		for_each_format_attr(ctx, def, add_required, &required);
	f->nrequired = (unsigned)(required.n / 2);
	f->required = arena_zalloc(&ctx->arena, (f->nrequired + 1) * sizeof *f->required);
	for (unsigned i = 0; i < f->nrequired; i++)
		f->required[i] = ir_ident(ctx, required.v[2 * i], (size_t)required.v[2 * i + 1]);
	pv_free(&required);
	FACT_SET(facts->checks, f);
	return f;
}

bool ir_op_def_check(IrContext *ctx, const IrOp *op, char *msg, size_t size)
{
	const IrOpDef *def = ir_def(op);
	if (!def)
		return true;
	const CheckFacts *facts = check_facts(ctx, op);
	/* MLIR verifies the inherent attributes on entering the op, before its
	   traits */
	if (!check_attr_kinds(facts->attrs, op, msg, size) || !check_enums(ctx, facts->attrs, op, msg, size))
		return false;
	if (def->regions && !check_regions(facts, op, msg, size))
		return false;
	/* ZeroRegions: an op without region names has none (a hand-written
	   form with structure checks of its own counts its regions there) */
	if (!def->regions && ir_op_nregions(op) && !def->check) {
		snprintf(msg, size, "requires zero regions");
		return false;
	}
	if (def->one_result && op->nresults != 1) { /* MLIR's OneResult comes before the operand counts */
		snprintf(msg, size, "requires one result");
		return false;
	}
	/* a format that writes no result type and infers none has no results
	   (MLIR's ZeroResults; found by the roundtrip fuzz target: `%1 = cf.br`
	   does not read back) */
	if (op->nresults && ((def->traits & IR_TRAIT_ZERO_RESULTS) ||
	                     (def->format && def->infer == IR_INFER_NONE && !facts->writes_result_types))) {
		snprintf(msg, size, "requires zero results");
		return false;
	}
	if (!check_result_count(facts, op, msg, size) || !check_successor_count(facts, op, msg, size) ||
	    !check_operands(facts->operands, op, msg, size) || !check_parent(op, msg, size))
		return false;
	if ((def->traits & IR_TRAIT_TERMINATOR) && op->next) { /* IsTerminator */
		snprintf(msg, size, "must be the last operation in the parent block");
		return false;
	}
	/* the other structural traits: SingleBlock, NoRegionArguments */
	for (unsigned i = 0; (def->traits & IR_TRAIT_SINGLE_BLOCK) && i < ir_op_nregions(op); i++) {
		IrBlock *only = ir_region_first(&ir_op_regions(op)[i]);
		if (only != ir_region_last(&ir_op_regions(op)[i])) {
			snprintf(msg, size, "expects region #%u to have 0 or 1 blocks", i);
			return false;
		}
		if (only && !ir_block_first(only) && !(def->traits & IR_TRAIT_NO_TERMINATOR)) {
			snprintf(msg, size, "expects a non-empty block");
			return false;
		}
	}
	for (unsigned i = 0; (def->traits & IR_TRAIT_NO_REGION_ARGS) && i < ir_op_nregions(op); i++)
		if (ir_region_first(&ir_op_regions(op)[i]) && ir_region_first(&ir_op_regions(op)[i])->nargs) {
			if (ir_op_nregions(op) > 1)
				snprintf(msg, size, "region #%u should have no arguments", i);
			else
				snprintf(msg, size, "region should have no arguments");
			return false;
		}
	for (unsigned i = 0; i < facts->nrequired; i++)
		if (!ir_op_get_attr_id(op, facts->required[i])) {
			snprintf(msg, size, "requires attribute '%s'", facts->required[i]->s);
			return false;
		}
	/* the Symbol trait: a symbol lives in a symbol table */
	return !(def->traits & IR_TRAIT_SYMBOL) || ir_symbol_check(op, false, msg, size);
}

/* ---- ODS type constraints (IrOpDef.types) ---- */

static bool is_static_shaped(const IrType *t)
{
	for (unsigned i = 0; i < t->shaped.rank; i++)
		if (t->shaped.dims[i] == IR_DYNAMIC)
			return false;
	return true;
}

/* The element of a ranked shaped type of kind `kind` and rank `rank`
   (any rank when negative), or NULL. */
static const IrType *elem_of_rank(const IrType *t, IrTypeKind kind, int rank)
{
	return t->kind == kind && (rank < 0 || t->shaped.rank == (unsigned)rank) ? t->shaped.elem : NULL;
}

static bool is_int_or_index(const IrType *t)
{
	return t && (vt_is_signless_int(t, 0) || t->kind == IR_TYPE_INDEX);
}

/* The kinds of IrOpDef.types, in the words of MLIR's constraint summaries. */
typedef enum { T_INDEX, T_I1, T_NUM, T_INT_OR_INDEX, T_FUNCTION, T_MEMREF, T_ANYMEMREF, T_SMEMREF, T_SMEMREF0, T_MEMREF1D, T_NUM_MEMREF, T_DIM_MEMREF, T_STATIC_MEMREF, T_BYTE_MEMREF, T_SHAPE_MEMREF, T_TENSOR, T_RTENSOR, T_DIM_TENSOR, T_NUM_TENSOR, T_STATIC_TENSOR, T_SHAPE_TENSOR, T_INDEX_TENSOR, T_FLOAT, T_COMPLEX, T_COMPLEX_FLOAT, T_COUNT } TypeKind;
static const struct {
	const char *code;
	const char *summary;
} type_kinds[T_COUNT] = {
	[T_INDEX] = {"index", "index"},
	[T_I1] = {"i1", "1-bit signless integer"},
	[T_NUM] = {"num", "signless integer or floating-point"},
	[T_INT_OR_INDEX] = {"int_or_index", "signless integer or index"},
	[T_FUNCTION] = {"function", "function type"},
	[T_MEMREF] = {"memref", "memref of any type values"},
	[T_ANYMEMREF] = {"anymemref", "ranked or unranked memref of any type values"},
	[T_SMEMREF] = {"smemref", "strided memref of any type values"},
	[T_SMEMREF0] = {"smemref0", "strided memref of any type values of rank 0"},
	[T_MEMREF1D] = {"memref1d", "1D memref of any type values"},
	[T_NUM_MEMREF] = {"num_memref", "memref of signless integer or floating-point values"},
	[T_DIM_MEMREF] = {"dim_memref", "unranked.memref of any type values or non-0-ranked.memref of any type values"},
	[T_STATIC_MEMREF] = {"static_memref", "statically shaped memref of any type values"},
	[T_BYTE_MEMREF] = {"byte_memref", "1D memref of 8-bit signless integer values"},
	[T_SHAPE_MEMREF] = {"shape_memref", "1D memref of signless integer or index values"},
	[T_TENSOR] = {"tensor", "tensor of any type values"},
	[T_RTENSOR] = {"rtensor", "ranked tensor of any type values"},
	[T_DIM_TENSOR] = {"dim_tensor", "non-0-ranked or unranked tensor"},
	[T_NUM_TENSOR] = {"num_tensor", "tensor of signless integer or unsigned integer or signed integer or floating-point values"},
	[T_STATIC_TENSOR] = {"static_tensor", "statically shaped tensor of any type values"},
	[T_SHAPE_TENSOR] = {"shape_tensor", "1D tensor of signless integer or index values"},
	[T_INDEX_TENSOR] = {"index_tensor", "ranked tensor of signless integer or index values"},
	[T_FLOAT] = {"float", "floating-point"},
	[T_COMPLEX] = {"complex", "complex-type"},
	[T_COMPLEX_FLOAT] = {"complex_float", "complex type with floating-point elements"},
};

static bool type_satisfies(TypeKind k, const IrType *t)
{
	int64_t strides[VS_MAX_RANK], offset;
	switch (k) {
	case T_INDEX:
		return t->kind == IR_TYPE_INDEX;
	case T_I1:
		return vt_is_signless_int(t, 1);
	case T_NUM:
		return vt_is_signless_int(t, 0) || t->kind == IR_TYPE_FLOAT;
	case T_INT_OR_INDEX:
		return is_int_or_index(t);
	case T_FUNCTION:
		return t->kind == IR_TYPE_FUNCTION;
	case T_MEMREF:
		return t->kind == IR_TYPE_MEMREF;
	case T_ANYMEMREF:
		return t->kind == IR_TYPE_MEMREF || t->kind == IR_TYPE_UNRANKED_MEMREF;
	case T_SMEMREF: /* StridedMemRefOf */
		return t->kind == IR_TYPE_MEMREF && (t->shaped.rank > VS_MAX_RANK || vs_strides_and_offset(t, strides, &offset));
	case T_SMEMREF0:
		return type_satisfies(T_SMEMREF, t) && t->shaped.rank == 0;
	case T_MEMREF1D:
		return elem_of_rank(t, IR_TYPE_MEMREF, 1);
	case T_NUM_MEMREF:
		return t->kind == IR_TYPE_MEMREF && type_satisfies(T_NUM, t->shaped.elem);
	case T_DIM_MEMREF:
		return t->kind == IR_TYPE_UNRANKED_MEMREF || (t->kind == IR_TYPE_MEMREF && t->shaped.rank);
	case T_STATIC_MEMREF:
		return t->kind == IR_TYPE_MEMREF && is_static_shaped(t);
	case T_BYTE_MEMREF: {
		const IrType *e = elem_of_rank(t, IR_TYPE_MEMREF, 1);
		return e && vt_is_signless_int(e, 8);
	}
	case T_SHAPE_MEMREF:
		return is_int_or_index(elem_of_rank(t, IR_TYPE_MEMREF, 1));
	case T_TENSOR:
		return vt_is_tensor(t);
	case T_RTENSOR:
		return t->kind == IR_TYPE_TENSOR;
	case T_DIM_TENSOR:
		return t->kind == IR_TYPE_UNRANKED_TENSOR || (t->kind == IR_TYPE_TENSOR && t->shaped.rank);
	case T_NUM_TENSOR:
		return vt_is_tensor(t) && (t->shaped.elem->kind == IR_TYPE_INTEGER || t->shaped.elem->kind == IR_TYPE_FLOAT);
	case T_STATIC_TENSOR:
		return t->kind == IR_TYPE_TENSOR && is_static_shaped(t);
	case T_SHAPE_TENSOR:
		return is_int_or_index(elem_of_rank(t, IR_TYPE_TENSOR, 1));
	case T_INDEX_TENSOR:
		return is_int_or_index(elem_of_rank(t, IR_TYPE_TENSOR, -1));
	case T_FLOAT:
		return t->kind == IR_TYPE_FLOAT;
	case T_COMPLEX:
		return t->kind == IR_TYPE_COMPLEX;
	case T_COMPLEX_FLOAT:
		return t->kind == IR_TYPE_COMPLEX && t->elem->kind == IR_TYPE_FLOAT;
	case T_COUNT: break;
	}
	die("type constraint %d", (int)k);
}

/* The kind of a constraint's code, -1 for none of them. */
static int type_kind_index(const char *code, size_t n)
{
	for (int k = 0; k < T_COUNT; k++)
		if (strlen(type_kinds[k].code) == n && !memcmp(type_kinds[k].code, code, n))
			return k;
	return -1;
}

bool ir_type_constraint_known(const char *code, size_t n)
{
	return type_kind_index(code, n) >= 0;
}

static TypeKind type_kind_of(const char *code, size_t n)
{
	int k = type_kind_index(code, n);
	if (k < 0)
		die("unknown type constraint %.*s", (int)n, code);
	return (TypeKind)k;
}

/* The constraint IrOpDef.types gives operand group `name` (or, with
   operand_types, `index` or `i1`), copied to code; false if none. */
static bool group_constraint(const IrOpDef *def, const char *name, size_t n, char *code, size_t size)
{
	size_t len;
	for (const char *p = def->types; (p = next_word(p, &len)) && strncmp(p, "->", 2); p += len) {
		const char *colon = memchr(p, ':', len);
		if (colon && (size_t)(colon - p) == n && !memcmp(p, name, n)) {
			snprintf(code, size, "%.*s", (int)(len - n - 1), colon + 1);
			return true;
		}
	}
	for (const char *d = def->operand_types; d && *d;) {
		const char *eq = strchr(d, '='), *end = strchr(d, ';');
		size_t vl = end ? (size_t)(end - eq - 1) : strlen(eq + 1);
		bool simple = (vl == 5 && !memcmp(eq + 1, "index", 5)) || (vl == 2 && !memcmp(eq + 1, "i1", 2));
		if (simple && (size_t)(eq - d) == n && !memcmp(d, name, n)) {
			snprintf(code, size, "%.*s", (int)vl, eq + 1);
			return true;
		}
		d = end ? end + 1 : eq + 1 + vl;
	}
	return false;
}

static bool type_error(IrContext *ctx, IrOp *op, const char *what, unsigned i, bool variadic, TypeKind kind,
                       IrType *t)
{
	char *text = vt_type_text(t);
	ir_emit_op_error(ctx, op, "%s #%u must be %s%s, but got '%s'", what, i, variadic ? "variadic of " : "",
	                 type_kinds[kind].summary, text);
	free(text);
	return false;
}

/* What ir_op_def_check_types needs of a definition, read once per context:
   the operand groups with their constraints, and the result constraints
   (the last one stands for the results after it). */
typedef struct {
	int kind;         /* a TypeKind, -1: unconstrained */
	bool variadic;    /* `*` (printed as "variadic of") */
	bool optional;    /* `?` */
} GroupFacts;
typedef struct TypeFacts {
	unsigned ngroups, fixed, variadic, nresults;
	bool segmented;
	GroupFacts *groups;
	GroupFacts *results;
} TypeFacts;

static const TypeFacts *type_facts(IrContext *ctx, const IrOp *op)
{
	const IrOpDef *def = ir_def(op);
	IrDefFacts *facts = ir_op_def_facts(ctx, op);
	const void *known = FACT_GET(facts->types);
	if (known)
		return known;
	TypeFacts *f = arena_zalloc(&ctx->arena, sizeof *f);
	const IrOperandGroups *og = ir_op_def_operand_groups(ctx, def);
	f->ngroups = og->n;
	f->fixed = og->fixed;
	f->variadic = og->n - og->fixed;
	f->segmented = og->segmented;
	f->groups = arena_zalloc(&ctx->arena, (f->ngroups + 1) * sizeof *f->groups);
	char code[32];
	for (unsigned g = 0; g < og->n; g++) {
		const IrOperandGroup *group = &og->groups[g];
		f->groups[g].variadic = group->variadic && group->s[group->len] == '*';
		f->groups[g].optional = group->variadic && group->s[group->len] == '?';
		f->groups[g].kind = group_constraint(def, group->s, group->len, code, sizeof code)
		                    ? (int)type_kind_of(code, strlen(code)) : -1;
	}
	size_t len;
	const char *r = def->types ? strstr(def->types, "->") : NULL;
	for (const char *p = r ? r + 2 : NULL; (p = next_word(p, &len)); p += len)
		f->nresults++;
	f->results = arena_zalloc(&ctx->arena, (f->nresults + 1) * sizeof *f->results);
	unsigned i = 0;
	for (const char *p = r ? r + 2 : NULL; (p = next_word(p, &len)); p += len, i++) {
		bool v = p[len - 1] == '*';
		f->results[i].variadic = v;
		f->results[i].kind = (int)type_kind_of(p, len - v);
	}
	FACT_SET(facts->types, f);
	return f;
}

bool ir_op_def_check_types(IrContext *ctx, IrOp *op)
{
	const IrOpDef *def = ir_def(op);
	if (!def)
		return true;
	const TypeFacts *f = type_facts(ctx, op);
	IrAttr *seg = f->segmented ? ir_op_get_attr(op, "operandSegmentSizes") : NULL;
	/* without segments, the groups' sizes are known when at most one is variadic */
	unsigned groups = f->segmented || f->variadic <= 1 ? f->ngroups : 0;
	unsigned at = 0;
	for (unsigned g = 0; g < groups; g++) {
		const GroupFacts *gf = &f->groups[g];
		bool v = gf->variadic || gf->optional;
		unsigned n = f->segmented ? (unsigned)seg->darray.elems[g] : v ? op->noperands - f->fixed : 1;
		if (gf->optional && n > 1) {
			ir_emit_op_error(ctx, op, "operand group starting at #%u requires 0 or 1 element, but found %u", at, n);
			return false;
		}
		for (unsigned i = at; gf->kind >= 0 && i < at + n && i < op->noperands; i++)
			if (!type_satisfies(gf->kind, ir_value_type(ir_op_operand(op, i))))
				return type_error(ctx, op, "operand", i, gf->variadic, gf->kind, ir_value_type(ir_op_operand(op, i)));
		at += n;
	}
	for (unsigned i = 0; f->nresults && i < op->nresults; i++) {
		const GroupFacts *rf = &f->results[i < f->nresults ? i : f->nresults - 1];
		if (!type_satisfies(rf->kind, ir_value_type(&ir_op_results(op)[i])))
			return type_error(ctx, op, "result", i, rf->variadic, rf->kind, ir_value_type(&ir_op_results(op)[i]));
	}
	if (def->regions && !check_region_blocks(ctx, op))
		return false;
	return !(def->traits & IR_TRAIT_SAME_TYPES) || !op->nresults ||
	       (vt_check_same_type(ctx, op) && vt_check_inferred_same_type(ctx, op));
}
