// RUN: not %mica-opt --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// RUN: not %mica-opt --allow-unregistered-dialect --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=OUT

// With --split-input-file every chunk is processed and reported; line
// numbers are those of the whole file; the exit status is 1 if any chunk
// failed, and the good chunks are still printed.

// ERR: format-split.mlir:[[@LINE+2]]:11: error: use of undeclared SSA value name
// OUT-NOT: foo.use
"foo.use"(%undef) : (i32) -> ()

// -----

// OUT: "foo.good"() : () -> ()
"foo.good"() : () -> ()

// -----

// ERR: format-split.mlir:[[@LINE+2]]:21: error: integer bitwidth is limited to 16777215 bits
// OUT-NOT: i16777216
"foo.op"() : () -> (i16777216)
