/* ir.h: the mica IR: context, uniqued types/attributes/affine expressions, and operations. */
#ifndef MICA_IR_H
#define MICA_IR_H

#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "apnum.h"

typedef struct IrContext IrContext;
typedef struct IrIdent IrIdent;
typedef struct IrType IrType;
typedef struct IrAttr IrAttr;
typedef struct IrAffineExpr IrAffineExpr;
typedef struct IrAffineMap IrAffineMap;
typedef struct IrIntegerSet IrIntegerSet;
typedef struct IrNamedAttr IrNamedAttr;
typedef struct IrOp IrOp;
typedef struct IrBlock IrBlock;
typedef struct IrRegion IrRegion;
typedef struct IrValue IrValue;
typedef struct IrUse IrUse;
typedef struct IrBlockOperand IrBlockOperand;
typedef struct IrSource IrSource;
/* large dense payloads (blob.c) */
typedef struct IrBlob IrBlob;
typedef struct StrBuf StrBuf;
typedef struct Arena Arena;
/* the reader and printer of custom forms, as dialects see them (ir/dialect.h) */
typedef struct ParseState ParseState;
typedef struct Parsed Parsed;
typedef struct Printer Printer;
/* folding and rewrite patterns (ir/pattern.h) */
typedef struct IrFoldResult IrFoldResult;
typedef struct IrPattern IrPattern;

/* ---- util.c: memory, growable buffers ---- */

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
/* n zeroed elements, written now rather than left to the kernel's shared
   zero page: a table that is probed before it is written would otherwise
   take a write-protect fault on each page later, which, while the process
   has threads on other cores, flushes their TLBs too. */
void *xzeroed(size_t n, size_t size);
char *xstrndup(const char *s, size_t n);
_Noreturn void die_at(const char *file, int line, const char *fmt, ...);
/* Every allocation that fails ends here (xmalloc and kin, uthash, the exact
   numerics): the hook runs, then "<program>: error: out of memory" is
   written and the process exits with status 1.  Nothing on this path
   allocates or takes a lock, so the hook must not either. */
_Noreturn void ir_out_of_memory(void);
void ir_on_out_of_memory(void (*hook)(void));
/* The seed of every string hash table (uniquing, the parser's names): random
   per process, so that no input can be crafted to make lookups collide;
   MICA_HASH_SEED fixes it (docs/RELIABILITY.md). Output never depends on it. */
uint64_t ir_hash_seed(void);
/* A hash of n bytes from a seed, for the tables keyed by text and byte
   encodings (uniquer.c). */
uint64_t ir_hash_bytes(const void *key, size_t n, uint64_t seed);
#define die(...) die_at(__FILE__, __LINE__, __VA_ARGS__)

/* n bytes of the pool's cage (ir/pool.c), zeroed, whole pages; freed with
   ir_cage_free and the same n.  An arena's chunks come from there, so an
   IrRef can point at what an arena holds. */
void *ir_cage_alloc(size_t n);
void ir_cage_free(void *p, size_t n);

/* A 32-bit reference to anything the pool or an arena holds (ops,
   values, blocks, types, attributes): where it lies in the cage
   (pool.c), in units of 8 bytes; 0 for NULL. */
typedef uint32_t IrRef;
extern char *ir_cage;
extern size_t ir_cage_size;
_Noreturn void ir_ref_outside_cage(const void *p);
static inline IrRef ir_ref(const void *p)
{
	if (!p)
		return 0;
	size_t off = (size_t)((uintptr_t)p - (uintptr_t)ir_cage);
	if (off >= ir_cage_size) /* a bug: whatever p points at should not be referred to */
		ir_ref_outside_cage(p);
	return (IrRef)(off / 8);
}
static inline void *ir_deref(IrRef r)
{
	return r ? ir_cage + (size_t)r * 8 : NULL;
}

/* A bump allocator; everything in it is freed at once by arena_free. */
struct Arena {
	struct ArenaChunk *chunk; /* current chunk, linked to older ones */
	char *cur, *end;          /* free space of the current chunk */
	pthread_mutex_t *lock;    /* taken by every allocation when threads share the arena, else NULL */
};
/* A position in an arena; releasing to it frees everything allocated since. */
typedef struct {
	struct ArenaChunk *chunk;
	char *cur, *end;
} ArenaMark;
/* An allocation that needs a new chunk or the lock (ir/util.c). */
void *arena_alloc_slow(Arena *a, size_t n);
/* The parser allocates a few small objects per token: the common case, an
   unshared arena with room left, is inlined.  Every object the arena holds
   is aligned to 8 bytes or less. */
static inline void *arena_alloc(Arena *a, size_t n)
{
	size_t size = (n + 7) & ~(size_t)7;
	if (!a->lock && (size_t)(a->end - a->cur) >= size) {
		void *p = a->cur;
		a->cur += size;
		return p;
	}
	return arena_alloc_slow(a, n);
}
static inline void *arena_zalloc(Arena *a, size_t n)
{
	return memset(arena_alloc(a, n), 0, n);
}
ArenaMark arena_mark(const Arena *a);
void arena_release(Arena *a, ArenaMark m);
void *arena_dup(Arena *a, const void *p, size_t n);
void arena_free(Arena *a);
/* into takes over everything allocated in from, which is left empty. */
void arena_adopt(Arena *into, Arena *from);

/* Growable byte buffer used for output and scratch keys. */
struct StrBuf {
	char *s;    /* bytes, NUL-terminated when len < cap */
	size_t len; /* bytes in use */
	size_t cap; /* bytes allocated */
};
void sb_grow(StrBuf *b, size_t extra); /* room for extra more bytes and the NUL */
/* The printers call these for every few bytes of output: the common case,
   room in the buffer, stays inline. */
static inline void sb_putn(StrBuf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap)
		sb_grow(b, n);
	if (n) /* s may be NULL when n is 0 */
		memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = 0;
}
static inline void sb_puts(StrBuf *b, const char *s)
{
	sb_putn(b, s, strlen(s));
}
static inline void sb_putc(StrBuf *b, char c)
{
	if (b->len + 2 > b->cap)
		sb_grow(b, 1);
	b->s[b->len++] = c;
	b->s[b->len] = 0;
}
void sb_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_put_u64(StrBuf *b, uint64_t v);
/* "00" to "99", for writing numbers two digits at a time */
extern const char ir_digit_pairs[201];
void sb_put_i64(StrBuf *b, int64_t v);
void sb_free(StrBuf *b);
/* hex.c: the bytes that 2 * n hex digits spell (either case), into
   out[0..n); false if a character is no hex digit. */
bool ir_hex_to_bytes(const char *digits, size_t n, unsigned char *out);
/* The 2 * n upper-case hex digits of n bytes, into out (no NUL). */
void ir_bytes_to_hex(const unsigned char *bytes, size_t n, char *out);
/* Seconds on the monotonic clock, for timing reports and progress. */
double ir_monotonic_seconds(void);
/* The cores work may be spread over, at least 1; MICA_THREADS=N stands
   for N cores (tests run several counts). */
long ir_cores(void);
/* Threads to start beside the calling one for work on n items: one fewer
   than the cores, at most n - 1. */
long ir_helper_threads(size_t n);

/* Append-only vector of pointers, grown by doubling. */
typedef struct {
	void **v;
	size_t n, cap;
} PtrVec;
void pv_push(PtrVec *pv, void *p);
void pv_free(PtrVec *pv);

/* Pointer-keyed hash map (open addressing); keys must not be NULL. */
typedef struct {
	const void **keys;
	void **vals;
	size_t cap, n;
} PtrMap;
void pm_put(PtrMap *m, const void *k, void *v);
void *pm_get(const PtrMap *m, const void *k); /* NULL when absent */
void pm_remove(PtrMap *m, const void *k);      /* nothing when absent */
void pm_free(PtrMap *m);

/* ---- diag.c: sources and diagnostics ---- */

/* A source buffer; locations are byte offsets into it, turned into
   line:col only when a message is printed. */
struct IrSource {
	const char *name;  /* file name as given, "<stdin>" for - */
	const char *text;  /* NUL-terminated contents */
	size_t len;        /* bytes, not counting the terminator */
	unsigned line_base; /* line number of text[0], minus 1 (split chunks) */
	/* A split chunk that starts inside a line (after a marker): the text
	   of that whole line from its start (up to its newline), and how many
	   bytes of it come before text[0].  Its first line's columns and the
	   line a message shows are then the file's, as MLIR's views of the
	   file give them.  NULL and 0 otherwise. */
	const char *first_line;
	size_t col_base;
	size_t *line_starts; /* lazily built offsets of line starts */
	size_t nlines;
	/* Optional: the parser tells it, every megabyte or so, how far it has
	   read since `from` (where it began, then what the last call returned),
	   so that a mapped file can give back the pages in between (they are
	   read in again if a diagnostic looks at them); an offset past the end
	   says that the reader is done with all of it.  It returns where the
	   next call's `from` is: the end of what it gave back, or `from`. */
	size_t (*progress)(const struct IrSource *src, size_t from, size_t offset);
	/* Text a reader wrote (the SPIR-V deserializer's): what is read from
	   it has no implicit location (MLIR's readers give such ops
	   loc(unknown)); diagnostics still quote it. */
	bool unlocated;
	/* The text stays as it is until every context that read it is
	   destroyed: large hex constants are then kept as views of it and
	   decoded on first use (blob.c). */
	bool text_outlives_ir;
};

/* ---- source_file.c: the text of an input file ---- */
typedef struct {
	char *text;    /* NUL-terminated */
	size_t len;
	size_t mapped; /* bytes mapped; 0 when the text was read into the heap */
} IrSourceText;
/* Maps a regular file, reads anything else; false on a read error.  A
   stream longer than limit is cut just beyond it (the caller refuses it). */
bool ir_source_load(FILE *f, size_t limit, IrSourceText *st);
void ir_source_unload(IrSourceText *st);
/* An IrSource.progress for mapped text (IrSourceText.mapped). */
size_t ir_source_give_back(const IrSource *src, size_t from, size_t offset);

typedef enum { IR_DIAG_ERROR, IR_DIAG_WARNING, IR_DIAG_NOTE, IR_DIAG_REMARK } IrDiagKind;

/* Receives every diagnostic; the default prints it to stderr. */
typedef void (*IrDiagHandler)(void *user, IrDiagKind kind, const IrSource *src, size_t offset,
                              const char *msg);

