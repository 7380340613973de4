// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// In the generic form mlir-opt numbers values with one counter for the whole
// module, and regions of isolated ops are numbered last-in first-out: the
// first function gets the higher numbers.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     %1 = "foo.add"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:     "func.return"(%1) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i32) -> i32, sym_name = "h"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %0 = "foo.add"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:     "func.return"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func.func @g(%a: i32) -> i32 {
  %0 = "foo.add"(%a, %a) : (i32, i32) -> i32
  "func.return"(%0) : (i32) -> ()
}
func.func @h(%a: i32) -> i32 {
  %0 = "foo.add"(%a, %a) : (i32, i32) -> i32
  "func.return"(%0) : (i32) -> ()
}

// -----

// Three functions and top-level values.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.top"() : () -> i8
// CHECK-NEXT:   "func.func"() <{function_type = (i1) -> (), sym_name = "a"}> ({
// CHECK-NEXT:   ^bb0(%arg2: i1):
// CHECK-NEXT:     %3 = "foo.a"() : () -> i1
// CHECK-NEXT:     %4 = "foo.a"() : () -> i1
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = (i1, i1) -> (), sym_name = "b"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i1, %arg1: i1):
// CHECK-NEXT:     %2 = "foo.b"() : () -> i1
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{function_type = () -> (), sym_name = "c"}> ({
// CHECK-NEXT:     %1:2 = "foo.c"() : () -> (i1, i1)
// CHECK-NEXT:     "func.return"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
%top = "foo.top"() : () -> i8
func.func @a(%x: i1) {
  %0 = "foo.a"() : () -> i1
  %1 = "foo.a"() : () -> i1
  "func.return"() : () -> ()
}
func.func @b(%x: i1, %y: i1) {
  %0 = "foo.b"() : () -> i1
  "func.return"() : () -> ()
}
func.func @c() {
  %0:2 = "foo.c"() : () -> (i1, i1)
  "func.return"() : () -> ()
}

// -----

// Nested regions share the counter and are numbered after the values of the
// enclosing block.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0 = "foo.outer"() ({
// CHECK-NEXT:     %2 = "foo.inner"() : () -> i32
// CHECK-NEXT:     "foo.inner2"() ({
// CHECK-NEXT:       %3 = "foo.innermost"() : () -> i32
// CHECK-NEXT:     }) : () -> ()
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   %1 = "foo.after"() : () -> i32
// CHECK-NEXT: }) : () -> ()
%0 = "foo.outer"() ({
  %1 = "foo.inner"() : () -> i32
  "foo.inner2"() ({
    %2 = "foo.innermost"() : () -> i32
  }) : () -> ()
}) : () -> i32
%3 = "foo.after"() : () -> i32
