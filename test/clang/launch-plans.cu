// A whole CUDA program compiled host + device with the plugin, branch-split
// forced and -lockstep-launch-plans: the device compile splits the kernel
// and writes its plan to the side file; the host compile reads it and
// launches both split kernels where the program launched one
// (LaunchStubRewrite.h). The host IR is checked in a host-only compile that
// reads the same side file. A side file that is not a plan file is a
// one-line error.
//
// REQUIRES: cuda-toolkit
// UNSUPPORTED: sanitize
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.cu
// RUN: cd %t && %clang -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda \
// RUN:   -O3 -c -Wno-unknown-cuda-version -fpass-plugin=%plugin \
// RUN:   -mllvm '-lockstep-passes=branch-split<force;no-ptxas>' \
// RUN:   -mllvm -lockstep-launch-plans=%t/plans.json \
// RUN:   -Rpass=branch-split prog.cu -o prog.o 2> full.err
// RUN: FileCheck %s --check-prefix=SPLIT < %t/full.err
// RUN: FileCheck %s --check-prefix=PLANS < %t/plans.json
// RUN: llvm-readelf -S %t/prog.o | FileCheck %s --check-prefix=OBJ
// RUN: strings %t/prog.o | FileCheck %s --check-prefix=NAMES
//
// RUN: cd %t && %clang -x cuda --cuda-host-only --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-path=/usr/local/cuda -O3 -S -emit-llvm -Wno-unknown-cuda-version \
// RUN:   -Xclang -fcuda-include-gpubinary -Xclang prog.o \
// RUN:   -fpass-plugin=%plugin -mllvm -lockstep-launch-plans=%t/plans.json \
// RUN:   -Rpass=branch-split-host prog.cu -o host.ll 2> host.err
// RUN: FileCheck %s --check-prefix=HOST < %t/host.ll
// RUN: FileCheck %s --check-prefix=HOST-REMARK < %t/host.err
//
// RUN: echo '{"format": "something else"}' > %t/bad.json
// RUN: cd %t && not %clang -x cuda --cuda-host-only --cuda-gpu-arch=sm_90 \
// RUN:   --cuda-path=/usr/local/cuda -O3 -S -emit-llvm -Wno-unknown-cuda-version \
// RUN:   -Xclang -fcuda-include-gpubinary -Xclang prog.o \
// RUN:   -fpass-plugin=%plugin -mllvm -lockstep-launch-plans=%t/bad.json \
// RUN:   prog.cu -o bad.ll 2>&1 | FileCheck %s --check-prefix=BAD
//
// SPLIT: remark: kernel _Z10maskKernelPKiPKfPfS3_i split into _Z10maskKernelPKiPKfPfS3_i_split_if and _Z10maskKernelPKiPKfPfS3_i_split_else
// PLANS: "kernel": "_Z10maskKernelPKiPKfPfS3_i"
// PLANS: "_Z10maskKernelPKiPKfPfS3_i_split_if",
// PLANS-NEXT: "_Z10maskKernelPKiPKfPfS3_i_split_else"
// PLANS: "source": "prog.cu"
// OBJ: .nv_fatbin
// NAMES-DAG: _Z10maskKernelPKiPKfPfS3_i_split_if
// NAMES-DAG: _Z10maskKernelPKiPKfPfS3_i_split_else
//
// main launches through the stub; the stub launches the two split kernels'
// handles in plan order, both registered by name.
// HOST-LABEL: define {{.*}} @_Z25__device_stub__maskKernelPKiPKfPfS3_i(
// HOST: call {{.*}} @cudaLaunchKernel(ptr {{.*}}@[[IF:_Z25__device_stub__maskKernelPKiPKfPfS3_i\._Z10maskKernelPKiPKfPfS3_i_split_if]],
// HOST: call {{.*}} @cudaLaunchKernel(ptr {{.*}}@[[ELSE:_Z25__device_stub__maskKernelPKiPKfPfS3_i\._Z10maskKernelPKiPKfPfS3_i_split_else]],
// HOST-NOT: call {{.*}} @cudaLaunchKernel(
// HOST: ret void
// HOST-DAG: call {{.*}} @__cudaRegisterFunction({{.*}}@[[IF]],
// HOST-DAG: call {{.*}} @__cudaRegisterFunction({{.*}}@[[ELSE]],
// HOST-REMARK: remark: kernel _Z10maskKernelPKiPKfPfS3_i launches _Z10maskKernelPKiPKfPfS3_i_split_if, _Z10maskKernelPKiPKfPfS3_i_split_else (1 launch site(s))
// BAD: error: branch-split-host: launch plan file '{{.*}}bad.json': not a "lockstep-launch-plans" file
// BAD-NOT: error:

#include <cstdio>

__global__ void maskKernel(const int *Mask, const float *In, float *Light,
                           float *Heavy, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (Mask[I] == 0) {
    Light[I] = In[I] * 1.5f + 0.25f;
  } else {
    float Acc = 0;
    for (int K = 0; K < 8; ++K)
      Acc += In[K * N + I] * In[(K + 1) * N + I];
    Heavy[I] = Acc;
  }
}

int main() {
  int *Mask = nullptr;
  float *In = nullptr, *Light = nullptr, *Heavy = nullptr;
  maskKernel<<<4, 256>>>(Mask, In, Light, Heavy, 1024);
  printf("%d\n", int(cudaDeviceSynchronize()));
  return 0;
}
