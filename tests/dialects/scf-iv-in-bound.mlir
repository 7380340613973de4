// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// scf.parallel's and scf.forall's bounds and steps are used before the body
// is read, so an induction variable cannot be one of them (mlir-opt 22).

func.func @parallel(%n: index) {
  // expected-error @+2 {{region entry argument '%i' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  scf.parallel (%i) = (%i) to (%n) step (%n) {
  }
  return
}

// -----

func.func @forall_upper_bound() {
  // expected-error @+2 {{region entry argument '%i' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  scf.forall (%i) in (%i) {
  }
  return
}

// -----

func.func @forall_step(%n: index) {
  // expected-error @+2 {{region entry argument '%j' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  scf.forall (%i, %j) = (0, 0) to (%n, %n) step (1, %j) {
  }
  return
}
