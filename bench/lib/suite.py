# The Lockstep benchmark suite: which kernels exist, at which block sizes,
# with which inputs (deterministic, seeded), and what their outputs must be.
#
# make_case(name, block_size, quick) returns a Case: the lockstep-sim launch
# (kernel, grid, block, dynamic shared memory, ordered arguments) and the
# expected contents of every output buffer, computed by references.py.
# Integer outputs must match exactly; float outputs within FLOAT_TOLERANCE.

import array
import math
import random
import zlib

import references as ref

SYNTHETIC = ["SB1", "SB1-R", "SB2", "SB2-R", "SB3", "SB3-R", "SB4", "SB4-R"]
REAL = ["BIT", "PCM", "MS", "LUD", "NQU", "SRAD", "DCT"]
# Kernels of the shapes issue 13 names (twin loops, the same and unrolled
# differently or with different block counts, a common call) and a covered
# switch (an unreachable default): reported beside the two sets, in neither
# geo-mean.
SHAPES = ["TWL", "CCALL", "TWU", "TWB", "CSW"]
ALL = SYNTHETIC + REAL + SHAPES

# Block sizes per benchmark (full run, quick run): the quick run keeps every
# block size and shrinks the inputs. For LUD the block size is the tile
# size; a thread block has 2 * tile threads.
BLOCK_SIZES = {name: ([64, 128, 256], [64, 128, 256]) for name in ALL}
BLOCK_SIZES["LUD"] = ([8, 16, 32], [8, 16, 32])

# Benchmarks whose block size is a compile-time constant (macro name): the
# runner compiles one kernel per block size for these.
COMPILE_TIME_BLOCK = {"LUD": "LUD_TILE"}

# Float comparison: |got - want| <= rtol * |want| + atol. clang contracts
# a * b + c into fma and the reference rounds the product separately, so a
# few ulps per operation are expected; SRAD compounds them over iterations.
FLOAT_TOLERANCE = {"LUD": (1e-4, 1e-5), "SRAD": (1e-3, 1e-5)}


class Buffer:
    """A buffer argument: element type, initial values, optional output."""

    def __init__(self, name, elem, values, expected=None):
        self.name = name
        self.elem = elem  # "i32" or "f32"
        self.values = values
        self.expected = expected  # None for an input-only buffer


class Scalar:
    def __init__(self, name, elem, value):
        self.name = name
        self.elem = elem
        self.value = value


class Case:
    """One benchmark at one block size: a launch and its expected outputs."""

    def __init__(self, name, block_size, kernel, grid, block, shared, args):
        self.name = name
        self.block_size = block_size
        self.kernel = kernel
        self.grid = grid
        self.block = block
        self.shared = shared
        self.args = args
        self.tolerance = FLOAT_TOLERANCE.get(name)

    def outputs(self):
        return [a for a in self.args
                if isinstance(a, Buffer) and a.expected is not None]


def _rng(name, block_size):
    return random.Random(zlib.crc32(f"{name}/{block_size}".encode()))


def _ints(rng, count, lo, hi):
    return [rng.randint(lo, hi) for _ in range(count)]


def _synthetic(name, bs, quick):
    rng = _rng(name, bs)
    blocks, outer, inner = (2, 2, 8) if quick else (4, 3, 16)
    count = blocks * bs
    ins = [_ints(rng, count, 0, ref.MASK32) for _ in range(4)]
    out_a, out_p = ref.synthetic(name, bs, *ins, outer, inner)
    args = [Buffer(n, "i32", v) for n, v in zip(
        ["in_a", "in_b", "in_p", "in_q"], ins)]
    args += [Buffer("out_a", "i32", [0] * count, out_a),
             Buffer("out_p", "i32", [0] * count, out_p),
             Scalar("outer", "i32", outer), Scalar("inner", "i32", inner)]
    kernel = name.lower().replace("-", "_")
    return Case(name, bs, kernel, blocks, bs, 16 * bs, args)


def _bit(bs, quick):
    rng = _rng("BIT", bs)
    blocks = 4 if quick else 8
    values = _ints(rng, blocks * bs, -100000, 100000)
    args = [Buffer("in", "i32", values),
            Buffer("out", "i32", [0] * len(values), ref.bitonic(values, bs))]
    return Case("BIT", bs, "bitonic", blocks, bs, 4 * bs, args)


def _pcm(bs, quick):
    rng = _rng("PCM", bs)
    blocks, m = (2, 4) if quick else (4, 4)
    rounds = 32 if quick else bs
    values = _ints(rng, blocks * bs * m, -5000, 5000)
    args = [Buffer("in", "i32", values),
            Buffer("out", "i32", [0] * len(values),
                   ref.pcm(values, bs, m, rounds)),
            Scalar("m", "i32", m), Scalar("rounds", "i32", rounds)]
    return Case("PCM", bs, "pcm", blocks, bs, 8 * bs * m, args)


