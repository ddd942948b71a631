"""Expected output of amdgcn-meld.hip for amdgcn-meld.json (argv[1]: the
dump directory)."""
import sys
from simcheck import random_ints, read, expect
a = random_ints(11, 512, -1000, 1000)
b = random_ints(12, 512, -1000, 1000)
out = []
for blk in range(2):
    tile = []
    for tx in range(256):
        t = tx + blk * 256
        v = a[t]
        tile.append(b[(t * 7) % 512] * 3 + v if v & 1 else a[(t * 5) % 512] * 5 - v)
    out += [tile[(tx + 1) % 256] + tile[tx] for tx in range(256)]
expect("meld out", read(sys.argv[1], "out", "i"), out)
