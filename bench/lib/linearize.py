# `bench/run --suite linearize`: the CFG-linearization table of issue 14
# (Anantpur & Govindarajan, Tables 1, 2 and 4) on the unstructured kernels in
# bench/kernels/linearize/.
#
# For every kernel: the clang -O3 baseline IR, then each variant on that same
# IR with opt-22 (LLVM's own peers, and cfg-linearize at levels 0-4 when the
# Lockstep plugin registers it), then per variant:
#   static   PTX instructions and basic blocks (`lockstep compile V.ll --emit
#            ptx`, counted by ptx_counts), registers from `ptxas -v` when the
#            CUDA toolkit is installed;
#   dynamic  warp_instructions, cycles, sm_cycles, simt_efficiency,
#            max_simt_stack_depth from lockstep-sim (after infer-address-spaces,
#            as every variant of the main suite);
#   verified every output buffer against the CPU reference
#            (linearize_cases.py). A variant whose outputs differ is FAILED
#            and gets no speedup.
# Writes <out>/linearize.json and <out>/linearize.md (never summary.json).

import json
import math
import os
import re
import shutil
import subprocess
import tempfile

import linearize_cases as cases
import suite
import tools

HERE = os.path.dirname(os.path.abspath(__file__))
KERNEL_DIR = os.path.join(os.path.dirname(HERE), "kernels", "linearize")

# LLVM 22's structurizers, run as the AMDGPU backend runs them before
# instruction selection (pass names as `opt-22 -print-passes` lists them).
# Both start with lower-switch as AMDGPU does: StructurizeCFG handles only
# br, and unify-loop-exits alone crashes opt-22 on a loop exit through a
# switch (clang -O3 IR of PFS and RAY; "unsupported block terminator",
# llvm-project issue 166485, switch support came after LLVM 22 in PR
# 206567). StructurizeCFG also needs a
# reducible CFG, hence fix-irreducible in front of it. skip-uniform-regions
# leaves regions without divergent branches (UniformityInfo of the NVPTX
# target) alone.
PEERS = [
    ("structurizecfg",
     "lower-switch,fix-irreducible,unify-loop-exits,structurizecfg"),
    ("structurizecfg<skip-uniform-regions>",
     "lower-switch,fix-irreducible,unify-loop-exits,"
     "structurizecfg<skip-uniform-regions>"),
    ("fix-irreducible+unify-loop-exits",
     "lower-switch,fix-irreducible,unify-loop-exits"),
]
LINEARIZE_LEVELS = [0, 1, 2, 3, 4]
DYNAMIC_KEYS = ["warp_instructions", "cycles", "sm_cycles", "simt_efficiency",
                "max_simt_stack_depth"]
STATIC_KEYS = ["ptx_instructions", "ptx_blocks", "registers"]
PTXAS = shutil.which("ptxas") or (
    "/usr/local/cuda/bin/ptxas"
    if os.path.exists("/usr/local/cuda/bin/ptxas") else None)


def linearize_registered(tc, work):
    """Whether the plugin knows cfg-linearize: asked through opt and the
    plugin's registration table, on an empty module."""
    probe = os.path.join(work, "probe.ll")
    with open(probe, "w") as f:
        f.write('target triple = "nvptx64-nvidia-cuda"\n')
    step = tools.run_pass(tc, "cfg-linearize", probe, probe + ".out.ll")
    return step.ok


def variants(tc, work):
    """[(variant, pipeline)] and a note on what is skipped."""
    out = [("baseline", None)] + list(PEERS)
    if linearize_registered(tc, work):
        out += [(f"cfg-linearize<level={n}>", f"cfg-linearize<level={n}>")
                for n in LINEARIZE_LEVELS]
        out.append(("cfg-linearize<force>", "cfg-linearize<force>"))
        return out, ""
    return out, ("cfg-linearize is not registered by this build's "
                 "LockstepPasses.so: its columns are skipped")


# --- static counts -------------------------------------------------------

LABEL = re.compile(r"^\$L__BB\d+_\d+:")


def ptx_counts(text):
    """(instructions, basic blocks) over every function of a PTX file:
    instructions are statements ending in ';' inside a body that are not
    directives; a function's blocks are its labels, plus its entry when the
    body does not start with a label."""
    instructions = blocks = depth = 0
    first = False  # Waiting for the first statement of a body.
    for raw in text.splitlines():
        line = raw.split("//")[0].strip()
        if line == "{":
            first = first or depth == 0
            depth += 1
            continue
        if line == "}":
            depth -= 1
            continue
        if depth == 0 or not line or line.startswith("."):
            continue
        is_label = bool(LABEL.match(line))
        if first and not is_label:
            blocks += 1  # The entry block has no label.
        first = False
        if is_label:
            blocks += 1
        elif line.endswith(";"):
            instructions += 1
    return instructions, blocks


