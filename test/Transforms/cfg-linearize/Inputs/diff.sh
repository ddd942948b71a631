#!/bin/sh
# usage: diff.sh SIM SPEC.in KERNEL BEFORE.ll AFTER.ll OUTDIR
# Runs KERNEL before and after on seeds 1-4 of SPEC.in and compares every
# output buffer byte for byte; keeps OUTDIR/{before,after}1.json.
sim=$1; spec=$2; kernel=$3; before=$4; after=$5; out=$6
mkdir -p "$out"
for s in 1 2 3 4; do
  sed "s/SEED/$s/;s/KERNEL/$kernel/" "$spec" > "$out/launch$s.json"
  "$sim" "$before" --launch "$out/launch$s.json" --dump-buffers "$out/b$s" --json > "$out/before$s.json" || exit 1
  "$sim" "$after" --launch "$out/launch$s.json" --dump-buffers "$out/a$s" --json > "$out/after$s.json" || exit 1
  for f in "$out/b$s"/*.bin; do
    cmp "$f" "$out/a$s/$(basename "$f")" || exit 1
  done
done
