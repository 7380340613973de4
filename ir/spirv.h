/* spirv.h: a SPIR-V module as words, and the grammar that gives its words
   meaning (opcodes, operand kinds, enumerants, extended instruction sets):
   what the binary and assembly readers (grammar/) and writers (printers/)
   share. The grammar's tables are generated from the SPIR-V registry's
   JSON at build time (ir/gen/spirv_tables.c); ir/spirv_arm.c adds what
   that registry release does not have yet (SPV_ARM_tensors, SPV_ARM_graph,
   the TOSA.001000.1 instruction set). */
#ifndef MICA_SPIRV_H
#define MICA_SPIRV_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SPV_MAGIC 0x07230203u
#define SPV_HEADER_WORDS 5
/* the limits a module is checked against (the SPIR-V spec's universal
   limits: an id bound of 2^22 is what SPIRV-Tools' validator allows by
   default; readers refuse more so that tables indexed by id stay small) */
#define SPV_MAX_BOUND (1u << 22)
#define SPV_MAX_WORD_COUNT 0xFFFFu

/* The opcodes mica's own SPIR-V code names (the validator, the serializer
   and the deserializer of the spirv dialect); the grammar tables know them
   all by number. */
enum {
	SPV_OP_UNDEF = 1, SPV_OP_NAME = 5, SPV_OP_STRING = 7, SPV_OP_LINE = 8, SPV_OP_EXTENSION = 10,
	SPV_OP_EXT_INST_IMPORT = 11, SPV_OP_EXT_INST = 12, SPV_OP_MEMORY_MODEL = 14, SPV_OP_CAPABILITY = 17,
	SPV_OP_TYPE_VOID = 19, SPV_OP_TYPE_BOOL = 20, SPV_OP_TYPE_INT = 21, SPV_OP_TYPE_FLOAT = 22,
	SPV_OP_TYPE_VECTOR = 23, SPV_OP_TYPE_ARRAY = 28,
	SPV_OP_TYPE_RUNTIME_ARRAY = 29, SPV_OP_TYPE_STRUCT = 30, SPV_OP_TYPE_POINTER = 32,
	SPV_OP_TYPE_FUNCTION = 33, SPV_OP_TYPE_FORWARD_POINTER = 39, SPV_OP_CONSTANT_TRUE = 41,
	SPV_OP_CONSTANT_FALSE = 42, SPV_OP_CONSTANT = 43, SPV_OP_CONSTANT_COMPOSITE = 44,
	SPV_OP_CONSTANT_NULL = 46, SPV_OP_SPEC_CONSTANT_TRUE = 48, SPV_OP_SPEC_CONSTANT_FALSE = 49,
	SPV_OP_SPEC_CONSTANT = 50, SPV_OP_SPEC_CONSTANT_COMPOSITE = 51, SPV_OP_SPEC_CONSTANT_OP = 52,
	SPV_OP_FUNCTION = 54, SPV_OP_FUNCTION_PARAMETER = 55, SPV_OP_FUNCTION_END = 56,
	SPV_OP_VARIABLE = 59, SPV_OP_DECORATE = 71, SPV_OP_MEMBER_DECORATE = 72,
	SPV_OP_COMPOSITE_EXTRACT = 81, SPV_OP_LABEL = 248, SPV_OP_RETURN = 253, SPV_OP_RETURN_VALUE = 254,
	SPV_OP_NO_LINE = 317,
	SPV_OP_TYPE_TENSOR_ARM = 4163, SPV_OP_GRAPH_CONSTANT_ARM = 4181,
	SPV_OP_GRAPH_ENTRY_POINT_ARM = 4182, SPV_OP_GRAPH_ARM = 4183, SPV_OP_GRAPH_INPUT_ARM = 4184,
	SPV_OP_GRAPH_SET_OUTPUT_ARM = 4185, SPV_OP_GRAPH_END_ARM = 4186, SPV_OP_TYPE_GRAPH_ARM = 4190,
	SPV_OP_CONSTANT_COMPOSITE_REPLICATE_EXT = 4461,
	SPV_OP_SPEC_CONSTANT_COMPOSITE_REPLICATE_EXT = 4462,
};

/* the decorations the spirv dialect keeps as attributes */
#define SPV_DECORATION_BINDING 33
#define SPV_DECORATION_DESCRIPTOR_SET 34

/* What an operand of a kind is, as the readers and writers treat it. */
typedef enum {
	SPV_ROLE_ID_RESULT_TYPE,
	SPV_ROLE_ID_RESULT,
	SPV_ROLE_ID,             /* IdRef, IdScope, IdMemorySemantics */
	SPV_ROLE_LITERAL_INTEGER, /* one word */
	SPV_ROLE_LITERAL_STRING,
	SPV_ROLE_LITERAL_NUMBER,  /* LiteralContextDependentNumber: width from a type */
	SPV_ROLE_LITERAL_EXT_INST, /* an instruction of OpExtInst's set */
	SPV_ROLE_LITERAL_SPEC_OP, /* an opcode, written without its "Op" */
	SPV_ROLE_VALUE_ENUM,
	SPV_ROLE_BIT_ENUM,
	SPV_ROLE_PAIR,            /* two operands, SpvKind.pair */
} SpvRole;

typedef struct SpvKind SpvKind;

typedef struct {
	const char *name;
	uint32_t value;
	uint8_t nparams;              /* operands that follow when it is given */
	const SpvKind *const *params;
} SpvEnumerant;

