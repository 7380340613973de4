/* upgrade.c: older TOSA spellings found in real files, read as today's
   TOSA 1.0 ops (which is how they print):
   - tosa.custom's `identifier` and `config` are `operator_name` and
     `domain_name`;
   - tosa.const's `value` is `values`;
   - tosa.transpose's permutation, once a constant operand, is the `perms`
     attribute (`array<i32: ...>`).
   The renames apply wherever the attribute is written: among the properties
   or, in MLIR 16's spelling, in the attribute dictionary. */
#include <string.h>

#include "tosa.h"

typedef struct {
	const char *op, *old_name, *new_name;
} Rename;

static const Rename renames[] = {
	{"tosa.custom", "identifier", "operator_name"},
	{"tosa.custom", "config", "domain_name"},
	{"tosa.const", "value", "values"},
};

/* dict with the entry `from` renamed `to`, unless `to` is there already. */
static IrAttr *rename_entry(ParseState *ps, IrAttr *dict, const char *from, const char *to)
{
	if (!dict || dict->kind != IR_ATTR_DICT || !dict->dict.n)
		return dict;
	IrIdent *old_id = ir_ident_cstr(ps_ctx(ps), from), *new_id = ir_ident_cstr(ps_ctx(ps), to);
	if (!ir_dict_get(dict, old_id) || ir_dict_get(dict, new_id))
		return dict;
	unsigned n = dict->dict.n;
	IrNamedAttr *e = ps_alloc(ps, n * sizeof *e);
	for (unsigned i = 0; i < n; i++) {
		e[i] = ir_dict_entry(dict, i);
		if (e[i].name == old_id)
			e[i].name = new_id;
	}
	return ir_attr_dict(ps_ctx(ps), n, e, NULL);
}

/* The constant a permutation operand was defined by: the dense integer
   elements of a tosa.const or arith.constant, or NULL. */
static IrAttr *constant_elements(IrValue *v)
{
	if (!ir_value_def(v))
		return NULL;
	const char *name = ir_op_name(ir_value_def(v))->s;
	IrAttr *a = !strcmp(name, "tosa.const")       ? ir_op_get_attr(ir_value_def(v), "values")
	            : !strcmp(name, "arith.constant") ? ir_op_get_attr(ir_value_def(v), "value")
	                                              : NULL;
	int64_t first;
	return a && ir_dense_int_at(a, 0, &first) ? a : NULL;
}

static IrAttr *perms_of(ParseState *ps, IrValue *v)
{
	IrAttr *a = constant_elements(v);
	if (!a || ir_attr_type_of(a)->kind != IR_TYPE_TENSOR || ir_attr_type_of(a)->shaped.rank != 1)
		return NULL;
	int64_t n = ir_attr_type_of(a)->shaped.dims[0];
	uint64_t *elems = ps_alloc(ps, (size_t)(n + 1) * sizeof *elems);
	for (int64_t i = 0; i < n; i++) {
		int64_t x;
		ir_dense_int_at(a, (size_t)i, &x);
		elems[i] = (uint64_t)x;
	}
	return ir_attr_dense_array(ps_ctx(ps), ir_type_int(ps_ctx(ps), 32, IR_SIGNLESS), (unsigned)n, elems);
}

/* dict (a dictionary or NULL) with the entry e added. */
static IrAttr *with_entry(ParseState *ps, IrAttr *dict, IrNamedAttr e)
{
	unsigned n = dict ? dict->dict.n : 0;
	IrNamedAttr *all = ps_alloc(ps, (n + 1) * sizeof *all);
	for (unsigned i = 0; i < n; i++)
		all[i] = ir_dict_entry(dict, i);
	all[n] = e;
	return ir_attr_dict(ps_ctx(ps), n + 1, all, NULL);
}

bool tosa_upgrade(ParseState *ps, IrIdent *name, size_t off, IrValue **operands, unsigned *nops,
                  IrAttr **props, IrAttr **attrs)
{
	for (size_t i = 0; i < sizeof renames / sizeof renames[0]; i++) {
		if (strcmp(name->s, renames[i].op))
			continue;
		*props = rename_entry(ps, *props, renames[i].old_name, renames[i].new_name);
		*attrs = rename_entry(ps, *attrs, renames[i].old_name, renames[i].new_name);
	}
	if (strcmp(name->s, "tosa.transpose") || *nops != 2)
		return true;
	IrIdent *perms_id = ir_ident_cstr(ps_ctx(ps), "perms");
	if ((*props && (*props)->kind != IR_ATTR_DICT) || ir_dict_get(*props, perms_id) || ir_dict_get(*attrs, perms_id))
		return true;
	IrAttr *perms = perms_of(ps, operands[1]);
	if (!perms) {
		ps_error(ps, off, "the permutation operand of tosa.transpose (an older spelling) must be "
		                  "a constant 1-D tensor of integers");
		return false;
	}
	*props = with_entry(ps, *props, (IrNamedAttr){perms_id, perms});
	*nops = 1;
	return true;
}
