// scf.index_switch: cases on lines of their own, the default region first
// in the generic form. Expected output is mlir-opt 22's.
// RUN: %mica-opt %s | FileCheck %s --strict-whitespace
// RUN: %mica-opt %s | %mica-opt | FileCheck %s --strict-whitespace
// RUN: %mica-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: %mica-opt --mlir-print-op-generic %s | %mica-opt | FileCheck %s --strict-whitespace

func.func @f(%a: index, %b: i32) -> i32 {
  %0 = scf.index_switch %a -> i32
  case 2 {
    scf.yield %b : i32
  }
  case 5 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %b : i32
  }
  scf.index_switch %a
  default {
  }
  return %0 : i32
}
// CHECK:    %0 = scf.index_switch %arg0 -> i32{{ $}}
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 5 {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      scf.yield %c1_i32 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg0{{ $}}
// CHECK-NEXT:    default {
// CHECK-NEXT:    }
// GENERIC: %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
// GENERIC: "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
