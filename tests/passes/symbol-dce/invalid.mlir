// mlir-opt-22 gives these errors (and a note with the op in generic form).
// RUN: %mica-opt --allow-unregistered-dialect --symbol-dce --split-input-file --verify-diagnostics %s

module {
  func.func private @f()
  // expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
  "unknown.table"() ({
    "unknown.use"() {ref = @f} : () -> ()
  }) : () -> ()
}

// -----

module {
  // expected-error@+1 {{operation contains potentially unknown symbol table}}
  func.func @g() {
    "unknown.table"() ({
    }) : () -> ()
    return
  }
}