struct SpvKind {
	const char *name;
	uint8_t role;                 /* SpvRole */
	uint16_t nenums;              /* enumerants, for the enum roles */
	const SpvEnumerant *enums;    /* in the grammar's order */
	const SpvKind *const *pair;   /* SPV_ROLE_PAIR: its two kinds */
};

typedef struct {
	const SpvKind *kind;
	char quant;       /* 0 (one), '?' (optional) or '*' (any number) */
	const char *name; /* the grammar's operand name, NULL when it has none */
} SpvOperandDef;

/* An instruction of the core grammar or of an extended instruction set. */
typedef struct {
	const char *name;
	uint32_t opcode;
	uint8_t noperands;
	const SpvOperandDef *operands;
} SpvInstDef;

/* An extended instruction set, named as OpExtInstImport names it. */
typedef struct {
	const char *import_name;
	uint16_t ninsts;
	const SpvInstDef *insts; /* by number */
} SpvExtSet;

/* TOSA.001000.1 and Arm.ExperimentalMLOperations.1 (spirv_arm.c) */
extern const SpvExtSet spv_tosa_set, spv_arm_ml_set;

/* ---- spirv_grammar.c: lookups in the generated and hand-written tables ---- */

const SpvInstDef *spv_inst_by_opcode(uint32_t opcode);
const SpvInstDef *spv_inst_by_name(const char *s, size_t n);
const SpvEnumerant *spv_enum_by_value(const SpvKind *k, uint32_t value);
const SpvEnumerant *spv_enum_by_name(const SpvKind *k, const char *s, size_t n);
const SpvExtSet *spv_ext_set_by_name(const char *s, size_t n);
const SpvInstDef *spv_ext_inst_by_number(const SpvExtSet *set, uint32_t number);
const SpvInstDef *spv_ext_inst_by_name(const SpvExtSet *set, const char *s, size_t n);
/* The TOSA.001000.1 instruction of a spirv.Tosa op's mnemonic, which is
   its name in CamelCase (`AvgPool2D` for AVG_POOL2D), or NULL. */
const SpvInstDef *spv_tosa_inst_by_mnemonic(const char *mnemonic);
/* How many of d's operands are its result type and result id, which
   OpSpecConstantOp gives for the opcode it names. */
size_t spv_result_operands(const SpvInstDef *d);
/* "Khronos SPIR-V Tools Assembler" for a generator word's high half, as
   the registry's spir-v.xml names it; NULL for an unknown one */
const char *spv_generator_name(uint32_t tool);
/* The kinds the readers and writers name (defined by the generated tables). */
extern const SpvKind spv_kind_IdRef, spv_kind_LiteralInteger, spv_kind_StorageClass;

/* ---- spirv_module.c: a module as words ---- */

/* A module: header and instructions, in host byte order. */
typedef struct {
	uint32_t *words;
	size_t nwords; /* at least SPV_HEADER_WORDS */
	size_t cap;
} SpvModule;

void spv_module_init(SpvModule *m);
void spv_module_push(SpvModule *m, uint32_t word);
void spv_module_free(SpvModule *m);

/* How a literal number operand is read (SPV_ROLE_LITERAL_NUMBER, and the
   literal of an OpSwitch target): from the type of its instruction. */
typedef enum {
	SPV_NUM_NONE,
	SPV_NUM_UINT,
	SPV_NUM_INT,
	SPV_NUM_FLOAT,      /* IEEE binary16, 32, 64 */
	SPV_NUM_BFLOAT16,   /* FPEncoding BFloat16KHR */
	SPV_NUM_FP8_E4M3,   /* Float8E4M3EXT */
	SPV_NUM_FP8_E5M2,   /* Float8E5M2EXT */
} SpvNumKind;

/* What literal numbers of the type an instruction (its words, n of them)
   declares are: false when it is no OpTypeInt or OpTypeFloat. */
bool spv_number_type(const uint32_t *w, size_t n, uint8_t *num, uint32_t *width);

/* One operand of a parsed instruction (a pair's two halves are two). */
typedef struct {
	uint32_t offset;     /* its first word in the module */
	uint16_t nwords;
	uint8_t role;        /* SpvRole; never SPV_ROLE_PAIR */
	uint8_t num;         /* SpvNumKind, for literal numbers */
	uint32_t num_width;  /* their width in bits */
	const SpvKind *kind;
} SpvOperand;

typedef struct {
	uint32_t offset;           /* its first word in the module */
	uint16_t nwords;
	uint16_t opcode;
	const SpvInstDef *def;
	const SpvExtSet *ext_set;  /* OpExtInst of a set mica knows, else NULL */
	uint32_t type_id, result_id; /* 0 when it has none */
	size_t first_op, nops;     /* its operands in SpvParsed.ops */
} SpvInst;

/* A module read instruction by instruction against the grammar. */
typedef struct {
	SpvModule m;
	SpvInst *insts;
	size_t ninsts;
	SpvOperand *ops;
	size_t nops;
} SpvParsed;

void spv_parsed_free(SpvParsed *p);

/* ---- spirv_validate.c: the rules of SPV_ARM_tensors, SPV_ARM_graph and
   TOSA.001000.1 a module keeps before mica writes it ---- */

/* Checks the module's words; on the first broken rule appends
   `name: error: ... at word N` to err (N the first word of the instruction
   that breaks it) and returns false. */
struct StrBuf;
bool spv_validate(const SpvModule *m, const char *name, struct StrBuf *err);
/* The same check for a writer that locates errors itself: on a broken rule,
   false, the rule in why and the instruction's first word in *word. */
bool spv_check(const SpvModule *m, struct StrBuf *why, size_t *word);

#endif
