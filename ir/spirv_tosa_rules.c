/* spirv_tosa_rules.c: what each TOSA.001000.1 instruction takes, the rules
   spirv-val leaves to mica: its operands in the grammar's order and the
   types TOSA 1.0's profiles and extensions support. The word validator
   (spirv_validate.c) and the spirv dialect's verifier of the spirv.Tosa ops
   (ir/dialects/spirv/verify_tosa.c, where the constant operands that are
   not attributes are operands) both read them. ORDER: by instruction
   number, 0 to 65; the dialect's ops are in that order (tosa_ops.h).

   An operand is `name:kind:shape[:element]`: kind `c` must come from a
   constant instruction, `v` may be any value; shape `u32` a 32-bit integer
   scalar, `bool` a boolean scalar, `x` a scalar of the tensor's element,
   `t` a tensor of any rank, `rN` a tensor of rank N, `z` a rank-1 tensor
   of shape [1], `sN` a shape_t (rank-1 tensor of 32-bit integers) of N
   elements, `sR` of the input's rank, `s2R` of twice that and `sO` of
   the result's rank; a trailing `*` takes one or more operands; `tN` is a tensor of rank at most N
   (the dialect's verifier takes `t` as one of TOSA's ranks, 1 to 6). The
   result is written the same way (two entries for the struct FFT2D and
   RFFT2D return).

   The ties are what the dialect's verifier checks between operands,
   results and attributes, `;` separated, as MLIR's ODS traits of the op
   (in their order): `same=a,b` all of the same type, `elem=a,b` of the
   same element type, `rank=a,b` of the same rank, `bcast=a,b,out` a and b
   broadcast to out, `axis=a` the axis attribute below a's rank,
   `argmax=a,out` out of rank max(1, rank(a) - 1), `imply=a>b` b's element
   one that some alternative below allows with a's, `acc=a` the acc_type
   one that some alternative allows with a's element, `table=a` the table
   of the size the alternative for a's element gives, `pool` and `select`
   the pooling ops' and SELECT's shape rules.

   The type support is a `|`-separated list of alternatives, each the
   profile or extension that allows it, then `operand=element` for the
   operands and results it constrains (the element of a tensor, or the
   scalar itself), and `acc_type=` the accumulator it requires. */
#include "internal.h"

/* The type support several instructions share. */
/* CONV2D, CONV3D, DEPTHWISE_CONV2D, TRANSPOSE_CONV2D */
#define CONV_TYPES \
	"PRO-INT: input=i8 weight=i8 bias=i32 input_zp=i8 weight_zp=i8 output=i32 acc_type=INT32|" \
	"EXT-INT16: input=i16 weight=i8 bias=i64 input_zp=i16 weight_zp=i8 output=i64 acc_type=INT48|" \
	"EXT-FP8E4M3: input=fp8e4m3 weight=fp8e4m3 bias=f16 input_zp=fp8e4m3 weight_zp=fp8e4m3 output=f16 acc_type=FP16|" \
	"EXT-FP8E5M2: input=fp8e5m2 weight=fp8e5m2 bias=f16 input_zp=fp8e5m2 weight_zp=fp8e5m2 output=f16 acc_type=FP16|" \
	"PRO-FP: input=f16 weight=f16 bias=f16 input_zp=f16 weight_zp=f16 output=f16 acc_type=FP16|" \
	"PRO-FP: input=f16 weight=f16 bias=f16 input_zp=f16 weight_zp=f16 output=f16 acc_type=FP32|" \
	"EXT-BF16: input=bf16 weight=bf16 bias=bf16 input_zp=bf16 weight_zp=bf16 output=bf16 acc_type=FP32|" \
	"PRO-FP: input=f32 weight=f32 bias=f32 input_zp=f32 weight_zp=f32 output=f32 acc_type=FP32"

/* ERF, SIGMOID, TANH, REDUCE_PRODUCT */
#define FLOAT_UNARY_TYPES \
	"PRO-FP: input=f16 output=f16|" \
	"EXT-BF16: input=bf16 output=bf16|" \
	"PRO-FP: input=f32 output=f32"

