/* verify_attrs.c: the ODS constraints of TOSA ops' inherent
   attributes. MLIR checks them by name in alphabetical order, each for its
   presence (unless optional) and its kind, before anything else. */
#include "tosa.h"

/* Each op's attributes, in alphabetical order: `name:kind`, `name?:kind`
   for an optional one. Kinds: a digit N (an i64 dense array of N values),
   i32, i32s (an i32 dense array), acc (an accumulator type), bool, num (an
   integer or float), str, elems (constant elements). Enum attributes are
   checked with the other dialects' enums (verify_def.c). */
static const struct {
	const char *op, *attrs;
} op_attrs[] = {
	{"argmax", "axis:i32"},
	{"arithmetic_right_shift", "round:bool"},
	{"avg_pool2d", "acc_type:acc kernel:2 pad:4 stride:2"},
	{"clamp", "max_val:num min_val:num"},
	{"concat", "axis:i32"},
	{"const", "values:elems"},
	{"conv2d", "acc_type:acc dilation:2 local_bound?:bool pad:4 stride:2"},
	{"conv3d", "acc_type:acc dilation:3 local_bound?:bool pad:6 stride:3"},
	{"custom", "domain_name:str implementation_attrs:str operator_name:str"},
	{"depthwise_conv2d", "acc_type:acc dilation:2 local_bound?:bool pad:4 stride:2"},
	{"dim", "axis:i32"},
	{"fft2d", "inverse:bool local_bound?:bool"},
	{"max_pool2d", "kernel:2 pad:4 stride:2"},
	{"reduce_all", "axis:i32"},
	{"reduce_any", "axis:i32"},
	{"reduce_max", "axis:i32"},
	{"reduce_min", "axis:i32"},
	{"reduce_product", "axis:i32"},
	{"reduce_sum", "axis:i32"},
	{"rescale", "input_unsigned:bool output_unsigned:bool per_channel:bool scale32:bool"},
	{"reverse", "axis:i32"},
	{"rfft2d", "local_bound?:bool"},
	{"transpose", "perms:i32s"},
	{"transpose_conv2d", "acc_type:acc local_bound?:bool out_pad:4 stride:2"},
};

/* One `name:kind` of op_attrs, read. */
typedef struct {
	IrIdent *name;
	bool optional;
	unsigned array_len; /* a digit kind: an i64 dense array of this many values */
	size_t kind;        /* otherwise: the index in kinds[] */
} TosaAttrFact;
struct TosaAttrFacts {
	unsigned n;
	TosaAttrFact v[];
};

static bool is_signless(const IrType *t, unsigned width)
{
	return t->kind == IR_TYPE_INTEGER && t->integer.width == width && t->integer.sign == IR_SIGNLESS;
}

static bool is_accumulator(const IrType *t)
{
	return is_signless(t, 32) || is_signless(t, 48) || tosa_is_float(t, IR_F16) || tosa_is_float(t, IR_F32);
}

static bool is_i32(const IrAttr *a) { return a->kind == IR_ATTR_INTEGER && is_signless(ir_attr_type_of(a), 32); }
static bool is_i32s(const IrAttr *a) { return a->kind == IR_ATTR_DENSE_ARRAY && is_signless(ir_attr_type_of(a), 32); }
static bool is_acc(const IrAttr *a) { return a->kind == IR_ATTR_TYPE && is_accumulator(a->tval); }
static bool is_bool(const IrAttr *a) { return a->kind == IR_ATTR_BOOL; }
static bool is_str(const IrAttr *a) { return a->kind == IR_ATTR_STRING; }

static bool is_num(const IrAttr *a)
{
	return a->kind == IR_ATTR_INTEGER || a->kind == IR_ATTR_FLOAT || a->kind == IR_ATTR_BOOL;
}

static bool is_elems(const IrAttr *a)
{
	bool elements = a->kind == IR_ATTR_DENSE || a->kind == IR_ATTR_DENSE_RESOURCE || a->kind == IR_ATTR_SPARSE ||
	                a->kind == IR_ATTR_DENSE_STRING || a->kind == IR_ATTR_OPAQUE_ELEMENTS;
	return elements && ir_attr_type_of(a) && ir_type_is_shaped(ir_attr_type_of(a));
}

/* The attribute classes (MLIR's storage types) the kinds are stored as;
   what the class alone cannot say is the verifier's. */
