/* printers.h: printing IR as MLIR text, byte-identical to mlir-opt's output. */
#ifndef MICA_PRINTERS_H
#define MICA_PRINTERS_H

#include "../ir/ir.h"
#include "../ir/spirv.h"

typedef struct Printer Printer;

typedef struct {
	bool generic;      /* --mlir-print-op-generic */
	bool debuginfo;    /* --mlir-print-debuginfo */
	bool local_scope;  /* --mlir-print-local-scope: no aliases nor resources */
	bool skip_regions; /* --mlir-print-skip-regions: every region as `{...}` */
	/* --mlir-elide-elementsattrs-if-larger=N: elements attributes (not
	   splats) of more than N elements print as dense_resource<__elided__> */
	bool elide_elements;
	uint64_t elide_elements_over;
	/* --mlir-print-elementsattrs-with-hex-if-larger=N: dense elements of
	   more than N (MLIR's default 100; -1 never) print as hex */
	bool hex_set;
	int64_t hex_over;
} PrintOptions;

/* ---- generic.c ---- */

/* Prints a top-level op (normally builtin.module) with its alias definitions
   and resources, followed by an empty line, into out.  With a sink, out is
   flushed to it as it fills and at the end; returns false if writing failed. */
bool print_module(StrBuf *out, FILE *sink, IrContext *ctx, IrOp *op, const PrintOptions *opts);
/* Prints op as MLIR prints an op nested in another in its local scope
   (IR dumps of a function): attributes and locations in place, no alias
   definitions or resources, no newline after it. */
bool print_op_local(StrBuf *out, FILE *sink, IrContext *ctx, IrOp *op, const PrintOptions *opts);

/* ---- tosa_flatbuffer.c ---- */

/* Appends the `.tosa` file (a TOSA 1.0 flatbuffer) of module, a module of
   func.func ops of TOSA ops, to out; false after a located error through
   ctx on the first op or value that has no form in the format. */
bool print_tosa_flatbuffer(IrContext *ctx, IrOp *module, StrBuf *out);

/* ---- iospec.c ---- */

/* Writes the IOSpec (YAML, docs/IOSPEC.md) of module's entry function to
   out, lengths padded to multiples of pad elements (and of whole 64-bit
   words); false after a located error through ctx (a failed write is left
   in ferror(out)). */
bool print_iospec(IrContext *ctx, IrOp *module, unsigned pad, FILE *out);

/* ---- attr.c / type.c: standalone forms, without aliases (diagnostics) ---- */

/* print_type_str and print_attr_str, declared in ir/ir.h for the IR's
   diagnostics, print a type or attribute standalone. */

/* ---- spirv_asm.c, spirv_binary.c: SPIR-V ---- */

/* Prints p as SPIRV-Tools' spirv-dis prints it by default (friendly
   names, indented); the names are interned in ctx. */
void print_spirv_asm(FILE *out, IrContext *ctx, const SpvParsed *p);
/* Writes m's words, little endian; a write error stays in out's error
   indicator. */
void print_spirv_binary(FILE *out, const SpvModule *m);

/* ---- spirv_serialize.c: the spirv dialect to SPIR-V, as mlir-translate's
   --serialize-spirv ---- */

typedef struct {
	bool emit_debug_info; /* OpString and OpLine from the ops' locations */
} SpvSerializeOptions;
/* The words of `top`'s one spirv.module (top itself, or the one op of a
   builtin.module) into *out; opts may be NULL for the defaults; false
   after a located error through ctx, *out then untouched. */
bool spirv_serialize(IrContext *ctx, IrOp *top, const SpvSerializeOptions *opts, SpvModule *out);

#endif
