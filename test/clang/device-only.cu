// The plugin runs the passes of -mllvm -lockstep-passes at clang's
// optimizer-last extension point on device code, here compiled without the
// CUDA toolkit through the minimal header.
//
// UNSUPPORTED: sanitize
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm \
// RUN:   -nocudainc -nocudalib -include %src/runtime/cuda/lockstep_cuda.h \
// RUN:   -fpass-plugin=%plugin -mllvm '-lockstep-passes=print<divergent-regions>' \
// RUN:   %s -o %t/print.ll 2>&1 | FileCheck %s --check-prefix=PRINT
//
// The if/else on (Tid & K) is meldable; the enclosing if is not.
// PRINT: divergent-region: function=bitonic entry={{%[0-9]+}} exit={{%[0-9]+}} terminator=br successors=2 not-meldable
// PRINT: divergent-region: function=bitonic entry={{%[0-9]+}} exit={{%[0-9]+}} terminator=br successors=2 meldable subgraphs=1,1 {{.*}}best=region-region(0:0,1:0) profitability=0.5
//
// With cf-meld the divergent region is melded: the remark says so and the
// IR holds the melded blocks.
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm \
// RUN:   -nocudainc -nocudalib -include %src/runtime/cuda/lockstep_cuda.h \
// RUN:   -fpass-plugin=%plugin -mllvm -lockstep-passes=cf-meld -Rpass=cf-meld \
// RUN:   %s -o %t/meld.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=MELDED < %t/meld.ll
// REMARK: remark: melded region-region subgraphs (profitability 0.50
// MELDED: define {{.*}}ptx_kernel void @bitonic(
// MELDED: select i1 %{{[0-9]+}}, i1 %{{[0-9]+}}, i1 %{{[0-9]+}}
//
// Melding leaves fewer conditional branches than the unmelded IR.
// RUN: %python -c "import sys; n=[open(f).read().count('br i1') for f in sys.argv[1:]]; \
// RUN:   sys.exit(0 if n[1] < n[0] else 'melded %%d >= unmelded %%d' %% (n[1], n[0]))" \
// RUN:   %t/print.ll %t/meld.ll
//
// Without -lockstep-passes the plugin changes nothing.
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm \
// RUN:   -nocudainc -nocudalib -include %src/runtime/cuda/lockstep_cuda.h \
// RUN:   %s -o %t/plain.ll
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm \
// RUN:   -nocudainc -nocudalib -include %src/runtime/cuda/lockstep_cuda.h \
// RUN:   -fpass-plugin=%plugin %s -o %t/plugin.ll
// RUN: diff %t/plain.ll %t/plugin.ll

extern "C" __global__ void bitonic(int *Data) {
  __shared__ int S[64];
  unsigned Tid = threadIdx.x;
  S[Tid] = Data[Tid];
  __syncthreads();
  for (unsigned K = 2; K <= 64; K <<= 1)
    for (unsigned J = K >> 1; J > 0; J >>= 1) {
      unsigned Ixj = Tid ^ J;
      if (Ixj > Tid) {
        if ((Tid & K) == 0) {
          if (S[Ixj] < S[Tid]) {
            int T = S[Tid];
            S[Tid] = S[Ixj];
            S[Ixj] = T;
          }
        } else {
          if (S[Ixj] > S[Tid]) {
            int T = S[Tid];
            S[Tid] = S[Ixj];
            S[Ixj] = T;
          }
        }
      }
      __syncthreads();
    }
  Data[Tid] = S[Tid];
}
