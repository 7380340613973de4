/* tosa_ops.h: the 66 TOSA.001000.1 extended instructions of the spirv
   dialect (upstream's SPIRVTosaOps.td): `spirv.Tosa.Add %a, %b : T, T -> T`,
   their attributes written first (`axis = 1, nan_mode = <Propagate>, ...`).
   The definitions are initializers that ops.c's table includes (a
   dialect has one table), in instruction order; each gives the op's
   attributes, operands and its row of the TOSA rules (ir/spirv_tosa_rules.c)
   that its verifier reads (verify_tosa.c). */

/* The common tail of every format. */
#define TAIL " attr-dict `:` type(operands) `->` type(results)"
#define ENUMS \
	"nan_mode=tosa_ext_nan_propagation_mode_type;acc_type=tosa_ext_acc_type;mode=tosa_ext_resize_mode_type;" \
	"rounding_mode=tosa_ext_rounding_mode_type"
#define KINDS \
	"axis:i32_any kernel:arm_i32s stride:arm_i32s " \
	"pad:arm_i32s dilation:arm_i32s out_pad:arm_i32s perms:arm_i32s local_bound:bool inverse:bool round:bool " \
	"scale32:bool per_channel:bool input_unsigned:bool output_unsigned:bool min_val:typed max_val:typed"

/* An op: its mnemonic, the format of its attributes (ending with `,`), of
   its operands, its operand groups, inherent attributes, purity and its
   instruction number, whose rules (spv_tosa_rules, which the word
   validator reads too) the verifier checks. */
#define TOSA(mn, attrs_fmt, operands_fmt, operands_, inherent_, traits_, num) \
	{.name = "spirv.Tosa." mn, .format = attrs_fmt operands_fmt TAIL, .operands = operands_,    \
	 .inherent = inherent_, .required = inherent_, .attr_kinds = KINDS, .enums = ENUMS,        \
	 .one_result = true, .traits = traits_, .verify = spirv_verify_tosa, .facts = &spv_tosa_rules[num]}
#define PURE IR_TRAIT_PURE
#define IMPURE 0 /* NoMemoryEffect without Speculatable: not Pure */

#define UNARY(mn, num) TOSA(mn, "", "$input1", "input1", NULL, PURE, num)
#define BINARY(mn, num) TOSA(mn, "", "$input1 `,` $input2", "input1 input2", NULL, PURE, num)
#define REDUCE(mn, num) TOSA(mn, "`axis` `=` $axis `,`", " $input", "input", "axis", PURE, num)
#define REDUCE_NAN(mn, num) \
	TOSA(mn, "`axis` `=` $axis `,` `nan_mode` `=` $nan_mode `,`", " $input", "input", "axis nan_mode", PURE, num)
#define CONV_ATTRS(pad) \
	"`" pad "` `=` $" pad " `,` `stride` `=` $stride `,` `dilation` `=` $dilation `,` `acc_type` `=` $acc_type `,` " \
	"`local_bound` `=` $local_bound `,`"
