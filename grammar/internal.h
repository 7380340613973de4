/* internal.h: the lexer, the parse state and the builder calls shared by the grammar files. */
#ifndef MICA_GRAMMAR_INTERNAL_H
#define MICA_GRAMMAR_INTERNAL_H

#include "../ir/ir.h"
#include "../ir/dialect.h"
#include "parse.h"

/* Locations are byte offsets into the source (jq style).  Sources are
   smaller than 2 GiB (MICA_MAX_SOURCE), so 32 bits hold them, which halves
   what Bison copies for every token and reduction. */
#define MICA_YYLTYPE Loc
#define MICA_YYLTYPE_IS_DECLARED 1
#define YYLLOC_DEFAULT(Cur, Rhs, N)                                                     \
	do {                                                                                 \
		(Cur).end = YYRHSLOC(Rhs, N).end; /* an empty rule's: where it stands */         \
		(Cur).start = (N) ? YYRHSLOC(Rhs, 1).start : (Cur).end;                          \
	} while (0)

/* Arena-backed vector of 64-bit integers (dimensions, strides). */
typedef struct {
	int64_t *v;
	unsigned n, cap;
} IVec;

/* `memref<` dims element-type, before the layout and memory space (kept
   behind a pointer: every semantic value is then 8 bytes, which Bison
   copies on every shift and reduction). */
typedef struct {
	IVec *dims;
	IrType *elem;
	Loc eloc;
} MemrefHead;

/* A result group `%name` or `%name:N`. */
typedef struct {
	Ref name;
	unsigned count;
} ResultGroup;

/* String-keyed hash map (open addressing) used for aliases, blocks and resources. */
typedef struct {
	struct NameSlot *slots;
	size_t cap, count;
} NameMap;
void **nm_slot(NameMap *m, const char *s, size_t n); /* *slot is NULL when new */
void *nm_get(const NameMap *m, const char *s, size_t n);
void *nm_at(const NameMap *m, size_t i); /* value of slot i < cap, NULL if empty */
void nm_free(NameMap *m);

/* A parsed element of a dense<...> literal before its type is known. */
typedef enum { LIT_INT, LIT_FLOAT, LIT_BOOL, LIT_STRING, LIT_COMPLEX, LIT_LIST } LitKind;
typedef struct Lit {
	LitKind kind;
	bool neg;          /* leading '-' on a number */
	Slice text;        /* INT, FLOAT, STRING (raw token) */
	size_t off;        /* source offset for diagnostics */
	size_t end;        /* source offset just past it */
	bool b;            /* BOOL */
	TVec *elems;       /* LIST elements, COMPLEX's two parts */
} Lit;

/* Raw lexer state: one NUL-terminated buffer, cursor and a dimension-list mode. */
typedef struct {
	const unsigned char *start, *cur, *lim, *tok;
	int cond;          /* the scanner's condition (lexer.re): 0, or in a dimension list */
	int dims_pending;  /* the next token, '<', opens a dimension list */
} Lexer;

/* What the token stream keeps of a token handed out: its text is the
   source at loc. */
typedef struct {
	int kind;
	Loc loc;
} TokMark;

/* A block being parsed in a region: named blocks may be referenced before they appear. */
typedef struct BlockRef {
	IrIdent *name;
	IrBlock *block;
	bool defined;
	size_t off; /* first reference, for "undefined block" */
} BlockRef;

/* A region being built before its op exists. */
struct RegionBuild {
	IrBlock *cur;          /* block receiving ops */
	NameMap blocks;        /* BlockRef by name */
	/* the blocks, moved into the op when it is built: a piece of the pool
	   (a block refers to its region by an IrRef), made with the first
	   block (region_append_block) */
	IrRegion *body;
	struct RegionBuild *outer;
	struct RegionBuild *next_all, *prev_all; /* regions not yet moved into an op */
	ArenaMark item_mark;   /* temporaries before the current op; released after it */
	unsigned ssa_mark;     /* SSA definitions to drop when the region ends */
	bool named_entry;      /* the entry block was opened by named function arguments */
	unsigned fwd_mark;     /* forward references at region start (isolated only) */
};

typedef struct SsaTable SsaTable;
typedef struct ParseSplit ParseSplit;

/* The memo of complete types and attributes (memo.c): their text seen
   before, by hash.  Its kinds of text, each scanned on its own: */
