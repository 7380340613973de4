/* spirv_arm.c: the grammar of SPV_ARM_tensors, SPV_ARM_graph and the
   TOSA.001000.1 extended instruction set, and of what TOSA's types and
   constants need besides (OpTypeFloat's FPEncoding for bfloat16 and the
   8-bit floats, SPV_EXT_replicated_composites), all newer than the SPIR-V
   registry release the generated tables come from (the Khronos registry's
   extension specifications and the TOSA.001000.1 instruction set
   specification: opcodes, operands in order, enumerant values). */
#include "spirv_arm.h"

/* TensorOperands, a mask of SPV_ARM_tensors' OpTensorReadARM/WriteARM */
static const SpvKind *const one_id[] = {&spv_kind_IdRef};
static const SpvEnumerant tensor_operands_enums[] = {
	{"NoneARM", 0x0, 0, NULL},
	{"NontemporalARM", 0x1, 0, NULL},
	{"OutOfBoundsValueARM", 0x2, 1, one_id},
	{"MakeElementAvailableARM", 0x4, 1, one_id},
	{"MakeElementVisibleARM", 0x8, 1, one_id},
	{"NonPrivateElementARM", 0x10, 0, NULL},
};
static const SpvKind kind_tensor_operands = {"TensorOperands", SPV_ROLE_BIT_ENUM, 6, tensor_operands_enums, NULL};

/* FPEncoding, OpTypeFloat's optional operand (SPV_KHR_bfloat16, SPV_EXT_float8) */
static const SpvEnumerant fp_encoding_enums[] = {
	{"BFloat16KHR", 0, 0, NULL},
	{"Float8E4M3EXT", 4214, 0, NULL},
	{"Float8E5M2EXT", 4215, 0, NULL},
};
static const SpvKind kind_fp_encoding = {"FPEncoding", SPV_ROLE_VALUE_ENUM, 3, fp_encoding_enums, NULL};

const SpvArmEnumerant spv_arm_enumerants[] = {
	{&spv_kind_Capability, {"TensorsARM", 4174, 0, NULL}},
	{&spv_kind_Capability, {"StorageTensorArrayDynamicIndexingARM", 4175, 0, NULL}},
	{&spv_kind_Capability, {"StorageTensorArrayNonUniformIndexingARM", 4176, 0, NULL}},
	{&spv_kind_Capability, {"GraphARM", 4191, 0, NULL}},
	{&spv_kind_Capability, {"Float8EXT", 4212, 0, NULL}},
	{&spv_kind_Capability, {"BFloat16TypeKHR", 5116, 0, NULL}},
	{&spv_kind_Capability, {"ReplicatedCompositesEXT", 6024, 0, NULL}},
	{NULL, {NULL, 0, 0, NULL}},
};

#define ONE(name) {&spv_kind_IdRef, 0, name}
#define OPT(name) {&spv_kind_IdRef, '?', name}
#define MANY(name) {&spv_kind_IdRef, '*', name}
#define TYPE {&spv_kind_IdResultType, 0, NULL}
#define RESULT {&spv_kind_IdResult, 0, NULL}

static const SpvOperandDef type_float[] = {RESULT, {&spv_kind_LiteralInteger, 0, "Width"},
                                           {&kind_fp_encoding, '?', "Floating Point Encoding"}};
static const SpvOperandDef replicate[] = {TYPE, RESULT, ONE("Value")};
static const SpvOperandDef type_tensor[] = {RESULT, ONE("Element Type"), OPT("Rank"), OPT("Shape")};
static const SpvOperandDef tensor_read[] = {TYPE, RESULT, ONE("Tensor"), ONE("Coordinates"),
                                            {&kind_tensor_operands, '?', NULL}};
static const SpvOperandDef tensor_write[] = {ONE("Tensor"), ONE("Coordinates"), ONE("Object"),
                                             {&kind_tensor_operands, '?', NULL}};
static const SpvOperandDef tensor_query_size[] = {TYPE, RESULT, ONE("Tensor"), ONE("Dimension")};
static const SpvOperandDef graph_constant[] = {TYPE, RESULT, {&spv_kind_LiteralInteger, 0, "GraphConstantID"}};
static const SpvOperandDef graph_entry_point[] = {ONE("Graph"), {&spv_kind_LiteralString, 0, "Name"},
                                                  MANY("Interface")};
