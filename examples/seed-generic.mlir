// The LangRef's early form: header definitions, a top-level `func`, the
// `{name: value}` attribute spelling and generic operations.
#map = (d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)
!vec = type vector<4 x f32>

func @scale(%A: memref<100x?xf32>, %n: index) -> (!vec) attributes {fruit: "banana"} {

  %v = "std.splat"(%n) : (index) -> !vec
  %m = "std.constant"() {value: #map} : () -> index
  "std.br"()[^bb1(%v : !vec)] : () -> ()
^bb1(%r: !vec):
  "std.return"(%r) : (!vec) -> ()
}
