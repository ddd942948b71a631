# The unstructured-control-flow kernels of issue 14 (bench/kernels/linearize/):
# deterministic inputs and CPU references. Each reference follows its kernel
# statement by statement in 32-bit integer arithmetic, so outputs must match
# exactly. make_case(name, quick) returns a suite.Case.

import random
import zlib

from suite import Buffer, Case, Scalar

KERNELS = ["HOT", "PFS", "NQB", "MUM", "RAY", "IRR", "JIL"]
# Held-out kernels (session 5): written after the cost model's serialization
# term, never used to choose its constants; reported in their own summary.
HELDOUT = ["KMP", "HSH", "TOK"]
BLOCK = 64
MASK32 = 0xFFFFFFFF


def _rng(name, quick):
    return random.Random(zlib.crc32(f"linearize/{name}/{quick}".encode()))


def _grid(count):
    return (count + BLOCK - 1) // BLOCK


def _hot(quick):
    rng = _rng("HOT", quick)
    w, h = (21, 9) if quick else (37, 24)
    n = w * h
    temp = [rng.randint(0, 1000) for _ in range(n)]
    power = [rng.randint(-50, 50) for _ in range(n)]
    mask = [rng.randint(0, 3) for _ in range(n)]
    out = []
    for idx in range(n):
        x, y, t = idx % w, idx // w, temp[idx]
        acc = 4 * t
        if x > 0 and y > 0 and mask[idx - w - 1] != 0:
            acc += temp[idx - w - 1] - t
        if x < w - 1 and y < h - 1 and mask[idx + w + 1] != 0:
            acc += temp[idx + w + 1] - t
        if (x == 0 or x == w - 1 or mask[idx] == 0) and power[idx] > 0:
            acc += power[idx]
        if y > 0 and (temp[idx - w] > t or mask[idx - w] == 0):
            acc -= (temp[idx - w] - t) >> 2
        out.append(acc)
    args = [Buffer("temp", "i32", temp), Buffer("power", "i32", power),
            Buffer("mask", "i32", mask),
            Buffer("out", "i32", [0] * n, out),
            Scalar("w", "i32", w), Scalar("h", "i32", h)]
    return Case("HOT", BLOCK, "hotspot_bounds", _grid(n), BLOCK, 0, args)


def _pfs(quick):
    rng = _rng("PFS", quick)
    n, np_ = (48, 128) if quick else (160, 512)
    cdf, acc = [], 0
    for _ in range(n):
        if rng.random() < 0.2:
            cdf.append(-1)
        else:
            acc += rng.randint(0, 20)
            cdf.append(acc)
    target = [rng.randint(0, acc + 10) for _ in range(np_)]
    budget = [rng.randint(2, n) for _ in range(np_)]
    want = []
    for i in range(np_):
        found, probes = n, 0
        for k in range(n):
            c = cdf[k]
            if c < 0:
                continue
            probes += 1
            if c >= target[i]:
                found = k
                break
            if probes > budget[i]:
                found = -k
                break
        want.append(found * 64 + probes)
    args = [Buffer("cdf", "i32", cdf), Buffer("target", "i32", target),
            Buffer("budget", "i32", budget),
            Buffer("index", "i32", [0] * np_, want),
            Scalar("n", "i32", n), Scalar("np", "i32", np_)]
    return Case("PFS", BLOCK, "pf_search", _grid(np_), BLOCK, 0, args)


def _nqb_count(n, g):
    q = [0] * n
    q[0], q[1] = g % n, g // n
    if -1 <= q[1] - q[0] <= 1:
        return 0
    count, row = 0, 2
    q[row] = -1
    while row >= 2:
        c = q[row] + 1
        while c < n:
            if all(not (q[r] == c or q[r] - c == row - r or c - q[r] == row - r)
                   for r in range(row)):
                break
            c += 1
        if c < n:
            q[row] = c
            if row == n - 1:
                count += 1
            else:
                row += 1
                q[row] = -1
        else:
            row -= 1
    return count


