// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Typos in the seed LangRef's examples are rejected, with the error on the
// line of the typo. (mica's messages; mlir-opt 22 rejects these lines too.)

// "High-Level Structure": `tensor<100x50xf32)` lacks its `>`.
%C = "foo.def"() : () -> tensor<100x50xf32>
"tf.Print"(%C){message: "mul result"}
// expected-error @+1 {{expected '>'}}
: (tensor<100x50xf32) -> (tensor<100x50xf32>)

// -----

// "'cmpi' operation": the operand type list lacks its `)`.
%lhs = "foo.def"() : () -> vector<4xi64>
%rhs = "foo.def"() : () -> vector<4xi64>
%x = "std.cmpi"(%lhs, %rhs){predicate: 0}
// expected-error @+1 {{expected ')'}}
: (vector<4xi64>, vector<4xi64> -> vector<4xi1>

// -----

// "Memref Type": HTML markup left in the example.
%n = "foo.def"() : () -> index
%o = "foo.def"() : () -> index
// expected-error @+1 {{expected operation name in quotes}}
%A = <strong>alloc</strong> (%n)[%o] : <16x?xf32, #imapA>

// -----

// "Type Aliases": the operand types of a generic op need parentheses.
!avx_m128 = type vector<4 x f32>
%x = "foo.def"() : () -> !avx_m128
// expected-error @+1 {{expected function type}}
"foo"(%x) : vector<4 x f32> -> ()

// -----

// "'constant' operation": a generic op's type must be a function type.
// expected-error @+1 {{expected function type}}
%1 = "std.constant"(){value: 42} : i32

// -----

// "'constant' operation": a function type as the single result needs
// parentheses; without them the op has two results (mlir-opt 22 agrees).
// expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
%3 = "std.constant"(){value: @myfn} : () -> (tensor<16xf32>, f32) -> tensor<16xf32>

// -----

// "Layout Map": a comma between the dimension and symbol lists.
// expected-error @+1 {{expected '->' or ':'}}
#layout_map_col_major = (i, j), [M, N] -> (j, i) size (M, N)
