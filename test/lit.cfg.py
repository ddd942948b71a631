# -*- Python -*-
# lit configuration for Lockstep: regression tests (IR in, IR out), CLI tests
# and the GoogleTest unit tests (through lit's googletest format).
import os
import shutil
import subprocess

import lit.formats

config.name = "Lockstep"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".ll", ".test", ".cu", ".c", ".json"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.lockstep_obj_root, "test")

bin_dir = os.path.join(config.lockstep_obj_root, "bin")
plugin = os.path.join(config.lockstep_obj_root, "lib", "LockstepPasses.so")
tools = config.llvm_tools_dir

config.environment["PATH"] = os.pathsep.join(
    [bin_dir, tools, config.environment.get("PATH", "")])
# Tool errors are checked verbatim; keep them free of colours.
config.environment["TERM"] = "dumb"

opt = os.path.join(tools, "opt")
clang = os.path.join(tools, "clang++")
if config.lockstep_sanitize:
    # The plugin is built with ASan/UBSan but opt and clang are not: preload
    # the sanitizer runtimes of the compiler that built it into them so the
    # plugin can be loaded. GCC has one library per sanitizer; clang's ASan
    # runtime carries the UBSan handlers too.
    if config.lockstep_cxx_compiler_id == "Clang":
        libs = ["libclang_rt.asan-x86_64.so"]
    else:
        libs = ["libasan.so", "libubsan.so"]
    runtimes = []
    for lib in libs:
        out = subprocess.run([config.lockstep_cxx_compiler,
                              "-print-file-name=" + lib],
                             capture_output=True, text=True).stdout.strip()
        if not os.path.isabs(out):
            lit_config.fatal("no sanitizer runtime %s for %s" %
                             (lib, config.lockstep_cxx_compiler))
        runtimes.append(out)
    preload = "env LD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0 " % ":".join(runtimes)
    opt = preload + opt
    clang = preload + clang
    config.environment["ASAN_OPTIONS"] = "detect_leaks=0"
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"
# %opt loads the plugin; tests pass -mtriple or carry a GPU triple.
config.substitutions.append(("%loadLockstep", "-load-pass-plugin=" + plugin))
config.substitutions.append(("%opt", opt + " -load-pass-plugin=" + plugin))
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%clang", clang))
config.substitutions.append(("%lockstep-sim", os.path.join(bin_dir, "lockstep-sim")))
config.substitutions.append(("%lockstep-fuzz", os.path.join(bin_dir, "lockstep-fuzz")))
config.substitutions.append(("%lockstep", os.path.join(bin_dir, "lockstep")))
config.substitutions.append(("%src", config.lockstep_src_root))
config.substitutions.append(("%obj", config.lockstep_obj_root))
# lli runs CPU IR before and after a pass (differential tests of the
# all-divergent uniformity mode).
config.substitutions.append(("%lli", os.path.join(tools, "lli")))
config.substitutions.append(("%python", shutil.which("python3") or "python3"))

for name in ["lockstep", "lockstep-sim", "lockstep-fuzz"]:
    if os.path.exists(os.path.join(bin_dir, name)):
        config.available_features.add(name)
if os.path.exists("/usr/local/cuda/include/cuda_runtime.h"):
    config.available_features.add("cuda-toolkit")
if shutil.which("ptxas") or os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")
# This LLVM has the AMDGPU backend: clang compiles HIP for amdgcn and the
# tools count AMDGPU registers (test/lockstep-sim/amdgcn-*).
targets_def = os.path.join(tools, os.pardir, "include", "llvm", "Config",
                           "Targets.def")
if os.path.exists(targets_def) and "LLVM_TARGET(AMDGPU)" in open(targets_def).read():
    config.available_features.add("amdgpu")
if os.path.exists(os.path.join(tools, "lli")):
    config.available_features.add("lli")
if shutil.which("dot"):
    config.available_features.add("graphviz")
if config.lockstep_sanitize:
    config.available_features.add("sanitize")
if config.lockstep_asserts:
    config.available_features.add("asserts")
