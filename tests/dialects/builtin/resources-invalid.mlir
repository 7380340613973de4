// Resource groups and values mlir-opt 22 refuses: a group of a dialect
// without resources (at its first key, or at its `}` when empty), and a
// value that is neither a string nor a boolean (a blob group wants a hex
// string, an external group a string). Messages and locations as
// `mlir-opt-22 --split-input-file --verify-diagnostics %s` accepts them.
// RUN: %mica-opt --split-input-file --verify-diagnostics %s

{-#
  dialect_resources: {
    arith: {
      // expected-error @+1 {{unexpected 'resource' section for dialect 'arith'}}
      blob: "0x0400000001000000"
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {},
    // expected-error @+1 {{unexpected 'resource' section for dialect 'tosa'}}
    tosa: {}
  }
#-}

// -----

{-#
  external_resources: {
    ext: {
      // expected-error @+1 {{expected string value for key 'count'}}
      count: 42
    }
  }
#-}

// -----

{-#
  external_resources: {
    ext: {
      // expected-error @+1 {{expected string value for key 'word'}}
      word: yes
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob'}}
      blob: [1]
    }
  }
#-}

// -----

{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'blob'}}
      blob: word
    }
  }
#-}
