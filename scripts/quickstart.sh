#!/usr/bin/env bash
# The README's first command: set up, build, then run the main job on the
# bundled example: bitonic sort before and after cf-meld, side by side in
# lockstep-sim, with the outputs checked identical.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
echo
echo "== divergent regions of examples/bitonic/bitonic.cu =="
build/bin/lockstep report examples/bitonic/bitonic.cu
echo
echo "== before and after cf-meld, simulated by lockstep-sim =="
build/bin/lockstep compare examples/bitonic/bitonic.cu \
  --launch examples/bitonic/launch.json --passes cf-meld
