// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// Block errors.

"foo.op"() ({
  // expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^missing] : () -> ()
}) : () -> ()

// -----

"foo.op"() ({
^bb0:
  "foo.br"()[^bb1] : () -> ()
^bb1:
  "foo.ret"() : () -> ()
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  "foo.ret"() : () -> ()
}) : () -> ()

// -----

// A function with named arguments cannot name its entry block again.
func.func @f(%a: i32) {
// expected-error @+1 {{invalid block name in region with named arguments}}
^bb0(%b: i32):
  "func.return"() : () -> ()
}

// -----

// Blocks are local to their region.
"foo.op"() ({
^bb0:
  "foo.ret"() : () -> ()
}, {
  // expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^bb0] : () -> ()
}) : () -> ()
