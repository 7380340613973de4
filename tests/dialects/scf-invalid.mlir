// RUN: %mica-opt --split-input-file --verify-diagnostics %s

func.func @results(%lb: index, %a: i32) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %r:2 = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  return
}

// -----

func.func @no_step(%lb: index) {
  // expected-error @+1 {{custom op 'scf.for' expected 'step'}}
  scf.for %i = %lb to %lb {
  }
  return
}
