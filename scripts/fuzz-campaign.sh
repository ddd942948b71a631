#!/usr/bin/env bash
# The long lockstep-fuzz campaign of issue 6: at least 100,000 kernels, every
# Lockstep transformation, findings reduced into DIR as lit-ready
# reproducers. Kernel i has seed SEED+i, so any finding is repeated alone with
# `lockstep-fuzz --seed <kernel seed> --iterations 1`.
#
#   scripts/fuzz-campaign.sh [BUILD_DIR] [SEED] [KERNELS] [JOBS] [DIR]
#
# Defaults: build, 100000, 100000, 2, fuzz-campaign-<SEED>. The report (last
# line "N kernels, M transformed, K mismatches") goes to DIR/report.txt and
# stdout; the exit status is lockstep-fuzz's (1 when K > 0).
set -euo pipefail
build=${1:-build}
seed=${2:-100000}
kernels=${3:-100000}
jobs=${4:-2}
dir=${5:-fuzz-campaign-$seed}
fuzz="$build/bin/lockstep-fuzz"
if [[ ! -x "$fuzz" ]]; then
  echo "fuzz-campaign: $fuzz not found; build the lockstep-fuzz target first" >&2
  exit 2
fi
mkdir -p "$dir"
start=$(date +%s)
status=0
"$fuzz" --seed "$seed" --iterations "$kernels" --jobs "$jobs" --keep-going \
  --out "$dir" > "$dir/report.txt" || status=$?
end=$(date +%s)
cat "$dir/report.txt"
echo "fuzz-campaign: $kernels kernels from seed $seed in $((end - start)) s" \
  "with $jobs jobs (exit $status); reproducers in $dir" | tee -a "$dir/report.txt"
exit $status
