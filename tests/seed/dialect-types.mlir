// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// "Dialect specific types" of the seed LangRef (with `!foo` for the
// registered `!llvm`), in the opaque and the pretty form.

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = !foo<"i32*">, b = !tf.string, c = !foo<"something<abcd>">, d = !foo<"something<a%%123^^^>>>">} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = !foo<"i32*">, b = !tf.string, c = !foo<"something<abcd>">, d = !foo<"something<a%%123^^^>>>">} : () -> ()

// -----

// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   "foo.op"() {a = !tf.string, b = !foo.something<abcd>} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.op"() {a = !tf.string, b = !foo.something<abcd>} : () -> ()

// -----

// "TensorFlow types".
// CHECK-LABEL: {{^}}"builtin.module"() ({
// CHECK-NEXT:   %0:7 = "foo.op"() : () -> (!tf.control, !tf.resource, !tf.variant, !tf.string, !tf.complex64, !tf.complex128, !tf.f32ref)
// CHECK-NEXT: }) : () -> ()
"foo.op"() : () -> (!tf.control, !tf.resource, !tf.variant, !tf.string, !tf.complex64, !tf.complex128, !tf.f32ref)
