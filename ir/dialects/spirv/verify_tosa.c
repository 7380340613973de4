/* verify_tosa.c: the verifier of the spirv.Tosa.* ops, from each op's row of
   the TOSA rules the word validator reads too (IrOpDef.facts, an
   SpvTosaRule of ir/spirv_tosa_rules.c), in the order and words of MLIR's
   ODS verifier (SPIRVTosaOps.td, SPIRVTosaTypes.td): the attributes'
   constraints, each operand's and the result's type constraint, the
   traits (the rule's ties), InGraphScope, then the op's own checks
   (SPIRVTosaOps.cpp's pooling and SELECT shapes). The rule's text is read
   once per definition and context (TosaFacts, in IrDefFacts.dialect): an
   op's check reads only its types and attributes, and formats nothing
   unless it reports an error.

   An operand's type constraint is the rule's shape (`rN`: "ND tensorArm",
   `z`: a rank-1 tensor of length 1, ...) of the element types that some
   alternative of the rule's type support gives that operand, as ODS
   spells them ("8/16-bit integer or Float16 or Float32 or BFloat16");
   MLIR's spirv dialect has no 8-bit float types, so they are left out.
   What the instruction takes as constants is an attribute here, or an
   operand (zero points, shifts, shapes) that MLIR lets any value give, as
   its conversion tests do with graph inputs: that they come from constant
   instructions is the word validator's rule (ir/spirv_validate.c), checked
   when the module is written. */
#include "spirv.h"

/* The element types the rules name, in the order ODS lists them. */
enum { E_BOOL, E_I8, E_I16, E_I32, E_I64, E_F16, E_F32, E_BF16, E_COUNT };
static const char *const elem_names[E_COUNT] = {"bool", "i8", "i16", "i32", "i64", "f16", "f32", "bf16"};
/* MLIR's summaries of the builtin types, as ODS traits print them */
static const char *const builtin_summaries[E_COUNT] = {
	"1-bit signless integer", "8-bit signless integer", "16-bit signless integer", "32-bit signless integer",
	"64-bit signless integer", "16-bit float", "32-bit float", "bfloat16 type"};

static int elem_index(const char *s, size_t n)
{
	for (int i = 0; i < E_COUNT; i++)
		if (spv_tosa_spec_is(s, n, elem_names[i]))
			return i;
	return -1;
}

/* The index of t (a scalar type) among the element types, or -1. */
static int elem_of_type(const IrType *t)
{
	if (!t)
		return -1;
	if (t->kind == IR_TYPE_INTEGER && t->integer.sign == IR_SIGNLESS) {
		switch (t->integer.width) {
		case 1: return E_BOOL;
		case 8: return E_I8;
		case 16: return E_I16;
		case 32: return E_I32;
		case 64: return E_I64;
		default: return -1;
		}
	}
	if (t->kind == IR_TYPE_FLOAT)
		return t->fkind == IR_F16 ? E_F16 : t->fkind == IR_F32 ? E_F32 : t->fkind == IR_BF16 ? E_BF16 : -1;
	return -1;
}

static const SpirvType *tensor_arm(const IrType *t)
{
	const SpirvType *s = t ? spirv_type(t) : NULL;
	return s && s->kind == SPIRV_TENSOR_ARM ? s : NULL;
}

/* A tensor's element type, or t itself. */
static IrType *element(IrType *t)
{
	const SpirvType *s = tensor_arm(t);
	return s ? s->elem : t;
}

static bool ranked(const SpirvType *s)
{
	return s && !s->unranked;
}

/* ---- the alternatives of type support ---- */

/* The alternative after the one at *a (of *n bytes, 0 before the first):
   false after the last. */
static bool next_alternative(const char **a, size_t *n)
{
	*a += *n + ((*a)[*n] == '|');
	*n = strcspn(*a, "|");
	return **a;
}

/* The value of `key=value` (key of k bytes) in the alternative [a, a + n),
   or NULL; its length in *len. */
static const char *alternative_value(const char *a, size_t n, const char *key, size_t k, size_t *len)
{
	const char *end = a + n;
	for (const char *s = memchr(a, ':', n); s && s < end; s++) {
		if (s[-1] != ' ' || (size_t)(end - s) <= k || memcmp(s, key, k) || s[k] != '=')
			continue;
		const char *v = s + k + 1;
		*len = strcspn(v, " |");
		return v;
	}
	return NULL;
}

/* The element types of the operand or result name[0..n) over the
   alternatives where `when` (an element index of the name `when_name`)
   holds, or all of them when when_name is NULL: a bit per element index. */
