// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Type aliases are expanded where they are used and not printed.
// CHECK-NOT: !a =
// CHECK-NOT: !c =
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo.op"() {a = i32, b = !foo.bar<1>} : () -> (i32, tensor<4xi32>)
// CHECK-NEXT: }) : () -> ()
!a = i32
!b = !foo.bar<1>
!c = tensor<4x!a>
"foo.op"() {a = !a, b = !b} : () -> (!a, !c)

// -----

// The LangRef example without the seed's `type` keyword.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> vector<4xf32>
// CHECK-NEXT:   "foo"(%0) : (vector<4xf32>) -> ()
// CHECK-NEXT:   "foo"(%0) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
!avx_m128 = vector<4 x f32>
%x = "foo.def"() : () -> !avx_m128
"foo"(%x) : (vector<4 x f32>) -> ()
"foo"(%x) : (!avx_m128) -> ()

// -----

// Unused aliases leave no trace.
// CHECK-NOT: !unused
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.nothing"() : () -> ()
// CHECK-NEXT: }) : () -> ()
!unused = i64
"foo.nothing"() : () -> ()

// -----

// An alias of an alias.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.chain"() : () -> !foo.t
// CHECK-NEXT: }) : () -> ()
!foo_t = !foo.t
!t2 = !foo_t
"foo.chain"() : () -> (!t2)
