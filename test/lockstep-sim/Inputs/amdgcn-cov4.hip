// Code object v4 (-mcode-object-version=4): blockDim comes from the HSA
// dispatch packet, the hidden arguments start with the global offsets (0).
#define __global__ __attribute__((global))
extern "C" __global__ void ids(unsigned *out) {
  unsigned t = __builtin_amdgcn_workitem_id_x() +
               __builtin_amdgcn_workgroup_id_x() * 64;
  const unsigned *hidden = (const unsigned *)__builtin_amdgcn_implicitarg_ptr();
  out[t * 4 + 0] = __builtin_amdgcn_workgroup_size_x();
  out[t * 4 + 1] = __builtin_amdgcn_workgroup_size_y();
  out[t * 4 + 2] = __builtin_amdgcn_grid_size_x();
  out[t * 4 + 3] = hidden[0] + hidden[1] + hidden[2] + hidden[3];
}
