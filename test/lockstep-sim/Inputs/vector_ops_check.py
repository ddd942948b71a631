"""vector_ops_check.py DIR: DIR/out.bin of vector-ops.ll (32 lanes, 8 values
each) against a Python restatement of the kernel."""
import struct
import sys
from simcheck import read, expect


def f32(x):
    return struct.unpack("<i", struct.pack("<f", x))[0]


def s32(x):
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >= 1 << 31 else x


want = []
for t in range(32):
    v = [t, t + 1, t + 2, t + 3]
    w = list(v)
    w[t & 3] = t * 10
    u = [(t + 9) & 0xFFFFFFFF, (40 - t) & 0xFFFFFFFF, 30, 31]
    want += [v[t & 3], s32(sum(w)), max(t - 2, 5 - t, 0, -7), s32(min(u)),
             t ^ (3 * t) ^ 5 ^ 9,
             f32(struct.unpack("<f", struct.pack("<f", 0.5 + (t + 0.25)))[0]
                 + 2.0),
             f32(max(float(t), 1.5)), 0]
expect("out", read(sys.argv[1], "out", "i"), want)
