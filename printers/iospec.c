/* iospec.c: the IOSpec of a model (YAML, written with libyaml): its
   inputs and outputs with their sizes, precision and quantization, the
   main sequence and one latched sequence per latched input, as the IOSpec
   format describes them (docs/IOSPEC.md). */
#include <ctype.h>
#include <inttypes.h>
#include <math.h>
#include <strings.h>
#include <yaml.h>

#include "../ir/dialects/quant/quant.h"
#include "printers.h"

/* One input or output of the entry function. */
typedef struct {
	char *name;
	int64_t length, padded, words;
	unsigned precision;
	double scale, zero_pt;
	bool latched;
} IoVar;

typedef struct {
	IrContext *ctx;
	IrOp *fn;
	unsigned pad; /* padded lengths are multiples of this many elements */
	yaml_emitter_t em;
	bool failed; /* the emitter refused an event (it keeps the reason) */
} IoWriter;

/* ---- the entry function ---- */

static bool is_entry_kind(const IrOp *op)
{
	return !strcmp(ir_op_name(op)->s, "func.func") || !strcmp(ir_op_name(op)->s, "vgf.sequence");
}

static bool is_public_definition(IrOp *op)
{
	IrAttr *vis = ir_op_get_attr(op, "sym_visibility");
	bool is_public = !vis || (vis->kind == IR_ATTR_STRING && !strcmp(vis->str->s, "public"));
	return is_public && ir_op_nregions(op) && ir_region_first(&ir_op_regions(op)[0]);
}

/* The model's entry among the module's top-level ops: the public function
   (func.func, or vgf.sequence once partitioned) that tf.entry_function
   marks, else the only public one, else the one named main. */
static IrOp *find_entry(IrContext *ctx, IrOp *module)
{
	IrOp *only = NULL, *main_fn = NULL;
	unsigned count = 0;
	for (IrBlock *b = ir_region_first(&ir_op_regions(module)[0]); b; b = ir_block_next(b))
		for (IrOp *op = ir_block_first(b); op; op = ir_op_next(op)) {
			if (!is_entry_kind(op) || !is_public_definition(op))
				continue;
			if (ir_op_get_attr(op, "tf.entry_function"))
				return op;
			IrIdent *name = ir_op_symbol_name(ctx, op);
			if (name && !strcmp(name->s, "main"))
				main_fn = op;
			only = op;
			count++;
		}
	if (count == 1)
		return only;
	if (main_fn)
		return main_fn;
	ir_diag_op(ctx, IR_DIAG_ERROR, module,
	           count ? "IOSpec: %u public functions and none is the entry: mark it with tf.entry_function "
	                   "or name it main"
	                 : "IOSpec: no public func.func or vgf.sequence with a body to describe",
	           count);
	return NULL;
}

/* ---- names ---- */

/* Name i of the comma-separated list `list` (tf.entry_function's), NULL
   past its end. */
static char *list_item(const char *list, unsigned i)
{
	const char *p = list;
	for (; i; i--) {
		p = strchr(p, ',');
		if (!p)
			return NULL;
		p++;
	}
	size_t n = strcspn(p, ",");
	return xstrndup(p, n);
}

/* An integer attribute's value, sign-extended unless unsigned (a value
   wider than 64 bits keeps its low word). */
static int64_t int_attr_value(const IrAttr *a)
{
	unsigned width = ir_attr_type_of(a)->kind == IR_TYPE_INTEGER ? ir_attr_type_of(a)->integer.width : 64;
	uint64_t v = a->words[0];
	bool is_signed = ir_attr_type_of(a)->kind != IR_TYPE_INTEGER || ir_attr_type_of(a)->integer.sign != IR_UNSIGNED;
	if (is_signed && width && width < 64 && v >> (width - 1) & 1)
		v |= ~UINT64_C(0) << width;
	return (int64_t)v;
}

/* tf_saved_model.index_path's path (["x"], or its parts joined by '.'),
   NULL if it has none. */
