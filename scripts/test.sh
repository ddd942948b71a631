#!/usr/bin/env bash
# The README's second command: set up, build, and run every test (lit
# regression and CLI tests, the GoogleTest unit tests through lit).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
cmake --build "${LOCKSTEP_BUILD_DIR:-build}" --target check
