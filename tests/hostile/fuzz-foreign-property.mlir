// Open finding of the roundtrip fuzz target (docs/RELIABILITY.md): a
// registered op keeps a property name that is not inherent to it, and the
// custom form prints it under `attributes`, where it does not read back:
// on builtin.module it fails to verify ("can only contain attributes with
// dialect-prefixed names"), on func.func it becomes a discardable attribute.
// mlir-opt 22 drops such properties of both ops; the CHECK lines are its
// output. The fuzz target skips the custom form of such inputs until this
// is settled.
// XFAIL: *

// RUN: %mica-opt --allow-unregistered-dialect --split-input-file %s > %t.1.mlir
// RUN: %mica-opt --allow-unregistered-dialect --split-input-file %t.1.mlir | FileCheck %s

// CHECK: module attributes {foo.a} {
// CHECK-NEXT: }
"builtin.module"() <{sym_name2 = "m"}> ({
^bb0:
}) {foo.a} : () -> ()

// -----

// CHECK: func.func private @f()
// CHECK-NOT: attributes
"func.func"() <{sym_name = "f", function_type = () -> (), foo = 1, sym_visibility = "private"}> ({
}) : () -> ()
