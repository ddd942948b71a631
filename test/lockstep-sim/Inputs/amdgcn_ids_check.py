"""Expected buffer of amdgcn-ids.hip for the launch of amdgcn-ids.json:
argv[1] the dump directory, argv[2] the wavefront size."""
import sys
from simcheck import read, expect
grid, block = (2, 3, 2), (8, 4, 2)
want = []
for bz in range(grid[2]):
    for by in range(grid[1]):
        for bx in range(grid[0]):
            for tz in range(block[2]):
                for ty in range(block[1]):
                    for tx in range(block[0]):
                        want += [tx, ty, tz, bx, by, bz, *block,
                                 *(g * b for g, b in zip(grid, block)),
                                 *grid, 0, 0, 0, 3, int(sys.argv[2])]
expect("ids out", read(sys.argv[1], "out", "I"), want)
