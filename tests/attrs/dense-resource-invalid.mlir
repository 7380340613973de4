// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// A resource entry must be `key: value`.
"foo.op"() {} : () -> ()
// expected-error @+3 {{expected ':'}}
{-#
  external_resources: {
    foo: { x = 1 }
  }
#-}
