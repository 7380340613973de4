/* serial.h: what the TOSA flatbuffer reader (grammar/tosa_flatbuffer.c)
   and writer (printers/tosa_flatbuffer.c) share: the numbering of TOSA
   1.0's operators and element types in the `.tosa` format, and where each
   op's attributes go in its attribute table.  The format's Attribute
   union numbers its tables as its Op enum numbers the operators, so one
   number gives both. */
#ifndef MICA_DIALECT_TOSA_SERIAL_H
#define MICA_DIALECT_TOSA_SERIAL_H

#include <stdint.h>

/* How an attribute is kept in the format. */
typedef enum {
	TS_NONE,
	TS_I32,        /* int32 <-> `N : i32` */
	TS_I64_ARRAY,  /* [int32] <-> array<i64: ...> */
	TS_I32_ARRAY,  /* [int32] <-> array<i32: ...> */
	TS_BOOL,       /* bool <-> BoolAttr, always present */
	TS_OPT_BOOL,   /* bool <-> BoolAttr present only when true */
	TS_NAN_MODE,   /* NanPropagationMode <-> #tosa.nan_mode<...> */
	TS_ACC_TYPE,   /* DType <-> a type attribute */
	TS_VALUE,      /* [ubyte] raw bytes <-> a scalar of the first operand's element type */
	TS_RESIZE_MODE, /* ResizeMode <-> #tosa.resize_mode<...> */
	TS_DOUBLE_ROUND, /* bool <-> #tosa.rounding_mode<SINGLE_ROUND|DOUBLE_ROUND> */
	TS_STRING,     /* string <-> string */
	TS_BYTES,      /* [ubyte] <-> string */
} TosaSerialKind;

#define TOSA_SERIAL_MAX_ATTRS 5

typedef struct {
	uint8_t field;       /* the field's number in the op's attribute table */
	uint8_t kind;        /* TosaSerialKind */
	const char *name;    /* the MLIR attribute */
} TosaSerialAttr;

typedef struct {
	uint32_t op;         /* the Op enum (and Attribute union) number */
	const char *name;    /* the MLIR op, "tosa.add" */
	TosaSerialAttr attrs[TOSA_SERIAL_MAX_ATTRS];
} TosaSerialOp;

/* Op enum numbers with a meaning of their own to the reader and writer. */
enum { TOSA_SERIAL_CONST = 67, TOSA_SERIAL_CONST_SHAPE = 76 };
/* DType numbers */
enum {
	TOSA_DT_UNKNOWN, TOSA_DT_BOOL, TOSA_DT_UINT8, TOSA_DT_INT4, TOSA_DT_INT8, TOSA_DT_INT16,
	TOSA_DT_INT32, TOSA_DT_INT48, TOSA_DT_FP32, TOSA_DT_UINT16, TOSA_DT_FP16, TOSA_DT_BF16,
	TOSA_DT_SHAPE, TOSA_DT_FP8E4M3, TOSA_DT_FP8E5M2, TOSA_DT_COUNT
};

/* The op of an Op enum number, or of an MLIR op name; NULL if the format
   has none that mica reads and writes. */
const TosaSerialOp *tosa_serial_op(uint32_t op);
const TosaSerialOp *tosa_serial_op_named(const char *name);
/* The MLIR spelling of a DType's element type ("f32"; "index" for SHAPE),
   NULL for UNKNOWN and numbers beyond the enum. */
const char *tosa_serial_dtype_name(uint32_t dtype);
/* The DType of an MLIR element type's spelling, TOSA_DT_UNKNOWN if none. */
uint32_t tosa_serial_dtype_of(const char *spelling);

#endif
