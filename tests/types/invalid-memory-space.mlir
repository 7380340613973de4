// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Former discrepancy, since fixed in mica: mlir-opt 22 rejects memory spaces that are attributes of
// unregistered dialects or arrays ("unsupported memory space Attribute");
// mica accepts them. It also rejects a layout on an unranked memref, which
// mica accepts.

// expected-error @+1 {{unsupported memory space Attribute}}
"foo.op"() : () -> (memref<4xf32, #foo.space>)

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"foo.op"() : () -> (memref<4xf32, #foo<"x">>)

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
"foo.op"() : () -> (memref<4xf32, [1]>)

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
"foo.op"() : () -> (memref<*xf32, affine_map<(d0) -> (d0)>>)