void ir_source_linecol(IrSource *src, size_t offset, unsigned *line, unsigned *col);
void ir_diag(IrContext *ctx, IrDiagKind kind, IrSource *src, size_t offset, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
void ir_vdiag(IrContext *ctx, IrDiagKind kind, IrSource *src, size_t offset, const char *fmt,
              va_list ap);
/* ir_diag at a position of ctx's sources (IrOp.src_pos; 0: none). */
void ir_diag_at(IrContext *ctx, IrDiagKind kind, uint32_t pos, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void ir_diag_print(FILE *f, IrDiagKind kind, IrSource *src, size_t offset, const char *msg,
                   bool show_line);
/* Errors ir_diag_print has printed in this process. */
unsigned ir_diag_errors_printed(void);
void ir_emit_op_error(IrContext *ctx, IrOp *op, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* An error written as a bare line on stderr, as LLVM's errs() in an MLIR
   pass writes it (no location, not seen by --verify-diagnostics). */
void ir_error_bare(IrContext *ctx, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The place in a loaded source that loc names (its first file:line:col),
   with the offset in it; NULL if none. */
IrSource *ir_loc_source(IrContext *ctx, const IrAttr *loc, size_t *offset);
/* A diagnostic where op was read. */
void ir_diag_op(IrContext *ctx, IrDiagKind kind, const IrOp *op, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
/* Errors the calling thread has emitted so far (ir_verify compares two
   counts: other threads' errors are not its op's). */
unsigned ir_diag_thread_errors(void);
/* n errors reported on another thread and handed over count as this one's */
void ir_diag_thread_errors_add(unsigned n);
/* The diagnostics of work on one op while threads run, held back and then
   replayed in the order of the ops, as MLIR's ParallelDiagnosticHandler
   does: between begin and end the calling thread's diagnostics (and bare
   errors) go into c instead of to the context's sink (captures nest: end
   goes back to the one begin found); flush hands them to
   the sink in the order emitted (into the calling thread's own capture,
   if it has one) and empties c; discard empties c unseen. */
typedef struct IrDiagCapture {
	struct IrCapturedDiag *v;
	size_t n, cap;
	struct IrDiagCapture *outer; /* the capture begin replaced */
	/* set before begin: diagnostics are only counted (in `counted`), not
	   written or kept, and no op is printed for them (which would number
	   the values of the scope around it) */
	bool count_only;
	unsigned counted;
} IrDiagCapture;
void ir_diag_capture_begin(IrDiagCapture *c);
void ir_diag_capture_end(void);
void ir_diag_capture_flush(IrContext *ctx, IrDiagCapture *c);
void ir_diag_capture_discard(IrDiagCapture *c);

/* ---- diag_verify.c: --verify-diagnostics ---- */

typedef struct DiagVerifier DiagVerifier;
/* Collects the `expected-*` annotations of src. */
DiagVerifier *diag_verifier_create(IrContext *ctx, IrSource *src);
/* An IrDiagHandler; user is the DiagVerifier. */
void diag_verifier_handle(void *user, IrDiagKind kind, const IrSource *src, size_t offset,
                          const char *msg);
/* Reports missing and unexpected diagnostics; true when all matched. Frees dv. */
bool diag_verifier_finish(DiagVerifier *dv);

/* ---- registry.c: the dialects and ops mica knows ---- */

enum { /* IrOpDef.traits */
	IR_TRAIT_TERMINATOR = 1 << 0,
	IR_TRAIT_ISOLATED = 1 << 1,       /* IsolatedFromAbove */
	IR_TRAIT_NO_TERMINATOR = 1 << 2,  /* blocks of its regions need no terminator */
	IR_TRAIT_SYMBOL = 1 << 3,
	IR_TRAIT_SYMBOL_TABLE = 1 << 4,
	IR_TRAIT_PURE = 1 << 5,           /* NoMemoryEffect, and speculatable unless
	                                     IrOpDef.speculation says otherwise (ODS's Pure) */
	IR_TRAIT_COMMUTATIVE = 1 << 6,
	IR_TRAIT_SAME_TYPES = 1 << 7,     /* SameOperandsAndResultType (checked by ir_op_def_check_types) */
	IR_TRAIT_GRAPH_REGION = 1 << 8,   /* regions are graph regions (no dominance) */
	IR_TRAIT_SEGMENTS = 1 << 9,       /* operandSegmentSizes gives the operand groups */
	IR_TRAIT_SINGLE_BLOCK = 1 << 10,  /* regions hold at most one block (checked first) */
	IR_TRAIT_RECURSIVE_EFFECTS = 1 << 11, /* RecursiveMemoryEffects: its effects are those of the
	                                         ops in its regions */
	IR_TRAIT_ZERO_RESULTS = 1 << 12,  /* ZeroResults, for hand-written forms (a format that writes
	                                     no result type and infers none implies it) */
	IR_TRAIT_ZERO_OPERANDS = 1 << 13, /* ZeroOperands, for ops without operand groups */
	IR_TRAIT_NO_REGION_ARGS = 1 << 14, /* NoRegionArguments */
	IR_TRAIT_AFFINE_SCOPE = 1 << 15,  /* AffineScope: its regions start a scope of affine symbols */
	IR_TRAIT_RECURSIVE_SPECULATION = 1 << 16, /* RecursivelySpeculatable: speculatable when the
	                                             ops in its regions are */
	IR_TRAIT_CONSTANT_LIKE = 1 << 17, /* ConstantLike: no operands, one result, folds to its value */
	IR_TRAIT_FUNCTION_FORM = 1 << 18, /* FunctionOpInterface's custom form, `name @sym(args) ->
	                                     results attributes {...} region`: read by the grammar,
	                                     printed by print_function_op */
};

/* IrOpDef.effects: the memory effects an op declares through MLIR's
   MemoryEffectOpInterface (ODS's MemRead, MemWrite, MemAlloc, MemFree on
   its operands and results, or MemoryEffects<[...]>). An op that declares
   none and is not IR_TRAIT_PURE does not implement the interface: its
   effects are unknown (ir_op_effects), unless IR_TRAIT_RECURSIVE_EFFECTS
   makes them those of the ops in its regions. */
enum {
	IR_EFFECT_READ = 1 << 0,
	IR_EFFECT_WRITE = 1 << 1,
	IR_EFFECT_ALLOC = 1 << 2, /* of its results (MemAlloc on a result) */
	IR_EFFECT_FREE = 1 << 3,
};

/* MLIR's ConditionallySpeculatable: may an op be executed where it was not
   (hoisted out of a loop) without undefined behaviour? */
typedef enum {
	IR_SPECULATION_NONE,      /* NotSpeculatable */
	IR_SPECULATION_ALWAYS,    /* Speculatable */
	IR_SPECULATION_RECURSIVE, /* RecursivelySpeculatable: if the ops of its regions are */
} IrSpeculation;

/* How a custom form leaves types out: missing operand types are those of
   another operand group or of the first result; missing result types follow
   the rule here. */
typedef enum {
	IR_INFER_NONE,      /* every result type is written */
	IR_INFER_SAME,      /* results have the first operand's type */
	IR_INFER_BOOL_LIKE, /* i1, shaped like the first operand (comparisons) */
	IR_INFER_ELEMENT,   /* the first operand's element type (loads, extracts; a complex number's parts) */
	IR_INFER_INDEX,     /* index (dims) */
	IR_INFER_TENSOR_OF, /* the tensor of the first operand's (memref) shape */
	IR_INFER_CALLEE,    /* arguments and results from the callee's function type */
	IR_INFER_DEST,      /* the type of operand group `dest` (insertions) */
	IR_INFER_OPERANDS,  /* each result the type of the operand at its position */
} IrResultInfer;

/* What an op's folder did (ir/pattern.h): nothing, changed the op in
   place, or gave its results (MLIR's fold returning OpFoldResults). */
typedef enum { IR_FOLD_FAILED, IR_FOLD_IN_PLACE, IR_FOLD_RESULTS } IrFoldStatus;

/* The operands a branch forwards to the arguments of one of its
   successors (MLIR's SuccessorOperands): operands first..first+n-1 go to
   arguments produced..produced+n-1, and where they sit among the op's
   operand groups, so that the core can change their number. */
typedef struct {
	unsigned first, n;
	unsigned produced;   /* leading arguments the op itself produces */
	int segment;         /* their operandSegmentSizes entry, -1 when the op has none */
	/* NULL, or a dense i32 array attribute that divides that segment
	   further (cf.switch's case_operand_segments), and their entry in it */
	const char *sub_segments;
	unsigned sub_index;
} IrSuccessorOperands;

/* What mica knows of one registered op. */
typedef struct IrOpDef {
	const char *name;         /* "tosa.add" */
	/* The custom form: the declarative `format` (ODS's assemblyFormat), or
	   a hand-written reader and printer of the dialect's (ir/dialect.h);
	   with neither the op is always written in the generic form, as MLIR
	   writes an op without one. */
	const char *format;
	IrOp *(*parse)(ParseState *ps, Parsed *r);
	void (*print)(Printer *p, IrOp *op);
	/* NULL, or whether the custom form that follows belongs to another op
	   of the same bare name (func.constant leaves `constant 42` to the
	   seed's standard op) */
	bool (*declines)(ParseState *ps);
	const char *operands;     /* operand group names, space separated, `*` after a variadic
	                             one, `?` after an optional one; NULL when the format only
	                             says `operands` */
	const char *operand_types; /* `group=index;group=elem(other)`: types of operand groups
	                             the format does not write; `elems(other)`: one operand of
	                             the element type per element of other's type; the verifier
	                             takes `index` and `i1` as the groups' type constraints */
	const char *types;        /* `group:kind ... -> kind ...`: ODS type constraints of operand
	                             groups (by name) and, after `->`, of the results in order (the
	                             last one repeats; `kind*` for a variadic one); the kinds are
	                             verify_def.c's type_kinds */
	const char *ranked_tensors; /* values (space separated) whose type the format reads as
	                             a ranked tensor type (ODS's RankedTensorType parse) */
	const char *successors;   /* successor names used by the format, space separated; the
	                             verifier requires as many (at least as many as precede a
	                             last `name*`) */
	const char *inherent;     /* inherent attributes (properties), space separated */
	const char *result_names; /* SSA name hints of the results, space separated, or NULL */
	/* NULL, or the name of the op's one result, made from its values
	   (MLIR's getAsmResultNames: arith.constant's %c42_i32) */
	void (*result_name)(IrOp *op, StrBuf *name);
	const char *defaults;     /* `name=value;...`: attributes the custom form leaves out
	                             when they have this (printed) value, and that take it
	                             when absent (ODS DefaultValuedAttr); `name?=value` for
	                             one that stays absent (DefaultValuedOptionalAttr) */
	const char *symbol_attrs; /* string attributes written as symbols (`@name`) in the format */
	const char *unit_attrs;   /* unit attributes: present iff their optional group's keyword is */
	const char *enums;        /* `name=mnemonic;...`: enum attributes of the op's dialect,
	                             written as a bare keyword in the custom form's attr-dict,
	                             and without `#ns.mnemonic` (`<fast>`) where the format
	                             names them */
	const char *int_enums;    /* `name=kw0 kw1 ...`: integer attributes (i64, or i32 for
	                             `name:i32=...`) written as the keyword of their value
	                             (arith.cmpi's `slt`) */
	IrResultInfer infer;
	unsigned traits;
	unsigned effects;         /* IR_EFFECT_*: its memory effects, 0 with IR_TRAIT_PURE */
	/* NULL, or its effects when they depend on the op (a vector transfer
	   reads or writes a memref but not a tensor): the op implements the
	   interface whatever they are */
	unsigned (*effects_of)(const IrOp *op);
	/* NULL, or how speculatable this op is when that depends on it (a
	   divisor, a dimension index); without it IR_TRAIT_PURE ops are always
	   speculatable, IR_TRAIT_RECURSIVE_SPECULATION ones recursively, others
	   never */
	IrSpeculation (*speculation)(const IrOp *op);
	/* MLIR's LoopLikeOpInterface: bit i set when region i is a loop body
	   (getLoopRegions), 0 for ops that are no loops */
	unsigned loop_regions;
	const char *default_dialect; /* ops inside its regions may drop this prefix, or NULL */
	const char *parents;      /* HasParent, ParentOneOf: the ops it may be directly nested in,
	                             space separated, or NULL */
	/* structure the verifier checks (verify_def.c), beyond what the format
	   and `operands` say: */
	const char *regions;      /* region names, space separated: exactly these many, or at
	                             least those before a last `name*` */
	const char *required;     /* attributes a hand-written form needs */
	const char *attr_kinds;   /* `name:kind ...`: the kind each attribute must have when
	                             present (map, set, int, bool, ints, darray, i32array, i32s,
	                             string, type, memref_type, dense, array, unit, i64, i32_any, typed (a
	                             number with its type, which a format writes
	                             as `-1 : i8`), dicts (an array
	                             of dictionaries), symbol (a flat symbol
	                             reference), arm_i32s (dense i32 elements of a
	                             rank-1 !spirv.arm.tensor)); a format writes the
	                             dense arrays (darray, i32array) and arm_i32s as
	                             `[1, 2]` */
	bool one_result;          /* exactly one result */
	const void *facts;        /* the dialect's own facts of the op, or NULL (TOSA's TosaRules) */
	/* NULL, or the ODS checks of a hand-written form's structure that the
	   definition's strings cannot say and its printer relies on, run before
	   those (builtin.module, func.func): writes mlir-opt's words (without
	   the "'name' op " prefix) to msg and returns false on a failure */
	bool (*check)(IrContext *ctx, const IrOp *op, char *msg, size_t size);
	/* the op's own checks, run after the structural ones above pass: emits
	   its diagnostics in MLIR's wording (ir_emit_op_error) and returns false
	   on failure; NULL when there are none */
	bool (*verify)(IrContext *ctx, IrOp *op);
	/* MLIR's verifyRegions: checks run once the ops nested in the regions
	   have verified, likewise; NULL when there are none */
	bool (*verify_regions)(IrContext *ctx, IrOp *op);
	/* MLIR's fold hook (ir/pattern.h): operands[i] is the constant value of
	   operand i or NULL; on IR_FOLD_RESULTS results[i] is set for each
	   result. A constant-like op folds to its value. NULL: none. */
	IrFoldStatus (*fold)(IrContext *ctx, IrOp *op, IrAttr *const *operands, IrFoldResult *results);
	/* MLIR's BranchOpInterface: NULL for an op that is no branch, else
	   the operands it forwards to successor i (getSuccessorOperands) */
	void (*successor_operands)(const IrOp *op, unsigned i, IrSuccessorOperands *so);
	/* MLIR's getSuccessorForOperands: the successor a branch takes when
	   its operands have these constant values (operands[i] NULL when not
	   constant), or -1 when that is not known. NULL: never known. */
	int (*successor_for_operands)(const IrOp *op, IrAttr *const *operands);
	/* MLIR's RegionBranchOpInterface (getEntrySuccessorRegions,
	   getSuccessorRegions with constant operands): where control goes from
	   a point of the op, `from` -1 for the op itself entering its regions,
	   r for the terminator ending region r, when the point's operands (the
	   op's, or the terminator's) have these constant values (operands[i]
	   NULL when not constant). Sets to[r] for each region r it may enter
	   and to[nregions] when it may return to the op's results; returns the
	   index of the first of the point's operands it forwards (getEntry-
	   SuccessorOperands, getMutableSuccessorOperands), the forwarded ones
	   going to the last inputs of each successor (the others, as scf.for's
	   induction variable, are not forwarded). NULL: no such interface. */
	unsigned (*region_successors)(const IrOp *op, int from, IrAttr *const *operands, bool *to);
	/* its canonicalization patterns, ending with one whose
	   match_and_rewrite is NULL; NULL for none */
	const IrPattern *patterns;
	/* MLIR's InferShapedTypeOpInterface: the result shapes the operands
	   (and attributes, regions) imply, one per result into shapes[i] as a
	   tensor type (ranked, or unranked when the rank is unknown; only its
	   shape counts) or NULL for none; false when nothing can be said. NULL
	   for ops without the interface. */
	bool (*infer_shapes)(IrContext *ctx, IrOp *op, IrType **shapes);
} IrOpDef;

/* One element of a declarative format (IrOpDef.format): a literal
   (`keyword`, `` or ` `), a `$name`, a directive with its arguments
   (`type($x)`), the start or end of an optional group; `^` marks a group's
   anchor. */
typedef enum { IR_FMT_LITERAL, IR_FMT_VAR, IR_FMT_DIRECTIVE, IR_FMT_OPEN, IR_FMT_CLOSE, IR_FMT_END } IrFmtKind;
typedef struct {
	IrFmtKind kind;
	const char *s;    /* the literal's text, the name, the directive */
	size_t n;
	const char *args; /* a directive's arguments (inside its parentheses), or NULL */
	size_t nargs;
	bool anchor;
	unsigned skip;    /* IR_FMT_OPEN: elements from just after it to just past its `)` */
} IrFmtElement;
/* A definition's format read once per context (the reader and the printer
   walk it for every op): its elements, ending with IR_FMT_END, and the
   attributes it writes by name, which attr-dict leaves out. */
typedef struct {
	const IrFmtElement *elems;
	const char *named_attrs; /* space separated */
} IrFmt;
const IrFmt *ir_fmt(IrContext *ctx, const IrOpDef *def);

/* The operand groups of IrOpDef.operands, read once per context. */
typedef struct {
	const char *s;
	unsigned len;  /* of the name, without its `*` or `?` */
	bool variadic; /* `*` or `?`: takes what the others leave */
} IrOperandGroup;
typedef struct {
	unsigned n, fixed; /* groups, and those neither variadic nor optional */
	bool segmented;    /* operandSegmentSizes gives the groups' sizes */
	const IrOperandGroup *groups;
} IrOperandGroups;
const IrOperandGroups *ir_op_def_operand_groups(IrContext *ctx, const IrOpDef *def);

/* What mica reads from a definition's strings, once per context
   (IrContext.def_facts); each part is built on its first use. */
typedef struct IrDefFacts {
	const IrFmt *fmt;                   /* ir_fmt */
	const struct CheckFacts *checks;    /* verify_def.c */
	const struct TypeFacts *types;      /* verify_def.c */
	const struct AttrFacts *attrs;      /* verify_def.c */
	const IrOperandGroups *operands;    /* ir_op_def_operand_groups */
	const struct InherentNames *inherent; /* registry.c */
	const struct IrDefaultProps *defaults; /* ir_op_def_default_props */
	const void *dialect; /* its verifier's own: TOSA's TosaDefFacts (tosa/verify.c), arith's type rule, affine's verifier (ir_op_def_dialect_fact) */
} IrDefFacts;
IrDefFacts *ir_def_facts(IrContext *ctx, const IrOpDef *def);
/* The same for a registered op's definition, through its name (a field
   read once asked: the verifier asks for every op). */
IrDefFacts *ir_op_def_facts(IrContext *ctx, const IrOp *op);
/* What find gives for a registered op's definition (an entry of its
   dialect's own tables, or NULL), asked once per definition and context
   and kept in IrDefFacts.dialect. */
const void *ir_op_def_dialect_fact(IrContext *ctx, const IrOp *op, const void *(*find)(const IrOpDef *def));
/* The element at *cursor (into IrFmt.elems), moving it on; IR_FMT_END at the end. */
IrFmtElement ir_fmt_next(const IrFmtElement **cursor);
static inline bool ir_fmt_is(const IrFmtElement *e, const char *s)
{
	return e->n == strlen(s) && !memcmp(e->s, s, e->n); /* a literal's length is known when compiling */
}
/* Moves *cursor (just inside a group's `(`) past the group's end. */
void ir_fmt_skip_group(const IrFmtElement **cursor);
/* The static list attribute of a dynamic-index-list directive ($static of
   `dynamic-index-list($dynamic, $static)`), its length in *n; NULL for
   any other element. */
const char *ir_fmt_static_list(const IrFmtElement *e, size_t *n);


/* Checks op against its definition: attribute kinds, region, result,
   successor and operand counts and segments, parent and terminator
   position, required attributes.  On a mismatch writes mlir-opt's words
   (without the "'name' op " prefix) to msg and returns false. */
bool ir_op_def_check(IrContext *ctx, const IrOp *op, char *msg, size_t size);
/* Checks the ODS type constraints of IrOpDef.types (and the `index` and
   `i1` of operand_types) once ir_op_def_check passed: emits mlir-opt's
   "operand #N must be ..." or "result #N must be ..." and returns false on
   the first operand or result, in their order, that fails its constraint;
   then, as ODS does, that regions hold one block (IrOpDef.regions), and
   SameOperandsAndResultType with the result type it infers. */
bool ir_op_def_check_types(IrContext *ctx, IrOp *op);

/* Is code (n bytes) a kind of IrOpDef.attr_kinds, of IrOpDef.types? */
bool ir_attr_kind_known(const char *code, size_t n);
bool ir_type_constraint_known(const char *code, size_t n);
/* registry_check.c: the definitions of the NULL-terminated dialects
   (ir_dialects, ir/dialect.h) checked: their strings and the dialect's own
   facts; each problem a line in out, their ops counted in *nops.  False if
   any. */
struct IrDialect;
bool ir_registry_check(IrContext *ctx, const struct IrDialect *const *dialects, StrBuf *out, unsigned *nops);

/* The op's definition, NULL for unregistered ops. */
const IrOpDef *ir_op_def(IrContext *ctx, const IrIdent *name);
/* Is name (a dialect namespace, without the dot) one mica registers ops of? */
bool ir_dialect_registered(IrContext *ctx, const char *ns, size_t n);
/* The names of the dialects mica registers, sorted and joined by commas
   (mlir-opt's --show-dialects). */
void ir_dialect_names(StrBuf *out);
/* The length of the dialect namespace of op name `name` when that dialect
   allows no unknown ops and has none of this name, else 0. */
size_t ir_op_unknown_to_dialect(const IrIdent *name);
/* Is attribute `name` inherent to def (stored as a property)? */
bool ir_op_def_inherent(IrContext *ctx, const IrOpDef *def, const IrIdent *name);
/* Whether operandSegmentSizes is one of def's inherent attributes. */
bool ir_op_def_inherent_segments(IrContext *ctx, const IrOpDef *def);
void ir_registry_init(IrContext *ctx);
/* Lookups in an IrOpDef's string tables. */
bool ir_op_def_enum(const IrOpDef *def, const char *name, size_t n, const char **mnemonic,
                    size_t *mlen);
/* The same, with the enum's dialect: the op's own, or the one the entry
   names (`fastmath=arith.fastmath` for the math dialect). */
bool ir_op_def_enum_in(const IrOpDef *def, const char *name, size_t n, const char **ns, size_t *nsl,
                       const char **mnemonic, size_t *mlen);
/* The kind def->attr_kinds gives attribute `name` (`darray`, ...; its
   length in *kl), or NULL; and whether it is `kind`. */
const char *ir_op_def_attr_kind(const IrOpDef *def, const char *name, size_t n, size_t *kl);
bool ir_op_def_attr_kind_is(const IrOpDef *def, const char *name, size_t n, const char *kind);
/* Whether a could be stored as property `name` of def, as MLIR's property
   conversion asks: of the attribute class its kind stands for. */
bool ir_op_def_attr_storage_fits(IrContext *ctx, const IrOpDef *def, const IrIdent *name, const IrAttr *a);
/* Position of region `name` in def->regions (`$body` in a format), or -1. */
int ir_op_def_region_index(const IrOpDef *def, const char *name, size_t n);
/* Position of result `name` among several named results (`type($sum)`), or -1. */
int ir_op_def_result_index(const IrOpDef *def, const char *name, size_t n);
/* Position of `word` among the space-separated words of list (IrOpDef
   lists), or -1; and whether it is there. */
int ir_word_index(const char *list, const char *word, size_t n);
bool ir_word_in_list(const char *list, const char *word, size_t n);
/* Walks such a list: the word at *cursor (its length in *len), moving the
   cursor past it; NULL at the end.  Inline: the lists are a few short words,
   read for every op. */
static inline const char *ir_word_next(const char **cursor, size_t *len)
{
	const char *w = *cursor;
	if (!w || !*w)
		return NULL;
	const char *e = w;
	while (*e && *e != ' ')
		e++;
	*len = (size_t)(e - w);
	*cursor = *e ? e + 1 : e;
	return w;
}
bool ir_op_def_default(const IrOpDef *def, const char *name, size_t n, const char **text,
                       size_t *tn);
IrAttr *ir_op_def_default_attr(IrContext *ctx, const char *text, size_t n);
/* The properties a definition gives every op that does not set them: its
   defaults that are not optional, in the order of IrOpDef.defaults, and
   their dictionary; built once per context (def has defaults). */
typedef struct IrDefaultProps {
	IrAttr *dict;
	unsigned n;
	IrNamedAttr *entries;
} IrDefaultProps;
const IrDefaultProps *ir_op_def_default_props(IrContext *ctx, const IrOpDef *def);
/* One entry of IrOpDef.defaults at d (NULL or "" at the end): fills the
   entry and returns where the next one starts, or NULL after the last. */
typedef struct {
	const char *name, *value;
	size_t n, vn;
	bool optional; /* `name?=value` */
} IrOpDefault;
const char *ir_op_def_next_default(const char *d, IrOpDefault *out);
bool ir_op_def_int_enum_keyword(const IrOpDef *def, const char *name, size_t n, int64_t v,
                                const char **kw, size_t *kwn);
int64_t ir_op_def_int_enum_value(const IrOpDef *def, const char *name, size_t n, const char *kw,
                                 size_t kwn); /* -1 if kw is not one */
unsigned ir_op_def_int_enum_width(const IrOpDef *def, const char *name, size_t n); /* 64 or 32 */

/* ---- context.c ---- */

/* One entry of a file's `{-# ... #-}` metadata: `section: { group: { key: value } }`,
   e.g. dialect_resources / builtin / blob1 / "0x04000000...". */
typedef struct IrResource {
	IrIdent *section; /* dialect_resources or external_resources */
	IrIdent *group;   /* dialect or external group name */
	IrIdent *key;     /* resource handle */
	IrIdent *value;   /* string contents, or the word true/false */
	bool is_string;
	struct IrResource *next; /* in file order */
} IrResource;

enum { IR_RECENT_IDENTS = 512 };
/* Each kind of uniqued object is kept in this many tables, picked by the
   top bits of its hash, each with a lock of its own: threads that unique
   at once then rarely wait for each other (uniquer.c).  A table that
   doubles its buckets holds its lock for a walk over all its entries, so
   smaller tables also make the waits shorter. */
enum { UNIQ_STRIPES = 128 };

/* A compact table of uniquer.c's: open addressing, 8 bytes a slot. */
typedef struct UniqCompact {
	struct UniqSlot *slots; /* mask + 1 of them, a power of two, or NULL */
	uint32_t mask, count;
} UniqCompact;

struct IrContext {
	Arena arena;              /* uniqued objects live here until ir_context_destroy */
	/* uthash tables by kind (ORDER UNIQ_TABLES; a compact kind's stay empty), see uniquer.c */
	struct UniqEntry *uniq[8][UNIQ_STRIPES];
	UniqCompact uniq_compact[2][UNIQ_STRIPES]; /* attributes', dictionaries' (uniquer.c) */
	/* the stripes' locks, taken only while worker threads are live, each
	   on a cache line of its own */
	struct {
		_Alignas(64) unsigned char held;
	} uniq_locks[UNIQ_STRIPES];
	IrDiagHandler diag;       /* diagnostic sink */
	void *diag_user;
	/* called before any diagnostic reaches stderr, located or bare, so that
	   whoever holds a line of the terminal (a progress line) can clear it */
	void (*diag_prelude)(void *user);
	void *diag_prelude_user;
	unsigned nerrors;         /* errors reported so far */
	const IrSource *last_src; /* where the last error was, so that a note at the */
	size_t last_off;          /* same place is printed without repeating the line */
	bool allow_unregistered;  /* --allow-unregistered-dialect */
	/* an error on an op is followed by the note "see current operation:"
	   with the op (MLIR's printOpOnDiagnostic; mlir-opt turns it off under
	   --verify-diagnostics) */
	bool print_op_on_diagnostic;
	IrResource *resources;    /* file metadata entries, in file order */
	uint64_t hash_seed;       /* mixed into uniquing hashes: ir_hash_seed() */
	/* what ops were read from, each with the position of its first byte:
	   positions run on from one source to the next (a byte more than its
	   length apart), from 1, so that one 32-bit position names the source
	   and the place in it (IrOp.src_pos, ir_source_at) */
	PtrVec sources;
	uint32_t *source_bases;
	struct Pool *pool;        /* where ops, blocks and block arguments live (pool.c) */
	/* const IrOpDef* -> IrDefFacts: every registered op's is made before
	   threads start (ir_context_threads_begin), so that they read the
	   table without the lock; one first asked for while they run goes
	   to def_facts_late, under the lock */
	PtrMap def_facts, def_facts_late;
	/* where the reader dropped the `size (...)` bounds of a seed affine map
	   (today's maps have none), as positions (IrOp.src_pos) in the order
	   read: upgrade-std remarks on each */
	uint32_t *dropped_sizes;
	size_t ndropped_sizes;
	IrIdent *recent_idents[IR_RECENT_IDENTS]; /* ident.c: a cache in front of the table */
	/* frequently used types, built once */
	IrType *t_index, *t_none, *t_i1, *t_i64, *t_f64;
	IrType *t_int[65];                     /* signless iN by N, filled on first use */
	IrType *t_float[IR_FLOAT_KIND_COUNT]; /* by kind, filled on first use */
	IrAttr *a_unit, *a_true, *a_false, *a_empty_dict, *a_unknown_loc;
	/* Worker threads are live (ir_context_threads_begin to _end): what they
	   share (uniquing tables, the arena, the pool, def_facts, sources) is
	   reached under lock. Without them no lock is taken. */
	bool threaded;
	/* verification and printing may spread sibling isolated ops over
	   threads (MLIR's isMultithreadingEnabled; mica-opt sets it unless
	   --mlir-disable-threading) */
	bool multithreading;
	/* an affine map, an integer set, a distinct or a dense resource
	   attribute has been made, or an attribute or type holding a location
	   (ir_context_may_alias) */
	bool made_aliasable;
	/* how long parses spent on a second thread (grammar/split.c), for
	   --mlir-timing's user time */
	double split_seconds;
	/* a module's body shorter than this is read on one thread (0: the
	   default, SPLIT_MIN_BYTES; the split fuzz target lowers it) */
	size_t split_min_bytes;
	/* the process exits once this context's work is written: its IR is
	   left for the exit to reclaim rather than taken apart op by op (as
	   clang leaves its AST); the driver sets it, MICA_FREE_AT_EXIT=1
	   keeps every teardown (the test suite, so that valgrind and the
	   sanitizers check it) */
	bool freed_by_exit;
	/* recursive: it is also the arena's lock while threads run, and a
	   definition's facts are allocated from the arena under it */
	pthread_mutex_t lock;
};

IrContext *ir_context_create(void);
void ir_context_destroy(IrContext *ctx);
/* Has ctx ever made an attribute that the printer gives an alias or lists
   as a resource's use, other than a location that only an op or a block
   argument names?  False: none of its IR holds one.  (A dialect's
   attributes that name resources are told by their namespace:
   IrIdent.attr_namespace.) */
static inline bool ir_context_may_alias(const IrContext *ctx)
{
	return __atomic_load_n(&ctx->made_aliasable, __ATOMIC_RELAXED);
}
/* What a thread that builds IR beside another keeps of its own (the split
   parse, grammar/split.c): its allocations and its cache of identifiers,
   so that what it uniques and builds takes no lock but a table stripe's.
   The thread calls begin (own zeroed) and, when done, leave; once it has
   left, ir_thread_own_end (on any thread) gives its memory to the context. */
enum { IR_RECENT_UNIQUED = 4096 };
typedef struct IrThreadOwn {
	IrContext *ctx;
	Arena arena;
	struct Pool *pool;
	IrIdent *recent_idents[IR_RECENT_IDENTS];
	/* the table entries it found or added lately, by hash (uniquer.c) */
	struct IrRecentUniq {
		const void *obj;
		const unsigned char *key;
		uint32_t len;
		unsigned kind;
		unsigned hash; /* the key's, so that another key's is told apart without reading the key */
	} recent_uniqued[IR_RECENT_UNIQUED];
} IrThreadOwn;
void ir_thread_own_begin(IrContext *ctx, IrThreadOwn *own);
void ir_thread_own_leave(void);
void ir_thread_own_end(IrContext *ctx, IrThreadOwn *own);
/* The position of src's first byte, src added to ctx's sources if it is
   new (src must outlive the ops read from it): the byte at offset o is at
   position base + o (IrOp.src_pos). */
uint32_t ir_context_source_base(IrContext *ctx, IrSource *src);
/* Before and after worker threads work on ctx (the caller starts and joins
   them in between): begin fills the caches that are otherwise filled on
   first use (common types and, when the threads may ask for locations,
   the line tables of the sources) and turns the lock on; end turns it
   off. */
void ir_context_threads_begin(IrContext *ctx, bool locations);
void ir_context_threads_end(IrContext *ctx);
/* Starts up to n threads (threads[0..n)) running fn(arg), each with a
   stack as deep as the driver's, between ir_context_threads_begin and
   _end; returns how many started (0: none, and ctx is as before). The
   caller may work beside them, then joins them with ir_threads_join. */
long ir_threads_start(IrContext *ctx, pthread_t *threads, long n, void *(*fn)(void *), void *arg,
                      bool locations);
void ir_threads_join(IrContext *ctx, pthread_t *threads, long started);
/* Runs fn(arg) on up to n threads and, once one has started, on the
   calling thread too, then joins them; returns how many started (0: fn
   did not run). fn takes its work from arg until none is left. */
long ir_threads_run(IrContext *ctx, long n, void *(*fn)(void *), void *arg, bool locations);
/* The data of the builtin dialect_resources blob named handle (its hex
   text less the 4-byte alignment header), malloc'd, with its size in *n;
   NULL when the file has no such blob. */
unsigned char *ir_context_blob(const IrContext *ctx, const IrIdent *handle, size_t *n);


/* ---- uniquer.c: byte-key uniquing (all uthash calls live there) ---- */

/* Dictionaries have a table of their own: nearly every op has one, mostly
   distinct, and there the key is the entries alone (no kind, type, count). */
typedef enum { /* ORDER UNIQ_TABLES */
	UNIQ_IDENT, UNIQ_TYPE, UNIQ_ATTR, UNIQ_DICT, UNIQ_AFFINE_EXPR, UNIQ_AFFINE_MAP, UNIQ_INTEGER_SET,
	UNIQ_BLOB
} UniqKind;
/* Looks key up; *hash receives its hash for a following uniq_add. */
void *uniq_find(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned *hash);
/* Adds obj under key, unless a thread added the key since uniq_find: the
   object registered. */
void *uniq_add(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, void *obj);
/* Like uniq_add, but the key is not copied: it must live as long as the
   context, where the object may point into it, and have been made by
   uniq_key_room; a dictionary's is the entries it keeps (UNIQ_DICT has
   no other way in). */
void *uniq_add_in_place(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, void *obj);
/* Room for a key of len bytes that uniq_add_in_place will keep, in the
   context's arena, with the room a compact table's record takes before it. */
unsigned char *uniq_key_room(IrContext *ctx, size_t len);
/* For a kind whose key only narrows the search (a blob's size and hash):
   an entry matches when its key is equal and same(probe, its object). */
typedef bool (*UniqSame)(const void *probe, const void *obj);
void *uniq_find_same(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned *hash, UniqSame same,
                     const void *probe);
void *uniq_add_same(IrContext *ctx, UniqKind kind, const void *key, size_t len, unsigned hash, UniqSame same,
                    void *obj);

/* ---- ident.c ---- */

/* A uniqued string: equal strings are the same pointer. */
struct IrIdent {
	const char *s; /* NUL-terminated */
	size_t n;
	const IrOpDef *op_def; /* the op this names, if registered (ir_op_def) */
	const struct IrDialect *dialect; /* and its dialect, or the dialect this namespace names */
	struct IrDefFacts *facts; /* op_def's, once ir_op_def_facts asked */
	/* How the text is spelled, found once when the identifier is made so
	   that printing it (a key, a symbol, a string, an op's name) scans
	   nothing: */
	bool bare;  /* MLIR's bare identifier, [a-zA-Z_][a-zA-Z0-9_$.]*: written unquoted */
	bool plain; /* printable ASCII without '"' or '\\': quoted without escapes */
	bool attr_namespace; /* a dialect attribute `#this...` has been made (atomic) */
	/* The string attribute of this text without a type, once made: it is
	   uniqued here, beside the identifier, not in a table of its own
	   (atomic; an IrRef, read through ir_attr_string) */
	IrRef string_attr;
};
_Static_assert(sizeof(IrIdent) == 48, "an identifier is 48 bytes");
IrIdent *ir_ident(IrContext *ctx, const char *s, size_t n);
IrIdent *ir_ident_cstr(IrContext *ctx, const char *s);

/* ---- types.c ---- */

typedef enum {
	IR_TYPE_INTEGER, IR_TYPE_INDEX, IR_TYPE_FLOAT, IR_TYPE_NONE, IR_TYPE_COMPLEX,
	IR_TYPE_TUPLE, IR_TYPE_VECTOR, IR_TYPE_TENSOR, IR_TYPE_UNRANKED_TENSOR, IR_TYPE_MEMREF,
	IR_TYPE_UNRANKED_MEMREF, IR_TYPE_FUNCTION, IR_TYPE_DIALECT
} IrTypeKind;

#define IR_DYNAMIC INT64_MIN /* a `?` dimension, as MLIR's ShapedType::kDynamic */

struct IrType {
	IrTypeKind kind;
	union {
		struct { unsigned width; IrSignedness sign; } integer;
		IrFloatKind fkind;        /* IR_TYPE_FLOAT */
		IrType *elem;             /* IR_TYPE_COMPLEX */
		struct { unsigned n; IrType **types; } tuple;
		/* vector, tensor, memref; unranked forms use only elem and space */
		struct {
			unsigned rank;
			int64_t *dims;    /* rank entries, IR_DYNAMIC for `?` */
			bool *scalable;   /* vector only, NULL when nothing is scalable */
			IrType *elem;
			IrAttr *encoding; /* tensor encoding, NULL if none */
			IrAttr *layout;   /* memref layout, NULL for the identity */
			IrAttr *space;    /* memref memory space, NULL for the default */
		} shaped;
		struct { unsigned nin, nout; IrType **types; /* inputs then results */ } func;
		/* A dialect type, `!ns.body` (pretty) or `!ns<"..">`: a registered
		   dialect's with its parameters (ir/dialect.h, IrDialectSymbols)
		   and the body as MLIR prints them; others kept as text, params
		   NULL. */
		/* shape: a shaped dialect type's shape as a builtin tensor type
		   (IrDialectSymbols.shape), else NULL */
		struct { IrIdent *ns; IrIdent *body; bool pretty; const void *params; IrType *shape; } dialect;
	};
};

IrType *ir_type_int(IrContext *ctx, unsigned width, IrSignedness sign);
IrType *ir_type_index(IrContext *ctx);
IrType *ir_type_float(IrContext *ctx, IrFloatKind k);
IrType *ir_type_none(IrContext *ctx);
IrType *ir_type_complex(IrContext *ctx, IrType *elem);
IrType *ir_type_tuple(IrContext *ctx, unsigned n, IrType **types);
IrType *ir_type_vector(IrContext *ctx, unsigned rank, const int64_t *dims, const bool *scalable,
                       IrType *elem);
IrType *ir_type_tensor(IrContext *ctx, unsigned rank, const int64_t *dims, IrType *elem,
                       IrAttr *encoding);
IrType *ir_type_unranked_tensor(IrContext *ctx, IrType *elem);
IrType *ir_type_memref(IrContext *ctx, unsigned rank, const int64_t *dims, IrType *elem,
                       IrAttr *layout, IrAttr *space);
IrType *ir_type_unranked_memref(IrContext *ctx, IrType *elem, IrAttr *space);
IrType *ir_type_function(IrContext *ctx, unsigned nin, IrType **in, unsigned nout, IrType **out);
/* t, or the builtin tensor type a shaped dialect type stands for (its
   shape and element type): what elements attributes of type t are read,
   stored and printed by. */
const IrType *ir_type_shape_of(const IrType *t);
/* A registered dialect reads its types into their parameters and writes
   them back as MLIR prints them (so that equal types are one whatever
   their spelling); a body it rejects is an error written to err, or, with
   err NULL, kept as text for the verifier to find. */
IrType *ir_type_dialect(IrContext *ctx, IrIdent *ns, IrIdent *body, bool pretty, StrBuf *err);
bool ir_type_is_shaped(const IrType *t);
bool ir_type_is_int_or_index(const IrType *t);
int64_t ir_type_num_elements(const IrType *t); /* -1 unless statically shaped */
IrType *ir_type_element(const IrType *t);     /* element of a shaped or complex type */
unsigned ir_type_bit_width(const IrType *t);   /* integers, index (64) and floats */

/* ---- affine.c: affine expressions, maps and integer sets ---- */

typedef enum {
	IR_AFFINE_ADD, IR_AFFINE_MUL, IR_AFFINE_MOD, IR_AFFINE_FLOORDIV, IR_AFFINE_CEILDIV,
	IR_AFFINE_CONST, IR_AFFINE_DIM, IR_AFFINE_SYMBOL
} IrAffineKind;

struct IrAffineExpr {
	IrAffineKind kind;
	/* Nesting: 1 for leaves, else one more than the deeper operand, except
	   that a sum's left operand is not a level deeper than the sum: a flat
	   sum `a + b + c` (a tree as deep as it is long, its left operands
	   sums) nests no deeper than `a + b`. See IR_AFFINE_MAX_DEPTH. */
	unsigned depth;
	int64_t value;           /* constant value, or dim/symbol position */
	IrAffineExpr *lhs, *rhs; /* binary kinds only */
	/* Cached at creation because MLIR's simplifications ask them of every
	   operand: no dimension inside (MLIR's isSymbolicOrConstant), MLIR's
	   getLargestKnownDivisor with its 64-bit wrap-around, and affine (not
	   semi-affine: MLIR's isPureAffine). */
	bool symbolic;
	bool pure;
	/* Known to be its own simplification (ir_affine_simplify), set when
	   one finds so: a flag, as FACT_GET and FACT_SET publish it. */
	bool simplified;
	int64_t divisor;
};

/* Deepest nesting of an affine expression (IrAffineExpr.depth); deeper
   ones are rejected. Every walk over an expression (printer, simplifier,
   substitution, evaluation) loops along the left operands of sums
   (ir_affine_sum_spine) and recurses only where depth counts, so that its
   recursion is bounded by this limit however long a sum is; and the
   printer puts parentheses only around an operand a level deeper, so they
   nest no deeper than this limit in a print. */
#define IR_AFFINE_MAX_DEPTH 10000

struct IrAffineMap {
	unsigned ndims, nsyms, nresults;
	IrAffineExpr **results;
	unsigned nsizes;         /* the seed's `size (...)` bounds; 0 if absent */
	IrAffineExpr **sizes;
};

struct IrIntegerSet {
	unsigned ndims, nsyms, nconstraints;
	IrAffineExpr **constraints; /* each `expr >= 0` or `expr == 0` */
	bool *is_eq;
};

IrAffineExpr *ir_affine_const(IrContext *ctx, int64_t v);
IrAffineExpr *ir_affine_dim(IrContext *ctx, unsigned pos);
IrAffineExpr *ir_affine_symbol(IrContext *ctx, unsigned pos);
/* Builds lhs `kind` rhs as MLIR's getAffineBinaryOpExpr does: its
   construction-time simplifications (constant folding, constants and
   symbolic terms to the right, like-term merging, `e - (e floordiv c) * c`
   to `e mod c`, ...) and, for `+` and `*` of two dims or symbols, dims
   before symbols and lower positions first. What MLIR cannot fold (division
   by zero, overflow) is kept as written. Returns NULL only beyond
   IR_AFFINE_MAX_DEPTH. */
IrAffineExpr *ir_affine_binary(IrContext *ctx, IrAffineKind kind, IrAffineExpr *lhs,
                               IrAffineExpr *rhs);
IrAffineMap *ir_affine_map(IrContext *ctx, unsigned ndims, unsigned nsyms, unsigned nresults,
                           IrAffineExpr **results, unsigned nsizes, IrAffineExpr **sizes);
IrIntegerSet *ir_integer_set(IrContext *ctx, unsigned ndims, unsigned nsyms, unsigned n,
                             IrAffineExpr **constraints, const bool *is_eq);
bool ir_affine_is_pure(const IrAffineExpr *e); /* affine, not semi-affine */
/* The sums along e's left operands, e first: e, e->lhs, e->lhs->lhs, ...
   as long as they are IR_AFFINE_ADD; their count, 0 if e is not a sum.
   *spine (malloc'ed, the caller frees it) is set only for a count > 0, so
   spine[count - 1]->lhs is the first summand, and spine[i]->rhs the
   summand after those of spine[i]->lhs. */
size_t ir_affine_sum_spine(const IrAffineExpr *e, const IrAffineExpr ***spine);

/* ---- affine_simplify.c: MLIR's affine utilities beyond construction ----
   (MLIR's parser applies none of them: maps and sets are built from their
   expressions as written, with only ir_affine_binary's simplifications.) */

/* MLIR's simplifyAffineExpr: flattens e into a sum of products over dims,
   symbols and div/mod locals and rebuilds it (semi-affine terms are first
   simplified by symbolic division and then ordered as MLIR orders them).
   Returns e itself when it cannot be flattened (division by a constant < 1,
   a dim or symbol beyond ndims/nsyms) or a rebuilt form would exceed
   IR_AFFINE_MAX_DEPTH. */
IrAffineExpr *ir_affine_simplify(IrContext *ctx, IrAffineExpr *e, unsigned ndims,
                                 unsigned nsyms);
/* MLIR's simplifyAffineMap: ir_affine_simplify on every result. */
IrAffineMap *ir_affine_map_simplify(IrContext *ctx, IrAffineMap *m);
/* MLIR's replaceDimsAndSymbols: dim i becomes dim_repl[i] (i < ndims), symbol
   i becomes sym_repl[i] (i < nsyms); a NULL entry or a position beyond the
   array keeps the original. Unchanged subtrees are returned as they are,
   changed ones rebuilt through ir_affine_binary. NULL beyond
   IR_AFFINE_MAX_DEPTH. */
IrAffineExpr *ir_affine_substitute(IrContext *ctx, IrAffineExpr *e, IrAffineExpr **dim_repl,
                                   unsigned ndims, IrAffineExpr **sym_repl, unsigned nsyms);
/* f ∘ g as MLIR's AffineMap::compose: the result takes g's dims and f's
   symbols followed by g's symbols. NULL when f's dims do not match g's
   results, or beyond IR_AFFINE_MAX_DEPTH. */
IrAffineMap *ir_affine_map_compose(IrContext *ctx, IrAffineMap *f, IrAffineMap *g);
/* MLIR's isIdentity: results are d0..dn-1 for n dims (symbols may exist). */
bool ir_affine_map_is_identity(const IrAffineMap *m);
/* MLIR's isPermutation: no symbols, each dim exactly once as a result. */
bool ir_affine_map_is_permutation(const IrAffineMap *m);
/* MLIR's inversePermutation for permutations; NULL for anything else. */
IrAffineMap *ir_affine_map_inverse_permutation(IrContext *ctx, IrAffineMap *m);
/* Evaluates e with the given dim and symbol values (as MLIR's constant
   folder, floor/ceil rounding and non-negative mod). False on division by
   zero, mod by a value < 1 and signed 64-bit overflow. */
bool ir_affine_eval(const IrAffineExpr *e, const int64_t *dims, const int64_t *syms,
                    int64_t *out);

/* ---- attrs.c ---- */

typedef enum {
	IR_ATTR_UNIT, IR_ATTR_BOOL, IR_ATTR_INTEGER, IR_ATTR_FLOAT, IR_ATTR_STRING, IR_ATTR_TYPE,
	IR_ATTR_ARRAY, IR_ATTR_DICT, IR_ATTR_SYMBOL_REF, IR_ATTR_AFFINE_MAP, IR_ATTR_INTEGER_SET,
	IR_ATTR_DENSE, IR_ATTR_DENSE_STRING, IR_ATTR_DENSE_RESOURCE, IR_ATTR_SPARSE,
	IR_ATTR_DENSE_ARRAY, IR_ATTR_STRIDED, IR_ATTR_DIALECT, IR_ATTR_OPAQUE_ELEMENTS,
	IR_ATTR_DISTINCT,
	/* locations */
	IR_ATTR_LOC_UNKNOWN, IR_ATTR_LOC_FILE, IR_ATTR_LOC_NAME, IR_ATTR_LOC_CALLSITE,
	IR_ATTR_LOC_FUSED
} IrAttrKind;

struct IrNamedAttr {
	IrIdent *name;
	IrAttr *value;
};

/* An entry as a dictionary keeps it: references (IrRef), half the bytes
   of an IrNamedAttr, read through ir_dict_name, ir_dict_value and
   ir_dict_entry. */
typedef struct {
	IrRef name_ref, value_ref;
} IrDictEntry;

struct IrAttr {
	IrAttrKind kind : 8;
	/* beside the kind, in the attribute's first 8 bytes with its type */
	union {
		/* IR_ATTR_LOC_FILE: how many of line, col, end_col (3), end_line
		   and end_col (4) were written */
		unsigned char loc_parts;
		bool pretty; /* IR_ATTR_DIALECT: `#ns.body`, not `#ns<"...">` */
	};
	/* integer, float, string (optional), dense, sparse, dense array: a
	   reference (IrRef), read through ir_attr_type_of */
	IrRef type;
	union {
		bool b;                                   /* IR_ATTR_BOOL */
		const uint64_t *words;                    /* IR_ATTR_INTEGER, width from type */
		ApBits fbits;                             /* IR_ATTR_FLOAT */
		IrIdent *str;                             /* STRING (raw bytes) */
		IrType *tval;                             /* TYPE */
		struct { unsigned n; IrAttr **elems; } array;  /* ARRAY */
		struct { unsigned n; const IrDictEntry *entries; } dict; /* DICT, sorted by name */
		struct { unsigned n; IrIdent **names; } symref; /* root, then nested refs */
		IrAffineMap *map;                         /* AFFINE_MAP */
		IrIntegerSet *set;                        /* INTEGER_SET */
		/* DENSE: elements in row-major order, each elem_bytes wide (little
		   endian); one element when splat.  Complex elements are two parts.
		   Read them with ir_dense_data: a large payload is a blob, which
		   may still be hex text of the input. */
		struct {
			bool splat, in_blob;
			size_t nbytes;
			union { const unsigned char *raw; const IrBlob *blob; };
		} dense;
		struct { bool splat; unsigned n; IrIdent **strs; } dstr; /* DENSE_STRING */
		IrIdent *resource;                        /* DENSE_RESOURCE handle */
		struct { IrAttr *indices, *values; } sparse; /* SPARSE */
		/* DENSE_ARRAY: array<T: ...>, n elements of type's width (8 bytes each) */
		struct { unsigned n; const uint64_t *elems; } darray;
		/* STRIDED: strided<[strides], offset: o>; IR_DYNAMIC for `?` */
		struct { unsigned n; const int64_t *strides; int64_t offset; } strided;
		/* DIALECT: `#ns.body` (pretty) or `#ns<"...">`: a registered
		   dialect's with its parameters (ir/dialect.h, IrDialectSymbols)
		   and the body as MLIR prints them; others kept as text, params
		   NULL */
		struct { IrIdent *ns; IrIdent *body; const void *params; } dialect;
		struct { IrIdent *ns; IrIdent *hex; } opaque; /* OPAQUE_ELEMENTS (seed) */
		struct { uint64_t id; IrAttr *ref; } distinct;
		/* locations */
		struct { IrIdent *file; unsigned line, col, end_line, end_col; } floc;
		struct { IrIdent *name; IrAttr *child; /* NULL if none */ } nloc;
		struct { IrAttr *callee, *caller; } cloc;
		struct { unsigned n; IrAttr **locs; IrAttr *meta; } fused;
	};
};

_Static_assert(sizeof(IrAttr) == 32, "an attribute is 32 bytes");
/* what one of the kinds with a short member takes (attrs.c, attr_bytes,
   which lists them: their members are those below) */
#define IR_ATTR_SHORT_BYTES (offsetof(IrAttr, b) + 16)
#define IR_ATTR_MEMBER_FITS(m) (sizeof(((IrAttr *)0)->m) <= 16)
_Static_assert(IR_ATTR_MEMBER_FITS(b) && IR_ATTR_MEMBER_FITS(words) && IR_ATTR_MEMBER_FITS(fbits) &&
                   IR_ATTR_MEMBER_FITS(str) && IR_ATTR_MEMBER_FITS(tval) && IR_ATTR_MEMBER_FITS(array) &&
                   IR_ATTR_MEMBER_FITS(dict) && IR_ATTR_MEMBER_FITS(symref) && IR_ATTR_MEMBER_FITS(map) &&
                   IR_ATTR_MEMBER_FITS(set) && IR_ATTR_MEMBER_FITS(dstr) && IR_ATTR_MEMBER_FITS(resource) &&
                   IR_ATTR_MEMBER_FITS(sparse) && IR_ATTR_MEMBER_FITS(darray) && IR_ATTR_MEMBER_FITS(opaque) &&
                   IR_ATTR_MEMBER_FITS(distinct) && IR_ATTR_MEMBER_FITS(nloc) && IR_ATTR_MEMBER_FITS(cloc),
               "the members of the kinds attr_bytes makes short fit in 16 bytes");
#undef IR_ATTR_MEMBER_FITS
static inline IrType *ir_attr_type_of(const IrAttr *a)
{
	return (IrType *)ir_deref(a->type);
}
/* Entry i of dictionary d: its name, its value, both. */
static inline IrIdent *ir_dict_name(const IrAttr *d, unsigned i)
{
	return (IrIdent *)ir_deref(d->dict.entries[i].name_ref);
}
static inline IrAttr *ir_dict_value(const IrAttr *d, unsigned i)
{
	return (IrAttr *)ir_deref(d->dict.entries[i].value_ref);
}
static inline IrNamedAttr ir_dict_entry(const IrAttr *d, unsigned i)
{
	return (IrNamedAttr){ir_dict_name(d, i), ir_dict_value(d, i)};
}

IrAttr *ir_attr_unit(IrContext *ctx);
IrAttr *ir_attr_bool(IrContext *ctx, bool b);
IrAttr *ir_attr_int_words(IrContext *ctx, IrType *type, const uint64_t *words);
IrAttr *ir_attr_int(IrContext *ctx, IrType *type, int64_t v);
IrAttr *ir_attr_float(IrContext *ctx, IrType *type, ApBits bits);
IrAttr *ir_attr_string(IrContext *ctx, const char *s, size_t n, IrType *type);
IrAttr *ir_attr_type(IrContext *ctx, IrType *t);
IrAttr *ir_attr_array(IrContext *ctx, unsigned n, IrAttr **elems);
/* Sorts entries by name; returns NULL (and sets *dup) on a duplicate name. */
IrAttr *ir_attr_dict(IrContext *ctx, unsigned n, IrNamedAttr *entries, IrIdent **dup);
IrAttr *ir_attr_symref(IrContext *ctx, unsigned n, IrIdent **names);
IrAttr *ir_attr_affine_map(IrContext *ctx, IrAffineMap *m);
IrAttr *ir_attr_integer_set(IrContext *ctx, IrIntegerSet *s);
IrAttr *ir_attr_dense(IrContext *ctx, IrType *type, bool splat, const unsigned char *data,
                      size_t nbytes);
/* The dense attribute of type with a's elements (a dense attribute). */
IrAttr *ir_attr_dense_retyped(IrContext *ctx, IrType *type, const IrAttr *a);
/* The dense attribute of type whose elements are blob b's bytes (not a
   splat; at least IR_BLOB_MIN of them). */
IrAttr *ir_attr_dense_blob(IrContext *ctx, IrType *type, const IrBlob *b);
IrAttr *ir_attr_dense_string(IrContext *ctx, IrType *type, bool splat, unsigned n, IrIdent **strs);
IrAttr *ir_attr_dense_resource(IrContext *ctx, IrType *type, IrIdent *handle);
IrAttr *ir_attr_sparse(IrContext *ctx, IrType *type, IrAttr *indices, IrAttr *values);
IrAttr *ir_attr_dense_array(IrContext *ctx, IrType *elem, unsigned n, const uint64_t *elems);
/* `offset: 0` is the offset left out: one attribute */
IrAttr *ir_attr_strided(IrContext *ctx, unsigned n, const int64_t *strides, int64_t offset);
/* Likewise for dialect attributes (ir_type_dialect). */
IrAttr *ir_attr_dialect(IrContext *ctx, IrIdent *ns, IrIdent *body, bool pretty, IrType *type, StrBuf *err);
IrAttr *ir_attr_opaque_elements(IrContext *ctx, IrType *type, IrIdent *ns, IrIdent *hex);
IrAttr *ir_attr_distinct(IrContext *ctx, uint64_t id, IrAttr *ref);
IrAttr *ir_loc_unknown(IrContext *ctx);
IrAttr *ir_loc_file(IrContext *ctx, IrIdent *file, int nparts, unsigned line, unsigned col,
                    unsigned end_line, unsigned end_col);
IrAttr *ir_loc_name(IrContext *ctx, IrIdent *name, IrAttr *child);
IrAttr *ir_loc_callsite(IrContext *ctx, IrAttr *callee, IrAttr *caller);
IrAttr *ir_loc_fused(IrContext *ctx, unsigned n, IrAttr **locs, IrAttr *meta);
bool ir_attr_is_loc(const IrAttr *a);
IrAttr *ir_dict_get(const IrAttr *dict, IrIdent *name);
size_t ir_dense_elem_bytes(const IrType *elem); /* storage bytes of one element */
/* ---- blob.c: large dense payloads, uniqued by content ---- */
/* Dense payloads of this many bytes or more, not splats, are blobs; hex
   constants of the input that large stay hex text until they are used. */
enum { IR_BLOB_MIN = 256 };
/* The hash by which blobs are uniqued, of the bytes that 2 * nbytes hex
   digits spell (false if one is no hex digit). */
bool ir_blob_hash_hex(IrContext *ctx, const char *hex, size_t nbytes, uint64_t *hash);
/* The blob of a copy of p[0..n); of the digits at hex (a view: the text
   outlives ctx), hashed by ir_blob_hash_hex, in a private file mapping
   whose pages may be given back after they are read if drop_pages. */
const IrBlob *ir_blob_of_bytes(IrContext *ctx, const unsigned char *p, size_t n);
const IrBlob *ir_blob_of_hex(IrContext *ctx, const char *hex, size_t nbytes, uint64_t hash, bool drop_pages);
size_t ir_blob_size(const IrBlob *b);
/* The bytes, decoded on first use when the blob is a view. */
const unsigned char *ir_blob_bytes(const IrBlob *b);
/* The 2 * size upper-case hex digits of the bytes, into out (no NUL). */
void ir_blob_put_hex(const IrBlob *b, char *out);
/* The elements of a dense attribute (IrAttr.dense). */
static inline const unsigned char *ir_dense_data(const IrAttr *a)
{
	return a->dense.in_blob ? ir_blob_bytes(a->dense.blob) : a->dense.raw;
}
/* An element's nbytes little-endian bytes at p as the words w[0..nw)
   (nbytes <= 8 * nw); on a little-endian host they are the words' own. */
static inline void ir_dense_load(const unsigned char *p, size_t nbytes, uint64_t *w, size_t nw)
{
	for (size_t i = 0; i < nw; i++)
		w[i] = 0;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(w, p, nbytes);
#else
	for (size_t i = 0; i < nbytes; i++)
		w[i / 8] |= (uint64_t)p[i] << (8 * (i % 8));
#endif
}
/* ... and back: the low nbytes bytes of the words w, as stored at p. */
static inline void ir_dense_store(unsigned char *p, size_t nbytes, const uint64_t *w)
{
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(p, w, nbytes);
#else
	for (size_t i = 0; i < nbytes; i++)
		p[i] = (unsigned char)(w[i / 8] >> (8 * (i % 8)));
#endif
}
/* Element i of dense integer or index elements (sign-extended unless the
   element type is unsigned); false for other attributes or i past the end. */
bool ir_dense_int_at(const IrAttr *a, size_t i, int64_t *v);

/* ---- ops.c: operations, blocks, regions, values ---- */

/* %N (results sharing N print %N#i), %argN, %name, and %name#i for the
   i-th value (name_id) of a named group of results (`%sizes:2`) */
typedef enum { IR_NAME_NUMBER, IR_NAME_ARG, IR_NAME_STRING, IR_NAME_GROUP } IrNameKind;

/* An SSA value: an op result, stored in its op's allocation right after the
   op (so its op is found from its index), or a block argument, the first
   member of an IrBlockArg. */
struct IrValue {
	/* references (IrRef), read through ir_value_type and ir_value_uses */
	IrRef type;
	IrRef uses;           /* operands that use this value, most recent first */
	unsigned index : 29;  /* result or argument number (below IR_MAX_VALUES) */
	unsigned is_arg : 1;  /* a block argument, else an op result */
	unsigned live : 1;    /* region dead-code removal's scratch (region_simplify.c), else 0 */
	unsigned loc_set : 1; /* a block argument's IrBlockArg.where is its location */
	/* printer scratch, valid only while printing: N of %N and %argN, or
	   which of the names the printer keeps (IrNameKind); a memory location
	   of its own, which the printer's naming writes while its other threads
	   read the fields above */
	unsigned : 0;
	unsigned name_id : 30;
	unsigned name_kind : 2;
};
static inline IrType *ir_value_type(const IrValue *v)
{
	return (IrType *)ir_deref(v->type);
}
static inline IrUse *ir_value_uses(const IrValue *v)
{
	return (IrUse *)ir_deref(v->uses);
}
#define IR_MAX_VALUES (1u << 29) /* arguments of a block, values numbered by a printer */
#define IR_MAX_RESULTS (1u << 28) /* results of an op (IrOp keeps the count in 28 bits) */
/* successors and regions of an op: far beyond any real op, they bound
   what hostile input can make the parser build */
#define IR_MAX_SUCCS ((1u << 18) - 1)
#define IR_MAX_REGIONS ((1u << 14) - 1)

/* A block argument. */
typedef struct {
	IrValue value;
	IrRef block;         /* owning block, read through ir_arg_block */
	/* Its location (an IrRef) once it has one (value.loc_set): written,
	   set, or made by ir_arg_loc.  Until then, where its %name was read
	   (as IrOp.src_pos; 0 if not read), from which ir_arg_loc makes the
	   location; read both through ir_arg_loc_if_set and ir_arg_src_pos. */
	uint32_t where;
} IrBlockArg;
_Static_assert(sizeof(IrBlockArg) == 24, "a block argument is 24 bytes");
static inline IrBlock *ir_arg_block(const IrBlockArg *a)
{
	return (IrBlock *)ir_deref(a->block);
}
static inline IrAttr *ir_arg_loc_if_set(const IrBlockArg *a)
{
	return a->value.loc_set ? (IrAttr *)ir_deref(a->where) : NULL;
}
/* Where its %name was read; 0 once it has a location, or if not read. */
static inline uint32_t ir_arg_src_pos(const IrBlockArg *a)
{
	return a->value.loc_set ? 0 : a->where;
}
/* Sets its location (NULL: none, and no place where it was read). */
static inline void ir_arg_set_loc(IrBlockArg *a, IrAttr *loc)
{
	a->where = ir_ref(loc);
	a->value.loc_set = loc != NULL;
}

/* One operand slot of an op, linked into its value's use list; its
   fields are references, read through ir_use_value and its siblings. */
struct IrUse {
	IrRef value;       /* 0 while the slot is empty */
	IrRef owner;
	IrRef next, prev;  /* in the value's use list; prev 0 for the first */
};
static inline IrValue *ir_use_value(const IrUse *u)
{
	return (IrValue *)ir_deref(u->value);
}
static inline IrOp *ir_use_owner(const IrUse *u)
{
	return (IrOp *)ir_deref(u->owner);
}
static inline IrUse *ir_use_next(const IrUse *u)
{
	return (IrUse *)ir_deref(u->next);
}

/* One successor slot of an op, linked into the target block's
   predecessor list; references as in IrUse, read through ir_succ_block
   and its siblings. */
struct IrBlockOperand {
	IrRef block;       /* 0 while the slot is empty */
	IrRef owner;
	IrRef next, prev;  /* in the block's predecessor list; prev 0 for the first */
};
static inline IrBlock *ir_succ_block(const IrBlockOperand *s)
{
	return (IrBlock *)ir_deref(s->block);
}
static inline IrOp *ir_succ_owner(const IrBlockOperand *s)
{
	return (IrOp *)ir_deref(s->owner);
}
static inline IrBlockOperand *ir_succ_next(const IrBlockOperand *s)
{
	return (IrBlockOperand *)ir_deref(s->next);
}

/* An operation.  One allocation holds the op and, right after it, its
   results, operands, successors and regions, in that order, with the
   counts of the last two between operands and successors unless the op
   has no successor and at most one region (shape): ir_op_results and its
   siblings find them from the counts. */
struct IrOp {
	IrRef name; /* its IrIdent, read through ir_op_name */
	unsigned nresults : 28; /* below IR_MAX_RESULTS */
	/* its successors and regions (IrOpShape): none, one region and no
	   successor, or as many as their counts (IrOpCounts) after the
	   operands say */
	unsigned shape : 2;
	/* ir_verify's scratch: set once the verifier has walked past the op,
	   so an op of the same block is defined before it iff it is walked */
	unsigned walked : 1;
	unsigned live : 1; /* region dead-code removal's scratch (region_simplify.c), else 0 */
	unsigned noperands;
	/* where it was read, for diagnostics: a position in its context's
	   sources (ir_source_at), 0 for ops built by passes */
	uint32_t src_pos;
	/* references (IrRef), read through ir_op_props and its siblings */
	IrRef props;      /* properties `<{...}>`, 0 if none */
	IrRef attrs;      /* discardable attributes, always a dictionary */
	IrRef loc;        /* location attribute; 0 until ir_op_loc makes the implicit one */
	IrRef block;      /* containing block, 0 when detached */
	IrRef prev, next; /* in the block */
};
_Static_assert(sizeof(IrOp) == 40, "an op is 40 bytes, a multiple of the 8 that IrRef counts in");
static inline IrIdent *ir_op_name(const IrOp *op)
{
	return (IrIdent *)ir_deref(op->name);
}
static inline IrAttr *ir_op_props(const IrOp *op)
{
	return (IrAttr *)ir_deref(op->props);
}
static inline IrAttr *ir_op_attrs(const IrOp *op)
{
	return (IrAttr *)ir_deref(op->attrs);
}
/* The location as written or made, NULL before ir_op_loc makes one. */
static inline IrAttr *ir_op_loc_if_set(const IrOp *op)
{
	return (IrAttr *)ir_deref(op->loc);
}
static inline IrBlock *ir_op_block(const IrOp *op)
{
	return (IrBlock *)ir_deref(op->block);
}
static inline IrOp *ir_op_prev(const IrOp *op)
{
	return (IrOp *)ir_deref(op->prev);
}
static inline IrOp *ir_op_next(const IrOp *op)
{
	return (IrOp *)ir_deref(op->next);
}

/* The registered definition of an op, NULL for an unregistered one: its
   name knows it (ir_registry_init), so the op keeps no copy. */
static inline const IrOpDef *ir_def(const IrOp *op)
{
	return ir_op_name(op)->op_def;
}

static inline IrValue *ir_op_results(const IrOp *op)
{
	return (IrValue *)(op + 1);
}
static inline IrUse *ir_op_operands(const IrOp *op)
{
	return (IrUse *)(ir_op_results(op) + op->nresults);
}
static inline IrValue *ir_op_operand(const IrOp *op, unsigned i)
{
	return ir_use_value(&ir_op_operands(op)[i]);
}
/* The counts of an op's successors and regions, kept after its operands
   only when it has more than one region or any successor, so that the
   other ops, nearly all of them, do without. */
typedef enum { IR_OP_PLAIN, IR_OP_ONE_REGION, IR_OP_COUNTED } IrOpShape;
typedef struct {
	uint32_t nsuccs, nregions;
} IrOpCounts;
static inline IrOpCounts *ir_op_counts(const IrOp *op)
{
	return (IrOpCounts *)(ir_op_operands(op) + op->noperands);
}
static inline unsigned ir_op_nsuccs(const IrOp *op)
{
	return op->shape == IR_OP_COUNTED ? ir_op_counts(op)->nsuccs : 0;
}
static inline unsigned ir_op_nregions(const IrOp *op)
{
	return op->shape == IR_OP_COUNTED ? ir_op_counts(op)->nregions : op->shape == IR_OP_ONE_REGION;
}
static inline IrBlockOperand *ir_op_succs(const IrOp *op)
{
	return op->shape == IR_OP_COUNTED ? (IrBlockOperand *)(ir_op_counts(op) + 1)
	                                  : (IrBlockOperand *)ir_op_counts(op);
}
static inline IrBlock *ir_op_succ(const IrOp *op, unsigned i)
{
	return ir_succ_block(&ir_op_succs(op)[i]);
}
/* Which successor of its op a successor slot is. */
static inline unsigned ir_succ_index(const IrBlockOperand *s)
{
	return (unsigned)(s - ir_op_succs(ir_succ_owner(s)));
}
static inline IrRegion *ir_op_regions(const IrOp *op)
{
	return (IrRegion *)(ir_op_succs(op) + ir_op_nsuccs(op));
}
/* The source holding a position (IrOp.src_pos, ir_arg_src_pos) and,
   in *offset, where in it it is; NULL and 0 for position 0 (not read).
   A context has few sources: the one it parses, and what passes read. */
static inline IrSource *ir_source_at(const IrContext *ctx, uint32_t pos, size_t *offset)
{
	for (size_t i = ctx->sources.n; pos && i > 0; i--)
		if (ctx->source_bases[i - 1] <= pos) {
			*offset = pos - ctx->source_bases[i - 1];
			return ctx->sources.v[i - 1];
		}
	*offset = 0;
	return NULL;
}
/* The op defining a result; NULL for a block argument. */
static inline IrOp *ir_value_def(const IrValue *v)
{
	return v->is_arg ? NULL : (IrOp *)(v - v->index) - 1;
}
static inline IrBlockArg *ir_value_arg(const IrValue *v)
{
	return v->is_arg ? (IrBlockArg *)v : NULL;
}
/* The block a value is defined in: its op's block, or its own. */
static inline IrBlock *ir_value_block(const IrValue *v)
{
	return v->is_arg ? ir_arg_block((const IrBlockArg *)v) : ir_op_block(ir_value_def(v));
}

/* A block; its fields but the count are references (IrRef), read through
   ir_block_parent and its siblings. */
struct IrBlock {
	IrRef parent;      /* IrRegion */
	IrRef prev, next;  /* in the region */
	IrRef first, last; /* its ops */
	IrRef preds;       /* successor slots that target this block */
	/* its arguments, read through ir_block_arg: the IrRef of the one it
	   has, or of an array of theirs in a pool piece for the least power
	   of two that holds them (block_set_nargs) */
	IrRef args;
	unsigned nargs;
};
_Static_assert(sizeof(IrBlock) == 32, "a block is 32 bytes");

/* A region, in its op's allocation; references as in IrBlock. */
struct IrRegion {
	IrRef parent;      /* IrOp */
	IrRef first, last; /* its blocks */
	/* 4 bytes unused: a region's size stays a multiple of the 8 bytes an
	   IrRef to it counts in */
	uint32_t unused;
};
static inline IrRegion *ir_block_parent(const IrBlock *b)
{
	return (IrRegion *)ir_deref(b->parent);
}
static inline IrBlock *ir_block_prev(const IrBlock *b)
{
	return (IrBlock *)ir_deref(b->prev);
}
static inline IrBlock *ir_block_next(const IrBlock *b)
{
	return (IrBlock *)ir_deref(b->next);
}
static inline IrOp *ir_block_first(const IrBlock *b)
{
	return (IrOp *)ir_deref(b->first);
}
static inline IrOp *ir_block_last(const IrBlock *b)
{
	return (IrOp *)ir_deref(b->last);
}
static inline IrBlockOperand *ir_block_preds(const IrBlock *b)
{
	return (IrBlockOperand *)ir_deref(b->preds);
}
/* Argument i of b. */
static inline IrValue *ir_block_arg(const IrBlock *b, unsigned i)
{
	if (b->nargs == 1)
		return (IrValue *)ir_deref(b->args);
	return (IrValue *)ir_deref(((const IrRef *)ir_deref(b->args))[i]);
}
static inline IrOp *ir_region_parent(const IrRegion *r)
{
	return (IrOp *)ir_deref(r->parent);
}
static inline IrBlock *ir_region_first(const IrRegion *r)
{
	return (IrBlock *)ir_deref(r->first);
}
static inline IrBlock *ir_region_last(const IrRegion *r)
{
	return (IrBlock *)ir_deref(r->last);
}

/* Everything needed to create an op; arrays are copied. */
typedef struct {
	IrIdent *name;
	unsigned nresults, noperands, nsuccs, nregions;
	IrType **result_types;
	IrValue **operands;
	IrBlock **succs;
	IrAttr *props, *attrs, *loc;
} IrOpState;

IrOp *ir_op_create(IrContext *ctx, const IrOpState *st);
/* The op's location: as written, or where it was read (file:line:col of its
   name, as MLIR gives ops without `loc(...)`), or unknown. */
IrAttr *ir_op_loc(IrContext *ctx, IrOp *op);
IrAttr *ir_arg_loc(IrContext *ctx, IrValue *arg); /* likewise for a block argument */
/* The same location without keeping it in the argument: the printer's
   threads read arguments that others print uses of, so they write none. */
IrAttr *ir_arg_loc_peek(IrContext *ctx, const IrValue *arg);
void ir_op_set_operand(IrOp *op, unsigned i, IrValue *v);
void ir_op_set_successor(IrOp *op, unsigned i, IrBlock *b);
void ir_op_erase(IrContext *ctx, IrOp *op); /* op must have no used results */
IrOp *ir_op_clone(IrContext *ctx, IrOp *op); /* deep copy; uses outside map to the same values */
/* op's operand values and result types, in new arrays the caller frees
   (one slot more, so that an op with none still gets an array) */
IrValue **ir_op_operand_values(const IrOp *op);
IrType **ir_op_result_types(const IrOp *op);
void ir_op_remove(IrOp *op);                 /* unlink from its block */
void ir_op_destroy(IrContext *ctx, IrOp *op); /* free op and its regions (detached) */
void ir_op_drop_references(IrOp *op); /* unlink all operands and successors, recursively */
IrBlock *ir_block_create(IrContext *ctx);
/* A region of no op, for blocks built before their op exists (the
   parser's); destroyed once they have moved into their op's region. */
IrRegion *ir_region_create(IrContext *ctx);
void ir_region_destroy(IrContext *ctx, IrRegion *r);
IrValue *ir_block_add_arg(IrContext *ctx, IrBlock *b, IrType *t, IrAttr *loc);
/* A value of type t that nothing defines yet, freed with
   ir_value_placeholder_free: a block argument of no block, standing in for
   a forward reference. */
IrValue *ir_value_placeholder(IrContext *ctx, IrType *t);
void ir_value_placeholder_free(IrContext *ctx, IrValue *v);
void ir_block_append(IrBlock *b, IrOp *op);
void ir_block_insert_before(IrOp *before, IrOp *op);
void ir_block_destroy(IrContext *ctx, IrBlock *b);
void ir_region_append(IrRegion *r, IrBlock *b);
void ir_value_replace_all_uses(IrValue *from, IrValue *to);
bool ir_value_has_uses(const IrValue *v);
IrOp *ir_op_parent(const IrOp *op); /* op owning the region containing op */
unsigned ir_block_index(const IrBlock *b);

/* Pre-order walk; returning false from fn stops the walk. */
typedef bool (*IrWalkFn)(IrOp *op, void *user);
bool ir_walk(IrOp *op, IrWalkFn fn, void *user);
/* Post-order walk, MLIR's Operation::walk: the ops nested in op, then op;
   returning false from fn stops the walk. fn must not erase or move ops. */
bool ir_walk_post(IrOp *op, IrWalkFn fn, void *user);
/* The ops in op, op included, counted up to limit: a cheap measure of
   the work on it, for spreading work over threads. */
size_t ir_count_ops(IrOp *op, size_t limit);

/* ---- rewrite.c: changing IR in place, for passes ----
   Use lists and predecessor lists stay consistent; the caller keeps the IR
   valid otherwise (dominance, types, terminators) and tells analyses
   (IrDominance) what changed. Misuse that would leave a dangling use is an
   internal error (die). */

/* dict (NULL: the empty dictionary) with name set to value (added or
   replaced), or without name (dict itself when it has none): a new
   uniqued dictionary, sorted as every dictionary is. */
IrAttr *ir_dict_set(IrContext *ctx, IrAttr *dict, IrIdent *name, IrAttr *value);
IrAttr *ir_dict_remove(IrContext *ctx, IrAttr *dict, IrIdent *name);
/* MLIR's setAttr and removeAttr: an inherent attribute of a registered op,
   or an entry of an unregistered op's properties dictionary, is a
   property; any other name is a discardable attribute. A registered op
   left with no property has none (props NULL), as after parsing; an
   unregistered one keeps `<{}>`. ir_op_remove_attr returns the value
   removed, NULL if there was none. */
void ir_op_set_attr(IrContext *ctx, IrOp *op, IrIdent *name, IrAttr *value);
IrAttr *ir_op_remove_attr(IrContext *ctx, IrOp *op, IrIdent *name);
/* Sets each of n distinct names to values[i], or removes it where that is
   NULL, as ir_op_set_attr and ir_op_remove_attr would one by one, but
   making each of op's dictionaries once. */
void ir_op_update_attrs(IrContext *ctx, IrOp *op, unsigned n, IrIdent *const *names, IrAttr *const *values);
void ir_block_insert_after(IrOp *after, IrOp *op); /* op detached, as for ir_block_insert_before */
/* Moves op, in a block or detached, before or after another op or to the
   end of block b. */
void ir_op_move_before(IrOp *op, IrOp *before);
void ir_op_move_after(IrOp *op, IrOp *after);
void ir_op_move_to_end(IrOp *op, IrBlock *b);
void ir_block_remove(IrBlock *b); /* unlink from its region; branches to it stay */
/* Moves block b, in a region or detached, before block before (into its
   region) or to the end of region r. */
void ir_block_move_before(IrBlock *b, IrBlock *before);
void ir_block_move_to_end(IrBlock *b, IrRegion *r);
/* MLIR's splitBlock: op at and the ops after it move into a new block,
   placed right after theirs and returned; branches to the old block stay. */
IrBlock *ir_block_split(IrContext *ctx, IrOp *at);
/* MLIR's inlineRegionBefore: every block of from moves into region to,
   before block before (at its end when NULL); from is left empty. */
void ir_region_inline_before(IrRegion *from, IrRegion *to, IrBlock *before);
/* MLIR's takeBody: to's blocks are destroyed, then from's move into it. */
void ir_region_take_body(IrContext *ctx, IrRegion *to, IrRegion *from);
/* MLIR's inlineBlockBefore: the uses of source's arguments become uses of
   args (one per argument), source's ops move before op before of block
   dest (to its end when before is NULL), and source is destroyed. Source
   must not be a branch target. */
void ir_block_inline_before(IrContext *ctx, IrBlock *source, IrBlock *dest, IrOp *before,
                            IrValue *const *args);
/* MLIR's replaceOp: the uses of each result become uses of values[i]
   (non-NULL, one per result), then op is erased (ir_op_erase). */
void ir_op_replace(IrContext *ctx, IrOp *op, IrValue *const *values);
/* MLIR's replaceAllUsesExcept: every use of from not in op except (itself,
   not ops nested in it) becomes a use of to. */
void ir_value_replace_uses_except(IrValue *from, IrValue *to, IrOp *except);
/* MLIR's Block::eraseArgument: argument i (unused) goes, those after it
   move down. */
void ir_block_erase_arg(IrContext *ctx, IrBlock *b, unsigned i);
/* Operands first..first+count-1 of op become the n values (operands are
   part of an op's allocation, so this builds the op anew): a new op with
   op's name, attributes, location, results (their uses moved to it),
   successors and regions (moved) takes op's place, and op is destroyed.
   Returns the new op. Nothing is told to a rewriter's listener. */
IrOp *ir_op_splice_operands(IrContext *ctx, IrOp *op, unsigned first, unsigned count, unsigned n,
                            IrValue *const *values);
/* The operands branch op forwards to successor i (IrOpDef.successor_operands,
   which op must have) become the n values, their operand segments
   resized (MLIR's SuccessorOperands erase and append); returns the op
   that replaces op (ir_op_splice_operands). */
IrOp *ir_op_set_successor_operands(IrContext *ctx, IrOp *op, unsigned i, unsigned n,
                                   IrValue *const *values);
/* MLIR's setArgAttr (result false) and setResultAttr on a function op
   (function_type, arg_attrs, res_attrs): name set in the dictionary of
   argument or result i; removeArgAttr and removeResultAttr when value is
   NULL. As in MLIR, no arg_attrs (res_attrs) are left when every
   dictionary is empty. */
void ir_function_set_io_attr(IrContext *ctx, IrOp *op, bool result, unsigned i, IrIdent *name, IrAttr *value);
/* MLIR's Value::setType: the caller keeps the uses' type rules (a pass
   that rewrites a type everywhere). */
void ir_value_set_type(IrValue *v, IrType *t);

/* ---- symbols.c ---- */

IrAttr *ir_op_get_attr_n(const IrOp *op, const char *name, size_t n); /* props first, then attrs */
IrAttr *ir_op_get_attr_id(const IrOp *op, const IrIdent *name); /* the same, by the uniqued name */
static inline IrAttr *ir_op_get_attr(const IrOp *op, const char *name)
{
	return ir_op_get_attr_n(op, name, strlen(name)); /* a literal's length is known when compiling */
}
IrIdent *ir_op_symbol_name(IrContext *ctx, const IrOp *op); /* sym_name, NULL if none */
IrOp *ir_symbol_lookup(IrContext *ctx, IrOp *table_op, IrIdent *name);
/* The op a flat symbol reference (`@f`) on op from names, looked up in the
   nearest symbol table around from; NULL for none or another reference. */
IrOp *ir_symbol_resolve(IrContext *ctx, IrOp *from, const IrAttr *ref);
/* fn on each symbol reference in a (NULL: none), arrays and dictionaries
   looked into. */
void ir_attr_each_symbol_ref(const IrAttr *a, void (*fn)(const IrAttr *ref, void *user), void *user);
/* Indexes symbol tables on first lookup until the index ends, for the
   calling thread (ir_verify brackets itself with these; they nest, and
   the outermost end frees it). Unless ir_changes, the IR must not change
   in between; with it, each change to what a symbol table holds
   (ir_symbol_table_changed) has the index built again on the next
   lookup. */
void ir_symbol_index_begin(IrContext *ctx, bool ir_changes);
void ir_symbol_index_end(IrContext *ctx);
/* What table holds (the ops directly in it, their names), or table
   itself, is about to change; nothing unless table is a symbol table and
   an index is kept across changes. The IR's own edits (ops.c,
   rewrite.c) tell it; a pass that writes a symbol's dictionaries itself
   must too. */
void ir_symbol_table_changed(const IrOp *table);
/* Whether the uses of table's symbols are checked by the verification
   running on this thread: as in MLIR, a symbol table checks its symbol
   users when it is verified, so verifying an op inside it (a function,
   after a function pass) leaves the uses of the table around it alone.
   True when no verification runs. */
bool ir_symbol_uses_verified(const IrOp *table);
void ir_symbol_verify_root(const IrOp *root);
/* MLIR's SymbolOpInterface checks of op (builtin.module, func.func): sym_name
   and sym_visibility are strings, the visibility one of public, private and
   nested, and the parent a symbol table (or unregistered).  On a failure
   writes mlir-opt's words to msg and returns false. */
bool ir_symbol_check(const IrOp *op, bool named, char *msg, size_t size);
/* Is name a dialect attribute's (`ns.name`)? */
static inline bool ir_ident_has_dialect_prefix(const IrIdent *name)
{
	return memchr(name->s, '.', name->n) != NULL;
}

/* ---- provided by printers/ (type.c, attr.c) ----
   Types and attributes in diagnostics, as mlir-opt prints them there: the
   IR calls these without knowing the printer (ir/ includes nothing outside
   ir/). */

void print_type_str(StrBuf *out, IrType *t);
void print_attr_str(StrBuf *out, IrAttr *a);
/* An op as MLIR shows it in the note after an error on it: generic, its
   values named as in the nearest op isolated from above. */
void print_op_str(StrBuf *out, IrContext *ctx, IrOp *op);

/* ---- dominance.c: dominance within regions, computed on demand ----
   An analysis its user creates and destroys (the verifier, a pass). It
   works out a region's dominator tree on the first question about the
   region, in time linear in its blocks and edges (bar the few rounds of the
   iterative algorithm), then answers each question in constant time; the
   order of a block's ops likewise. It describes the IR as it was when it
   looked: after a change, forget what changed (ir_dominance_invalidate for a
   region whose blocks or branches changed, ir_dominance_invalidate_order for
   a block whose ops were inserted, moved or erased), or start a new one.
   As in MLIR, a block unreachable from its region's entry is dominated by
   every block and dominates no other; whether uses must be dominated at
   all (graph regions) is for the caller to say. */
typedef struct IrDominance IrDominance;
IrDominance *ir_dominance_create(void);
void ir_dominance_destroy(IrDominance *dom);
void ir_dominance_invalidate(IrDominance *dom, IrRegion *r);
void ir_dominance_invalidate_order(IrDominance *dom, IrBlock *b);
/* Is b reachable from the entry of its region (the entry is)? */
bool ir_dominance_reachable(IrDominance *dom, IrBlock *b);
/* Does a dominate b? A block dominates itself; a block in another region
   stands for the block of its ancestor op in a's region, so a dominates the
   blocks nested in its ops (false when b is not nested in a's region). */
bool ir_dominance_block_dominates(IrDominance *dom, IrBlock *a, IrBlock *b);
/* Does op a properly dominate op b (MLIR's properlyDominates): a is not b,
   and a comes before b or its ancestor in a's block, or a holds b, or a's
   block dominates the block of b's ancestor in a's region? */
bool ir_dominance_op_dominates(IrDominance *dom, IrOp *a, IrOp *b);
/* Is v's definition available at user: a result at ops after its op (not
   inside it), a block argument in its block and the blocks that block
   dominates (and the ops nested in them)? */
bool ir_dominance_value_dominates(IrDominance *dom, IrValue *v, IrOp *user);
/* b's immediate dominator; NULL for the entry block and unreachable blocks. */
IrBlock *ir_dominance_idom(IrDominance *dom, IrBlock *b);
/* The blocks of r reachable from its entry, in post-order (the entry last),
   as *blocks; returns their number. Valid until r is invalidated. */
unsigned ir_dominance_postorder(IrDominance *dom, IrRegion *r, IrBlock *const **blocks);

/* ---- effects.c: side effects and speculation, as MLIR's interfaces say ----
   Unregistered ops have unknown effects and are never speculatable. */

/* Does op implement MLIR's MemoryEffectOpInterface? If so, *effects its
   own IR_EFFECT_* (none for a pure op; not those of nested ops). */
bool ir_op_effects(const IrOp *op, unsigned *effects);
/* MLIR's isMemoryEffectFree: no effects, nor have the ops nested in it
   (looked into when IR_TRAIT_RECURSIVE_EFFECTS). */
bool ir_op_is_memory_effect_free(const IrOp *op);
/* MLIR's wouldOpBeTriviallyDead: not a terminator (an unregistered op may
   be one) nor a symbol, and no effect beyond reads and the allocation of
   its own results, nested ones included; isOpTriviallyDead: that, and no
   result used. */
bool ir_op_would_be_trivially_dead(const IrOp *op);
bool ir_op_is_trivially_dead(const IrOp *op);
/* MLIR's isSpeculatable. */
bool ir_op_is_speculatable(const IrOp *op);

/* ---- verify.c ---- */

/* Structural checks: uses defined and dominated, successors in the region. */
bool ir_verify(IrContext *ctx, IrOp *op);

#endif
