// CSW: a covered switch, one opcode per element (op & 3, every value a
// case). clang -O3 proves the default unreachable; LLVM's post-dominator
// tree makes that block an exit, so before the passes fold the edge away
// (UnreachableEdges.h) the switch had no reconvergence point and no pass
// touched it. Each case loads a different neighbour and combines it its own
// way: melded, the four loads are one. count is a power of two.

extern "C" __global__ void covered_switch(const unsigned *in,
                                          const unsigned *op, unsigned *out,
                                          int count) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const unsigned x = in[i];
  unsigned r;
  switch (op[i] & 3u) {
  case 0:
    r = x * 3u + in[(i + 1) & (count - 1)];
    r ^= r >> 7;
    break;
  case 1:
    r = x * 5u - in[(i + 2) & (count - 1)];
    r ^= r >> 9;
    break;
  case 2:
    r = (x ^ 0x55u) + in[(i + 3) & (count - 1)] * 7u;
    r ^= r >> 11;
    break;
  case 3:
    r = x * 9u + in[(i + 5) & (count - 1)];
    r += r << 3;
    break;
  }
  out[i] = r;
}
