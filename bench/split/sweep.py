#!/usr/bin/env python3
"""The G80 splitting paper's decision-mask experiment (section 5) in
lockstep-sim: the branched kernel (gen_mask_kernel.py) against its
branch-split version, for a linear mask (else threads in one contiguous
section) and a random mask, else-branch share 0-100%. Prints a markdown
table of sm_cycles, occupancy and who wins, and whether branch-split's
decision (formula (1), taken once per kernel at compile time) agrees with
the simulated outcome at each point.

usage: sweep.py BUILD_DIR OUT_DIR [--sms N] [--blocks N] [--step PCT]
"""
import argparse
import json
import os
import random
import struct
import subprocess
import sys

p = argparse.ArgumentParser()
p.add_argument("build")
p.add_argument("out")
p.add_argument("--sms", type=int, default=4)
p.add_argument("--blocks", type=int, default=64)
p.add_argument("--block", type=int, default=256)
p.add_argument("--step", type=int, default=10)
p.add_argument("--light", type=int, default=96)
p.add_argument("--heavy", type=int, default=48)
p.add_argument("--light-loads", type=int, default=0)
a = p.parse_args()

here = os.path.dirname(os.path.abspath(__file__))
os.makedirs(a.out, exist_ok=True)
opt = "/usr/lib/llvm-22/bin/opt"
plugin = os.path.join(a.build, "lib", "LockstepPasses.so")
sim = os.path.join(a.build, "bin", "lockstep-sim")
n = a.blocks * a.block

kernel = os.path.join(a.out, "mask.ll")
with open(kernel, "w") as f:
    subprocess.run([sys.executable, os.path.join(here, "gen_mask_kernel.py"),
                    "--light", str(a.light), "--heavy", str(a.heavy),
                    "--light-loads", str(a.light_loads)],
                   stdout=f, check=True)
split = os.path.join(a.out, "mask.split.ll")
rem = subprocess.run([opt, "-load-pass-plugin=" + plugin,
                      "-passes=branch-split", kernel, "-S", "-o", split,
                      "-pass-remarks=branch-split",
                      "-pass-remarks-missed=branch-split"],
                     capture_output=True, text=True, check=True).stderr
decided_split = " split into " in rem
print("branch-split remark:", rem.strip().split("remark: <unknown>:0:0: ")[-1])

rng = random.Random(16)
with open(os.path.join(a.out, "in.bin"), "wb") as f:
    f.write(struct.pack(f"{a.heavy * n}f",
                        *[rng.random() for _ in range(a.heavy * n)]))


def run(module, spec, dump):
    out = subprocess.run([sim, module, "--launch", spec, "--json", "--sms",
                          str(a.sms), "--dump-buffers", dump],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


rows = []
for layout in ("linear", "random"):
    for pct in range(0, 101, a.step):
        k = n * pct // 100
        if layout == "linear":
            mask = [0] * (n - k) + [1] * k
        else:
            mask = [0] * (n - k) + [1] * k
            rng.shuffle(mask)
        mpath = os.path.join(a.out, f"mask-{layout}-{pct}.bin")
        with open(mpath, "wb") as f:
            f.write(struct.pack(f"{n}i", *mask))
        spec = os.path.join(a.out, f"spec-{layout}-{pct}.json")
        json.dump({"kernel": "mask_kernel", "grid": a.blocks,
                   "block": a.block,
                   "args": [{"name": "mask", "buffer": "i32", "count": n,
                             "init": {"file": mpath}},
                            {"name": "in", "buffer": "f32",
                             "count": a.heavy * n,
                             "init": {"file": os.path.join(a.out, "in.bin")}},
                            {"name": "out", "buffer": "f32", "count": n,
                             "output": True},
                            {"name": "n", "scalar": "i32", "value": n}]},
                  open(spec, "w"))
        b = run(kernel, spec, os.path.join(a.out, "b"))
        s = run(split, spec, os.path.join(a.out, "s"))
        same = open(os.path.join(a.out, "b", "out.bin"), "rb").read() == \
            open(os.path.join(a.out, "s", "out.bin"), "rb").read()
        occ = "/".join(f"{l['occupancy']:.2f}" for l in s.get("launches", []))
        faster = s["sm_cycles"] < b["sm_cycles"]
        rows.append((layout, pct, b["sm_cycles"], s["sm_cycles"],
                     b["occupancy"], occ, faster, faster == decided_split,
                     same))

print(f"\n{a.blocks} blocks x {a.block} threads on {a.sms} SMs; "
      f"kernel --light {a.light} --heavy {a.heavy} --light-loads "
      f"{a.light_loads}; formula (1) says "
      f"{'split' if decided_split else 'do not split'}\n")
print("| mask | else % | branched sm_cycles | split sm_cycles | speedup | "
      "branched occ | split occ (if/else) | split faster | formula agrees | "
      "outputs identical |")
print("|---|---|---|---|---|---|---|---|---|---|")
for r in rows:
    print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]} | {r[2] / r[3]:.3f} | "
          f"{r[4]:.2f} | {r[5]} | {'yes' if r[6] else 'no'} | "
          f"{'yes' if r[7] else 'no'} | {'yes' if r[8] else 'NO'} |")
agree = sum(r[7] for r in rows)
faster = sum(r[6] for r in rows)
print(f"\nsplit faster at {faster}/{len(rows)} points; formula agrees at "
      f"{agree}/{len(rows)}; outputs identical at "
      f"{sum(r[8] for r in rows)}/{len(rows)}")
