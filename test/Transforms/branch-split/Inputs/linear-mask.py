"""Writes a launch spec of the decision-mask kernel (gen_mask_kernel.py) for
a linear mask: GRID blocks of 256 threads, the last PCT percent of the
threads on the else side. usage: linear-mask.py OUTDIR GRID PCT ROWS"""
import json
import os
import struct
import sys

out, grid, pct, rows = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), \
    int(sys.argv[4])
n = grid * 256
k = n * pct // 100
with open(os.path.join(out, "mask.bin"), "wb") as f:
    f.write(struct.pack(f"{n}i", *([0] * (n - k) + [1] * k)))
json.dump({"kernel": "mask_kernel", "grid": grid, "block": 256,
           "args": [{"name": "mask", "buffer": "i32", "count": n,
                     "init": {"file": os.path.join(out, "mask.bin")}},
                    {"name": "in", "buffer": "f32", "count": rows * n,
                     "init": {"random": {"seed": 2, "min": 0, "max": 1}}},
                    {"name": "out", "buffer": "f32", "count": n,
                     "output": True},
                    {"name": "n", "scalar": "i32", "value": n}]},
          open(os.path.join(out, "spec.json"), "w"))
