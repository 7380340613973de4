// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Integer attributes: the default type is i64 and is printed; i1 values print
// as true/false; values are reduced modulo 2^N for signless types, so
// `255 : i8` prints -1.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.default"() {a = 1 : i64, b = -1 : i64, c = 0 : i64, d = 9223372036854775807 : i64, e = -9223372036854775808 : i64, f = 16 : i64, g = -16 : i64, h = 12 : i64} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.default"() {a = 1, b = -1, c = 0, d = 9223372036854775807, e = -9223372036854775808, f = 0x10, g = -0x10, h = 00012} : () -> ()

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.signless"() {a = 42 : i32, b = -1 : i8, c = -128 : i8, d = 127 : i8, e = -1 : i8, f = 2147483647 : i32, g = -1 : i32, h = -1 : i64, i = 1 : i128} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.signless"() {a = 42 : i32, b = 255 : i8, c = -128 : i8, d = 127 : i8, e = 0xFF : i8, f = 0x7FFFFFFF : i32, g = 0xFFFFFFFF : i32, h = 18446744073709551615 : i64, i = 1 : i128} : () -> ()

// -----

// Odd widths wrap the same way: 5 : i3 is -3.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.odd_widths"() {a = -3 : i3, b = -4 : i3, c = -1 : i3, d = -1 : i2} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.odd_widths"() {a = 5 : i3, b = -4 : i3, c = 7 : i3, d = 3 : i2} : () -> ()

// -----

// i1 attributes print as booleans.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.i1"() {a = true, b = false, c = true, d = true, e = false} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.i1"() {a = 1 : i1, b = 0 : i1, c = -1 : i1, d = true, e = false} : () -> ()

// -----

// Signed and unsigned types keep their sign in the printed value.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.signed_unsigned"() {a = 255 : ui8, b = -1 : si8, c = 18446744073709551615 : ui64, d = -9223372036854775808 : si64, e = 65535 : ui16, f = 0 : si1, g = -1 : si1, h = 1 : ui1, i = 340282366920938463463374607431768211455 : ui128} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.signed_unsigned"() {a = 255 : ui8, b = -1 : si8, c = 18446744073709551615 : ui64, d = -9223372036854775808 : si64, e = 0xffff : ui16, f = 0 : si1, g = -1 : si1, h = 1 : ui1, i = 340282366920938463463374607431768211455 : ui128} : () -> ()

// -----

// Index and zero-width integers.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.index"() {a = 7 : index, b = -1 : index, c = 0 : i0} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.index"() {a = 7 : index, b = -1 : index, c = 0 : i0} : () -> ()
