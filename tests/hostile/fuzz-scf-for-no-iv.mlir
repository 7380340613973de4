// RUN: %mica-opt --allow-unregistered-dialect --verify-diagnostics --split-input-file %s

// Found by the roundtrip fuzz target (UBSan): scf.for whose body has no
// block argument made the verifier compute an offset from a null argument
// list. mlir-opt 22 counts the body's iter_args as its argument count less
// one in unsigned arithmetic and reports "different number of inits and
// region iter_args: 0 != 18446744073709551615"; mica counts none and
// reports the missing induction variable.

func.func @for_iv_type(%a: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds}}
  "scf.for"(%a, %a, %a) ({
    scf.yield
  }) : (index, index, index) -> ()
  return
}
