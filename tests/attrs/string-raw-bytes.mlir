// RUN: printf '"foo.op"() {a = "ctl\001\177\033", b = "raw\ttab", c = "hi\200\377"} : () -> ()\n' > %t.mlir
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %t.mlir | FileCheck %s

// Raw control and high bytes inside a string literal print as hex escapes
// (the input is written with printf so that this file stays ASCII).

// CHECK: "foo.op"() {a = "ctl\01\7F\1B", b = "raw\09tab", c = "hi\80\FF"} : () -> ()
