"""bufcheck.py DIR NAME TYPECODE EXPR: every element i of DIR/NAME.bin must
equal the Python expression EXPR of i (array typecode: i, I, f, ...)."""
import sys
from simcheck import read, expect
d, name, code, expr = sys.argv[1:5]
got = read(d, name, code)
expect(name, got, [eval(expr, {"i": i}) for i in range(len(got))])
