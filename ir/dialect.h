/* dialect.h: what a dialect is (IrDialect), and the calls its hand-written
 * custom forms make to read and print themselves.
 *
 * A dialect lives in one folder, ir/dialects/<name>/: its op table
 * (IrOpDef), its readers, printers and verifiers, and its types and
 * attributes.  It describes itself with one IrDialect, and every dialect is
 * listed once, in ir/dialects/dialects.c; the registry and the names known
 * in diagnostics come from that list.  Whether an op's regions are SSA or
 * graph regions is the op's own (IR_TRAIT_GRAPH_REGION, MLIR's
 * RegionKindInterface): every registered op's are SSA regions but those it
 * marks, an unregistered op's may be graph regions.
 *
 * Hand-written forms use only the calls declared here, as MLIR's
 * OpAsmParser and OpAsmPrinter: grammar/ implements the reader calls and
 * printers/ the printer calls, and neither knows a dialect by name.
 */
#ifndef MICA_IR_DIALECT_H
#define MICA_IR_DIALECT_H

#include "ir.h"

/* ==== the dialect descriptor ============================================= */

/* A registered dialect's type or attribute (`!ns.body`, `#ns.body`), read
   into the dialect's own parameters (bytes of its own layout, kept in the
   context beside the type or attribute: IrType.dialect.params) and written
   back as MLIR prints them; types and attributes are uniqued by that
   printed body, so that equal parameters are one type or attribute
   whatever their spelling. */
typedef struct IrDialectSymbols {
	/* Reads body (the text after `ns.`) into its parameters, appended to
	   params.  Returns 1 when read, 0 when body is none the dialect knows
	   (kept as text, for its verifier to reject), -1 after an error written
	   to err in MLIR's words. */
	int (*parse)(IrContext *ctx, const char *body, size_t n, StrBuf *params, StrBuf *err);
	/* Writes the body back from the parameters, as MLIR prints it. */
	void (*print)(StrBuf *out, const void *params);
	/* A type's shape and element type as the builtin tensor type of that
	   shape (ranked or not), when the type is a shaped one (MLIR's
	   ShapedTypeInterface: dense<...> literals take it), else NULL. NULL:
	   none of the dialect's types is shaped. */
	IrType *(*shape)(IrContext *ctx, const void *params);
} IrDialectSymbols;

/* What a hook reads nested in its body with the full grammar (implemented
   by grammar/nested.c, as MLIR's DialectAsmParser::parseType and
   parseAttribute): the type or attribute at the start of text[0..n), the
   rest of the body (text[n] is the NUL that ends it), with the bytes it
   took in *used; NULL after an error in MLIR's words in err, located where
   it lies in the source. */
IrType *dialect_read_type(IrContext *ctx, const char *text, size_t n, size_t *used, StrBuf *err);
IrAttr *dialect_read_attr(IrContext *ctx, const char *text, size_t n, size_t *used, StrBuf *err);
/* A hook's own error at text, a point of its body (for the location). */
void dialect_error_at(IrContext *ctx, const char *text);

/* An enum attribute of the dialect (`#ns.mnemonic<VALUE>`), as MLIR
   describes it in its messages. */
typedef struct {
	const char *mnemonic, *description, *cpp_name;
	const char *values; /* "A, B, C" */
} IrDialectEnum;

/* MLIR's call interfaces (CallOpInterface, CallableOpInterface) of a
   dialect's ops and its DialectInlinerInterface: whether code may be
   inlined into its ops' regions, whether its ops may be inlined, and how
   its terminators end an inlined region (ir/inline.h). */
