// SRAD: speckle reducing anisotropic diffusion on independent image tiles.
// Thread block b owns a tile of `rows` x blockDim.x pixels (thread tx owns
// column tx) held in shared memory, and runs `iters` diffusion steps with
// zero-flux borders. Each step computes the diffusion coefficient of every
// pixel, clamped to [0, 1] by a data-dependent three-way chain (RD), then
// updates the image; the west/east neighbours come from a thread-position
// dependent if / else-if / else chain (RB).

__device__ static void neighbours(const float *img, int idx, int tx, int cols,
                                  float jc, float &w, float &e) {
  if (tx == 0) {
    w = jc;
    e = img[idx + 1];
  } else if (tx == cols - 1) {
    w = img[idx - 1];
    e = jc;
  } else {
    w = img[idx - 1];
    e = img[idx + 1];
  }
}

extern "C" __global__ void srad(float *image, int rows, int iters,
                                float lambda, float q0sqr) {
  extern __shared__ float sh[];
  const int cols = blockDim.x;
  const int tx = threadIdx.x;
  const int size = rows * cols;
  const int base = blockIdx.x * size;
  float *J = sh;
  float *C = sh + size;
  float *next = sh + 2 * size;
  for (int r = 0; r < rows; ++r)
    J[r * cols + tx] = image[base + r * cols + tx];
  __syncthreads();
  for (int it = 0; it < iters; ++it) {
    for (int r = 0; r < rows; ++r) {
      const int idx = r * cols + tx;
      const float jc = J[idx];
      const float dn = (r == 0 ? jc : J[idx - cols]) - jc;
      const float ds = (r == rows - 1 ? jc : J[idx + cols]) - jc;
      float w, e;
      neighbours(J, idx, tx, cols, jc, w, e);
      const float dw = w - jc;
      const float de = e - jc;
      const float g2 = (dn * dn + ds * ds + dw * dw + de * de) / (jc * jc);
      const float lap = (dn + ds + dw + de) / jc;
      const float num = 0.5f * g2 - 0.0625f * lap * lap;
      const float den = 1.0f + 0.25f * lap;
      const float qsqr = num / (den * den);
      const float rel = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
      const float coef = 1.0f / (1.0f + rel);
      if (coef < 0.0f) {
        C[idx] = 0.0f;
      } else if (coef > 1.0f) {
        C[idx] = 1.0f;
      } else {
        C[idx] = coef;
      }
    }
    __syncthreads();
    for (int r = 0; r < rows; ++r) {
      const int idx = r * cols + tx;
      const float jc = J[idx];
      const float dn = (r == 0 ? jc : J[idx - cols]) - jc;
      const float ds = (r == rows - 1 ? jc : J[idx + cols]) - jc;
      float w, e;
      neighbours(J, idx, tx, cols, jc, w, e);
      const float cc = C[idx];
      const float cs = r == rows - 1 ? cc : C[idx + cols];
      const float ce = tx == cols - 1 ? cc : C[idx + 1];
      const float div = cc * dn + cs * ds + cc * (w - jc) + ce * (e - jc);
      next[idx] = jc + 0.25f * lambda * div;
    }
    __syncthreads();
    for (int r = 0; r < rows; ++r)
      J[r * cols + tx] = next[r * cols + tx];
    __syncthreads();
  }
  for (int r = 0; r < rows; ++r)
    image[base + r * cols + tx] = J[r * cols + tx];
}
