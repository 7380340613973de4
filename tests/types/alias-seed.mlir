// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// The seed LangRef's type alias definition `!alias = type T` ("Type Aliases").
// mlir-opt 22 no longer accepts the `type` keyword; the expected output is
// mlir-opt 22's for the same input without it.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.def"() : () -> vector<4xf32>
// CHECK-NEXT:   "foo"(%0) : (vector<4xf32>) -> ()
// CHECK-NEXT:   "foo"(%0) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : () -> ()
!avx_m128 = type vector<4 x f32>
%x = "foo.def"() : () -> !avx_m128
"foo"(%x) : (vector<4 x f32>) -> ()
"foo"(%x) : (!avx_m128) -> ()

// -----

// Both spellings in one file.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:2 = "foo.mixed"() : () -> (i32, tensor<2xi32>)
// CHECK-NEXT: }) : () -> ()
!a = type i32
!b = tensor<2x!a>
"foo.mixed"() : () -> (!a, !b)
