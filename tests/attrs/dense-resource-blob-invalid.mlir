// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Former discrepancy, since fixed in mica: mlir-opt 22 rejects a builtin resource blob that is not a hex
// string; mica accepts it and prints it back.

"foo.op"() {a = dense_resource<blob1> : tensor<3xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob1'}}
      blob1: "nothex"
    }
  }
#-}
