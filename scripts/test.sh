#!/usr/bin/env bash
# The README's second command: set up, build, and run every test (lit
# regression and CLI tests, the GoogleTest unit tests through lit).
# With --sanitize, builds into build-asan with AddressSanitizer and
# UndefinedBehaviorSanitizer and runs the same suite there.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
if [ "${1:-}" = "--sanitize" ]; then
  export LOCKSTEP_BUILD_DIR="${LOCKSTEP_BUILD_DIR:-build-asan}"
  scripts/build.sh -DLOCKSTEP_SANITIZE=ON
else
  scripts/build.sh
fi
cmake --build "${LOCKSTEP_BUILD_DIR:-build}" --target check
