#!/usr/bin/env python3
"""The G80 splitting paper's decision-mask experiment (section 5) in
lockstep-sim: the branched kernel (gen_mask_kernel.py) against its
branch-split version (split forced, so it can be measured at every point),
for a linear mask (else threads in one contiguous section) and a random
mask, else-branch share 0-100%.

At every point the branched run writes a divergence profile, and
branch-split decides again with that profile (-lockstep-profile: the
bound-aware model at the measured side fractions); the table says whether
that decision agrees with the simulated outcome. The decisions without a
profile (bound model, worst case) and by formula (1) alone are taken once
per kernel. Outputs of branched and split runs are compared byte for byte.

`--gpu g80` runs the simulator and branch-split's model on the G80 machine
description (lockstep/Analysis/GPUMachine.h) instead of the H100: 8192
registers per SM, so a preset's heavy side is scaled to the G80's register
file (G80_HEAVY: 48 values -> 8, the paper's 67% else-kernel; 112 -> 24,
33%), everything else is the preset's.

`--scheduler lrr` runs lockstep-sim with loose round-robin warp scheduling
instead of its default gto (greedy then oldest), to see how much a result
owes to the scheduler; branch-split's model is told the same policy
(`-lockstep-split-scheduler`), which its schedule term runs the warp
traces through. `--no-schedule` turns that term off
(`-lockstep-split-schedule=false`: the closed-form terms alone).

The model is told the simulated launch: its blocks per SM
(`-branch-split-blocks-per-sm`), its SMs (`-branch-split-sms`, which the
profile's block mix is dealt to) and lockstep-sim's launch overhead, none
(`--overhead`, default 0; `-branch-split-overhead`). `--untold` leaves the
first two at the pass's defaults.

usage: sweep.py BUILD_DIR OUT_DIR [--preset NAME] [--gpu h100|g80]
                [--scheduler gto|lrr] [--no-schedule] [--sms N]
                [--blocks N] [--step PCT] [--overhead SIGMA] [--untold]
                [--json FILE] [--plot PNG]
                [kernel options of gen_mask_kernel.py]
"""
import argparse
import json
import os
import random
import re
import struct
import subprocess
import sys

PRESETS = {
    # if side: 96 dependent FMAs (issue-bound at 50% occupancy already).
    "alu-light-side": ["--light", "96", "--heavy", "48"],
    # if side: 8 dependent coalesced loads (bandwidth-bound).
    "load-chain-light-side": ["--light", "16", "--light-loads", "8",
                              "--heavy", "48"],
    # if side: 24 dependent SFU operations (latency-bound below 50 warps).
    "sfu-light-side": ["--light", "0", "--light-sfu", "24", "--heavy", "48"],
    # if side: 16 dependent one-sector loads; the else side holds 112 values
    # (25% occupancy), so the chain waits on load latency.
    "uniform-load-chain": ["--light", "4", "--light-loads", "16",
                           "--uniform-loads", "--heavy", "112"],
    # if side: 64 dependent SFU operations; the else side holds 112 values
    # (25% occupancy) loaded from one sector each: neither side waits on
    # the bandwidth queue, the if side waits on SFU latency.
    "sfu-chain-uniform-heavy": ["--light", "0", "--light-sfu", "64",
                                "--uniform-heavy", "--heavy", "112"],
}

# Heavy-side values on the G80: the same occupancy class as on the H100
# (48 values: the branched kernel below 100%, the paper's 13 registers and
# 67%; 112 values: the lowest occupancy step that launches, 33%).
G80_HEAVY = {"48": "8", "112": "24"}

p = argparse.ArgumentParser()
p.add_argument("build")
p.add_argument("out")
p.add_argument("--preset", choices=sorted(PRESETS))
p.add_argument("--gpu", choices=["h100", "g80"], default="h100")
p.add_argument("--scheduler", choices=["gto", "lrr"], default="gto")
p.add_argument("--sms", type=int, default=4)
p.add_argument("--blocks", type=int, default=64)
p.add_argument("--block", type=int, default=256)
p.add_argument("--step", type=int, default=10)
p.add_argument("--no-schedule", action="store_true",
               help="the model without its schedule term")
p.add_argument("--untold", action="store_true",
               help="do not tell the model the launch's blocks per SM and "
                    "SMs (the pass's defaults: a long grid, the GPU's SMs)")
