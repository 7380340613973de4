// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Syntax errors named after the construct they interrupt, in MLIR's words.

// expected-error @+1 {{expected '<' after 'dense_resource'}}
#a = dense_resource>

// -----

// expected-error @+1 {{expected '[' after 'distinct'}}
#a = distinct<

// -----

// expected-error @+1 {{expected distinct ID}}
#a = distinct[x]<>

// -----

// expected-error @+1 {{expected an unsigned 64-bit integer}}
#a = distinct[0x1FFFFFFFFFFFFFFFF]<>

// -----

// expected-error @+1 {{expected ']' to close distinct ID}}
#a = distinct[1)<>

// -----

// expected-error @+1 {{expected '<' after distinct ID}}
#a = distinct[1](

// -----

// expected-error @+1 {{expected '>' to close distinct attribute}}
#a = distinct[1]<@x]

// -----

#a = distinct[0]<1 : i32>
// expected-error @+1 {{referenced attribute does not match previous definition: 1 : i32}}
#b = distinct[0]<2 : i32>

// -----

// expected-error @+1 {{expected ':' after dense array type}}
#a = array<i8)

// -----

// expected-error @+1 {{expected '>' to close an array attribute}}
#a = array<i8: 1)

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
func.func private @f() -> memref<?xf32, strided<[>>

// -----

// expected-error @+1 {{expected ']'}}
func.func private @f() -> memref<?xf32, strided<[1 1]>>

// -----

// expected-error @+1 {{expected 'offset' after comma}}
func.func private @f() -> memref<?xf32, strided<[1], >>

// -----

// expected-error @+1 {{expected ':' after 'offset'}}
func.func private @f() -> memref<?xf32, strided<[1], offset>>

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
func.func private @f() -> memref<?xf32, strided<[1], offset: >>

// -----

// expected-error @+1 {{expected element literal of primitive type}}
"foo.op"() {a = dense<[()]> : tensor<1xcomplex<i64>>} : () -> ()

// -----

// expected-error @+1 {{expected ',' between complex elements}}
"foo.op"() {a = dense<[(1)]> : tensor<1xcomplex<i64>>} : () -> ()

// -----

// expected-error @+1 {{expected ')' after complex elements}}
"foo.op"() {a = dense<[(1, 1]> : tensor<1xcomplex<i64>>} : () -> ()

// -----

// expected-error @+1 {{expected location instance}}
"foo.op"() : () -> () loc()

// -----

// expected-error @+1 {{expected ')' in location}}
"foo.op"() : () -> () loc(unknown]

// -----

// expected-error @+1 {{expected ')' after child location of NameLoc}}
"foo.op"() : () -> () loc("x"(unknown])

// -----

// expected-error @+1 {{expected 'at' in callsite location}}
"foo.op"() : () -> () loc(callsite(unknown unknown))

// -----

// expected-error @+1 {{expected ')' in callsite location}}
"foo.op"() : () -> () loc(callsite(unknown at unknown]

// -----

// expected-error @+1 {{expected '>' after fused location metadata}}
"foo.op"() : () -> () loc(fused<1 [unknown])

// -----

// expected-error @+1 {{expected '[' in fused location}}
"foo.op"() : () -> () loc(fused<1>unknown])

// -----

// expected-error @+1 {{expected ']' in fused location}}
"foo.op"() : () -> () loc(fused[unknown)

// -----

// expected-error @+1 {{expected '=' in attribute alias definition}}
#a 1

// -----

// expected-error @+1 {{expected '=' in type alias definition}}
!a i32

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"foo.op"()
"foo.op"() : () -> ()

// -----

// expected-error @+1 {{expected ')' to end region list}}
"foo.op"() ({}, {} : () -> ()

// -----

// expected-error @+1 {{expected integer number of results}}
%0: = "foo.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{expected valid ssa identifier}}
%0, = "foo.op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{expected '=' after SSA name}}
%0:2 "foo.op"() : () -> (i32, i32)

// -----

"foo.op"() ({
// expected-error @+1 {{expected ':' after block name}}
^bb0 %x: i32:
}) : () -> ()

// -----

"foo.op"() ({
// expected-error @+1 {{expected ')'}}
^bb0(%x: i32:
}) : () -> ()

// -----

"foo.op"() ({
// expected-error @+1 {{expected SSA operand}}
^bb0(i32):
}) : () -> ()

// -----

"foo.op"() ({
// expected-error @+1 {{expected ':' and type for SSA operand}}
^bb0(%x):
}) : () -> ()

// -----

// expected-error @+1 {{expected '>' in tuple type}}
"foo.op"() : () -> tuple<i32)

// -----

// expected-error @+1 {{expected attribute name}}
"foo.op"() {a, )} : () -> ()

// -----

// expected-error @+1 {{expected identifier key in file metadata dictionary}}
{-# 1 #-}

// -----

// expected-error @+1 {{expected identifier key for 'resource' entry}}
{-# dialect_resources: { 10 } #-}

// -----

// expected-error @+1 {{dialect 'nosuchdialect' is unknown}}
{-# dialect_resources: { nosuchdialect: { x: "0x01000000" } } #-}

// -----

// The test dialect's resources are blobs, as builtin's.
// expected-error @+1 {{expected hex string blob for key 'x'}}
{-# dialect_resources: { test: { x: "" } } #-}

// -----

// expected-error @+1 {{expected hex string blob for key 'x'}}
{-# dialect_resources: { builtin: { x: 10 } } #-}
