// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --upgrade-std %s | FileCheck %s
// The seed LangRef's examples (every well-formed one; the values they use
// are a function's arguments, the maps and functions they name defined),
// upgraded. The expected text is mlir-opt 22's print of the upgraded text:
//   mica-opt --allow-unregistered-dialect --split-input-file --upgrade-std seed-examples.mlir |
//   mlir-opt-22 --allow-unregistered-dialect --split-input-file
// which prints it unchanged (mlir-opt-accepts.test checks that).

// "High-Level Structure", with its two typos mended (`tensor<100x50xf32)`
// and `store 0 to %C[...]`, which stores the constant %zero here).
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @mul(%arg0: tensor<100x?xf32>, %arg1: tensor<?x50xf32>) -> tensor<100x50xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<100x?xf32>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) : memref<100x?xf32>
// CHECK-NEXT:     bufferization.materialize_in_destination %arg0 in writable %alloc : (tensor<100x?xf32>, memref<100x?xf32>) -> ()
// CHECK-NEXT:     %alloc_0 = memref.alloc(%dim) : memref<?x50xf32>
// CHECK-NEXT:     bufferization.materialize_in_destination %arg1 in writable %alloc_0 : (tensor<?x50xf32>, memref<?x50xf32>) -> ()
// CHECK-NEXT:     %0 = call @multiply(%alloc, %alloc_0) : (memref<100x?xf32>, memref<?x50xf32>) -> memref<100x50xf32>
// CHECK-NEXT:     memref.dealloc %alloc : memref<100x?xf32>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<?x50xf32>
// CHECK-NEXT:     %1 = bufferization.to_tensor %0 : memref<100x50xf32> to tensor<100x50xf32>
// CHECK-NEXT:     memref.dealloc %0 : memref<100x50xf32>
// CHECK-NEXT:     %2 = "tf.Print"(%1) {message = "mul result"} : (tensor<100x50xf32>) -> tensor<100x50xf32>
// CHECK-NEXT:     return %1 : tensor<100x50xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multiply(%arg0: memref<100x?xf32>, %arg1: memref<?x50xf32>) -> memref<100x50xf32> {
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c1 : memref<100x?xf32>
// CHECK-NEXT:     %alloc = memref.alloc() : memref<100x50xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     affine.for %arg2 = 0 to 100 {
// CHECK-NEXT:       affine.for %arg3 = 0 to 50 {
// CHECK-NEXT:         memref.store %cst, %alloc[%arg2, %arg3] : memref<100x50xf32>
// CHECK-NEXT:         affine.for %arg4 = 0 to %dim {
// CHECK-NEXT:           %0 = memref.load %arg0[%arg2, %arg4] : memref<100x?xf32>
// CHECK-NEXT:           %1 = memref.load %arg1[%arg4, %arg3] : memref<?x50xf32>
// CHECK-NEXT:           %2 = arith.mulf %0, %1 : f32
// CHECK-NEXT:           %3 = memref.load %alloc[%arg2, %arg3] : memref<100x50xf32>
// CHECK-NEXT:           %4 = arith.addf %3, %2 : f32
// CHECK-NEXT:           memref.store %4, %alloc[%arg2, %arg3] : memref<100x50xf32>
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %alloc : memref<100x50xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @mul(%A: tensor<100x?xf32>, %B: tensor<?x50xf32>) -> (tensor<100x50xf32>) {
%n = dim %A, 1 : tensor<100x?xf32>
%A_m = alloc(%n) : memref<100x?xf32>
tensor_store %A to %A_m : memref<100x?xf32>
%B_m = alloc(%n) : memref<?x50xf32>
tensor_store %B to %B_m : memref<?x50xf32>
%C_m = call @multiply(%A_m, %B_m)
: (memref<100x?xf32>, memref<?x50xf32>) -> (memref<100x50xf32>)
dealloc %A_m : memref<100x?xf32>
dealloc %B_m : memref<?x50xf32>
%C = tensor_load %C_m : memref<100x50xf32>
dealloc %C_m : memref<100x50xf32>
"tf.Print"(%C){message: "mul result"}
: (tensor<100x50xf32>) -> (tensor<100x50xf32>)
return %C : tensor<100x50xf32>
}
func @multiply(%A: memref<100x?xf32>, %B: memref<?x50xf32>)
-> (memref<100x50xf32>) {
%n = dim %A, 1 : memref<100x?xf32>
%C = alloc() : memref<100x50xf32>
%zero = constant 0.0 : f32
affine.for %i = 0 to 100 {
affine.for %j = 0 to 50 {
store %zero, %C[%i, %j] : memref<100x50xf32>
affine.for %k = 0 to %n {
%a_v = load %A[%i, %k] : memref<100x?xf32>
%b_v = load %B[%k, %j] : memref<?x50xf32>
%prod = mulf %a_v, %b_v : f32
%c_v = load %C[%i, %j] : memref<100x50xf32>
%sum = addf %c_v, %prod : f32
store %sum, %C[%i, %j] : memref<100x50xf32>
}
}
}
return %C : memref<100x50xf32>
}

