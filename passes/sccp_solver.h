/* sccp_solver.h: the analysis of MLIR's SCCP (sparse conditional
   constant propagation), shared by the sccp pass, which replaces what it
   finds constant, and remove-dead-values, which looks only at the blocks it
   finds executable (MLIR's DeadCodeAnalysis with constant propagation). */
#ifndef MICA_PASSES_SCCP_SOLVER_H
#define MICA_PASSES_SCCP_SOLVER_H

#include "../ir/dialect.h"

typedef struct {
	IrAttr *attr;              /* NULL: overdefined */
	const IrDialect *dialect;  /* the dialect that materializes attr */
} Lattice;

typedef struct {
	IrContext *ctx;
	PtrMap state;      /* IrValue -> Lattice */
	PtrMap executable; /* executable blocks */
	PtrVec work;       /* ops to visit */
	PtrVec owned;      /* the Lattices, to free */
	PtrMap callees;    /* callable op -> Callee */
	PtrVec callee_list; /* the Callees, to free */
	IrOp *ref_op;      /* the op whose symbol references are being looked at */
} Solver;

/* A function of the top symbol table with a body. Unless its callers are
   unknown (it is public, or referred to otherwise than by calls), its body
   runs only once a live call reaches it, its arguments are what the calls
   pass, and the calls' results are what its returns give. */
typedef struct {
	IrRegion *body;
	bool unknown;
	PtrVec calls; /* the live calls */
} Callee;

/* Runs the analysis on root (its regions' entries executable) into s,
   which starts zeroed but for ctx. */
void sccp_solve(Solver *s, IrOp *root);
/* Whether the analysis found block b may run. */
bool sccp_executable(const Solver *s, const IrBlock *b);
void sccp_free(Solver *s);

#endif