p.add_argument("--overhead", type=float, default=0.0,
               help="launch overhead sigma the model assumes, as a fraction "
                    "of the branched runtime (-branch-split-overhead). "
                    "lockstep-sim charges nothing for a launch (a plan's "
                    "sm_cycles are its launches' sum), so the default is 0; "
                    "the pass's own default, 0.01, is for a real GPU")
p.add_argument("--json", help="write the rows here")
p.add_argument("--plot", help="write the sweep plot (PNG) here")
a, kernel_args = p.parse_known_args()
if a.preset:
    preset_args = list(PRESETS[a.preset])
    if a.gpu == "g80":
        i = preset_args.index("--heavy")
        preset_args[i + 1] = G80_HEAVY[preset_args[i + 1]]
    kernel_args = preset_args + kernel_args
heavy, light_loads = 48, 0
for i, v in enumerate(kernel_args):
    if v == "--heavy":
        heavy = int(kernel_args[i + 1])
    if v == "--light-loads":
        light_loads = int(kernel_args[i + 1])
# `in` holds the heavy side's values and the if side's dependent loads
# (load k reads row k): rows per thread.
rows_in = max(heavy, light_loads + 1)

here = os.path.dirname(os.path.abspath(__file__))
os.makedirs(a.out, exist_ok=True)
opt = "/usr/lib/llvm-22/bin/opt"
plugin = os.path.join(a.build, "lib", "LockstepPasses.so")
sim = os.path.join(a.build, "bin", "lockstep-sim")
n = a.blocks * a.block

kernel = os.path.join(a.out, "mask.ll")
with open(kernel, "w") as f:
    subprocess.run([sys.executable, os.path.join(here, "gen_mask_kernel.py")]
                   + kernel_args, stdout=f, check=True)


def branch_split(params, out, extra=()):
    """Runs branch-split<params>; returns (decided to split, remark,
    estimated speedup)."""
    r = subprocess.run([opt, "-load-pass-plugin=" + plugin,
                        f"-passes=branch-split<{params}>", kernel, "-S", "-o",
                        out, "-pass-remarks=branch-split",
                        "-pass-remarks-missed=branch-split",
                        "-lockstep-gpu=" + a.gpu,
                        "-lockstep-split-scheduler=" + a.scheduler,
                        *([] if a.untold else
                          [f"-branch-split-blocks-per-sm={a.blocks // a.sms}",
                           f"-branch-split-sms={a.sms}"]),
                        f"-branch-split-overhead={a.overhead}",
                        "-lockstep-split-schedule=" +
                        ("false" if a.no_schedule else "true"), *extra],
                       capture_output=True, text=True, check=True).stderr
    m = re.search(r"estimated speedup ([0-9.]+)", r)
    return (" split into " in r, r.strip().split("remark: <unknown>:0:0: ")[-1],
            float(m.group(1)) if m else None)


split = os.path.join(a.out, "mask.split.ll")
branch_split("force", split)
static_split, static_remark, _ = branch_split("", os.devnull)
formula_split, _, _ = branch_split("formula", os.devnull)
print("branch-split without a profile:", static_remark)

rng = random.Random(16)
with open(os.path.join(a.out, "in.bin"), "wb") as f:
    f.write(struct.pack(f"{rows_in * n}f",
                        *[rng.random() for _ in range(rows_in * n)]))


def run(module, spec, dump, extra=()):
    out = subprocess.run([sim, module, "--launch", spec, "--json", "--sms",
                          str(a.sms), "--gpu", a.gpu, "--scheduler",
                          a.scheduler, "--dump-buffers", dump,
                          *extra],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


rows = []
for layout in ("linear", "random"):
    for pct in range(0, 101, a.step):
        k = n * pct // 100
        mask = [0] * (n - k) + [1] * k
        if layout == "random":
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
                             "count": rows_in * n,
                             "init": {"file": os.path.join(a.out, "in.bin")}},
                            {"name": "out", "buffer": "f32", "count": n,
                             "output": True},
                            {"name": "n", "scalar": "i32", "value": n}]},
                  open(spec, "w"))
        prof = os.path.join(a.out, f"profile-{layout}-{pct}.json")
        b = run(kernel, spec, os.path.join(a.out, "b"),
                ["--divergence-profile", prof])
        s = run(split, spec, os.path.join(a.out, "s"))
        decided, _, model = branch_split("", os.devnull,
                                         ["-lockstep-profile=" + prof])
        same = open(os.path.join(a.out, "b", "out.bin"), "rb").read() == \
            open(os.path.join(a.out, "s", "out.bin"), "rb").read()
        occ = [round(l["occupancy"], 4) for l in s.get("launches", [])]
        rows.append({"layout": layout, "else_pct": pct,
                     "branched_sm_cycles": b["sm_cycles"],
                     "split_sm_cycles": s["sm_cycles"],
                     "branched_occupancy": round(b["occupancy"], 4),
                     "split_occupancy": occ,
                     "split_faster": s["sm_cycles"] < b["sm_cycles"],
                     "profiled_decision": decided,
                     "model_speedup": model,
                     "outputs_identical": same})

