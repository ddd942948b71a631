# Running the toolchain for the benchmark runner: clang-22 device compiles,
# opt-22 with the Lockstep plugin (one pass, timed with -time-passes), the
# address-space lowering every variant gets before simulation, and
# lockstep-sim. Every function returns a result object instead of raising,
# so that one broken kernel or pass never stops the whole suite.

import json
import os
import re
import resource
import shutil
import subprocess

CLANG_FLAGS = ["-x", "cuda", "--cuda-gpu-arch=sm_90", "--cuda-device-only",
               "-O3", "-S", "-emit-llvm", "-Wno-unknown-cuda-version"]
CUDA_PATH = "/usr/local/cuda"
REPO = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
# The project's minimal CUDA header, for machines without the toolkit.
FALLBACK_HEADER = os.path.join(REPO, "runtime", "cuda", "lockstep_cuda.h")
# Rows of opt's -time-passes report that are not the pass under test.
NOT_THE_PASS = {"PrintModulePass", "VerifierPass", "VerifierAnalysis",
                "BitcodeWriterPass", "Total", "Parse IR"}
# Adaptor and proxy rows contain the time of the rows nested in them.
NESTING_ROWS = ("InnerAnalysisManagerProxy", "OuterAnalysisManagerProxy",
                "ModuleToFunctionPassAdaptor", "PassManager")
SIM_TIMEOUT_S = 600


class Toolchain:
    """Where the tools are; a missing tool is None."""

    def __init__(self, build_dir):
        self.build_dir = build_dir
        self.clang = shutil.which("clang++-22")
        self.opt = shutil.which("opt-22")
        self.sim = _existing(os.path.join(build_dir, "bin", "lockstep-sim"))
        self.driver = _existing(os.path.join(build_dir, "bin", "lockstep"))
        self.plugin = _existing(
            os.path.join(build_dir, "lib", "LockstepPasses.so"))

    def describe(self):
        return {"clang": self.clang, "opt": self.opt, "lockstep-sim": self.sim,
                "lockstep": self.driver, "plugin": self.plugin}


def _existing(path):
    return path if os.path.exists(path) else None


class Step:
    """Outcome of one tool run."""

    def __init__(self, ok, seconds=None, message="", unavailable=False,
                 output=None):
        self.ok = ok
        self.seconds = seconds
        self.message = message
        self.unavailable = unavailable
        self.output = output


def _children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _run(cmd, timeout=300):
    """Run a command; seconds = CPU time (user + system) of the command and
    its children, robust against other load on the shared machine."""
    start = _children_cpu()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, timeout
    return proc, _children_cpu() - start


def _first_line(text):
    lines = [ln for ln in text.strip().splitlines() if ln.strip()]
    return lines[0][:300] if lines else ""


def _clang_cmd(tc, source, out_ll):
    """clang-22 -O3 device IR, with the toolkit or the project's header."""
    if not tc.clang:
        return None
    if os.path.isdir(CUDA_PATH):
        extra = ["--cuda-path=" + CUDA_PATH]
    elif os.path.exists(FALLBACK_HEADER):
        extra = ["-nocudainc", "-nocudalib", "-include", FALLBACK_HEADER]
    else:
        return None
    return [tc.clang] + CLANG_FLAGS + extra + [source, "-o", out_ll]


def clang_compile(tc, source, out_ll, repeats=1):
    """The baseline IR: `lockstep compile` when the driver exists, else
    clang-22 directly (same flags). seconds is the full clang -O3 device
    compile alone (the Table II O3 column, CPU seconds), best of
    `repeats` runs."""
    clang = _clang_cmd(tc, source, out_ll)
    if tc.driver:
        cmd = [tc.driver, "compile", source, "--emit", "ll", "-o", out_ll]
    elif clang:
        cmd = clang
    else:
        return Step(False, message="neither build/bin/lockstep nor "
                    "clang++-22 with a CUDA header is available")
    proc, seconds = _run(cmd)
    if proc is None or proc.returncode != 0:
        return Step(False, message="compile failed: " +
                    (_first_line(proc.stderr) if proc else "timeout"))
    timed = [seconds] if cmd is clang else []
    timer = clang and clang[:-1] + [out_ll + ".timing.ll"]
    while timer and len(timed) < repeats:
        proc, seconds = _run(timer)
        if proc is None or proc.returncode != 0:
            break
        timed.append(seconds)
    return Step(True, min(timed) if timed else seconds)


def _lockstep_rows(stderr):
    """CPU seconds of the Lockstep rows (passes, their analyses and the
    device wrapper) of clang's -ftime-report: the placed passes alone."""
    total = 0.0
    cell = re.compile(r"([\d.]+) \(\s*[\d.]+%\)")
    for line in stderr.splitlines():
        cells = list(cell.finditer(line))
        name = line[cells[-1].end():].strip() if len(cells) >= 3 else ""
        if name.startswith("lockstep::") or name.endswith("::DeviceFunctionPass") \
                or name.endswith("::DeviceModulePass"):
            total += float(cells[-2].group(1))
    return total


