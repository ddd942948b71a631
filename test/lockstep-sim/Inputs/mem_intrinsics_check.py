"""Checks mem-intrinsics.test's buffers against a CPU reference.

usage: mem_intrinsics_check.py KIND DIR   (KIND: ir, zero_local, copy_local)
"""
import struct
import sys

kind, d = sys.argv[1], sys.argv[2]
if kind == "ir":
    got = open(d + "/a.bin", "rb").read()
    exp = list(range(256))
    for t in range(32):
        row = exp[8 * t:8 * t + 8]
        # memmove(row + 1, row, 7), then row[0] = the neighbour's shared byte.
        exp[8 * t:8 * t + 8] = [t ^ 1] + row[0:7]
    assert got == bytes(exp), (got[:16], bytes(exp[:16]))
else:
    out = struct.unpack("<32i", open(d + "/out.bin", "rb").read())
    if kind == "zero_local":
        exp = list(range(32))  # a[t & 7] = t, the other slot still 0
    else:
        exp = [16 * t + (t & 15) for t in range(32)]  # rows[t].v[t & 15]
    assert list(out) == exp, (out, exp)
print("ok")
