// The seed's standard ops were an open set, as its LangRef's examples use
// them (`std.splat`): a `std.` op mica does not define is read as an
// unregistered op, with or without --allow-unregistered-dialect, and
// prints generically. mlir-opt 22 does not know std at all; only its
// custom form is refused (tests/errors/unknown-ops-custom-form.mlir).
// RUN: %mica-opt %s | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s

// CHECK-LABEL: func.func @f(%arg0: index) -> vector<4xf32> {
// CHECK-NEXT:    %0 = "std.splat"(%arg0) : (index) -> vector<4xf32>
// CHECK-NEXT:    %1 = "std.bogus_op"() : () -> i32
// CHECK-NEXT:    return %0 : vector<4xf32>
func.func @f(%n: index) -> vector<4xf32> {
  %v = "std.splat"(%n) : (index) -> vector<4xf32>
  %b = "std.bogus_op"() : () -> i32
  return %v : vector<4xf32>
}