// -----

// "Dimensions and Symbols"
// CHECK: {{^}}#map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
// CHECK-NEXT: module {
// CHECK-LABEL:   func.func @symbols(%arg0: index) {
// CHECK-NEXT:     %alloc = memref.alloc()[%arg0] : memref<40x50xf32, #map>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#affine_map2to3 = (d0, d1)[s0] -> (d0, d1 + s0, d1 - s0) size (10,20,30)
func @symbols(%N: index) {
%x = alloc()[%N] : memref<40x50xf32, #affine_map2to3>
return
}

// -----

// "Affine Map Definition"
// CHECK: {{^}}#map = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
// CHECK-NEXT: module {
// CHECK-LABEL:   func.func @named_maps(%arg0: index) {
// CHECK-NEXT:     %alloc = memref.alloc()[%arg0] : memref<4x4xf32, #map>
// CHECK-NEXT:     %alloc_0 = memref.alloc()[%arg0] : memref<4x4xf32, #map>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#affine_map42 =
(d0, d1)[s0] -> (d0, d0 + d1 + floordiv(s0,2)) size (10, s0)
func @named_maps(%N: index) {
%a = alloc()[%N] : memref<4x4xf32, #affine_map42>
%b = alloc()[%N] : memref<4x4xf32, (d0, d1)[s0] -> (d0, d0 + d1 + floordiv(s0,2))
size (10, s0)>
return
}

// -----

// "Integer Sets"
// CHECK: {{^}}#set = affine_set<(d0, d1)[s0, s1] : (d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0)>
// CHECK-NEXT: module {
// CHECK-LABEL:   func.func @sets(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:     affine.if #set(%arg0, %arg1)[%arg2, %arg3] {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#set42 = (d0, d1)[s0, s1]
: d0 >= 0, -d0 + s0 - 1 >= 0, d1 >= 0, -d1 + s1 - 1 >= 0
func @sets(%i: index, %j: index, %M: index, %N: index) {
affine.if #set42(%i, %j)[%M, %N] {
}
return
}

// -----