enum {
	MEMO_KIND_TYPE,     /* tensor<...>, memref<...>, vector<...>, !ns.t<...> */
	MEMO_KIND_FUNCTION, /* (...) -> ... after a colon (its inner types are looked up on their own) */
	MEMO_KIND_ATTR,     /* dense<...> : T, affine_map<...>, array<...> after '=' */
	MEMO_KINDS
};
typedef struct {
	bool on;                 /* consulted in this parse */
	uint64_t seed;           /* start of its hash */
	struct MemoSlot *slots;  /* open addressing, a power of two */
	size_t cap, count;
	PtrVec kept;             /* the texts seen twice (struct MemoKept) */
	Arena texts;             /* where they are kept */
	struct MemoScan {
		size_t end;      /* end of the last text scanned: nothing inside it is */
		size_t pending_start, pending_end; /* text seen once before, for memo_put */
		uint64_t pending_hash;
	} scan[MEMO_KINDS];
	size_t hit_start;        /* the last memoised token handed out, and its type or attribute */
	void *hit;
	unsigned hits;           /* memoised tokens handed out */
} Memo;

/* Diagnostics held back during a parse that may be repeated (memo.c). */
typedef struct {
	IrDiagHandler diag;      /* the context's own sink */
	void *user;
	unsigned nerrors;        /* the context's error count before */
	void *diags;             /* what was held, in order */
	size_t n, cap;
} MemoHold;

/* How often, in bytes, the parser tells IrSource.progress how far it is:
   often enough that the input's pages go soon after the parser passes. */
enum { PROGRESS_STEP = 1 << 18 };

struct ParseState {
	IrContext *ctx;
	IrSource *src;
	uint32_t src_base; /* the position of its source's first byte (IrOp.src_pos) */
	uint32_t progress_next; /* lex_milestone runs when a token starts here */
	uint32_t progress_at;   /* tell src->progress (if any) when a token starts here */
	uint32_t progress_from; /* where the parse began, then what src->progress last returned */
	Lexer lx;
	Arena tmp;               /* temporaries freed when the parse ends */
	unsigned depth;          /* bracket nesting, limited to MICA_MAX_DEPTH */
	bool failed;             /* an error was reported; the parse stops */
	RegionBuild *region;     /* innermost region being parsed (the top level at the bottom) */
	RegionBuild *all_regions; /* every region built, for cleanup after an error */
	SsaTable *ssa;           /* SSA names of the innermost isolated scope */
	PtrVec op_stack;         /* names of the ops whose regions are being parsed */
	void *pending_entry;     /* FuncSig whose named arguments open the next region */
	NameMap attr_aliases, type_aliases;
	struct NamedTypeSlot { /* build_types.c: named types by their word */
		uint64_t word;
		IrType *type;
	} named_types[64];
	NameMap distinct_refs;   /* distinct id (8 bytes) -> the attribute it refers to */
	IrResource *resources, **resources_tail; /* in file order */
	Slice meta_section, meta_group; /* metadata section and group being read */
	Slice meta_key;          /* key of the resource entry being read */
	TVec *dim_names, *sym_names; /* affine identifiers in scope (Ref*) */
	NameMap affine_ids;      /* their names -> 1 + (position << 1 | is a symbol) */
	unsigned in_memref_params; /* inside a memref's layout and memory space list */
	/* the token stream shared by Bison and the custom op readers (lex.c) */
	int pending_start;        /* start token to hand out first, 0 if none */
	bool has_pushback;        /* a token was given back */
	Tok pushback;
	TokMark last;             /* the last token handed out */
	TokMark prev;             /* the one handed out before it */
	/* results of a nested parse (custom.c) */
	size_t nested_end;        /* where the construct ended */
	IrType *nested_type;
	IrAttr *nested_attr;
	RegionBuild *nested_region;
	TVec *nested_exprs;       /* IrAffineExpr* of a START_SSA_MAP parse */
	IrType *elements_type;    /* the type of a START_ELEMENTS parse's `dense<...>` */
	TVec *ssa_dims, *ssa_syms; /* Ref*: SSA values of such a map, as dims and symbols */
	NameMap ssa_ids;           /* their names and result numbers, as affine_ids; emptied when a map starts */
	NameMap ssa_scope;         /* the same, of the map or bound being read */
	bool in_ssa_map;
	const char *bound_keyword; /* `max` or `min`: affine.parallel's bound groups */
	unsigned result_count;    /* results declared before the op being read */
	bool enum_words;          /* bare words in attribute position are enum keywords */
	IrAttr *deferred_marker;  /* child of placeholder locations for later aliases */
	NameMap deferred_locs;    /* alias name -> 1 + offset of its first deferred use */
	/* a parse of a slice of a dialect symbol's body (nested.c): its error
	   is written here, not reported, with its offset */
	StrBuf *capture;
	size_t capture_off;
	Memo memo;
	/* the lexer's last `dense<[...]` list of numbers (dense_scan.c) */
	Lit *dense_scanned;
	size_t dense_scan_end;    /* not scanned again before this offset */
	/* the split parse (split.c): the one this parse started, or, in the
	   parse on the second thread, the region its ops are read into */
	ParseSplit *split;
	uint32_t split_at;        /* where it began, until the lexer meets it there;
	                             then one past it, until Bison takes it */
	bool split_met;           /* the lexer has read the token where it began */
	/* the region of the op whose custom reader runs (parse_custom_op) */
	RegionBuild *custom_region;
	RegionBuild *split_top;
	bool split_in_function;   /* in the second parse: of a function's body */
	/* split.c's last search for where a function's body ends, and the
	   last end where it found no place to split */
	struct SplitEndScan {
		const unsigned char *from, *end;
		size_t indent;
	} split_end_scan;
	const unsigned char *split_declined_end;
};

