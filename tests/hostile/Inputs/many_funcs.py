"""Writes a module of many functions in generic form, for the tests of
verification on threads: `many_funcs.py N OPS [bad K]... [stop K]`.
Function K of a `bad K` adds an i32 to an i64 (an error of its own); a
`stop K` puts a failing constant at module level before function K."""
import sys

n, ops = int(sys.argv[1]), int(sys.argv[2])
bad, stop = set(), set()
args = sys.argv[3:]
for what, k in zip(args[::2], args[1::2]):
    (bad if what == "bad" else stop).add(int(k))
print('"builtin.module"() ({')
for f in range(n):
    if f in stop:
        print('  %%c%d = "arith.constant"() <{value = 1.0 : f32}> : () -> i32' % f)
    print('  "func.func"() <{function_type = (i32, i64) -> i32, sym_name = "f%d"}> ({' % f)
    print('  ^bb0(%a: i32, %b: i64):')
    print('    %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32')
    for i in range(1, ops):
        print('    %%%d = "arith.addi"(%%%d, %%a) : (i32, i32) -> i32' % (i, i - 1))
    if f in bad:
        print('    %bad = "arith.addi"(%a, %b) : (i32, i64) -> i32')
    print('    "func.return"(%%%d) : (i32) -> ()' % (ops - 1))
    print('  }) : () -> ()')
print('}) : () -> ()')