// "Memref Type"
// CHECK: {{^}}#map = affine_map<(d0, d1, d2)[s0] -> (d2, d1, d0)>
// CHECK-NEXT: module {
// CHECK-LABEL:   func.func private @memrefs(memref<16x32xf32, "memspace0">, memref<16x4x?xf32, #map, "memspace0">)
// CHECK-NEXT: }
#imapA = (d0, d1) -> (d0, d1) size (16, 32)
#imapB = (d0, d1, d2) [s0] -> (d2, d1, d0) size (s0, 4, 16)
func @memrefs(memref<16x32xf32, #imapA, memspace0>, memref<16x4x?xf32, #imapB, memspace0>)

// -----

// "Memref Type", symbol capture
// CHECK: {{^}}#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK-NEXT: module {
// CHECK-LABEL:   func.func @capture(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0)[%arg1] : memref<16x?xf32, #map>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#imapA = (d0, d1) [s0] -> (d0 + s0, d1)
func @capture(%n: index, %o: index) {
%A = alloc (%n)[%o] : memref<16x?xf32, #imapA>
return
}

// -----

// "Memref Type", index space
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @index_space(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<16x32xf32, "memspace0">
// CHECK-NEXT:     %0 = memref.load %alloc[%arg0, %arg1] : memref<16x32xf32, "memspace0">
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#imapA = (d0, d1) -> (d0, d1) size (16, 32)
func @index_space(%i: index, %j: index) {
%A = alloc() : memref<16x32xf32, #imapA, memspace0>
%v = load %A[%i, %j] : memref<16x32xf32, #imapA, memspace0>
return
}

// -----

// "Index Map", "Layout Map"
// CHECK: {{^}}#map = affine_map<(d0, d1)[s0, s1] -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1)[s0, s1, s2, s3] -> (d0 + s2, d1 + s3)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2, d3)[s0, s1] -> (d0 * 128 + d2, d1 * 128 + d3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   "foo.maps"() {row_major = #map, slice = #map1, tiled = #map2} : () -> ()
// CHECK-NEXT: }
#imap_slice = (i, j) [M, N, OI, OJ] -> (i + OI , j + OJ) size (M, N)
#imap_tiled = (d0, d1, d2, d3) [M, N] -> (128 * d0 + d2, 128 * d1 + d3)
size (M, N)
#layout_map_row_major = (i, j) [M, N] -> (i, j) size (M, N)
"foo.maps"() {slice: #imap_slice, tiled: #imap_tiled, row_major: #layout_map_row_major} : () -> ()

// -----

// "Unit Attribute"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func private @verbose_form(i1 {seed.unitAttr})
// CHECK-NEXT:   func.func private @simple_form(i1 {seed.unitAttr})
// CHECK-NEXT: }
func @verbose_form(i1 {unitAttr : unit})
func @simple_form(i1 {unitAttr})

// -----

// "Functions"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func private @abort()
// CHECK-NEXT:   func.func private @scribble(i32, i64, memref<?x128xf32>) -> f64
// CHECK-NEXT:   func.func @count(%arg0: i64) -> (i64, i64) attributes {fruit = "banana"} {
// CHECK-NEXT:     return %arg0, %arg0 : i64, i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
#layout_map0 = (d0, d1) -> (d0, d1)
func @abort()
func @scribble(i32, i64, memref<? x 128 x f32, #layout_map0>) -> f64
func @count(%x: i64) -> (i64, i64)
attributes {fruit: "banana"} {
return %x, %x: i64, i64
}

// -----

// "Blocks"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @simple(%arg0: i64, %arg1: i1) -> i64 {
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg0 : i64)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i64
// CHECK-NEXT:     cf.br ^bb3(%0 : i64)
// CHECK-NEXT:   ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.br ^bb4(%1, %1 : i64, i64)
// CHECK-NEXT:   ^bb4(%2: i64, %3: i64):  // pred: ^bb3
// CHECK-NEXT:     %4 = arith.addi %2, %3 : i64
// CHECK-NEXT:     return %4 : i64
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @simple(i64, i1) -> i64 {
^bb0(%a: i64, %cond: i1):
br_cond %cond, ^bb1, ^bb2
^bb1:
br ^bb3(%a: i64)
^bb2:
%b = addi %a, %a : i64
br ^bb3(%b: i64)
^bb3(%c: i64):
br ^bb4(%c, %c : i64, i64)
^bb4(%d : i64, %e : i64):
%0 = addi %d, %e : i64
return %0 : i64
}

// -----

// "Operations"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @operations() {
// CHECK-NEXT:     %0:2 = "foo_div"() : () -> (f32, i32)
// CHECK-NEXT:     %1:2 = "foo_div"() : () -> (f32, i32)
// CHECK-NEXT:     %2 = "tf.scramble"(%0#0, %1#1) {fruit = "banana"} : (f32, i32) -> f32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @operations() {
%result:2 = "foo_div"() : () -> (f32, i32)
%foo, %bar = "foo_div"() : () -> (f32, i32)
%2 = "tf.scramble"(%result#0, %bar){fruit: "banana"} : (f32, i32) -> f32
return
}

// -----

// "Operations", successors in the generic form
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @generic_successors(%arg0: i1, %arg1: index) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : index)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   ^bb2(%0: index):  // pred: ^bb0
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @generic_successors(%cond: i1, %v: index) {
"br_cond"(%cond)[^bb1, ^bb2(%v : index)] : (i1) -> ()
^bb1:
"return"() : () -> ()
^bb2(%w: index):
"return"() : () -> ()
}

// -----

// "'cond_br' terminator operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @select(%arg0: i32, %arg1: i32, %arg2: i1) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg2, ^bb1(%arg0 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @select(i32, i32, i1) -> i32 {
^bb0(%a : i32, %b :i32, %flag : i1) :
cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x : i32) :
return %x : i32
}