#define MICA_MAX_DEPTH 10000 /* bracket nesting of regions, types and attributes */

/* lexer.re: the next token, kept as ps->last */
int lex_token(ParseState *ps, Slice *val, Loc *loc);
/* lex.c: a token of kind `kind` starts at start, at or past
   ps->progress_next: tells the source how far the parse is and meets the
   split parse; the token to hand out */
int lex_milestone(ParseState *ps, int kind, uint32_t start);

/* split.c: a long body read on two threads.  split_start, as the body
   of a module or a function begins (its ops indented by indent spaces),
   starts a parse of its second half; the lexer meets it where it began
   (split_reached), which keeps it if it can be used there and drops it
   otherwise; split_hand_over gives Bison SPLICED_OPS for that token, to
   stand for everything that parse read, if Bison reads it between the
   body's ops; split_splice moves its ops into the body, split_abandon
   drops a parse that was not used. */
void split_start(ParseState *ps, RegionBuild *body, Loc open, bool in_function, size_t indent);
void split_reached(ParseState *ps, int kind, uint32_t start);
int split_hand_over(ParseState *ps, int kind, Loc *lloc);
bool split_splice(ParseState *ps, ParseSplit *sp);
void split_abandon(ParseState *ps);
/* In the second parse: has the first dropped it (an error before the
   split point)?  It then stops. */
bool split_cancelled(const ParseState *ps);
/* What the parse on the second thread cannot read as a parse of the whole
   file would, because it is shared with the text before: a distinct id,
   a location alias defined after the module, the seed's dropped sizes
   (kept in file order).  That parse then fails, quietly, and the first
   reads the text itself. */
static inline bool split_refuses(ParseState *ps, size_t off)
{
	if (!ps->split_top)
		return false;
	ps_error(ps, off, "left to the first thread");
	return true;
}

/* lex.c: the token stream */

/* tok_next and tok_peek, but a memoised type is one token (for the type's place) */
Tok tok_next_type(ParseState *ps);
Tok tok_peek_type(ParseState *ps);

/* Past the blanks at p, in a NUL-terminated text (the lexer's look-ahead
   scans: memo.c, dense_scan.c). */
static inline const unsigned char *skip_blanks(const unsigned char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
		p++;
	return p;
}

/* May the lexer hand over a whole type, attribute or list as one token
   here (memo.c, dense_scan.c)? Not with the memo off (a parse repeated
   after a failure), nor in the modes that read words inside attributes
   differently (enum keywords, SSA maps, the seed's memory spaces). */
static inline bool memo_modes_allow(const ParseState *ps)
{
	return ps->memo.on && !ps->enum_words && !ps->in_ssa_map && !ps->in_memref_params;
}