static unsigned allowed_elements(const SpvTosaRule *r, const char *name, size_t n, const char *when_name, int when)
{
	unsigned set = 0;
	const char *a = r->types;
	for (size_t len = 0; next_alternative(&a, &len);) {
		size_t vl;
		const char *v;
		if (when_name && (!(v = alternative_value(a, len, when_name, strlen(when_name), &vl)) ||
		                  elem_index(v, vl) != when))
			continue;
		if ((v = alternative_value(a, len, name, n, &vl)) && elem_index(v, vl) >= 0)
			set |= 1u << elem_index(v, vl);
	}
	return set;
}

/* The value names of `key=` that the alternatives with name = element e
   give, `,` separated, in the context's arena; NULL when none do. */
static const char *values_where(IrContext *ctx, const SpvTosaRule *r, const char *name, int e, const char *key)
{
	StrBuf out = {0};
	const char *a = r->types;
	for (size_t len = 0; next_alternative(&a, &len);) {
		size_t vl, kl;
		const char *v = alternative_value(a, len, name, strlen(name), &vl), *k;
		if (!v || elem_index(v, vl) != e || !(k = alternative_value(a, len, key, strlen(key), &kl)))
			continue;
		bool seen = false;
		for (const char *p = out.s; p && *p && !seen; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ','))
			seen = strcspn(p, ",") == kl && !memcmp(p, k, kl);
		if (!seen)
			sb_printf(&out, "%s%.*s", out.s ? "," : "", (int)kl, k);
	}
	const char *kept = out.s ? arena_dup(&ctx->arena, out.s, out.len + 1) : NULL;
	sb_free(&out);
	return kept;
}

/* ---- ODS's summaries ---- */

/* The summary of the element types in set, as the spirv dialect's
   AnyTypeOf and AnyIntOfWidths constraints give it. */
static void elements_summary(StrBuf *b, unsigned set)
{
	static const char *const aliases[E_COUNT] = {"bool", "Int8", "Int16", "Int32", "Int64",
	                                             "Float16", "Float32", "BFloat16"};
	static const char *const widths[E_COUNT] = {NULL, "8", "16", "32", "64"};
	unsigned ints = set & ((1u << E_I8) | (1u << E_I16) | (1u << E_I32) | (1u << E_I64));
	bool first = true;
	for (int i = 0; i < E_COUNT; i++) {
		if (!(set & 1u << i))
			continue;
		bool is_int = i >= E_I8 && i <= E_I64;
		if (is_int && (ints & (ints - 1))) { /* several widths: one "8/16-bit integer" */
			if ((ints & -ints) != 1u << i)
				continue;
			sb_puts(b, first ? "" : " or ");
			for (int w = i, sep = 0; w <= E_I64; w++)
				if (ints & 1u << w)
					sb_printf(b, "%s%s", sep++ ? "/" : "", widths[w]);
			sb_puts(b, "-bit integer");
		} else
			sb_printf(b, "%s%s", first ? "" : " or ", aliases[i]);
		first = false;
	}
}

/* ---- the rule of a definition, read once per context ---- */

/* An operand's or the result's entry of the rule, with what the checks
   read of it. */
typedef struct {
	SpvTosaSpec sp;
	int group;      /* the op's operand group of that name, or -1 (an attribute, or the result) */
	unsigned set;   /* the element types it allows: a bit per element index */
	unsigned lo, hi; /* its rank bounds */
	int64_t len;    /* the length of a rank-1 tensor, 0 when any */
	bool axis;      /* an attribute called axis */
} Spec;

/* A value a tie names: an operand group, the result or a typed attribute
   (CLAMP's bounds). */
typedef struct {
	const char *name; /* NUL-terminated */
	size_t n;
	int group;   /* the operand group, or -1 */
	bool result; /* one of the rule's results */
} TieName;

/* The ties' kinds, as the rule spells them; pool and select, the op's own
   checks, are bare words, the others `kind=names`. */
enum { TIE_SAME, TIE_ELEM, TIE_RANK, TIE_BCAST, TIE_AXIS, TIE_ARGMAX, TIE_IMPLY, TIE_ACC, TIE_TABLE, TIE_POOL,
       TIE_SELECT, TIE_KINDS };
static const char *const tie_kinds[TIE_KINDS] = {"same", "elem", "rank", "bcast", "axis", "argmax",
                                                 "imply", "acc", "table", "pool", "select"};