/* ADD, SUB */
#define ADD_SUB_TYPES \
	"PRO-INT, PRO-FP: input1=i32 input2=i32 output=i32|" \
	"PRO-FP: input1=f16 input2=f16 output=f16|" \
	"EXT-BF16: input1=bf16 input2=bf16 output=bf16|" \
	"PRO-FP: input1=f32 input2=f32 output=f32"

/* ARITHMETIC_RIGHT_SHIFT and the bitwise operators */
#define INT_BINARY_TYPES \
	"PRO-INT: input1=i8 input2=i8 output=i8|" \
	"PRO-INT: input1=i16 input2=i16 output=i16|" \
	"PRO-INT: input1=i32 input2=i32 output=i32"

/* the logical operators */
#define BOOL_BINARY_TYPES \
	"PRO-INT, PRO-FP: input1=bool input2=bool output=bool"

/* LOGICAL_LEFT_SHIFT, LOGICAL_RIGHT_SHIFT */
#define LOGICAL_SHIFT_TYPES \
	"PRO-INT, PRO-FP: input1=i8 input2=i8 output=i8|" \
	"PRO-INT, PRO-FP: input1=i16 input2=i16 output=i16|" \
	"PRO-INT, PRO-FP: input1=i32 input2=i32 output=i32"

/* MAXIMUM, MINIMUM */
#define MIN_MAX_TYPES \
	"PRO-INT: input1=i32 input2=i32 output=i32|" \
	"PRO-FP: input1=f16 input2=f16 output=f16|" \
	"EXT-BF16: input1=bf16 input2=bf16 output=bf16|" \
	"PRO-FP: input1=f32 input2=f32 output=f32"

/* CEIL, COS, EXP, FLOOR, LOG, RECIPROCAL, RSQRT, SIN */
#define FLOAT_UNARY1_TYPES \
	"PRO-FP: input1=f16 output=f16|" \
	"EXT-BF16: input1=bf16 output=bf16|" \
	"PRO-FP: input1=f32 output=f32"

/* EQUAL, GREATER, GREATER_EQUAL */
#define COMPARE_TYPES \
	"PRO-INT: input1=i32 input2=i32 output=bool|" \
	"PRO-FP: input1=f16 input2=f16 output=bool|" \
	"EXT-BF16: input1=bf16 input2=bf16 output=bool|" \
	"PRO-FP: input1=f32 input2=f32 output=bool"

/* REDUCE_ALL, REDUCE_ANY */
#define BOOL_REDUCE_TYPES \
	"PRO-INT, PRO-FP: input=bool output=bool"

/* REDUCE_MAX, REDUCE_MIN */
#define REDUCE_MIN_MAX_TYPES \
	"PRO-INT: input=i8 output=i8|" \
	"PRO-INT: input=i16 output=i16|" \
	"PRO-INT: input=i32 output=i32|" \
	"PRO-FP: input=f16 output=f16|" \
	"EXT-BF16: input=bf16 output=bf16|" \
	"PRO-FP: input=f32 output=f32"

/* RESHAPE, REVERSE, SLICE, TILE, TRANSPOSE */
#define DATA_LAYOUT_TYPES \
	"PRO-INT, PRO-FP: input1=bool output=bool|" \
	"PRO-INT: input1=i8 output=i8|" \
	"PRO-INT: input1=i16 output=i16|" \
	"PRO-INT: input1=i32 output=i32|" \
	"EXT-FP8E4M3: input1=fp8e4m3 output=fp8e4m3|" \
	"EXT-FP8E5M2: input1=fp8e5m2 output=fp8e5m2|" \
	"PRO-FP: input1=f16 output=f16|" \
	"EXT-BF16: input1=bf16 output=bf16|" \
	"PRO-FP: input1=f32 output=f32"