def registers(ptx_path):
    """The most registers any function uses per `ptxas -v`; None without
    ptxas."""
    if not PTXAS:
        return None
    proc = subprocess.run([PTXAS, "-v", "-arch=sm_90", ptx_path, "-o",
                           os.devnull], capture_output=True, text=True)
    if proc.returncode != 0:
        return None
    used = [int(m) for m in re.findall(r"Used (\d+) registers",
                                       proc.stdout + proc.stderr)]
    return max(used) if used else None


def static_counts(tc, ll, ptx):
    """PTX of the variant's IR through the driver (NVPTX backend)."""
    if not tc.driver:
        return {}
    proc = subprocess.run([tc.driver, "compile", ll, "--emit", "ptx", "-o",
                           ptx], capture_output=True, text=True)
    if proc.returncode != 0:
        return {}
    with open(ptx) as f:
        instructions, blocks = ptx_counts(f.read())
    return {"ptx_instructions": instructions, "ptx_blocks": blocks,
            "registers": registers(ptx)}


# --- one kernel ------------------------------------------------------------

def new_record(name, variant, pipeline):
    record = {"benchmark": name, "variant": variant, "pipeline": pipeline,
              "status": None, "outputs_verified": None, "note": ""}
    for key in STATIC_KEYS + DYNAMIC_KEYS:
        record[key] = None
    return record


def run_variant(tc, case, kdir, base, variant, pipeline, spec_path):
    record = new_record(case.name, variant, pipeline)
    tag = re.sub(r"[^A-Za-z0-9]+", "-", variant).strip("-")
    ll = base
    if pipeline:
        ll = os.path.join(kdir, tag + ".ll")
        step = tools.run_pass(tc, pipeline, base, ll)
        if not step.ok:
            record["status"] = "unavailable" if step.unavailable else "FAILED"
            record["note"] = step.message
            return record
    record.update(static_counts(tc, ll, os.path.join(kdir, tag + ".ptx")))
    lowered = os.path.join(kdir, tag + ".sim.ll")
    step = tools.lower(tc, ll, lowered)
    if not step.ok:
        record.update(status="FAILED", note=step.message)
        return record
    dump = os.path.join(kdir, tag)
    step = tools.simulate(tc, lowered, spec_path, dump)
    if not step.ok:
        record["status"] = "unavailable" if step.unavailable else "FAILED"
        record["outputs_verified"] = None if step.unavailable else False
        record["note"] = step.message
        return record
    for key in DYNAMIC_KEYS:
        record[key] = step.output.get(key)
    problems = []
    for buf in case.outputs():
        path = os.path.join(dump, buf.name + ".bin")
        if not os.path.exists(path):
            problems.append(f"{buf.name}: not dumped")
            continue
        with open(path, "rb") as f:
            bad = suite.check_buffer(case, buf, f.read())
        if bad:
            problems.append(bad)
    record["outputs_verified"] = not problems
    record["status"] = "FAILED" if problems else "ok"
    record["note"] = "; ".join(problems)
    return record


def run_kernel(job):
    name, quick, tc, work, plan, wrong = job
    case = cases.make_case(name, quick)
    if name in wrong:
        buf = case.outputs()[0]
        buf.expected = [buf.expected[0] + 1] + list(buf.expected[1:])
    kdir = os.path.join(work, name)
    os.makedirs(kdir, exist_ok=True)
    base = os.path.join(kdir, "baseline.ll")
    step = tools.clang_compile(tc, os.path.join(KERNEL_DIR, name + ".cu"),
                               base)
    if not step.ok:
        out = []
        for variant, pipeline in plan:
            r = new_record(name, variant, pipeline)
            r.update(status="FAILED", note=step.message)
            out.append(r)
        return out
    spec_path = os.path.join(kdir, "launch.json")
    with open(spec_path, "w") as f:
        json.dump(suite.write_launch(case, kdir), f, indent=1)
    return [run_variant(tc, case, kdir, base, v, p, spec_path)
            for v, p in plan]


# --- Table 1: the paper's figure CFGs ----------------------------------------

FIGURE_DIR = os.path.join(os.path.dirname(os.path.dirname(HERE)), "test",
                          "Transforms", "cfg-linearize", "Inputs")
FIGURES = ["fig1", "fig3", "fig5", "fig6b", "fig6c", "fig7", "fig8"]
TABLE1_VARIANTS = [("input", None),
                   ("cfg-linearize<force;level=0>",
                    "cfg-linearize<force;level=0>"),
                   ("cfg-linearize<force>", "cfg-linearize<force>")]