typedef struct IrInliner {
	/* Is op a call? Then *callee is its callee, a symbol reference, or
	   NULL for one called through a value (operand *first - 1), and its
	   arguments are the operands from *first on. NULL: none is. */
	bool (*call)(const IrOp *op, IrAttr **callee, unsigned *first);
	/* Is op callable? Then *body is its body (NULL for a declaration)
	   and *type its function type. NULL: none is. */
	bool (*callable)(IrOp *op, IrRegion **body, IrType **type);
	/* MLIR's isLegalToInline(call, callable); NULL: always */
	bool (*legal_call)(const IrOp *call, const IrOp *callable);
	/* May src be inlined into dest, a region of one of the dialect's ops?
	   into_regions says it for every region, legal_region when it
	   depends (it overrides into_regions). */
	bool into_regions;
	bool (*legal_region)(IrRegion *dest, IrRegion *src);
	/* May op, one of the dialect's, be inlined into dest? Likewise. */
	bool ops;
	bool (*legal_op)(const IrOp *op, IrRegion *dest);
	/* MLIR's handleTerminator for the dialect's terminators (return-like
	   ops of its callables): with dest, term is replaced by a branch to
	   dest passing its operands; without, term's operands replace the
	   uses of results (one per operand) and term stays. */
	void (*terminator)(IrContext *ctx, IrOp *term, IrBlock *dest, IrValue *const *results);
} IrInliner;
/* inline.c: the inliner interface of a dialect whose every op may be
   inlined, and whose regions may take any inlined code (the first) or
   none (the second). */
extern const IrInliner ir_inline_anywhere, ir_inline_ops;

typedef struct IrDialect {
	const char *name;            /* the namespace: "scf" */
	const IrOpDef *ops;          /* its op table */
	size_t nops;
	const IrDialectSymbols *types, *attrs; /* NULL: kept as text */
	/* As in MLIR, an op of a registered dialect that the dialect does not
	   define is an error, with or without --allow-unregistered-dialect,
	   unless the dialect allows unknown ops (the seed's std) or the op is
	   one of MLIR 22's that mica does not define yet: undefined_ops, space
	   separated without the prefix; such an op is an unregistered one, and
	   prints generically (one that gets a definition leaves the list). */
	bool allows_unknown_ops;
	const char *undefined_ops;
	const IrDialectEnum *enums;  /* its enum attributes, ending with a NULL mnemonic */
	/* Whether a could be stored as property `name` of op def (MLIR's
	   property conversion), where the definition's strings do not say;
	   NULL: by the kind the definition gives. */
	bool (*attr_storage_fits)(IrContext *ctx, const IrOpDef *def, const IrIdent *name, const IrAttr *a);
	/* The ODS type constraint (its description) that type t of operand i
	   of op def fails, NULL when t satisfies it: custom forms that infer a
	   result type from an operand check it while reading, as MLIR's do.
	   NULL: no such checks. */
	const char *(*operand_constraint)(const IrOpDef *def, unsigned i, const IrType *t);
	/* Checks the dialect's own facts of op def (IrOpDef.facts) for
	   ir_registry_check: each problem a line in out, counted in *problems. */
	void (*check_op)(const IrOpDef *def, StrBuf *out, unsigned *problems);
	/* An op written without its prefix that is one of the dialect's (the
	   seed's standard ops: `addi`, `br_cond`): its full name, or NULL. */
	IrIdent *(*bare_op)(IrContext *ctx, const char *word, size_t n);
	/* Does op, one of the dialect's, print without its prefix? NULL: never
	   (but where its parent makes the dialect the default, as for every op). */
	bool (*prints_bare)(Printer *p, IrOp *op);
	/* Older spellings of the dialect's ops read as today's: may rewrite the
	   operands, properties and attributes of op `name` being built (and
	   drop operands from the end); false after an error reported at off. */
	bool (*upgrade)(ParseState *ps, IrIdent *name, size_t off, IrValue **operands, unsigned *nops,
	                IrAttr **props, IrAttr **attrs);
	/* MLIR's materializeConstant: a new detached constant-like op of the
	   dialect whose result of type type holds value (an attribute one of
	   its ops folded to), or NULL when it cannot build one. NULL: none. */
	IrOp *(*materialize_constant)(IrContext *ctx, IrAttr *value, IrType *type, IrAttr *loc);
	/* its call interfaces and inliner interface; NULL: none of its ops
	   may be inlined nor take inlined code */
	const IrInliner *inliner;
} IrDialect;

/* dialects/dialects.c: every registered dialect, NULL-terminated. */
extern const IrDialect *const ir_dialects[];
/* The registered dialect of that namespace, or NULL. */
const IrDialect *ir_dialect_find(const char *ns, size_t n);
/* Namespaces of MLIR's dialects that mica does not register: a custom op
   of one is "unknown", of any other name "not found" (diagnostics only). */
extern const char *const ir_upstream_dialects[];
/* Is ns a dialect registered or known by name? */
bool ir_dialect_known(const char *ns, size_t n);
/* Every known dialect's name, sorted, comma separated (MLIR's note on the
   available dialects). */