def clang_placed(tc, source, out_ll, pipeline, point, extra=()):
    """clang-22 -O3 with LockstepPasses.so running `pipeline` at the
    extension point `point` (-mllvm -lockstep-ep), with the plugin options
    `extra` (each passed through -mllvm); seconds = the Lockstep rows of
    -ftime-report."""
    clang = _clang_cmd(tc, source, out_ll)
    if not (clang and tc.plugin):
        return Step(False, unavailable=True,
                    message="clang++-22 or LockstepPasses.so missing")
    cmd = clang[:1] + ["-fpass-plugin=" + tc.plugin, "-mllvm",
                       "-lockstep-passes=" + pipeline, "-mllvm",
                       "-lockstep-ep=" + point, "-ftime-report"] + [
                           a for e in extra for a in ("-mllvm", e)] + clang[1:]
    proc, _ = _run(cmd)
    if proc is None or proc.returncode != 0:
        text = proc.stderr if proc else "timeout"
        return Step(False, unavailable=_unknown_pass(text),
                    message=f"clang {pipeline} at {point} failed: " +
                    _first_line(text))
    return Step(True, _lockstep_rows(proc.stderr))


def _is_the_pass(name):
    """Rows that are not the pass under test or that nest other rows."""
    return not (name in NOT_THE_PASS or name.startswith(NESTING_ROWS))


def _parse_time_passes(stderr):
    """CPU seconds (user + system) of the pass and the analyses it requests,
    from opt's -time-passes report. CPU time, not wall time, because the
    machine is shared; the column set varies (System appears when
    non-zero), User+System is always the second to last."""
    total = 0.0
    cell = re.compile(r"([\d.]+) \(\s*[\d.]+%\)")
    for line in stderr.splitlines():
        cells = list(cell.finditer(line))
        if len(cells) < 3:
            continue
        name = line[cells[-1].end():].strip()
        if _is_the_pass(name):
            total += float(cells[-2].group(1))
    return total


def _unknown_pass(stderr):
    text = stderr.lower()
    return ("unknown pass name" in text or "unknown pass" in text
            or "unknown lockstep pass" in text)


def run_pass(tc, pipeline, in_ll, out_ll, repeats=1, extra=()):
    """Apply one Lockstep pass with opt-22 (options `extra`); seconds = the
    pass alone."""
    if not (tc.opt and tc.plugin):
        return Step(False, unavailable=True,
                    message="opt-22 or LockstepPasses.so missing")
    cmd = [tc.opt, "-load-pass-plugin", tc.plugin, "-passes=" + pipeline,
           "-time-passes", in_ll, "-S", "-o", out_ll] + list(extra)
    best = None
    for _ in range(repeats):
        proc, _ = _run(cmd)
        if proc is None:
            return Step(False, message=f"opt {pipeline}: timeout")
        if proc.returncode != 0:
            if _unknown_pass(proc.stderr):
                return Step(False, unavailable=True,
                            message=f"pass {pipeline} not in the plugin")
            return Step(False, message=f"opt {pipeline} failed: " +
                        _first_line(proc.stderr))
        seconds = _parse_time_passes(proc.stderr)
        best = seconds if best is None else min(best, seconds)
    return Step(True, best)


def lower(tc, in_ll, out_ll):
    """What the NVPTX backend does before codegen: generic pointers to shared
    and global memory become addrspace(3)/(1) (infer-address-spaces), so the
    simulator counts and charges ld.shared / ld.global as the GPU would."""
    proc, _ = _run([tc.opt, "-passes=infer-address-spaces", in_ll, "-S",
                    "-o", out_ll])
    if proc is None or proc.returncode != 0:
        return Step(False, message="infer-address-spaces failed: " +
                    (_first_line(proc.stderr) if proc else "timeout"))
    return Step(True)


def simulate(tc, ll, spec_path, dump_dir, extra=()):
    """lockstep-sim --json; output = the metrics dict."""
    if not tc.sim:
        return Step(False, unavailable=True, message="lockstep-sim missing")
    os.makedirs(dump_dir, exist_ok=True)
    cmd = [tc.sim, ll, "--launch", spec_path, "--json",
           "--dump-buffers", dump_dir] + list(extra)
    proc, seconds = _run(cmd, timeout=SIM_TIMEOUT_S)
    if proc is None:
        return Step(False, message=f"simulation timed out ({SIM_TIMEOUT_S}s)")
    if proc.returncode != 0:
        kind = "fault" if proc.returncode == 1 else "bad input"
        return Step(False, message=f"lockstep-sim {kind}: " +
                    _first_line(proc.stderr or proc.stdout))
    try:
        metrics = json.loads(proc.stdout)
    except json.JSONDecodeError:
        return Step(False, message="lockstep-sim printed no JSON")
    return Step(True, seconds, output=metrics)


def report_regions(tc, ll):
    """`lockstep report --json` on the baseline IR: the divergent regions and
    what cf-meld decides for each (static; none when the driver is absent)."""
    if not tc.driver:
        return Step(False, unavailable=True, message="no lockstep driver")
    proc, _ = _run([tc.driver, "report", "--json", ll])
    if proc is None or proc.returncode != 0:
        return Step(False, message="lockstep report failed: " +
                    (_first_line(proc.stderr) if proc else "timeout"))
    try:
        return Step(True, output=json.loads(proc.stdout))
    except json.JSONDecodeError:
        return Step(False, message="lockstep report printed no JSON")
