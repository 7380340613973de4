// --iospec-pad=N: lengths padded to multiples of N elements (and always to
// whole 64-bit words); 1 pads to words only.
// RUN: %mica-translate --emit-iospec --iospec-pad=1 %s | FileCheck %s --check-prefix=WORDS
// RUN: %mica-translate --emit-iospec --iospec-pad=64 %s | FileCheck %s --check-prefix=PAD64
// RUN: %mica-translate --emit-iospec --iospec-pad=3 %s | FileCheck %s --check-prefix=PAD3
// RUN: not %mica-translate --emit-iospec --iospec-pad=0 %s 2>&1 | FileCheck %s --check-prefix=BAD

// WORDS:      length: 60
// WORDS-NEXT: padded_length: 60
// WORDS-NEXT: length_64b_words: 15
// WORDS:      length: 5
// WORDS-NEXT: padded_length: 6
// WORDS-NEXT: length_64b_words: 3
// PAD64:      length: 60
// PAD64-NEXT: padded_length: 64
// PAD64-NEXT: length_64b_words: 16
// PAD64:      length: 5
// PAD64-NEXT: padded_length: 64
// PAD64-NEXT: length_64b_words: 32
// The least common multiple of 3 elements and a word of 4 (or 2) elements
// PAD3:       length: 60
// PAD3-NEXT:  padded_length: 60
// PAD3-NEXT:  length_64b_words: 15
// PAD3:       length: 5
// PAD3-NEXT:  padded_length: 6
// PAD3-NEXT:  length_64b_words: 3
// BAD: mica-translate: for the --iospec-pad option: '0' is not a number of elements from 1 to 65536
func.func @main(%b: tensor<60xi16>) -> tensor<5xf32> {
  %c = "tosa.const"() <{values = dense<0.0> : tensor<5xf32>}> : () -> tensor<5xf32>
  return %c : tensor<5xf32>
}
