// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

#a = 1
// expected-error @+1 {{redefinition of attribute alias id 'a'}}
#a = 2

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined'}}
"foo.op"() {a = #undefined} : () -> ()

// -----

!t = i32
// expected-error @+1 {{redefinition of type alias id 't'}}
!t = i64

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined'}}
"foo.op"() : () -> !undefined

// -----

// Aliases must be defined before they are used.
// expected-error @+1 {{undefined symbol alias id 'later'}}
"foo.op"() {a = #later} : () -> ()
#later = 1
