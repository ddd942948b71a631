#!/usr/bin/env bash
# Configures and builds Lockstep into ./build (or $LOCKSTEP_BUILD_DIR).
# Extra arguments go to CMake's configure step (e.g. -DLOCKSTEP_SANITIZE=ON).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${LOCKSTEP_BUILD_DIR:-build}"
jobs="${LOCKSTEP_JOBS:-$(nproc)}"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
cmake --build "$build" -j "$jobs"
