# Self-checks of bench/lib/references.py that need no simulator: known
# answers (n-queens counts), invariants (sorted buckets, stable merge sort,
# sign symmetry of the DCT quantizer) and 32-bit wrap-around.
import sys

sys.path.insert(0, sys.argv[1])
import references as ref  # noqa: E402


def check(cond, what):
    if not cond:
        print("FAIL:", what)
        sys.exit(1)
    print("ok:", what)


# N-queens: every first-row placement (prefix 1) sums to the known totals.
check(sum(ref.nqueens(8, 1, 8)) == 92, "8 queens: 92 solutions")
check(sum(ref.nqueens(6, 2, 36)) == 4, "6 queens from 2-row prefixes: 4")

# PCM with as many rounds as buckets sorts the whole block.
vals = [(k * 7919) % 101 - 50 for k in range(64)]
out = ref.pcm(vals, 16, 4, 16)
check(out == sorted(vals), "pcm: bs rounds of odd-even merge sort a block")
check(ref.bitonic(vals, 32) == sorted(vals[:32]) + sorted(vals[32:]),
      "bitonic: per-block sort")

# Merge sort is stable: equal keys keep their value order.
keys = [3, 1, 3, 1, 2, 2, 3, 1]
k, v = ref.merge_sort(keys, list(range(8)), 8)
check(k == sorted(keys) and v == [1, 3, 7, 4, 5, 0, 2, 6],
      "merge sort: stable")

# DCT quantization rounds half away from zero, symmetric in the sign.
q = [10] * 64
check(ref.dct_quant([14, 15, -14, -15, 0], q, 3) == [1, 2, -1, -2, 0],
      "dct: rounding away from zero")

# Synthetic expressions wrap at 32 bits.
check(ref.expr_f(0xFFFFFFFF, 0xFFFFFFFF, 0xFFFFFFFF) <= ref.MASK32,
      "synthetic: unsigned wrap")
check(ref.to_i32(0xFFFFFFFF) == -1, "to_i32")

# Twin loops of issue 13 item 2. TWU: with n = -2 the odd side runs no step
# (acc stays in[i] = 1), the even side n + 3 = 1 step: ((1 ^ 1) * K) + (1 >> 3)
# = 0. TWB is a do-while: with n = 0 the odd side still runs one step
# (1 * 3 + 1 = 4, bit 2 of in[] clear), the even side n + 4 = 4 steps of
# acc * 3 + 1 from 1: 4, 13, 40, 121.
check(ref.twin_unrolled([1] * 4, [-2] * 4) == [0, 1, 0, 1],
      "twin_unrolled: zero and one steps")
check(ref.twin_blocks([1] * 4, [0] * 4) == [121, 4, 121, 4],
      "twin_blocks: do-while runs at least once")

# CSW: one element per case (by hand: 10 * 3 + 20; 20 * 5 - 40; (30 ^ 0x55)
# + 20 * 7; (40 * 9 + 10) * 9), and case 1 wrapping below zero: 0 - in[2] =
# 0xFFFFFFF9, xor its shift by 9 (0x7FFFFF).
check(ref.covered_switch([10, 20, 30, 40], [0, 1, 2, 3], 4) ==
      [50, 60, 215, 3330], "covered_switch: one element per case")
check(ref.covered_switch([0, 0, 7, 0], [5, 0, 0, 0], 4)[0] == 0xFF800006,
      "covered_switch: unsigned wrap (op 5 & 3 = 1)")
