// HOT: hotspot-like compound bounds checks (issue 14). Each thread updates
// one cell of a w x h grid; every neighbour read is guarded by a chain of
// short-circuit tests (x > 0 && y > 0 && mask[...] != 0), so the guarded
// loads keep the tests as separate branches: an unstructured region per
// chain under post-dominator reconvergence.

extern "C" __global__ void hotspot_bounds(const int *temp, const int *power,
                                          const int *mask, int *out, int w,
                                          int h) {
  const int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx >= w * h)
    return;
  const int x = idx % w, y = idx / w;
  const int t = temp[idx];
  int acc = 4 * t;
  if (x > 0 && y > 0 && mask[idx - w - 1] != 0)
    acc += temp[idx - w - 1] - t;
  if (x < w - 1 && y < h - 1 && mask[idx + w + 1] != 0)
    acc += temp[idx + w + 1] - t;
  if ((x == 0 || x == w - 1 || mask[idx] == 0) && power[idx] > 0)
    acc += power[idx];
  if (y > 0 && (temp[idx - w] > t || mask[idx - w] == 0))
    acc -= (temp[idx - w] - t) >> 2;
  out[idx] = acc;
}
