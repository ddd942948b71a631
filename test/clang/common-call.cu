// Common calls from CUDA: clang marks device functions convergent, and the
// -O3 pipeline drops the attribute from a function that calls nothing
// convergent. cf-meld then shares the two calls of the noinline __device__
// function (one call with selected arguments); a blockIdx branch around the
// same calls is uniform and left alone.
//
// REQUIRES: cuda-toolkit
// UNSUPPORTED: sanitize
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm \
// RUN:   --cuda-path=/usr/local/cuda -Wno-unknown-cuda-version \
// RUN:   -fpass-plugin=%plugin -mllvm -lockstep-passes=cf-meld -Rpass=cf-meld \
// RUN:   %s -o %t.ll 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck %s < %t.ll
// REMARK: remark: melded block-block subgraphs ({{.*}}1 device-function calls shared)
// REMARK-NOT: remark: melded
// CHECK-LABEL: define {{.*}} @twice(
// CHECK: call {{.*}} @_Z4workfi(
// CHECK-NOT: call {{.*}} @_Z4workfi(
// CHECK: ret void
// CHECK-LABEL: define {{.*}} @per_block(
// CHECK-COUNT-2: call {{.*}} @_Z4workfi(

__device__ __attribute__((noinline)) float work(float X, int N) {
  float S = 0;
  for (int I = 0; I < N; ++I)
    S += __sinf(X * I) * 0.5f;
  return S;
}

extern "C" __global__ void twice(float *A, float *B, int N) {
  int T = threadIdx.x + blockIdx.x * blockDim.x;
  if (A[T] > 0.f)
    B[T] = work(A[T], N) + 1.0f;
  else
    B[T] = work(B[T] * 2.0f, N + 1) - 1.0f;
}

extern "C" __global__ void per_block(float *A, float *B, int N) {
  int T = threadIdx.x + blockIdx.x * blockDim.x;
  if (blockIdx.x & 1)
    B[T] = work(A[T], N) + 1.0f;
  else
    B[T] = work(B[T] * 2.0f, N + 1) - 1.0f;
}
