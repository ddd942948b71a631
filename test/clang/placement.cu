// -mllvm -lockstep-ep=NAME runs the -lockstep-passes at that extension point
// of clang's -O3 pipeline. Twin loops with data-dependent trip counts keep
// their source shape until loop-unroll (after vectorizer-start): melded
// there, one loop is left; melded at optimizer-last, each side's loop was
// already runtime-unrolled with its own remainder and two loops are left
// (the melder pairs the remainder loops only). Plain -O3 has four (two
// unrolled loops and two remainders).
//
// UNSUPPORTED: sanitize
// RUN: rm -rf %t && mkdir -p %t
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm \
// RUN:   -nocudainc -nocudalib -include %src/runtime/cuda/lockstep_cuda.h \
// RUN:   %s -o %t/o3.ll
// RUN: %opt -passes='print<loops>' -disable-output %t/o3.ll 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FOUR
// FOUR-COUNT-4: Loop at depth 1
// FOUR-NOT: Loop at depth 1
//
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm \
// RUN:   -nocudainc -nocudalib -include %src/runtime/cuda/lockstep_cuda.h \
// RUN:   -fpass-plugin=%plugin -mllvm -lockstep-passes=cf-meld \
// RUN:   -mllvm -lockstep-ep=vectorizer-start -Rpass=cf-meld \
// RUN:   %s -o %t/early.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: melded region-region subgraphs
// RUN: %opt -passes='print<loops>' -disable-output %t/early.ll 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ONE
// ONE-COUNT-1: Loop at depth 1
// ONE-NOT: Loop at depth 1
//
// vectorizer-start is the default point.
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm \
// RUN:   -nocudainc -nocudalib -include %src/runtime/cuda/lockstep_cuda.h \
// RUN:   -fpass-plugin=%plugin -mllvm -lockstep-passes=cf-meld %s -o %t/default.ll
// RUN: %opt -passes='print<loops>' -disable-output %t/default.ll 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ONE
//
// RUN: %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S -emit-llvm \
// RUN:   -nocudainc -nocudalib -include %src/runtime/cuda/lockstep_cuda.h \
// RUN:   -fpass-plugin=%plugin -mllvm -lockstep-passes=cf-meld \
// RUN:   -mllvm -lockstep-ep=optimizer-last %s -o %t/late.ll
// RUN: %opt -passes='print<loops>' -disable-output %t/late.ll 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TWO
// TWO-COUNT-2: Loop at depth 1
// TWO-NOT: Loop at depth 1
//
// Every point runs the pass (on device code only; the rest of the pipeline
// runs after it).
// RUN: for ep in peephole scalar-optimizer-late vectorizer-end; do \
// RUN:   %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S \
// RUN:     -emit-llvm -nocudainc -nocudalib \
// RUN:     -include %src/runtime/cuda/lockstep_cuda.h -fpass-plugin=%plugin \
// RUN:     -mllvm -lockstep-passes=cf-meld -mllvm -lockstep-ep=$ep \
// RUN:     -Rpass=cf-meld %s -o %t/$ep.ll 2>&1 || exit 1; \
// RUN: done | FileCheck %s --check-prefix=EVERY
// EVERY-COUNT-3: remark: melded
//
// A bad point name is one error line and a failing compile; the host side
// of a CUDA compile is not affected.
// RUN: not %clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 -O3 -S \
// RUN:   -emit-llvm -nocudainc -nocudalib \
// RUN:   -include %src/runtime/cuda/lockstep_cuda.h -fpass-plugin=%plugin \
// RUN:   -mllvm -lockstep-passes=cf-meld -mllvm -lockstep-ep=loop-end %s \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: -lockstep-ep: unknown extension point 'loop-end'; known points: peephole, scalar-optimizer-late, vectorizer-start, vectorizer-end, optimizer-last
// BAD-NOT: Stack dump
// BAD: 1 error generated
// RUN: %clang -x cuda --cuda-host-only -O3 -S -emit-llvm -nocudainc -nocudalib \
// RUN:   -include %src/runtime/cuda/lockstep_cuda.h -fpass-plugin=%plugin \
// RUN:   -mllvm -lockstep-passes=cf-meld -mllvm -lockstep-ep=loop-end %s \
// RUN:   -o /dev/null

extern "C" __global__ void twin(const unsigned *In, const int *Len,
                                unsigned *Out, int Count) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned Mask = Count - 1;
  int N = Len[I];
  unsigned Acc = In[I];
  if (I & 1) {
    for (int K = 0; K < N; ++K)
      Acc = Acc * 3u + In[(I * 7u + K * 3u) & Mask];
  } else {
    for (int K = 0; K < N + 2; ++K)
      Acc = (Acc ^ In[(I * 5u + K * 11u) & Mask]) + K;
  }
  Out[I] = Acc;
}