def _ms(bs, quick):
    rng = _rng("MS", bs)
    blocks, per_thread = (2, 2) if quick else (4, 2)
    n = bs * per_thread
    keys = _ints(rng, blocks * n, 0, 999)  # duplicates test stability
    vals = list(range(blocks * n))
    out_k, out_v = ref.merge_sort(keys, vals, n)
    args = [Buffer("in_keys", "i32", keys), Buffer("in_vals", "i32", vals),
            Buffer("out_keys", "i32", [0] * len(keys), out_k),
            Buffer("out_vals", "i32", [0] * len(keys), out_v),
            Scalar("per_thread", "i32", per_thread)]
    return Case("MS", bs, "merge_sort", blocks, bs, 16 * n, args)


def _lud(np, tile, quick):
    rng = np.random.default_rng(zlib.crc32(f"LUD/{tile}".encode()))
    blocks = 4 if quick else 8
    n = tile * (blocks + 1)
    m = rng.uniform(-1.0, 1.0, (n, n)).astype(np.float32)
    d = m[:tile, :tile]
    d /= np.float32(tile)  # small multipliers keep the solves stable
    d[np.diag_indices(tile)] = rng.uniform(1.0, 2.0, tile).astype(np.float32)
    flat = m.reshape(-1)
    want = ref.lud_perimeter(np, flat, n, 0, tile)
    args = [Buffer("m", "f32", flat, want), Scalar("n", "i32", n),
            Scalar("offset", "i32", 0)]
    return Case("LUD", tile, "lud_perimeter", blocks, 2 * tile, 0, args)


def _nqu(bs, quick):
    n, prefix = (9, 3) if quick else (10, 3)
    nprefix = n ** prefix
    blocks = (nprefix + bs - 1) // bs
    counts = ref.nqueens(n, prefix, nprefix)
    padded = counts + [0] * (blocks * bs - nprefix)
    args = [Buffer("counts", "i32", [0] * len(padded), padded),
            Scalar("n", "i32", n), Scalar("prefix", "i32", prefix),
            Scalar("nprefix", "i32", nprefix)]
    return Case("NQU", bs, "nqueens", blocks, bs, 16 * (n - prefix) * bs,
                args)