static bool is_int_class(const IrAttr *a) { return a->kind == IR_ATTR_INTEGER || a->kind == IR_ATTR_BOOL; }
static bool is_type_class(const IrAttr *a) { return a->kind == IR_ATTR_TYPE; }
static bool is_any_class(const IrAttr *a) { (void)a; return true; }

static const struct {
	const char *kind, *what;
	bool (*ok)(const IrAttr *a);
	bool (*stored)(const IrAttr *a);
} kinds[] = {
	{"i32", "32-bit signless integer attribute", is_i32, is_int_class},
	{"i32s", "i32 dense array attribute", is_i32s, is_i32s},
	{"acc", "type attribute of 32-bit signless integer or 48-bit signless integer or 16-bit float or 32-bit float",
	 is_acc, is_type_class},
	{"bool", "bool attribute", is_bool, is_bool},
	{"num", "arbitrary integer attribute or arbitrary float attribute", is_num, is_any_class},
	{"str", "string attribute", is_str, is_str},
	{"elems", "constant vector/tensor attribute", is_elems, is_elems},
};

static bool is_i64_array(const IrAttr *a) { return a->kind == IR_ATTR_DENSE_ARRAY && is_signless(ir_attr_type_of(a), 64); }

static size_t kind_index(const char *kind, size_t n)
{
	for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++)
		if (strlen(kinds[k].kind) == n && !memcmp(kinds[k].kind, kind, n))
			return k;
	die("unknown TOSA attribute kind %.*s", (int)n, kind);
}

static bool is_array_kind(const char *kind, size_t n)
{
	return n == 1 && *kind >= '1' && *kind <= '9';
}

/* MLIR's name for the kind of an attribute spec. */
static void kind_name(const TosaAttrFact *f, char *what, size_t size)
{
	if (f->array_len)
		snprintf(what, size, "i64 dense array attribute with exactly %u elements", f->array_len);
	else
		snprintf(what, size, "%s", kinds[f->kind].what);
}

static bool has_kind(const TosaAttrFact *f, const IrAttr *a)
{
	if (f->array_len)
		return is_i64_array(a) && a->darray.n == f->array_len;
	return kinds[f->kind].ok(a);
}

const TosaAttrFacts *tosa_read_attr_facts(IrContext *ctx, const IrOpDef *def)
{
	const char *op = def->name + strlen("tosa."), *spec = "";
	for (size_t i = 0; i < sizeof op_attrs / sizeof *op_attrs; i++)
		if (!strcmp(op_attrs[i].op, op))
			spec = op_attrs[i].attrs;
	unsigned n = 0;
	for (const char *p = spec; *p; p++)
		n += *p == ':';
	TosaAttrFacts *f = arena_zalloc(&ctx->arena, sizeof *f + n * sizeof f->v[0]);
	while (*spec) {
		size_t len = strcspn(spec, " "), nl = strcspn(spec, ":");
		TosaAttrFact *e = &f->v[f->n++];
		e->optional = spec[nl - 1] == '?';
		e->name = ir_ident(ctx, spec, e->optional ? nl - 1 : nl);
		const char *kind = spec + nl + 1;
		size_t kn = len - nl - 1;
		if (is_array_kind(kind, kn))
			e->array_len = (unsigned)(*kind - '0');
		else
			e->kind = kind_index(kind, kn);
		spec += len;
		spec += *spec == ' ';
	}
	return f;
}

bool tosa_attr_storage_fits(IrContext *ctx, const IrOpDef *def, const IrIdent *attr, const IrAttr *a)
{
	const TosaAttrFacts *f = tosa_def_attr_facts(ctx, def);
	for (unsigned i = 0; i < f->n; i++)
		if (f->v[i].name == attr)
			return f->v[i].array_len ? is_i64_array(a) : kinds[f->v[i].kind].stored(a);
	return true;
}

bool tosa_check_attributes(IrContext *ctx, IrOp *op, const TosaAttrFacts *f)
{
	for (unsigned i = 0; i < f->n; i++) {
		const TosaAttrFact *e = &f->v[i];
		IrAttr *a = ir_op_get_attr_id(op, e->name);
		if (!a && !e->optional) {
			ir_emit_op_error(ctx, op, "requires attribute '%s'", e->name->s);
			return false;
		}
		if (a && !has_kind(e, a)) {
			char what[128];
			kind_name(e, what, sizeof what);
			ir_emit_op_error(ctx, op, "attribute '%s' failed to satisfy constraint: %s", e->name->s, what);
			return false;
		}
	}
	return true;
}
