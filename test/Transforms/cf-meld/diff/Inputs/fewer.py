"""Assert that a metric of lockstep-sim --json went down (or did not go up).

usage: fewer.py BEFORE.json AFTER.json METRIC [--or-equal]
"""
import json
import sys

before = json.load(open(sys.argv[1]))
after = json.load(open(sys.argv[2]))
metric = sys.argv[3]
b, a = before[metric], after[metric]
ok = a <= b if "--or-equal" in sys.argv else a < b
print(f"{metric}: {b} -> {a}")
sys.exit(0 if ok else 1)
