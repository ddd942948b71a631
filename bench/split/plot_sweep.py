#!/usr/bin/env python3
"""The sweep plot (the G80 splitting paper's Figures 8 and 10): sm_cycles of
the branched kernel and of its split launch plan over the else-branch share,
for the linear and the random mask, one panel each, with the compile-time
decision (profiled model) marked on the split curve: a filled marker where
it splits, a hollow one where it keeps the branched kernel.

usage: plot_sweep.py SWEEP.json OUT.png   (SWEEP.json: sweep.py --json)
Needs matplotlib (Debian: python3-matplotlib in /usr/bin/python3).
"""
import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

data = json.load(open(sys.argv[1]))
fig, axes = plt.subplots(1, 2, figsize=(10, 3.8), sharey=True)
for ax, layout in zip(axes, ("linear", "random")):
    rows = [r for r in data["rows"] if r["layout"] == layout]
    x = [r["else_pct"] for r in rows]
    ax.plot(x, [r["branched_sm_cycles"] for r in rows], "-o",
            color="#fdae6b", label="branched")
    ax.plot(x, [r["split_sm_cycles"] for r in rows], "-", color="#08519c",
            label="split (launch plan)")
    for r in rows:
        ax.plot(r["else_pct"], r["split_sm_cycles"], "s", color="#08519c",
                fillstyle="full" if r["profiled_decision"] else "none")
    ax.set_title(f"{layout} mask")
    ax.set_xlabel("else-branch share (%)")
    ax.grid(alpha=0.3)
axes[0].set_ylabel("sm_cycles")
axes[0].legend(loc="best", fontsize=8)
fig.suptitle(f"branch-split sweep, {data['preset']} on "
             f"{data.get('gpu', 'h100')} "
             "(filled: the model splits)", fontsize=10)
fig.tight_layout()
fig.savefig(sys.argv[2], dpi=110)
