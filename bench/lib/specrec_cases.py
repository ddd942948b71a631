# The SR-* kernels of bench/spec-reconverge/ (speculative reconvergence,
# Damani et al., CGO'20) for `bench/run --suite spec-reconverge`: launch
# shapes and the CPU references every simulated output is checked against.
# Each reference restates its kernel's loop in Python (uint32 arithmetic);
# `quick` inputs shrink the outer trip count only.

M32 = 0xFFFFFFFF


def mix(a, b):
    h = ((a * 0x9E3779B1) & M32) ^ ((b + 0x7F4A7C15) & M32)
    h ^= h >> 15
    h = (h * 0x2C1B3C6D) & M32
    return h ^ (h >> 12)


def ref_iteration_delay(threads, iters):
    out = []
    for t in range(threads):
        acc = t
        for i in range(iters):
            acc = (acc + i) & M32
            if mix(t, i) % 8 == 0:
                for _ in range(48):
                    acc = ((acc * 1664525 + 1013904223) & M32) ^ (acc >> 7)
        out.append(acc)
    return out


def ref_loop_merge(threads, materials):
    out = []
    for t in range(threads):
        total = 0
        for m in range(materials):
            h = mix(t, m)
            n = 4 + ((h >> 3) % 96 if h % 8 == 0 else (h >> 3) % 12)
            xs = m
            for k in range(n):
                e = (xs * 0x01000193 + k) & M32
                for _ in range(8):
                    e ^= e >> 13
                    e = (e * 0x5BD1E995) & M32
                    e ^= e >> 15
                xs = (xs + e * 3 + (e >> 3)) & M32
            total = (total * 31 + xs) & M32
        out.append(total)
    return out


def shade(x):
    for _ in range(32):
        x = ((x * 1664525 + 1013904223) & M32) ^ (x >> 7)
    return x


def ref_common_call(threads, rounds):
    out = []
    for t in range(threads):
        acc = t
        for r in range(rounds):
            if mix(t, r) & 1:
                acc = shade((acc + 1) & M32) ^ r
            else:
                acc = (shade((acc * 3) & M32) + r) & M32
        out.append(acc)
    return out


def ref_path_tracer(threads, samples):
    out = []
    for t in range(threads):
        image = 0
        for s in range(samples):
            ray, radiance, throughput, depth = mix(t, s), 0, 256, 0
            while True:
                for _ in range(6):
                    ray ^= ray >> 13
                    ray = (ray * 0x5BD1E995) & M32
                    ray ^= ray >> 15
                radiance = (radiance + (((ray & 255) * throughput) >> 8)) & M32
                throughput = (throughput * 3) >> 2
                depth += 1
                if not ((ray >> 24) >= 43 and depth < 48):
                    break
            image = (image * 33 + radiance) & M32
        out.append(image)
    return out


def ref_xs_lookup(threads, lookups):
    grid = list(range(1024))
    out = []
    for t in range(threads):
        acc = 0
        for l in range(lookups):
            h = mix(t, l)
            idx, xs = h & 1023, 0
            for _ in range(4 + h % 32):
                idx = (idx * 5 + 1) & 1023
                xs = (xs + (grid[idx] ^ h)) & M32
            e = xs
            for k in range(4):
                e = (e + grid[(e + k * 97) & 1023]) & M32
            for _ in range(8):
                e ^= e >> 13
                e = (e * 0x5BD1E995) & M32
                e ^= e >> 15
            acc = (acc * 31 + e) & M32
        out.append(acc)
    return out


def ref_uniform_trips(threads, rounds):
    out = []
    for t in range(threads):
        acc = t
        for r in range(rounds):
            trips = ((t * 7 + r) & 31) + 1
            v = acc ^ r
            for n in range(trips):
                v = (((v * 0x01000193) + n) & M32) ^ (v >> 11)
            acc = (acc * 31 + (v ^ (v >> 7))) & M32
        out.append(acc)
    return out


# kind: the transformation the kernel is written for (iteration-delay,
# loop-merge), "declined" where the cost model should decline, or
# "common-call"; the targets of issue 15 are checked per kind.
KERNELS = {
    "SR-ID": {"kernel": "iterationDelay", "grid": 2, "block": 64,
              "scalar": ("iters", 64), "quick": 16,
              "kind": "iteration-delay", "ref": ref_iteration_delay,
              "what": "iteration delay: divergent expensive condition "
                      "in a loop"},
    "SR-LM": {"kernel": "loopMerge", "grid": 1, "block": 64,
              "scalar": ("materials", 96), "quick": 12,
              "kind": "loop-merge", "ref": ref_loop_merge,
              "what": "loop merge: RSBench-like inner loop with a "
                      "lane-dependent trip count"},
    "SR-PT": {"kernel": "pathTracer", "grid": 1, "block": 64,
              "scalar": ("samples", 48), "quick": 8,
              "kind": "loop-merge", "ref": ref_path_tracer,
              "what": "loop merge: path tracer with Russian roulette"},
    "SR-XS": {"kernel": "xsLookup", "grid": 1, "block": 64,
              "scalar": ("lookups", 48), "quick": 8,
              "kind": "declined", "ref": ref_xs_lookup,
              "inputs": [{"name": "grid", "buffer": "i32", "count": 1024,
                          "init": "iota"}],
              "what": "XSBench-like: memory-bound inner loop, expensive "
                      "epilog (the cost model declines loop merge)"},
    "SR-UT": {"kernel": "uniformTrips", "grid": 1, "block": 64,
              "scalar": ("rounds", 48), "quick": 8,
              "kind": "declined", "ref": ref_uniform_trips,
              "what": "uniform trips: a cheap inner loop whose trip counts "
                      "are spread evenly over a warp's lanes (loop merge "
                      "loses; the cost model declines it)"},
    "SR-CC": {"kernel": "commonCall", "grid": 2, "block": 64,
              "scalar": ("rounds", 32), "quick": 8,
              "kind": "common-call", "ref": ref_common_call,
              "what": "common call: an expensive function called on both "
                      "sides of a divergent branch (the vote lowering does "
                      "not handle it: baseline figures)"},
}