#define CONV_OPERANDS " $input `,` $weight `,` $bias `,` $input_zp `,` $weight_zp"
#define CONV_GROUPS "input weight bias input_zp weight_zp"

	TOSA("ArgMax", "`axis` `=` $axis `,` `nan_mode` `=` $nan_mode `,`", " $input", "input", "axis nan_mode", PURE, 0),
	TOSA("AvgPool2D",
	     "`kernel` `=` $kernel `,` `stride` `=` $stride `,` `pad` `=` $pad `,` `acc_type` `=` $acc_type `,`",
	     " $input `,` $input_zp `,` $output_zp", "input input_zp output_zp", "kernel stride pad acc_type", IMPURE, 1),
	TOSA("Conv2D", CONV_ATTRS("pad"), CONV_OPERANDS, CONV_GROUPS, "pad stride dilation acc_type local_bound",
	     IMPURE, 2),
	TOSA("Conv3D", CONV_ATTRS("pad"), CONV_OPERANDS, CONV_GROUPS, "pad stride dilation acc_type local_bound",
	     IMPURE, 3),
	TOSA("DepthwiseConv2D", CONV_ATTRS("pad"), CONV_OPERANDS, CONV_GROUPS,
	     "pad stride dilation acc_type local_bound", IMPURE, 4),
	TOSA("FFT2D", "`inverse` `=` $inverse `,` `local_bound` `=` $local_bound `,`", " $input_real `,` $input_imag",
	     "input_real input_imag", "inverse local_bound", PURE, 5),
	TOSA("MatMul", "", "$A `,` $B `,` $A_zp `,` $B_zp", "A B A_zp B_zp", NULL, IMPURE, 6),
	TOSA("MaxPool2D",
	     "`kernel` `=` $kernel `,` `stride` `=` $stride `,` `pad` `=` $pad `,` `nan_mode` `=` $nan_mode `,`",
	     " $input", "input", "kernel stride pad nan_mode", PURE, 7),
	TOSA("RFFT2D", "`local_bound` `=` $local_bound `,`", " $input_real", "input_real", "local_bound", PURE, 8),
	TOSA("TransposeConv2D",
	     "`out_pad` `=` $out_pad `,` `stride` `=` $stride `,` `acc_type` `=` $acc_type `,` "
	     "`local_bound` `=` $local_bound `,`",
	     CONV_OPERANDS, CONV_GROUPS, "out_pad stride acc_type local_bound", IMPURE, 9),
	TOSA("Clamp", "`min_val` `=` $min_val `,` `max_val` `=` $max_val `,` `nan_mode` `=` $nan_mode `,`", " $input",
	     "input", "min_val max_val nan_mode", PURE, 10),
	TOSA("Erf", "", "$input", "input", NULL, PURE, 11),
	TOSA("Sigmoid", "", "$input", "input", NULL, PURE, 12),
	TOSA("Tanh", "", "$input", "input", NULL, PURE, 13),
	BINARY("Add", 14),
	TOSA("ArithmeticRightShift", "`round` `=` $round `,`", " $input1 `,` $input2", "input1 input2", "round", PURE, 15),
	BINARY("BitwiseAnd", 16),
	BINARY("BitwiseOr", 17),
	BINARY("BitwiseXor", 18),
	BINARY("IntDiv", 19),
	BINARY("LogicalAnd", 20),
	BINARY("LogicalLeftShift", 21),
	BINARY("LogicalRightShift", 22),
	BINARY("LogicalOr", 23),
	BINARY("LogicalXor", 24),
	TOSA("Maximum", "`nan_mode` `=` $nan_mode `,`", " $input1 `,` $input2", "input1 input2", "nan_mode", PURE, 25),
	TOSA("Minimum", "`nan_mode` `=` $nan_mode `,`", " $input1 `,` $input2", "input1 input2", "nan_mode", PURE, 26),
	TOSA("Mul", "", "$input1 `,` $input2 `,` $shift", "input1 input2 shift", NULL, PURE, 27),
	BINARY("Pow", 28),
	BINARY("Sub", 29),
	TOSA("Table", "", "$input1 `,` $table", "input1 table", NULL, IMPURE, 30),
	UNARY("Abs", 31),
	UNARY("BitwiseNot", 32),
	UNARY("Ceil", 33),
	UNARY("Clz", 34),
	UNARY("Cos", 35),
	UNARY("Exp", 36),
	UNARY("Floor", 37),
	UNARY("Log", 38),
	UNARY("LogicalNot", 39),
	TOSA("Negate", "", "$input1 `,` $input1_zp `,` $output_zp", "input1 input1_zp output_zp", NULL, PURE, 40),
	UNARY("Reciprocal", 41),
	UNARY("Rsqrt", 42),
	UNARY("Sin", 43),
	TOSA("Select", "", "$input1 `,` $input2 `,` $input3", "input1 input2 input3", NULL, PURE, 44),
	BINARY("Equal", 45),
	BINARY("Greater", 46),
	BINARY("GreaterEqual", 47),
	REDUCE("ReduceAll", 48),
	REDUCE("ReduceAny", 49),
	REDUCE_NAN("ReduceMax", 50),
	REDUCE_NAN("ReduceMin", 51),
	REDUCE("ReduceProduct", 52),
	REDUCE("ReduceSum", 53),
	TOSA("Concat", "`axis` `=` $axis `,`", " $input1", "input1*", "axis", PURE, 54),
	TOSA("Pad", "", "$input1 `,` $padding `,` $pad_const", "input1 padding pad_const", NULL, PURE, 55),
	TOSA("Reshape", "", "$input1 `,` $shape", "input1 shape", NULL, PURE, 56),
	TOSA("Reverse", "`axis` `=` $axis `,`", " $input1", "input1", "axis", PURE, 57),
	TOSA("Slice", "", "$input1 `,` $start `,` $size", "input1 start size", NULL, PURE, 58),
	TOSA("Tile", "", "$input1 `,` $multiples", "input1 multiples", NULL, PURE, 59),
	TOSA("Transpose", "`perms` `=` $perms `,`", " $input1", "input1", "perms", PURE, 60),
	TOSA("Gather", "", "$values `,` $indices", "values indices", NULL, IMPURE, 61),
	TOSA("Scatter", "", "$values_in `,` $indices `,` $input", "values_in indices input", NULL, IMPURE, 62),
	TOSA("Resize", "`mode` `=` $mode `,`", " $input `,` $scale `,` $offset `,` $border",
	     "input scale offset border", "mode", PURE, 63),
	TOSA("Cast", "", "$input", "input", NULL, PURE, 64),
	TOSA("Rescale",
	     "`scale32` `=` $scale32 `,` `rounding_mode` `=` $rounding_mode `,` `per_channel` `=` $per_channel `,` "
	     "`input_unsigned` `=` $input_unsigned `,` `output_unsigned` `=` $output_unsigned `,`",
	     " $input `,` $multiplier `,` $shift `,` $input_zp `,` $output_zp",
	     "input multiplier shift input_zp output_zp",
	     "scale32 rounding_mode per_channel input_unsigned output_unsigned", IMPURE, 65),