/* The kind of the tie [p, p + n), or -1 when it is none of them. */
static int tie_kind(const char *p, size_t n)
{
	const char *eq = memchr(p, '=', n);
	size_t kn = eq ? (size_t)(eq - p) : n;
	for (int k = 0; k < TIE_KINDS; k++)
		if (spv_tosa_spec_is(p, kn, tie_kinds[k]) && !eq == (k == TIE_POOL || k == TIE_SELECT))
			return k;
	return -1;
}

#define TIE_NAMES 8
typedef struct {
	int kind;
	unsigned count;
	TieName names[TIE_NAMES];
	const char *list; /* "a, b, c", as ODS lists them */
	/* by the element index of the first name's type: for imply, the
	   elements the second may have (0: any); for acc, the acc_types
	   allowed and for table, the table's size (NULL: any) */
	unsigned implied[E_COUNT];
	const char *values[E_COUNT];
	int64_t size[E_COUNT];
} Tie;

typedef struct {
	Spec *operands;
	unsigned noperands;
	Spec result;
	bool struct_result; /* FFT2D's and RFFT2D's: two entries */
	Tie *ties;
	unsigned nties;
	TieName table; /* TABLE's table operand */
} TosaFacts;

/* The index of the operand group called name[0..n), or -1. */
static int group_index(const IrOpDef *def, const char *name, size_t n)
{
	const char *list = def->operands, *w;
	size_t len;
	for (int i = 0; (w = ir_word_next(&list, &len)); i++) {
		if (len && w[len - 1] == '*')
			len--;
		if (len == n && !memcmp(w, name, n))
			return i;
	}
	return -1;
}

/* The rank constraint of a shape: *lo to *hi, and the length of a rank-1
   tensor (0 when any). */
static void shape_bounds(const char *s, size_t n, unsigned *lo, unsigned *hi, int64_t *len)
{
	*len = 0;
	*lo = *hi = 1;
	if (*s == 't') {
		*hi = n > 1 ? (unsigned)strtoul(s + 1, NULL, 10) : 6;
	} else if (*s == 'r') {
		*lo = *hi = (unsigned)strtoul(s + 1, NULL, 10);
	} else if (*s == 'z') {
		*len = 1;
	} else if (*s == 's' && s[n - 1] != 'R' && s[n - 1] != 'O') { /* sN; sR, s2R and sO follow other values' ranks */
		*len = strtoll(s + 1, NULL, 10);
	}
}

/* The element types spec sp allows: its own, those the alternatives give
   it, else (CONCAT's inputs, which the alternatives leave to the output)
   the result's. */
static unsigned spec_elements(const SpvTosaRule *r, const SpvTosaSpec *sp)
{
	if (sp->elem) {
		int e = elem_index(sp->elem, sp->nelem);
		return e < 0 ? 0 : 1u << e;
	}
	if (*sp->shape == 's')
		return 1u << E_I32;
	unsigned set = allowed_elements(r, sp->name, sp->nname, NULL, 0);
	if (!set) {
		SpvTosaSpec res;
		spv_tosa_spec_next(r->result, &res);
		set = allowed_elements(r, res.name, res.nname, NULL, 0);
	}
	return set;
}

static Spec read_spec(const IrOpDef *def, const SpvTosaRule *r, const SpvTosaSpec *sp)
{
	Spec s = {.sp = *sp, .group = group_index(def, sp->name, sp->nname), .set = spec_elements(r, sp),
	          .axis = spv_tosa_spec_is(sp->name, sp->nname, "axis")};
	shape_bounds(sp->shape, sp->nshape, &s.lo, &s.hi, &s.len);
	return s;
}

static TieName read_name(IrContext *ctx, const IrOpDef *def, const SpvTosaRule *r, const char *p, size_t n)
{
	char *name = arena_alloc(&ctx->arena, n + 1);
	memcpy(name, p, n);
	name[n] = 0;
	TieName nm = {.name = name, .n = n, .group = group_index(def, p, n)};
	SpvTosaSpec sp;
	for (const char *s = r->result; (s = spv_tosa_spec_next(s, &sp));)
		nm.result |= sp.nname == n && !memcmp(sp.name, p, n);
	return nm;
}

/* The tie [p, p + n): its kind (-1 when it is none the verifier knows),
   its names, and what the alternatives give for each element of the
   first. */
