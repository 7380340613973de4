// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Former discrepancy, since fixed in mica: mlir-opt 22 rejects alias names containing a '.', which are
// reserved for dialect names; mica accepts the definitions.

// expected-error @+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#foo.bar = 1

// -----

// expected-error @+1 {{type names with a '.' are reserved for dialect-defined names}}
!foo.bar = i32
