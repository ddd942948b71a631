import sys
from simcheck import random_ints, read, expect
d = sys.argv[1]
data = random_ints(9, 1000, 0, 100000)
expect("atomics hist", read(d, "hist", "i"),
       [sum(1 for v in data if v & 15 == k) for k in range(16)])
expect("atomics fsum", read(d, "fsum", "f"), [float(sum(v & 7 for v in data))])
expect("atomics max", read(d, "mx", "i"), [max(data)])
expect("atomics cas", read(d, "cas", "i"), [sum(v & 3 for v in data)])
