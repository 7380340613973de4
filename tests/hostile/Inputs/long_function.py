"""Writes one long function, for parse-threads.test: a chain of ops in
which each op uses the op before, one 40 ops back and the function's
argument, so that any split point has names defined before it and used
after it, with a nested region every 500 ops that uses names of its
function.  `module` wraps it in `module {`; `top` leaves it at the top of
the file (an implicit module), as a model written by hand is.  A last
argument inserts one line after the given op of the chain."""
import sys

wrap, n = sys.argv[1], int(sys.argv[2])
extra = dict(arg.split('=', 1) for arg in sys.argv[3:])
ind = '    ' if wrap == 'module' else '  '
if wrap == 'module':
    print('module {')
print(ind[2:] + 'func.func @long(%arg0: i32) -> i32 {')
print(f'{ind}%v0 = "foo.op"(%arg0) : (i32) -> i32')
for i in range(1, n):
    back = max(0, i - 40)
    if i % 500 == 0:
        print(f'{ind}%v{i} = "foo.region"(%v{i - 1}) ({{')
        print(f'{ind}^bb0(%x{i}: i32):')
        print(f'{ind}  %in{i} = "foo.op"(%x{i}, %v{back}, %arg0) : (i32, i32, i32) -> i32')
        print(f'{ind}  "foo.yield"(%in{i}) : (i32) -> ()')
        print(f'{ind}}}) : (i32) -> i32')
    else:
        print(f'{ind}%v{i} = "foo.op"(%v{i - 1}, %v{back}, %arg0) {{i = {i}}} : (i32, i32, i32) -> i32')
    if str(i) in extra:
        print(ind + extra[str(i)])
print(f'{ind}func.return %v{n - 1} : i32')
print(ind[2:] + '}')
if wrap == 'module':
    print('}')
