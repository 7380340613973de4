// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s

// Found by the roundtrip fuzz target (under ASan): the table of distinct
// ids kept its keys among an op's temporaries, which are freed once the op
// is built, so a distinct id used again by a later op was looked up in
// freed memory. Expected output: mlir-opt 22's.

// CHECK: #[[D5:distinct[0-9]*]] = distinct[0]<[1]>
// CHECK: #[[D3:distinct[0-9]*]] = distinct[1]<1 : i64>
// CHECK: "foo.op"() {a = #[[D5]], b = [#[[D3]], #[[D5]]]} : () -> ()
// CHECK-NEXT: "foo.op"() {a = #[[D5]], b = [#[[D3]], #[[D5]]]} : () -> ()
"foo.op"() {a = distinct[5]<[1]>, b = [distinct[3]<1>, distinct[5]<[1]>]} : () -> ()
"foo.op"() {a = distinct[5]<[1]>, b = [distinct[3]<1>, distinct[5]<[1]>]} : () -> ()