/* memo.c */
bool memo_type_at(ParseState *ps);  /* lx->tok is at `tensor`, `memref` or `vector` before '<' */
bool memo_slice_at(ParseState *ps); /* the token [lx->tok, lx->cur) is a dialect type */
bool memo_function_type_at(ParseState *ps); /* lx->tok is at '(' after ':' */
/* lx->tok is at `dense`, `affine_map` or `array` before '<' after '=';
   `typed`: the attribute ends with `: type` */
bool memo_attr_at(ParseState *ps, bool typed);
bool memo_wanted(const ParseState *ps, Loc loc);      /* would memo_put keep a type read at loc? */
IrType *memo_put(ParseState *ps, IrType *t, Loc loc); /* t was read from the text at loc */
IrAttr *memo_put_attr(ParseState *ps, IrAttr *a, Loc loc); /* a was read after '=' from the text at loc */
IrType *memo_type(ParseState *ps, Loc loc);          /* of a MEMO_TYPE or MEMO_FUNCTION_TYPE token at loc */
IrAttr *memo_attr(ParseState *ps, Loc loc);          /* of a MEMO_ATTR token at loc */
void memo_split(ParseState *ps, const Tok *t);        /* t is to be read again as its tokens */

/* dense_scan.c: after_word is just past `dense`; on a list of numbers,
   its Lit in ps->dense_scanned and lx->cur past its last ']' */
bool dense_scan_at(ParseState *ps, const unsigned char *after_word);
void memo_free(Memo *m);
void memo_hold(IrContext *ctx, MemoHold *h);
void memo_release(IrContext *ctx, MemoHold *h, bool deliver); /* else dropped */


/* nested.c: where the error a dialect's hook reported on the body of
   symbol `!ns.body` read at loc lies */
size_t dialect_error_offset(ParseState *ps, IrIdent *ns, IrIdent *body, Loc loc);
/* Where the token after offset off starts (blanks and comments skipped). */
size_t next_token_at(ParseState *ps, size_t off);

/* build_ops.c: frees what a parse holds once it ends */
void ps_cleanup(ParseState *ps);

/* ssa.c */
void ssa_push_scope(ParseState *ps);
bool ssa_pop_scope(ParseState *ps, bool report);
unsigned ssa_mark(ParseState *ps);
void ssa_release(ParseState *ps, unsigned mark);
/* The name of an SSA use without its result number: `%b` of `%b#1`. */
Slice ssa_base_name(Slice use);
IrValue *ssa_use(ParseState *ps, Slice use, size_t off, IrType *type);
bool ssa_define(ParseState *ps, Slice name, size_t off, IrValue *vals, unsigned n);
bool ssa_define_entry_arg(ParseState *ps, Slice name, size_t off, IrValue *val);
void ssa_abandon(ParseState *ps);
/* For the parse of a function body's second half (split.c): its scope
   keeps every name it defines; at the splice, its uses of names it did
   not define become uses of the first parse's values, if the whole
   function read as one parse would have bound them the same way (else
   false, and nothing changes). */
void ssa_keep_names(ParseState *ps);
bool ssa_take_open_uses(ParseState *ps, ParseState *from);

/* build_types.c */
/* 0-15, or -1 for a non-hex character; inline, as dense hex payloads run
   it for every digit. */
static inline int hex_value(char c)
{
	unsigned u = (unsigned char)c;
	if (u - '0' < 10)
		return (int)(u - '0');
	u |= 0x20; /* lower case */
	return u - 'a' < 6 ? (int)(u - 'a' + 10) : -1;
}
IrType *build_named_type(ParseState *ps, Slice s, Loc loc);
IrAttr *build_word_attr(ParseState *ps, Slice s, Loc loc);
IrType *build_complex_type(ParseState *ps, IrType *elem, Loc loc);
IrType *build_tuple_type(ParseState *ps, TVec *types);
bool push_dim(ParseState *ps, IVec *dims, const Slice *tok, Loc loc);
TVec *vector_dim(ParseState *ps, TVec *dims, Slice tok, Loc loc, bool scalable);
IrType *build_vector_type(ParseState *ps, Loc loc, TVec *dims, IrType *elem, Loc eloc);
IrType *build_tensor_type(ParseState *ps, Loc loc, IVec *dims, IrType *elem, Loc eloc, IrAttr *enc);
IrType *build_unranked_tensor_type(ParseState *ps, IrType *elem, Loc eloc);
IrType *build_memref_type(ParseState *ps, Loc loc, IVec *dims, IrType *elem, Loc eloc, TVec *params);
IrType *build_unranked_memref_type(ParseState *ps, IrType *elem, Loc eloc, IrAttr *space);
IrType *build_function_type(ParseState *ps, TVec *in, TVec *out);
IrType *build_alias_type(ParseState *ps, Slice s, Loc loc);
IrType *build_dialect_type(ParseState *ps, Slice s, Loc loc);
void split_dialect_symbol(ParseState *ps, Slice s, IrIdent **ns, IrIdent **body, bool *pretty);

