"""Writes a module of many functions in generic form, for the tests of
verification on threads: `many_funcs.py N OPS [bad K]... [stop K]...
[wrapped 1]`.  Function K of a `bad K` adds an i32 to an i64 (an error of
its own); a `stop K` puts a failing constant at module level before
function K.  With `wrapped 1` each function's body is the region of an
unregistered op instead, which is not isolated from above: its ops also
use a value that the module's body defines after them."""
import sys

n, ops = int(sys.argv[1]), int(sys.argv[2])
bad, stop = set(), set()
wrapped = False
args = sys.argv[3:]
for what, k in zip(args[::2], args[1::2]):
    if what == "wrapped":
        wrapped = k == "1"
    else:
        (bad if what == "bad" else stop).add(int(k))
print('"builtin.module"() ({')
for f in range(n):
    if f in stop:
        print('  %%c%d = "arith.constant"() <{value = 1.0 : f32}> : () -> i32' % f)
    if wrapped:
        print('  "test.wrapper"() <{sym_name = "f%d"}> ({' % f)
    else:
        print('  "func.func"() <{function_type = (i32, i64) -> i32, sym_name = "f%d"}> ({' % f)
    print('  ^bb0(%a: i32, %b: i64):')
    print('    %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32')
    for i in range(1, ops):
        use = "%late" if wrapped and i % 10 == 0 else "%a"
        print('    %%%d = "arith.addi"(%%%d, %s) : (i32, i32) -> i32' % (i, i - 1, use))
    if f in bad:
        print('    %bad = "arith.addi"(%a, %b) : (i32, i64) -> i32')
    if wrapped:
        print('    "test.yield"(%%%d) : (i32) -> ()' % (ops - 1))
    else:
        print('    "func.return"(%%%d) : (i32) -> ()' % (ops - 1))
    print('  }) : () -> ()')
if wrapped:
    print('  %late = "test.late"() : () -> i32')
print('}) : () -> ()')
