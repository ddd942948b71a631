import sys
from simcheck import random_ints, read, expect
data = random_ints(11, 3000, -50000, 50000)
want = []
for b in range(8):
    s = 0
    for t in range(128):
        s += sum(data[b * 128 + t::1024])
    want.append(s)
expect("reduce partial", read(sys.argv[1], "partial", "i"), want)