static Tie read_tie(IrContext *ctx, const IrOpDef *def, const SpvTosaRule *r, const char *p, size_t n)
{
	Tie t = {.kind = tie_kind(p, n)};
	const char *eq = memchr(p, '=', n);
	StrBuf list = {0};
	for (const char *a = eq ? eq + 1 : p + n, *end = p + n; a < end && t.count < TIE_NAMES;) {
		size_t an = strcspn(a, ",>;");
		if (an > (size_t)(end - a))
			an = (size_t)(end - a);
		t.names[t.count] = read_name(ctx, def, r, a, an);
		sb_printf(&list, "%s%.*s", t.count++ ? ", " : "", (int)an, a);
		a += an + 1;
	}
	t.list = arena_dup(&ctx->arena, list.s ? list.s : "", list.len + 1);
	sb_free(&list);
	for (int e = 0; e < E_COUNT && t.count; e++) {
		if (t.kind == TIE_IMPLY && t.count > 1)
			t.implied[e] = allowed_elements(r, t.names[1].name, t.names[1].n, t.names[0].name, e);
		if (t.kind == TIE_ACC)
			t.values[e] = values_where(ctx, r, t.names[0].name, e, "acc_type");
		if (t.kind == TIE_TABLE && (t.values[e] = values_where(ctx, r, t.names[0].name, e, "TABLE_SIZE")))
			t.size[e] = strtoll(t.values[e], NULL, 10);
	}
	return t;
}

/* What the checks read of op definition def's rule (IrOpDef.facts), read
   once per definition and context (IrDefFacts.dialect). */
static const TosaFacts *tosa_facts(IrContext *ctx, const IrOpDef *def)
{
	IrDefFacts *facts = ir_def_facts(ctx, def);
	const void *known = FACT_GET(facts->dialect);
	if (known)
		return known;
	const SpvTosaRule *r = def->facts;
	TosaFacts *f = arena_zalloc(&ctx->arena, sizeof *f);
	SpvTosaSpec sp;
	for (const char *s = r->operands; (s = spv_tosa_spec_next(s, &sp));)
		f->noperands++;
	f->operands = arena_zalloc(&ctx->arena, (f->noperands + 1) * sizeof *f->operands);
	unsigned i = 0;
	for (const char *s = r->operands; (s = spv_tosa_spec_next(s, &sp));)
		f->operands[i++] = read_spec(def, r, &sp);
	const char *rest = spv_tosa_spec_next(r->result, &sp);
	f->result = read_spec(def, r, &sp);
	f->struct_result = spv_tosa_spec_next(rest, &sp) != NULL;
	for (const char *p = r->ties; *p; p += strcspn(p, ";") + (p[strcspn(p, ";")] == ';'))
		f->nties++;
	f->ties = arena_zalloc(&ctx->arena, (f->nties + 1) * sizeof *f->ties);
	i = 0;
	for (const char *p = r->ties; *p; p += strcspn(p, ";") + (p[strcspn(p, ";")] == ';'))
		f->ties[i++] = read_tie(ctx, def, r, p, strcspn(p, ";"));
	f->table = read_name(ctx, def, r, "table", 5);
	FACT_SET(facts->dialect, f);
	return f;
}

/* ---- values and attributes ---- */

/* The type of the value nm names: an operand group's first value, the
   result, or a typed attribute; NULL if none. */
static IrType *named_type(const IrOp *op, const TieName *nm)
{
	if (nm->group >= 0)
		return (unsigned)nm->group < op->noperands ? ir_value_type(ir_op_operand(op, nm->group)) : NULL;
	if (nm->result)
		return ir_value_type(&ir_op_results(op)[0]);
	IrAttr *a = ir_op_get_attr_n(op, nm->name, nm->n);
	return a && (a->kind == IR_ATTR_INTEGER || a->kind == IR_ATTR_FLOAT) ? ir_attr_type_of(a) : NULL;
}

/* The integers of an inherent attribute (dense elements of a rank-1
   arm.tensor, the format's `[1, 2]`); false past its end. */
static bool attr_ints(const IrAttr *a, size_t i, int64_t *v)
{
	return a && ir_dense_int_at(a, i, v);
}

static int64_t attr_count(const IrAttr *a)
{
	return a && a->kind == IR_ATTR_DENSE ? ir_type_num_elements(ir_attr_type_of(a)) : -1;
}

/* An i32 attribute's value. */
static bool int_value(const IrAttr *a, int64_t *v)
{
	if (!a || a->kind != IR_ATTR_INTEGER || ir_type_bit_width(ir_attr_type_of(a)) != 32)
		return false;
	*v = (int32_t)a->words[0];
	return true;
}

/* ---- the attributes' and types' constraints ---- */