static char *index_path_name(IrAttr *path)
{
	if (!path || path->kind != IR_ATTR_ARRAY || !path->array.n)
		return NULL;
	StrBuf b = {0};
	for (unsigned i = 0; i < path->array.n; i++) {
		IrAttr *e = path->array.elems[i];
		if (i)
			sb_putc(&b, '.');
		if (e->kind == IR_ATTR_STRING)
			sb_putn(&b, e->str->s, e->str->n);
		else if (e->kind == IR_ATTR_INTEGER)
			sb_put_i64(&b, int_attr_value(e));
	}
	return b.s;
}

static IrAttr *io_attrs(IrOp *fn, bool result, unsigned i)
{
	IrAttr *all = ir_op_get_attr(fn, result ? "res_attrs" : "arg_attrs");
	return all && all->kind == IR_ATTR_ARRAY && i < all->array.n ? all->array.elems[i] : NULL;
}

static IrAttr *io_attr(IrContext *ctx, IrOp *fn, bool result, unsigned i, const char *name)
{
	IrAttr *dict = io_attrs(fn, result, i);
	return dict && dict->kind == IR_ATTR_DICT ? ir_dict_get(dict, ir_ident_cstr(ctx, name)) : NULL;
}

/* The name of argument or result i: from tf.entry_function's lists, else
   tf_saved_model.index_path, else input_<i> / output_<i>. */
static char *var_name(IoWriter *w, bool result, unsigned i)
{
	IrAttr *entry = ir_op_get_attr(w->fn, "tf.entry_function");
	IrAttr *list = entry && entry->kind == IR_ATTR_DICT
	                       ? ir_dict_get(entry, ir_ident_cstr(w->ctx, result ? "outputs" : "inputs"))
	                       : NULL;
	char *name = list && list->kind == IR_ATTR_STRING && list->str->n ? list_item(list->str->s, i) : NULL;
	if (!name)
		name = index_path_name(io_attr(w->ctx, w->fn, result, i, "tf_saved_model.index_path"));
	if (!name) {
		StrBuf b = {0};
		sb_printf(&b, "%s_%u", result ? "output" : "input", i);
		name = b.s;
	}
	return name;
}

/* ---- sizes, precision, quantization ---- */

/* Where a diagnostic about argument or result i goes: the argument's name
   in the entry block (or, once it has a location, the place that names),
   else the function. */
static void var_error(IoWriter *w, bool result, unsigned i, const char *fmt, const char *what)
{
	IrBlock *entry = ir_region_first(&ir_op_regions(w->fn)[0]);
	if (!result && i < entry->nargs) {
		const IrBlockArg *arg = ir_value_arg(ir_block_arg(entry, i));
		uint32_t pos = ir_arg_src_pos(arg);
		size_t offset;
		IrSource *src = pos ? ir_source_at(w->ctx, pos, &offset)
		                    : ir_loc_source(w->ctx, ir_arg_loc_if_set(arg), &offset);
		if (src) {
			ir_diag(w->ctx, IR_DIAG_ERROR, src, offset, fmt, what);
			return;
		}
	}
	ir_diag_op(w->ctx, IR_DIAG_ERROR, w->fn, fmt, what);
}

static double float_attr_value(const IrAttr *a)
{
	return apfloat_to_double(ir_attr_type_of(a)->fkind, a->fbits);
}

/* iospec.quantization = {scale = F, zero_pt = N or F} */
static bool quant_from_attr(IoWriter *w, IrAttr *q, IoVar *v, bool result, unsigned i)
{
	IrAttr *scale = q->kind == IR_ATTR_DICT ? ir_dict_get(q, ir_ident_cstr(w->ctx, "scale")) : NULL;
	IrAttr *zero = q->kind == IR_ATTR_DICT ? ir_dict_get(q, ir_ident_cstr(w->ctx, "zero_pt")) : NULL;
	if (!scale || scale->kind != IR_ATTR_FLOAT ||
	    (zero && zero->kind != IR_ATTR_FLOAT && zero->kind != IR_ATTR_INTEGER)) {
		var_error(w, result, i, "IOSpec: %s must be a dictionary {scale = <float>, zero_pt = <number>}",
		          "iospec.quantization");
		return false;
	}
	v->scale = float_attr_value(scale);
	v->zero_pt = !zero ? 0 : zero->kind == IR_ATTR_FLOAT ? float_attr_value(zero) : (double)int_attr_value(zero);
	return true;
}

