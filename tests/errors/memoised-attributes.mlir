// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Expected diagnostics: mlir-opt-22 --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Errors after attribute text the lexer hands over whole from its third
// sighting on (`dense<...> : T`, `affine_map<...>`, `array<...>` after
// '=', grammar/memo.c): a parse with such attributes that fails is
// repeated without them, so that each message is the one the attribute's
// own tokens give.

"foo.a"() {x = dense<[1, 2]> : tensor<2xi32>, y = dense<[1, 2]> : tensor<2xi32>, z = dense<[1, 2]> : tensor<2xi32>} : () -> ()
// expected-error @+1 {{expected attribute value}}
"foo.b"() {x = dense<[1, 2]> : tensor<2xi32>, y = } : () -> ()

// -----

"foo.a"() <{m = affine_map<(d0) -> (d0 + 1)>}> : () -> ()
"foo.a"() <{m = affine_map<(d0) -> (d0 + 1)>}> : () -> ()
"foo.a"() <{m = affine_map<(d0) -> (d0 + 1)>}> : () -> ()
// expected-error @+1 {{expected '}' in attribute dictionary}}
"foo.b"() <{m = affine_map<(d0) -> (d0 + 1)> n = 1}> : () -> ()

// -----

"foo.a"() {a = array<i64: 1, 2>, b = array<i64: 1, 2>, c = array<i64: 1, 2>} : () -> ()
// expected-error @+1 {{expected ')'}}
"foo.b"() {a = array<i64: 1, 2>} : () -> (i32

// -----

"foo.a"() {a = dense<1.5> : vector<2xf32>, b = dense<1.5> : vector<2xf32>, c = dense<1.5> : vector<2xf32>} : () -> ()
// expected-error @+1 {{expected ':' followed by operation type}}
"foo.b"() {a = dense<1.5> : vector<2xf32>}> : () -> ()

// -----

// an error of the dictionary the memoised attributes are in
"foo.a"() {a = dense<[1, 2]> : tensor<2xi32>, b = dense<[1, 2]> : tensor<2xi32>, c = dense<[1, 2]> : tensor<2xi32>} : () -> ()
// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.b"() {a = dense<[1, 2]> : tensor<2xi32>, a = dense<[1, 2]> : tensor<2xi32>} : () -> ()

// -----

"foo.a"() {a = array<i8: 1, 2>, b = array<i8: 1, 2>, c = array<i8: 1, 2>} : () -> ()
// expected-error @+1 {{expected location instance}}
"foo.b"() {a = array<i8: 1, 2>} : () -> () loc(

// -----

// a dense literal the memo holds, with another type where it is written again
"foo.a"() {a = dense<[1, 2]> : tensor<2xi32>, b = dense<[1, 2]> : tensor<2xi32>, c = dense<[1, 2]> : tensor<2xi32>} : () -> ()
// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"foo.b"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()
