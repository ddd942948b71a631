"""half_check.py A B DIR: the half and bfloat16 results of half.cu against
IEEE round-to-nearest-even computed here (struct's 'e' format for binary16,
an explicit 8-bit-significand rounding for bfloat16)."""
import json, math, struct, sys

spec = json.load(open(sys.argv[1]))
a = [struct.unpack('<f', struct.pack('<f', v))[0] for v in spec["args"][0]["init"]["values"]]
b = [struct.unpack('<f', struct.pack('<f', v))[0] for v in spec["args"][1]["init"]["values"]]
d = sys.argv[2]


def read(name, code):
    raw = open(f"{d}/{name}.bin", "rb").read()
    return list(struct.unpack(f"<{len(raw) // struct.calcsize(code)}{code}", raw))


def hbits(v):  # binary16 bits of v rounded to nearest even
    try:
        return struct.unpack('<H', struct.pack('<e', v))[0]
    except OverflowError:  # beyond 65520: infinity
        return 0xfc00 if v < 0 else 0x7c00


def hval(v):
    return struct.unpack('<e', struct.pack('<e', v))[0]


def bfval(v):  # bfloat16: 8 significant bits, ties to even
    if v == 0 or math.isinf(v):
        return v
    m, e = math.frexp(v)
    return math.ldexp(round(m * 256), e - 8)


def bfbits(v):
    return struct.unpack('<I', struct.pack('<f', v))[0] >> 16


h, bf, i = read("h", "H"), read("bf", "H"), read("i", "i")
bad = []
for t in range(len(a)):
    x, y = hval(a[t]), hval(b[t])
    want = [hbits(x), hbits(x + y), hbits(x - y), hbits(x * y),
            hbits(x * y + x), hbits(max(x, y)), hbits(abs(y)), hbits(y * y)]
    if math.copysign(1, x) < 0 and x == 0:
        want[0] = 0x8000
    u, v = bfval(a[t]), bfval(b[t])
    bwant = [bfbits(u), bfbits(bfval(u + v)), bfbits(bfval(u * v)),
             bfbits(bfval(u * v + u))]
    if math.copysign(1, u) < 0 and u == 0:
        bwant[0] = 0x8000
    iwant = [int(x < y), int(x > y), round(x), int(x * 4096.0)]
    for name, got, exp in (("h", h[8 * t:8 * t + 8], want),
                           ("bf", bf[4 * t:4 * t + 4], bwant),
                           ("i", i[4 * t:4 * t + 4], iwant)):
        if got != exp:
            bad.append(f"thread {t} ({a[t]}, {b[t]}): {name} {got} != {exp}")
if bad:
    sys.exit("\n".join(bad[:10]))
print("ok")
