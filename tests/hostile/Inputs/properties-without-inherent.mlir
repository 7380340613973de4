func.func @f(%c: i1, %a: i32) -> i32 {
  // arith.select has no inherent attributes
  %d = "arith.select"(%c, %a, %a) <{q = 1}> : (i1, i32, i32) -> i32
  return %d : i32
}
