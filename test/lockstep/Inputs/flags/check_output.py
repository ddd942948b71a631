"""check_output.py FILE SCALE: FILE holds the 32 i32 outputs of scaleOdd
(kernel.cu) run on iota input; odd elements are i * SCALE + 7 (OFFSET from
include/params.h), even ones i - 7."""
import struct
import sys

data = open(sys.argv[1], "rb").read()
scale = int(sys.argv[2])
got = list(struct.unpack("<32i", data))
want = [i * scale + 7 if i % 2 else i - 7 for i in range(32)]
if got != want:
    sys.exit("got %s, want %s" % (got, want))
