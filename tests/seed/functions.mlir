// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Seed LangRef functions whose bodies hold only generic operations. The
// expected output is mlir-opt 22's for the same fragment with `func.func`
// and `name = value`.

// "Functions": @count with `attributes`, its `return` in generic form.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i64) -> (i64, i64), sym_name = "count"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i64):
// CHECK-NEXT:     "std.return"(%arg0, %arg0) : (i64, i64) -> ()
// CHECK-NEXT:   }) {fruit = "banana"} : () -> ()
// CHECK-NEXT: }) : () -> ()
func @count(%x: i64) -> (i64, i64)
  attributes {fruit: "banana"} {
  "std.return"(%x, %x) : (i64, i64) -> ()
}

// -----

// "Blocks": @simple with a type-only signature and a labeled entry block,
// its custom ops in generic form.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (i64, i1) -> i64, sym_name = "simple"}> ({
// CHECK-NEXT:   ^bb0(%arg0: i64, %arg1: i1):
// CHECK-NEXT:     "br_cond"(%arg1)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "br"(%arg0)[^bb3] : (i64) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = "addi"(%arg0, %arg0) : (i64, i64) -> i64
// CHECK-NEXT:     "br"(%0)[^bb3] : (i64) -> ()
// CHECK-NEXT:   ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "br"(%1, %1)[^bb4] : (i64, i64) -> ()
// CHECK-NEXT:   ^bb4(%2: i64, %3: i64):  // pred: ^bb3
// CHECK-NEXT:     %4 = "addi"(%2, %3) : (i64, i64) -> i64
// CHECK-NEXT:     "return"(%4) : (i64) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1): // Code dominated by ^bb0 may refer to %a
  "br_cond"(%cond)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  "br"()[^bb3(%a : i64)] : () -> () // Branch passes %a as the argument
^bb2:
  %b = "addi"(%a, %a) : (i64, i64) -> i64
  "br"()[^bb3(%b : i64)] : () -> () // Branch passes %b as the argument
// ^bb3 receives an argument, named %c, from predecessors
// and passes it on to bb4 twice.
^bb3(%c: i64):
  "br"()[^bb4(%c, %c : i64, i64)] : () -> ()
^bb4(%d : i64, %e : i64):
  %0 = "addi"(%d, %e) : (i64, i64) -> i64
  "return"(%0) : (i64) -> ()
}

// -----

// "Unit Attribute": argument attributes of the seed's declarations. Today
// an argument may only have dialect attributes, so the seed's are kept
// under `seed.`; the expected output is mlir-opt 22's for
// `func.func private @verbose_form(i1 {seed.unitAttr})` and its twin.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{seed.unitAttr}], function_type = (i1) -> (), sym_name = "verbose_form", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{seed.unitAttr}], function_type = (i1) -> (), sym_name = "simple_form", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "func.func"() <{arg_attrs = [{foo.dotted, seed.fruit = "banana"}], function_type = (i1) -> (), sym_name = "dotted", sym_visibility = "private"}> ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
func @verbose_form(i1 {unitAttr : unit})
func @simple_form(i1 {unitAttr})
func @dotted(i1 {fruit: "banana", foo.dotted})
