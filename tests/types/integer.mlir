// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// Signless, signed and unsigned integer types of many widths, as results and
// as type attributes; i0 is accepted by MLIR.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:8 = "foo.signless"() : () -> (i1, i8, i16, i32, i64, i128, i17, i1024)
// CHECK-NEXT: }) : () -> ()
"foo.signless"() : () -> (i1, i8, i16, i32, i64, i128, i17, i1024)

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:5 = "foo.signed"() : () -> (si1, si8, si32, si64, si7)
// CHECK-NEXT: }) : () -> ()
"foo.signed"() : () -> (si1, si8, si32, si64, si7)

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:5 = "foo.unsigned"() : () -> (ui1, ui8, ui32, ui64, ui3)
// CHECK-NEXT: }) : () -> ()
"foo.unsigned"() : () -> (ui1, ui8, ui32, ui64, ui3)

// -----

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.attrs"() {a = i1, b = i0, c = si8, d = ui16, e = i17, f = i16777215, g = si1, h = ui1} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.attrs"() {a = i1, b = i0, c = si8, d = ui16, e = i17, f = i16777215, g = si1, h = ui1} : () -> ()

// -----

// The largest width MLIR allows.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   %0:3 = "foo.max"() : () -> (i16777215, si16777215, ui16777215)
// CHECK-NEXT: }) : () -> ()
"foo.max"() : () -> (i16777215, si16777215, ui16777215)

// -----

// Words that only look like integer types are dialect-free identifiers
// elsewhere: an attribute named `i32` next to the type i32.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.names"() {i32 = i32, si8 = si8} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.names"() {i32 = i32, si8 = si8} : () -> ()
