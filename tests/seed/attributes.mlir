// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Attribute examples of the seed LangRef in op attribute dictionaries. The
// expected output is mlir-opt 22's for the same fragment with `name = value`
// and `sparse<indices, values> : type`.

// "Sparse Elements Attribute".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a: sparse<tensor<3x4xi32>, [[0, 0], [1, 2]], [1, 5]>} : () -> ()

// -----

// "Unit Attribute": the two spellings, on an op.
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {unitAttr} : () -> ()
// CHECK-NEXT:   "foo.op"() {unitAttr} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {unitAttr : unit} : () -> ()
"foo.op"() {unitAttr} : () -> ()

// -----

// "Integer Attribute", "Float Attribute", "String Attribute",
// "Bool Attribute", "Array Attribute", "Type Attribute", "Function
// Attribute" (a symbol reference today).
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = [1, "x", [f32]], f = 1.500000e+00 : f64, fn = @myfn, g = 2.000000e+00 : f16, i = 42 : i64, j = 42 : i32, k = 7 : index, s = "str", t = true, ty = tensor<4xi8>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {i: 42, j: 42 : i32, k: 7 : index, f: 1.5, g: 2.0 : f16, s: "str", t: true, a: [1, "x", [f32]], ty: tensor<4xi8>, fn: @myfn} : () -> ()

// -----

// "Memref Type": maps and a memory space in a type attribute.
// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL:   "foo.op"() {t = memref<16x32xf32, #map, 1>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {t: memref<16x32xf32, (d0, d1) -> (d1, d0), 1>} : () -> ()

// -----

// "Opaque Elements Attribute", the seed's order (dialect, type, hex), with
// the dialect written bare or quoted. mlir-opt 22 has no opaque elements
// attribute; mica prints it in the last form MLIR had for it (`upgrade-std`
// makes it a dense attribute).
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = opaque<"tf", "0xDEADBEEF00000000"> : tensor<2xi32>, b = opaque<"tf", "0x0100"> : vector<2xi8>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a: opaque<tf, tensor<2xi32>, "0xDEADBEEF00000000">, b: opaque<"tf", vector<2xi8>, "0x0100">} : () -> ()
