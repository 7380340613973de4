// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Shape mismatches.

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"foo.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([2, 2])}}
"foo.op"() {a = dense<[1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([4]) does not match type ([2, 2])}}
"foo.op"() {a = dense<[1, 2, 3, 4]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([1, 2]) does not match type ([2])}}
"foo.op"() {a = dense<[[1, 2]]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"foo.op"() {a = dense<[[1, 2], [3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"foo.op"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"foo.op"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error @+1 {{expected ':'}}
"foo.op"() {a = dense<1>} : () -> ()

// -----

// Element values.

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"foo.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {a = dense<1> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"foo.op"() {a = dense<true> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<256> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi8>'}}
"foo.op"() {a = dense<"0x010203"> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
"foo.op"() {a = dense<-1> : tensor<2xui8>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"foo.op"() {a = dense<["a", "b"]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected string token, got 1}}
"foo.op"() {a = dense<1> : tensor<2x!foo.t>} : () -> ()