def _nqb(quick):
    n = 7 if quick else 9
    nprefix = n * n
    blocks = _grid(nprefix)
    want = [_nqb_count(n, g) if g < nprefix else 0
            for g in range(blocks * BLOCK)]
    args = [Buffer("counts", "i32", [0] * len(want), want),
            Scalar("n", "i32", n), Scalar("nprefix", "i32", nprefix)]
    return Case("NQB", BLOCK, "nqueens_bt", blocks, BLOCK, 4 * n * BLOCK,
                args)


def _mum(quick):
    rng = _rng("MUM", quick)
    nodes, qlen, nq = (40, 24, 128) if quick else (120, 40, 512)
    ref = [rng.randint(0, 3) for _ in range(4 * nodes)]
    start = [rng.randint(0, 3 * nodes) for _ in range(nodes)]
    length = [rng.randint(1, 4) for _ in range(nodes)]
    child = []
    for node in range(nodes):
        for c in range(4):
            later = nodes - node - 1
            child.append(rng.randint(node + 1, nodes - 1)
                         if later and rng.random() < 0.7 else -1)
    # Queries follow the trie for a while, then drift.
    query = []
    for i in range(nq):
        s = [rng.randint(0, 3) for _ in range(qlen)]
        node, p = 0, i % 7
        while p < qlen and rng.random() < 0.85:
            options = [c for c in range(4) if child[node * 4 + c] >= 0]
            if not options:
                break
            c = rng.choice(options)
            nxt = child[node * 4 + c]
            s[p] = c
            for k in range(1, length[nxt]):
                if p + k < qlen:
                    s[p + k] = ref[start[nxt] + k]
            p += length[nxt]
            node = nxt
        query += s
    want = []
    for i in range(nq):
        node, matched, p = 0, 0, i % 7
        done = False
        while p < qlen and not done:
            nxt = child[node * 4 + query[i * qlen + p]]
            if nxt < 0:
                break
            s, ln = start[nxt], length[nxt]
            for k in range(1, ln):
                if p + k >= qlen or ref[s + k] != query[i * qlen + p + k]:
                    matched += k
                    done = True
                    break
            if done:
                break
            matched += ln
            p += ln
            node = nxt
        want.append(matched * 1024 + node)
    args = [Buffer("child", "i32", child), Buffer("start", "i32", start),
            Buffer("len", "i32", length), Buffer("ref", "i32", ref),
            Buffer("query", "i32", query),
            Buffer("out", "i32", [0] * nq, want),
            Scalar("qlen", "i32", qlen), Scalar("nq", "i32", nq)]
    return Case("MUM", BLOCK, "mummer_walk", _grid(nq), BLOCK, 0, args)


def _ray(quick):
    rng = _rng("RAY", quick)
    depth, leafsize, nq = (4, 4, 128) if quick else (6, 6, 512)
    ninner = (1 << depth) - 1
    nleaves = 1 << depth
    prim = sorted(rng.randint(0, 100000) for _ in range(nleaves * leafsize))
    lo, hi = [0] * (ninner + nleaves), [0] * (ninner + nleaves)
    for leaf in range(nleaves):
        part = prim[leaf * leafsize:(leaf + 1) * leafsize]
        lo[ninner + leaf], hi[ninner + leaf] = min(part), max(part)
    for node in reversed(range(ninner)):
        lo[node] = min(lo[2 * node + 1], lo[2 * node + 2])
        hi[node] = max(hi[2 * node + 1], hi[2 * node + 2])
    query = [rng.choice(prim) if rng.random() < 0.3 else
             rng.randint(0, 100000) for _ in range(nq)]
    want = []
    for i in range(nq):
        q, best, hit = query[i], 1 << 30, -1
        stack, done = [0], False
        while stack and not done:
            node = stack.pop()
            if lo[node] - best > q or hi[node] + best < q:
                continue
            if node >= ninner:
                first = (node - ninner) * leafsize
                for k in range(first, first + leafsize):
                    d = abs(prim[k] - q)
                    if d < best:
                        best, hit = d, k
                        if d == 0:
                            done = True
                            break
                continue
            stack += [2 * node + 2, 2 * node + 1]
        want.append(hit * 4096 + min(best, 4095))
    args = [Buffer("lo", "i32", lo), Buffer("hi", "i32", hi),
            Buffer("prim", "i32", prim), Buffer("query", "i32", query),
            Buffer("out", "i32", [0] * nq, want),
            Scalar("ninner", "i32", ninner),
            Scalar("leafsize", "i32", leafsize), Scalar("nq", "i32", nq)]
    return Case("RAY", BLOCK, "ray_traverse", _grid(nq), BLOCK,
                4 * (depth + 2) * BLOCK, args)


