/* tosa_ops.h: the 66 TOSA.001000.1 extended instructions of the spirv
   dialect (upstream's SPIRVTosaOps.td): `spirv.Tosa.Add %a, %b : T, T -> T`,
   their attributes written first (`axis = 1, nan_mode = <Propagate>, ...`).
   The definitions are initializers that ops.c's table includes (a
   dialect has one table); each gives the op's attributes, operands and the
   ODS type rules its verifier reads (verify_tosa.c). */

/* The common tail of every format. */
#define TAIL " attr-dict `:` type(operands) `->` type(results)"
#define ENUMS \
	"nan_mode=tosa_ext_nan_propagation_mode;acc_type=tosa_ext_acc_type;mode=tosa_ext_resize_mode;" \
	"rounding_mode=tosa_ext_rounding_mode"
#define KINDS \
	"axis:i32_any kernel:i32array stride:i32array " \
	"pad:i32array dilation:i32array out_pad:i32array perms:i32array local_bound:bool inverse:bool round:bool " \
	"scale32:bool per_channel:bool input_unsigned:bool output_unsigned:bool min_val:typed max_val:typed"

/* An op: its mnemonic, the format of its attributes (ending with `,`), of
   its operands, its operand groups, inherent attributes, purity and type
   rules. */
#define TOSA(mn, attrs_fmt, operands_fmt, operands_, inherent_, traits_, rules) \
	{.name = "spirv.Tosa." mn, .format = attrs_fmt operands_fmt TAIL, .operands = operands_,    \
	 .inherent = inherent_, .required = inherent_, .attr_kinds = KINDS, .enums = ENUMS,        \
	 .one_result = true, .traits = traits_, .verify = spirv_verify_tosa, .facts = rules}
#define PURE IR_TRAIT_PURE
#define IMPURE 0 /* NoMemoryEffect without Speculatable: not Pure */

#define UNARY(mn, rules) TOSA(mn, "", "$input1", "input1", NULL, PURE, rules)
#define BINARY(mn, rules) TOSA(mn, "", "$input1 `,` $input2", "input1 input2", NULL, PURE, rules)
#define REDUCE(mn) TOSA(mn, "`axis` `=` $axis `,`", " $input", "input", "axis", PURE, "elem=input,output")
#define REDUCE_NAN(mn) \
	TOSA(mn, "`axis` `=` $axis `,` `nan_mode` `=` $nan_mode `,`", " $input", "input", "axis nan_mode", PURE, \
	     "elem=input,output")
#define CONV_ATTRS(pad) \
	"`" pad "` `=` $" pad " `,` `stride` `=` $stride `,` `dilation` `=` $dilation `,` `acc_type` `=` $acc_type `,` " \
	"`local_bound` `=` $local_bound `,`"
