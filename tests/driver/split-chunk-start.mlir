// RUN: not %mica-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck --strict-whitespace %s --check-prefix=ERR
// RUN: not %mica-opt --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo %s 2>/dev/null | FileCheck %s
// A chunk that starts inside a line (after a split marker) keeps the file's
// columns, shows the file's line, and its implicit module is located where
// it starts; the first chunk's at 0:0 (as mlir-opt-22 with the same flags).

// CHECK:      module {
// CHECK:      } loc(#[[FIRST:loc[0-9]*]])
// CHECK:      #[[FIRST]] = loc("{{.*}}split-chunk-start.mlir":0:0)
// CHECK:      module {
// CHECK-NEXT:   "foo.e"() : () -> ()
// CHECK:      } loc(#[[SECOND:loc[0-9]*]])
// CHECK:      #[[SECOND]] = loc("{{.*}}split-chunk-start.mlir":[[# @LINE + 6]]:31)

// ERR: split-chunk-start.mlir:[[# @LINE + 6]]:41: error: expected ')' to end operand list
// ERR-NEXT: {{^}}"foo.c"() : () -> ()  // {{-+}}  "foo.d"(: () -> (){{$}}
// ERR-NEXT: {{^ {40}\^$}}
"foo.a"() : () -> ()
"foo.b"() : () -> ()  // -----  "foo.e"() : () -> ()
// -----
"foo.c"() : () -> ()  // -----  "foo.d"(: () -> ()
