/* tosa_to_spirv.h: what the two TOSA to SPIR-V passes share
   (tosa-to-spirv-tosa and tosa-to-spirv-tosa-mark-graph-constants), as
   MLIR's lib/Conversion/TosaToSPIRVTosa: the attribute that marks a graph
   constant, the type conversion, and the lowering of one TOSA op. */
#ifndef MICA_PASSES_TOSA_TO_SPIRV_H
#define MICA_PASSES_TOSA_TO_SPIRV_H

#include "passes.h"

/* On a tosa.const or tosa.const_shape: its id as a spirv.ARM.GraphConstant
   (an i32), set by tosa-to-spirv-tosa-mark-graph-constants. */
#define TOSA_SPIRV_GRAPH_CONSTANT_ID "grapharm.graph_constant_id"

/* What the lowering of the ops of one graph needs: the context and the
   custom-op domains mapped to Arm.ExperimentalMLOperations opcodes. */
typedef struct {
	IrContext *ctx;
	unsigned ndomains;
	const char **domains; /* NUL-terminated names */
	const int32_t *opcodes;
	/* what the lowering worked out once: a TOSA type -> its SPIR-V type
	   (tosa_spirv_type's), an op's name -> its pattern's index + 1 */
	PtrMap types, patterns;
} TosaSpirv;

/* The type a TOSA value takes in SPIR-V, as the pass's type converter:
   tensors become !spirv.arm.tensor (index elements i32, i4 i8, i48 i64;
   rank 0 shape [1]; partly dynamic shapes fully dynamic), !tosa.shape<N>
   a rank-1 i32 tensor of max(N, 1) elements, integers widened as tensor
   elements are; NULL for what has no SPIR-V type (a zero-sized
   dimension). */
IrType *tosa_spirv_type(IrContext *ctx, IrType *t);
/* A spirv dialect type or attribute from its body (`arm.tensor<2xi8>`). */
IrType *tosa_spirv_dialect_type(IrContext *ctx, const char *body);
IrAttr *tosa_spirv_dialect_attr(IrContext *ctx, const char *body);
/* A new op before `before`, with the location of `before`. */
IrOp *tosa_spirv_op_before(IrContext *ctx, IrOp *before, const char *name, unsigned nresults,
                           IrType **types, unsigned noperands, IrValue **operands, IrAttr *props);

/* Lowers op, an op of a graph's body, in place: its replacement is built
   before it, its uses go to the replacement's results and it is erased.
   False after a located error (op has no lowering, or a type that has
   no SPIR-V type). */
bool tosa_spirv_lower_op(TosaSpirv *ts, IrOp *op);

#endif
