import math, struct, sys
from simcheck import random_ints, read, expect

MASK64 = (1 << 64) - 1


def random_reals(seed, count, lo, hi, f32):
    """The launch spec's random init for floats: splitmix64, 53-bit
    fraction, min + u * (max - min), rounded to f32 for f32 buffers."""
    state, out = seed, []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        z ^= z >> 31
        v = lo + (z >> 11) * 2.0 ** -53 * (hi - lo)
        out.append(struct.unpack("f", struct.pack("f", v))[0] if f32 else v)
    return out


def close(what, got, want, rel):
    for i, (g, w) in enumerate(zip(got, want)):
        if abs(g - w) > rel * max(1.0, abs(w)):
            print("%s[%d]: got %r, want %r" % (what, i, g, w))
            sys.exit(1)
    print("%s: ok (%d values)" % (what, len(want)))


def u32(v):
    return v & 0xFFFFFFFF


def i32(v):
    v = u32(v)
    return v - (1 << 32) if v >= 1 << 31 else v


d = sys.argv[1]
x = random_reals(21, 64, 0.25, 12.0, True)
y = random_reals(22, 64, -3.0, 30.0, False)
a = random_ints(23, 64, -2000000000, 2000000000)
f32 = lambda v: struct.unpack("f", struct.pack("f", v))[0]
want = []
for v in x:
    want += [math.sin(v), math.cos(f32(v * 1000.0)), v ** 1.5,
             math.tanh(f32(v - 2.0)), math.exp(-v) + math.log(v),
             math.sqrt(v) + 1 / math.sqrt(v) + math.floor(v) + v]
close("math f32", read(d, "fo", "f"), want, 2e-6)
want = []
for v in y:
    want += [math.sin(v), math.exp(v) / (1.0 + v)]
close("math f64", read(d, "dout", "d"), want, 1e-14)
ints, total = [], 0
for t, n in enumerate(a):
    u = u32(n)
    ffs = (u & -u).bit_length()
    popc_clz = bin(u).count("1") + (32 - u.bit_length())
    src = u | (0x01020304 << 32)
    perm = 0
    for k, sel in enumerate((0x0, 0x4, 0x1, 0x5)):
        perm |= ((src >> (8 * sel)) & 0xFF) << (8 * k)
    fl = u32(((0x12345678 << 32 | u) << (t & 31)) >> 32)
    brev = int("{:032b}".format(u)[::-1], 2)
    sad = u32(abs(n - 1000) + 7)
    ints += [i32(ffs), i32(popc_clz), i32(perm), i32(fl), i32(brev ^ sad),
             total]
    total += n & 15
expect("math ints", read(d, "io", "i"), ints)
expect("math counter", read(d, "counter", "i"), [total])
