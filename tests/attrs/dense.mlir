// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Dense elements: splats, lists that are all equal become splats, nested
// lists, 0-d and empty shapes.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.splat"() {a = dense<1> : tensor<4xi32>, b = dense<1.500000e+00> : tensor<2x2xf32>, e = dense<1> : tensor<3xi8>, h = dense<5> : tensor<i32>, k = dense<1> : vector<4xi32>, l = dense<-0.000000e+00> : tensor<2xf64>, m = dense<1> : tensor<2x3x4xi16>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.splat"() {a = dense<1> : tensor<4xi32>, b = dense<1.5> : tensor<2x2xf32>, e = dense<[1, 1, 1]> : tensor<3xi8>, h = dense<5> : tensor<i32>, k = dense<1> : vector<4xi32>, l = dense<-0.0> : tensor<2xf64>, m = dense<1> : tensor<2x3x4xi16>} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.lists"() {c = dense<[1, 2, 3]> : tensor<3xi32>, d = dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>, n = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf32>, o = dense<{{\[\[\[}}1]], {{\[\[}}2]]]> : tensor<2x1x1xi32>, p = dense<[1.000000e+00, 2.000000e+00]> : vector<2xbf16>, q = dense<[1, 2]> : tensor<2xindex>, r = dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.lists"() {c = dense<[1, 2, 3]> : tensor<3xi32>, d = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, n = dense<[[1., 2., 3.], [4., 5., 6.]]> : tensor<2x3xf32>, o = dense<[[[1]], [[2]]]> : tensor<2x1x1xi32>, p = dense<[1.0, 2.0]> : vector<2xbf16>, q = dense<[1, 2]> : tensor<2xindex>, r = dense<[0x7FC00000, 1.0]> : tensor<2xf32>} : () -> ()

// -----

// Empty: `dense<>` and `dense<[]>` both print as `dense<>`.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.empty"() {e = dense<> : tensor<1x0xi32>, i = dense<> : tensor<0xi32>, j = dense<> : tensor<0xf32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.empty"() {i = dense<> : tensor<0xi32>, j = dense<[]> : tensor<0xf32>, e = dense<[[]]> : tensor<1x0xi32>} : () -> ()

// -----

// i1 elements.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.i1"() {a = dense<[true, false, true, true, false, false, true, false, true]> : tensor<9xi1>, b = dense<true> : tensor<2xi1>, f = dense<true> : tensor<8xi1>, g = dense<[true, false, true]> : tensor<3xi1>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.i1"() {f = dense<true> : tensor<8xi1>, g = dense<[true, false, true]> : tensor<3xi1>, a = dense<[true, false, true, true, false, false, true, false, true]> : tensor<9xi1>, b = dense<[true, true]> : tensor<2xi1>} : () -> ()

// -----

// Complex elements print as `(re,im)` without a space.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.complex"() {a = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>, b = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>, c = dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f64>>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.complex"() {a = dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>, b = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>, c = dense<[(1.0, 2.0), (1.0, 2.0)]> : tensor<2xcomplex<f64>>} : () -> ()

// -----

// String elements, for element types of any dialect.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.strings"() {c = dense<"str"> : tensor<2x!foo.string>, d = dense<["a", "b"]> : tensor<2x!foo.s>, e = dense<"\01\02"> : tensor<!foo.t>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.strings"() {c = dense<"str"> : tensor<2x!foo.string>, d = dense<["a", "b"]> : tensor<2x!foo.s>, e = dense<"\01\02"> : tensor<!foo.t>} : () -> ()

// -----

// Unsigned, signed and odd-width integer elements.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.ints"() {a = dense<[1, 2]> : tensor<2xi4>, b = dense<[-8, 7]> : tensor<2xi4>, c = dense<[1, 2]> : tensor<2xi128>, d = dense<[1, 2, 3]> : tensor<3xi3>, f = dense<[255, 0]> : tensor<2xui8>, g = dense<-1> : tensor<2xsi8>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.ints"() {f = dense<[255, 0]> : tensor<2xui8>, g = dense<-1> : tensor<2xsi8>, a = dense<[1, 2]> : tensor<2xi4>, b = dense<[-8, 7]> : tensor<2xi4>, c = dense<[1, 2]> : tensor<2xi128>, d = dense<[1, 2, 3]> : tensor<3xi3>} : () -> ()

// -----

// Up to 100 elements print as a list.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.hundred"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.hundred"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99]> : tensor<100xi8>} : () -> ()

// -----

// More than 100 elements (that are not a splat) print as a hex payload.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.hundred_one"() {a = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F6061626364"> : tensor<101xi8>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.hundred_one"() {a = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi8>} : () -> ()

// -----

// A splat of more than 100 elements stays a splat.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.big_splat"() {a = dense<7> : tensor<1000xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.big_splat"() {a = dense<7> : tensor<1000xi32>} : () -> ()