void ir_dialect_list_known(StrBuf *b);

/* ==== reading hand-written custom forms (implemented by grammar/) ======== */

/* A slice of the source text: token values never own memory. */
typedef struct {
	const char *p;
	size_t n;
} Slice;

/* Locations are byte offsets into the source: see grammar/internal.h. */
typedef struct {
	uint32_t start, end;
} Loc;

/* Arena-backed vector of pointers for the parser's temporary lists. */
typedef struct {
	void **v;
	unsigned n, cap;
} TVec;

/* A token: kind, text and place.  A punctuation token's kind is its
   character ('(', ':'); the others are these (grammar/lex.c checks they are
   the grammar's own numbers). */
typedef struct {
	int kind;
	Slice val;
	Loc loc;
} Tok;
enum {
	IR_TOK_EOF = 0,
	IR_TOK_BARE_ID = 258, /* the first of Bison's own numbers */
	IR_TOK_PERCENT_ID,
	IR_TOK_CARET_ID,
	IR_TOK_AT_ID,
	IR_TOK_HASH_ID,
	IR_TOK_EXCL_ID,
	IR_TOK_DIALECT_ATTR,
	IR_TOK_DIALECT_TYPE,
	IR_TOK_INTEGER,
	IR_TOK_FLOAT,
	IR_TOK_STRING,
	IR_TOK_ARROW,
	IR_TOK_KW_AFFINE_MAP, /* `affine_map` before `<` */
	IR_TOK_KW_DENSE,      /* `dense` before `<` */
	IR_TOK_KW_LOC,        /* `loc` before `(` */
	IR_TOK_KW_SPARSE,     /* `sparse` before `<` */
	IR_TOK_KW_DENSE_RESOURCE, /* `dense_resource` before `<` */
};

/* A slice with the offset where it was written. */
typedef struct {
	Slice s;
	size_t off;
} Ref;

/* A name with a type and optional attributes/location (block and function arguments). */
typedef struct {
	Ref name;       /* name.s.p is NULL for unnamed function arguments */
	IrType *type;
	IrAttr *attrs;  /* argument/result attribute dictionary, NULL if none */
	IrAttr *loc;
} TypedRef;

/* A successor: `^bb` with the seed's optional operand list. */
typedef struct {
	Ref name;
	TVec *uses;     /* Ref*, NULL for today's form */
	TVec *types;    /* IrType* */
} SuccRef;

/* A region read before its op exists (opaque). */
typedef struct RegionBuild RegionBuild;

/* What a custom form's reader gathers for the op it builds. */
enum { MAX_GROUPS = 8 };
struct Parsed {
	const IrOpDef *def;
	IrIdent *name;
	Loc loc;
	TVec *groups[MAX_GROUPS];  /* uses of each operand group of def->operands */
	IrType **group_types[MAX_GROUPS];
	TVec *all_uses;            /* `operands` */
	IrType **all_types;
	unsigned nresults;
	IrType **result_types;
	TVec *named;               /* IrNamedAttr*: attributes read by name and from attr-dict */
	IrAttr *attr_dict;         /* the dictionary attr-dict read, if any */
	TVec *regions;
	TVec *succs;               /* SuccRef* */
	IrAttr *loc_attr;
};