preset = a.preset or "custom"
print(f"\n{preset} on {a.gpu} ({a.scheduler} scheduler): {a.blocks} blocks "
      f"x {a.block} threads on {a.sms} SMs; model overhead {a.overhead}; "
      f"kernel {' '.join(kernel_args)}; without a profile the bound model "
      f"says {'split' if static_split else 'do not split'}, formula (1) "
      f"says {'split' if formula_split else 'do not split'}\n")
print("| mask | else % | branched sm_cycles | split sm_cycles | speedup | "
      "model speedup | branched occ | split occ (if/else) | split faster | profiled model "
      "splits | agrees | outputs identical |")
print("|---|---|---|---|---|---|---|---|---|---|---|---|")
yn = {True: "yes", False: "no"}
for r in rows:
    print(f"| {r['layout']} | {r['else_pct']} | {r['branched_sm_cycles']} | "
          f"{r['split_sm_cycles']} | "
          f"{r['branched_sm_cycles'] / r['split_sm_cycles']:.3f} | "
          f"{r['model_speedup']:.3f} | "
          f"{r['branched_occupancy']:.2f} | "
          f"{'/'.join(f'{o:.2f}' for o in r['split_occupancy'])} | "
          f"{yn[r['split_faster']]} | {yn[r['profiled_decision']]} | "
          f"{yn[r['profiled_decision'] == r['split_faster']]} | "
          f"{'yes' if r['outputs_identical'] else 'NO'} |")
N = len(rows)
faster = sum(r["split_faster"] for r in rows)
agree = sum(r["profiled_decision"] == r["split_faster"] for r in rows)
wrong_split = sum(r["profiled_decision"] and not r["split_faster"]
                  for r in rows)
print(f"\nsplit faster at {faster}/{N} points; profiled model agrees at "
      f"{agree}/{N}, splits where slower at {wrong_split}; without a "
      f"profile the bound model agrees at "
      f"{sum(r['split_faster'] == static_split for r in rows)}/{N}, "
      f"formula (1) at {sum(r['split_faster'] == formula_split for r in rows)}"
      f"/{N}; outputs identical at "
      f"{sum(r['outputs_identical'] for r in rows)}/{N}")
# Occupancy rises for a point when some thread runs at the if-kernel's
# higher occupancy: the if-kernel's occupancy is above the branched
# kernel's and the else share is below 100%.
rises = [r for r in rows if r["else_pct"] < 100 and r["split_occupancy"]
         and r["split_occupancy"][0] > r["branched_occupancy"]]
print(f"where occupancy rises: split faster at "
      f"{sum(r['split_faster'] for r in rises)}/{len(rises)} points")
result = {"preset": preset, "gpu": a.gpu, "scheduler": a.scheduler,
          "overhead": a.overhead, "untold": a.untold,
          "kernel_args": kernel_args,
          "static_decision": static_split, "formula_decision": formula_split,
          "rows": rows}
if a.json:
    json.dump(result, open(a.json, "w"), indent=1)
if a.plot:
    # matplotlib may live in Debian's python only (bench/lib/plots.py).
    tmp = os.path.join(a.out, "sweep.json")
    json.dump(result, open(tmp, "w"))
    for py in (sys.executable, "/usr/bin/python3"):
        if subprocess.run([py, os.path.join(here, "plot_sweep.py"), tmp,
                           a.plot], capture_output=True).returncode == 0:
            break
    else:
        print("warning: no matplotlib: plot skipped", file=sys.stderr)
