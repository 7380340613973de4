// The cases of MLIR's broadcast test, in MLIR 22's syntax (mul's shift an
// operand). MLIR 22's verifier rejects operands of different ranks, so the
// input is read unverified.
// Expected text from `mlir-opt-22 --split-input-file --mlir-very-unsafe-disable-verifier-on-parsing --tosa-make-broadcastable`.
// RUN: %mica-opt --split-input-file --mlir-very-unsafe-disable-verifier-on-parsing --tosa-make-broadcastable %s | FileCheck %s

// CHECK-LABEL: func.func @test_broadcast0(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
// CHECK-NEXT: %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
// CHECK-NEXT: return %0 : tensor<1xf32>
// CHECK-NEXT: }
func.func @test_broadcast0(%arg0: tensor<1xf32>, %arg1: tensor<1xf32>) -> tensor<1xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast1(%arg0: tensor<1xf32>, %arg1: tensor<2x1xf32>) -> tensor<2x1xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<1xf32>, !tosa.shape<2>) -> tensor<1x1xf32>
// CHECK-NEXT: %2 = tosa.add %1, %arg1 : (tensor<1x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
// CHECK-NEXT: return %2 : tensor<2x1xf32>
// CHECK-NEXT: }
func.func @test_broadcast1(%arg0: tensor<1xf32>, %arg1: tensor<2x1xf32>) -> tensor<2x1xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast2(%arg0: tensor<2x1xf32>, %arg1: tensor<1xf32>) -> tensor<2x1xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<1xf32>, !tosa.shape<2>) -> tensor<1x1xf32>
// CHECK-NEXT: %2 = tosa.add %arg0, %1 : (tensor<2x1xf32>, tensor<1x1xf32>) -> tensor<2x1xf32>
// CHECK-NEXT: return %2 : tensor<2x1xf32>
// CHECK-NEXT: }
func.func @test_broadcast2(%arg0: tensor<2x1xf32>, %arg1: tensor<1xf32>) -> tensor<2x1xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<2x1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast3(%arg0: tensor<2x1x1x1xf32>, %arg1: tensor<1xf32>) -> tensor<2x1x1x1xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<1xf32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %2 = tosa.add %arg0, %1 : (tensor<2x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<2x1x1x1xf32>
// CHECK-NEXT: return %2 : tensor<2x1x1x1xf32>
// CHECK-NEXT: }
func.func @test_broadcast3(%arg0: tensor<2x1x1x1xf32>, %arg1: tensor<1xf32>) -> tensor<2x1x1x1xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<2x1x1x1xf32>, tensor<1xf32>) -> tensor<2x1x1x1xf32>
  return %0 : tensor<2x1x1x1xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast4(%arg0: tensor<1x1x1x2xf32>, %arg1: tensor<1xf32>) -> tensor<1x1x1x2xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<1xf32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %2 = tosa.add %arg0, %1 : (tensor<1x1x1x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x2xf32>
// CHECK-NEXT: return %2 : tensor<1x1x1x2xf32>
// CHECK-NEXT: }
func.func @test_broadcast4(%arg0: tensor<1x1x1x2xf32>, %arg1: tensor<1xf32>) -> tensor<1x1x1x2xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1x1x1x2xf32>, tensor<1xf32>) -> tensor<1x1x1x2xf32>
  return %0 : tensor<1x1x1x2xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast5(%arg0: tensor<1x1x2x1xf32>, %arg1: tensor<1xf32>) -> tensor<1x1x2x1xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<1xf32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %2 = tosa.add %arg0, %1 : (tensor<1x1x2x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x2x1xf32>
// CHECK-NEXT: return %2 : tensor<1x1x2x1xf32>
// CHECK-NEXT: }
func.func @test_broadcast5(%arg0: tensor<1x1x2x1xf32>, %arg1: tensor<1xf32>) -> tensor<1x1x2x1xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1x1x2x1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %0 : tensor<1x1x2x1xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast6(%arg0: tensor<17x16x15x14xf32>, %arg1: tensor<1xf32>) -> tensor<17x16x15x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<1xf32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %2 = tosa.add %arg0, %1 : (tensor<17x16x15x14xf32>, tensor<1x1x1x1xf32>) -> tensor<17x16x15x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast6(%arg0: tensor<17x16x15x14xf32>, %arg1: tensor<1xf32>) -> tensor<17x16x15x14xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<17x16x15x14xf32>, tensor<1xf32>) -> tensor<17x16x15x14xf32>
  return %0 : tensor<17x16x15x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast7(%arg0: tensor<17x16x1x14xf32>, %arg1: tensor<1x1xf32>) -> tensor<17x16x1x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %2 = tosa.add %arg0, %1 : (tensor<17x16x1x14xf32>, tensor<1x1x1x1xf32>) -> tensor<17x16x1x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x1x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast7(%arg0: tensor<17x16x1x14xf32>, %arg1: tensor<1x1xf32>) -> tensor<17x16x1x14xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<17x16x1x14xf32>, tensor<1x1xf32>) -> tensor<17x16x1x14xf32>
  return %0 : tensor<17x16x1x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast8(%arg0: tensor<17x16x15x14xf32>, %arg1: tensor<1x1xf32>) -> tensor<17x16x15x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %2 = tosa.add %arg0, %1 : (tensor<17x16x15x14xf32>, tensor<1x1x1x1xf32>) -> tensor<17x16x15x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast8(%arg0: tensor<17x16x15x14xf32>, %arg1: tensor<1x1xf32>) -> tensor<17x16x15x14xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<17x16x15x14xf32>, tensor<1x1xf32>) -> tensor<17x16x15x14xf32>
  return %0 : tensor<17x16x15x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast9(%arg0: tensor<17x16x15x14xf32>, %arg1: tensor<15x1xf32>) -> tensor<17x16x15x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, 15, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<15x1xf32>, !tosa.shape<4>) -> tensor<1x1x15x1xf32>
