// Where an error about an entry argument goes: where the argument was
// read; once it has a location, the place that names; for a location that
// names no place in the input, the function.
// RUN: sed 's|@FILE@|%t.mlir|' %s > %t.mlir
// RUN: %mica-translate --emit-iospec --split-input-file --verify-diagnostics %t.mlir

func.func @main(
    // expected-error @+1 {{IOSpec: tensor<?x4xf32> has no static length}}
    %x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  return %x : tensor<?x4xf32>
}

// -----

func.func @main(
    %x: tensor<?x4xf32> loc("@FILE@":18:3)) -> tensor<?x4xf32> {
  // expected-error @+1 {{IOSpec: tensor<?x4xf32> has no static length}}
  return %x : tensor<?x4xf32>
}

// -----

// expected-error @+1 {{IOSpec: tensor<?x4xf32> has no static length}}
func.func @main(
    %x: tensor<?x4xf32> loc("x")) -> tensor<?x4xf32> {
  return %x : tensor<?x4xf32>
}
