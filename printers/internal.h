/* internal.h: state shared by the printer's files. */
#ifndef MICA_PRINTERS_INTERNAL_H
#define MICA_PRINTERS_INTERNAL_H

#include "../ir/dialect.h"
#include "printers.h"

typedef struct Collector Collector;

/* The dialect resource groups printed as far as the module uses them, in
   the order it first does: builtin's blobs (dense_resource) and those of
   mlir-opt's test dialect (#test.e1di64_elements). */
typedef enum { BLOBS_BUILTIN, BLOBS_TEST, BLOB_GROUPS } BlobGroup;

/* A name the printer keeps for values of IR_NAME_STRING or IR_NAME_GROUP,
   whose IrValue.name_id is its index in Printer.value_names. */
typedef struct {
	const char *s;
	unsigned n;           /* strlen(s), so that each use copies without a scan */
	unsigned group_first; /* a group's first result: result group_first + i is %s#i */
} ValueName;

struct Printer {
	IrContext *ctx;
	Collector *collect; /* the alias pre-pass: print nothing, report what would be */
	StrBuf *out;
	FILE *sink;      /* where out is flushed, NULL to keep everything in out */
	bool write_failed;
	PrintOptions opts;
	PtrMap aliases;    /* IrAttr* -> alias name (char*, with sigil) */
	PtrMap type_texts; /* compound IrType* printed before -> its text (type.c) */
	PtrVec alias_order; /* aliased attributes defined before the module, in order */
	PtrVec deferred_aliases; /* location aliases defined after the module */
	PtrMap used_blobs[BLOB_GROUPS]; /* IrIdent* handles of the blobs printed */
	PtrVec blob_order[BLOB_GROUPS]; /* the same, in the order first printed */
	PtrMap distinct_ids;   /* distinct attribute -> 1 + its number, given in print order */
	uint64_t next_distinct;
	Arena names;     /* storage of alias names, type texts and format facts */
	ValueName *value_names;
	unsigned nvalue_names, value_names_cap;
	/* IrBlock* -> the N of its ^bbN, for all blocks but entry blocks (^bb0);
	   a map, not a field of the block, so that blocks stay 64 bytes */
	PtrMap block_ids;
	const char *default_dialect; /* ops of this dialect drop their prefix (custom form) */
	unsigned indent; /* current indentation in spaces */
	StrBuf scratch;  /* custom.c: an attribute's text, looked at before it is written */
	/* custom.c: whether an attribute name is in a list of names an
	   attr-dict leaves out, by the list's and the name's address (both
	   fixed for the print), so that each list is read once per name */
	struct LeftOut {
		const char *list;
		const IrIdent *name;
		bool out;
	} left_out[64];
	PtrMap fmt_facts; /* custom.c: const IrFmt* -> what the printer needs of its elements */
	/* aliases.c: the module holds distinct attributes, whose numbers
	   follow the print order, so one thread prints it */
	bool prints_distinct;
	IrBlock *threads_block; /* the block whose ops threads.c prints, or NULL */
	/* print_top: a printer that is to get the names of pending_top's values
	   and blocks (names_assign) on a thread of the alias pass's dry run,
	   while the others look at the ops; NULL once one has */
	Printer *pending_names;
	IrOp *pending_top;
};

/* type.c and attr.c (and the calls of ir/dialect.h): p may be NULL (no
   aliases). */
void print_ident_escaped(StrBuf *out, const IrIdent *s); /* s's text as between quotes */
void print_ident_key(StrBuf *out, const IrIdent *name); /* bare, or quoted: a key or symbol */

/* generic.c */
void print_spaces(StrBuf *out, unsigned n); /* n spaces: an indentation */
void print_flush(Printer *p, size_t threshold); /* writes out to the sink once it holds threshold bytes */
void print_op(Printer *p, IrOp *op);
void print_generic_body(Printer *p, IrOp *op);

/* custom.c: the custom forms; false when op has none (print it generically) */
bool print_custom(Printer *p, IrOp *op);
void print_dialect_symbol(StrBuf *out, char sigil, const IrIdent *ns, const IrIdent *body, bool pretty);

/* threads.c: prints ops [first, stop) of p->threads_block, each line as
   print_block does, on several threads and in order; false, having
   printed nothing, when no thread could start */
bool print_ops_on_threads(Printer *p, IrOp *first, IrOp *stop);
/* The same for the alias pre-pass's dry run of those ops; the first
   thread to start also assigns p->pending_names, if any (names.c). */
bool collect_ops_on_threads(Printer *p, IrOp *first, IrOp *stop);

/* names.c */
void names_assign(Printer *p, IrOp *top);

/* resources.c */
void print_resources(Printer *p);
void resources_note_use(Printer *p, const IrAttr *a); /* the blob a refers to, if any, is printed */
void resources_merge(Printer *p, const Printer *from); /* the blobs from uses, after p's */
bool resources_names_blob(const IrAttr *a); /* does a refer to a blob? */
/* Has ctx made an attribute of a dialect whose attributes may refer to a
   blob (the test dialect's)?  A dense_resource is ir_context_may_alias's. */
bool resources_dialect_attrs_made(IrContext *ctx);

/* aliases.c */
/* Can the dry run find anything?  False when locations are not printed
   and the context never made an attribute that gets an alias or names a
   resource: its IR holds none. */
bool aliases_may_find(Printer *p);
void aliases_collect(Printer *p, IrOp *top);
/* "distinct", "loc", "map" or "set": the alias a would get; NULL for an
   attribute that never gets one (nor does any type) */
const char *aliases_kind(const IrAttr *a);
bool aliases_op_finds(Printer *p, IrOp *op); /* false: op's dry run would find nothing */
void aliases_visit_attr(Printer *p, IrAttr *a, bool deferrable);
void aliases_visit_type(Printer *p, IrType *t);
void aliases_print(Printer *p, const PtrVec *which);
/* The pre-pass spread over threads (threads.c): t, a printer of another
   thread, collects on its own; then what it found is merged into p's
   collection, after what p found (t's collector is freed). */
void aliases_collect_apart(Printer *t);
void aliases_merge(Printer *p, Printer *t);

/* ---- vk_names.c: Vulkan's names of the numbers a VGF file stores, for
   vgf_dump.c; each table sorted by value ---- */
typedef struct {
	int64_t value;
	const char *name;
} VkName;
extern const VkName vk_descriptor_types[], vk_formats[], vk_filters[], vk_address_modes[], vk_border_colors[];
extern const size_t n_vk_descriptor_types, n_vk_formats, n_vk_filters, n_vk_address_modes, n_vk_border_colors;

#endif
