# Writes the benchmark report: bench/results/summary.json (one record per
# benchmark, block size and variant), summary.md (the tables of DARM CGO'22
# Figs. 8-12 and Table II, computed from the records) and PNG plots.
# Speedups and ratios are computed only between verified runs.

import datetime
import json
import math
import os
import re
import subprocess

import suite

PASS_VARIANTS = ["tail-merge", "branch-fusion", "cf-meld"]
COLUMNS = PASS_VARIANTS + ["oracle"]
COST_MODEL = "lib/Analysis/SIMTCostModel.cpp"
# The placement of the PASS_VARIANTS records (bench/run DEFAULT_PLACEMENT).
DEFAULT_PLACEMENT = "optimizer-last"
# cf-meld given the baseline run's divergence profile (bench/run PROFILED).
PROFILED = "cf-meld+profile"


# --- record helpers ----------------------------------------------------------

def index(records):
    return {(r["benchmark"], r["block_size"], r["variant"]): r
            for r in records}


def speedup(idx, name, bs, variant):
    """baseline cycles / variant cycles, or None when either is unverified."""
    base = idx.get((name, bs, "baseline"))
    var = idx.get((name, bs, variant))
    if not (_good(base) and _good(var)) or not var["cycles"]:
        return None
    return base["cycles"] / var["cycles"]


def sm_speedup(idx, name, bs, variant):
    """baseline sm_cycles / variant sm_cycles (SM timing model), or None."""
    base = idx.get((name, bs, "baseline"))
    var = idx.get((name, bs, variant))
    if not (_good(base) and _good(var)) or not var.get("sm_cycles") \
            or not base.get("sm_cycles"):
        return None
    return base["sm_cycles"] / var["sm_cycles"]


def _good(record):
    return (record is not None and record["status"] == "ok"
            and record["outputs_verified"] and record["cycles"] is not None)


def cell(idx, name, bs, variant):
    value = speedup(idx, name, bs, variant)
    if value is not None:
        return f"{value:.2f}x"
    record = idx.get((name, bs, variant))
    return record["status"] if record and record["status"] else "n/a"


def geomean(values):
    values = [v for v in values if v]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def pairs(records, names):
    seen = []
    for r in records:
        key = (r["benchmark"], r["block_size"])
        if r["benchmark"] in names and key not in seen:
            seen.append(key)
    return seen


def best_block_size(records, name):
    """The block size where cf-meld's speedup is highest (else the first)."""
    idx = index(records)
    sizes = [bs for n, bs in pairs(records, [name])]
    scored = [(speedup(idx, name, bs, "cf-meld") or 0.0, bs) for bs in sizes]
    return max(scored)[1] if scored else None


# --- console -----------------------------------------------------------------

def print_console(records):
    idx = index(records)
    for r in records:
        if r["variant"] == "baseline":
            detail = (f"cycles={r['cycles']} sm_cycles={r.get('sm_cycles')} "
                      f"eff={r['simt_efficiency']}"
                      if r["status"] == "ok" else r["note"])
        else:
            detail = cell(idx, r["benchmark"], r["block_size"], r["variant"])
            if r["status"] != "ok" and r["note"]:
                detail += f" ({r['note']})"
        print(f"{r['benchmark']:6} bs={r['block_size']:<4} "
              f"{r['variant']:14} {r['status'] or '':11} {detail}",
              flush=True)


# --- markdown ----------------------------------------------------------------