def _irr(quick):
    rng = _rng("IRR", quick)
    n, limit = (128, 24) if quick else (512, 48)
    values = [rng.randint(1, 5000) for _ in range(n)]
    want = []
    for v in values:
        x, steps, acc = v, 0, 0
        state = "odd" if x & 1 else "even"
        while state != "done":
            if state == "even":
                state = "done"
                while steps < limit:
                    acc = (acc + x) & MASK32
                    x >>= 1
                    steps += 1
                    if x & 1:
                        state = "odd"
                        break
            else:
                if x == 1 or steps >= limit:
                    state = "done"
                else:
                    x = (3 * x + 1) & MASK32
                    steps += 1
                    acc ^= x
                    state = "even"
        want.append((acc & 0xFFFFFF) * 64 + steps)
    args = [Buffer("in", "i32", values), Buffer("out", "i32", [0] * n, want),
            Scalar("limit", "i32", limit), Scalar("n", "i32", n)]
    return Case("IRR", BLOCK, "irreducible_walk", _grid(n), BLOCK, 0, args)


def _jil(quick):
    rng = _rng("JIL", quick)
    n, maxtrip, size = (128, 12, 64) if quick else (512, 24, 256)
    data = [rng.randint(0, 1000) for _ in range(size)]
    seed = [rng.randint(0, 1 << 20) for _ in range(n)]
    trips = [rng.randint(0, maxtrip) for _ in range(n)]
    mask = size - 1
    want = []
    for i in range(n):
        acc, k, first = seed[i], 0, bool(seed[i] & 1)
        while True:
            if not first:
                if k >= trips[i]:
                    break
                acc = (acc * 5 + data[(k + i) & mask]) & MASK32
            first = False
            acc ^= acc >> 3
            if acc & 16:
                acc = (acc + data[k & mask] * 3) & MASK32
            k += 1
        want.append(acc & 0x7FFFFFFF)
    args = [Buffer("data", "i32", data), Buffer("seed", "i32", seed),
            Buffer("trips", "i32", trips),
            Buffer("out", "i32", [0] * n, want),
            Scalar("mask", "i32", mask), Scalar("n", "i32", n)]
    return Case("JIL", BLOCK, "jump_into_loop", _grid(n), BLOCK, 0, args)


def _kmp(quick):
    rng = _rng("KMP", quick)
    n, length = (96, 48) if quick else (384, 128)
    pat = [0, 1, 0, 1, 2]
    m = len(pat)
    fail, k = [0] * m, 0
    for q in range(1, m):
        while k > 0 and pat[q] != pat[k]:
            k = fail[k - 1]
        if pat[q] == pat[k]:
            k += 1
        fail[q] = k
    # Lanes differ in how often the text follows the pattern.
    text = []
    for t in range(n):
        bias = rng.random()
        for _ in range(length):
            text.append(pat[len(text) % m] if rng.random() < bias
                        else rng.randint(0, 2))
    want = []
    for t in range(n):
        s = text[t * length:(t + 1) * length]
        j = count = 0
        for c in s:
            while pat[j] != c and j > 0:
                j = fail[j - 1]
            if pat[j] != c:
                continue
            j += 1
            if j == m:
                count += 1
                j = fail[j - 1]
        want.append(count * 64 + j)
    args = [Buffer("text", "i32", text), Buffer("pat", "i32", pat),
            Buffer("fail", "i32", fail), Buffer("out", "i32", [0] * n, want),
            Scalar("m", "i32", m), Scalar("len", "i32", length),
            Scalar("n", "i32", n)]
    return Case("KMP", BLOCK, "kmp_count", _grid(n), BLOCK, 0, args)


