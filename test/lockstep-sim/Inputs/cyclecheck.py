"""cyclecheck.py JSON EXPR...: each EXPR must be true of the lockstep-sim
--json --profile output in the file JSON. EXPR sees the metrics by name
(cycles, oracle_cycles, ...) and b["<block>"], the profiled cycles of block
%<block> (summed over warps). The cycle goldens are relations between
blocks, so they hold for any latency table; unittests/Sim/
HandCountCyclesTest.cpp derives the values from SIMTCostModel."""
import json
import sys

with open(sys.argv[1]) as f:
    metrics = json.load(f)
names = dict(metrics)
names["b"] = {p["block"].lstrip("%"): p["cycles"] for p in metrics["profile"]}
failed = False
for expr in sys.argv[2:]:
    if not eval(expr, {"max": max, "min": min}, names):
        print("cyclecheck: false: %s (cycles %d, oracle_cycles %d, blocks %s)"
              % (expr, metrics["cycles"], metrics["oracle_cycles"], names["b"]))
        failed = True
sys.exit(1 if failed else 0)
