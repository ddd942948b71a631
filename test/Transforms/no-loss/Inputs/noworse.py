# noworse.py BASE.json AFTER.json BASE_DIR AFTER_DIR: the transformed run
# (lockstep-sim --json) is no slower than the baseline in cycles and
# sm_cycles, and every dumped buffer is byte-identical.
import json
import os
import sys

base, after = (json.load(open(p)) for p in sys.argv[1:3])
bdir, adir = sys.argv[3:5]
bad = []
for key in ("cycles", "sm_cycles"):
    if after[key] > base[key]:
        bad.append(f"{key}: {after[key]} > {base[key]}")
for name in sorted(os.listdir(bdir)):
    if open(os.path.join(bdir, name), "rb").read() != \
            open(os.path.join(adir, name), "rb").read():
        bad.append(f"buffer {name} differs")
if bad:
    sys.exit("; ".join(bad))