// -----

// "'call' operation", "'call_indirect' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func private @my_add(tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT:   func.func @calls(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>, %arg2: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>) {
// CHECK-NEXT:     %0 = call @my_add(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT:     %1 = call_indirect %arg2(%arg0, %arg1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @my_add(tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
func @calls(%0: tensor<16xf32>, %1: tensor<16xf32>, %15: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>) {
%31 = call @my_add(%0, %1) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
%32 = call_indirect %15(%0, %1)
: (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
return
}

// -----

// "'dim' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @dims(%arg0: tensor<4x?xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c0 : tensor<4x?xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = tensor.dim %arg0, %c0_1 : tensor<4x?xf32>
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %dim_4 = tensor.dim %arg0, %c1_3 : tensor<4x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @dims(%A: tensor<4 x ? x f32>) {
%x = dim %A, 0 : tensor<4 x ? x f32>
%y = dim %A, 1 : tensor<4 x ? x f32>
%x2 = "std.dim"(%A){index: 0} : (tensor<4 x ? x f32>) -> index
%y2 = "std.dim"(%A){index: 1} : (tensor<4 x ? x f32>) -> index
return
}

// -----

// "'alloc' operation", "'dealloc' operation"
// CHECK: {{^}}#map = affine_map<(d0, d1)[s0, s1] -> (d0 + s0, d1 + s1)>
// CHECK-NEXT: module {
// CHECK-LABEL:   func.func @allocs(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<1024x64xf32, "memspace0">
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg0, %arg1)[%arg2, %arg3] : memref<?x?xf32, #map, "memspace1">
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<128xf32, "memspace0">
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<128xf32, "memspace0">
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#layout_map0 = (d0, d1) -> (d0, d1)
#layout_map1 = (d0, d1)[s0, s1] -> (d0 + s0, d1 + s1)
#layout = (d0) -> (d0)
func @allocs(%M: index, %N: index, %x: index, %y: index) {
%A = alloc() : memref<1024x64xf32, #layout_map0, memspace0>
%B = alloc(%M, %N)[%x, %y] : memref<?x?xf32, #layout_map1, memspace1>
%C = alloc() : memref<128 x f32, #layout, memspace0>
dealloc %C : memref<128 x f32, #layout, memspace0>
return
}

// -----

// "'dma_wait' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @dma(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<1xi32, 4>
// CHECK-NEXT:     memref.dma_wait %alloc[%arg0], %arg1 : memref<1xi32, 4>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @dma(%index: index, %num_elements: index) {
%tag = alloc() : memref<1 x i32, (d0) -> (d0), 4>
dma_wait %tag[%index], %num_elements : memref<1 x i32, (d0) -> (d0), 4>
return
}

// -----

