// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Former discrepancy, since fixed in mica: mlir-opt 22 reports a duplicate dictionary key at the second
// occurrence of the key; mica reports it at the opening `{` of the
// dictionary, which is on another line here.

"foo.op"() {
  a = 1,
  // expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
  a = 2
} : () -> ()
