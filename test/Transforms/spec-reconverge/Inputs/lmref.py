"""The expected output of Inputs/lm.ll for lane i (bufcheck.py EXPR: pass
"__import__('lmref').ref(i)" with PYTHONPATH=Inputs)."""
M = 0xFFFFFFFF


def ref(t):
    total = 0
    for m in range(6):
        xs = m
        for n in range(1 + (7 * t + 13 * m) % 16):
            e = (xs * 16777619 + n) & M
            for _ in range(4):
                e ^= e >> 13
                e = (e * 1540483477) & M
                e ^= e >> 15
            xs = (xs + e * 3) & M
        total = (total * 31 + xs) & M
    return total - 2**32 if total >= 2**31 else total
