# PNG plots of the benchmark report (paper Figs. 8-12) with matplotlib's Agg
# backend. If the running python has no matplotlib, Debian's /usr/bin/python3
# (python3-matplotlib) is tried in a subprocess; if that fails too, plots are
# skipped with a warning. Usable as a script: plots.py RESULTS_DIR.

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import report  # noqa: E402
import suite  # noqa: E402

SYSTEM_PYTHON = "/usr/bin/python3"
VARIANT_COLOURS = {"tail-merge": "#9ecae1", "branch-fusion": "#4292c6",
                   "cf-meld": "#08519c", "oracle": "#bdbdbd",
                   "baseline": "#fdae6b"}


def write_plots(out, records, sweep):
    """Write the PNGs into `out`; return their file names."""
    try:
        import matplotlib
    except ImportError:
        return _plot_elsewhere(out)
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    files = []
    files += _speedup_plot(plt, out, records, suite.SYNTHETIC,
                           "fig8_synthetic_speedup.png", "Synthetic")
    files += _speedup_plot(plt, out, records, suite.REAL,
                           "fig9_real_speedup.png", "Real")
    files += _efficiency_plot(plt, out, records)
    files += _memory_plot(plt, out, records)
    files += _sweep_plot(plt, out, sweep)
    return files


def _plot_elsewhere(out):
    here = os.path.abspath(__file__)
    other = os.path.realpath(sys.executable) != os.path.realpath(SYSTEM_PYTHON)
    if os.path.exists(SYSTEM_PYTHON) and other:
        # summary.json is written before the plots; the sweep file too.
        proc = subprocess.run([SYSTEM_PYTHON, here, out],
                              capture_output=True, text=True)
        if proc.returncode == 0:
            return [ln for ln in proc.stdout.split() if ln.endswith(".png")]
    print("warning: matplotlib is not available; skipping plots",
          file=sys.stderr)
    return []


def _bars(plt, labels, series, ylabel, title, path, ref_line=None):
    fig, ax = plt.subplots(figsize=(max(6, 0.55 * len(labels) + 2), 3.6))
    width = 0.8 / max(1, len(series))
    for k, (name, values) in enumerate(series.items()):
        xs = [i + (k - (len(series) - 1) / 2) * width
              for i in range(len(labels))]
        ys = [v if v is not None else 0 for v in values]
        ax.bar(xs, ys, width, label=name,
               color=VARIANT_COLOURS.get(name.split("@")[0]))
    if ref_line is not None:
        ax.axhline(ref_line, color="black", linewidth=0.8)
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=60, ha="right", fontsize=7)
    ax.set_ylabel(ylabel)
    ax.set_title(title, fontsize=9)
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def _speedup_plot(plt, out, records, names, filename, kind):
    idx = report.index(records)
    keys = report.pairs(records, names)
    if not keys:
        return []
    labels = [f"{n}/{bs}" for n, bs in keys]
    series = {v: [report.speedup(idx, n, bs, v) for n, bs in keys]
              for v in report.COLUMNS}
    _bars(plt, labels, series, "speedup over -O3",
          f"{kind} benchmarks: simulated cycles (lockstep-sim cost model; "
          "missing bar = FAILED or unavailable)",
          os.path.join(out, filename), ref_line=1.0)
    return [filename]


def _best_pairs(records):
    return [(n, report.best_block_size(records, n)) for n in suite.ALL
            if report.pairs(records, [n])]


def _efficiency_plot(plt, out, records):
    idx = report.index(records)
    keys = _best_pairs(records)
    if not keys:
        return []
    series = {}
    for v in ["baseline", "branch-fusion", "cf-meld"]:
        series[v] = [_metric(idx.get((n, bs, v)), "simt_efficiency", 100)
                     for n, bs in keys]
    filename = "fig10_simt_efficiency.png"
    _bars(plt, [f"{n}/{bs}" for n, bs in keys], series, "SIMT efficiency (%)",
          "SIMT efficiency at cf-meld's best block size",
          os.path.join(out, filename))
    return [filename]


def _metric(record, key, scale=1):
    if not report._good(record) or record[key] is None:
        return None
    return record[key] * scale


def _memory_plot(plt, out, records):
    idx = report.index(records)
    keys = _best_pairs(records)
    if not keys:
        return []
    series = {}
    for space, fields in (("global", ["global_loads", "global_stores"]),
                          ("shared", ["shared_loads", "shared_stores"])):
        for v in ["branch-fusion", "cf-meld"]:
            ratios = []
            for n, bs in keys:
                text = report._mem_ratio(idx, n, bs, v, fields)
                try:
                    ratios.append(float(text))
                except ValueError:
                    ratios.append(None)
            series[f"{v} {space}"] = ratios
    filename = "fig11_memory.png"
    _bars(plt, [f"{n}/{bs}" for n, bs in keys], series,
          "normalized to -O3", "Memory instructions (variant / baseline)",
          os.path.join(out, filename), ref_line=1.0)
    return [filename]


def _sweep_plot(plt, out, sweep):
    if not sweep:
        return []
    idx = report.index(sweep)
    keys = report.pairs(sweep, suite.REAL)
    thresholds = sorted({r["variant"] for r in sweep
                         if r["variant"].startswith("cf-meld@")})
    series = {t: [report.speedup(idx, n, bs, t) for n, bs in keys]
              for t in thresholds}
    filename = "fig12_threshold.png"
    _bars(plt, [f"{n}/{bs}" for n, bs in keys], series, "speedup over -O3",
          "cf-meld speedup by profitability threshold",
          os.path.join(out, filename), ref_line=1.0)
    return [filename]


def main(out):
    with open(os.path.join(out, "summary.json")) as f:
        records = json.load(f)
    sweep = []
    sweep_path = os.path.join(out, "threshold_sweep.json")
    if os.path.exists(sweep_path):
        with open(sweep_path) as f:
            sweep = json.load(f)
    for name in write_plots(out, records, sweep):
        print(name)


if __name__ == "__main__":
    main(sys.argv[1])
