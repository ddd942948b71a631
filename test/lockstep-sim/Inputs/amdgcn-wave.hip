// Wave operations of a HIP kernel with builtins only, for WAVE = 32 or 64
// (the -D of the RUN line must match --offload-arch): lane id by mbcnt,
// ballot, readfirstlane, readlane and ds_bpermute inside a divergent branch
// (only lanes with an odd input take part), and readlane outside it.
#define __global__ __attribute__((global))
#if WAVE == 64
typedef unsigned long long mask_t;
#define BALLOT __builtin_amdgcn_ballot_w64
#else
typedef unsigned mask_t;
#define BALLOT __builtin_amdgcn_ballot_w32
#endif
extern "C" __global__ void wave(const int *in, int *out, mask_t *bal) {
  unsigned t = __builtin_amdgcn_workitem_id_x() +
               __builtin_amdgcn_workgroup_id_x() * 128;
  int v = in[t];
  unsigned lane =
      __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
  mask_t b = 0;
  int f = -1, p = -1;
  if (v & 1) {
    b = BALLOT(v > 50);
    f = __builtin_amdgcn_readfirstlane(v);
    p = __builtin_amdgcn_ds_bpermute(((lane + 1) % WAVE) * 4, v);
  }
  out[t * 5 + 0] = lane;
  out[t * 5 + 1] = f;
  out[t * 5 + 2] = p;
  out[t * 5 + 3] = __builtin_amdgcn_readlane(v, 3);
  out[t * 5 + 4] = __builtin_amdgcn_mbcnt_lo(0x55555555u, 7u);
  bal[t] = b;
}
