/* spirv.h: the part of MLIR's SPIR-V dialect that a graph module needs
   (SPV_ARM_graph, SPV_ARM_tensors): its types (types.c), attributes
   (attrs.c, read through text.h's cursor), the structural and graph ops
   (ops.c, parse.c, print.c, verify.c), the TOSA.001000.1 extended
   instructions (tosa_ops.h, verify_tosa.c), with the SPIR-V enums they
   spell (enums.c). */
#ifndef MICA_DIALECT_SPIRV_H
#define MICA_DIALECT_SPIRV_H

#include "../../internal.h"
#include "../../dialect.h"
#include "../../verify_types.h"
#include "../func/func.h" /* the function checks spirv.func and spirv.ARM.Graph share with func.func */

extern const IrDialect ir_dialect_spirv;

/* ---- enums.c: SPIR-V enums by name, with their binary values ---- */
typedef struct {
	const char *name;
	uint32_t value;
} SpirvEnumValue;
typedef struct {
	const char *kind; /* the grammar's operand kind: "Capability" */
	const SpirvEnumValue *values;
	size_t n;
} SpirvEnum;
extern const SpirvEnum spirv_capabilities, spirv_extensions, spirv_storage_classes, spirv_decorations,
	spirv_addressing_models, spirv_memory_models, spirv_function_controls, spirv_execution_models,
	spirv_tosa_nan_modes, spirv_tosa_acc_types, spirv_tosa_resize_modes, spirv_tosa_rounding_modes;
/* The index of name in e, or -1. */
int spirv_enum_find(const SpirvEnum *e, const char *name, size_t n);

/* ---- types.c: the dialect's types, read into these parameters ---- */
typedef enum { SPIRV_ARRAY, SPIRV_PTR, SPIRV_RTARRAY, SPIRV_STRUCT, SPIRV_TENSOR_ARM } SpirvTypeKind;
/* A struct member's decoration: `[0, NonWritable, ArrayStride=16]` */
typedef struct {
	uint32_t member;
	uint32_t decoration; /* index in spirv_decorations */
	uint32_t value;      /* valid when has_value */
	uint32_t has_value;
} SpirvMemberDecoration;
/* The parameters of a type; what follows the header depends on the kind:
   an arm.tensor's dims (int64_t, IR_DYNAMIC for `?`), a struct's member
   types (IrType *), then its offsets (uint32_t, when has_offsets), then its
   decorations; the accessors below find them. */
typedef struct {
	SpirvTypeKind kind;
	uint32_t count;    /* array: its length; struct: members; arm.tensor: rank */
	uint32_t stride;   /* array, rtarray: ArrayStride, 0 when none */
	int32_t storage;   /* ptr: index in spirv_storage_classes */
	uint32_t ndecorations; /* struct */
	bool unranked;     /* arm.tensor `<*xT>` */
	bool has_offsets;  /* struct */
	IrType *elem;      /* array, rtarray, arm.tensor: the element; ptr: the pointee */
} SpirvType;
/* t's parameters when t is one of the dialect's types, else NULL. */
const SpirvType *spirv_type(const IrType *t);
bool spirv_is_tensor_arm(const IrType *t);
const int64_t *spirv_tensor_dims(const SpirvType *t);
/* Element i of dense elements a (of a builtin shaped type or an arm.tensor)
   whose element type is elem, as a scalar attribute of that type. */
IrAttr *spirv_dense_element(IrContext *ctx, const IrAttr *a, IrType *elem, size_t i);
IrType *const *spirv_struct_members(const SpirvType *t);
const uint32_t *spirv_struct_offsets(const SpirvType *t);
const SpirvMemberDecoration *spirv_struct_decorations(const SpirvType *t);
extern const IrDialectSymbols spirv_types;

/* ---- attrs.c ---- */
/* #spirv.interface_var_abi<(set, binding)[, StorageClass]>: the
   parameters, storage_class -1 when absent. */
typedef enum { SPIRV_ATTR_INTERFACE_VAR_ABI, SPIRV_ATTR_VCE, SPIRV_ATTR_ENUM } SpirvAttrKind;
/* #spirv.addressing_model<Logical> and the dialect's other enum
   attributes (SpirvEnumAttrDef) */
typedef struct {
	SpirvAttrKind kind;
	uint32_t def;   /* index in spirv_enum_attrs */
	uint32_t value; /* its index in the enum; a bit enum's value */
} SpirvEnumAttr;
typedef struct {
	const char *mnemonic, *cpp_name;
	const SpirvEnum *e;
	bool bits; /* `A|B` */
} SpirvEnumAttrDef;
extern const SpirvEnumAttrDef spirv_enum_attrs[];
/* Is a one of the dialect's attributes that a format kept as written
   because it is wrong (`nan_mode = <Sometimes>`)? Then msg says why. */