/* Length, padding and precision of type t, and its quantization: the
   length padded to whole 64-bit words of precision-bit elements and to a
   multiple of w->pad elements. */
static bool describe(IoWriter *w, IrType *t, bool result, unsigned i, IoVar *v)
{
	StrBuf ts = {0};
	print_type_str(&ts, t);
	int64_t length = ir_type_is_shaped(t) ? ir_type_num_elements(t) : 1;
	IrType *elem = ir_type_is_shaped(t) ? ir_type_element(t) : t;
	if (length < 0 || t->kind == IR_TYPE_MEMREF || t->kind == IR_TYPE_UNRANKED_MEMREF) {
		var_error(w, result, i, "IOSpec: %s has no static length (a tensor of static shape is needed)", ts.s);
		sb_free(&ts);
		return false;
	}
	const QuantType *q = quant_type_of(elem);
	v->scale = 1.0;
	v->zero_pt = 0.0;
	if (q && q->kind == QUANT_UNIFORM && q->layout == QUANT_PER_LAYER) {
		v->precision = q->width;
		v->scale = apfloat_to_double(IR_F64, quant_scales(q)[0]);
		v->zero_pt = (double)quant_zero_points(q)[0];
	} else if (elem->kind == IR_TYPE_INTEGER || elem->kind == IR_TYPE_FLOAT) {
		/* booleans are stored a byte each, as in TOSA's and SPIR-V's tensors */
		v->precision = elem->kind == IR_TYPE_INTEGER && elem->integer.width == 1 ? 8 : ir_type_bit_width(elem);
	} else {
		v->precision = 0;
	}
	if (!v->precision || 64 % v->precision) {
		var_error(w, result, i, "IOSpec: the elements of %s have no precision that packs into 64-bit words "
		                        "(integers, floats or per-layer !quant.uniform of 8, 16, 32 or 64 bits)", ts.s);
		sb_free(&ts);
		return false;
	}
	sb_free(&ts);
	int64_t per_word = 64 / v->precision, granule = per_word;
	while (granule % w->pad) /* the least common multiple of both */
		granule += per_word;
	v->length = length;
	v->padded = (length / granule + (length % granule != 0)) * granule;
	v->words = v->padded / per_word;
	IrAttr *qa = io_attr(w->ctx, w->fn, result, i, "iospec.quantization");
	if (qa && !quant_from_attr(w, qa, v, result, i))
		return false;
	v->latched = !result && io_attr(w->ctx, w->fn, result, i, "iospec.latched");
	return true;
}

/* ---- YAML ---- */

static int write_out(void *data, unsigned char *buffer, size_t size)
{
	return fwrite(buffer, 1, size, data) == size;
}

static void emit(IoWriter *w, yaml_event_t *ev)
{
	if (!w->failed && !yaml_emitter_emit(&w->em, ev))
		w->failed = true;
}

/* A word YAML 1.1 would read as a boolean or null, or text that does not
   start like a plain string: such a name is written quoted. */
static bool needs_quotes(const char *s)
{
	static const char *const words[] = {"y", "yes", "n", "no", "true", "false", "on", "off", "null", "~"};
	for (size_t i = 0; i < sizeof words / sizeof *words; i++)
		if (!strcasecmp(s, words[i]))
			return true;
	if (!*s || !(isalpha((unsigned char)*s) || *s == '_'))
		return true;
	return strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./-") != strlen(s);
}

/* A string (quoted when it is not one as a plain scalar), or a number or
   keyword written as given (plain). */
