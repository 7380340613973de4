/* dialects.c: every dialect mica registers, listed once.  The registry
   (ir/registry.c), the SSA-region rule of the verifier and the dialect
   names in diagnostics all come from this list. */
#include "../internal.h"
#include "../dialect.h"

extern const IrDialect ir_dialect_builtin, ir_dialect_func, ir_dialect_arith, ir_dialect_math,
	ir_dialect_affine, ir_dialect_memref, ir_dialect_tensor, ir_dialect_scf, ir_dialect_cf,
	ir_dialect_vector, ir_dialect_ub, ir_dialect_quant, ir_dialect_std, ir_dialect_tosa,
	ir_dialect_bufferization, ir_dialect_vgf, ir_dialect_spirv, ir_dialect_complex;

const IrDialect *const ir_dialects[] = {
	&ir_dialect_builtin, &ir_dialect_func, &ir_dialect_arith, &ir_dialect_math,
	&ir_dialect_affine, &ir_dialect_memref, &ir_dialect_tensor, &ir_dialect_scf,
	&ir_dialect_cf, &ir_dialect_vector, &ir_dialect_ub, &ir_dialect_quant,
	&ir_dialect_std, &ir_dialect_tosa, &ir_dialect_bufferization, &ir_dialect_vgf, &ir_dialect_spirv,
	&ir_dialect_complex, NULL,
};

/* MLIR's other dialects, known by name only: a custom op of one of them is
   "unknown" rather than of a dialect "not found", as mlir-opt says. */
const char *const ir_upstream_dialects[] = {
	"amdgpu", "emitc", "gpu", "index", "linalg", "llvm",
	"nvgpu", "shape", "test", NULL,
};

const IrDialect *ir_dialect_find(const char *ns, size_t n)
{
	for (const IrDialect *const *d = ir_dialects; *d; d++) /* asked for every unregistered op */
		if (n && (*d)->name[0] == ns[0] && !strncmp((*d)->name, ns, n) && !(*d)->name[n])
			return *d;
	return NULL;
}
