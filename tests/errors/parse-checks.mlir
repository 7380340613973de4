// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// What the parser checks beyond the grammar, in MLIR's words.

// expected-error @+1 {{expected '(' in callsite location}}
"foo.op"() : () -> () loc(callsite unknown)

// -----

// expected-error @+1 {{expected '[' in fused location}}
"foo.op"() : () -> () loc(fused)

// -----

// expected-error @+1 {{expected location, but found '1 : i64'}}
"foo.op"() : () -> () loc(#x)
#x = 1

// -----

// expected-error @+1 {{operation location alias was never defined}}
"foo.op"() : () -> () loc(#x)

// -----

// An op's own location may name an alias defined later.
func.func @f() {
  return loc(#x)
}
#x = loc("x":1:2)

// -----

"foo.op"() ({
  // expected-error @+1 {{successors in non-terminator}}
  %0 = "arith.constant"() [^bb1] {value = 1 : i32} : () -> i32
^bb1:
  "foo.op"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{cannot name an operation with no results}}
%0 = "foo.op"() : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_name = "g"}

// -----

func.func @f(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{cannot name an operation with no results}}
  %0 = memref.store %v, %m[%i] : memref<4xf32>
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %r = arith.cmpi %a, %a : i32
  return
}

// -----

// The keyword may be written as a string.
func.func @f(%a: i32) -> i1 {
  %r = arith.cmpi "eq", %a, %a : i32
  return %r : i1
}