static bool check_attributes(IrContext *ctx, IrOp *op, const TosaFacts *f)
{
	for (const Spec *s = f->operands; s < f->operands + f->noperands; s++) {
		IrAttr *a = s->group < 0 ? ir_op_get_attr_n(op, s->sp.name, s->sp.nname) : NULL;
		if (!a)
			continue;
		int64_t v;
		if (s->axis && int_value(a, &v) && (v < 0 || v > 5))
			return vt_op_error(ctx, op,
			                   "attribute 'axis' failed to satisfy constraint: 32-bit signless integer "
			                   "attribute whose value is non-negative whose maximum value is 5");
		if (*s->sp.shape == 's' && s->len && attr_count(a) != s->len) {
			char name[64];
			snprintf(name, sizeof name, "%.*s", (int)s->sp.nname, s->sp.name);
			return vt_op_error(ctx, op,
			                   "attribute '%s' failed to satisfy constraint: 32-bit signless integer elements "
			                   "attribute of shape [%L] Attr with type = spirv::TensorArmType",
			                   name, s->len);
		}
	}
	return true;
}

/* The type constraint of spec s, as ODS sums it up. */
static void constraint_summary(StrBuf *b, const Spec *s)
{
	if (s->len)
		sb_printf(b, "rank 1 tensorArm of length %lld", (long long)s->len);
	else
		for (unsigned k = s->lo; k <= s->hi; k++)
			sb_printf(b, "%s%uD%s", k == s->lo ? "" : "/", k, k == s->hi ? " tensorArm" : "");
	sb_puts(b, " of ");
	elements_summary(b, s->set);
	sb_puts(b, " values");
}

/* Does t meet spec s? */
static bool meets(const IrType *t, const Spec *s)
{
	const SpirvType *st = tensor_arm(t);
	if (!ranked(st))
		return false;
	if (st->count < s->lo || st->count > s->hi || (s->len && spirv_tensor_dims(st)[0] != s->len))
		return false;
	int e = elem_of_type(st->elem);
	return e >= 0 && (s->set & 1u << e);
}

/* ODS's error for the value `what` (`operand #`, `result #`) number index,
   of type t, that does not meet spec s, itself or (in_struct) as each
   member of a struct. */
static bool type_error(IrContext *ctx, IrOp *op, const char *what, unsigned index, const Spec *s, IrType *t,
                       bool in_struct)
{
	StrBuf b = {0};
	sb_puts(&b, in_struct ? "Struct with any combination of " : "");
	constraint_summary(&b, s);
	sb_puts(&b, in_struct ? " values" : "");
	vt_op_error(ctx, op, "%s%u must be %s, but got %T", what, index, b.s, t);
	sb_free(&b);
	return false;
}

/* FFT2D's and RFFT2D's result: a struct of two 3D f32 tensors. */
static bool check_struct_result(IrContext *ctx, IrOp *op, const TosaFacts *f)
{
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	const SpirvType *s = spirv_type(t);
	bool ok = s && s->kind == SPIRV_STRUCT && s->count == 2;
	for (unsigned i = 0; ok && i < 2; i++)
		ok = meets(spirv_struct_members(s)[i], &f->result);
	return ok || type_error(ctx, op, "result #", 0, &f->result, t, true);
}

static bool check_types(IrContext *ctx, IrOp *op, const TosaFacts *f)
{
	const Spec *s = NULL, *end = f->operands + f->noperands;
	unsigned index = 0;
	IrUse *uses = ir_op_operands(op);
	while (index < op->noperands) {
		if (!(s && s->sp.variadic) && (s = s ? s + 1 : f->operands) == end)
			break;
		if (s->group < 0)
			continue;
		IrType *t = ir_value_type(ir_use_value(&uses[index]));
		if (!meets(t, s))
			return type_error(ctx, op, "operand #", index, s, t, false);
		index++;
	}
	if (f->struct_result)
		return check_struct_result(ctx, op, f);
	IrType *t = ir_value_type(&ir_op_results(op)[0]);
	return meets(t, &f->result) || type_error(ctx, op, "result #", 0, &f->result, t, false);
}

/* ---- the ties ---- */

/* MatchBroadcastableShapes of x and y to out, when all are ranked alike. */
static bool broadcasts(IrType *x, IrType *y, IrType *out)
{
	const SpirvType *a = tensor_arm(x), *b = tensor_arm(y), *o = tensor_arm(out);
	if (!ranked(a) || !ranked(b) || !ranked(o) || a->count != b->count || a->count != o->count)
		return true;
	for (unsigned i = 0; i < a->count; i++) {
		int64_t da = spirv_tensor_dims(a)[i], db = spirv_tensor_dims(b)[i], dout = spirv_tensor_dims(o)[i];
		if (da == IR_DYNAMIC || db == IR_DYNAMIC || dout == IR_DYNAMIC)
			continue;
		if (!(da == db || da == 1 || db == 1) || (da > db ? da : db) != dout)
			return false;
	}
	return true;
}

