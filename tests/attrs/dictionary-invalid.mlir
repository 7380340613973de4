// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.op"() {a = 1, a = 2} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.op"() {a = {a = 1, a = 2}} : () -> ()

// -----

// A quoted name clashes with the same bare name.
// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.op"() {a = 1, "a" = 2} : () -> ()

// -----

// expected-error @+1 {{duplicate key 'a' in dictionary attribute}}
"foo.op"() {a, a} : () -> ()
