import sys
from simcheck import random_ints, read, expect
data = random_ints(3, 128, 0, 100)
want = []
for w in range(4):
    v = data[w * 32:(w + 1) * 32]
    s = list(v)
    for o in (16, 8, 4, 2, 1):
        s = [s[l] + (s[l + o] if l + o < 32 else s[l]) for l in range(32)]
    sc = list(v)
    o = 1
    while o < 32:
        up = [sc[l - o] if l >= o else sc[l] for l in range(32)]
        sc = [sc[l] + up[l] if l >= o else sc[l] for l in range(32)]
        o <<= 1
    odd = sum(1 << l for l in range(32) if v[l] & 1)
    to_i32 = lambda x: x - (1 << 32) if x >= (1 << 31) else x
    for l in range(32):
        want += [s[l], sc[l], max(v), v[0], to_i32(odd),
                 int(any(x > 90 for x in v)), 1,
                 to_i32(odd) if v[l] & 1 else 0]
expect("warp out", read(sys.argv[1], "out", "i"), want)
