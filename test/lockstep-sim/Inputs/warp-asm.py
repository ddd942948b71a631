"""warp-asm.py DUMP BLOCK: out (8 words per thread) of Inputs/warp-asm.cu run
as one block of BLOCK <= 32 threads, derived from the PTX ISA definitions:
laneid, activemask (the BLOCK low lanes), ballot of the odd lanes, vote.all
of t < 100, shfl.down by 1 with clamp 31 (a lane past the last active one
is not checked: undefined), prmt with selector 0x7531, lop3 0x96 (a^b^c),
and activemask inside if (t < 5)."""
import struct
import sys

data = open(sys.argv[1], "rb").read()
block = int(sys.argv[2])
words = struct.unpack("<%dI" % (len(data) // 4), data)
full = (1 << block) - 1
odd = sum(1 << l for l in range(block) if l % 2)
problems = []
for t in range(block):
    want = [t, full, odd, 1, (t + 1) * 10 if t < 31 else t * 10,
            0x77553311, t ^ 0xF00FF00F, (full & 0x1F) if t < 5 else 0]
    got = list(words[8 * t:8 * t + 8])
    if t + 1 >= block:
        want[4] = got[4]
    if got != want:
        problems.append("thread %d: got %s, want %s"
                        % (t, [hex(g) for g in got], [hex(w) for w in want]))
if problems:
    sys.exit("\n".join(problems[:8]))
