"""Expected buffers of hip-reduce.hip (launch hip-reduce.json): argv[1] the
dump directory, argv[2] the wavefront size."""
import sys
from simcheck import random_ints, read, expect
W = int(sys.argv[2])
v = random_ints(21, 512, 0, 100)
sums = [sum(x for x in v[b * 256:(b + 1) * 256] if x & 1) + 2000
        for b in range(2)]
wave, bal = [], []
for w in range(512 // W):
    lanes = v[w * W:(w + 1) * W]
    wave += [sum(lanes)] * W
    bal += [sum(1 << l for l in range(W) if lanes[l] > 50)] * W
expect("sums", read(sys.argv[1], "sums", "i"), sums)
expect("wave", read(sys.argv[1], "wave", "i"), wave)
expect("ballot", read(sys.argv[1], "bal", "Q"), bal)
expect("count", read(sys.argv[1], "count", "i"), [sum(x > 90 for x in v)])
