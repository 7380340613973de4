// RUN: %mica-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Former discrepancy, since fixed in mica: mica reads the custom form of func.func but does not apply
// these checks of mlir-opt 22's func.func parser and verifier; it accepts
// all of the inputs below.

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl(i32)

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @f(i1 {unitAttr})

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func private @f() -> (i1 {unitAttr})

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @f() {
}
