// A small module with one of most constructs, cut at every byte by
// tests/hostile/truncated.test.
#map = affine_map<(d0)[s0] -> (d0 floordiv 2 + s0, d0 mod 3)>
#set = affine_set<(d0) : (d0 - 1 >= 0, d0 == 0)>
!t = tensor<2x?xf32>
module attributes {foo.a = "x\22y\0A"} {
  func.func private @g(%arg0: i32 {foo.b}) -> i32 loc("f.mlir":1:2)
  func.func @f(%a: i32, %m: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> (i32, !t) {
    %0:2 = "foo.op"(%a) <{p = [1 : i64, 2.5 : f32]}> ({
    ^bb0(%x: i32):
      "foo.br"(%x)[^bb1] : (i32) -> ()
    ^bb1(%y: i32):
      "foo.yield"(%y) : (i32) -> ()
    }) {m = #map, s = #set, d = dense<[[1.0, 2.0]]> : tensor<1x2xf32>} : (i32) -> (i32, !t)
    %c = arith.constant 42 : i32
    %s = arith.addi %0#0, %c : i32
    return %s, %0#1 : i32, !t
  }
}
{-#
  dialect_resources: { builtin: { blob: "0x0400000001020304" } }
#-}