// "'extract_element' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @extracts(%arg0: vector<4x4xi32>, %arg1: tensor<4x4xi32>, %arg2: tensor<*xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT:     %0 = vector.extract %arg0[%arg3, %arg4] : i32 from vector<4x4xi32>
// CHECK-NEXT:     %extracted = tensor.extract %arg1[%arg3, %arg4] : tensor<4x4xi32>
// CHECK-NEXT:     %cast = tensor.cast %arg2 : tensor<*xi32> to tensor<?x?xi32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %cast[%arg3, %arg4] : tensor<?x?xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @extracts(%v: vector<4x4xi32>, %t: tensor<4x4xi32>, %ut: tensor<*xi32>, %1: index, %2: index) {
%3 = extract_element %v[%1, %2] : vector<4x4xi32>
%4 = extract_element %t[%1, %2] : tensor<4x4xi32>
%5 = extract_element %ut[%1, %2] : tensor<*xi32>
return
}

// -----

// "'load' operation", with index elements: the example loads an i32 that
// affine.apply then takes as an index
// CHECK: {{^}}#map = affine_map<(d0, d1) -> (d0 * 3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1 + 1)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 * 2 + 1)>
// CHECK-NEXT: module {
// CHECK-LABEL:   func.func @loads(%arg0: memref<8x?xindex, "memspace0">, %arg1: memref<4x?xindex, "memspace0">, %arg2: index, %arg3: index) {
// CHECK-NEXT:     %0 = affine.apply #map(%arg2, %arg3)
// CHECK-NEXT:     %1 = affine.apply #map1(%arg2, %arg3)
// CHECK-NEXT:     %2 = memref.load %arg0[%0, %1] : memref<8x?xindex, "memspace0">
// CHECK-NEXT:     %3 = affine.apply #map2(%2)
// CHECK-NEXT:     %4 = memref.load %arg1[%3, %1] : memref<4x?xindex, "memspace0">
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#layout = (d0, d1) -> (d0, d1)
func @loads(%A: memref<8x?xindex, #layout, memspace0>, %B: memref<4x?xindex, #layout, memspace0>, %i: index, %j: index) {
%1 = affine.apply (d0, d1) -> (3*d0) (%i, %j)
%2 = affine.apply (d0, d1) -> (d1+1) (%i, %j)
%12 = load %A[%1, %2] : memref<8x?xindex, #layout, memspace0>
%3 = affine.apply (d0) -> (2*d0 + 1)(%12)
%13 = load %B[%3, %2] : memref<4x?xindex, #layout, memspace0>
return
}

// -----

// "'tensor_load' operation", "'tensor_store' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @tensor_memory(%arg0: tensor<4x?xf32>, %arg1: memref<4x?xf32, "memspace0">) {
// CHECK-NEXT:     %0 = bufferization.to_tensor %arg1 : memref<4x?xf32, "memspace0"> to tensor<4x?xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) : memref<4x?xf32, "memspace0">
// CHECK-NEXT:     bufferization.materialize_in_destination %arg0 in writable %alloc : (tensor<4x?xf32>, memref<4x?xf32, "memspace0">) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
#layout = (d0, d1) -> (d0, d1)
func @tensor_memory(%8: tensor<4x?xf32>, %10: memref<4x?xf32, #layout, memspace0>) {
%12 = tensor_load %10 : memref<4x?xf32, #layout, memspace0>
%9 = dim %8, 1 : tensor<4x?xf32>
%11 = alloc(%9) : memref<4x?xf32, #layout, memspace0>
tensor_store %8, %11 : memref<4x?xf32, #layout, memspace0>
return
}

// -----