bool spirv_enum_attr_kept_as_text(IrContext *ctx, const IrAttr *a, StrBuf *msg);
/* The value of a, an enum attribute of that mnemonic, or -1. */
int64_t spirv_enum_attr_value(const IrAttr *a, const char *mnemonic);
/* `#spirv.mnemonic<text>`, or NULL when text is none of its values. */
IrAttr *spirv_enum_attr(IrContext *ctx, const char *mnemonic, const char *text, size_t n);
typedef struct {
	SpirvAttrKind kind;
	uint32_t set, binding;
	int storage_class; /* index in spirv_storage_classes */
} SpirvInterfaceVarAbi;
/* #spirv.vce<vMAJOR.MINOR, [capabilities], [extensions]>: the parameters,
   followed by the capability indices, then the extension indices (uint16_t
   each, as written). */
typedef struct {
	SpirvAttrKind kind;
	uint8_t major, minor;
	uint16_t ncaps, nexts;
} SpirvVce;
/* a's parameters when a is one of the dialect's attributes of that kind */
const SpirvVce *spirv_vce(const IrAttr *a);
const SpirvInterfaceVarAbi *spirv_interface_var_abi(const IrAttr *a);
const uint16_t *spirv_vce_caps(const SpirvVce *v); /* then nexts extensions */

/* ---- target_env.c ---- */
/* `spirv.target_env` on op or on the nearest symbol table around it that
   has one, else NULL. */
IrAttr *spirv_target_env(IrOp *op);
/* The #spirv.vce the target environment env holds, or NULL when it holds
   none that reads. */
const SpirvVce *spirv_target_env_vce(IrContext *ctx, const IrAttr *env);
extern const IrDialectSymbols spirv_attrs;

/* parse.c, print.c: the hand-written custom forms */
IrOp *spirv_read_module(ParseState *ps, Parsed *r);
IrOp *spirv_read_global_variable(ParseState *ps, Parsed *r);
IrOp *spirv_read_constant(ParseState *ps, Parsed *r);
IrOp *spirv_read_constant_composite_replicate(ParseState *ps, Parsed *r);
IrOp *spirv_read_func(ParseState *ps, Parsed *r);
IrOp *spirv_read_entry_point(ParseState *ps, Parsed *r);
IrOp *spirv_read_composite_extract(ParseState *ps, Parsed *r);
IrOp *spirv_read_graph_entry_point(ParseState *ps, Parsed *r);
void spirv_print_module(Printer *p, IrOp *op);
void spirv_print_global_variable(Printer *p, IrOp *op);
void spirv_print_constant(Printer *p, IrOp *op);
void spirv_print_constant_composite_replicate(Printer *p, IrOp *op);
void spirv_print_func(Printer *p, IrOp *op);
void spirv_print_entry_point(Printer *p, IrOp *op);
void spirv_print_composite_extract(Printer *p, IrOp *op);
void spirv_print_graph_entry_point(Printer *p, IrOp *op);
void spirv_constant_name(IrOp *op, StrBuf *name); /* IrOpDef.result_name */

/* verify.c: the op verifiers, and the structure the printers rely on
   (IrOpDef.check) */
bool spirv_check_module(IrContext *ctx, const IrOp *op, char *msg, size_t size);
bool spirv_check_func(IrContext *ctx, const IrOp *op, char *msg, size_t size);
bool spirv_check_entry_point(IrContext *ctx, const IrOp *op, char *msg, size_t size);
bool spirv_verify_global_variable(IrContext *ctx, IrOp *op);
bool spirv_verify_constant(IrContext *ctx, IrOp *op);
bool spirv_verify_constant_composite_replicate(IrContext *ctx, IrOp *op);
bool spirv_verify_func(IrContext *ctx, IrOp *op);
bool spirv_verify_in_function(IrContext *ctx, IrOp *op);
bool spirv_verify_return_value(IrContext *ctx, IrOp *op);
bool spirv_verify_composite_extract(IrContext *ctx, IrOp *op);
bool spirv_verify_graph(IrContext *ctx, IrOp *op);
bool spirv_verify_in_graph(IrContext *ctx, IrOp *op);
/* verify_tosa.c: the spirv.Tosa.* ops' verifier, from their rules, and
   the check that each op's rules fit it (IrDialect.check_op) */
bool spirv_verify_tosa(IrContext *ctx, IrOp *op);
void spirv_check_op(const IrOpDef *def, StrBuf *out, unsigned *problems);
/* The first element of a composite type (SPIR-V's CompositeType, which
   includes arm.tensor), or NULL for another type. */
IrType *spirv_first_element(IrType *t);
/* The type of element `index` of a composite type, or NULL. */
IrType *spirv_composite_element(IrType *t, int64_t index);
/* Is v a value of type t (a spirv.EXT.ConstantCompositeReplicate's
   constituent)?  An array attribute is one of the spirv.array of its
   first element's type and of its length. */
bool spirv_value_of_type(const IrAttr *v, IrType *t);

#endif
