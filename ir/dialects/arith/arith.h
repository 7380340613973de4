/* arith.h: the arith dialect's parts, shared by the files of its folder. */
#ifndef MICA_DIALECT_ARITH_H
#define MICA_DIALECT_ARITH_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../../pattern.h"

extern const IrDialect ir_dialect_arith;

/* ops.c: the parameters of a bit enum attribute (`#arith.fastmath<...>`) */
typedef struct {
	unsigned which; /* fastmath, overflow */
	unsigned set;   /* its flags, bit i for the i-th in declaration order */
} ArithFlags;
/* AtomicRMWKind: the name of a value, NULL if none; the value of a name,
   -1 if none. */
const char *ir_atomic_rmw_kind_name(int64_t kind);
int64_t ir_atomic_rmw_kind(const char *s, size_t n);

/* parse.c: hand-written custom forms (IrOpDef.parse) */
IrOp *arith_read_constant(ParseState *ps, Parsed *r);
IrOp *arith_read_select(ParseState *ps, Parsed *r);

/* print.c: their printers (IrOpDef.print) */
void arith_print_constant(Printer *p, IrOp *op);
void arith_print_select(Printer *p, IrOp *op);
void arith_constant_result_name(IrOp *op, StrBuf *name); /* IrOpDef.result_name */

/* speculation.c: the integer an arith.constant defining v holds (a scalar
   or a splat, of at most 64 bits): its bits, zero beyond its width; false
   for any other value. Other dialects ask it of dimension indices and loop
   steps, as MLIR's matchers of constants do. */
bool arith_constant_value(const IrValue *v, uint64_t *bits, unsigned *width);
/* IrOpDef.speculation of the divisions */
IrSpeculation arith_unsigned_division_speculation(const IrOp *op);
IrSpeculation arith_signed_division_speculation(const IrOp *op);

/* fold.c: the folders (IrOpDef.fold) and IrDialect.materialize_constant */
IrFoldStatus arith_fold(IrContext *ctx, IrOp *op, IrAttr *const *operands, IrFoldResult *results);
IrFoldStatus arith_fold_constant(IrContext *ctx, IrOp *op, IrAttr *const *operands, IrFoldResult *results);
/* The first `#ub.poison` among the n constant operands c, which MLIR's
   constFold* helpers return as the fold whether the others are constant or
   not; NULL if there is none. */
IrAttr *arith_poison_operand(IrAttr *const *c, unsigned n);
IrOp *arith_materialize_constant(IrContext *ctx, IrAttr *value, IrType *type, IrAttr *loc);
/* Is a the integer v at every element (a scalar, a splat or elements of
   at most 64 bits; v = -1 is all ones at any width)? MLIR's m_Zero, m_One. */
bool arith_is_int_splat(const IrAttr *a, int64_t v);
/* An elementwise fold of one or two constants (ra NULL for one: scalars,
   or dense elements of at most 64-bit integers or floats) into a result of
   type result: fn gets the bits of each pair of values (of element type
   in) and gives the result's, or false to leave the op alone; NULL when
   nothing folds. */
typedef bool (*ArithElemFn)(const IrType *in, uint64_t a, uint64_t b, uint64_t *out, const void *arg);
IrAttr *arith_fold_elements(IrContext *ctx, IrType *result, IrAttr *la, IrAttr *ra, ArithElemFn fn,
                            const void *arg);
/* The integer operations of the folders, and the casts between integers */
typedef enum {
	ARITH_ADD, ARITH_SUB, ARITH_MUL, ARITH_DIVU, ARITH_DIVS, ARITH_REMU, ARITH_REMS, ARITH_CEILDIVU,
	ARITH_CEILDIVS, ARITH_FLOORDIVS, ARITH_AND, ARITH_OR, ARITH_XOR, ARITH_SHL, ARITH_SHRU, ARITH_SHRS,
	ARITH_MAXS, ARITH_MAXU, ARITH_MINS, ARITH_MINU, ARITH_MULHS, ARITH_MULHU, ARITH_CARRY,
	ARITH_CMPI,                                  /* arg: cmpi's predicate */
	ARITH_EXTU, ARITH_EXTS, ARITH_TRUNC          /* to the result's width */
} ArithIntOp;

/* fold_wide.c: the same folds when an integer involved is wider than 64
   bits (scalars and dense elements), with MLIR's APInt semantics; NULL when
   it does not fold (a division by zero, an overflowing signed division, a
   shift by the width or more). */
IrAttr *arith_fold_wide(IrContext *ctx, IrType *result, const IrAttr *la, const IrAttr *ra, ArithIntOp which,
                        int64_t arg);
/* Is t an integer wider than 64 bits, or elements of such? (false for NULL) */
bool arith_is_wide(const IrType *t);
/* extf (trunc false) and truncf of float constants when either type is f80
   or f128: converted exactly as APFloat does; truncf only of values the
   result holds exactly, as MLIR's convertFloatValue. */
IrAttr *arith_fold_wide_float_cast(IrContext *ctx, IrType *result, const IrAttr *in, bool trunc);
bool arith_is_wide_float(const IrType *t);
/* arith_is_int_splat for such constants */
bool arith_wide_is_splat(const IrAttr *a, int64_t v);

/* The zero of an integer type (a scalar, or a splat of a static shape),
   NULL if none: MLIR's getZeroAttr. */
IrAttr *arith_zero_attr(IrContext *ctx, IrType *type);

/* canonicalize.c: each op's patterns (IrOpDef.patterns) */
/* The overflow flags of an op (bit 0 nsw, bit 1 nuw), 0 without any. */
unsigned arith_overflow_flags(const IrOp *op);
/* The predicate of arith.cmpi that is false where pred is true (MLIR's
   invertPredicate), or -1 when pred is none. */
int64_t arith_cmpi_inverse(int64_t pred);
extern const IrPattern arith_addi_patterns[], arith_subi_patterns[], arith_muli_patterns[],
	arith_addui_extended_patterns[], arith_mulsi_extended_patterns[], arith_mului_extended_patterns[],
	arith_xori_patterns[], arith_andi_patterns[], arith_ori_patterns[], arith_cmpi_patterns[], arith_cmpf_patterns[],
	arith_select_patterns[], arith_index_cast_patterns[], arith_index_castui_patterns[],
	arith_extsi_patterns[], arith_trunci_patterns[], arith_truncf_patterns[], arith_mulf_patterns[],
	arith_divf_patterns[];

/* verify.c: the op verifiers (IrOpDef.verify, verify_regions) */
bool ir_verify_arith(IrContext *ctx, IrOp *op);
/* IrDialect.operand_constraint */
const char *ir_arith_operand_constraint(const IrOpDef *def, unsigned i, const IrType *t);

#endif
