func.func @f1() {
  return
}
func.func @f2(%a: i32) -> i32 {
  return %a : i32
}
module @inner {
}
func.func @f3() {
  return
}
