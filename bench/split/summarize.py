#!/usr/bin/env python3
"""Prints the per-preset summary table of bench/split/README.md from the
sweep JSON files (sweep.py --json) given on the command line: points where
the split is faster, the same where occupancy rises (some thread runs at
the if-kernel's higher occupancy: else share below 100% and the if-kernel's
occupancy above the branched kernel's), agreement of the profiled bound
model with the simulated outcome, points where it splits though the split
is slower, agreement of formula (1), and identical outputs.

usage: summarize.py SWEEP.json...
"""
import json
import sys

print("| preset | gpu | split faster | ... where occupancy rises | model "
      "agrees | model splits where slower | formula (1) agrees | outputs "
      "identical |")
print("|---|---|---|---|---|---|---|---|")
tot = [0] * 8
for path in sys.argv[1:]:
    d = json.load(open(path))
    rows = d["rows"]
    rises = [r for r in rows if r["else_pct"] < 100 and r["split_occupancy"]
             and r["split_occupancy"][0] > r["branched_occupancy"]]
    n = len(rows)
    cells = [sum(r["split_faster"] for r in rows), n,
             sum(r["split_faster"] for r in rises), len(rises),
             sum(r["profiled_decision"] == r["split_faster"] for r in rows),
             sum(r["profiled_decision"] and not r["split_faster"]
                 for r in rows),
             sum(r["split_faster"] == d["formula_decision"] for r in rows),
             sum(r["outputs_identical"] for r in rows)]
    tot = [a + b for a, b in zip(tot, cells)]
    f, n_, fr, nr, ag, ws, fo, same = cells
    gpu = d.get("gpu", "h100")
    if d.get("scheduler", "gto") != "gto":
        gpu += ", " + d["scheduler"]
    print(f"| {d['preset']} | {gpu} | {f}/{n_} | {fr}/{nr} "
          f"| {ag}/{n_} | {ws} | {fo}/{n_} | {same}/{n_} |")
f, n_, fr, nr, ag, ws, fo, same = tot
print(f"| all | | {f}/{n_} | {fr}/{nr} | {ag}/{n_} ({100 * ag / max(n_, 1):.0f}%)"
      f" | {ws} | {fo}/{n_} | {same}/{n_} |")