// CHECK-NEXT: %2 = tosa.add %arg0, %1 : (tensor<17x16x15x14xf32>, tensor<1x1x15x1xf32>) -> tensor<17x16x15x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast9(%arg0: tensor<17x16x15x14xf32>, %arg1: tensor<15x1xf32>) -> tensor<17x16x15x14xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<17x16x15x14xf32>, tensor<15x1xf32>) -> tensor<17x16x15x14xf32>
  return %0 : tensor<17x16x15x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast10(%arg0: tensor<17x16x15x14xf32>, %arg1: tensor<15x14xf32>) -> tensor<17x16x15x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, 15, 14]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<15x14xf32>, !tosa.shape<4>) -> tensor<1x1x15x14xf32>
// CHECK-NEXT: %2 = tosa.add %arg0, %1 : (tensor<17x16x15x14xf32>, tensor<1x1x15x14xf32>) -> tensor<17x16x15x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast10(%arg0: tensor<17x16x15x14xf32>, %arg1: tensor<15x14xf32>) -> tensor<17x16x15x14xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<17x16x15x14xf32>, tensor<15x14xf32>) -> tensor<17x16x15x14xf32>
  return %0 : tensor<17x16x15x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast13(%arg0: tensor<1xf32>, %arg1: tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<1xf32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %2 = tosa.add %1, %arg1 : (tensor<1x1x1x1xf32>, tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast13(%arg0: tensor<1xf32>, %arg1: tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1xf32>, tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32>
  return %0 : tensor<17x16x15x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast14(%arg0: tensor<1x1xf32>, %arg1: tensor<17x16x1x14xf32>) -> tensor<17x16x1x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %2 = tosa.add %1, %arg1 : (tensor<1x1x1x1xf32>, tensor<17x16x1x14xf32>) -> tensor<17x16x1x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x1x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast14(%arg0: tensor<1x1xf32>, %arg1: tensor<17x16x1x14xf32>) -> tensor<17x16x1x14xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1x1xf32>, tensor<17x16x1x14xf32>) -> tensor<17x16x1x14xf32>
  return %0 : tensor<17x16x1x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast15(%arg0: tensor<1x1xf32>, %arg1: tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %2 = tosa.add %1, %arg1 : (tensor<1x1x1x1xf32>, tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast15(%arg0: tensor<1x1xf32>, %arg1: tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<1x1xf32>, tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32>
  return %0 : tensor<17x16x15x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast16(%arg0: tensor<15x1xf32>, %arg1: tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, 15, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<15x1xf32>, !tosa.shape<4>) -> tensor<1x1x15x1xf32>
// CHECK-NEXT: %2 = tosa.add %1, %arg1 : (tensor<1x1x15x1xf32>, tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast16(%arg0: tensor<15x1xf32>, %arg1: tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<15x1xf32>, tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32>
  return %0 : tensor<17x16x15x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast17(%arg0: tensor<15x14xf32>, %arg1: tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, 15, 14]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<15x14xf32>, !tosa.shape<4>) -> tensor<1x1x15x14xf32>
// CHECK-NEXT: %2 = tosa.add %1, %arg1 : (tensor<1x1x15x14xf32>, tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast17(%arg0: tensor<15x14xf32>, %arg1: tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<15x14xf32>, tensor<17x16x15x14xf32>) -> tensor<17x16x15x14xf32>
  return %0 : tensor<17x16x15x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast18(%arg0: tensor<14x1xf32>, %arg1: tensor<1x15xf32>) -> tensor<14x15xf32> {
// CHECK-NEXT: %0 = tosa.add %arg0, %arg1 : (tensor<14x1xf32>, tensor<1x15xf32>) -> tensor<14x15xf32>
// CHECK-NEXT: return %0 : tensor<14x15xf32>
// CHECK-NEXT: }
func.func @test_broadcast18(%arg0: tensor<14x1xf32>, %arg1: tensor<1x15xf32>) -> tensor<14x15xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<14x1xf32>, tensor<1x15xf32>) -> tensor<14x15xf32>
  return %0 : tensor<14x15xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast19(%arg0: tensor<64x64x1xf32>, %arg1: tensor<1x17xf32>) -> tensor<64x64x17xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, 17]> : tensor<3xindex>} : () -> !tosa.shape<3>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<1x17xf32>, !tosa.shape<3>) -> tensor<1x1x17xf32>
// CHECK-NEXT: %2 = tosa.sub %arg0, %1 : (tensor<64x64x1xf32>, tensor<1x1x17xf32>) -> tensor<64x64x17xf32>
// CHECK-NEXT: return %2 : tensor<64x64x17xf32>
// CHECK-NEXT: }
func.func @test_broadcast19(%arg0: tensor<64x64x1xf32>, %arg1: tensor<1x17xf32>) -> tensor<64x64x17xf32> {
  %0 = tosa.sub %arg0, %arg1 : (tensor<64x64x1xf32>, tensor<1x17xf32>) -> tensor<64x64x17xf32>
  return %0 : tensor<64x64x17xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast20(%arg0: tensor<3x3x4x1xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x3x4x5xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, 4, 5]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<4x5xf32>, !tosa.shape<4>) -> tensor<1x1x4x5xf32>
// CHECK-NEXT: %2 = tosa.add %arg0, %1 : (tensor<3x3x4x1xf32>, tensor<1x1x4x5xf32>) -> tensor<3x3x4x5xf32>
// CHECK-NEXT: return %2 : tensor<3x3x4x5xf32>
// CHECK-NEXT: }
func.func @test_broadcast20(%arg0: tensor<3x3x4x1xf32>, %arg1: tensor<4x5xf32>) -> tensor<3x3x4x5xf32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<3x3x4x1xf32>, tensor<4x5xf32>) -> tensor<3x3x4x5xf32>
  return %0 : tensor<3x3x4x5xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_mul(%arg0: tensor<15x14xi32>, %arg1: tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32> {
// CHECK-NEXT: %0 = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
// CHECK-NEXT: %1 = tosa.const_shape  {values = dense<[1, 1, 15, 14]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %2 = tosa.reshape %arg0, %1 : (tensor<15x14xi32>, !tosa.shape<4>) -> tensor<1x1x15x14xi32>
// CHECK-NEXT: %3 = tosa.mul %2, %arg1, %0 : (tensor<1x1x15x14xi32>, tensor<17x16x15x14xi32>, tensor<1xi8>) -> tensor<17x16x15x14xi32>
// CHECK-NEXT: return %3 : tensor<17x16x15x14xi32>
// CHECK-NEXT: }
func.func @test_broadcast_mul(%arg0: tensor<15x14xi32>, %arg1: tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32> {
  %shift = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %arg0, %arg1, %shift : (tensor<15x14xi32>, tensor<17x16x15x14xi32>, tensor<1xi8>) -> tensor<17x16x15x14xi32>
  return %0 : tensor<17x16x15x14xi32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_arithmetic_right_shift(%arg0: tensor<15x14xi32>, %arg1: tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, 15, 14]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<15x14xi32>, !tosa.shape<4>) -> tensor<1x1x15x14xi32>
// CHECK-NEXT: %2 = tosa.arithmetic_right_shift %1, %arg1 {round = true} : (tensor<1x1x15x14xi32>, tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xi32>
// CHECK-NEXT: }
func.func @test_broadcast_arithmetic_right_shift(%arg0: tensor<15x14xi32>, %arg1: tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32> {
  %0 = tosa.arithmetic_right_shift %arg0, %arg1 {round = true} : (tensor<15x14xi32>, tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32>
  return %0 : tensor<17x16x15x14xi32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_scalar(%arg0: tensor<i32>, %arg1: tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<i32>, !tosa.shape<4>) -> tensor<1x1x1x1xi32>
// CHECK-NEXT: %2 = tosa.add %1, %arg1 : (tensor<1x1x1x1xi32>, tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xi32>
// CHECK-NEXT: }
func.func @test_broadcast_scalar(%arg0: tensor<i32>, %arg1: tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32> {
  %0 = tosa.add %arg0, %arg1 : (tensor<i32>, tensor<17x16x15x14xi32>) -> tensor<17x16x15x14xi32>
  return %0 : tensor<17x16x15x14xi32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_select_both_input(%arg0: tensor<1x16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x16x16xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
// CHECK-NEXT: %1 = tosa.reshape %arg1, %0 : (tensor<f32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
// CHECK-NEXT: %2 = tosa.reshape %arg2, %0 : (tensor<f32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
// CHECK-NEXT: %3 = tosa.select %arg0, %1, %2 : (tensor<1x16x16xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x16x16xf32>
// CHECK-NEXT: return %3 : tensor<1x16x16xf32>
// CHECK-NEXT: }
func.func @test_broadcast_select_both_input(%arg0: tensor<1x16x16xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<1x16x16xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<1x16x16xi1>, tensor<f32>, tensor<f32>) -> tensor<1x16x16xf32>
  return %0 : tensor<1x16x16xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_select_one_input(%arg0: tensor<17x16x15x14xi1>, %arg1: tensor<17x16x15x14xf32>, %arg2: tensor<f32>) -> tensor<17x16x15x14xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg2, %0 : (tensor<f32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %2 = tosa.select %arg0, %arg1, %1 : (tensor<17x16x15x14xi1>, tensor<17x16x15x14xf32>, tensor<1x1x1x1xf32>) -> tensor<17x16x15x14xf32>
// CHECK-NEXT: return %2 : tensor<17x16x15x14xf32>
// CHECK-NEXT: }
func.func @test_broadcast_select_one_input(%arg0: tensor<17x16x15x14xi1>, %arg1: tensor<17x16x15x14xf32>, %arg2: tensor<f32>) -> tensor<17x16x15x14xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<17x16x15x14xi1>, tensor<17x16x15x14xf32>, tensor<f32>) -> tensor<17x16x15x14xf32>
  return %0 : tensor<17x16x15x14xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_select_predicate(%arg0: tensor<i1>, %arg1: tensor<1x32x32x8xf32>, %arg2: tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.reshape %arg0, %0 : (tensor<i1>, !tosa.shape<4>) -> tensor<1x1x1x1xi1>
// CHECK-NEXT: %2 = tosa.select %1, %arg1, %arg2 : (tensor<1x1x1x1xi1>, tensor<1x32x32x8xf32>, tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
// CHECK-NEXT: return %2 : tensor<1x32x32x8xf32>
// CHECK-NEXT: }
func.func @test_broadcast_select_predicate(%arg0: tensor<i1>, %arg1: tensor<1x32x32x8xf32>, %arg2: tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<1x32x32x8xf32>, tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
  return %0 : tensor<1x32x32x8xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_select_abc(%arg0: tensor<i1>, %arg1: tensor<32x8xf32>, %arg2: tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, 32, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %2 = tosa.reshape %arg0, %1 : (tensor<i1>, !tosa.shape<4>) -> tensor<1x1x1x1xi1>
// CHECK-NEXT: %3 = tosa.reshape %arg1, %0 : (tensor<32x8xf32>, !tosa.shape<4>) -> tensor<1x1x32x8xf32>
// CHECK-NEXT: %4 = tosa.select %2, %3, %arg2 : (tensor<1x1x1x1xi1>, tensor<1x1x32x8xf32>, tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
// CHECK-NEXT: return %4 : tensor<1x32x32x8xf32>
// CHECK-NEXT: }
func.func @test_broadcast_select_abc(%arg0: tensor<i1>, %arg1: tensor<32x8xf32>, %arg2: tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<32x8xf32>, tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
  return %0 : tensor<1x32x32x8xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_select_acb(%arg0: tensor<i1>, %arg1: tensor<1x32x32x8xf32>, %arg2: tensor<32x8xf32>) -> tensor<1x32x32x8xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, 32, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %2 = tosa.reshape %arg0, %1 : (tensor<i1>, !tosa.shape<4>) -> tensor<1x1x1x1xi1>
// CHECK-NEXT: %3 = tosa.reshape %arg2, %0 : (tensor<32x8xf32>, !tosa.shape<4>) -> tensor<1x1x32x8xf32>
// CHECK-NEXT: %4 = tosa.select %2, %arg1, %3 : (tensor<1x1x1x1xi1>, tensor<1x32x32x8xf32>, tensor<1x1x32x8xf32>) -> tensor<1x32x32x8xf32>
// CHECK-NEXT: return %4 : tensor<1x32x32x8xf32>
// CHECK-NEXT: }
func.func @test_broadcast_select_acb(%arg0: tensor<i1>, %arg1: tensor<1x32x32x8xf32>, %arg2: tensor<32x8xf32>) -> tensor<1x32x32x8xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<i1>, tensor<1x32x32x8xf32>, tensor<32x8xf32>) -> tensor<1x32x32x8xf32>
  return %0 : tensor<1x32x32x8xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_select_bac(%arg0: tensor<32x8xi1>, %arg1: tensor<f32>, %arg2: tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.const_shape  {values = dense<[1, 1, 32, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %2 = tosa.reshape %arg0, %1 : (tensor<32x8xi1>, !tosa.shape<4>) -> tensor<1x1x32x8xi1>
// CHECK-NEXT: %3 = tosa.reshape %arg1, %0 : (tensor<f32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %4 = tosa.select %2, %3, %arg2 : (tensor<1x1x32x8xi1>, tensor<1x1x1x1xf32>, tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
// CHECK-NEXT: return %4 : tensor<1x32x32x8xf32>
// CHECK-NEXT: }
func.func @test_broadcast_select_bac(%arg0: tensor<32x8xi1>, %arg1: tensor<f32>, %arg2: tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<32x8xi1>, tensor<f32>, tensor<1x32x32x8xf32>) -> tensor<1x32x32x8xf32>
  return %0 : tensor<1x32x32x8xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_select_bca(%arg0: tensor<32x8xi1>, %arg1: tensor<1x32x32x8xf32>, %arg2: tensor<f32>) -> tensor<1x32x32x8xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.const_shape  {values = dense<[1, 1, 32, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %2 = tosa.reshape %arg0, %1 : (tensor<32x8xi1>, !tosa.shape<4>) -> tensor<1x1x32x8xi1>
// CHECK-NEXT: %3 = tosa.reshape %arg2, %0 : (tensor<f32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %4 = tosa.select %2, %arg1, %3 : (tensor<1x1x32x8xi1>, tensor<1x32x32x8xf32>, tensor<1x1x1x1xf32>) -> tensor<1x32x32x8xf32>
// CHECK-NEXT: return %4 : tensor<1x32x32x8xf32>
// CHECK-NEXT: }
func.func @test_broadcast_select_bca(%arg0: tensor<32x8xi1>, %arg1: tensor<1x32x32x8xf32>, %arg2: tensor<f32>) -> tensor<1x32x32x8xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<32x8xi1>, tensor<1x32x32x8xf32>, tensor<f32>) -> tensor<1x32x32x8xf32>
  return %0 : tensor<1x32x32x8xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_select_cab(%arg0: tensor<1x32x32x8xi1>, %arg1: tensor<f32>, %arg2: tensor<32x8xf32>) -> tensor<1x32x32x8xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<[1, 1, 32, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %2 = tosa.reshape %arg1, %1 : (tensor<f32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %3 = tosa.reshape %arg2, %0 : (tensor<32x8xf32>, !tosa.shape<4>) -> tensor<1x1x32x8xf32>
// CHECK-NEXT: %4 = tosa.select %arg0, %2, %3 : (tensor<1x32x32x8xi1>, tensor<1x1x1x1xf32>, tensor<1x1x32x8xf32>) -> tensor<1x32x32x8xf32>
// CHECK-NEXT: return %4 : tensor<1x32x32x8xf32>
// CHECK-NEXT: }
func.func @test_broadcast_select_cab(%arg0: tensor<1x32x32x8xi1>, %arg1: tensor<f32>, %arg2: tensor<32x8xf32>) -> tensor<1x32x32x8xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<1x32x32x8xi1>, tensor<f32>, tensor<32x8xf32>) -> tensor<1x32x32x8xf32>
  return %0 : tensor<1x32x32x8xf32>
}

// -----

// CHECK-LABEL: func.func @test_broadcast_select_cba(%arg0: tensor<1x32x32x8xi1>, %arg1: tensor<32x8xf32>, %arg2: tensor<f32>) -> tensor<1x32x32x8xf32> {
// CHECK-NEXT: %0 = tosa.const_shape  {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %1 = tosa.const_shape  {values = dense<[1, 1, 32, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
// CHECK-NEXT: %2 = tosa.reshape %arg1, %1 : (tensor<32x8xf32>, !tosa.shape<4>) -> tensor<1x1x32x8xf32>
// CHECK-NEXT: %3 = tosa.reshape %arg2, %0 : (tensor<f32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
// CHECK-NEXT: %4 = tosa.select %arg0, %2, %3 : (tensor<1x32x32x8xi1>, tensor<1x1x32x8xf32>, tensor<1x1x1x1xf32>) -> tensor<1x32x32x8xf32>
// CHECK-NEXT: return %4 : tensor<1x32x32x8xf32>
// CHECK-NEXT: }
func.func @test_broadcast_select_cba(%arg0: tensor<1x32x32x8xi1>, %arg1: tensor<32x8xf32>, %arg2: tensor<f32>) -> tensor<1x32x32x8xf32> {
  %0 = tosa.select %arg0, %arg1, %arg2 : (tensor<1x32x32x8xi1>, tensor<32x8xf32>, tensor<f32>) -> tensor<1x32x32x8xf32>
  return %0 : tensor<1x32x32x8xf32>
}
