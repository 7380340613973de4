// RUN: %mica-opt --split-input-file='#spl''it#' --output-split-marker='=''=''=''=' %s | FileCheck %s
// RUN: %mica-opt --split-input-file='#spl''it#' --output-split-marker= %s | FileCheck %s --check-prefix=EMPTY
// Markers of one's own, in and out (the marker is spelled in pieces here,
// since the file holds it), as mlir-opt-22 with the same flags.

// CHECK:      func.func private @a()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^====$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @b()

// EMPTY:      func.func private @a()
// EMPTY-NEXT: }
// EMPTY-EMPTY:
// EMPTY-EMPTY:
// EMPTY-NEXT: module {
// EMPTY-NEXT:   func.func private @b()

func.func private @a()
#split#
func.func private @b()
