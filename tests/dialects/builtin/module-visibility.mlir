// A module's visibility written in its attribute dictionary is its
// inherent attribute (a property), as mlir-opt-22 reads and prints it.
// RUN: %mica-opt %s | FileCheck %s --match-full-lines
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// CHECK: module @m attributes {sym_visibility = "private", test.x} {
// GENERIC: "builtin.module"() <{sym_name = "m", sym_visibility = "private"}> ({
// GENERIC: }) {test.x} : () -> ()
module @m attributes {sym_visibility = "private", test.x} {
}