static int64_t axis_of(const IrOp *op)
{
	int64_t v = 0;
	return int_value(ir_op_get_attr(op, "axis"), &v) ? v : 0;
}

/* TypeConstraintImplicationOn for the first name's element: the second's
   element among those the alternatives with the first's allow. */
static bool check_implication(IrContext *ctx, IrOp *op, const Tie *tie, IrType *const *types)
{
	int ea = elem_of_type(element(types[0])), eb = elem_of_type(element(types[1]));
	if (ea < 0 || !types[1])
		return true;
	unsigned set = tie->implied[ea];
	if (!set || (eb >= 0 && (set & 1u << eb)))
		return true;
	StrBuf list = {0};
	for (int i = 0; i < E_COUNT; i++)
		if (set & 1u << i)
			sb_printf(&list, "%s%s", list.s ? "," : "", builtin_summaries[i]);
	vt_op_error(ctx, op, "failed to verify that if %s has type %s then %s must have a type in [%s]",
	            tie->names[0].name, builtin_summaries[ea], tie->names[1].name, list.s);
	sb_free(&list);
	return false;
}

/* TypeImpliesAccType: the acc_type among those the alternatives with the
   input's element give. */
static bool check_acc_type(IrContext *ctx, IrOp *op, const Tie *tie, IrType *const *types)
{
	int e = elem_of_type(element(types[0]));
	int64_t acc = spirv_enum_attr_value(ir_op_get_attr(op, "acc_type"), "tosa_ext_acc_type");
	if (e < 0 || acc < 0 || (size_t)acc >= spirv_tosa_acc_types.n)
		return true;
	const char *accs = tie->values[e], *want = spirv_tosa_acc_types.values[acc].name;
	bool ok = !accs;
	for (const char *p = accs; p && *p && !ok; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ','))
		ok = strcspn(p, ",") == strlen(want) && !memcmp(p, want, strlen(want));
	return ok || vt_op_error(ctx, op, "failed to verify that acc_type must be one in [%s] when type has value %s",
	                         accs, builtin_summaries[e]);
}

/* TableSizeConstraint: the table's length the alternative for the input's
   element gives. */
static bool check_table(IrContext *ctx, IrOp *op, const TosaFacts *f, const Tie *tie, IrType *const *types)
{
	int e = elem_of_type(element(types[0]));
	const SpirvType *t = tensor_arm(named_type(op, &f->table));
	return e < 0 || !tie->values[e] || !ranked(t) || spirv_tensor_dims(t)[0] == tie->size[e] ||
	       vt_op_error(ctx, op, "failed to verify that table must have size %s if %s has element type %s",
	                   tie->values[e], tie->names[0].name, builtin_summaries[e]);
}

/* One trait. */
static bool check_tie(IrContext *ctx, IrOp *op, const TosaFacts *f, const Tie *tie)
{
	IrType *types[TIE_NAMES] = {0};
	const TieName *names = tie->names;
	for (unsigned i = 0; i < tie->count; i++)
		types[i] = named_type(op, &names[i]);
	switch (tie->kind) {
	case TIE_SAME:
	case TIE_ELEM: {
		bool same = tie->kind == TIE_SAME, ok = true;
		IrType *first = NULL;
		for (unsigned i = 0; i < tie->count; i++) {
			IrType *t = same ? types[i] : element(types[i]);
			if (t && !first)
				first = t;
			else if (t)
				ok &= t == first;
		}
		return ok || vt_op_error(ctx, op, "failed to verify that all of {%s} have same %s", tie->list,
		                         same ? "type" : "element type");
	}
	case TIE_RANK: {
		int rank = -1;
		bool ok = true;
		for (unsigned i = 0; i < tie->count; i++) {
			const SpirvType *s = tensor_arm(types[i]);
			if (!ranked(s))
				continue;
			ok &= rank < 0 || (unsigned)rank == s->count;
			rank = (int)s->count;
		}
		return ok || vt_op_error(ctx, op, "failed to verify that all of {%s} have same rank", tie->list);
	}
	case TIE_BCAST:
		return broadcasts(types[0], types[1], types[2]) ||
		       vt_op_error(ctx, op,
		                   "failed to verify that the shape of %s and %s are compatible for broadcasting "
		                   "and the broadcast shape is equal to the %s shape",
		                   names[0].name, names[1].name, names[2].name);
	case TIE_AXIS: {
		const SpirvType *s = tensor_arm(types[0]);
		return !ranked(s) || axis_of(op) < (int64_t)s->count ||
		       vt_op_error(ctx, op, "failed to verify that axis attribute value should be lower than rank(%s)",
		                   names[0].name);
	}
	case TIE_ARGMAX: {
		const SpirvType *in = tensor_arm(types[0]), *out = tensor_arm(types[1]);
		return !ranked(in) || !ranked(out) || (in->count > 1 ? in->count - 1 : 1) == out->count ||
		       vt_op_error(ctx, op, "failed to verify that %s rank must be equal to max(1, rank(%s))", names[1].name,
		                   names[0].name);
	}
	case TIE_IMPLY:
		return check_implication(ctx, op, tie, types);
	case TIE_ACC:
		return check_acc_type(ctx, op, tie, types);
	case TIE_TABLE:
		return check_table(ctx, op, f, tie, types);
	default:
		return true;
	}
}

