// An unknown pass name is a clean compiler error naming the pass, not a
// crash; the host side of a full compile is not affected.
//
// UNSUPPORTED: sanitize
// RUN: not %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S \
// RUN:   -emit-llvm -nocudainc -nocudalib \
// RUN:   -include %src/runtime/cuda/lockstep_cuda.h -fpass-plugin=%plugin \
// RUN:   -mllvm -lockstep-passes=cf-meld,no-such-pass %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s
// CHECK: error: -lockstep-passes: unknown Lockstep pass 'no-such-pass'; known passes: {{.*}}cf-meld
// CHECK-NOT: PLEASE submit a bug report
// CHECK-NOT: Stack dump
// CHECK: 1 error generated
//
// RUN: %clang -x cuda --cuda-host-only -O3 -S -emit-llvm -nocudainc -nocudalib \
// RUN:   -include %src/runtime/cuda/lockstep_cuda.h -fpass-plugin=%plugin \
// RUN:   -mllvm -lockstep-passes=no-such-pass %s -o /dev/null

extern "C" __global__ void kernel(int *Data) {
  Data[threadIdx.x] = threadIdx.x & 1 ? Data[0] : Data[1];
}
