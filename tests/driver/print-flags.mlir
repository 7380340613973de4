// Printing flags of mlir-opt, each checked against mlir-opt-22 with the same flag
// (mlir-opt-22 FLAG print-flags.mlir).
// RUN: %mica-opt --mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL
// RUN: %mica-opt --mlir-print-local-scope --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOCALDBG
// RUN: %mica-opt --mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s --check-prefix=ELIDE
// RUN: %mica-opt --mlir-print-elementsattrs-with-hex-if-larger=2 %s | FileCheck %s --check-prefix=HEX
// RUN: %mica-opt --mlir-print-elementsattrs-with-hex-if-larger=-1 --mlir-print-op-generic %s | FileCheck %s --check-prefix=NOHEX
// RUN: %mica-opt --mlir-print-skip-regions %s | FileCheck %s --check-prefix=SKIP
// RUN: %mica-opt --mlir-print-skip-regions --mlir-print-op-generic %s | FileCheck %s --check-prefix=SKIPGEN
// RUN: %mica-opt --mlir-print-assume-verified %s | FileCheck %s --check-prefix=SAME
// RUN: not %mica-opt --mlir-elide-elementsattrs-if-larger=-1 %s 2>&1 | FileCheck %s --check-prefix=BADUINT
// RUN: not %mica-opt --mlir-print-elementsattrs-with-hex-if-larger=x %s 2>&1 | FileCheck %s --check-prefix=BADLONG
// RUN: %mica-opt --show-dialects | FileCheck %s --check-prefix=DIALECTS

// LOCAL:      module {
// LOCAL-NEXT:   func.func @f(%arg0: index, %arg1: tensor<4xf32>) -> (index, tensor<4xf32>) {
// LOCAL-NEXT:     %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)
// LOCAL-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// LOCAL-NEXT:     %cst_0 = arith.constant dense<1.500000e+00> : tensor<100xf32>
// LOCAL-NEXT:     %cst_1 = arith.constant dense_resource<blob> : tensor<2xi32>
// LOCAL-NEXT:     return %0, %cst : index, tensor<4xf32>
// LOCAL-NEXT:   }
// LOCAL-NEXT: }

// LOCALDBG:      module {
// LOCALDBG-NEXT:   func.func @f(%arg0: index loc("{{.*}}print-flags.mlir":{{[0-9]+}}:{{[0-9]+}}), %arg1: tensor<4xf32> loc("{{.*}}print-flags.mlir":{{[0-9]+}}:{{[0-9]+}})) -> (index, tensor<4xf32>) {
// LOCALDBG-NEXT:     %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0) loc("here")
// LOCALDBG-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32> loc("{{.*}}print-flags.mlir":{{[0-9]+}}:{{[0-9]+}})
// LOCALDBG-NEXT:     %cst_0 = arith.constant dense<1.500000e+00> : tensor<100xf32> loc("{{.*}}print-flags.mlir":{{[0-9]+}}:{{[0-9]+}})
// LOCALDBG-NEXT:     %cst_1 = arith.constant dense_resource<blob> : tensor<2xi32> loc("{{.*}}print-flags.mlir":{{[0-9]+}}:{{[0-9]+}})
// LOCALDBG-NEXT:     return %0, %cst : index, tensor<4xf32> loc("{{.*}}print-flags.mlir":{{[0-9]+}}:{{[0-9]+}})
// LOCALDBG-NEXT:   } loc("{{.*}}print-flags.mlir":{{[0-9]+}}:{{[0-9]+}})
// LOCALDBG-NEXT: } loc("{{.*}}print-flags.mlir":{{[0-9]+}}:{{[0-9]+}})

// ELIDE:      #map = affine_map<(d0) -> (d0 + 1)>
// ELIDE-NEXT: module {
// ELIDE-NEXT:   func.func @f(%arg0: index, %arg1: tensor<4xf32>) -> (index, tensor<4xf32>) {
// ELIDE-NEXT:     %0 = affine.apply #map(%arg0)
// ELIDE-NEXT:     %cst = arith.constant dense_resource<__elided__> : tensor<4xf32>
// ELIDE-NEXT:     %cst_0 = arith.constant dense<1.500000e+00> : tensor<100xf32>
// ELIDE-NEXT:     %cst_1 = arith.constant dense_resource<blob> : tensor<2xi32>
// ELIDE-NEXT:     return %0, %cst : index, tensor<4xf32>
// ELIDE-NEXT:   }
// ELIDE-NEXT: }
// ELIDE-EMPTY:
// ELIDE-NEXT: {-#
// ELIDE-NEXT:   dialect_resources: {
// ELIDE-NEXT:     builtin: {
// ELIDE-NEXT:       blob: "0x040000000100000002000000"
// ELIDE-NEXT:     }
// ELIDE-NEXT:   }
// ELIDE-NEXT: #-}
// ELIDE-EMPTY:

// HEX:      #map = affine_map<(d0) -> (d0 + 1)>
// HEX-NEXT: module {
// HEX-NEXT:   func.func @f(%arg0: index, %arg1: tensor<4xf32>) -> (index, tensor<4xf32>) {
// HEX-NEXT:     %0 = affine.apply #map(%arg0)
// HEX-NEXT:     %cst = arith.constant dense<"0x0000803F000000400000404000008040"> : tensor<4xf32>
// HEX-NEXT:     %cst_0 = arith.constant dense<1.500000e+00> : tensor<100xf32>
// HEX-NEXT:     %cst_1 = arith.constant dense_resource<blob> : tensor<2xi32>
// HEX-NEXT:     return %0, %cst : index, tensor<4xf32>
// HEX-NEXT:   }
// HEX-NEXT: }
// HEX-EMPTY:
// HEX-NEXT: {-#
// HEX-NEXT:   dialect_resources: {
// HEX-NEXT:     builtin: {
// HEX-NEXT:       blob: "0x040000000100000002000000"
// HEX-NEXT:     }
// HEX-NEXT:   }
// HEX-NEXT: #-}
// HEX-EMPTY:

// NOHEX:      #map = affine_map<(d0) -> (d0 + 1)>
// NOHEX-NEXT: "builtin.module"() ({
// NOHEX-NEXT:   "func.func"() <{function_type = (index, tensor<4xf32>) -> (index, tensor<4xf32>), sym_name = "f"}> ({
// NOHEX-NEXT:   ^bb0(%arg0: index, %arg1: tensor<4xf32>):
// NOHEX-NEXT:     %0 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index
// NOHEX-NEXT:     %1 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
// NOHEX-NEXT:     %2 = "arith.constant"() <{value = dense<1.500000e+00> : tensor<100xf32>}> : () -> tensor<100xf32>
// NOHEX-NEXT:     %3 = "arith.constant"() <{value = dense_resource<blob> : tensor<2xi32>}> : () -> tensor<2xi32>
// NOHEX-NEXT:     "func.return"(%0, %1) : (index, tensor<4xf32>) -> ()
// NOHEX-NEXT:   }) : () -> ()
// NOHEX-NEXT: }) : () -> ()
// NOHEX-EMPTY:
// NOHEX-NEXT: {-#
// NOHEX-NEXT:   dialect_resources: {
// NOHEX-NEXT:     builtin: {
// NOHEX-NEXT:       blob: "0x040000000100000002000000"
// NOHEX-NEXT:     }
// NOHEX-NEXT:   }
// NOHEX-NEXT: #-}
// NOHEX-EMPTY:

// SKIP:      module {...}
// SKIP-EMPTY:

// SKIPGEN:      "builtin.module"() ({...}) : () -> ()
// SKIPGEN-EMPTY:

// SAME:      #map = affine_map<(d0) -> (d0 + 1)>
// SAME-NEXT: module {
// SAME-NEXT:   func.func @f(%arg0: index, %arg1: tensor<4xf32>) -> (index, tensor<4xf32>) {
// SAME-NEXT:     %0 = affine.apply #map(%arg0)
// SAME-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// SAME-NEXT:     %cst_0 = arith.constant dense<1.500000e+00> : tensor<100xf32>
// SAME-NEXT:     %cst_1 = arith.constant dense_resource<blob> : tensor<2xi32>
// SAME-NEXT:     return %0, %cst : index, tensor<4xf32>
// SAME-NEXT:   }
// SAME-NEXT: }
// SAME-EMPTY:
// SAME-NEXT: {-#
// SAME-NEXT:   dialect_resources: {
// SAME-NEXT:     builtin: {
// SAME-NEXT:       blob: "0x040000000100000002000000"
// SAME-NEXT:     }
// SAME-NEXT:   }
// SAME-NEXT: #-}
// SAME-EMPTY:

// BADUINT: mica-opt: for the --mlir-elide-elementsattrs-if-larger option: '-1' value invalid for uint argument!
// BADLONG: mica-opt: for the --mlir-print-elementsattrs-with-hex-if-larger option: 'x' value invalid for long argument!
// DIALECTS: Available Dialects: affine,arith,{{.*}},tosa,ub,vector,vgf{{$}}

#map = affine_map<(d0) -> (d0 + 1)>
!t = tensor<4xf32>
module {
  func.func @f(%a: index, %t: !t) -> (index, !t) {
    %0 = affine.apply #map(%a) loc("here")
    %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : !t
    %s = arith.constant dense<1.5> : tensor<100xf32>
    %r = arith.constant dense_resource<blob> : tensor<2xi32>
    return %0, %c : index, !t
  }
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000100000002000000"
    }
  }
#-}