def _srad(np, bs, quick):
    rng = np.random.default_rng(zlib.crc32(f"SRAD/{bs}".encode()))
    blocks, rows, iters = (2, 4, 2) if quick else (4, 8, 3)
    lam, q0sqr = 0.5, 0.05
    image = rng.uniform(0.5, 1.5, blocks * rows * bs).astype(np.float32)
    # Speckle: a few bright pixels make the coefficient clamp.
    spots = rng.integers(0, image.size, image.size // 16)
    image[spots] *= np.float32(4.0)
    want = ref.srad(np, image, bs, rows, iters, lam, q0sqr)
    args = [Buffer("image", "f32", image, want), Scalar("rows", "i32", rows),
            Scalar("iters", "i32", iters), Scalar("lambda", "f32", lam),
            Scalar("q0sqr", "f32", q0sqr)]
    return Case("SRAD", bs, "srad", blocks, bs, 12 * rows * bs, args)


def _dct(bs, quick):
    rng = _rng("DCT", bs)
    width_shift, height = (7, 32) if quick else (8, 64)
    total = (1 << width_shift) * height
    blocks = 8
    per_thread = (total + blocks * bs - 1) // (blocks * bs)
    plane = _ints(rng, total, -1024, 1023)
    qtable = _ints(rng, 64, 1, 99)
    args = [Buffer("plane", "i32", plane,
                   ref.dct_quant(plane, qtable, width_shift)),
            Buffer("qtable", "i32", qtable),
            Scalar("width_shift", "i32", width_shift),
            Scalar("total", "i32", total),
            Scalar("per_thread", "i32", per_thread)]
    return Case("DCT", bs, "dct_quant", blocks, bs, 0, args)


def _twl(bs, quick):
    rng = _rng("TWL", bs)
    blocks = 4 if quick else 8
    count = blocks * bs  # a power of two: the kernel masks with count - 1
    values = _ints(rng, count, 0, ref.MASK32)
    lengths = _ints(rng, count, 4, 24 if quick else 48)
    args = [Buffer("in", "i32", values), Buffer("len", "i32", lengths),
            Buffer("out", "i32", [0] * count,
                   ref.twin_loops(values, lengths)),
            Scalar("count", "i32", count)]
    return Case("TWL", bs, "twin_loops", blocks, bs, 0, args)


def _twin(name, kernel, reference):
    """TWU, TWB: the TWL launch with another kernel and reference."""
    def case(bs, quick):
        rng = _rng(name, bs)
        blocks = 4 if quick else 8
        count = blocks * bs  # a power of two: the kernel masks with it
        values = _ints(rng, count, 0, ref.MASK32)
        lengths = _ints(rng, count, 4, 24 if quick else 48)
        args = [Buffer("in", "i32", values), Buffer("len", "i32", lengths),
                Buffer("out", "i32", [0] * count, reference(values, lengths)),
                Scalar("count", "i32", count)]
        return Case(name, bs, kernel, blocks, bs, 0, args)
    return case


def _ccall(bs, quick):
    rng = _rng("CCALL", bs)
    blocks, rounds = (4, 16) if quick else (8, 32)
    values = _ints(rng, blocks * bs, 0, ref.MASK32)
    tab = _ints(rng, 256, 0, ref.MASK32)
    args = [Buffer("in", "i32", values), Buffer("tab", "i32", tab),
            Buffer("out", "i32", [0] * len(values),
                   ref.common_call(values, tab, rounds)),
            Scalar("rounds", "i32", rounds)]
    return Case("CCALL", bs, "common_call", blocks, bs, 0, args)


def _csw(bs, quick):
    rng = _rng("CSW", bs)
    blocks = 4 if quick else 8
    count = blocks * bs  # a power of two: the kernel masks with count - 1
    values = _ints(rng, count, 0, ref.MASK32)
    ops = _ints(rng, count, 0, ref.MASK32)
    args = [Buffer("in", "i32", values), Buffer("op", "i32", ops),
            Buffer("out", "i32", [0] * count,
                   ref.covered_switch(values, ops, count)),
            Scalar("count", "i32", count)]
    return Case("CSW", bs, "covered_switch", blocks, bs, 0, args)


def make_case(name, block_size, quick):
    """The launch and expected outputs of benchmark `name`."""
    if name in SYNTHETIC:
        return _synthetic(name, block_size, quick)
    simple = {"BIT": _bit, "PCM": _pcm, "MS": _ms, "NQU": _nqu, "DCT": _dct,
              "TWL": _twl, "CCALL": _ccall, "CSW": _csw,
              "TWU": _twin("TWU", "twin_unrolled", ref.twin_unrolled),
              "TWB": _twin("TWB", "twin_blocks", ref.twin_blocks)}
    if name in simple:
        return simple[name](block_size, quick)
    import numpy as np  # only the float kernels need it
    if name == "LUD":
        return _lud(np, block_size, quick)
    if name == "SRAD":
        return _srad(np, block_size, quick)
    raise KeyError(f"unknown benchmark {name}")


def block_sizes(name, quick):
    full, short = BLOCK_SIZES[name]
    return short if quick else full


# --- launch specs and buffer files ----------------------------------------

def _pack(elem, values):
    if hasattr(values, "tobytes"):  # numpy array
        return values.astype("<f4" if elem == "f32" else "<i4").tobytes()
    if elem == "f32":
        return array.array("f", values).tobytes()
    return array.array("i", [ref.to_i32(v) for v in values]).tobytes()


def write_launch(case, directory):
    """Write the inputs as raw files and return the launch spec (a dict)."""
    args = []
    for arg in case.args:
        if isinstance(arg, Scalar):
            args.append({"name": arg.name, "scalar": arg.elem,
                         "value": arg.value})
            continue
        path = f"{case.name}-{case.block_size}-{arg.name}.bin"
        with open(f"{directory}/{path}", "wb") as f:
            f.write(_pack(arg.elem, arg.values))
        entry = {"name": arg.name, "buffer": arg.elem,
                 "count": len(arg.values), "init": {"file": path}}
        if arg.expected is not None:
            entry["output"] = True
        args.append(entry)
    return {"kernel": case.kernel, "grid": [case.grid, 1, 1],
            "block": [case.block, 1, 1],
            "dynamic_shared_bytes": case.shared, "args": args}


# --- verification -----------------------------------------------------------

def _first_int_mismatch(got, want):
    for k, (g, w) in enumerate(zip(got, want)):
        if g != ref.to_i32(w):
            return k, g, ref.to_i32(w)
    return None


def _first_float_mismatch(got, want, tol):
    rtol, atol = tol
    for k, (g, w) in enumerate(zip(got, want)):
        w = float(w)
        if math.isnan(g) and math.isnan(w):
            continue
        if g != w and not abs(g - w) <= rtol * abs(w) + atol:
            return k, g, w
    return None


def check_buffer(case, buf, raw):
    """None when `raw` (dumped bytes) matches, else a one-line reason."""
    code = "f" if buf.elem == "f32" else "i"
    got = array.array(code)
    got.frombytes(raw)
    if len(got) != len(buf.expected):
        return (f"{buf.name}: {len(got)} elements, "
                f"expected {len(buf.expected)}")
    if code == "f":
        bad = _first_float_mismatch(got, buf.expected, case.tolerance)
    else:
        bad = _first_int_mismatch(got, buf.expected)
    if bad is None:
        return None
    k, g, w = bad
    return f"{buf.name}[{k}] = {g}, expected {w}"