#define CONV_OPERANDS " $input `,` $weight `,` $bias `,` $input_zp `,` $weight_zp"
#define CONV_GROUPS "input weight bias input_zp weight_zp"
#define CONV_RULES "elem=bias,output;elem=input,input_zp;elem=weight,weight_zp"

	TOSA("ArgMax", "`axis` `=` $axis `,` `nan_mode` `=` $nan_mode `,`", " $input", "input", "axis nan_mode", PURE,
	     ""),
	TOSA("AvgPool2D",
	     "`kernel` `=` $kernel `,` `stride` `=` $stride `,` `pad` `=` $pad `,` `acc_type` `=` $acc_type `,`",
	     " $input `,` $input_zp `,` $output_zp", "input input_zp output_zp", "kernel stride pad acc_type", IMPURE,
	     "elem=input,input_zp,output,output_zp"),
	TOSA("Conv2D", CONV_ATTRS("pad"), CONV_OPERANDS, CONV_GROUPS, "pad stride dilation acc_type local_bound",
	     IMPURE, CONV_RULES),
	TOSA("Conv3D", CONV_ATTRS("pad"), CONV_OPERANDS, CONV_GROUPS, "pad stride dilation acc_type local_bound",
	     IMPURE, CONV_RULES),
	TOSA("DepthwiseConv2D", CONV_ATTRS("pad"), CONV_OPERANDS, CONV_GROUPS,
	     "pad stride dilation acc_type local_bound", IMPURE, CONV_RULES),
	TOSA("FFT2D", "`inverse` `=` $inverse `,` `local_bound` `=` $local_bound `,`", " $input_real `,` $input_imag",
	     "input_real input_imag", "inverse local_bound", PURE, ""),
	TOSA("MatMul", "", "$A `,` $B `,` $A_zp `,` $B_zp", "A B A_zp B_zp", NULL, IMPURE, "elem=A,A_zp,B,B_zp"),
	TOSA("MaxPool2D",
	     "`kernel` `=` $kernel `,` `stride` `=` $stride `,` `pad` `=` $pad `,` `nan_mode` `=` $nan_mode `,`",
	     " $input", "input", "kernel stride pad nan_mode", PURE, "elem=input,output"),
	TOSA("RFFT2D", "`local_bound` `=` $local_bound `,`", " $input_real", "input_real", "local_bound", PURE, ""),
	TOSA("TransposeConv2D",
	     "`out_pad` `=` $out_pad `,` `stride` `=` $stride `,` `acc_type` `=` $acc_type `,` "
	     "`local_bound` `=` $local_bound `,`",
	     CONV_OPERANDS, CONV_GROUPS, "out_pad stride acc_type local_bound", IMPURE, CONV_RULES),
	TOSA("Clamp", "`min_val` `=` $min_val `,` `max_val` `=` $max_val `,` `nan_mode` `=` $nan_mode `,`", " $input",
	     "input", "min_val max_val nan_mode", PURE, "same=input,output"),
	TOSA("Erf", "", "$input", "input", NULL, PURE, "same=input,output"),
	TOSA("Sigmoid", "", "$input", "input", NULL, PURE, "same=input,output"),
	TOSA("Tanh", "", "$input", "input", NULL, PURE, "same=input,output"),
	BINARY("Add", "elem=input1,input2,output"),
	TOSA("ArithmeticRightShift", "`round` `=` $round `,`", " $input1 `,` $input2", "input1 input2", "round", PURE,
	     "elem=input1,input2,output"),
	BINARY("BitwiseAnd", "elem=input1,input2,output"),
	BINARY("BitwiseOr", "elem=input1,input2,output"),
	BINARY("BitwiseXor", "elem=input1,input2,output"),
	BINARY("IntDiv", "elem=input1,input2,output"),
	BINARY("LogicalAnd", "elem=input1,input2,output"),
	BINARY("LogicalLeftShift", "elem=input1,input2,output"),
	BINARY("LogicalRightShift", "elem=input1,input2,output"),
	BINARY("LogicalOr", "elem=input1,input2,output"),
	BINARY("LogicalXor", "elem=input1,input2,output"),
	TOSA("Maximum", "`nan_mode` `=` $nan_mode `,`", " $input1 `,` $input2", "input1 input2", "nan_mode", PURE,
	     "elem=input1,input2,output"),
	TOSA("Minimum", "`nan_mode` `=` $nan_mode `,`", " $input1 `,` $input2", "input1 input2", "nan_mode", PURE,
	     "elem=input1,input2,output"),
	TOSA("Mul", "", "$input1 `,` $input2 `,` $shift", "input1 input2 shift", NULL, PURE, "elem=input1,input2"),
	BINARY("Pow", "elem=input1,input2,output"),
	BINARY("Sub", "elem=input1,input2,output"),
	TOSA("Table", "", "$input1 `,` $table", "input1 table", NULL, IMPURE, "elem=input1,table"),
	UNARY("Abs", "same=input1,output"),
	UNARY("BitwiseNot", "same=input1,output"),
	UNARY("Ceil", "same=input1,output"),
	UNARY("Clz", "same=input1,output"),
	UNARY("Cos", "same=input1,output"),
	UNARY("Exp", "same=input1,output"),
	UNARY("Floor", "same=input1,output"),
	UNARY("Log", "same=input1,output"),
	UNARY("LogicalNot", "same=input1,output"),
	TOSA("Negate", "", "$input1 `,` $input1_zp `,` $output_zp", "input1 input1_zp output_zp", NULL, PURE,
	     "same=input1,output;elem=input1,input1_zp;elem=output,output_zp"),
	UNARY("Reciprocal", "same=input1,output"),
	UNARY("Rsqrt", "same=input1,output"),
	UNARY("Sin", "same=input1,output"),
	TOSA("Select", "", "$input1 `,` $input2 `,` $input3", "input1 input2 input3", NULL, PURE,
	     "elem=input2,input3,output"),
	BINARY("Equal", "elem=input1,input2"),
	BINARY("Greater", "elem=input1,input2"),
	BINARY("GreaterEqual", "elem=input1,input2"),
	REDUCE("ReduceAll"),
	REDUCE("ReduceAny"),
	REDUCE_NAN("ReduceMax"),
	REDUCE_NAN("ReduceMin"),
	REDUCE("ReduceProduct"),
	REDUCE("ReduceSum"),
	TOSA("Concat", "`axis` `=` $axis `,`", " $input1", "input1*", "axis", PURE, ""),
	TOSA("Pad", "", "$input1 `,` $padding `,` $pad_const", "input1 padding pad_const", NULL, PURE,
	     "elem=input1,pad_const,output"),
	TOSA("Reshape", "", "$input1 `,` $shape", "input1 shape", NULL, PURE, "elem=input1,output"),
	TOSA("Reverse", "`axis` `=` $axis `,`", " $input1", "input1", "axis", PURE, "same=input1,output"),
	TOSA("Slice", "", "$input1 `,` $start `,` $size", "input1 start size", NULL, PURE, "elem=input1,output"),
	TOSA("Tile", "", "$input1 `,` $multiples", "input1 multiples", NULL, PURE, "elem=input1,output"),
	TOSA("Transpose", "`perms` `=` $perms `,`", " $input1", "input1", "perms", PURE, "elem=input1,output"),
	TOSA("Gather", "", "$values `,` $indices", "values indices", NULL, IMPURE, "elem=values,output"),
	TOSA("Scatter", "", "$values_in `,` $indices `,` $input", "values_in indices input", NULL, IMPURE,
	     "elem=values_in,input,output;same=values_in,output"),
	TOSA("Resize", "`mode` `=` $mode `,`", " $input `,` $scale `,` $offset `,` $border",
	     "input scale offset border", "mode", PURE, ""),
	TOSA("Cast", "", "$input", "input", NULL, PURE, ""),
	TOSA("Rescale",
	     "`scale32` `=` $scale32 `,` `rounding_mode` `=` $rounding_mode `,` `per_channel` `=` $per_channel `,` "
	     "`input_unsigned` `=` $input_unsigned `,` `output_unsigned` `=` $output_unsigned `,`",
	     " $input `,` $multiplier `,` $shift `,` $input_zp `,` $output_zp",
	     "input multiplier shift input_zp output_zp",
	     "scale32 rounding_mode per_channel input_unsigned output_unsigned", IMPURE,
	     "elem=input,input_zp;elem=output,output_zp"),
