// Expected text from `mlir-opt-22 --strip-debuginfo --mlir-print-debuginfo`:
// op locations through the `#loc` alias, block arguments' in place.
// RUN: %mica-opt --strip-debuginfo --mlir-print-debuginfo %s | FileCheck %s --match-full-lines
// CHECK:      #loc = loc(unknown)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// CHECK-NEXT:     cf.br ^bb1(%arg0 : i32) loc(#loc)
// CHECK-NEXT:   ^bb1(%0: i32 loc(unknown)):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32 loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)
func.func @f(%a: i32 loc("x.py":1:2)) -> i32 {
  cf.br ^bb1(%a : i32) loc(fused["a.py":3:4, "b.py":5:6])
^bb1(%b: i32 loc("y.py":7:8)):
  return %b : i32 loc(callsite("f" at "z.py":9:1))
} loc("w.py":2:2)
