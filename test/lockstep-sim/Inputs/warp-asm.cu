// Inline PTX as users write it: lane id, active mask, ballot and all through
// a predicate, shfl down, prmt, lop3, bar.warp.sync. Thread t writes 8
// words at out[8t]; warp-asm.py derives the expected values.
__device__ unsigned laneId() { unsigned r; asm volatile("mov.u32 %0, %%laneid;" : "=r"(r)); return r; }
__device__ unsigned activeMask() { unsigned r; asm volatile("activemask.b32 %0;" : "=r"(r)); return r; }
__device__ unsigned ballot(int p, unsigned m) { unsigned r;
  asm volatile("{ .reg .pred q; setp.ne.u32 q, %1, 0; vote.sync.ballot.b32 %0, q, %2; }" : "=r"(r) : "r"(p), "r"(m)); return r; }
__device__ int allOf(int p, unsigned m) { int r;
  asm volatile("{ .reg .pred q, s; setp.ne.u32 q, %1, 0; vote.sync.all.pred s, q, %2; selp.s32 %0, 1, 0, s; }" : "=r"(r) : "r"(p), "r"(m)); return r; }
__device__ unsigned shflDown(unsigned v, unsigned d) { unsigned r;
  asm volatile("shfl.sync.down.b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v), "r"(d)); return r; }
__device__ unsigned prmt(unsigned a, unsigned b, unsigned c) { unsigned r; asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); return r; }
__device__ unsigned lop3(unsigned a, unsigned b, unsigned c) { unsigned r; asm("lop3.b32 %0, %1, %2, %3, 0x96;" : "=r"(r) : "r"(a), "r"(b), "r"(c)); return r; }
__global__ void k(unsigned *out) {
  unsigned t = threadIdx.x;
  asm volatile("bar.warp.sync 0xffffffff;");
  out[t * 8 + 0] = laneId();
  out[t * 8 + 1] = activeMask();
  out[t * 8 + 2] = ballot(t & 1, 0xffffffff);
  out[t * 8 + 3] = allOf(t < 100, 0xffffffff);
  out[t * 8 + 4] = shflDown(t * 10, 1);
  out[t * 8 + 5] = prmt(0x33221100u, 0x77665544u, 0x7531u);
  out[t * 8 + 6] = lop3(t, 0xff00ff00u, 0x0f0f0f0fu);
  if (t < 5) out[t * 8 + 7] = activeMask(); else out[t*8+7] = 0;
}
