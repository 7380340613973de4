// RUN: %mica-opt --split-input-file %s 2>&1 | FileCheck %s
// RUN: %mica-opt --split-input-file= %s 2>&1 | FileCheck %s
// A line that starts like the marker but is not one is a near miss: a
// warning, and the text stays in its chunk (mlir-opt-22 --split-input-file;
// an empty `--split-input-file=` is the usual marker).

// CHECK: split-near-miss.mlir:[[# @LINE + 4]]:7: warning: near miss with file split marker
// CHECK-NEXT: {{^}}// ----{{$}}
// CHECK-NEXT: {{^      \^$}}
func.func private @a()
// ----
func.func private @b()
// CHECK: split-near-miss.mlir:[[# @LINE + 4]]:7: warning: near miss with file split marker
// CHECK-NEXT: {{^// -{5}0$}}
// CHECK-NEXT: {{^      \^$}}
// CHECK-NOT: warning
// -----0
// CHECK-LABEL: module {
// CHECK-NEXT:   func.func private @a()
// CHECK-NEXT:   func.func private @b()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^// -{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @c()
// -----
func.func private @c()
