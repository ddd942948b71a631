import sys
from simcheck import random_ints, read, expect
data = random_ints(5, 96, 1, 1000)
def collatz(x):
    n = 0
    while x != 1:
        x = 3 * x + 1 if x & 1 else x // 2
        n += 1
    return n
expect("loops steps", read(sys.argv[1], "steps", "I"), [collatz(x) for x in data])
tri = []
for t in range(96):
    acc = 0
    for i in range(t % 7):
        for j in range(i + 1):
            acc += (i ^ j) + t
    tri.append(acc & 0xffffffff)
expect("loops tri", read(sys.argv[1], "tri", "I"), tri)
