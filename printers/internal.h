/* internal.h: state shared by the printer's files. */
#ifndef MICA_PRINTERS_INTERNAL_H
#define MICA_PRINTERS_INTERNAL_H

#include "printers.h"

typedef struct Collector Collector;

/* A name the printer keeps for values of IR_NAME_STRING or IR_NAME_GROUP,
   whose IrValue.name_id is its index in Printer.value_names. */
typedef struct {
	const char *s;
	unsigned group_first; /* a group's first result: result group_first + i is %s#i */
} ValueName;

struct Printer {
	IrContext *ctx;
	Collector *collect; /* the alias pre-pass: print nothing, report what would be */
	StrBuf *out;
	FILE *sink;      /* where out is flushed, NULL to keep everything in out */
	bool write_failed;
	PrintOptions opts;
	PtrMap aliases;    /* IrAttr* or IrType* -> alias name (char*, with sigil) */
	PtrVec alias_order; /* aliased attributes defined before the module, in order */
	PtrVec deferred_aliases; /* location aliases defined after the module */
	PtrMap used_resources; /* IrIdent* handles of dense_resource attributes printed */
	PtrMap distinct_ids;   /* distinct attribute -> 1 + its number, given in print order */
	uint64_t next_distinct;
	Arena names;     /* storage of alias and value names */
	ValueName *value_names;
	unsigned nvalue_names, value_names_cap;
	/* IrBlock* -> the N of its ^bbN, for all blocks but entry blocks (^bb0);
	   a map, not a field of the block, so that blocks stay 64 bytes */
	PtrMap block_ids;
	const char *default_dialect; /* ops of this dialect drop their prefix (custom form) */
	unsigned indent; /* current indentation in spaces */
};

/* type.c and attr.c: p may be NULL (no aliases). */
void print_type(Printer *p, StrBuf *out, IrType *t);
void print_attr(Printer *p, StrBuf *out, IrAttr *a);
void print_attr_elided(Printer *p, StrBuf *out, IrAttr *a); /* no `: i64` / `: f64` suffix */
void print_dict_body(Printer *p, StrBuf *out, IrAttr *dict);
void print_escaped(StrBuf *out, const char *s, size_t n);
bool is_bare_identifier(const char *s, size_t n);
void print_affine_map(StrBuf *out, const IrAffineMap *m);
void print_integer_set(StrBuf *out, const IrIntegerSet *s);
void print_affine_map_of_ssa_ids(Printer *p, const IrAffineMap *m, IrUse *operands);
/* The same for results first..first+count-1 only. */
void print_affine_results_of_ssa_ids(Printer *p, const IrAffineMap *m, unsigned first, unsigned count,
                                     IrUse *operands);
void print_location(Printer *p, StrBuf *out, IrAttr *loc, bool allow_alias);

/* generic.c */
void print_value_name(Printer *p, IrValue *v); /* the definition: %N, %name */
void print_value(Printer *p, IrValue *v);      /* a use: adds #i inside result groups */
void print_block_name(Printer *p, IrBlock *b);
void print_region(Printer *p, IrRegion *r, bool entry_args, bool terminators, bool empty_block);
void print_op(Printer *p, IrOp *op);
void print_generic_body(Printer *p, IrOp *op);

/* custom.c: the custom forms; false when op has none (print it generically) */
bool print_custom(Printer *p, IrOp *op);
/* ` {...}` of op's attributes but `elided` (space separated) and defaults */
void print_custom_attr_dict(Printer *p, IrOp *op, const char *elided, bool keyword);
void print_dialect_symbol(StrBuf *out, char sigil, const IrIdent *ns, const IrIdent *body, bool pretty);
void print_arrow_results(Printer *p, IrOp *op, bool parens);
void print_then_else(Printer *p, IrOp *op);
void print_iter_args(Printer *p, IrBlock *body, IrUse *inits, unsigned n);

/* custom_affine.c */
void print_affine_op(Printer *p, IrOp *op);

/* custom_std.c */
void print_std_op(Printer *p, IrOp *op);

/* custom_scf.c */
void print_scf_op(Printer *p, IrOp *op);

/* custom_memref.c */
void print_memref_op(Printer *p, IrOp *op);

/* names.c */
void names_assign(Printer *p, IrOp *top);

/* resources.c */
void print_resources(Printer *p);

/* aliases.c */
void aliases_collect(Printer *p, IrOp *top);
void aliases_visit_attr(Printer *p, IrAttr *a, bool deferrable);
void aliases_visit_type(Printer *p, IrType *t);
void aliases_print(Printer *p, const PtrVec *which);

#endif
