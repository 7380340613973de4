// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s
// Expected output: mlir-opt-22 --allow-unregistered-dialect %s

// Repeated function types after a colon: from the third sighting on the
// lexer hands over the whole `(...) -> ...` (grammar/memo.c).  A generic
// op takes its operand and result types from it, read_type takes it
// whole, and a custom form that reads `(` itself (memref.atomic_rmw) gets
// the tokens of its text.  After `=` and with `tensor <` spaced, the
// tokens are read as ever.

func.func private @g(i32) -> (i32, i32)
func.func @calls(%a: i32, %m: memref<10xf32>, %v: f32, %i: index) -> i32 {
  %0:2 = func.call @g(%a) : (i32) -> (i32, i32)
  %1:2 = func.call @g(%0#0) : (i32) -> (i32, i32)
  %2:2 = func.call @g(%1#1) : (i32) -> (i32, i32)
  %3:2 = func.call @g(%2#1) : (i32) -> (i32, i32)
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw addf %x, %m[%i] : (f32, memref<10xf32>) -> f32
  %z = memref.atomic_rmw addf %y, %m[%i] : (f32, memref<10xf32>) -> f32
  %w = memref.atomic_rmw addf %z, %m[%i] : (f32, memref<10xf32>) -> f32
  "foo.use"(%w) : (f32) -> ()
  "foo.use"(%w) : (f32) -> ()
  "foo.use"(%w) : (f32) -> ()
  return %3#0 : i32
}
"foo.a"() : () -> !foo.t<1>
"foo.a"() : () -> !foo.t<1>
"foo.a"() : () -> !foo.t<1>
"foo.b"() : () -> tensor<2xi8> loc("here")
"foo.b"() : () -> tensor<2xi8> loc("here")
"foo.b"() : () -> tensor<2xi8> loc("here")
"foo.c"() {f = (i1) -> i1} : () -> i1
"foo.c"() {f = (i1) -> i1} : () -> i1
"foo.c"() {f = (i1) -> i1} : () -> i1
"foo.d"() : () -> tensor <2xi8>
"foo.d"() : () -> tensor <2xi8>
"foo.d"() : () -> tensor <2xi8>
"foo.e"() {t = () -> ()} : () -> ()
"foo.e"() {t = () -> ()} : () -> ()
"foo.e"() {t = () -> ()} : () -> ()

// CHECK: {{^}}module {
// CHECK-NEXT:   func.func private @g(i32) -> (i32, i32)
// CHECK-LABEL: func.func @calls(%arg0: i32, %arg1: memref<10xf32>, %arg2: f32, %arg3: index) -> i32 {
// CHECK-NEXT:     %12:2 = call @g(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT:     %13:2 = call @g(%12#0) : (i32) -> (i32, i32)
// CHECK-NEXT:     %14:2 = call @g(%13#1) : (i32) -> (i32, i32)
// CHECK-NEXT:     %15:2 = call @g(%14#1) : (i32) -> (i32, i32)
// CHECK-NEXT:     %16 = memref.atomic_rmw addf %arg2, %arg1[%arg3] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:     %17 = memref.atomic_rmw addf %16, %arg1[%arg3] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:     %18 = memref.atomic_rmw addf %17, %arg1[%arg3] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:     %19 = memref.atomic_rmw addf %18, %arg1[%arg3] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT:     "foo.use"(%19) : (f32) -> ()
// CHECK-NEXT:     "foo.use"(%19) : (f32) -> ()
// CHECK-NEXT:     "foo.use"(%19) : (f32) -> ()
// CHECK-NEXT:     return %15#0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = "foo.a"() : () -> !foo.t<1>
// CHECK-NEXT:   %1 = "foo.a"() : () -> !foo.t<1>
// CHECK-NEXT:   %2 = "foo.a"() : () -> !foo.t<1>
// CHECK-NEXT:   %3 = "foo.b"() : () -> tensor<2xi8>
// CHECK-NEXT:   %4 = "foo.b"() : () -> tensor<2xi8>
// CHECK-NEXT:   %5 = "foo.b"() : () -> tensor<2xi8>
// CHECK-NEXT:   %6 = "foo.c"() {f = (i1) -> i1} : () -> i1
// CHECK-NEXT:   %7 = "foo.c"() {f = (i1) -> i1} : () -> i1
// CHECK-NEXT:   %8 = "foo.c"() {f = (i1) -> i1} : () -> i1
// CHECK-NEXT:   %9 = "foo.d"() : () -> tensor<2xi8>
// CHECK-NEXT:   %10 = "foo.d"() : () -> tensor<2xi8>
// CHECK-NEXT:   %11 = "foo.d"() : () -> tensor<2xi8>
// CHECK-NEXT:   "foo.e"() {t = () -> ()} : () -> ()
// CHECK-NEXT:   "foo.e"() {t = () -> ()} : () -> ()
// CHECK-NEXT:   "foo.e"() {t = () -> ()} : () -> ()
// CHECK-NEXT: }