/* ---- the op's own checks (SPIRVTosaOps.cpp) ---- */

/* One spatial dimension of a pooling op: the output size the input's,
   kernel, stride and padding give. */
static bool check_pool_dim(IrContext *ctx, IrOp *op, int64_t in, int64_t out, const int64_t k[4], const char *dim,
                           const char *axis, const char *before, const char *after)
{
	int64_t kernel = k[0], stride = k[1], pad0 = k[2], pad1 = k[3];
	if (in == IR_DYNAMIC || stride <= 0)
		return true;
	int64_t num = in + pad0 + pad1 - kernel;
	if (num % stride)
		return vt_op_error(ctx, op,
		                   "expected input_%s + pad_%s + pad_%s - kernel_%s to be wholly divisible by stride_%s, "
		                   "got (%L + %L + %L - %L) / %L",
		                   dim, before, after, axis, axis, in, pad0, pad1, kernel, stride);
	if (out != IR_DYNAMIC && out != num / stride + 1)
		return vt_op_error(ctx, op,
		                   "failed to verify that shapes of input and output must satisfy [N,IH,IW,C] and "
		                   "[N,OH,OW,C], with OH = ((IH + pad_top + pad_bottom - kernel_y) / stride_y) + 1 and "
		                   "OW = ((IW + pad_left + pad_right - kernel_x) / stride_x) + 1");
	return true;
}

/* AVG_POOL2D's and MAX_POOL2D's output height and width. */
static bool check_pool(IrContext *ctx, IrOp *op)
{
	const SpirvType *in = tensor_arm(ir_value_type(ir_op_operand(op, 0)));
	const SpirvType *out = tensor_arm(ir_value_type(&ir_op_results(op)[0]));
	if (!ranked(in) || !ranked(out) || in->count != 4 || out->count != 4)
		return true;
	IrAttr *kernel = ir_op_get_attr(op, "kernel"), *stride = ir_op_get_attr(op, "stride"),
	       *pad = ir_op_get_attr(op, "pad");
	int64_t y[4], x[4];
	if (!attr_ints(kernel, 0, &y[0]) || !attr_ints(stride, 0, &y[1]) || !attr_ints(pad, 0, &y[2]) ||
	    !attr_ints(pad, 1, &y[3]) || !attr_ints(kernel, 1, &x[0]) || !attr_ints(stride, 1, &x[1]) ||
	    !attr_ints(pad, 2, &x[2]) || !attr_ints(pad, 3, &x[3]))
		return true;
	const int64_t *id = spirv_tensor_dims(in), *od = spirv_tensor_dims(out);
	return check_pool_dim(ctx, op, id[1], od[1], y, "height", "y", "top", "bottom") &&
	       check_pool_dim(ctx, op, id[2], od[2], x, "width", "x", "left", "right");
}

/* SELECT: the condition and both values broadcast to the output. */
static bool check_select(IrContext *ctx, IrOp *op)
{
	const SpirvType *t[4];
	for (unsigned i = 0; i < 3; i++)
		t[i] = tensor_arm(ir_value_type(ir_op_operand(op, i)));
	t[3] = tensor_arm(ir_value_type(&ir_op_results(op)[0]));
	for (unsigned i = 0; i < 4; i++)
		if (!ranked(t[i]) || t[i]->count != t[0]->count)
			return true; /* the ranks are AllRanksMatch's */
	for (unsigned d = 0; d < t[0]->count; d++) {
		int64_t c = spirv_tensor_dims(t[0])[d], a = spirv_tensor_dims(t[1])[d], b = spirv_tensor_dims(t[2])[d],
			o = spirv_tensor_dims(t[3])[d];
		if (c == IR_DYNAMIC || a == IR_DYNAMIC || b == IR_DYNAMIC || o == IR_DYNAMIC)
			continue;
		if (!(c == a || c == 1 || a == 1) || !(c == b || c == 1 || b == 1) || !(a == b || a == 1 || b == 1))
			return vt_op_error(ctx, op,
			                   "failed to verify that the shape of inputs: condition, true_value, and false_value "
			                   "are compatible for broadcasting");
		int64_t m = c > a ? c : a;
		if ((m > b ? m : b) != o)
			return vt_op_error(ctx, op,
			                   "failed to verify that the broadcast shape of inputs: condition, true_value, and "
			                   "false_value is equal to the output shape");
	}
	return true;
}