// "'addi' operation", "'addf' operation", "'and' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @add_and(%arg0: i64, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi32>, %arg4: tensor<4x?xi8>, %arg5: tensor<4x?xi8>, %arg6: f64, %arg7: f64, %arg8: vector<4xf32>, %arg9: vector<4xf32>, %arg10: tensor<4x?xbf16>, %arg11: tensor<4x?xbf16>) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg1 : i64
// CHECK-NEXT:     %1 = arith.addi %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT:     %2 = arith.addi %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT:     %3 = arith.addf %arg6, %arg7 : f64
// CHECK-NEXT:     %4 = arith.addf %arg8, %arg9 : vector<4xf32>
// CHECK-NEXT:     %5 = arith.addf %arg10, %arg11 : tensor<4x?xbf16>
// CHECK-NEXT:     %6 = arith.andi %arg0, %arg1 : i64
// CHECK-NEXT:     %7 = arith.andi %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT:     %8 = arith.andi %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @add_and(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>,
              %fb: f64, %fc: f64, %fg: vector<4xf32>, %fh: vector<4xf32>, %fy: tensor<4x?xbf16>, %fz: tensor<4x?xbf16>) {
%a = addi %b, %c : i64
%f = addi %g, %h : vector<4xi32>
%x = addi %y, %z : tensor<4x?xi8>
%fa = addf %fb, %fc : f64
%ff = addf %fg, %fh : vector<4xf32>
%fx = addf %fy, %fz : tensor<4x?xbf16>
%aa = and %b, %c : i64
%af = and %g, %h : vector<4xi32>
%ax = and %y, %z : tensor<4x?xi8>
return
}

// -----

// "'cmpi' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @cmpi(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: vector<4xi64>) {
// CHECK-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %1 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:     %2 = arith.cmpi eq, %arg2, %arg3 : vector<4xi64>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @cmpi(%lhs: i32, %rhs: i32, %vlhs: vector<4xi64>, %vrhs: vector<4xi64>) {
%x = cmpi "slt", %lhs, %rhs : i32
%x2 = "std.cmpi"(%lhs, %rhs){predicate: 2} : (i32, i32) -> i1
%x3 = cmpi "eq", %vlhs, %vrhs : vector<4xi64>
return
}

// -----

// "'constant' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func private @myfn(tensor<16xf32>, f32) -> tensor<16xf32>
// CHECK-NEXT:   func.func @constants() {
// CHECK-NEXT:     %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:     %f = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @myfn(tensor<16xf32>, f32) -> tensor<16xf32>
func @constants() {
%1 = constant 42 : i32
%3 = constant @myfn : (tensor<16xf32>, f32) -> tensor<16xf32>
return
}

// -----

// "'divis' operation", "'diviu' operation", "'remis' operation", "'remiu' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @div_rem(%arg0: i64, %arg1: i64, %arg2: vector<4xi32>, %arg3: vector<4xi32>, %arg4: tensor<4x?xi8>, %arg5: tensor<4x?xi8>) {
// CHECK-NEXT:     %0 = arith.divsi %arg0, %arg1 : i64
// CHECK-NEXT:     %1 = arith.divsi %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT:     %2 = arith.divsi %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT:     %3 = arith.divui %arg0, %arg1 : i64
// CHECK-NEXT:     %4 = arith.divui %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT:     %5 = arith.divui %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT:     %6 = arith.remsi %arg0, %arg1 : i64
// CHECK-NEXT:     %7 = arith.remsi %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT:     %8 = arith.remsi %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT:     %9 = arith.remui %arg0, %arg1 : i64
// CHECK-NEXT:     %10 = arith.remui %arg2, %arg3 : vector<4xi32>
// CHECK-NEXT:     %11 = arith.remui %arg4, %arg5 : tensor<4x?xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @div_rem(%b: i64, %c: i64, %g: vector<4xi32>, %h: vector<4xi32>, %y: tensor<4x?xi8>, %z: tensor<4x?xi8>) {
%a = divis %b, %c : i64
%f = divis %g, %h : vector<4xi32>
%x = divis %y, %z : tensor<4x?xi8>
%a2 = diviu %b, %c : i64
%f2 = diviu %g, %h : vector<4xi32>
%x2 = diviu %y, %z : tensor<4x?xi8>
%a3 = remis %b, %c : i64
%f3 = remis %g, %h : vector<4xi32>
%x3 = remis %y, %z : tensor<4x?xi8>
%a4 = remiu %b, %c : i64
%f4 = remiu %g, %h : vector<4xi32>
%x4 = remiu %y, %z : tensor<4x?xi8>
return
}

