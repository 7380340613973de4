/* ops.c: the TOSA 1.0 dialect's ops. */
#include "tosa.h"
#include "../scf/scf.h" /* tosa.while_loop is written as scf.while is */

/* Most TOSA ops share one declarative form: `tosa.add %a, %b : (T, T) -> T`. */
#define TOSA_FORMAT "operands attr-dict `:` functional-type(operands, results)"
/* the enum attributes, whose custom form is the bare keyword: `mode = BILINEAR` */
#define TOSA_ENUMS "mode=resize_mode;nan_mode=nan_mode;rounding_mode=rounding_mode;block_size=block_size"
#define NAN_PROPAGATE "nan_mode=#tosa.nan_mode<PROPAGATE>"
#define NO_LOCAL_BOUND "local_bound?=false"
/* TOSA's checks of an op (TosaRules): operand and result constraints,
   one letter per value (see tosa/verify.c's constraint_of; `-` is
   unchecked), ODS traits, and the op's own verifier */
#define RULES(operands, results, traits, verify) (&(const TosaRules){operands, results, traits, verify})
#define TOSA_OP_FIELDS(op, attrs, results, defaults_, rules, traits_)                            \
	.name = "tosa." op, .format = TOSA_FORMAT, .inherent = attrs,                             \
	.result_names = results, .defaults = defaults_, .enums = TOSA_ENUMS,                       \
	.traits = traits_, .verify = ir_tosa_verify, .facts = rules,                              \
	.infer_shapes = tosa_infer_shapes, .fold = tosa_fold
#define TOSA_OP(op, attrs, results, defaults_, rules)                                            \
	{TOSA_OP_FIELDS(op, attrs, results, defaults_, rules, IR_TRAIT_PURE)}
/* an op with canonicalization patterns (canonicalize.c) */
#define TOSA_OP_P(op, attrs, results, defaults_, rules, pats)                                    \
	{TOSA_OP_FIELDS(op, attrs, results, defaults_, rules, IR_TRAIT_PURE), .patterns = pats}

