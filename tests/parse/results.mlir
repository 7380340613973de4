// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Result lists: `%a, %b =`, `%r:2 =`, mixed groups `%p:2, %q =`; uses
// `%r#1`. Every op's results become one group `%N:k`.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0:3 = "foo.multi"() : () -> (i1, i2, i3)
// CHECK-NEXT:   "foo.use"(%0#2, %0#0, %0#1) : (i3, i1, i2) -> ()
// CHECK-NEXT:   %1:2 = "foo.pair"() : () -> (i8, i16)
// CHECK-NEXT:   "foo.use"(%1#1, %1#0) : (i16, i8) -> ()
// CHECK-NEXT:   %2:3 = "foo.tri"() : () -> (i1, i2, i3)
// CHECK-NEXT:   "foo.use2"(%2#1, %2#2) : (i2, i3) -> ()
// CHECK-NEXT: }) : () -> ()
%r:3 = "foo.multi"() : () -> (i1, i2, i3)
"foo.use"(%r#2, %r#0, %r#1) : (i3, i1, i2) -> ()
%x, %y = "foo.pair"() : () -> (i8, i16)
"foo.use"(%y, %x) : (i16, i8) -> ()
%p:2, %q = "foo.tri"() : () -> (i1, i2, i3)
"foo.use2"(%p#1, %q) : (i2, i3) -> ()

// -----

// A single result is `%N`; `%r#0` of a single result is the value itself.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.single"() : () -> index
// CHECK-NEXT:   "foo.use"(%0, %0) : (index, index) -> ()
// CHECK-NEXT: }) : () -> ()
%s = "foo.single"() : () -> index
"foo.use"(%s, %s#0) : (index, index) -> ()

// -----

// SSA names may use any suffix characters.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.a"() : () -> i32
// CHECK-NEXT:   %1 = "foo.b"() : () -> i32
// CHECK-NEXT:   %2 = "foo.c"() : () -> i32
// CHECK-NEXT:   "foo.use"(%0, %1, %2) : (i32, i32, i32) -> ()
// CHECK-NEXT: }) : () -> ()
%with.dots = "foo.a"() : () -> i32
%_$-x = "foo.b"() : () -> i32
%42 = "foo.c"() : () -> i32
"foo.use"(%with.dots, %_$-x, %42) : (i32, i32, i32) -> ()

// -----

// Zero results; ops with only operands; the same value used many times.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.v"() : () -> f32
// CHECK-NEXT:   "foo.sink"(%0, %0, %0) : (f32, f32, f32) -> ()
// CHECK-NEXT: }) : () -> ()
%v = "foo.v"() : () -> f32
"foo.sink"(%v, %v, %v) : (f32, f32, f32) -> ()
