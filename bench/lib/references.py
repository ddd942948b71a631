# CPU references for the Lockstep benchmark kernels in bench/kernels/.
#
# Each function takes the kernel's inputs (lists of ints, or numpy float32
# arrays for the float kernels) and returns the expected contents of every
# output buffer, following the kernel's exact semantics: unsigned 32-bit
# arithmetic wraps, C integer division truncates, float kernels evaluate in
# float32 in the kernel's order (clang contracts a*b+c into fma, so floats
# are compared with a tolerance, see FLOAT_TOLERANCE in suite.py).

MASK32 = 0xFFFFFFFF


def to_i32(value):
    """Reinterpret an integer as a signed 32-bit value."""
    value &= MASK32
    return value - (1 << 32) if value & 0x80000000 else value


# --- synthetic benchmarks (SB1-SB4 and -R) --------------------------------

def expr_f(x, y, z):
    return (x * 3 + (y ^ z) - (x >> 2) + y * z) & MASK32


def expr_g(x, y, z):
    return ((x ^ ((y << 3) & MASK32)) + z * 7 - (y >> 1)) & MASK32


def expr_h(x, y, z):
    return (x * y - (z | 5) + (x >> 3) + (z ^ 0x9E37)) & MASK32


def expr_k(x, y, z):
    return ((x + y) * (z ^ 3) + (x << 1)) & MASK32


EXPRS = {"F": expr_f, "G": expr_g, "H": expr_h, "K": expr_k}

# Which expression each side of each synthetic kernel computes (must match
# the kernel sources): SB1/SB2 (side a, side p); SB3 (a first, p first,
# a second, p second); SB4 (way 0, way 1, way 2-3).
SYNTHETIC_EXPRS = {
    "SB1": "FF", "SB1-R": "GH",
    "SB2": "FF", "SB2-R": "GH",
    "SB3": "FFKK", "SB3-R": "GHKF",
    "SB4": "FFF", "SB4-R": "GHK",
}


def _if_then(arr, src, t, first, second, fn, less):
    """One if-then region: x = arr[t]; y = src[first]; if (x > y) ..."""
    x = arr[t]
    y = src[first]
    if (x < y) if less else (x > y):
        arr[t] = fn(x, y, src[second])


def _synthetic_step(name, fns, a, b, p, q, t, u, w, i, j):
    """One inner-loop iteration of thread t."""
    shape = name.split("-")[0]
    if shape == "SB4":
        way = (t + i + j) & 3
        if way == 0:
            a[t] = fns[0](a[t], b[u], b[w])
        elif way == 1:
            p[t] = fns[1](p[t], q[u], q[w])
        else:
            a[t] = fns[2](a[t], q[u], b[w])
        return
    side_a = (t ^ i ^ j) & 1
    arr, src, fn = (a, b, fns[0]) if side_a else (p, q, fns[1])
    if shape == "SB1":
        arr[t] = fn(arr[t], src[u], src[w])
    elif shape == "SB2":
        _if_then(arr, src, t, u, w, fn, less=False)
    else:  # SB3: two if-then regions per side
        fn2 = fns[2] if side_a else fns[3]
        _if_then(arr, src, t, u, w, fn, less=False)
        _if_then(arr, src, t, w, u, fn2, less=True)