static const SpvOperandDef graph[] = {TYPE, RESULT};
static const SpvOperandDef graph_input[] = {TYPE, RESULT, ONE("InputIndex"), OPT("ElementIndex")};
static const SpvOperandDef graph_set_output[] = {ONE("Value"), ONE("OutputIndex"), OPT("ElementIndex")};
static const SpvOperandDef type_graph[] = {RESULT, {&spv_kind_LiteralInteger, 0, "NumInputs"}, MANY("InOutTypes")};

/* by opcode; looked up before the generated table, whose OpTypeFloat
   this one replaces */
const SpvInstDef spv_arm_insts[] = {
	{"OpTypeFloat", 22, 3, type_float},
	{"OpTypeTensorARM", 4163, 4, type_tensor},
	{"OpTensorReadARM", 4164, 5, tensor_read},
	{"OpTensorWriteARM", 4165, 4, tensor_write},
	{"OpTensorQuerySizeARM", 4166, 4, tensor_query_size},
	{"OpGraphConstantARM", 4181, 3, graph_constant},
	{"OpGraphEntryPointARM", 4182, 3, graph_entry_point},
	{"OpGraphARM", 4183, 2, graph},
	{"OpGraphInputARM", 4184, 4, graph_input},
	{"OpGraphSetOutputARM", 4185, 3, graph_set_output},
	{"OpGraphEndARM", 4186, 0, NULL},
	{"OpTypeGraphARM", 4190, 3, type_graph},
	{"OpConstantCompositeReplicateEXT", 4461, 3, replicate},
};
const size_t spv_arm_ninsts = sizeof spv_arm_insts / sizeof spv_arm_insts[0];

/* TOSA.001000.1: every operand an <id>; attributes first, then inputs,
   except where the instruction set orders them otherwise (MUL's shift,
   the zero points) */
static const SpvOperandDef tosa_argmax[] = {ONE("axis"), ONE("nan_mode"), ONE("input")};
static const SpvOperandDef tosa_avg_pool2d[] = {ONE("kernel"), ONE("stride"), ONE("pad"), ONE("acc_type"),
	ONE("input"), ONE("input_zp"), ONE("output_zp")};
static const SpvOperandDef tosa_conv2d[] = {ONE("pad"), ONE("stride"), ONE("dilation"), ONE("acc_type"),
	ONE("local_bound"), ONE("input"), ONE("weight"), ONE("bias"), ONE("input_zp"), ONE("weight_zp")};
static const SpvOperandDef tosa_conv3d[] = {ONE("pad"), ONE("stride"), ONE("dilation"), ONE("acc_type"),
	ONE("local_bound"), ONE("input"), ONE("weight"), ONE("bias"), ONE("input_zp"), ONE("weight_zp")};
static const SpvOperandDef tosa_depthwise_conv2d[] = {ONE("pad"), ONE("stride"), ONE("dilation"),
	ONE("acc_type"), ONE("local_bound"), ONE("input"), ONE("weight"), ONE("bias"), ONE("input_zp"),
	ONE("weight_zp")};
static const SpvOperandDef tosa_fft2d[] = {ONE("inverse"), ONE("local_bound"), ONE("input_real"),
	ONE("input_imag")};
static const SpvOperandDef tosa_matmul[] = {ONE("A"), ONE("B"), ONE("A_zp"), ONE("B_zp")};
static const SpvOperandDef tosa_max_pool2d[] = {ONE("kernel"), ONE("stride"), ONE("pad"), ONE("nan_mode"),
	ONE("input")};
static const SpvOperandDef tosa_rfft2d[] = {ONE("local_bound"), ONE("input_real")};
static const SpvOperandDef tosa_transpose_conv2d[] = {ONE("out_pad"), ONE("stride"), ONE("acc_type"),
	ONE("local_bound"), ONE("input"), ONE("weight"), ONE("bias"), ONE("input_zp"), ONE("weight_zp")};
