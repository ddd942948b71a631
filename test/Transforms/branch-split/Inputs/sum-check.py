"""Checks that a launch plan's metrics are the sums of its launches
(docs/launch-plans.md): cycles and sm_cycles add."""
import json
import sys

m = json.load(open(sys.argv[1]))
launches = m["launches"]
assert len(launches) == 2, launches
for key in ("cycles", "sm_cycles"):
    total = sum(l[key] for l in launches)
    assert m[key] == total, (key, m[key], total)
print("sums ok")
