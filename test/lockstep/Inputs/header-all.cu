__device__ __noinline__ int helper(int x) { return x * 3 + 1; }
__constant__ float Coef[4];
__global__ void k(int *a, unsigned *u, float *f, unsigned long long *ll, int n) {
  __shared__ int s[256];
  extern __shared__ float dyn[];
  int t = threadIdx.x + blockIdx.x * blockDim.x + threadIdx.y * gridDim.x + blockIdx.y + blockDim.z + gridDim.z;
  uint3 tt = threadIdx; dim3 bd = blockDim;
  s[threadIdx.x] = t + tt.y + bd.x;
  dyn[threadIdx.x] = Coef[t & 3];
  __syncthreads();
  int c = __syncthreads_count(t > 3) + __syncthreads_and(t) + __syncthreads_or(t);
  __syncwarp(); __threadfence(); __threadfence_block(); __threadfence_system();
  atomicAdd(a, 1); atomicAdd(u, 1u); atomicAdd(f, 1.f); atomicAdd(ll, 1ull);
  atomicSub(a, 1); atomicSub(u, 1u); 
  atomicMin(a, 1); atomicMin(u, 1u); atomicMin(ll, 3ull);
  atomicMax(a, 1); atomicMax(u, 1u); atomicMax(ll, 3ull);
  atomicExch(a, 1); atomicExch(u, 1u); atomicExch(f, 1.f);
  atomicCAS(a, 1, 2); atomicCAS(u, 1u, 2u); atomicCAS(ll, 1ull, 2ull);
  atomicAnd(a, 1); atomicOr(u, 1u); atomicXor(a, 3); atomicInc(u, 5u); atomicDec(u, 5u);
  int v = __shfl_sync(0xffffffff, t, 0) + __shfl_up_sync(0xffffffff, t, 1) + __shfl_down_sync(0xffffffff, t, 1, 16) + __shfl_xor_sync(0xffffffff, t, 1);
  float fv = __shfl_xor_sync(0xffffffff, f[t], 4);
  unsigned b = __ballot_sync(__activemask(), t > 5) + __any_sync(0xffffffff, t) + __all_sync(0xffffffff, t);
  int bits = __popc(b) + __clz(t) + __ffs(t) + __brev(b) + __popcll(*ll) + min(t, n) + max(t, n) + (int)min(1u, b);
  float m = fminf(fv, 1.f) + fmaxf(fv, 2.f) + sqrtf(fv) + expf(fv) + logf(fv) + sinf(fv) + cosf(fv) + powf(fv, 2.f) + tanhf(fv) + floorf(fv) + fabsf(fv) + fmaf(fv, fv, fv) + rsqrtf(fv) + exp2f(fv) + log2f(fv) + min(fv, 2.f) + __fdividef(fv, 3.f);
  a[t] = s[(t + 1) & 255] + c + v + bits + helper(t) + warpSize + (int)clock64();
  f[t] = m + dyn[0];
}
