// Dialect resources as mlir-opt 22 prints them: the blobs of builtin (and of
// mlir-opt's test dialect) that the module uses, in the order the printer
// first meets them (the generic form prints properties before the attribute
// dictionary, so its order differs), nested uses in regions, arrays and
// dictionaries counted, unused blobs dropped, a key defined twice taking its
// last value, groups repeated merged; blob bytes in upper-case hex; external
// resources as read, after the dialect ones. Expected output from
// `mlir-opt-22 --allow-unregistered-dialect %s` and the same with
// `--mlir-print-op-generic`.
// RUN: %mica-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect %s | %mica-opt --allow-unregistered-dialect | FileCheck %s
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --allow-unregistered-dialect --mlir-print-op-generic %s | %mica-opt --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     test: {
// CHECK-NEXT:       t2: "0x08000000030000000000000004000000000000AB"
// CHECK-NEXT:     },
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       A: "0x040000000300000004000000",
// CHECK-NEXT:       B: "0x040000000500000006000000",
// CHECK-NEXT:       "C c": "0x0400000001000000",
// CHECK-NEXT:       D: "0x04000000ABCDEF01"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     z: {
// CHECK-NEXT:       b: "x",
// CHECK-NEXT:       a: true
// CHECK-NEXT:     },
// CHECK-NEXT:     a: {
// CHECK-NEXT:       q: false
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// GENERIC:      {-#
// GENERIC-NEXT:   dialect_resources: {
// GENERIC-NEXT:     test: {
// GENERIC-NEXT:       t2: "0x08000000030000000000000004000000000000AB"
// GENERIC-NEXT:     },
// GENERIC-NEXT:     builtin: {
// GENERIC-NEXT:       B: "0x040000000500000006000000",
// GENERIC-NEXT:       A: "0x040000000300000004000000",
// GENERIC-NEXT:       "C c": "0x0400000001000000",
// GENERIC-NEXT:       D: "0x04000000ABCDEF01"
// GENERIC-NEXT:     }
// GENERIC-NEXT:   },
// GENERIC-NEXT:   external_resources: {
// GENERIC-NEXT:     z: {
// GENERIC-NEXT:       b: "x",
// GENERIC-NEXT:       a: true
// GENERIC-NEXT:     },
// GENERIC-NEXT:     a: {
// GENERIC-NEXT:       q: false
// GENERIC-NEXT:     }
// GENERIC-NEXT:   }
// GENERIC-NEXT: #-}

func.func @f() -> tensor<2xi32> {
  %0 = arith.constant {x = dense_resource<A> : tensor<2xi32>} dense_resource<B> : tensor<2xi32>
  %1 = "test.op"() ({
    "test.inner"() {r = [dense_resource<"C c"> : tensor<2xi32>, {k = dense_resource<A> : tensor<2xi32>}]} : () -> ()
  }) {s = dense_resource<D> : tensor<1xi32>, t = #test.e1di64_elements<t2> : tensor<2xi64>} : () -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
{-#
  external_resources: {
    z: { b: "x", a: true },
    a: { q: false }
  },
  dialect_resources: {
    test: {
      t1: "0x0800000001000000000000000200000000000000",
      t2: "0x08000000030000000000000004000000000000ab"
    },
    builtin: {
      D: "0x04000000abcdef01",
      unused: "0x0400000001000000",
      "C c": "0x0400000001000000",
      B: "0x040000000100000002000000"
    },
    builtin: {
      A: "0x040000000300000004000000",
      B: "0x040000000500000006000000"
    }
  }
#-}
