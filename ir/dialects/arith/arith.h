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
/* The zero of an integer type (a scalar, or a splat of a static shape),
   NULL if none: MLIR's getZeroAttr. */
IrAttr *arith_zero_attr(IrContext *ctx, IrType *type);

/* canonicalize.c: each op's patterns (IrOpDef.patterns) */
/* The overflow flags of an op (bit 0 nsw, bit 1 nuw), 0 without any. */
unsigned arith_overflow_flags(const IrOp *op);
extern const IrPattern arith_addi_patterns[], arith_subi_patterns[], arith_muli_patterns[],
	arith_addui_extended_patterns[], arith_mulsi_extended_patterns[], arith_mului_extended_patterns[],
	arith_xori_patterns[], arith_andi_patterns[], arith_ori_patterns[], arith_cmpi_patterns[],
	arith_select_patterns[], arith_index_cast_patterns[], arith_index_castui_patterns[],
	arith_extsi_patterns[], arith_trunci_patterns[], arith_truncf_patterns[], arith_mulf_patterns[],
	arith_divf_patterns[];

/* verify.c: the op verifiers (IrOpDef.verify, verify_regions) */
bool ir_verify_arith(IrContext *ctx, IrOp *op);
/* IrDialect.operand_constraint */
const char *ir_arith_operand_constraint(const IrOpDef *def, unsigned i, const IrType *t);

#endif
