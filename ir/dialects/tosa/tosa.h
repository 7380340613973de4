/* tosa.h: the TOSA dialect's parts, shared by the files of its folder:
   its hand-written forms (parse.c, print.c), older spellings (upgrade.c)
   and the op verifiers (verify*.c).  Each op's checks run in MLIR's order: its attributes, the
   counts and ODS type constraints of its operands and results, its traits,
   then its own verify(). */
#ifndef MICA_DIALECT_TOSA_H
#define MICA_DIALECT_TOSA_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../../pattern.h"
#include "../quant/quant.h" /* quantized element types */

extern const IrDialect ir_dialect_tosa;

/* parse.c: hand-written custom forms (IrOpDef.parse) */
IrOp *tosa_read_cond_if(ParseState *ps, Parsed *r);
IrOp *tosa_read_variable(ParseState *ps, Parsed *r);

/* print.c: their printers (IrOpDef.print) */
void tosa_print_cond_if(Printer *p, IrOp *op);
void tosa_print_variable(Printer *p, IrOp *op);

/* symbols.c: TOSA's types and attributes (IrDialect.types, .attrs) */
typedef struct {
	enum { TOSA_TYPE_SHAPE, TOSA_TYPE_MXINT8 } kind;
	int64_t rank; /* shape<rank> */
} TosaType;
typedef struct {
	unsigned which; /* in tosa_enums */
	unsigned value; /* the value's place in its list */
} TosaEnum;
extern const IrDialectEnum tosa_enums[]; /* ops.c */
extern const IrDialectSymbols tosa_types, tosa_attrs;
/* The value's name (`SINGLE_ROUND`), its length in *n. */
const char *tosa_enum_value(const TosaEnum *e, size_t *n);

/* target_env.c: `#tosa.target_env<...>`, kept with the enum attributes
   (its `which` is TOSA_TARGET_ENV_MARK where a TosaEnum's is its enum). */
#define TOSA_TARGET_ENV_MARK 0xffffffffu
#define TOSA_TARGET_ENV_NAME "tosa.target_env" /* the module attribute */
#define TOSA_TARGET_MAX 32 /* profiles or extensions an attribute may list */
typedef enum { TOSA_V1_0, TOSA_V1_1_DRAFT } TosaVersion;
typedef enum { TOSA_LEVEL_8K, TOSA_LEVEL_NONE } TosaLevelKind;
typedef enum { TOSA_PRO_INT, TOSA_PRO_FP } TosaProfile;
typedef enum {
	TOSA_EXT_INT16, TOSA_EXT_INT4, TOSA_EXT_BF16, TOSA_EXT_FP8E4M3, TOSA_EXT_FP8E5M2, TOSA_EXT_FFT,
	TOSA_EXT_VARIABLE, TOSA_EXT_CONTROLFLOW, TOSA_EXT_DOUBLEROUND, TOSA_EXT_INEXACTROUND,
	TOSA_EXT_DYNAMIC, TOSA_EXT_MXFP, TOSA_EXT_INT64, TOSA_EXT_SHAPE,
} TosaExtension;
typedef struct {
	unsigned which;  /* TOSA_TARGET_ENV_MARK */
	uint8_t version; /* TosaVersion */
	uint8_t level;   /* TosaLevelKind */
	uint8_t nprofiles, nextensions;
	uint8_t profiles[TOSA_TARGET_MAX];   /* TosaProfile, as written (repeats kept) */
	uint8_t extensions[TOSA_TARGET_MAX]; /* TosaExtension, likewise */
} TosaTargetEnv;
/* The names of each enum above, in its order, ending with NULL. */
extern const char *const tosa_versions[], *const tosa_levels[], *const tosa_profiles[],
	*const tosa_extensions[];
/* The place of s (n bytes) in names, -1 if absent. */
int tosa_name_index(const char *const *names, const char *s, size_t n);
int tosa_target_env_parse(const char *body, size_t n, StrBuf *params, StrBuf *err);
void tosa_target_env_write(StrBuf *out, const TosaTargetEnv *env);
/* The target environment a is, NULL for any other attribute. */
const TosaTargetEnv *tosa_target_env_attr(const IrAttr *a);
/* MLIR's lookupTargetEnvOrDefault: the nearest enclosing op's
   `tosa.target_env`, else version 1.0, level 8k, both profiles and no
   extension. */
TosaTargetEnv tosa_target_env_of(const IrOp *op);
bool tosa_target_allows(const TosaTargetEnv *env, TosaExtension ext);
/* The first specification version that has ext. */
TosaVersion tosa_extension_version(TosaExtension ext);
bool tosa_target_has_profile(const TosaTargetEnv *env, TosaProfile pro);