/* build_attrs.c */
IrAttr *build_string_attr(ParseState *ps, Slice tok, Loc loc, IrType *type);
IrAttr *build_array(ParseState *ps, TVec *elems);
IrNamedAttr *named_attr(ParseState *ps, Slice key, Loc loc, IrAttr *value);
IrAttr *build_dict(ParseState *ps, TVec *entries, Loc loc);
IrAttr *build_symref(ParseState *ps, IrAttr *prev, Slice at, Loc loc);
IrAttr *build_dialect_attr(ParseState *ps, Slice s, Loc loc, IrType *type);
Lit *lit_new(ParseState *ps, LitKind kind, bool neg, Slice text, Loc loc);
Lit *lit_bool(ParseState *ps, Slice word, Loc loc);
Lit *lit_complex(ParseState *ps, Lit *re, Lit *im, Loc loc);
Lit *lit_list(ParseState *ps, TVec *elems, Loc loc);
IrAttr *build_dense(ParseState *ps, Lit *lit, IrType *type, Loc tloc);
IrAttr *build_dense_resource(ParseState *ps, Slice handle, Loc loc, IrType *type, Loc tloc);
IrAttr *build_sparse(ParseState *ps, Lit *indices, Lit *values, IrType *type, Loc tloc);
IrAttr *build_opaque(ParseState *ps, Slice ns, Loc nloc, Slice hex, Loc hloc, IrType *type);
IrAttr *build_dense_array(ParseState *ps, IrType *elem, Loc loc, TVec *lits);
IrAttr *build_strided(ParseState *ps, IVec *strides, int64_t offset);
IrAttr *build_strided_offset(ParseState *ps, IVec *strides, Slice kw, Loc loc, int64_t offset);
bool parse_distinct_id(ParseState *ps, Slice tok, Loc loc, uint64_t *id);
IrAttr *build_distinct(ParseState *ps, uint64_t id, Loc loc, IrAttr *ref);
IrAttr *build_loc_keyword(ParseState *ps, Slice kw, Loc loc);
IrAttr *build_loc_name(ParseState *ps, Slice str, Loc loc, IrAttr *child);
IrAttr *build_loc_file(ParseState *ps, Slice str, Loc loc, const Slice *line, const Slice *col);
IrAttr *build_loc_range(ParseState *ps, Slice str, Loc loc, Slice line, Slice col,
                        const Slice *end_line, Slice end_col);
IrAttr *build_loc_callsite(ParseState *ps, Slice kw, Loc loc, IrAttr *callee, Slice at, Loc aloc,
                           IrAttr *caller);
IrAttr *build_loc_fused(ParseState *ps, Slice kw, Loc loc, IrAttr *meta, TVec *locs);
IrAttr *build_loc_alias(ParseState *ps, Slice s, Loc loc);
void not_a_location(ParseState *ps, size_t off, IrAttr *a);
bool is_deferred_loc(const ParseState *ps, const IrAttr *a);
IrAttr *resolved_loc(ParseState *ps, IrAttr *a, Loc loc);

/* build_affine.c */
bool affine_dims(ParseState *ps, TVec *ids);
bool affine_syms(ParseState *ps, TVec *ids);
IrAffineExpr *build_aexpr_id(ParseState *ps, Slice s, Loc loc);
IrAffineExpr *build_aexpr_int(ParseState *ps, Slice tok, Loc loc);
IrAffineExpr *build_aexpr_ssa(ParseState *ps, Slice name, Loc loc, bool symbol);
void ssa_map_begin(ParseState *ps);
void ssa_scope_begin(ParseState *ps);
IrAffineExpr *build_aexpr_bin(ParseState *ps, IrAffineKind kind, IrAffineExpr *l, IrAffineExpr *r, Loc loc);
IrAffineExpr *build_aexpr_neg(ParseState *ps, IrAffineExpr *e, Loc loc);
IrAffineExpr *build_aexpr_sub(ParseState *ps, IrAffineExpr *l, IrAffineExpr *r, Loc loc);
void *build_constraint(ParseState *ps, IrAffineExpr *l, IrAffineExpr *r, int op, Loc loc);
IrAttr *build_affine_map(ParseState *ps, TVec *exprs, TVec *sizes, Loc size_loc);
IrAttr *build_integer_set(ParseState *ps, TVec *constraints);