def _hsh(quick):
    rng = _rng("HSH", quick)
    n, nkeys, size = (96, 4, 64) if quick else (384, 8, 256)
    mask = size - 1
    table = [-1] * size
    vals = [rng.randint(0, 99) for _ in range(size)]
    stored = []
    for _ in range(size * 5 // 8):
        key = rng.randint(0, 1 << 20)
        h = ((key * 2654435761) & MASK32) >> 7 & mask
        while table[h] != -1:
            h = (h + 1) & mask
        table[h] = key
        stored.append(key)
    for slot in rng.sample(range(size), size // 8):  # deleted entries
        if table[slot] >= 0:
            table[slot] = -2
    keys = [rng.choice(stored) if rng.random() < 0.6
            else rng.randint(0, 1 << 20) for _ in range(n * nkeys)]
    want = []
    for t in range(n):
        total = probes = 0
        for k in range(nkeys):
            key = keys[t * nkeys + k]
            h = ((key * 2654435761) & MASK32) >> 7 & mask
            hit = False
            for p in range(mask + 1):
                slot = (h + p) & mask
                probes += 1
                if table[slot] == -2:
                    continue
                if table[slot] == -1:
                    break
                if table[slot] == key:
                    total += vals[slot]
                    hit = True
                    break
            if not hit:
                total -= 1
        want.append(((total * 256) + (probes & 255)) & MASK32)
    want = [w - (1 << 32) if w >= 1 << 31 else w for w in want]
    args = [Buffer("table", "i32", table), Buffer("vals", "i32", vals),
            Buffer("keys", "i32", keys), Buffer("out", "i32", [0] * n, want),
            Scalar("mask", "i32", mask), Scalar("nkeys", "i32", nkeys),
            Scalar("n", "i32", n)]
    return Case("HSH", BLOCK, "hash_probe", _grid(n), BLOCK, 0, args)


def _tok(quick):
    rng = _rng("TOK", quick)
    n, length = (96, 48) if quick else (384, 128)
    alphabet = "abcxyz0123456789 ,.-"
    text = []
    for _ in range(n):
        weights = [rng.random() for _ in alphabet]
        text += [ord(c) for c in rng.choices(alphabet, weights, k=length)]

    def kind(c):
        if ord("0") <= c <= ord("9"):
            return "number"
        return "word" if ord("a") <= c <= ord("z") else "space"

    want = []
    for t in range(n):
        words = numbers = 0
        state = "space"
        for c in text[t * length:(t + 1) * length]:
            k = kind(c)
            if state == "space" and k != "space":
                state = k
            elif state == "word" and k == "space":
                state = "space"
            elif state == "number" and k != "number":
                state = k
            else:
                continue
            words += state == "word"
            numbers += state == "number"
        want.append(words * 1024 + numbers)
    args = [Buffer("text", "i32", text), Buffer("out", "i32", [0] * n, want),
            Scalar("len", "i32", length), Scalar("n", "i32", n)]
    return Case("TOK", BLOCK, "tokenize", _grid(n), BLOCK, 0, args)


def make_case(name, quick):
    return {"HOT": _hot, "PFS": _pfs, "NQB": _nqb, "MUM": _mum,
            "RAY": _ray, "IRR": _irr, "JIL": _jil, "KMP": _kmp,
            "HSH": _hsh, "TOK": _tok}[name](quick)
