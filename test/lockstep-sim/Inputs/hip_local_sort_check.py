"""hip_local_sort_check.py DIR KERNEL: the buffers lockstep-sim dumped for
hip-local-sort.hip's kernel KERNEL (sort8 or shifts) against Python."""
import sys
from simcheck import read, expect

d, kernel = sys.argv[1:3]
inp = read(d, "in", "i")
if kernel == "sort8":
    out, pick = [], []
    for i in range(64):
        a = [inp[(i * 8 + k) % 512] for k in range(8)]
        n = 4 + (inp[i] & 3)
        a = sorted(a[:n]) + a[n:]
        out += a
        pick.append(a[inp[i] & 7])
    expect("out", read(d, "out", "i"), out)
    expect("pick", read(d, "pick", "i"), pick)
else:
    want = []
    for i in range(256):
        b = i // 64
        want.append(sum(inp[i] >> k for k in range(b + 2)))
    expect("out", read(d, "out", "i"), want)
