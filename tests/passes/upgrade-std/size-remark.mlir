// A seed map's bounded `size (...)` has no counterpart today: the reader
// drops it and upgrade-std says so where it was.
// RUN: %mica-opt --upgrade-std --verify-diagnostics %s | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0)>
// expected-remark @+1 {{the affine map's bounded `size` is dropped: MLIR 22's maps have none}}
#map = (d0) -> (d0) size (10)

// CHECK: affine.apply #map(%arg0)
func @f(%a: index) -> index {
  %0 = affine.apply #map(%a)
  return %0 : index
}