def _table(header, rows):
    out = ["| " + " | ".join(header) + " |",
           "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return out


def _git(*args):
    try:
        return subprocess.run(["git"] + list(args), capture_output=True,
                              text=True, cwd=os.path.dirname(__file__)
                              ).stdout.strip()
    except OSError:
        return ""


def _bench_commit():
    """Last commit of bench/ (kernels, references, runner), and whether
    they have uncommitted changes (results excluded)."""
    commit = _git("log", "-1", "--format=%h", "--", "..") or "unknown"
    dirty = _git("status", "--porcelain", "--", "..", ":!../results")
    return commit + (" with uncommitted changes" if dirty else "")


def _threshold_text(meta):
    if meta["threshold"] is None:
        return "pass default"
    return str(meta["threshold"])


def _header(meta, records):
    runs = [r for r in records if r["variant"] != "oracle"]
    ok = sum(1 for r in runs if r["status"] == "ok" and r["outputs_verified"])
    failed = [r for r in runs if r["status"] == "FAILED"]
    unavailable = [r for r in runs if r["status"] == "unavailable"]
    lines = [
        "# Lockstep benchmark results (DARM CGO'22 Section VI, simulated)", "",
        "**Cycles are simulated by lockstep-sim under Lockstep's documented "
        f"cost model ({COST_MODEL}: serialized issue cost per warp "
        "instruction), not GPU timings.** Speedup = baseline cycles / variant "
        "cycles, computed only when both runs' outputs were verified against "
        "the CPU reference.", "",
        f"- run: {'quick' if meta['quick'] else 'full'} "
        f"(`bench/run{' --quick' if meta['quick'] else ''}`), "
        f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC, "
        f"bench sources at {_bench_commit()}",
        f"- tools: {meta.get('tools_from') or meta.get('build_dir')}",
        f"- cf-meld threshold: {_threshold_text(meta)}"
        f"; every variant lowered with infer-address-spaces before "
        f"simulation: {'yes' if meta['lowered'] else 'no'}",
        f"- variant runs: {len(runs)}; outputs verified: {ok}; FAILED: "
        f"{len(failed)}; unavailable: {len(unavailable)}", ""]
    for r in failed:
        lines.append(f"- FAILED {r['benchmark']} bs={r['block_size']} "
                     f"{r['variant']}: {r['note']}")
    notes = sorted({(r["variant"], r["note"]) for r in unavailable})
    for variant, note in notes:
        lines.append(f"- unavailable: {variant}: {note}")
    oracle = [r for r in records if r["variant"] == "oracle"]
    for note in sorted({r["note"] for r in oracle
                        if r["status"] == "unavailable"}):
        lines.append(f"- oracle column unavailable: {note}. It is left "
                     "out rather than estimated (see bench/README.md).")
    return lines + [""]


def _speedup_section(records, title, names):
    idx = index(records)
    rows = []
    for name, bs in pairs(records, names):
        rows.append([name, bs] + [cell(idx, name, bs, v) for v in COLUMNS])
    geo = []
    for v in COLUMNS:
        values = [speedup(idx, n, bs, v) for n, bs in pairs(records, names)]
        g = geomean(values)
        counted = sum(1 for x in values if x)
        geo.append(f"**{g:.2f}x** ({counted}/{len(values)})" if g else "n/a")
    rows.append(["geo-mean", ""] + geo)
    return ([f"## {title}", ""] +
            _table(["benchmark", "block"] + COLUMNS, rows) + [""])


def _sm_cycles_section(records):
    """The SM timing model's figures next to the serialized ones: for every
    benchmark and block size, baseline cycles and sm_cycles, the bound the
    timing model names, and each variant's speedup in both figures."""
    idx = index(records)
    rows, geo = [], {v: [] for v in PASS_VARIANTS}
    for name, bs in pairs(records, suite.ALL):
        base = idx.get((name, bs, "baseline"))
        ok = _good(base) and base.get("sm_cycles")
        row = [name, bs,
               base["cycles"] if ok else "n/a",
               base["sm_cycles"] if ok else "n/a",
               (f"{base['bound']}, occ {base['occupancy']:.2f}"
                if ok and base.get("occupancy") is not None else "n/a")]
        for v in PASS_VARIANTS:
            s, m = speedup(idx, name, bs, v), sm_speedup(idx, name, bs, v)
            geo[v].append(m)
            row.append(f"{s:.2f}x / {m:.2f}x" if s and m else
                       cell(idx, name, bs, v))
        rows.append(row)
    means = []
    for v in PASS_VARIANTS:
        g = geomean(geo[v])
        means.append(f"**{g:.2f}x** sm" if g else "n/a")
    rows.append(["geo-mean", "", "", "", ""] + means)
    return (["## sm_cycles: the SM timing model next to the serialized "
             "cycles", "",
             "`cycles` is the serialized issue cost (every warp instruction "
             "pays its latency, nothing overlaps: the figure of the tables "
             "above); `sm_cycles` is the SM timing model's makespan on 132 "
             "SMs, where warps overlap, occupancy limits resident blocks and "
             "global memory is bandwidth-limited (tools/lockstep-sim/"
             "README.md). Cells: speedup in cycles / speedup in sm_cycles; "
             "bound: what limits the baseline in the timing model.", ""] +
            _table(["benchmark", "block", "cycles (O3)", "sm_cycles (O3)",
                    "bound"] + PASS_VARIANTS, rows) + [""])


def _targets_section(records):
    idx = index(records)
    lines = ["## Targets of issue 5 (reported, not asserted)", ""]
    for label, names, goal in (("synthetic", suite.SYNTHETIC, 1.36),
                               ("real", suite.REAL, 1.15)):
        g = geomean([speedup(idx, n, bs, "cf-meld")
                     for n, bs in pairs(records, names)])
        verdict = "n/a" if g is None else ("met" if g >= goal else "NOT met")
        shown = f"{g:.2f}x" if g else "n/a"
        lines.append(f"- cf-meld geo-mean on {label}: {shown} "
                     f"(target >= {goal}x): {verdict}")
    lines += _ordering_lines(records, idx)
    return lines + [""]


def _ordering_lines(records, idx):
    order_bad, slower, missing = [], [], 0
    for name, bs in pairs(records, suite.ALL):
        s = {v: speedup(idx, name, bs, v) for v in PASS_VARIANTS}
        if None in s.values():
            missing += 1
            continue
        eps = 1e-9
        if not (s["cf-meld"] + eps >= s["branch-fusion"]
                and s["branch-fusion"] + eps >= s["tail-merge"]):
            order_bad.append(f"{name}/{bs}")
        if min(s.values()) < 1 - 1e-9:
            slower.append(f"{name}/{bs}")
    return [
        "- cf-meld >= branch-fusion >= tail-merge on every benchmark and "
        f"block size: violated at {', '.join(order_bad) or 'none'}"
        f" ({missing} pairs not comparable: a variant unavailable or FAILED)",
        f"- slower than baseline (any pass): {', '.join(slower) or 'none'}"]


def _placed(variant, point):
    """The variant name of `variant` run at extension point `point`."""
    return variant if point == DEFAULT_PLACEMENT else f"{variant}:{point}"


def _placements(records):
    """The placements the records hold, the default first."""
    points = [DEFAULT_PLACEMENT]
    for r in records:
        p = r.get("placement")
        if p and p not in points:
            points.append(p)
    return points


def _placement_section(records):
    """cf-meld at every placement (issue 13 item 1): per kernel and block
    size, speedup in cycles / in sm_cycles over the -O3 baseline, with the
    oracle; geo-means per benchmark set and placement."""
    points = _placements(records)
    if len(points) < 2:
        return []
    idx = index(records)
    rows = []
    for name, bs in pairs(records, suite.ALL):
        row = [name, bs]
        for point in points:
            v = _placed("cf-meld", point)
            s, m = speedup(idx, name, bs, v), sm_speedup(idx, name, bs, v)
            row.append(f"{s:.2f}x / {m:.2f}x" if s and m
                       else cell(idx, name, bs, v))
        rows.append(row + [cell(idx, name, bs, "oracle")])
    for label, names in (("synthetic", suite.SYNTHETIC),
                         ("real", suite.REAL), ("shapes", suite.SHAPES)):
        keys = pairs(records, names)
        row = [f"geo-mean {label}", ""]
        for point in points:
            v = _placed("cf-meld", point)
            g = geomean([speedup(idx, n, bs, v) for n, bs in keys])
            gm = geomean([sm_speedup(idx, n, bs, v) for n, bs in keys])
            row.append(f"**{g:.3f}x** / {gm:.3f}x" if g and gm else "n/a")
        g = geomean([speedup(idx, n, bs, "oracle") for n, bs in keys])
        rows.append(row + [f"{g:.3f}x" if g else "n/a"])
    real = geomean([speedup(idx, n, bs, _placed("cf-meld", points[1]))
                    for n, bs in pairs(records, suite.REAL)])
    target = (f"- issue 13 target, cf-meld real geo-mean >= 1.20x in cycles "
              f"at {points[1]}: " + (f"{real:.3f}x, " + (
                  "met" if real >= 1.20 else "NOT met") if real else "n/a"))
    return (["## Pipeline placement (issue 13)", "",
             "cf-meld at each extension point of clang's -O3 pipeline "
             "(`-mllvm -lockstep-ep`; docs/PLACEMENT.md). "
             f"{DEFAULT_PLACEMENT}: opt on the final -O3 IR, the column of "
             "every table above; the others: clang-22 -O3 with the plugin. "
             "Cells: speedup over the -O3 baseline in cycles / in sm_cycles "
             "(verified outputs only).", ""] +
            _table(["benchmark", "block"] + points + ["oracle"], rows) +
            ["", target, ""])


def _both(idx, name, bs, variant):
    """`cycles / sm_cycles` speedups of a verified variant, else its
    status."""
    s, m = speedup(idx, name, bs, variant), sm_speedup(idx, name, bs, variant)
    return f"{s:.2f}x / {m:.2f}x" if s and m else cell(idx, name, bs, variant)


def _profile_section(records):
    """cf-meld with and without the baseline run's divergence profile
    (issue 13 item 7), at every placement: per kernel and block size, and
    whether any of them is slower than -O3 in either figure."""
    idx = index(records)
    points = [p for p in _placements(records)
              if any((n, bs, _placed(PROFILED, p)) in idx
                     for n, bs in pairs(records, suite.ALL))]
    if not points:
        return []
    variants = [v for p in points
                for v in (_placed("cf-meld", p), _placed(PROFILED, p))]
    rows = [[name, bs] + [_both(idx, name, bs, v) for v in variants]
            for name, bs in pairs(records, suite.ALL)]
    for label, names in (("synthetic", suite.SYNTHETIC),
                         ("real", suite.REAL), ("shapes", suite.SHAPES)):
        keys = pairs(records, names)
        row = [f"geo-mean {label}", ""]
        for v in variants:
            g = geomean([speedup(idx, n, bs, v) for n, bs in keys])
            gm = geomean([sm_speedup(idx, n, bs, v) for n, bs in keys])
            row.append(f"**{g:.3f}x** / {gm:.3f}x" if g and gm else "n/a")
        rows.append(row)
    slower, unverified = [], 0
    for name, bs in pairs(records, suite.ALL):
        for v in variants:
            s, m = speedup(idx, name, bs, v), sm_speedup(idx, name, bs, v)
            if s is None or m is None:
                unverified += 1
            elif min(s, m) < 1 - 1e-9:
                slower.append(f"{name}/{bs} {v} ({s:.3f}x / {m:.3f}x)")
    header = ["benchmark", "block"] + [
        f"{'cf-meld' if v.split(':')[0] == 'cf-meld' else 'with profile'}"
        f" ({p})" for p in points for v in (_placed("cf-meld", p),
                                            _placed(PROFILED, p))]
    return (["## Profile-guided cf-meld (issue 13 item 7)", "",
             "cf-meld without and with `-lockstep-profile`: the divergence "
             "profile of the -O3 baseline's run (`lockstep-sim "
             "--divergence-profile`) on the same launch, as a user who "
             "profiles the workload they ship would give it. Branches that "
             "never split a warp are skipped; the others are weighed by "
             "their measured split rate. Cells: speedup over -O3 in cycles "
             "/ in sm_cycles (verified outputs only).", ""] +
            _table(header, rows) +
            ["", "- slower than -O3 in cycles or sm_cycles, with or without "
             f"a profile: {', '.join(slower) or 'none'} ({unverified} cells "
             "not verified)", ""])


def _efficiency_section(records):
    idx = index(records)
    variants = ["baseline"] + PASS_VARIANTS
    rows = []
    for name, bs in pairs(records, suite.ALL):
        row = [name, bs]
        for v in variants:
            r = idx.get((name, bs, v))
            row.append(f"{100 * r['simt_efficiency']:.1f}%" if _good(r)
                       and r["simt_efficiency"] is not None
                       else (r["status"] if r else "n/a"))
        rows.append(row)
    return (["## SIMT efficiency (paper Fig. 10, ALU utilization)", "",
             "thread_instructions / (32 x warp_instructions).", ""] +
            _table(["benchmark", "block"] + variants, rows) + [""])


def _mem_ratio(idx, name, bs, variant, keys):
    base, var = idx.get((name, bs, "baseline")), idx.get((name, bs, variant))
    if not (_good(base) and _good(var)):
        return "n/a" if var is None else var["status"]
    b = sum(base[k] or 0 for k in keys)
    v = sum(var[k] or 0 for k in keys)
    return f"{v / b:.2f}" if b else ("1.00" if v == 0 else "inf")


def _memory_section(records):
    idx = index(records)
    rows = []
    for name in [n for n in suite.ALL if pairs(records, [n])]:
        bs = best_block_size(records, name)
        base = idx.get((name, bs, "baseline"))
        row = [name, bs]
        for keys in (["global_loads", "global_stores"],
                     ["shared_loads", "shared_stores"]):
            row.append(sum(base[k] or 0 for k in keys) if _good(base)
                       else "n/a")
            row += [_mem_ratio(idx, name, bs, v, keys)
                    for v in ("branch-fusion", "cf-meld")]
        rows.append(row)
    header = ["benchmark", "block", "global ld+st (O3)", "global BF",
              "global cf-meld", "shared ld+st (O3)", "shared BF",
              "shared cf-meld"]
    return (["## Memory instructions normalized to baseline (paper Fig. 11)",
             "", "Issued warp-level memory instructions at the block size "
             "where cf-meld does best; ratios are variant / baseline.", ""] +
            _table(header, rows) + [""])


def _sweep_section(sweep):
    if not sweep:
        return ["## Threshold sweep (paper Fig. 12)", "",
                "Not run (quick run or --no-sweep): `bench/run` covers it.",
                ""]
    idx = index(sweep)
    thresholds = sorted({r["variant"] for r in sweep
                         if r["variant"].startswith("cf-meld@")})
    rows = []
    for name, bs in pairs(sweep, suite.REAL):
        rows.append([name, bs] + [cell(idx, name, bs, t) for t in thresholds])
    labels = [t.split("@")[1] for t in thresholds]
    return (["## Threshold sweep (paper Fig. 12)", "",
             "Speedup of cf-meld over baseline at each profitability "
             "threshold, at the block size where cf-meld does best.", ""] +
            _table(["benchmark", "block"] + labels, rows) + [""])


def _compile_section(records):
    idx = index(records)
    rows = []
    for name in [n for n in suite.ALL if pairs(records, [n])]:
        bs = pairs(records, [name])[0][1]
        base = idx[(name, bs, "baseline")]
        row = [name, _fmt_s(base["clang_o3_compile_time_s"])]
        for v in PASS_VARIANTS:
            r = idx.get((name, bs, v))
            if r and r["pass_compile_time_s"] is not None:
                frac = r["pass_time_fraction"]
                row.append(f"{_fmt_s(r['pass_compile_time_s'])} "
                           f"({100 * frac:.2f}%)" if frac is not None
                           else _fmt_s(r["pass_compile_time_s"]))
            else:
                row.append(r["status"] if r else "n/a")
        rows.append(row)
    return (["## Compile time (paper Table II)", "",
             "CPU seconds (user + system; the machine is shared, so wall "
             "time would measure the neighbours): the clang-22 -O3 device "
             "compile, and each pass alone from opt -time-passes (the pass "
             "plus the analyses it requests; in parentheses, percent of the "
             "clang compile). Best of 3 runs (1 with --quick).", ""] +
            _table(["benchmark", "clang -O3"] + PASS_VARIANTS, rows) + [""])


def _skip_reasons(regions):
    """cf-meld's reasons for skipping, block names elided, with counts."""
    counts = {}
    for region in regions:
        action = (region.get("cf_meld") or {}).get("action")
        if action in (None, "meld"):
            continue
        detail = (region["cf_meld"].get("detail") or action)
        detail = re.sub(r"%[\w.]+", "%_", detail)
        detail = re.sub(r"\s*\(best [\d.]+\)", "", detail)
        counts[detail] = counts.get(detail, 0) + 1
    return "; ".join(f"{n} x {d}" for d, n in sorted(counts.items()))


def _regions_section(meta):
    rows = []
    for unit, info in (meta.get("regions") or {}).items():
        if not info:
            rows.append([unit, "n/a", "n/a", "n/a", "lockstep report "
                         "unavailable"])
            continue
        funcs = info.get("functions", [])
        regions = [r for f in funcs for r in f.get("regions", [])]
        rows.append([unit, sum(f.get("divergent_branches", 0) for f in funcs),
                     sum(f.get("meldable", 0) for f in funcs),
                     sum(f.get("melded", 0) for f in funcs),
                     _skip_reasons(regions) or "-"])
    if not rows:
        return []
    return (["## Divergent regions in the baseline IR (lockstep report)", "",
             "Static counts on the -O3 IR: divergent branches, meldable "
             "regions (Def. 5), regions cf-meld melds at its default "
             "threshold, and why it skips the others.", ""] +
            _table(["kernel", "divergent", "meldable", "melded by cf-meld",
                    "skipped because"], rows) + [""])


def _fmt_s(seconds):
    return "n/a" if seconds is None else f"{seconds:.4f}"


def markdown(records, sweep, meta, plot_files):
    lines = _header(meta, records)
    lines += _speedup_section(records, "Speedup, synthetic benchmarks "
                              "(paper Fig. 8)", suite.SYNTHETIC)
    lines += _speedup_section(records, "Speedup, real benchmarks "
                              "(paper Fig. 9)", suite.REAL)
    if pairs(records, suite.SHAPES):
        lines += _speedup_section(records, "Speedup, kernels of the shapes "
                                  "issue 13 names (in no geo-mean above)",
                                  suite.SHAPES)
    lines += ["Geo-means count only verified pairs (shown as verified/all).",
              "The oracle column is the perfect-meld bound (every divergent "
              "region costing the max of its sides); see bench/README.md.",
              ""]
    lines += _targets_section(records)
    lines += _placement_section(records)
    lines += _profile_section(records)
    lines += _sm_cycles_section(records)
    lines += _efficiency_section(records)
    lines += _memory_section(records)
    lines += _sweep_section(sweep)
    lines += _compile_section(records)
    lines += _regions_section(meta)
    if plot_files:
        lines += ["## Plots", ""] + [f"![{p}]({p})" for p in plot_files]
    return "\n".join(lines) + "\n"


def write_all(out, records, sweep, meta, plots=True):
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "summary.json"), "w") as f:
        json.dump(records, f, indent=1)
        f.write("\n")
    if sweep:
        with open(os.path.join(out, "threshold_sweep.json"), "w") as f:
            json.dump(sweep, f, indent=1)
            f.write("\n")
    plot_files = []
    if plots:
        import plots as plotting
        plot_files = plotting.write_plots(out, records, sweep)
    with open(os.path.join(out, "summary.md"), "w") as f:
        f.write(markdown(records, sweep, meta, plot_files))