static void scalar(IoWriter *w, const char *s, bool is_string)
{
	yaml_event_t ev;
	yaml_scalar_style_t style =
		is_string && needs_quotes(s) ? YAML_DOUBLE_QUOTED_SCALAR_STYLE : YAML_PLAIN_SCALAR_STYLE;
	yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)s, (int)strlen(s), 1, 1, style);
	emit(w, &ev);
}

static void collection(IoWriter *w, bool map, bool start, bool flow)
{
	yaml_event_t ev;
	if (map && start)
		yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1, flow ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE);
	else if (start)
		yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1, flow ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE);
	else if (map)
		yaml_mapping_end_event_initialize(&ev);
	else
		yaml_sequence_end_event_initialize(&ev);
	emit(w, &ev);
}

static void key_int(IoWriter *w, const char *key, int64_t v)
{
	char text[24];
	snprintf(text, sizeof text, "%" PRId64, v);
	scalar(w, key, true);
	scalar(w, text, false);
}

/* The shortest decimal that reads back as d, always a YAML 1.1 float
   (with a point, and a signed exponent if any). */
static void key_float(IoWriter *w, const char *key, double d)
{
	char text[40], out[48];
	if (isnan(d) || isinf(d)) {
		snprintf(out, sizeof out, "%s", isnan(d) ? ".nan" : d > 0 ? ".inf" : "-.inf");
	} else {
		for (int prec = 1; prec <= 17; prec++) {
			snprintf(text, sizeof text, "%.*g", prec, d);
			if (strtod(text, NULL) == d)
				break;
		}
		char *e = strchr(text, 'e');
		size_t mant = e ? (size_t)(e - text) : strlen(text);
		bool point = memchr(text, '.', mant) != NULL;
		snprintf(out, sizeof out, "%.*s%s%s", (int)mant, text, point ? "" : ".0", e ? e : "");
	}
	scalar(w, key, true);
	scalar(w, out, false);
}

static void name_list(IoWriter *w, const char *key, IoVar *vars, unsigned n, bool latched)
{
	unsigned count = 0;
	for (unsigned i = 0; i < n; i++)
		count += vars[i].latched == latched;
	scalar(w, key, true);
	collection(w, false, true, !count);
	for (unsigned i = 0; i < n; i++)
		if (vars[i].latched == latched)
			scalar(w, vars[i].name, true);
	collection(w, false, false, !count);
}

static void var_entry(IoWriter *w, const IoVar *v, bool result)
{
	scalar(w, v->name, true);
	collection(w, true, true, false);
	scalar(w, "type", true);
	scalar(w, result ? "output" : "input", true);
	scalar(w, "varname", true);
	scalar(w, v->name, true);
	key_int(w, "length", v->length);
	key_int(w, "padded_length", v->padded);
	key_int(w, "length_64b_words", v->words);
	key_int(w, "precision", v->precision);
	scalar(w, "quantization", true);
	collection(w, true, true, false);
	key_float(w, "scale", v->scale);
	key_float(w, "zero_pt", v->zero_pt);
	collection(w, true, false, false);
	if (!result) {
		scalar(w, "comments", true);
		collection(w, true, true, false);
		scalar(w, "latched", true);
		scalar(w, v->latched ? "true" : "false", false);
		collection(w, true, false, false);
	}
	collection(w, true, false, false);
}

static void sequence(IoWriter *w, const char *name, IoVar *ins, unsigned nin, IoVar *outs, unsigned nout,
                     bool latched)
{
	scalar(w, name, true);
	collection(w, true, true, false);
	scalar(w, "type", true);
	scalar(w, "simple_sequence", true);
	name_list(w, "outputs", outs, latched ? 0 : nout, false);
	name_list(w, "inputs", ins, nin, latched);
	collection(w, true, false, false);
}