const SpvTosaRule spv_tosa_rules[SPV_TOSA_NINSTS] = {
	{"ARGMAX", "axis:c:u32 nan_mode:c:u32 input:v:t", "output:t5", "argmax=input,output;axis=input",
	 "PRO-INT: input=i8 output=i32|"
	 "EXT-INT16: input=i16 output=i32|"
	 "EXT-FP8E4M3: input=fp8e4m3 output=i32|"
	 "EXT-FP8E5M2: input=fp8e5m2 output=i32|"
	 "PRO-FP: input=f16 output=i32|"
	 "EXT-BF16: input=bf16 output=i32|"
	 "PRO-FP: input=f32 output=i32"},
	{"AVG_POOL2D", "kernel:c:s2 stride:c:s2 pad:c:s4 acc_type:c:u32 input:v:r4 input_zp:c:z output_zp:c:z", "output:r4", "acc=input;elem=input,input_zp,output,output_zp;pool",
	 "PRO-INT: input=i8 input_zp=i8 output_zp=i8 output=i8 acc_type=INT32|"
	 "EXT-INT16: input=i16 input_zp=i16 output_zp=i16 output=i16 acc_type=INT32|"
	 "EXT-FP8E4M3: input=fp8e4m3 input_zp=fp8e4m3 output_zp=fp8e4m3 output=fp8e4m3 acc_type=FP16|"
	 "EXT-FP8E5M2: input=fp8e5m2 input_zp=fp8e5m2 output_zp=fp8e5m2 output=fp8e5m2 acc_type=FP16|"
	 "PRO-FP: input=f16 input_zp=f16 output_zp=f16 output=f16 acc_type=FP16|"
	 "PRO-FP: input=f16 input_zp=f16 output_zp=f16 output=f16 acc_type=FP32|"
	 "EXT-BF16: input=bf16 input_zp=bf16 output_zp=bf16 output=bf16 acc_type=FP32|"
	 "PRO-FP: input=f32 input_zp=f32 output_zp=f32 output=f32 acc_type=FP32"},
	{"CONV2D", "pad:c:s4 stride:c:s2 dilation:c:s2 acc_type:c:u32 local_bound:c:bool input:v:r4 weight:v:r4 bias:v:r1 input_zp:c:z weight_zp:c:z", "output:r4", "imply=input>output;imply=input>weight;acc=input;elem=bias,output;elem=input,input_zp;elem=weight,weight_zp",
	 CONV_TYPES},
	{"CONV3D", "pad:c:s6 stride:c:s3 dilation:c:s3 acc_type:c:u32 local_bound:c:bool input:v:r5 weight:v:r5 bias:v:r1 input_zp:c:z weight_zp:c:z", "output:r5", "imply=input>output;imply=input>weight;acc=input;elem=bias,output;elem=input,input_zp;elem=weight,weight_zp",
	 CONV_TYPES},
	{"DEPTHWISE_CONV2D", "pad:c:s4 stride:c:s2 dilation:c:s2 acc_type:c:u32 local_bound:c:bool input:v:r4 weight:v:r4 bias:v:r1 input_zp:c:z weight_zp:c:z", "output:t", "imply=input>output;imply=input>weight;acc=input;elem=bias,output;elem=input,input_zp;elem=weight,weight_zp",
	 CONV_TYPES},
	{"FFT2D", "inverse:c:bool local_bound:c:bool input_real:v:r3 input_imag:v:r3", "output_real:r3 output_imag:r3", "",
	 "EXT-FFT: input_real=f32 input_imag=f32 output_real=f32 output_imag=f32"},
	{"MATMUL", "A:v:r3 B:v:r3 A_zp:c:z B_zp:c:z", "output:r3", "imply=A>output;elem=A,A_zp,B,B_zp",
	 "PRO-INT: A=i8 B=i8 A_zp=i8 B_zp=i8 output=i32|"
	 "EXT-INT16: A=i16 B=i16 A_zp=i16 B_zp=i16 output=i64|"
	 "EXT-FP8E4M3: A=fp8e4m3 B=fp8e4m3 A_zp=fp8e4m3 B_zp=fp8e4m3 output=f16|"
	 "EXT-FP8E5M2: A=fp8e5m2 B=fp8e5m2 A_zp=fp8e5m2 B_zp=fp8e5m2 output=f16|"
	 "PRO-FP: A=f16 B=f16 A_zp=f16 B_zp=f16 output=f16|"
	 "PRO-FP: A=f16 B=f16 A_zp=f16 B_zp=f16 output=f32|"
	 "EXT-BF16: A=bf16 B=bf16 A_zp=bf16 B_zp=bf16 output=f32|"
	 "PRO-FP: A=f32 B=f32 A_zp=f32 B_zp=f32 output=f32"},
	{"MAX_POOL2D", "kernel:c:s2 stride:c:s2 pad:c:s4 nan_mode:c:u32 input:v:r4", "output:r4", "elem=input,output;pool",
	 "PRO-INT: input=i8 output=i8|"
	 "EXT-INT16: input=i16 output=i16|"
	 "EXT-FP8E4M3: input=fp8e4m3 output=fp8e4m3|"
	 "EXT-FP8E5M2: input=fp8e5m2 output=fp8e5m2|"
	 "PRO-FP: input=f16 output=f16|"
	 "EXT-BF16: input=bf16 output=bf16|"
	 "PRO-FP: input=f32 output=f32"},
	{"RFFT2D", "local_bound:c:bool input_real:v:r3", "output_real:r3 output_imag:r3", "",
	 "EXT-FFT: input_real=f32 output_real=f32 output_imag=f32"},
	{"TRANSPOSE_CONV2D", "out_pad:c:s4 stride:c:s2 acc_type:c:u32 local_bound:c:bool input:v:r4 weight:v:r4 bias:v:r1 input_zp:c:z weight_zp:c:z", "output:r4", "imply=input>output;imply=input>weight;acc=input;elem=bias,output;elem=input,input_zp;elem=weight,weight_zp",
	 CONV_TYPES},
	{"CLAMP", "min_val:c:x max_val:c:x nan_mode:c:u32 input:v:t", "output:t", "same=input,output;elem=input,output,min_val,max_val",
	 "PRO-INT: input=i8 output=i8 min_val=i8 max_val=i8|"
	 "EXT-INT16: input=i16 output=i16 min_val=i16 max_val=i16|"
	 "PRO-FP: input=f16 output=f16 min_val=f16 max_val=f16|"
	 "EXT-BF16: input=bf16 output=bf16 min_val=bf16 max_val=bf16|"
	 "PRO-FP: input=f32 output=f32 min_val=f32 max_val=f32"},
	{"ERF", "input:v:t", "output:t", "same=input,output",
	 FLOAT_UNARY_TYPES},
	{"SIGMOID", "input:v:t", "output:t", "same=input,output",
	 FLOAT_UNARY_TYPES},
	{"TANH", "input:v:t", "output:t", "same=input,output",
	 FLOAT_UNARY_TYPES},
	{"ADD", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 ADD_SUB_TYPES},
	{"ARITHMETIC_RIGHT_SHIFT", "round:c:bool input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 INT_BINARY_TYPES},
	{"BITWISE_AND", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 INT_BINARY_TYPES},
	{"BITWISE_OR", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 INT_BINARY_TYPES},
	{"BITWISE_XOR", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 INT_BINARY_TYPES},
	{"INTDIV", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 "PRO-INT, PRO-FP: input1=i32 input2=i32 output=i32"},
	{"LOGICAL_AND", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 BOOL_BINARY_TYPES},
	{"LOGICAL_LEFT_SHIFT", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 LOGICAL_SHIFT_TYPES},
	{"LOGICAL_RIGHT_SHIFT", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 LOGICAL_SHIFT_TYPES},
	{"LOGICAL_OR", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 BOOL_BINARY_TYPES},
	{"LOGICAL_XOR", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 BOOL_BINARY_TYPES},
	{"MAXIMUM", "nan_mode:c:u32 input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 MIN_MAX_TYPES},
	{"MINIMUM", "nan_mode:c:u32 input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 MIN_MAX_TYPES},
	{"MUL", "input1:v:t input2:v:t shift:c:z:i8", "output:t", "elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 "PRO-INT: input1=i8 input2=i8 output=i32|"
	 "PRO-INT: input1=i16 input2=i16 output=i32|"
	 "PRO-INT, PRO-FP: input1=i32 input2=i32 output=i32|"
	 "PRO-FP: input1=f16 input2=f16 output=f16|"
	 "EXT-BF16: input1=bf16 input2=bf16 output=bf16|"
	 "PRO-FP: input1=f32 input2=f32 output=f32"},
	{"POW", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 "PRO-FP: input1=f16 input2=f16 output=f16|"
	 "EXT-BF16: input1=bf16 input2=bf16 output=bf16|"
	 "PRO-FP: input1=f32 input2=f32 output=f32"},
	{"SUB", "input1:v:t input2:v:t", "output:t", "elem=input1,output;elem=input1,input2;rank=input1,input2,output;bcast=input1,input2,output",
	 ADD_SUB_TYPES},
	{"TABLE", "input1:v:t table:c:r1", "output:t", "table=input1;elem=input1,table",
	 "PRO-INT: input1=i8 table=i8 output=i8 TABLE_SIZE=256|"
	 "EXT-INT16: input1=i16 table=i16 output=i32 TABLE_SIZE=513"},
	{"ABS", "input1:v:t", "output:t", "same=input1,output",
	 "PRO-INT: input1=i32 output=i32|"
	 "PRO-FP: input1=f16 output=f16|"
	 "EXT-BF16: input1=bf16 output=bf16|"
	 "PRO-FP: input1=f32 output=f32"},
	{"BITWISE_NOT", "input1:v:t", "output:t", "same=input1,output",
	 "PRO-INT: input1=i8 output=i8|"
	 "PRO-INT: input1=i16 output=i16|"
	 "PRO-INT: input1=i32 output=i32"},
	{"CEIL", "input1:v:t", "output:t", "same=input1,output",
	 FLOAT_UNARY1_TYPES},
	{"CLZ", "input1:v:t", "output:t", "same=input1,output",
	 "PRO-INT: input1=i32 output=i32"},
	{"COS", "input1:v:t", "output:t", "same=input1,output",
	 FLOAT_UNARY1_TYPES},
	{"EXP", "input1:v:t", "output:t", "same=input1,output",
	 FLOAT_UNARY1_TYPES},
	{"FLOOR", "input1:v:t", "output:t", "same=input1,output",
	 FLOAT_UNARY1_TYPES},
	{"LOG", "input1:v:t", "output:t", "same=input1,output",
	 FLOAT_UNARY1_TYPES},
	{"LOGICAL_NOT", "input1:v:t", "output:t", "same=input1,output",
	 "PRO-INT, PRO-FP: input1=bool output=bool"},
	{"NEGATE", "input1:v:t input1_zp:c:z output_zp:c:z", "output:t", "same=input1,output;elem=input1,input1_zp;elem=output,output_zp",
	 "PRO-INT: input1=i8 output=i8 input1_zp=i8 output_zp=i8|"
	 "PRO-INT: input1=i16 output=i16 input1_zp=i16 output_zp=i16|"
	 "PRO-INT: input1=i32 output=i32 input1_zp=i32 output_zp=i32|"
	 "PRO-FP: input1=f16 output=f16 input1_zp=f16 output_zp=f16|"
	 "EXT-BF16: input1=bf16 output=bf16 input1_zp=bf16 output_zp=bf16|"
	 "PRO-FP: input1=f32 output=f32 input1_zp=f32 output_zp=f32"},
	{"RECIPROCAL", "input1:v:t", "output:t", "same=input1,output",
	 FLOAT_UNARY1_TYPES},
	{"RSQRT", "input1:v:t", "output:t", "same=input1,output",
	 FLOAT_UNARY1_TYPES},
	{"SIN", "input1:v:t", "output:t", "same=input1,output",
	 FLOAT_UNARY1_TYPES},
	{"SELECT", "input1:v:t:bool input2:v:t input3:v:t", "output:t", "elem=input2,input3,output;rank=input1,input2,input3,output;select",
	 "PRO-INT, PRO-FP: input2=bool input3=bool output=bool|"
	 "PRO-INT: input2=i8 input3=i8 output=i8|"
	 "PRO-INT: input2=i16 input3=i16 output=i16|"
	 "PRO-INT: input2=i32 input3=i32 output=i32|"
	 "PRO-FP: input2=f16 input3=f16 output=f16|"
	 "EXT-BF16: input2=bf16 input3=bf16 output=bf16|"
	 "PRO-FP: input2=f32 input3=f32 output=f32"},
	{"EQUAL", "input1:v:t input2:v:t", "output:t", "elem=input1,input2;bcast=input1,input2,output",
	 COMPARE_TYPES},
	{"GREATER", "input1:v:t input2:v:t", "output:t", "elem=input1,input2;bcast=input1,input2,output",
	 COMPARE_TYPES},
	{"GREATER_EQUAL", "input1:v:t input2:v:t", "output:t", "elem=input1,input2;bcast=input1,input2,output",
	 COMPARE_TYPES},
	{"REDUCE_ALL", "axis:c:u32 input:v:t", "output:t", "elem=input,output;rank=input,output;axis=input",
	 BOOL_REDUCE_TYPES},
	{"REDUCE_ANY", "axis:c:u32 input:v:t", "output:t", "elem=input,output;rank=input,output;axis=input",
	 BOOL_REDUCE_TYPES},
	{"REDUCE_MAX", "axis:c:u32 nan_mode:c:u32 input:v:t", "output:t", "elem=input,output;rank=input,output;axis=input",
	 REDUCE_MIN_MAX_TYPES},
	{"REDUCE_MIN", "axis:c:u32 nan_mode:c:u32 input:v:t", "output:t", "elem=input,output;rank=input,output;axis=input",
	 REDUCE_MIN_MAX_TYPES},
	{"REDUCE_PRODUCT", "axis:c:u32 input:v:t", "output:t", "elem=input,output;rank=input,output;axis=input",
	 FLOAT_UNARY_TYPES},
	{"REDUCE_SUM", "axis:c:u32 input:v:t", "output:t", "elem=input,output;rank=input,output;axis=input",
	 "PRO-INT: input=i32 output=i32|"
	 "PRO-FP: input=f16 output=f16|"
	 "EXT-BF16: input=bf16 output=bf16|"
	 "PRO-FP: input=f32 output=f32"},
	{"CONCAT", "axis:c:u32 input1:v:t*", "output:t", "",
	 "PRO-INT, PRO-FP: output=bool|"
	 "PRO-INT: output=i8|"
	 "EXT-INT16: output=i16|"
	 "PRO-INT: output=i32|"
	 "EXT-FP8E4M3: output=fp8e4m3|"
	 "EXT-FP8E5M2: output=fp8e5m2|"
	 "PRO-FP: output=f16|"
	 "EXT-BF16: output=bf16|"
	 "PRO-FP: output=f32"},
	{"PAD", "input1:v:t padding:c:s2R pad_const:c:z", "output:t", "elem=input1,pad_const,output",
	 "PRO-INT, PRO-FP: input1=bool pad_const=bool output=bool|"
	 "PRO-INT: input1=i8 pad_const=i8 output=i8|"
	 "PRO-INT: input1=i16 pad_const=i16 output=i16|"
	 "PRO-INT: input1=i32 pad_const=i32 output=i32|"
	 "EXT-FP8E4M3: input1=fp8e4m3 pad_const=fp8e4m3 output=fp8e4m3|"
	 "EXT-FP8E5M2: input1=fp8e5m2 pad_const=fp8e5m2 output=fp8e5m2|"
	 "PRO-FP: input1=f16 pad_const=f16 output=f16|"
	 "EXT-BF16: input1=bf16 pad_const=bf16 output=bf16|"
	 "PRO-FP: input1=f32 pad_const=f32 output=f32"},
	{"RESHAPE", "input1:v:t shape:c:sO", "output:t", "elem=input1,output",
	 DATA_LAYOUT_TYPES},
	{"REVERSE", "axis:c:u32 input1:v:t", "output:t", "same=input1,output;axis=input1",
	 DATA_LAYOUT_TYPES},
	{"SLICE", "input1:v:t start:c:sR size:c:sR", "output:t", "elem=input1,output",
	 DATA_LAYOUT_TYPES},
	{"TILE", "input1:v:t multiples:c:sR", "output:t", "elem=input1,output",
	 DATA_LAYOUT_TYPES},
	{"TRANSPOSE", "perms:c:sR input1:v:t", "output:t", "elem=input1,output",
	 DATA_LAYOUT_TYPES},
	{"GATHER", "values:v:r3 indices:v:r2:i32", "output:r3", "elem=values,output",
	 "PRO-INT: values=i8 indices=i32 output=i8|"
	 "PRO-INT: values=i16 indices=i32 output=i16|"
	 "PRO-INT: values=i32 indices=i32 output=i32|"
	 "EXT-FP8E4M3: values=fp8e4m3 indices=i32 output=fp8e4m3|"
	 "EXT-FP8E5M2: values=fp8e5m2 indices=i32 output=fp8e5m2|"
	 "PRO-FP: values=f16 indices=i32 output=f16|"
	 "EXT-BF16: values=bf16 indices=i32 output=bf16|"
	 "PRO-FP: values=f32 indices=i32 output=f32"},
	{"SCATTER", "values_in:v:r3 indices:v:r2:i32 input:v:r3", "values_out:r3", "elem=values_in,input,values_out;same=values_in,values_out",
	 "PRO-INT: values_in=i8 values_out=i8 indices=i32 input=i8|"
	 "PRO-INT: values_in=i16 values_out=i16 indices=i32 input=i16|"
	 "PRO-INT: values_in=i32 values_out=i32 indices=i32 input=i32|"
	 "EXT-FP8E4M3: values_in=fp8e4m3 values_out=fp8e4m3 indices=i32 input=fp8e4m3|"
	 "EXT-FP8E5M2: values_in=fp8e5m2 values_out=fp8e5m2 indices=i32 input=fp8e5m2|"
	 "PRO-FP: values_in=f16 values_out=f16 indices=i32 input=f16|"
	 "EXT-BF16: values_in=bf16 values_out=bf16 indices=i32 input=bf16|"
	 "PRO-FP: values_in=f32 values_out=f32 indices=i32 input=f32"},
	{"RESIZE", "mode:c:u32 input:v:r4 scale:c:s4 offset:c:s2 border:c:s2", "output:r4", "",
	 "PRO-INT: input=i8 output=i32|"
	 "PRO-INT: input=i8 output=i8|"
	 "EXT-INT16: input=i16 output=i64|"
	 "EXT-INT16: input=i16 output=i16|"
	 "PRO-FP: input=f16 output=f16|"
	 "EXT-BF16: input=bf16 output=bf16|"
	 "PRO-FP: input=f32 output=f32"},
	{"CAST", "input:v:t", "output:t", "",
	 "PRO-INT: input=bool output=i8|"
	 "PRO-INT: input=bool output=i16|"
	 "PRO-INT: input=bool output=i32|"
	 "PRO-INT: input=i8 output=bool|"
	 "PRO-INT: input=i8 output=i16|"
	 "PRO-INT: input=i8 output=i32|"
	 "PRO-FP: input=i8 output=f16|"
	 "EXT-BF16: input=i8 output=bf16|"
	 "PRO-FP: input=i8 output=f32|"
	 "PRO-INT: input=i16 output=bool|"
	 "PRO-INT: input=i16 output=i8|"
	 "PRO-INT: input=i16 output=i32|"
	 "PRO-FP: input=i16 output=f16|"
	 "EXT-BF16: input=i16 output=bf16|"
	 "PRO-FP: input=i16 output=f32|"
	 "PRO-INT: input=i32 output=bool|"
	 "PRO-INT: input=i32 output=i8|"
	 "PRO-INT: input=i32 output=i16|"
	 "PRO-FP: input=i32 output=f16|"
	 "EXT-BF16: input=i32 output=bf16|"
	 "PRO-FP: input=i32 output=f32|"
	 "EXT-BF16: input=bf16 output=i8|"
	 "EXT-BF16: input=bf16 output=i16|"
	 "EXT-BF16: input=bf16 output=i32|"
	 "EXT-BF16 and EXT-FP8E4M3: input=bf16 output=fp8e4m3|"
	 "EXT-BF16 and EXT-FP8E5M2: input=bf16 output=fp8e5m2|"
	 "EXT-BF16: input=bf16 output=f32|"
	 "EXT-FP8E4M3: input=fp8e4m3 output=f16|"
	 "EXT-BF16 and EXT-FP8E4M3: input=fp8e4m3 output=bf16|"
	 "EXT-FP8E4M3: input=fp8e4m3 output=f32|"
	 "EXT-FP8E5M2: input=fp8e5m2 output=f16|"
	 "EXT-BF16 and EXT-FP8E5M2: input=fp8e5m2 output=bf16|"
	 "EXT-FP8E5M2: input=fp8e5m2 output=f32|"
	 "PRO-FP: input=f16 output=i8|"
	 "PRO-FP: input=f16 output=i16|"
	 "PRO-FP: input=f16 output=i32|"
	 "EXT-FP8E4M3: input=f16 output=fp8e4m3|"
	 "EXT-FP8E5M2: input=f16 output=fp8e5m2|"
	 "PRO-FP: input=f16 output=f32|"
	 "PRO-FP: input=f32 output=i8|"
	 "PRO-FP: input=f32 output=i16|"
	 "PRO-FP: input=f32 output=i32|"
	 "EXT-FP8E4M3: input=f32 output=fp8e4m3|"
	 "EXT-FP8E5M2: input=f32 output=fp8e5m2|"
	 "EXT-BF16: input=f32 output=bf16|"
	 "PRO-FP: input=f32 output=f16"},
	{"RESCALE", "scale32:c:bool rounding_mode:c:u32 per_channel:c:bool input_unsigned:c:bool output_unsigned:c:bool input:v:t multiplier:c:r1:i32 shift:c:r1:i8 input_zp:c:z output_zp:c:z", "output:t", "elem=input,input_zp;elem=output,output_zp",
	 "PRO-INT: input=i8 input_zp=i8 output_zp=i8 output=i8|"
	 "PRO-INT: input=i8 input_zp=i8 output_zp=i16 output=i16|"
	 "PRO-INT: input=i8 input_zp=i8 output_zp=i32 output=i32|"
	 "PRO-INT: input=i16 input_zp=i16 output_zp=i8 output=i8|"
	 "PRO-INT: input=i16 input_zp=i16 output_zp=i16 output=i16|"
	 "PRO-INT: input=i16 input_zp=i16 output_zp=i32 output=i32|"
	 "PRO-INT: input=i32 input_zp=i32 output_zp=i8 output=i8|"
	 "PRO-INT: input=i32 input_zp=i32 output_zp=i16 output=i16|"
	 "PRO-INT: input=i32 input_zp=i32 output_zp=i32 output=i32|"
	 "EXT-INT16: input=i64 input_zp=i64 output_zp=i8 output=i8|"
	 "EXT-INT16: input=i64 input_zp=i64 output_zp=i16 output=i16|"
	 "EXT-INT16: input=i64 input_zp=i64 output_zp=i32 output=i32"},
};

const char *spv_tosa_spec_next(const char *s, SpvTosaSpec *sp)
{
	while (*s == ' ')
		s++;
	if (!*s)
		return NULL;
	*sp = (SpvTosaSpec){.name = s};
	sp->nname = strcspn(s, ":");
	s += sp->nname + 1;
	if (s[1] == ':') { /* an operand's kind */
		sp->constant = *s == 'c';
		s += 2;
	}
	sp->shape = s;
	sp->nshape = strcspn(s, ": *");
	s += sp->nshape;
	if (*s == ':') {
		sp->elem = ++s;
		sp->nelem = strcspn(s, " *");
		s += sp->nelem;
	}
	if (*s == '*') {
		sp->variadic = true;
		s++;
	}
	return s;
}

bool spv_tosa_spec_is(const char *s, size_t n, const char *lit)
{
	return n == strlen(lit) && !memcmp(s, lit, n);
}