def synthetic(name, bs, in_a, in_b, in_p, in_q, outer, inner):
    """Reference for sb*: returns (out_a, out_p) as unsigned ints."""
    fns = [EXPRS[c] for c in SYNTHETIC_EXPRS[name]]
    out_a, out_p = [], []
    mask = bs - 1
    for blk in range(len(in_a) // bs):
        sl = slice(blk * bs, (blk + 1) * bs)
        a, b, p, q = in_a[sl], in_b[sl], in_p[sl], in_q[sl]
        for i in range(outer):
            for j in range(inner):
                for t in range(bs):
                    u = (t + j) & mask
                    w = (t + 3 * i + 1) & mask
                    _synthetic_step(name, fns, a, b, p, q, t, u, w, i, j)
        out_a += a
        out_p += p
    return out_a, out_p


# --- BIT, PCM, MS ---------------------------------------------------------

def bitonic(values, bs):
    """Every block of bs keys sorted ascending."""
    out = []
    for blk in range(0, len(values), bs):
        out += sorted(values[blk:blk + bs])
    return out


def pcm(values, bs, m, rounds):
    """Buckets of m sorted keys after `rounds` odd-even merge-split rounds."""
    out = []
    per_block = bs * m
    for blk in range(0, len(values), per_block):
        data = values[blk:blk + per_block]
        buckets = [sorted(data[k * m:(k + 1) * m]) for k in range(bs)]
        for r in range(rounds):
            for left in range(r & 1, bs - 1, 2):
                merged = sorted(buckets[left] + buckets[left + 1])
                buckets[left], buckets[left + 1] = merged[:m], merged[m:]
        for bucket in buckets:
            out += bucket
    return out


def merge_sort(keys, vals, n):
    """Stable sort of (key, value) pairs within every block of n pairs."""
    out_keys, out_vals = [], []
    for blk in range(0, len(keys), n):
        pairs = sorted(zip(keys[blk:blk + n], vals[blk:blk + n]),
                       key=lambda kv: kv[0])
        out_keys += [k for k, _ in pairs]
        out_vals += [v for _, v in pairs]
    return out_keys, out_vals


# --- NQU, DCT ---------------------------------------------------------------

def _count_completions(n, row, cols, left, right):
    if row == n:
        return 1
    full = (1 << n) - 1
    avail = full & ~(cols | left | right)
    total = 0
    while avail:
        bit = avail & -avail
        avail ^= bit
        total += _count_completions(n, row + 1, cols | bit,
                                    ((left | bit) << 1) & full,
                                    (right | bit) >> 1)
    return total


def nqueens(n, prefix, nprefix):
    """Per thread g < nprefix: solutions extending the prefix encoded by g."""
    full = (1 << n) - 1
    counts = []
    for g in range(nprefix):
        cols = left = right = 0
        valid = True
        code = g
        for _ in range(prefix):
            bit = 1 << (code % n)
            code //= n
            if (cols | left | right) & bit:
                valid = False
            cols |= bit
            left = ((left | bit) << 1) & full
            right = (right | bit) >> 1
        counts.append(_count_completions(n, prefix, cols, left, right)
                      if valid else 0)
    return counts


def dct_quant(plane, qtable, width_shift):
    """Round-to-nearest quantization, away from zero for both signs."""
    out = []
    width_mask = (1 << width_shift) - 1
    for e, v in enumerate(plane):
        row, col = e >> width_shift, e & width_mask
        qv = qtable[(row & 7) * 8 + (col & 7)]
        if v >= 0:
            out.append((v + (qv >> 1)) // qv)
        else:
            out.append(-((-v + (qv >> 1)) // qv))
    return out


def twin_loops(values, lengths):
    """TWL: odd threads run len[i] steps of acc = acc*3 + in[...], even
    threads len[i] + 2 steps of acc = (acc ^ in[...]) + k (unsigned 32-bit)."""
    mask = len(values) - 1
    out = []
    for i, (acc, n) in enumerate(zip(values, lengths)):
        if i & 1:
            for k in range(n):
                acc = (acc * 3 + values[(i * 7 + k * 3) & mask]) & MASK32
        else:
            for k in range(n + 2):
                acc = ((acc ^ values[(i * 5 + k * 11) & mask]) + k) & MASK32
        out.append(acc)
    return out


def twin_unrolled(values, lengths):
    """TWU: odd threads run len[i] steps of acc = acc*3 + in[...], even
    threads len[i] + 3 steps of a two-load hash step (unsigned 32-bit)."""
    mask = len(values) - 1
    out = []
    for i, (acc, n) in enumerate(zip(values, lengths)):
        if i & 1:
            for k in range(n):
                acc = (acc * 3 + values[(i * 7 + k * 3) & mask]) & MASK32
        else:
            for k in range(n + 3):
                v = values[(i * 5 + k * 11) & mask]
                w = values[(v + k) & mask]
                acc = (((acc ^ v) * 2654435761) + (w >> 3)) & MASK32
        out.append(acc)
    return out


def twin_blocks(values, lengths):
    """TWB: odd threads run max(len[i], 1) do-while steps adding in[...]
    (plus a second load when bit 2 of it is set) to acc*3, even threads
    max(len[i] + 4, 1) steps of acc = acc*3 + in[...] (unsigned 32-bit)."""
    mask = len(values) - 1
    out = []
    for i, (acc, n) in enumerate(zip(values, lengths)):
        if i & 1:
            for k in range(max(n, 1)):
                v = values[(i * 7 + k * 3) & mask]
                if v & 4:
                    v = (v + values[(v >> 5) & mask]) & MASK32
                acc = (acc * 3 + v) & MASK32
        else:
            for k in range(max(n + 4, 1)):
                acc = (acc * 3 + values[(i * 5 + k * 3) & mask]) & MASK32
        out.append(acc)
    return out


def _mix(tab, x, rounds):
    for _ in range(rounds):
        x = ((x * 2654435761) & MASK32) ^ tab[(x >> 7) & 255]
    return x


def common_call(values, tab, rounds):
    """CCALL: mix(v * 3, rounds) + 1 for odd v, mix(v ^ 0x55, rounds + 1)
    for even v (unsigned 32-bit)."""
    return [(_mix(tab, (v * 3) & MASK32, rounds) + 1) & MASK32 if v & 1
            else _mix(tab, v ^ 0x55, rounds + 1) for v in values]


def covered_switch(values, ops, count):
    """CSW: per element, op & 3 picks how x combines with a neighbour
    (unsigned 32-bit)."""
    out = []
    for i, (x, op) in enumerate(zip(values, ops)):
        k = op & 3
        if k == 0:
            r = (x * 3 + values[(i + 1) & (count - 1)]) & MASK32
            r ^= r >> 7
        elif k == 1:
            r = (x * 5 - values[(i + 2) & (count - 1)]) & MASK32
            r ^= r >> 9
        elif k == 2:
            r = ((x ^ 0x55) + values[(i + 3) & (count - 1)] * 7) & MASK32
            r ^= r >> 11
        else:
            r = (x * 9 + values[(i + 5) & (count - 1)]) & MASK32
            r = (r + (r << 3)) & MASK32
        out.append(r)
    return out


# --- LUD, SRAD (float32, numpy) ---------------------------------------------

def lud_perimeter(np, matrix, n, offset, tile):
    """The perimeter update of blocked LU at step `offset`, in float32."""
    m = matrix.reshape(n, n).copy()
    f32 = np.float32
    d = m[offset:offset + tile, offset:offset + tile]
    for blk in range(offset + tile, n, tile):
        prow = m[offset:offset + tile, blk:blk + tile]
        for i in range(1, tile):
            for j in range(i):
                prow[i, :] = prow[i, :] - d[i, j] * prow[j, :]
        pcol = m[blk:blk + tile, offset:offset + tile]
        for i in range(tile):
            for j in range(i):
                pcol[:, i] = pcol[:, i] - pcol[:, j] * d[j, i]
            pcol[:, i] = pcol[:, i] / d[i, i]
        assert prow.dtype == f32 and pcol.dtype == f32
    return m.reshape(-1)


def _srad_neighbours(np, img, r, rows):
    jc = img[r]
    north = jc if r == 0 else img[r - 1]
    south = jc if r == rows - 1 else img[r + 1]
    west = np.concatenate(([jc[0]], jc[:-1]))
    east = np.concatenate((jc[1:], [jc[-1]]))
    return jc, north - jc, south - jc, west - jc, east - jc


def _srad_coefficients(np, img, rows, q0sqr):
    f32 = np.float32
    coef = np.empty_like(img)
    for r in range(rows):
        jc, dn, ds, dw, de = _srad_neighbours(np, img, r, rows)
        g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc)
        lap = (dn + ds + dw + de) / jc
        num = f32(0.5) * g2 - f32(0.0625) * lap * lap
        den = f32(1.0) + f32(0.25) * lap
        qsqr = num / (den * den)
        rel = (qsqr - q0sqr) / (q0sqr * (f32(1.0) + q0sqr))
        coef[r] = np.clip(f32(1.0) / (f32(1.0) + rel), 0, 1)
    return coef


def _srad_update(np, img, coef, rows, lam):
    f32 = np.float32
    nxt = np.empty_like(img)
    for r in range(rows):
        jc, dn, ds, dw, de = _srad_neighbours(np, img, r, rows)
        cc = coef[r]
        cs = cc if r == rows - 1 else coef[r + 1]
        ce = np.concatenate((cc[1:], [cc[-1]]))
        div = cc * dn + cs * ds + cc * dw + ce * de
        nxt[r] = jc + (f32(0.25) * lam) * div
    return nxt


def srad(np, image, cols, rows, iters, lam, q0sqr):
    """SRAD on independent tiles of rows x cols pixels, float32."""
    f32 = np.float32
    lam, q0sqr = f32(lam), f32(q0sqr)
    tiles = image.reshape(-1, rows, cols).copy()
    with np.errstate(all="ignore"):
        for k in range(tiles.shape[0]):
            img = tiles[k]
            for _ in range(iters):
                coef = _srad_coefficients(np, img, rows, q0sqr)
                img = _srad_update(np, img, coef, rows, lam)
            tiles[k] = img
    return tiles.reshape(-1)
