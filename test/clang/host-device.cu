// A full host + device compile with the plugin: the passes run on the device
// module only and the host module is untouched. -lockstep-passes accepts
// LLVM's own function passes too, so print<domtree> names every function the
// pipeline runs on: only device functions may appear. The host side is then
// compiled with and without the plugin and must be identical.
//
// REQUIRES: cuda-toolkit
// UNSUPPORTED: sanitize
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda -O3 -c \
// RUN:   -Wno-unknown-cuda-version -fpass-plugin=%plugin \
// RUN:   -mllvm '-lockstep-passes=print<domtree>,cf-meld' \
// RUN:   %s -o %t/full.o 2> %t/full.err
// RUN: FileCheck %s --check-prefix=RAN < %t/full.err
// RAN-DAG: DominatorTree for function: _Z12deviceKernelPiPKi
// RAN-DAG: DominatorTree for function: _Z12deviceHelperi
// RUN: not grep -E 'DominatorTree for function: (_Z10hostHelperi|main|.*__device_stub)' %t/full.err
//
// The object holds the device fat binary next to the host code.
// RUN: llvm-readelf -S %t/full.o | FileCheck %s --check-prefix=OBJ
// OBJ: .nv_fatbin
//
// RUN: %clang -x cuda --cuda-host-only --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-path=/usr/local/cuda -O3 -S -emit-llvm -Wno-unknown-cuda-version \
// RUN:   %s -o %t/host-plain.ll
// RUN: %clang -x cuda --cuda-host-only --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-path=/usr/local/cuda -O3 -S -emit-llvm -Wno-unknown-cuda-version \
// RUN:   -fpass-plugin=%plugin -mllvm '-lockstep-passes=cf-meld,print<domtree>' \
// RUN:   %s -o %t/host-plugin.ll 2> %t/host.err
// RUN: diff %t/host-plain.ll %t/host-plugin.ll
// RUN: count 0 < %t/host.err
//
// ... while the device side of the same compile is melded.
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-path=/usr/local/cuda -O3 -S -emit-llvm -Wno-unknown-cuda-version \
// RUN:   -fpass-plugin=%plugin -mllvm -lockstep-passes=cf-meld -Rpass=cf-meld \
// RUN:   %s -o %t/device.ll 2>&1 | FileCheck %s --check-prefix=MELD
// MELD: remark: melded

#include <cstdio>

__device__ __noinline__ int deviceHelper(int X) { return X * 7 + 1; }

__global__ void deviceKernel(int *Data, const int *Limits) {
  int T = threadIdx.x;
  int Acc = 0;
  if (T & 1) {
    for (int I = 0; I < Limits[T]; ++I)
      Acc += Data[I] * 3;
  } else {
    for (int I = 0; I < Limits[T]; ++I)
      Acc -= Data[I] * 5;
  }
  Data[T] = deviceHelper(Acc);
}

__attribute__((noinline)) int hostHelper(int X) {
  if (X > 3)
    return X * 2;
  return X - 1;
}

int main(int Argc, char **Argv) {
  int *Data = nullptr, *Limits = nullptr;
  deviceKernel<<<1, 32>>>(Data, Limits);
  printf("%d\n", hostHelper(Argc));
  return 0;
}
