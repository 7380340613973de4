// RUN: %mica-opt --type-narrowing=mode=full %s | FileCheck %s --check-prefix=NARROW
// RUN: %mica-opt --type-narrowing=mode=partial %s | FileCheck %s --check-prefix=NARROW
// RUN: %mica-opt --type-narrowing=mode=full_preserve_io %s | FileCheck %s --check-prefix=IO
// A declaration's signature narrows with the others (the converter's
// FuncSignatureConvert rewrites every func.func whose type holds a float),
// and is kept in full_preserve_io; every float narrows (bf16 as well),
// integers stay (see type_narrowing.c).

// NARROW-LABEL: func.func private @ext(tensor<2xf16>, f16, i32) -> (tensor<2xf16>, tensor<2xi8>)
// IO-LABEL: func.func private @ext(tensor<2xf32>, bf16, i32) -> (tensor<2xf32>, tensor<2xi8>)
func.func private @ext(tensor<2xf32>, bf16, i32) -> (tensor<2xf32>, tensor<2xi8>)