// -----

// "'memref_cast' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @memref_casts(%arg0: memref<4x?xf32>) {
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %cast : memref<?x?xf32> to memref<4x?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @memref_casts(%2: memref<4x?xf32>) {
%3 = memref_cast %2 : memref<4x?xf32> to memref<?x?xf32>
%4 = memref_cast %3 : memref<?x?xf32> to memref<4x?xf32>
return
}

// -----

// "'mulf' operation", "'or' operation", "'xor' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @mul_or_xor(%arg0: f64, %arg1: f64, %arg2: vector<4xf32>, %arg3: vector<4xf32>, %arg4: tensor<4x?xbf16>, %arg5: tensor<4x?xbf16>, %arg6: i64, %arg7: i64, %arg8: vector<4xi32>, %arg9: vector<4xi32>, %arg10: tensor<4x?xi8>, %arg11: tensor<4x?xi8>) {
// CHECK-NEXT:     %0 = arith.mulf %arg0, %arg1 : f64
// CHECK-NEXT:     %1 = arith.mulf %arg2, %arg3 : vector<4xf32>
// CHECK-NEXT:     %2 = arith.mulf %arg4, %arg5 : tensor<4x?xbf16>
// CHECK-NEXT:     %3 = arith.ori %arg6, %arg7 : i64
// CHECK-NEXT:     %4 = arith.ori %arg8, %arg9 : vector<4xi32>
// CHECK-NEXT:     %5 = arith.ori %arg10, %arg11 : tensor<4x?xi8>
// CHECK-NEXT:     %6 = arith.xori %arg6, %arg7 : i64
// CHECK-NEXT:     %7 = arith.xori %arg8, %arg9 : vector<4xi32>
// CHECK-NEXT:     %8 = arith.xori %arg10, %arg11 : tensor<4x?xi8>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @mul_or_xor(%b: f64, %c: f64, %g: vector<4xf32>, %h: vector<4xf32>, %y: tensor<4x?xbf16>, %z: tensor<4x?xbf16>,
                 %ib: i64, %ic: i64, %ig: vector<4xi32>, %ih: vector<4xi32>, %iy: tensor<4x?xi8>, %iz: tensor<4x?xi8>) {
%a = mulf %b, %c : f64
%f = mulf %g, %h : vector<4xf32>
%x = mulf %y, %z : tensor<4x?xbf16>
%oa = or %ib, %ic : i64
%of = or %ig, %ih : vector<4xi32>
%ox = or %iy, %iz : tensor<4x?xi8>
%xa = xor %ib, %ic : i64
%xf = xor %ig, %ih : vector<4xi32>
%xx = xor %iy, %iz : tensor<4x?xi8>
return
}

// -----

// "'select' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @selects(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<42xi1>, %arg4: vector<42xf32>, %arg5: vector<42xf32>) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     %1 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:     %2 = arith.select %arg3, %arg4, %arg5 : vector<42xi1>, vector<42xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @selects(%cond: i1, %true: i32, %false: i32, %vcond: vector<42xi1>, %vtrue: vector<42xf32>, %vfalse: vector<42xf32>) {
%x = select %cond, %true, %false : i32
%x2 = "std.select"(%cond, %true, %false) : (i1, i32, i32) -> i32
%vx = "std.select"(%vcond, %vtrue, %vfalse)
: (vector<42xi1>, vector<42xf32>, vector<42xf32>) -> vector<42xf32>
return
}

// -----

// "'tensor_cast' operation"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @tensor_casts(%arg0: tensor<*xf32>) {
// CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast_0 = tensor.cast %arg0 : tensor<*xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %cast : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT:     %cast_2 = tensor.cast %cast_1 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %cast_3 = tensor.cast %cast_2 : tensor<?x?xf32> to tensor<*xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @tensor_casts(%1: tensor<*xf32>) {
%2 = "std.tensor_cast"(%1) : (tensor<*xf32>) -> tensor<?x?xf32>
%6 = tensor_cast %1 : tensor<*xf32> to tensor<?x?xf32>
%3 = "std.tensor_cast"(%2) : (tensor<?x?xf32>) -> tensor<4x?xf32>
%4 = "std.tensor_cast"(%3) : (tensor<4x?xf32>) -> tensor<?x?xf32>
%5 = "std.tensor_cast"(%4) : (tensor<?x?xf32>) -> tensor<*xf32>
return
}

