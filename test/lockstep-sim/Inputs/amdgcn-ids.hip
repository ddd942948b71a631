// HIP kernel with builtins only (no ROCm headers): threadIdx, blockIdx,
// blockDim (code object v5 hidden arguments), the grid size in work-items
// (HSA dispatch packet) and the hidden block counts, remainders and
// grid_dims read through __builtin_amdgcn_implicitarg_ptr.
#define __global__ __attribute__((global))
extern "C" __global__ void ids(unsigned *out) {
  unsigned tx = __builtin_amdgcn_workitem_id_x();
  unsigned ty = __builtin_amdgcn_workitem_id_y();
  unsigned tz = __builtin_amdgcn_workitem_id_z();
  unsigned bx = __builtin_amdgcn_workgroup_id_x();
  unsigned by = __builtin_amdgcn_workgroup_id_y();
  unsigned bz = __builtin_amdgcn_workgroup_id_z();
  unsigned nx = __builtin_amdgcn_workgroup_size_x();
  unsigned ny = __builtin_amdgcn_workgroup_size_y();
  unsigned nz = __builtin_amdgcn_workgroup_size_z();
  const unsigned *count = (const unsigned *)__builtin_amdgcn_implicitarg_ptr();
  const unsigned short *hidden = (const unsigned short *)count;
  unsigned t = tx + nx * (ty + ny * tz);
  unsigned b = bx + count[0] * (by + count[1] * bz);
  unsigned *o = out + (b * nx * ny * nz + t) * 20;
  unsigned v[20] = {tx, ty, tz, bx, by, bz, nx, ny, nz,
                    __builtin_amdgcn_grid_size_x(),
                    __builtin_amdgcn_grid_size_y(),
                    __builtin_amdgcn_grid_size_z(),
                    count[0], count[1], count[2],
                    hidden[9], hidden[10], hidden[11], hidden[32],
                    (unsigned)__builtin_amdgcn_wavefrontsize()};
  for (int i = 0; i < 20; ++i)
    o[i] = v[i];
}