static const SpvOperandDef tosa_clamp[] = {ONE("min_val"), ONE("max_val"), ONE("nan_mode"), ONE("input")};
static const SpvOperandDef tosa_erf[] = {ONE("input")};
static const SpvOperandDef tosa_sigmoid[] = {ONE("input")};
static const SpvOperandDef tosa_tanh[] = {ONE("input")};
static const SpvOperandDef tosa_add[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_arithmetic_right_shift[] = {ONE("round"), ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_bitwise_and[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_bitwise_or[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_bitwise_xor[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_intdiv[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_logical_and[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_logical_left_shift[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_logical_right_shift[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_logical_or[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_logical_xor[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_maximum[] = {ONE("nan_mode"), ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_minimum[] = {ONE("nan_mode"), ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_mul[] = {ONE("input1"), ONE("input2"), ONE("shift")};
static const SpvOperandDef tosa_pow[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_sub[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_table[] = {ONE("input1"), ONE("table")};
static const SpvOperandDef tosa_abs[] = {ONE("input1")};
static const SpvOperandDef tosa_bitwise_not[] = {ONE("input1")};
static const SpvOperandDef tosa_ceil[] = {ONE("input1")};
static const SpvOperandDef tosa_clz[] = {ONE("input1")};
static const SpvOperandDef tosa_cos[] = {ONE("input1")};
static const SpvOperandDef tosa_exp[] = {ONE("input1")};
static const SpvOperandDef tosa_floor[] = {ONE("input1")};
static const SpvOperandDef tosa_log[] = {ONE("input1")};
static const SpvOperandDef tosa_logical_not[] = {ONE("input1")};
static const SpvOperandDef tosa_negate[] = {ONE("input1"), ONE("input1_zp"), ONE("output_zp")};
static const SpvOperandDef tosa_reciprocal[] = {ONE("input1")};
static const SpvOperandDef tosa_rsqrt[] = {ONE("input1")};
static const SpvOperandDef tosa_sin[] = {ONE("input1")};
static const SpvOperandDef tosa_select[] = {ONE("input1"), ONE("input2"), ONE("input3")};
static const SpvOperandDef tosa_equal[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_greater[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_greater_equal[] = {ONE("input1"), ONE("input2")};
static const SpvOperandDef tosa_reduce_all[] = {ONE("axis"), ONE("input")};
static const SpvOperandDef tosa_reduce_any[] = {ONE("axis"), ONE("input")};
static const SpvOperandDef tosa_reduce_max[] = {ONE("axis"), ONE("nan_mode"), ONE("input")};
static const SpvOperandDef tosa_reduce_min[] = {ONE("axis"), ONE("nan_mode"), ONE("input")};
static const SpvOperandDef tosa_reduce_product[] = {ONE("axis"), ONE("input")};
static const SpvOperandDef tosa_reduce_sum[] = {ONE("axis"), ONE("input")};
static const SpvOperandDef tosa_concat[] = {ONE("axis"), MANY("input1")};
static const SpvOperandDef tosa_pad[] = {ONE("input1"), ONE("padding"), ONE("pad_const")};
static const SpvOperandDef tosa_reshape[] = {ONE("input1"), ONE("shape")};
static const SpvOperandDef tosa_reverse[] = {ONE("axis"), ONE("input1")};
static const SpvOperandDef tosa_slice[] = {ONE("input1"), ONE("start"), ONE("size")};
static const SpvOperandDef tosa_tile[] = {ONE("input1"), ONE("multiples")};
static const SpvOperandDef tosa_transpose[] = {ONE("perms"), ONE("input1")};
static const SpvOperandDef tosa_gather[] = {ONE("values"), ONE("indices")};
static const SpvOperandDef tosa_scatter[] = {ONE("values_in"), ONE("indices"), ONE("input")};
static const SpvOperandDef tosa_resize[] = {ONE("mode"), ONE("input"), ONE("scale"), ONE("offset"),
	ONE("border")};
static const SpvOperandDef tosa_cast[] = {ONE("input")};
static const SpvOperandDef tosa_rescale[] = {ONE("scale32"), ONE("rounding_mode"), ONE("per_channel"),
	ONE("input_unsigned"), ONE("output_unsigned"), ONE("input"), ONE("multiplier"), ONE("shift"),
	ONE("input_zp"), ONE("output_zp")};

static const SpvInstDef tosa_insts[] = {
	{"ARGMAX", 0, 3, tosa_argmax},
	{"AVG_POOL2D", 1, 7, tosa_avg_pool2d},
	{"CONV2D", 2, 10, tosa_conv2d},
	{"CONV3D", 3, 10, tosa_conv3d},
	{"DEPTHWISE_CONV2D", 4, 10, tosa_depthwise_conv2d},
	{"FFT2D", 5, 4, tosa_fft2d},
	{"MATMUL", 6, 4, tosa_matmul},
	{"MAX_POOL2D", 7, 5, tosa_max_pool2d},
	{"RFFT2D", 8, 2, tosa_rfft2d},
	{"TRANSPOSE_CONV2D", 9, 9, tosa_transpose_conv2d},
	{"CLAMP", 10, 4, tosa_clamp},
	{"ERF", 11, 1, tosa_erf},
	{"SIGMOID", 12, 1, tosa_sigmoid},
	{"TANH", 13, 1, tosa_tanh},
	{"ADD", 14, 2, tosa_add},
	{"ARITHMETIC_RIGHT_SHIFT", 15, 3, tosa_arithmetic_right_shift},
	{"BITWISE_AND", 16, 2, tosa_bitwise_and},
	{"BITWISE_OR", 17, 2, tosa_bitwise_or},
	{"BITWISE_XOR", 18, 2, tosa_bitwise_xor},
	{"INTDIV", 19, 2, tosa_intdiv},
	{"LOGICAL_AND", 20, 2, tosa_logical_and},
	{"LOGICAL_LEFT_SHIFT", 21, 2, tosa_logical_left_shift},
	{"LOGICAL_RIGHT_SHIFT", 22, 2, tosa_logical_right_shift},
	{"LOGICAL_OR", 23, 2, tosa_logical_or},
	{"LOGICAL_XOR", 24, 2, tosa_logical_xor},
	{"MAXIMUM", 25, 3, tosa_maximum},
	{"MINIMUM", 26, 3, tosa_minimum},
	{"MUL", 27, 3, tosa_mul},
	{"POW", 28, 2, tosa_pow},
	{"SUB", 29, 2, tosa_sub},
	{"TABLE", 30, 2, tosa_table},
	{"ABS", 31, 1, tosa_abs},
	{"BITWISE_NOT", 32, 1, tosa_bitwise_not},
	{"CEIL", 33, 1, tosa_ceil},
	{"CLZ", 34, 1, tosa_clz},
	{"COS", 35, 1, tosa_cos},
	{"EXP", 36, 1, tosa_exp},
	{"FLOOR", 37, 1, tosa_floor},
	{"LOG", 38, 1, tosa_log},
	{"LOGICAL_NOT", 39, 1, tosa_logical_not},
	{"NEGATE", 40, 3, tosa_negate},
	{"RECIPROCAL", 41, 1, tosa_reciprocal},
	{"RSQRT", 42, 1, tosa_rsqrt},
	{"SIN", 43, 1, tosa_sin},
	{"SELECT", 44, 3, tosa_select},
	{"EQUAL", 45, 2, tosa_equal},
	{"GREATER", 46, 2, tosa_greater},
	{"GREATER_EQUAL", 47, 2, tosa_greater_equal},
	{"REDUCE_ALL", 48, 2, tosa_reduce_all},
	{"REDUCE_ANY", 49, 2, tosa_reduce_any},
	{"REDUCE_MAX", 50, 3, tosa_reduce_max},
	{"REDUCE_MIN", 51, 3, tosa_reduce_min},
	{"REDUCE_PRODUCT", 52, 2, tosa_reduce_product},
	{"REDUCE_SUM", 53, 2, tosa_reduce_sum},
	{"CONCAT", 54, 2, tosa_concat},
	{"PAD", 55, 3, tosa_pad},
	{"RESHAPE", 56, 2, tosa_reshape},
	{"REVERSE", 57, 2, tosa_reverse},
	{"SLICE", 58, 3, tosa_slice},
	{"TILE", 59, 2, tosa_tile},
	{"TRANSPOSE", 60, 2, tosa_transpose},
	{"GATHER", 61, 2, tosa_gather},
	{"SCATTER", 62, 3, tosa_scatter},
	{"RESIZE", 63, 5, tosa_resize},
	{"CAST", 64, 1, tosa_cast},
	{"RESCALE", 65, 10, tosa_rescale},
};

const SpvExtSet spv_tosa_set = {"TOSA.001000.1", sizeof tosa_insts / sizeof tosa_insts[0], tosa_insts};

/* Arm.ExperimentalMLOperations.1: CALL, an operator the runtime knows by a
   literal opcode, its parameters <id>s (SPIRV-Headers' grammar) */
static const SpvOperandDef ml_call[] = {{&spv_kind_LiteralInteger, 0, "Opcode"}, MANY("Parameters")};
static const SpvInstDef ml_insts[] = {{"CALL", 0, 2, ml_call}};
const SpvExtSet spv_arm_ml_set = {"Arm.ExperimentalMLOperations.1", 1, ml_insts};
