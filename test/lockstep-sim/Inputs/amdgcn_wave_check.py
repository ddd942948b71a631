"""Expected buffers of amdgcn-wave.hip (launch amdgcn-wave.json): argv[1]
the dump directory, argv[2] the wavefront size. Semantics per lane of a
wave of W lanes, active = lanes with an odd input inside the branch."""
import sys
from simcheck import random_ints, read, expect
W = int(sys.argv[2])
data = random_ints(5, 256, 0, 100)
out, bal = [], []
for w in range(256 // W):
    v = data[w * W:(w + 1) * W]
    act = [l for l in range(W) if v[l] & 1]
    ballot = sum(1 << l for l in act if v[l] > 50)
    for l in range(W):
        inside = v[l] & 1
        src = (l + 1) % W
        out += [l,
                v[act[0]] if inside else -1,
                (v[src] if v[src] & 1 else 0) if inside else -1,
                v[3],
                7 + bin(0x55555555 & ((1 << min(l, 32)) - 1)).count("1")]
        bal.append(ballot if inside else 0)
expect("wave out", read(sys.argv[1], "out", "i"), out)
expect("wave ballot", read(sys.argv[1], "bal", "Q" if W == 64 else "I"), bal)