/* The ties in order: the traits, or with own the op's own checks (pool,
   select), which MLIR runs after the traits. */
static bool check_ties(IrContext *ctx, IrOp *op, const TosaFacts *f, bool own)
{
	for (const Tie *t = f->ties; t < f->ties + f->nties; t++) {
		bool is_own = t->kind == TIE_POOL || t->kind == TIE_SELECT;
		if (own != is_own)
			continue;
		if (!(t->kind == TIE_POOL ? check_pool(ctx, op) : t->kind == TIE_SELECT ? check_select(ctx, op)
		                                                                          : check_tie(ctx, op, f, t)))
			return false;
	}
	return true;
}

bool spirv_verify_tosa(IrContext *ctx, IrOp *op)
{
	IrAttr *props = ir_op_props(op) && ir_op_props(op)->kind == IR_ATTR_DICT ? ir_op_props(op) : NULL;
	for (unsigned i = 0; props && i < props->dict.n; i++) {
		StrBuf msg = {0};
		bool bad = spirv_enum_attr_kept_as_text(ctx, ir_dict_value(props, i), &msg);
		if (bad)
			ir_diag_op(ctx, IR_DIAG_ERROR, op, "%s", msg.s);
		sb_free(&msg);
		if (bad)
			return false;
	}
	const TosaFacts *f = tosa_facts(ctx, ir_def(op));
	return check_attributes(ctx, op, f) && check_types(ctx, op, f) && check_ties(ctx, op, f, false) &&
	       spirv_verify_in_graph(ctx, op) && check_ties(ctx, op, f, true);
}

/* ---- IrDialect.check_op ---- */

/* Is name[0..n) one of the words of list (a trailing `*` aside)? */
static bool word_in(const char *list, const char *name, size_t n)
{
	const char *w;
	size_t len;
	while (list && (w = ir_word_next(&list, &len)))
		if ((len == n || (len == n + 1 && w[n] == '*')) && !memcmp(w, name, n))
			return true;
	return false;
}

/* Is name[0..n) an entry of the rule's operand or result list? */
static bool in_specs(const char *specs, const char *name, size_t n)
{
	SpvTosaSpec sp;
	for (const char *s = specs; (s = spv_tosa_spec_next(s, &sp));)
		if (sp.nname == n && !memcmp(sp.name, name, n))
			return true;
	return false;
}

/* Every spirv.Tosa op's operand groups and attributes are entries of its
   rule (so that the op points at the right row), and every name its ties
   give is an operand group, a result or an attribute of the op. */
void spirv_check_op(const IrOpDef *def, StrBuf *out, unsigned *problems)
{
	if (def->verify != spirv_verify_tosa)
		return;
	const SpvTosaRule *r = def->facts;
	const char *lists[2] = {def->operands, def->inherent}, *w;
	size_t len;
	for (int k = 0; k < 2; k++)
		for (const char *l = lists[k]; l && (w = ir_word_next(&l, &len));)
			if (!in_specs(r->operands, w, len - (w[len - 1] == '*'))) {
				sb_printf(out, "%s: '%.*s' is not an operand of TOSA %s\n", def->name, (int)len, w, r->name);
				++*problems;
			}
	for (const char *p = r->ties; *p;) {
		size_t n = strcspn(p, ";"), kn = strcspn(p, "=;");
		if (tie_kind(p, n) < 0) {
			sb_printf(out, "%s: unknown tie '%.*s'\n", def->name, (int)n, p);
			++*problems;
		}
		for (const char *a = p + kn + 1; kn < n && a < p + n;) {
			size_t an = strcspn(a, ",>;");
			if (!word_in(def->operands, a, an) && !word_in(def->inherent, a, an) && !in_specs(r->result, a, an)) {
				sb_printf(out, "%s: tie names '%.*s', no value of the op\n", def->name, (int)an, a);
				++*problems;
			}
			a += an + 1;
		}
		p += n + (p[n] == ';');
	}
}
