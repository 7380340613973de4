/* verify_tosa_attrs.c: the ODS constraints of TOSA ops' inherent
   attributes. MLIR checks them by name in alphabetical order, each for its
   presence (unless optional) and its kind, before anything else. */
#include "verify_tosa.h"

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

static bool is_signless(const IrType *t, unsigned width)
{
	return t->kind == IR_TYPE_INTEGER && t->integer.width == width && t->integer.sign == IR_SIGNLESS;
}

static bool is_accumulator(const IrType *t)
{
	return is_signless(t, 32) || is_signless(t, 48) || tosa_is_float(t, IR_F16) || tosa_is_float(t, IR_F32);
}

static bool is_i32(const IrAttr *a) { return a->kind == IR_ATTR_INTEGER && is_signless(a->type, 32); }
static bool is_i32s(const IrAttr *a) { return a->kind == IR_ATTR_DENSE_ARRAY && is_signless(a->type, 32); }
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
	return elements && a->type && ir_type_is_shaped(a->type);
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

static bool is_i64_array(const IrAttr *a) { return a->kind == IR_ATTR_DENSE_ARRAY && is_signless(a->type, 64); }

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

/* Whether a has the kind; *what gets MLIR's name for it. */
static bool has_kind(const IrAttr *a, const char *kind, size_t n, char *what, size_t size)
{
	if (is_array_kind(kind, n)) {
		snprintf(what, size, "i64 dense array attribute with exactly %c elements", *kind);
		return is_i64_array(a) && a->darray.n == (unsigned)(*kind - '0');
	}
	size_t k = kind_index(kind, n);
	snprintf(what, size, "%s", kinds[k].what);
	return kinds[k].ok(a);
}

/* The `name:kind` entry of the op's attribute (op without `tosa.`), or NULL. */
static const char *attr_spec(const char *op, const char *attr, size_t n, size_t *len)
{
	const char *spec = NULL;
	for (size_t i = 0; !spec && i < sizeof op_attrs / sizeof *op_attrs; i++)
		if (!strcmp(op_attrs[i].op, op))
			spec = op_attrs[i].attrs;
	for (; spec && *spec; spec += *len, spec += *spec == ' ') {
		size_t nl = strcspn(spec, ":?");
		*len = strcspn(spec, " ");
		if (nl == n && !memcmp(spec, attr, n))
			return spec;
	}
	return NULL;
}

bool tosa_attr_storage_fits(const char *op, const char *attr, size_t n, const IrAttr *a)
{
	size_t len;
	const char *spec = attr_spec(op + strlen("tosa."), attr, n, &len);
	if (!spec)
		return true;
	const char *kind = memchr(spec, ':', len) + 1;
	size_t kn = len - (size_t)(kind - spec);
	return is_array_kind(kind, kn) ? is_i64_array(a) : kinds[kind_index(kind, kn)].stored(a);
}

bool tosa_check_attributes(IrContext *ctx, IrOp *op)
{
	const char *name = op->name->s + strlen("tosa."), *spec = NULL;
	for (size_t i = 0; !spec && i < sizeof op_attrs / sizeof *op_attrs; i++)
		if (!strcmp(op_attrs[i].op, name))
			spec = op_attrs[i].attrs;
	while (spec && *spec) {
		size_t len = strcspn(spec, " "), nl = strcspn(spec, ":");
		bool optional = spec[nl - 1] == '?';
		char attr[64], what[128];
		snprintf(attr, sizeof attr, "%.*s", (int)(optional ? nl - 1 : nl), spec);
		IrAttr *a = ir_op_get_attr(op, attr);
		if (!a && !optional) {
			ir_emit_op_error(ctx, op, "requires attribute '%s'", attr);
			return false;
		}
		if (a && !has_kind(a, spec + nl + 1, len - nl - 1, what, sizeof what)) {
			ir_emit_op_error(ctx, op, "attribute '%s' failed to satisfy constraint: %s", attr, what);
			return false;
		}
		spec += len;
		spec += *spec == ' ';
	}
	return true;
}
