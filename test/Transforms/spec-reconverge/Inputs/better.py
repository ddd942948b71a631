"""better.py BASE.json T1.json [T2.json ...]: lockstep-sim --json results of
a kernel before (BASE) and after spec-reconverge (T*). Each must be free of
faults, and each transformed run must have a higher SIMT efficiency and
fewer sm_cycles (SM timing model) than the base."""
import json
import sys

base = json.load(open(sys.argv[1]))
assert base["fault"] is None, base["fault"]
for path in sys.argv[2:]:
    r = json.load(open(path))
    assert r["fault"] is None, (path, r["fault"])
    assert r["simt_efficiency"] > base["simt_efficiency"], (
        path, r["simt_efficiency"], base["simt_efficiency"])
    assert r["sm_cycles"] < base["sm_cycles"], (
        path, r["sm_cycles"], base["sm_cycles"])