/* profile.c: the profiles and extensions an op's element types need */
/* The element types the spec's tables are written against for op (a
   tosa op), appended to sig with a space between them. */
void tosa_profile_signature(const IrOp *op, StrBuf *sig);
/* The profiles (bits 1 << TosaProfile; two meaning any of them) that the
   first row of op's tables naming sig requires, 0 when none names it.
   op is the name after "tosa.". */
unsigned tosa_profile_required(const char *op, const char *sig);
/* Likewise the extensions (bits 1 << TosaExtension), with
   TOSA_NEEDS_ALL when all of them are needed rather than any, and
   TOSA_NEEDS_V1_1 when the row is of specification version 1.1. */
#define TOSA_NEEDS_ALL (1u << 31)
#define TOSA_NEEDS_V1_1 (1u << 30)
unsigned tosa_extension_required(const char *op, const char *sig);
/* The profiles (bits 1 << TosaProfile) an op needing ext must have one
   of to work with ext, 0 when any will do. */
unsigned tosa_extension_profiles(TosaExtension ext);
/* Whether a row of the tables names sig, or none gives op's types of
   sig's length (an op the tables list whatever its types, or not at
   all). When not, the
   signature of the tables' rows of op of sig's length that has the most
   types in sig's places (the first such, profiles' rows before
   extensions') is written into best. */
bool tosa_signature_listed(const char *op, const char *sig, StrBuf *best);

/* availability.c: what an op's definition declares it may need,
   whatever its types: profiles and extensions, comma-separated. */
typedef struct {
	const char *op; /* the name after "tosa." */
	const char *profiles, *extensions;
} TosaAvailability;
/* op's row (op the name after "tosa."), NULL for a name TOSA does not define. */
const TosaAvailability *tosa_op_availability(const char *op);

/* fold.c: the folders (IrOpDef.fold) and IrDialect.materialize_constant */
IrFoldStatus tosa_fold_values(IrContext *ctx, IrOp *op, IrAttr *const *operands, IrFoldResult *results);
IrFoldStatus tosa_fold(IrContext *ctx, IrOp *op, IrAttr *const *operands, IrFoldResult *results);
IrOp *tosa_materialize_constant(IrContext *ctx, IrAttr *value, IrType *type, IrAttr *loc);
/* The bits of the dense element at p (at most 64 of them), and sign-extended. */
uint64_t tosa_elem_bits(const unsigned char *p, const IrType *elem);
int64_t tosa_elem_sext(const unsigned char *p, const IrType *elem);
/* The splat a as a splat of the static type t. */
IrAttr *tosa_resize_splat(IrContext *ctx, const IrAttr *a, IrType *t);

/* fold_const.c: arithmetic on splat constants (operands c) */
IrFoldStatus tosa_fold_binary_constants(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res);
IrAttr *tosa_fold_mul_constants(IrContext *ctx, const IrAttr *l, const IrAttr *r, IrType *t, int64_t shift);
IrFoldStatus tosa_fold_intdiv(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res);
IrFoldStatus tosa_fold_cast_constant(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res);
IrFoldStatus tosa_fold_reciprocal(IrContext *ctx, IrOp *op, IrAttr *const *c, IrFoldResult *res);

/* canonicalize.c: canonicalization patterns (IrOpDef.patterns) */
extern const IrPattern tosa_conv2d_patterns[], tosa_depthwise_conv2d_patterns[], tosa_max_pool2d_patterns[],
	tosa_concat_patterns[], tosa_select_patterns[], tosa_transpose_patterns[], tosa_clamp_patterns[],
	tosa_slice_patterns[];

/* upgrade.c: IrDialect.upgrade */
bool tosa_upgrade(ParseState *ps, IrIdent *name, size_t off, IrValue **operands, unsigned *nops,
                  IrAttr **props, IrAttr **attrs);

/* What ir_tosa_verify checks of an op (IrOpDef.facts): operand and
   result constraints, one letter per value (constraint_of in verify.c; `-`
   is unchecked, `*` after the last makes it variadic), the ODS traits
   below, and the op's own verifier. */
