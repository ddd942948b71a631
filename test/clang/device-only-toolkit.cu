// The same plugin run against the CUDA toolkit headers and libdevice.
//
// REQUIRES: cuda-toolkit
// UNSUPPORTED: sanitize
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm \
// RUN:   --cuda-path=/usr/local/cuda -Wno-unknown-cuda-version \
// RUN:   -fpass-plugin=%plugin -mllvm '-lockstep-passes=print<divergent-regions>' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: divergent-region: function=split {{.*}} meldable subgraphs=1,1
// CHECK-NOT: warning
// CHECK-NOT: error

extern "C" __global__ void split(float *Out, const float *In, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I >= N)
    return;
  float X = In[I];
  if (threadIdx.x % 2 == 0) {
    for (int K = 0; K < N; ++K)
      X = X * 0.5f + In[K];
  } else {
    for (int K = 0; K < N; ++K)
      X = X * 0.25f - In[K];
  }
  Out[I] = sqrtf(X);
}