/* custom.c: reading custom forms (and the reader calls of ir/dialect.h) */
IrOp *parse_custom_op(ParseState *ps, Slice name, Loc loc);
void report_unknown_custom_op(ParseState *ps, Slice word, Loc loc);
void nested_done(ParseState *ps, Loc loc);
bool custom_nested(ParseState *ps, int start);

bool bound_keyword(ParseState *ps, Slice word, Loc loc);

/* build_ops.c */
typedef struct FuncSig FuncSig;
bool op_begin_generic(ParseState *ps, Slice str, Loc loc);
bool op_begin_custom(ParseState *ps, const char *name, Loc loc);
bool op_begin_function(ParseState *ps, Loc loc);
TVec *push_result_group(ParseState *ps, TVec *groups, Slice name, Loc loc, const Slice *count);
bool region_begin(ParseState *ps, Loc loc);
RegionBuild *region_end(ParseState *ps, Loc loc);
IrBlock *current_block(ParseState *ps); /* of the innermost region, made when it has none */
void region_append_block(ParseState *ps, RegionBuild *r, IrBlock *b);
IrBlock *region_first_block(const RegionBuild *r); /* NULL while it has none */
bool block_begin(ParseState *ps, Slice name, Loc loc, TVec *args);
/* The trailing `: (inputs) -> results` of a generic op: only its types are
   kept, so no function type is uniqued for it. */
typedef struct {
	TVec *in, *out;
} OpSignature;
OpSignature *op_signature(ParseState *ps, TVec *in, TVec *out, Loc loc);
OpSignature *op_signature_of(ParseState *ps, IrType *f); /* of a memoised function type */
IrOp *build_generic_op(ParseState *ps, Loc loc, TVec *uses, TVec *succs, IrAttr *props,
                       TVec *regions, IrAttr *attrs, OpSignature *sig, IrAttr *l);
IrOp *build_op(ParseState *ps, IrIdent *name, Loc loc, TVec *uses, IrType **use_types,
               TVec *succs, IrAttr *props, TVec *regions, IrAttr *attrs, unsigned nresults,
               IrType **result_types, IrAttr *l);
void op_push_name(ParseState *ps, IrIdent *name);
void region_entry_args(ParseState *ps, TVec *args);
IrIdent *op_pop_name(ParseState *ps);
const char *current_default_dialect(ParseState *ps);
bool finish_op(ParseState *ps, TVec *results, IrOp *op);
IrOp *build_module_op(ParseState *ps, Loc loc, Slice name, IrAttr *attrs, RegionBuild *body, IrAttr *l);
FuncSig *func_sig(ParseState *ps, TVec *args, TVec *results);
IrOp *build_func_op(ParseState *ps, Loc loc, Slice vis, Slice name, Loc name_loc, FuncSig *sig,
                    IrAttr *attrs, Loc attrs_loc, RegionBuild *body, IrAttr *l);
bool define_attr_alias(ParseState *ps, Slice name, Loc loc, IrAttr *a);
bool define_type_alias(ParseState *ps, Slice name, Loc loc, IrType *t);
bool meta_section(ParseState *ps, Slice name, Loc loc);
bool meta_group(ParseState *ps, Slice name, Loc loc);
bool meta_group_end(ParseState *ps, Loc loc); /* the `}` of a group without entries */
bool resource_holds_blobs(const ParseState *ps);
bool resource_value_error(ParseState *ps, size_t off); /* reports a value of the wrong kind */
bool define_resource(ParseState *ps, Slice key, Loc kloc, Slice value, Loc vloc);
int mica_yyparse(ParseState *ps);

/* errors */

/* tvec */
IVec *iv_new(ParseState *ps);
IVec *iv_push(ParseState *ps, IVec *v, int64_t x);

#endif