/* The parser's state, as a reader sees it. */
IrContext *ps_ctx(const ParseState *ps);
bool ps_failed(const ParseState *ps);         /* an error was reported: the parse stops */
void *ps_alloc(ParseState *ps, size_t n);     /* freed when the parse ends */
void ps_error(ParseState *ps, size_t off, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The error MLIR's hand-written reader of op r adds to the one that
   stopped it ("custom op 'name' msg"). */
void ps_follow_up_error(ParseState *ps, const Parsed *r, size_t off, const char *msg);
/* Where a missing token is reported: the end of the token before tok_start
   when that is on an earlier line, as MLIR does. */
size_t error_offset(ParseState *ps, size_t tok_start);

/* Tokens. */
Tok tok_next(ParseState *ps);
Tok tok_peek(ParseState *ps);
void tok_unget(ParseState *ps, Tok t);
bool tok_accept(ParseState *ps, int kind, Tok *out); /* consumes the token if of kind */
bool tok_expect(ParseState *ps, int kind, const char *what);
bool tok_is(const Tok *t, const char *word);         /* a bare word, exactly */

/* Temporary lists and references. */
TVec *tv_new(ParseState *ps);
/* Appends p to v (NULL starts a vector); the new vector or a full one is
   lex.c's work, the common case inlined. */
TVec *tv_push_slow(ParseState *ps, TVec *v, void *p);
static inline TVec *tv_push(ParseState *ps, TVec *v, void *p)
{
	if (!v || v->n == v->cap)
		return tv_push_slow(ps, v, p);
	v->v[v->n++] = p;
	return v;
}
Ref *ref_new(ParseState *ps, Slice s, Loc loc);
TypedRef *typed_ref_new(ParseState *ps, Slice name, Loc loc, IrType *type, IrAttr *attrs, IrAttr *l);
SuccRef *successor_new(ParseState *ps, Slice name, Loc loc, TVec *uses, TVec *types);

/* Literals. */
char *decode_string(ParseState *ps, Slice tok, Loc loc, size_t *n);
char *decode_symbol(ParseState *ps, Slice at, Loc loc, size_t *n);
bool parse_i64(ParseState *ps, Slice tok, Loc loc, bool neg, int64_t *out);
IrAttr *build_number_attr(ParseState *ps, bool neg, Slice tok, Loc loc, IrType *type, Loc tloc);
IrAttr *build_hash_attr(ParseState *ps, Slice s, Loc loc, IrType *type);

/* Types, attributes, locations. */
IrType *read_type(ParseState *ps);
bool read_types(ParseState *ps, unsigned n, IrType **out);
TVec *read_result_types(ParseState *ps);           /* `type` or `(types)` */
TVec *read_type_list(ParseState *ps);              /* `T, U, ...`: one or more */
IrType *read_type_of_kind(ParseState *ps, Parsed *r, IrTypeKind kind, const char *what);
/* `(inputs) -> results`: the types of the operands (r->all_types) and of
   the results; after_init_list as after tosa.while_loop's `(%a = %x)`. */
bool read_functional_type(ParseState *ps, Parsed *r, bool after_init_list);
IrAttr *read_attr(ParseState *ps);
IrAttr *read_seed_attr(ParseState *ps);           /* an attribute or an inline affine map */
IrAttr *read_location(ParseState *ps);            /* `loc(...)` */
IrAttr *read_elements(ParseState *ps, IrType *type); /* `dense<...>`, `sparse<...>`, `dense_resource<...>` of a known type */
bool read_attr_dict(ParseState *ps, Parsed *r, bool keyword); /* keyword: `attributes {...}` */
void add_named(ParseState *ps, Parsed *r, IrIdent *name, IrAttr *value);

/* Operands. */
TVec *read_operand_list(ParseState *ps, TVec *uses);
bool read_plain_operand(ParseState *ps, Parsed *r); /* `%x`, appended to r->all_uses */
bool read_init_list(ParseState *ps, TVec **names, TVec **inits); /* ` (%a = %x, ...)` */
/* Resolves uses from..from+n-1 now, with these types (a reader that needs
   the values before the region it reads next). */
bool resolve_uses_now(ParseState *ps, TVec *uses, unsigned from, unsigned n, IrType *const *types);
/* ODS's custom<DynamicIndexList>: `(4, %n)` (open is '(' or '[') read into
   the operand group and static list that args name ("$dyn, $static"). */
bool read_dynamic_index_list(ParseState *ps, Parsed *r, const char *args, size_t n, int open);
/* An affine map of SSA values, `(%d0)[%s0] -> ...` inline or `#map(%i)[%j]`:
   its values appended to *uses, dimensions first. */
IrAttr *read_ssa_map(ParseState *ps, TVec **uses);
/* affine.parallel's bounds, `max(%a, %b + 1)` or a single expression: the
   map, its result groups and its values. */
bool read_ssa_bounds(ParseState *ps, const char *keyword, TVec **uses, IrAttr **map, IrAttr **groups);

/* Regions. */
RegionBuild *read_region(ParseState *ps);
RegionBuild *read_region_with_args(ParseState *ps, TVec *names, IrType **types);
RegionBuild *region_empty(ParseState *ps);
/* Gives a region read empty (`{}`) its one empty block. */
void region_ensure_block(ParseState *ps, RegionBuild *rb);
/* The implicit terminator (`scf.yield`) of a region whose last block lacks
   one: op `name` with no operands and nregions regions of one empty block. */
void ensure_terminator(ParseState *ps, RegionBuild *rb, const char *name, unsigned nregions, size_t op_offset);
/* `[-> (types)] {then} [else {else}]` of scf.if and affine.if. */
bool read_then_else(ParseState *ps, Parsed *r, const char *yield, TVec **types);

/* Builds the op from r, once its form is read; NULL after an error. */
IrOp *custom_finish(ParseState *ps, Parsed *r);

/* ==== printing hand-written custom forms (implemented by printers/) ====== */

StrBuf *print_out(Printer *p);      /* where the op's text goes */
IrContext *print_ctx(Printer *p);
bool print_debuginfo(const Printer *p); /* --mlir-print-debuginfo */
void print_newline(Printer *p, unsigned more); /* a new line, indented `more` beyond the op */
void print_type(Printer *p, StrBuf *out, IrType *t);
void print_attr(Printer *p, StrBuf *out, IrAttr *a);
void print_attr_elided(Printer *p, StrBuf *out, IrAttr *a); /* no `: i64` / `: f64` suffix */
void print_location(Printer *p, StrBuf *out, IrAttr *loc, bool allow_alias);
void print_value_name(Printer *p, IrValue *v); /* the definition: %N, %name */
void print_value(Printer *p, IrValue *v);      /* a use: adds #i inside result groups */
void print_block_name(Printer *p, IrBlock *b);
void print_region(Printer *p, IrRegion *r, bool entry_args, bool terminators, bool empty_block);
/* ` {...}` of op's attributes but `elided` (space separated) and defaults;
   elided is text that stays as it is for the whole print (a literal), as
   the printer remembers its answers by its address */
void print_custom_attr_dict(Printer *p, IrOp *op, const char *elided, bool keyword);
void print_symbol(Printer *p, IrAttr *name); /* `@name`, quoted when it must be */
/* ` @name(%arg0: T {attrs}) -> R attributes {...} {body}` of an op with
   IR_TRAIT_FUNCTION_FORM */
void print_function_op(Printer *p, IrOp *op);
/* Its first part, ` @name(%arg0: T {attrs}) -> R`, for a form that adds
   to it (spirv.func's function control) */
void print_function_signature(Printer *p, IrOp *op);
/* ` -> T` or ` -> (T, U)` of the results (MLIR's printArrowTypeList); a
   single result in parentheses too when `parens` (scf.if) */
void print_arrow_results(Printer *p, IrOp *op, bool parens);
void print_then_else(Printer *p, IrOp *op);
void print_iter_args(Printer *p, IrBlock *body, IrUse *inits, unsigned n);
/* `(%a = %x, ...)` of an op whose entry block takes the inits */
void print_init_list(Printer *p, IrBlock *entry, IrUse *inits, unsigned n);
void print_value_list(Printer *p, IrUse *uses, unsigned n); /* `%a, %b` */
/* `T1, T2`: the types of operands start..start+n-1 */
void print_operand_types(Printer *p, IrOp *op, unsigned start, unsigned n);
/* `(A, B) -> R`, `() -> (R, S)`: MLIR's printFunctionalType */
void print_functional_type(Printer *p, IrType **in, unsigned nin, IrType **out, unsigned nout);
void print_op_functional_type(Printer *p, IrOp *op); /* of op's operands and results */
void print_dict_body(Printer *p, StrBuf *out, IrAttr *dict); /* `a = 1, b` */
void print_dict_entry(Printer *p, StrBuf *out, IrNamedAttr e); /* `a = 1`, or `b` for a unit */
void print_affine_map_of_ssa_ids(Printer *p, const IrAffineMap *m, IrUse *operands);
/* The same for results first..first+count-1 only. */
void print_affine_results_of_ssa_ids(Printer *p, const IrAffineMap *m, unsigned first, unsigned count,
                                     IrUse *operands);
/* ODS's custom<DynamicIndexList>: `[4, %n]` (open is '(' or '['), the
   static list st with each IR_DYNAMIC standing for the next of op's
   operands start..start+count-1 */
void print_dynamic_index_list(Printer *p, IrOp *op, unsigned start, unsigned count, IrAttr *st, char open);
void print_affine_map(StrBuf *out, const IrAffineMap *m);
void print_integer_set(StrBuf *out, const IrIntegerSet *s);

#endif
