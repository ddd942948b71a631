"""check_classify.py LAUNCH.json DUMP_DIR: the outputs of examples/multifile
as the kernel defines them, from the launch spec's struct fields and weight
table and the dumped input: for i < n, with w = weights[i % 16] and
score(x) = x * w + w * w, out[i] = score(x) * scale if x > bias else
score(-x) + bias, and hist counts bin (i % 16) % bins or (i % 16 + 1) % bins
respectively. Floats are compared to a relative 1e-5 (the kernel may fuse
the multiply-add)."""
import json
import os
import struct
import sys

spec = json.load(open(sys.argv[1]))
dump = sys.argv[2]
fields = [list(f.values())[0] for f in spec["args"][0]["struct"]]
n, scale, bias, bins = fields
weights = spec["globals"][0]["init"]["values"]


def floats(name):
    data = open(os.path.join(dump, name + ".bin"), "rb").read()
    return list(struct.unpack("<%df" % (len(data) // 4), data))


x_in, out = floats("in"), floats("out")
hist_data = open(os.path.join(dump, "hist.bin"), "rb").read()
hist = list(struct.unpack("<%di" % bins, hist_data))
want_hist = [0] * bins
problems = []
for i, x in enumerate(x_in):
    want = 0.0
    if i < n:
        k = i % 16
        w = weights[k]
        if x > bias:
            want = (x * w + w * w) * scale
            want_hist[k % bins] += 1
        else:
            want = (-x * w + w * w) + bias
            want_hist[(k + 1) % bins] += 1
    if abs(out[i] - want) > 1e-5 * max(1.0, abs(want)):
        problems.append("out[%d] = %r, want %r" % (i, out[i], want))
if hist != want_hist:
    problems.append("hist = %s, want %s" % (hist, want_hist))
if problems:
    sys.exit("\n".join(problems[:10]))