def table1(tc, work):
    """Paper Table 1 on the figure CFGs of the lit tests: static PTX
    instructions, blocks and registers before and after linearization."""
    rows = []
    for fig in FIGURES:
        src = os.path.join(FIGURE_DIR, fig + ".ll")
        if not os.path.exists(src):
            continue
        for variant, pipeline in TABLE1_VARIANTS:
            tag = re.sub(r"[^A-Za-z0-9]+", "-", variant).strip("-")
            ll = src
            if pipeline:
                ll = os.path.join(work, f"table1-{fig}-{tag}.ll")
                if not tools.run_pass(tc, pipeline, src, ll).ok:
                    continue
            counts = static_counts(tc, ll, os.path.join(
                work, f"table1-{fig}-{tag}.ptx"))
            rows.append(dict(figure=fig, variant=variant, **counts))
    return rows


def table1_lines(rows):
    if not rows:
        return []
    lines = ["## Table 1: the paper's figure CFGs", "",
             "Static counts of the lit tests' figure inputs "
             "(test/Transforms/cfg-linearize/Inputs/figN.ll) before and after "
             "forced linearization (the model left out), as the paper's "
             "Table 1.", "",
             "| figure | variant | PTX instr | PTX blocks | regs |",
             "|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['figure']} | {r['variant']} | "
                     f"{_fmt(r.get('ptx_instructions'))} | "
                     f"{_fmt(r.get('ptx_blocks'))} | "
                     f"{_fmt(r.get('registers'))} |")
    return lines + [""]


# --- report ------------------------------------------------------------------

def _ratio(base, value):
    if base is None or value in (None, 0):
        return None
    return base / value


def _fmt(value, digits=0):
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:.{digits or 3}f}"
    return str(value)


def _speedup_cell(base, r, key):
    if r["status"] != "ok":
        return r["status"]
    s = _ratio(base.get(key), r.get(key))
    return f"{s:.3f}x" if s is not None else "-"