typedef struct TosaRules {
	const char *operands, *results;
	unsigned traits;
	bool (*verify)(IrContext *ctx, IrOp *op);
} TosaRules;
enum {
	T_SAME_SHAPE = 1 << 0,         /* SameOperandsAndResultShape */
	T_SAME_ELEM = 1 << 1,          /* SameOperandsAndResultElementType */
	T_SAME_OPERAND_ELEM = 1 << 2,  /* SameOperandsElementType */
	T_BROADCAST = 1 << 3,          /* ResultsBroadcastableShape */
	T_SAME_RANK = 1 << 4,          /* SameOperandsAndResultRank */
	T_ELEM_FIRST = 1 << 5,         /* the element types are checked before the shapes */
	T_FLOAT_RESULTS = 1 << 6,      /* ResultsAreFloatLike */
	T_SHAPE_RANKS = 1 << 7,        /* TosaShapeOperatorWithSameRanks */
};
#define ELEMENTWISE (T_BROADCAST | T_SAME_RANK)
#define UNARY (T_SAME_SHAPE | T_SAME_ELEM | ELEMENTWISE)
#define BINARY (T_SAME_ELEM | ELEMENTWISE)
#define COMPARISON (T_SAME_OPERAND_ELEM | ELEMENTWISE)
#define FFT (T_SAME_ELEM | T_ELEM_FIRST | T_FLOAT_RESULTS)

/* infer.c: IrOpDef.infer_shapes, MLIR's InferShapedTypeOpInterface */
bool tosa_infer_shapes(IrContext *ctx, IrOp *op, IrType **shapes);

/* IrDialect.check_op (verify.c) */
void tosa_check_op(const IrOpDef *def, StrBuf *out, unsigned *problems);
/* IrOpDef.verify of every TOSA op. */
bool ir_tosa_verify(IrContext *ctx, IrOp *op);

/* The ODS constraints of the op's inherent attributes (verify_attrs.c):
   its specs read from the table, kept with what else the verifier reads
   of the definition (verify.c: once per definition and context, in
   IrDefFacts.dialect), then checked. */
typedef struct TosaAttrFacts TosaAttrFacts;
const TosaAttrFacts *tosa_read_attr_facts(IrContext *ctx, const IrOpDef *def);
const TosaAttrFacts *tosa_def_attr_facts(IrContext *ctx, const IrOpDef *def);
bool tosa_check_attributes(IrContext *ctx, IrOp *op, const TosaAttrFacts *f);
/* Whether a could be stored as property `attr` of TOSA op `op` (MLIR's
   property conversion, for verify_def.c): of its attribute class. */
bool tosa_attr_storage_fits(IrContext *ctx, const IrOpDef *def, const IrIdent *attr, const IrAttr *a);

/* ---- helpers (verify_tosa_util.c) ---- */

IrType *tosa_operand_type(const IrOp *op, unsigned i);
IrType *tosa_result_type(const IrOp *op, unsigned i);
/* The element type of a shaped type, else the type itself. */
IrType *tosa_elem(IrType *t);
/* The storage type of a quantized element type (`!quant.uniform<i8:f32,
   ...>` stores i8), else the element type itself. */
IrType *tosa_storage_elem(IrContext *ctx, IrType *t);
bool tosa_ranked(const IrType *t);
bool tosa_is_quant(const IrType *t); /* a !quant type */
/* Equal, or either dynamic. */
bool tosa_dims_compatible(int64_t a, int64_t b);
/* MLIR's verifyCompatibleShape of two types. */
bool tosa_shapes_compatible(const IrType *a, const IrType *b);
/* A type as MLIR prints it, in a buffer that lives until the next call
   with the same slot (0..3). */
const char *tosa_type_str(IrType *t, int slot);
const char *tosa_attr_str(IrAttr *a, int slot); /* likewise for an attribute */
/* Dimensions joined by sep, `?` for dynamic ones (NUL-terminated). */
void tosa_dims_str(StrBuf *b, const int64_t *dims, unsigned n, const char *sep);
bool tosa_is_int(const IrType *t, unsigned width); /* signless or unsigned of width */
bool tosa_is_float(const IrType *t, IrFloatKind k);

/* A dense i64 array attribute of at most max elements into vals; false
   when absent or of another kind. */