static void write_yaml(IoWriter *w, IoVar *ins, unsigned nin, IoVar *outs, unsigned nout)
{
	yaml_event_t ev;
	yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING);
	emit(w, &ev);
	yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 1);
	emit(w, &ev);
	collection(w, true, true, false);
	const char *section[] = {"inputs", "outputs"};
	for (int s = 0; s < 2; s++) {
		unsigned n = s ? nout : nin;
		scalar(w, section[s], true);
		collection(w, true, true, !n);
		for (unsigned i = 0; i < n; i++)
			var_entry(w, s ? &outs[i] : &ins[i], s);
		collection(w, true, false, !n);
	}
	scalar(w, "simple_sequences", true);
	collection(w, true, true, false);
	sequence(w, "main_seq", ins, nin, outs, nout, false);
	/* the seed's latched_seq when there is one, else numbered in input order */
	unsigned nlatched = 0, k = 0;
	for (unsigned i = 0; i < nin; i++)
		nlatched += ins[i].latched;
	for (unsigned i = 0; i < nin; i++) {
		if (!ins[i].latched)
			continue;
		char name[32];
		snprintf(name, sizeof name, nlatched == 1 ? "latched_seq" : "latched_seq_%u", k++);
		IoVar one = ins[i];
		sequence(w, name, &one, 1, NULL, 0, true);
	}
	collection(w, true, false, false);
	scalar(w, "complex_sequences", true);
	collection(w, true, true, true);
	collection(w, true, false, true);
	collection(w, true, false, false);
	yaml_document_end_event_initialize(&ev, 1);
	emit(w, &ev);
	yaml_stream_end_event_initialize(&ev);
	emit(w, &ev);
}

/* Names must be unique: they are the keys of inputs and outputs. */
static bool check_unique(IoWriter *w, IoVar *vars, unsigned n, IoVar *other, unsigned nother, bool result)
{
	for (unsigned i = 0; i < n; i++) {
		for (unsigned j = 0; j < i + (other ? nother : 0); j++) {
			IoVar *prev = j < i ? &vars[j] : &other[j - i];
			if (!strcmp(prev->name, vars[i].name)) {
				var_error(w, result, i, "IOSpec: the name '%s' is given twice", vars[i].name);
				return false;
			}
		}
	}
	return true;
}

static void free_vars(IoVar *vars, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		free(vars[i].name);
	free(vars);
}

bool print_iospec(IrContext *ctx, IrOp *module, unsigned pad, FILE *out)
{
	IoWriter w = {.ctx = ctx, .pad = pad ? pad : 1};
	w.fn = find_entry(ctx, module);
	if (!w.fn)
		return false;
	IrAttr *fty = ir_op_get_attr(w.fn, "function_type");
	IrType *ft = fty->tval;
	unsigned nin = ft->func.nin, nout = ft->func.nout;
	IoVar *ins = xcalloc(nin ? nin : 1, sizeof *ins), *outs = xcalloc(nout ? nout : 1, sizeof *outs);
	bool ok = true;
	for (unsigned i = 0; ok && i < nin + nout; i++) {
		bool result = i >= nin;
		unsigned k = result ? i - nin : i;
		IoVar *v = result ? &outs[k] : &ins[k];
		v->name = var_name(&w, result, k);
		ok = describe(&w, ft->func.types[i], result, k, v);
	}
	ok = ok && check_unique(&w, ins, nin, NULL, 0, false) && check_unique(&w, outs, nout, ins, nin, true);
	if (ok) {
		yaml_emitter_initialize(&w.em);
		yaml_emitter_set_output(&w.em, write_out, out);
		yaml_emitter_set_unicode(&w.em, 1);
		yaml_emitter_set_width(&w.em, -1);
		yaml_emitter_set_indent(&w.em, 2);
		write_yaml(&w, ins, nin, outs, nout);
		/* a failed write is the driver's to report (ferror) */
		if (w.failed && !ferror(out)) {
			ir_diag_op(ctx, IR_DIAG_ERROR, w.fn, "IOSpec: cannot write the YAML: %s",
			           w.em.problem ? w.em.problem : "write error");
			ok = false;
		}
		yaml_emitter_delete(&w.em);
	}
	free_vars(ins, nin);
	free_vars(outs, nout);
	return ok;
}