def _geomean(values):
    values = [v for v in values if v]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def summary_rows(records):
    """Per variant over the kernels where it and the baseline are ok: the
    geo-mean speedups, median static PTX growth, kernels slower than the
    baseline, and kernels with fewer dynamic warp instructions than
    structurizecfg (the issue's targets, reported, not asserted)."""
    base = {r["benchmark"]: r for r in records
            if r["variant"] == "baseline" and r["status"] == "ok"}
    peer = {r["benchmark"]: r for r in records
            if r["variant"] == "structurizecfg" and r["status"] == "ok"}
    order = []
    for r in records:
        if r["variant"] != "baseline" and r["variant"] not in order:
            order.append(r["variant"])
    rows = []
    for variant in order:
        ok = [r for r in records if r["variant"] == variant
              and r["status"] == "ok" and r["benchmark"] in base]
        failed = sum(1 for r in records if r["variant"] == variant
                     and r["status"] == "FAILED")
        cyc = [_ratio(base[r["benchmark"]]["cycles"], r["cycles"]) for r in ok]
        sm = [_ratio(base[r["benchmark"]]["sm_cycles"], r["sm_cycles"])
              for r in ok]
        growth = sorted(r["ptx_instructions"] /
                        base[r["benchmark"]]["ptx_instructions"] - 1.0
                        for r in ok if r["ptx_instructions"]
                        and base[r["benchmark"]]["ptx_instructions"])
        slower = sum(1 for c, m in zip(cyc, sm)
                     if (c and c < 1.0) or (m and m < 1.0))
        fewer = sum(1 for r in ok if r["benchmark"] in peer
                    and r["warp_instructions"] is not None
                    and r["warp_instructions"] <
                    peer[r["benchmark"]]["warp_instructions"])
        rows.append((variant, len(ok), failed, _geomean(cyc), _geomean(sm),
                     growth[len(growth) // 2] if growth else None, slower,
                     fewer))
    return rows


def summary_lines(records, title="## Summary per variant"):
    lines = [title, "",
             "Geo-means over the kernels where the variant's outputs are "
             "verified; `slower` counts kernels slower than the baseline in "
             "cycles or sm_cycles; `fewer warp instr` counts kernels with "
             "fewer dynamic warp instructions than structurizecfg.", "",
             "| variant | verified | FAILED | geo-mean cycles | geo-mean "
             "sm_cycles | median PTX growth | slower | fewer warp instr "
             "than structurizecfg |",
             "|---|---|---|---|---|---|---|---|"]
    for (variant, ok, failed, cyc, sm, growth, slower, fewer) in \
            summary_rows(records):
        lines.append(
            f"| {variant} | {ok} | {failed} | "
            f"{f'{cyc:.3f}x' if cyc else '-'} | "
            f"{f'{sm:.3f}x' if sm else '-'} | "
            f"{f'{100 * growth:+.1f}%' if growth is not None else '-'} | "
            f"{slower} | "
            f"{'-' if variant == 'structurizecfg' else fewer} |")
    return lines + [""]


def markdown(records, meta):
    lines = ["# CFG linearization (issue 14): peers side by side", "",
             "`bench/run --suite linearize" + (" --quick" if meta["quick"]
                                                 else "") + "`; kernels in "
             "`bench/kernels/linearize/`, simulated in lockstep-sim (not GPU "
             "timings). Every variant runs on the same clang -O3 IR and its "
             "outputs are checked against the CPU reference; a FAILED variant "
             "gets no speedup.", ""]
    for name, pipeline in PEERS:
        lines.append(f"- `{name}`: `opt -passes={pipeline}`")
    if meta["note"]:
        lines.append(f"- {meta['note']}")
    lines.append(f"- registers: {'ptxas -v' if PTXAS else 'ptxas not found'}")
    lines.append("")
    tuned = [r for r in records if r["benchmark"] in cases.KERNELS]
    held = [r for r in records if r["benchmark"] in cases.HELDOUT]
    lines += summary_lines(tuned)
    if held:
        lines += summary_lines(
            held, "## Summary per variant, held-out kernels (" +
            ", ".join(cases.HELDOUT) + ")")
    lines += table1_lines(meta.get("table1", []))
    lines += ["## Per kernel", ""]
    lines += ["| kernel | variant | status | PTX instr | PTX blocks | regs | "
              "warp instr | cycles | speedup | sm_cycles | speedup (SM) | "
              "SIMT eff | max stack |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    by_kernel = {}
    for r in records:
        by_kernel.setdefault(r["benchmark"], []).append(r)
    for name, rows in by_kernel.items():
        base = next((r for r in rows if r["variant"] == "baseline"), {})
        for r in rows:
            lines.append(
                f"| {name} | {r['variant']} | {r['status']} | "
                f"{_fmt(r['ptx_instructions'])} | {_fmt(r['ptx_blocks'])} | "
                f"{_fmt(r['registers'])} | {_fmt(r['warp_instructions'])} | "
                f"{_fmt(r['cycles'])} | {_speedup_cell(base, r, 'cycles')} | "
                f"{_fmt(r['sm_cycles'])} | "
                f"{_speedup_cell(base, r, 'sm_cycles')} | "
                f"{_fmt(r['simt_efficiency'])} | "
                f"{_fmt(r['max_simt_stack_depth'])} |")
    failed = [r for r in records if r["status"] == "FAILED"]
    lines += ["", f"outputs verified: "
              f"{sum(1 for r in records if r['outputs_verified'])}; "
              f"FAILED: {len(failed)}"]
    for r in failed:
        lines.append(f"- FAILED {r['benchmark']} {r['variant']}: {r['note']}")
    return "\n".join(lines) + "\n"


def print_console(records):
    for r in records:
        detail = (f"cycles={r['cycles']} sm_cycles={r['sm_cycles']} "
                  f"ptx={r['ptx_instructions']}/{r['ptx_blocks']}"
                  if r["status"] == "ok" else r["note"])
        print(f"{r['benchmark']:4} {r['variant']:37} {r['status']:11} "
              f"{detail}", flush=True)


def run(args, tc, run_pool):
    """The linearize suite; returns the exit status."""
    known = cases.KERNELS + cases.HELDOUT
    names = [n for n in args.only.split(",") if n] or known
    unknown = [n for n in names if n not in known]
    if unknown:
        print(f"bench/run: error: unknown linearize kernel(s) "
              f"{', '.join(unknown)}; known: {', '.join(known)}")
        return 2
    work = args.work_dir or tempfile.mkdtemp(prefix="lockstep-linearize-")
    os.makedirs(work, exist_ok=True)
    plan, note = variants(tc, work)
    if note:
        print("note:", note, flush=True)
    wrong = set(n for n in args.inject_wrong_reference.split(",") if n)
    results = run_pool(run_kernel, [(n, args.quick, tc, work, plan, wrong)
                                    for n in names], args.jobs)
    records = [r for rows in results for r in rows]
    print_console(records)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "linearize.json"), "w") as f:
        json.dump(records, f, indent=1)
        f.write("\n")
    meta = {"quick": args.quick, "note": note,
            "table1": table1(tc, work) if not note else []}
    with open(os.path.join(args.out, "linearize-table1.json"), "w") as f:
        json.dump(meta["table1"], f, indent=1)
        f.write("\n")
    with open(os.path.join(args.out, "linearize.md"), "w") as f:
        f.write(markdown(records, meta))
    if not args.work_dir:
        shutil.rmtree(work, ignore_errors=True)
    failed = sum(1 for r in records if r["status"] == "FAILED")
    print(f"wrote {args.out}/linearize.json and linearize.md; "
          f"{failed} FAILED", flush=True)
    return 1 if failed else 0