bool tosa_i64_array(const IrOp *op, const char *name, int64_t *vals, unsigned max, unsigned *n);
/* `1, 2, 3`, as MLIR prints an ArrayRef<int64_t> in a diagnostic. */
void tosa_list_str(StrBuf *b, const int64_t *vals, unsigned n);
/* The dense `values` of the tosa.const defining operand i, else NULL. */
IrAttr *tosa_constant_operand(const IrOp *op, unsigned i);
/* Element index of a dense integer attribute. */
int64_t tosa_dense_int(const IrAttr *a, unsigned index, bool sign_extend);
/* MLIR's getZeroPoint of operand i: false when it is not a constant. */
bool tosa_zero_point(const IrOp *op, unsigned i, bool sign_extend, int64_t *zp);
/* MLIR's verifyZeroPoint: a constant zero point other than 0 needs i8. */
bool tosa_check_zero_point(IrContext *ctx, IrOp *op, unsigned i, const char *name);
/* MLIR's verifySameElementTypes of an input and an output type. */
bool tosa_same_element_types(IrContext *ctx, IrOp *op, IrType *in, IrType *out);

/* MLIR's getConstShapeValues: the values of the tosa.const_shape defining
   operand i (at most max); false when it is not one. */
bool tosa_const_shape_values(const IrOp *op, unsigned i, int64_t *vals, unsigned max, unsigned *n);
/* The rank of a `!tosa.shape<N>` type, -1 for any other type. */
int64_t tosa_shape_rank(const IrType *t);
/* The parameters of a TOSA type, NULL for any other type. */
const TosaType *tosa_type(const IrType *t);

/* ---- op verifiers (verify_tosa_ops.c, _conv.c, _data.c, _shape.c, _block.c) ---- */

/* MLIR's errorIfTypeOrShapeMismatch: same element type and compatible
   shapes, else an error naming both (na, nb). */
bool tosa_same_type_and_shape(IrContext *ctx, IrOp *op, IrType *a, const char *na, IrType *b, const char *nb);

bool tosa_verify_cond_if(IrContext *ctx, IrOp *op);
bool tosa_verify_while(IrContext *ctx, IrOp *op);
bool tosa_verify_conv(IrContext *ctx, IrOp *op);
bool tosa_verify_transpose_conv(IrContext *ctx, IrOp *op);
bool tosa_verify_avg_pool(IrContext *ctx, IrOp *op);
bool tosa_verify_max_pool(IrContext *ctx, IrOp *op);
bool tosa_verify_transpose(IrContext *ctx, IrOp *op);
bool tosa_verify_reshape(IrContext *ctx, IrOp *op);
bool tosa_verify_gather(IrContext *ctx, IrOp *op);
bool tosa_verify_scatter(IrContext *ctx, IrOp *op);
bool tosa_verify_reduce(IrContext *ctx, IrOp *op);
bool tosa_verify_reverse(IrContext *ctx, IrOp *op);
bool tosa_verify_concat(IrContext *ctx, IrOp *op);
bool tosa_verify_pad(IrContext *ctx, IrOp *op);
bool tosa_verify_slice(IrContext *ctx, IrOp *op);
bool tosa_verify_tile(IrContext *ctx, IrOp *op);
bool tosa_verify_negate(IrContext *ctx, IrOp *op);
bool tosa_verify_mul(IrContext *ctx, IrOp *op);
bool tosa_verify_clamp(IrContext *ctx, IrOp *op);
bool tosa_verify_matmul(IrContext *ctx, IrOp *op);
bool tosa_verify_table(IrContext *ctx, IrOp *op);
bool tosa_verify_argmax(IrContext *ctx, IrOp *op);
bool tosa_verify_rescale(IrContext *ctx, IrOp *op);
bool tosa_verify_resize(IrContext *ctx, IrOp *op);
bool tosa_verify_const(IrContext *ctx, IrOp *op);
bool tosa_verify_fft2d(IrContext *ctx, IrOp *op);
bool tosa_verify_rfft2d(IrContext *ctx, IrOp *op);
bool tosa_verify_variable_access(IrContext *ctx, IrOp *op);
/* The type of tosa.variable var, from its `type` and `var_shape` (-1 a
   dynamic size); NULL when they do not give one. */
IrType *tosa_variable_type(IrContext *ctx, IrOp *var);
bool tosa_verify_select(IrContext *ctx, IrOp *op);
bool tosa_verify_cast_from_block_scaled(IrContext *ctx, IrOp *op);
bool tosa_verify_cast_to_block_scaled(IrContext *ctx, IrOp *op);
bool tosa_verify_matmul_t_block_scaled(IrContext *ctx, IrOp *op);
bool tosa_verify_same_rank_shapes(IrContext *ctx, IrOp *op);
bool tosa_verify_const_shape(IrContext *ctx, IrOp *op);
bool tosa_verify_concat_shape(IrContext *ctx, IrOp *op);
bool tosa_verify_dim(IrContext *ctx, IrOp *op);
bool tosa_verify_slice_shape(IrContext *ctx, IrOp *op);

#endif
