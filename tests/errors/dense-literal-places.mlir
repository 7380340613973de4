// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: not %mica-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s

// Where mlir-opt 22 reports the errors of a dense literal: a shape that is
// not the type's, and hex data of the wrong size, at the `dense` keyword; a
// list whose elements disagree in rank, at the token after the element that
// breaks it; a bad hex digit, at the string. memref.global's initial value
// (whose type the op gives) is reported the same way.

// CHECK: dense-literal-places.mlir:[[# @LINE + 2]]:17: error: inferred shape of elements literal ([3]) does not match type ([2])
// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"foo.op"() {a = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// CHECK: dense-literal-places.mlir:[[# @LINE + 2]]:35: error: tensor literal is invalid; ranks are not consistent between elements
// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// CHECK: dense-literal-places.mlir:[[# @LINE + 3]]:3: error: tensor literal is invalid; ranks are not consistent between elements
// expected-error @+2 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[[1, 2], 3 // a comment before the token
  ]> : tensor<2x2xi32>} : () -> ()

// -----

// CHECK: dense-literal-places.mlir:[[# @LINE + 2]]:17: error: elements hex data size is invalid for provided type: 'tensor<2xi32>'
// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi32>'}}
"foo.op"() {a = dense<"0x00"> : tensor<2xi32>} : () -> ()

// -----

// CHECK: dense-literal-places.mlir:[[# @LINE + 2]]:23: error: expected string containing hex digits starting with `0x`
// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {a = dense<"0x0G000000"> : tensor<1xi32>} : () -> ()

// -----

// CHECK: dense-literal-places.mlir:[[# @LINE + 2]]:23: error: expected string containing hex digits starting with `0x`
// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
"foo.op"() {a = dense<"0x0102030"> : tensor<1xi32>} : () -> ()

// -----

// CHECK: dense-literal-places.mlir:[[# @LINE + 2]]:46: error: elements hex data size is invalid for provided type: 'tensor<2xi32>'
// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi32>'}}
memref.global "private" @g : memref<2xi32> = dense<"0x00">

// -----

// CHECK: dense-literal-places.mlir:[[# @LINE + 2]]:46: error: inferred shape of elements literal ([3]) does not match type ([2])
// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global "private" @g : memref<2xi32> = dense<[1, 2, 3]>

// -----

// CHECK: dense-literal-places.mlir:[[# @LINE + 2]]:46: error: parsed zero elements, but type ('tensor<2xi32>') expected at least 1
// expected-error @+1 {{parsed zero elements, but type ('tensor<2xi32>') expected at least 1}}
memref.global "private" @g : memref<2xi32> = dense<>
