"""Helpers for the CUDA kernel tests: regenerate launch-spec inputs and read
buffers dumped by lockstep-sim --dump-buffers. Standard library only."""
import array
import os
import sys

MASK64 = (1 << 64) - 1


def random_ints(seed, count, lo, hi):
    """The launch spec's {"random": {"seed", "min", "max"}} for integers:
    splitmix64, lo + r % (hi - lo + 1)."""
    state = seed
    out = []
    span = hi - lo + 1
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & MASK64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        z ^= z >> 31
        out.append(lo + z % span)
    return out


def read(directory, name, typecode):
    arr = array.array(typecode)
    with open(os.path.join(directory, name + ".bin"), "rb") as f:
        arr.frombytes(f.read())
    return list(arr)


def expect(what, got, want):
    if got != want:
        for i, (g, w) in enumerate(zip(got, want)):
            if g != w:
                print("%s: mismatch at %d: got %r, want %r" % (what, i, g, w))
                break
        else:
            print("%s: got %r, want %r" % (what, got, want))
        sys.exit(1)
    print("%s: ok (%d values)" % (what, len(want) if hasattr(want, "__len__") else 1))
