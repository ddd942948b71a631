#!/usr/bin/env bash
# The README's second command: set up, build, and run every test (lit
# regression and CLI tests, the GoogleTest unit tests through lit).
# With --sanitize, builds into build-asan with clang-22, AddressSanitizer,
# UndefinedBehaviorSanitizer and the project's assertions (as --assertions)
# and runs the same suite there.
# With --assertions, builds into build-assert with the project's assertions
# on (no NDEBUG, so -lockstep-verify-steps defaults to on in every pass run)
# and runs the same suite there.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
case "${1:-}" in
--sanitize)
  export LOCKSTEP_BUILD_DIR="${LOCKSTEP_BUILD_DIR:-build-asan}"
  # clang-22 (a dependency already) compiles the instrumented build in
  # about 60% of GCC's time, and the Release build stays on the system
  # compiler, so CI sees both compilers' warnings. CC/CXX override it.
  export CC="${CC:-clang-22}" CXX="${CXX:-clang++-22}"
  scripts/build.sh -DLOCKSTEP_SANITIZE=ON -DLOCKSTEP_ENABLE_ASSERTIONS=ON
  ;;
--assertions)
  export LOCKSTEP_BUILD_DIR="${LOCKSTEP_BUILD_DIR:-build-assert}"
  scripts/build.sh -DLOCKSTEP_ENABLE_ASSERTIONS=ON
  ;;
"")
  scripts/build.sh
  ;;
*)
  echo "usage: scripts/test.sh [--sanitize | --assertions]" >&2
  exit 2
  ;;
esac
cmake --build "${LOCKSTEP_BUILD_DIR:-build}" --target check
