/* parse.h: the public entry point of the front end. */
#ifndef MICA_GRAMMAR_PARSE_H
#define MICA_GRAMMAR_PARSE_H

#include "../ir/ir.h"
#include "../ir/spirv.h"

/* Parses src (NUL-terminated) into a builtin.module op.  Top-level ops that
   are not a single module are wrapped in one, as MLIR does.  Returns NULL
   after reporting the first error through the context's diagnostic sink. */
IrOp *parse_source(IrContext *ctx, IrSource *src);

/* The longest input parse_source reads, in bytes (2 GiB - 1), so that
   offsets, columns, line lengths and counts fit 31 bits; a longer input is
   an error (docs/RELIABILITY.md). */
#define MICA_MAX_SOURCE 0x7fffffffu

/* ---- iospec.c: an IOSpec (YAML, docs/IOSPEC.md) ---- */

/* An input or output of an IOSpec. */
typedef struct {
	char *name;   /* its key in inputs or outputs */
	size_t mark;  /* where that key is (libyaml's character index) */
	bool latched; /* comments: latched: true (a hint; the sequences decide) */
} IoSpecVar;

/* A simple sequence: once its inputs are written (in this order), its
   outputs can be read (in this order); none for a latched input's. */
typedef struct {
	char *name;
	size_t mark;
	unsigned *inputs, ninputs;   /* indices into IoSpec.inputs */
	unsigned *outputs, noutputs; /* indices into IoSpec.outputs */
} IoSpecSequence;

typedef struct {
	IoSpecVar *inputs, *outputs;
	unsigned ninputs, noutputs;
	IoSpecSequence *seqs; /* in the file's order: sequence ids */
	unsigned nseqs;
	PtrMap names; /* the IrIdent of a name (in the reading context) -> parse_iospec_lookup's answer */
} IoSpec;

/* The deepest nesting of YAML collections the reader takes (an IOSpec
   needs four levels). */
#define IOSPEC_MAX_DEPTH 32

/* Reads the IOSpec in src: every input and output in exactly one
   sequence, names unique. False after a located error through ctx
   (spec is then empty). */
bool parse_iospec(IrContext *ctx, IrSource *src, IoSpec *spec);
void parse_iospec_free(IoSpec *spec);
/* Which input (*output false) or output name[0, len) of spec is, -1 for
   none; ctx is the one spec was read in. */
int parse_iospec_lookup(IrContext *ctx, const IoSpec *spec, const char *name, size_t len, bool *output);
/* The byte offset in src of libyaml's character index (IoSpecVar.mark). */
size_t parse_iospec_offset(const IrSource *src, size_t mark);

/* ---- spirv_binary.c: SPIR-V binaries ---- */

/* Reads a SPIR-V binary of either byte order into p (words in host
   order), checking its header and every instruction against the grammar.
   On a problem, writes `<name>: error: <what> at word N` to err (one line,
   without newline) and returns false; p is then empty. */
bool parse_spirv_binary(const char *name, const unsigned char *bytes, size_t len, SpvParsed *p, StrBuf *err);

/* ---- spirv_asm.c: SPIR-V assembly, as SPIRV-Tools' spirv-as reads it ---- */

/* Assembles src into m (SPIR-V 1.6, spirv-as's default, unless a leading
   `; Version: 1.N` comment says otherwise, as spirv-as reads it); false
   after reporting the first error, located, through ctx. */
bool parse_spirv_asm(IrContext *ctx, IrSource *src, SpvModule *m);

/* ---- tosa_flatbuffer.c: `.tosa` files, TOSA 1.0 flatbuffers ---- */

/* Reads src (a `.tosa` file) into a verified module of func.func ops of
   TOSA ops, one per basic block, by way of MLIR text written into text
   and read as the source mlir (both must outlive the module; the caller
   frees mlir->line_starts and text).  NULL after
   an error: `file: error: ... at byte offset N` for the file's bytes,
   else a verifier's message on the text. */
IrOp *parse_tosa_flatbuffer(IrContext *ctx, IrSource *src, IrSource *mlir, StrBuf *text);

/* Whether src is to be read as a `.tosa` file rather than MLIR text: its
   name ends in `.tosa` (the model converter's test), or its bytes carry
   the identifier "TOSA" after a root offset inside them (a model on
   stdin). */
bool parse_is_tosa_flatbuffer(const IrSource *src);


/* spirv_deserialize.c: SPIR-V words (read by parse_spirv_binary) as the
   spirv dialect's generic form, for parse_source to build: *mlir, or false
   with `name: error: ... at word N` in err. */
bool parse_spirv_deserialize(const SpvParsed *p, const char *name, StrBuf *mlir, StrBuf *err);

#endif
