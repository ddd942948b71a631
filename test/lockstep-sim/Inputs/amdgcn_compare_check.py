"""Checks `lockstep compare --json` outputs (argv[1:]) of amdgcn-meld.test:
identical outputs, no fault, 64-lane waves, the divergent region gone,
fewer warp instructions, the barriers kept."""
import json
import sys
for f in sys.argv[1:]:
    d = json.load(open(f))
    b, a = d["baseline"], d["after"]
    assert d["outputs_identical"] and d["differences"] == [], f
    assert d["baseline_fault"] is None and d["after_fault"] is None, f
    assert b["warp_size"] == 64 and a["warp_size"] == 64, f
    assert b["divergent_branches"] > 0 and a["divergent_branches"] == 0, f
    assert a["warp_instructions"] < b["warp_instructions"], f
    assert a["barriers"] == b["barriers"], f
    print("%s: warp_instructions %d -> %d, divergent_branches %d -> 0" %
          (f.split("/")[-1], b["warp_instructions"], a["warp_instructions"],
           b["divergent_branches"]))
print("ok", len(sys.argv) - 1)
