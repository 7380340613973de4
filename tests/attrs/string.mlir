// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic --split-input-file %s | FileCheck %s

// String escapes: `\n`, `\t`, `\"` print as two-digit uppercase hex escapes,
// `\\` stays `\\`, hex escapes are decoded and printable bytes print as
// themselves, other bytes as `\XX`.

// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.escapes"() {a = "plain", b = "new\0Aline", c = "q\22uote", d = "back\\slash", e = "\22hexA", f = "tab\09here", h = "", i = "\09\0A\22\\"} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.escapes"() {a = "plain", b = "new\nline", c = "q\"uote", d = "back\\slash", e = "\22hex\41", f = "tab\there", h = "", i = "\t\n\"\\"} : () -> ()

// -----

// Non-printable and non-ASCII bytes, written as escapes and raw (UTF-8 é).
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.bytes"() {g = "\00\01\7F\FF", j = "caf\C3\A9", k = "\C3\A9", l = "~ "} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.bytes"() {g = "\00\01\7f\ff", j = "caf\c3\a9", k = "é", l = "\7e\20"} : () -> ()

// -----

// Comment and file-metadata markers inside strings are just characters.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.markers"() {l = "{-# #-} // not a comment"} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.markers"() {l = "{-# #-} // not a comment"} : () -> ()

// -----

// Strings as attribute names, symbol names and dialect type bodies keep
// their escapes the same way.
// CHECK-LABEL: "builtin.module"() ({
// CHECK-NEXT:   "foo.names"() {"0" = 4 : i64, _x$ = 6 : i64, "a\22b" = 2 : i64, a.b = 5 : i64, "quoted key" = 1 : i64} : () -> ()
// CHECK-NEXT: }) : () -> ()
"foo.names"() {"a\"b" = 2, "quoted key" = 1, "0" = 4, "a.b" = 5, "_x$" = 6} : () -> ()