static const IrOpDef ops[] = {
	TOSA_OP("abs", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP("add", NULL, NULL, NULL, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("add_shape", NULL, NULL, NULL, RULES("SS", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("argmax", "axis nan_mode", NULL, NAN_PROPAGATE, RULES("r", "t", 0, tosa_verify_argmax)),
	TOSA_OP("arithmetic_right_shift", "round", NULL, NULL, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("avg_pool2d", "acc_type kernel pad stride", NULL, NULL, RULES("4nn", "4", 0, tosa_verify_avg_pool)),
	TOSA_OP("bitwise_and", NULL, NULL, NULL, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("bitwise_not", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP("bitwise_or", NULL, NULL, NULL, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("bitwise_xor", NULL, NULL, NULL, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("cast", NULL, NULL, NULL, RULES("t", "t", T_SAME_SHAPE, NULL)),
	TOSA_OP("cast_from_block_scaled", "block_size", NULL, NULL, RULES("vc", "r", 0, tosa_verify_cast_from_block_scaled)),
	TOSA_OP("cast_to_block_scaled", "block_size", "output_data output_scale", NULL, RULES("r", "vc", 0, tosa_verify_cast_to_block_scaled)),
	TOSA_OP("ceil", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP_P("clamp", "max_val min_val nan_mode", NULL, NAN_PROPAGATE, RULES("t", "t", UNARY, tosa_verify_clamp), tosa_clamp_patterns),
	TOSA_OP("clz", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP_P("concat", "axis", NULL, NULL, RULES("r*", "r", 0, tosa_verify_concat), tosa_concat_patterns),
	TOSA_OP("concat_shape", NULL, NULL, NULL, RULES("S*", "S", 0, tosa_verify_concat_shape)),
	{.name = "tosa.const_shape", .format = TOSA_FORMAT, .inherent = "values", .enums = TOSA_ENUMS,
	 .traits = IR_TRAIT_PURE | IR_TRAIT_CONSTANT_LIKE, .verify = ir_tosa_verify,
	 .facts = RULES("", "S", 0, tosa_verify_const_shape), .infer_shapes = tosa_infer_shapes, .fold = tosa_fold_values},
	TOSA_OP_P("conv2d", "acc_type dilation local_bound pad stride", NULL, NO_LOCAL_BOUND, RULES("441nn", "4", 0, tosa_verify_conv), tosa_conv2d_patterns),
	TOSA_OP("conv3d", "acc_type dilation local_bound pad stride", NULL, NO_LOCAL_BOUND, RULES("551nn", "5", 0, tosa_verify_conv)),
	TOSA_OP("cos", NULL, NULL, NULL, RULES("f", "f", UNARY, NULL)),
	/* not Pure: what it does is unknown, so it is never erased unused */
	{TOSA_OP_FIELDS("custom", "domain_name implementation_attrs operator_name", NULL, NULL, RULES("t*", "t*", 0, NULL), 0)},
	TOSA_OP_P("depthwise_conv2d", "acc_type dilation local_bound pad stride", NULL, NO_LOCAL_BOUND, RULES("441nn", "4", 0, tosa_verify_conv), tosa_depthwise_conv2d_patterns),
	TOSA_OP("dim", "axis", NULL, NULL, RULES("r", "S", 0, tosa_verify_dim)),
	TOSA_OP("div_ceil_shape", NULL, NULL, NULL, RULES("SS", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("div_floor_shape", NULL, NULL, NULL, RULES("SS", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("equal", NULL, NULL, NULL, RULES("tt", "b", COMPARISON, NULL)),
	TOSA_OP("erf", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP("exp", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP("exp2_shape", NULL, NULL, NULL, RULES("S", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("fft2d", "inverse local_bound", "output_real output_imag", NO_LOCAL_BOUND, RULES("33", "33", FFT | T_SAME_SHAPE, tosa_verify_fft2d)),
	TOSA_OP("floor", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP("gather", NULL, NULL, NULL, RULES("3x", "3", 0, tosa_verify_gather)),
	TOSA_OP("greater", NULL, NULL, NULL, RULES("tt", "b", COMPARISON, NULL)),
	TOSA_OP("greater_equal", NULL, NULL, NULL, RULES("tt", "b", COMPARISON, NULL)),
	TOSA_OP("identity", NULL, NULL, NULL, RULES("t", "t", 0, NULL)),
	TOSA_OP("intdiv", NULL, NULL, NULL, RULES("ii", "i", BINARY, NULL)),
	TOSA_OP("log", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP("log2_ceil_shape", NULL, NULL, NULL, RULES("S", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("log2_floor_shape", NULL, NULL, NULL, RULES("S", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("logical_and", NULL, NULL, NULL, RULES("bb", "b", BINARY, NULL)),
	TOSA_OP("logical_left_shift", NULL, NULL, NULL, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("logical_not", NULL, NULL, NULL, RULES("b", "b", UNARY, NULL)),
	TOSA_OP("logical_or", NULL, NULL, NULL, RULES("bb", "b", BINARY, NULL)),
	TOSA_OP("logical_right_shift", NULL, NULL, NULL, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("logical_xor", NULL, NULL, NULL, RULES("bb", "b", BINARY, NULL)),
	TOSA_OP("matmul", NULL, NULL, NULL, RULES("33nn", "3", 0, tosa_verify_matmul)),
	TOSA_OP("matmul_t_block_scaled", "block_size", NULL, NULL, RULES("VCVC", "3", 0, tosa_verify_matmul_t_block_scaled)),
	TOSA_OP_P("max_pool2d", "kernel nan_mode pad stride", NULL, NAN_PROPAGATE, RULES("4", "4", 0, tosa_verify_max_pool), tosa_max_pool2d_patterns),
	TOSA_OP("max_shape", NULL, NULL, NULL, RULES("SS", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("maximum", "nan_mode", NULL, NAN_PROPAGATE, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("min_shape", NULL, NULL, NULL, RULES("SS", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("minimum", "nan_mode", NULL, NAN_PROPAGATE, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("mod_shape", NULL, NULL, NULL, RULES("SS", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("mul", NULL, NULL, NULL, RULES("tt8", "t", 0, tosa_verify_mul)),
	TOSA_OP("mul_shape", NULL, NULL, NULL, RULES("SS", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("negate", NULL, NULL, NULL, RULES("tnn", "t", 0, tosa_verify_negate)),
	TOSA_OP("pad", NULL, NULL, NULL, RULES("rSs", "r", 0, tosa_verify_pad)),
	TOSA_OP("pow", NULL, NULL, NULL, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("reciprocal", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP("reduce_all", "axis", NULL, NULL, RULES("r", "r", 0, tosa_verify_reduce)),
	TOSA_OP("reduce_any", "axis", NULL, NULL, RULES("r", "r", 0, tosa_verify_reduce)),
	TOSA_OP("reduce_max", "axis nan_mode", NULL, NAN_PROPAGATE, RULES("r", "r", 0, tosa_verify_reduce)),
	TOSA_OP("reduce_min", "axis nan_mode", NULL, NAN_PROPAGATE, RULES("r", "r", 0, tosa_verify_reduce)),
	TOSA_OP("reduce_product", "axis", NULL, NULL, RULES("r", "r", 0, tosa_verify_reduce)),
	TOSA_OP("reduce_sum", "axis", NULL, NULL, RULES("r", "r", 0, tosa_verify_reduce)),
	TOSA_OP("rescale", "input_unsigned output_unsigned per_channel rounding_mode scale32", NULL, NULL, RULES("tmhnn", "t", 0, tosa_verify_rescale)),
	TOSA_OP("reshape", NULL, NULL, NULL, RULES("tS", "t", 0, tosa_verify_reshape)),
	TOSA_OP("resize", "mode", NULL, NULL, RULES("4FTT", "4", 0, tosa_verify_resize)),
	TOSA_OP("reverse", "axis", NULL, NULL, RULES("r", "r", 0, tosa_verify_reverse)),
	TOSA_OP("rfft2d", "local_bound", "output_real output_imag", NO_LOCAL_BOUND, RULES("3", "33", FFT, tosa_verify_rfft2d)),
	TOSA_OP("rsqrt", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP("scatter", NULL, NULL, NULL, RULES("3x3", "3", 0, tosa_verify_scatter)),
	TOSA_OP_P("select", NULL, NULL, NULL, RULES("btt", "t", ELEMENTWISE, tosa_verify_select), tosa_select_patterns),
	TOSA_OP("sigmoid", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP("sin", NULL, NULL, NULL, RULES("f", "f", UNARY, NULL)),
	TOSA_OP_P("slice", NULL, NULL, NULL, RULES("rSS", "r", 0, tosa_verify_slice), tosa_slice_patterns),
	TOSA_OP("slice_shape", NULL, NULL, NULL, RULES("S--", "S", 0, tosa_verify_slice_shape)),
	TOSA_OP("sub", NULL, NULL, NULL, RULES("tt", "t", BINARY, NULL)),
	TOSA_OP("sub_shape", NULL, NULL, NULL, RULES("SS", "S", T_SHAPE_RANKS, NULL)),
	TOSA_OP("table", NULL, NULL, NULL, RULES("t1", "t", 0, tosa_verify_table)),
	TOSA_OP("tanh", NULL, NULL, NULL, RULES("t", "t", UNARY, NULL)),
	TOSA_OP("tile", NULL, NULL, NULL, RULES("rS", "r", 0, tosa_verify_tile)),
	TOSA_OP_P("transpose", "perms", NULL, NULL, RULES("r", "r", 0, tosa_verify_transpose), tosa_transpose_patterns),
	TOSA_OP("transpose_conv2d", "acc_type local_bound out_pad stride", NULL, NO_LOCAL_BOUND, RULES("441nn", "4", 0, tosa_verify_transpose_conv)),
	/* tosa.const has no custom form: mlir-opt prints it generically */
	{.name = "tosa.const", .inherent = "values", .traits = IR_TRAIT_PURE | IR_TRAIT_CONSTANT_LIKE,
	 .verify = ir_tosa_verify, .facts = RULES("", "t", 0, tosa_verify_const), .fold = tosa_fold_values},
	{.name = "tosa.yield", .format = "$inputs attr-dict `:` type($inputs)",
	 .operands = "inputs*", .traits = IR_TRAIT_TERMINATOR | IR_TRAIT_PURE},
	{.name = "tosa.cond_if", .parse = tosa_read_cond_if, .print = tosa_print_cond_if, .operands = "condition input_list*",
	 .regions = "then_graph else_graph", .verify = ir_tosa_verify, .facts = RULES("bt*", "t*", 0, tosa_verify_cond_if), .traits = IR_TRAIT_RECURSIVE_EFFECTS,
	 .infer_shapes = tosa_infer_shapes},
	{.name = "tosa.while_loop", .parse = scf_read_while, .print = scf_print_while, .operands = "input_list*",
	 .regions = "cond_graph body_graph", .verify = ir_tosa_verify, .facts = RULES("t*", "t*", 0, tosa_verify_while), .traits = IR_TRAIT_RECURSIVE_EFFECTS, .loop_regions = 2 /* the body, not the condition */,
	 .infer_shapes = tosa_infer_shapes},
	{.name = "tosa.variable", .parse = tosa_read_variable, .print = tosa_print_variable, .inherent = "initial_value sym_name type var_shape", .required = "sym_name type var_shape",
	 .attr_kinds = "sym_name:string type:type var_shape:dense",
	 .traits = IR_TRAIT_SYMBOL},
	{.name = "tosa.variable_read", .format = "$name attr-dict `:` type($output1)",
	 .inherent = "name", .symbol_attrs = "name", .verify = ir_tosa_verify, .facts = RULES("", "t", 0, tosa_verify_variable_access)},
	{.name = "tosa.variable_write", .format = "$name `,` $input1 attr-dict `:` type($input1)", .operands = "input1",
	 .inherent = "name", .symbol_attrs = "name", .verify = ir_tosa_verify, .facts = RULES("t", "", 0, tosa_verify_variable_access)},
};

const IrDialectEnum tosa_enums[] = {
	{"nan_mode", "Supported NaN propagation strategies", "NanPropagationMode", "PROPAGATE, IGNORE"},
	{"resize_mode", "Supported resize/upsampling strategies", "ResizeMode", "NEAREST_NEIGHBOR, BILINEAR"},
	{"rounding_mode", "Supported rounding modes", "RoundingMode", "SINGLE_ROUND, INEXACT_ROUND, DOUBLE_ROUND"},
	{"block_size", "Block size for the block_scaled formats", "BlockSize", "BLOCK_SIZE_32"},
	{NULL, NULL, NULL, NULL},
};

/* Code is inlined only into the regions of tosa.cond_if and tosa.while_loop
   (MLIR's TosaInlinerInterface). */
static bool tosa_legal_region(IrRegion *dest, IrRegion *src)
{
	(void)src;
	const char *parent = ir_op_name(ir_region_parent(dest))->s;
	return !strcmp(parent, "tosa.cond_if") || !strcmp(parent, "tosa.while_loop");
}

static const IrInliner tosa_inliner = {.legal_region = tosa_legal_region, .ops = true};

const IrDialect ir_dialect_tosa = {
	.name = "tosa",
	.undefined_ops = "apply_scale",
	.ops = ops,
	.nops = sizeof ops / sizeof ops[0],
	.upgrade = tosa_upgrade,
	.types = &tosa_types,
	.attrs = &tosa_attrs,
	.enums = tosa_enums,
	.attr_storage_fits = tosa_attr_storage_fits,
	.check_op = tosa_check_op,
	.inliner = &tosa_inliner,
	.materialize_constant = tosa_materialize_constant,
};
