// IR dumps of mlir-opt's instrumentation; the expected text is what
// `mlir-opt-22 <same flags> --mlir-disable-threading` prints.

// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(strip-debuginfo),print-op-stats)' --mlir-print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=AFTER --match-full-lines
// AFTER:      // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// AFTER-NEXT: func.func @f(%arg0: index) -> index {
// AFTER-NEXT:   %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)
// AFTER-NEXT:   return %0 : index
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-NEXT: // -----// IR Dump After StripDebugInfo (strip-debuginfo) //----- //
// AFTER-NEXT: func.func @g() {
// AFTER:      Operations encountered:
// AFTER:      // -----// IR Dump After PrintOpStats (print-op-stats) //----- //
// AFTER-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// AFTER-NEXT: module {
// AFTER-NEXT:   func.func @f(%arg0: index) -> index {
// AFTER-NEXT:     %0 = affine.apply #map(%arg0)
// AFTER-NEXT:     return %0 : index
// AFTER-NEXT:   }
// AFTER-NEXT:   func.func @g() {
// AFTER-NEXT:     return
// AFTER-NEXT:   }
// AFTER-NEXT: }
// AFTER-EMPTY:
// AFTER-EMPTY:
// AFTER-NOT:  {{.}}

// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --mlir-print-ir-before=strip-debuginfo --mlir-print-ir-module-scope --mlir-disable-threading %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SCOPE --match-full-lines
// SCOPE:      // -----// IR Dump Before StripDebugInfo (strip-debuginfo) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: #map = affine_map<(d0) -> (d0 + 1)>
// SCOPE-NEXT: module {
// SCOPE:      // -----// IR Dump Before StripDebugInfo (strip-debuginfo) ('func.func' operation: @g) //----- //

// Only passes that changed the IR are dumped with after-change.
// RUN: %mica-opt --strip-debuginfo --print-op-stats --mlir-print-ir-after-all --mlir-print-ir-after-change %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CHANGE
// CHANGE:     IR Dump After StripDebugInfo
// CHANGE-NOT: IR Dump After PrintOpStats

// With after-failure, nothing is dumped after a pass that succeeded.
// RUN: %mica-opt --strip-debuginfo --mlir-print-ir-after-all --mlir-print-ir-after-failure %s 2>&1 >/dev/null | FileCheck %s --check-prefix=FAILURE --allow-empty
// FAILURE-NOT: IR Dump

// Locations in a local-scope dump are written in place.
// RUN: %mica-opt --pass-pipeline='builtin.module(func.func(print-op-stats))' --mlir-print-ir-after=print-op-stats --mlir-print-debuginfo %s 2>&1 >/dev/null | FileCheck %s --check-prefix=LOC
// LOC: func.func @f(%arg0: index loc({{.*}}print-ir.mlir":[[@LINE+3]]:14)) -> index {
// LOC: } loc({{.*}}print-ir.mlir":[[@LINE+2]]:1)

func.func @f(%a: index) -> index {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  return %0 : index
}
func.func @g() {
  return
}
