// RUN: %mica-opt --split-input-file --verify-diagnostics %s

// A loop's bounds, steps and initial values are used before its body is
// read, so none of them can be one of the body's arguments (mlir-opt 22).

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

// -----

func.func @forall_shared_out(%t: tensor<4xf32>) {
  // expected-error @+2 {{region entry argument '%o' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  %r = scf.forall (%i) in (4) shared_outs(%o = %o) -> (tensor<4xf32>) {
  }
  return
}

// -----

func.func @while_init(%c: i1) {
  // expected-error @+2 {{region entry argument '%a' is already in use}}
  // expected-note @+1 {{previously referenced here}}
  %r = scf.while (%a = %a) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @while_init_type(%x: i32, %c: i1) {
  // expected-error @+1 {{use of value '%x' expects different type than prior uses: 'i64' vs 'i32'}}
  %r = scf.while (%a = %x) : (i64) -> i64 {
    scf.condition(%c) %a : i64
  } do {
  ^bb0(%b: i64):
    scf.yield %b : i64
  }
  return
}
