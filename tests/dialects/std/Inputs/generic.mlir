func @f() {
  %0 = "std.constant"() {value: 1 : i32} : () -> i32
  return
}
