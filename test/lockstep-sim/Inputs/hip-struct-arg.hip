// A struct passed by value to a HIP kernel: amdgcn passes it byref, a
// pointer into the constant kernel-argument segment.
struct Params {
  int Scale;
  float Bias;
  int Mode;
};

extern "C" __global__ void affine(Params P, int *Out) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  Out[I] = int(float(I * P.Scale) + P.Bias) + P.Mode;
}