// -----

// "TensorFlow operations"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @tf(%arg0: tensor<*xf32>, %arg1: tensor<*xf32>, %arg2: tensor<?x42x?xf32>, %arg3: tensor<?x42x?xf32>, %arg4: tensor<*xf32>, %arg5: tensor<*xf32>) {
// CHECK-NEXT:     %0 = "tf.Add"(%arg0, %arg1) : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CHECK-NEXT:     %1 = "tf.Add"(%arg2, %arg3) : (tensor<?x42x?xf32>, tensor<?x42x?xf32>) -> tensor<?x42x?xf32>
// CHECK-NEXT:     %2 = "tf.Conv2d"(%arg4, %arg5) {dilations = [2, 1, 1, 1], padding = "SAME", strides = [1, 1, 2, 1]} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @tf(%b: tensor<*xf32>, %c: tensor<*xf32>, %e: tensor<?x42x?xf32>, %f: tensor<?x42x?xf32>, %input: tensor<*xf32>, %filter: tensor<*xf32>) {
%a = "tf.Add"(%b, %c)
: (tensor<*xf32>,tensor<*xf32>) -> tensor<*xf32>
%d = "tf.Add"(%e, %f)
: (tensor<?x42x?xf32>,tensor<?x42x?xf32>) -> tensor<?x42x?xf32>
%y = "tf.Conv2d"(%input, %filter)
{strides: [1,1,2,1], padding: "SAME", dilations: [2,1,1,1]}
: (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
return
}

// -----

// "Dialect specific types"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func private @dialect_types(!llvm.ptr, !tf.string, !foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">, !foo.something<abcd>)
// CHECK-NEXT: }
func @dialect_types(!llvm<"i32*">, !tf.string, !foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">, !foo.something<abcd>)

// -----

// "TensorFlow types"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func private @tf_types(!tf.control, !tf.resource, !tf.variant, !tf.string, !tf.complex64, !tf.complex128, !tf.f32ref)
// CHECK-NEXT: }
func @tf_types(!tf.control, !tf.resource, !tf.variant, !tf.string, !tf.complex64, !tf.complex128, !tf.f32ref)

// -----

// "Type Aliases"
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @aliases(%arg0: vector<4xf32>) {
// CHECK-NEXT:     "foo"(%arg0) : (vector<4xf32>) -> ()
// CHECK-NEXT:     "foo"(%arg0) : (vector<4xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
!avx_m128 = type vector<4 x f32>
func @aliases(%x: vector<4 x f32>) {
"foo"(%x) : (vector<4 x f32>) -> ()
"foo"(%x) : (!avx_m128) -> ()
return
}

// -----

// "Attributes": the elements attributes
// CHECK: {{^}}module {
// CHECK-LABEL:   func.func @elements() {
// CHECK-NEXT:     "foo.op"() {dense = dense<[1, 2]> : tensor<2xi32>, opaque = dense<[-272716322, 0]> : tensor<2xi32>, opaque2 = dense<[1, 2]> : vector<2xi16>, sparse = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, splat = dense<1.000000e+00> : tensor<4xf32>} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
func @elements() {
"foo.op"() {sparse: sparse<tensor<3x4xi32>, [[0, 0], [1, 2]], [1, 5]>, splat: splat<tensor<4xf32>, 1.0>, dense: dense<tensor<2xi32>, [1, 2]>, opaque: opaque<tf, tensor<2xi32>, "0xDEADBEEF00000000">, opaque2: opaque<"tf", vector<2xi16>, "0x01000200">} : () -> ()
return
}
