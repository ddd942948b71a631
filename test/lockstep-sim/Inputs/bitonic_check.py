import sys
from simcheck import random_ints, read, expect
data = random_ints(7, 256, -1000, 1000)
expect("bitonic data", read(sys.argv[1], "data", "i"), sorted(data))
