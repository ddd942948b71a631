; Differential test of the uniformity layer: a branch on blockIdx.x is
; uniform in every warp (each block takes one side). With
; -lockstep-uniformity=llvm, cf-meld and branch-fusion take it for
; divergent and meld it, paying selects every warp executes; with the layer
; (the default) they leave it alone. Outputs are identical in all three
; programs on several inputs, and the untouched kernel runs fewer cycles and
; warp instructions than the wrongly melded ones. (The no-loss rule's slot
; test alone would refuse these melds: it is off for the wrong ones.)
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && mkdir -p %t
; RUN: %opt -passes=cf-meld %s -S -o %t/layer.ll -pass-remarks=cf-meld 2>&1 | FileCheck --allow-empty --check-prefix=LAYER %s
; RUN: %opt -passes=branch-fusion %s -S -pass-remarks=branch-fusion 2>&1 >/dev/null | FileCheck --allow-empty --check-prefix=LAYER %s
; RUN: %opt -passes=cf-meld -lockstep-uniformity=llvm -lockstep-no-loss-issue-slots=false %s -S -o %t/meld.ll -pass-remarks=cf-meld 2>&1 | FileCheck --check-prefix=LLVM %s
; RUN: %opt -passes=branch-fusion -lockstep-uniformity=llvm -lockstep-no-loss-issue-slots=false %s -S -o %t/fuse.ll -pass-remarks=branch-fusion 2>&1 | FileCheck --check-prefix=LLVM %s
; RUN: for s in 1 2 3; do sed "s/SEED/$s/;s/KERNEL/bid/" %S/Inputs/abc.json.in > %t/l.json && for v in layer meld fuse; do %lockstep-sim %t/$v.ll --launch %t/l.json --dump-buffers %t/$v-$s --json > %t/$v-$s.json || exit 1; done && %lockstep-sim %s --launch %t/l.json --dump-buffers %t/orig-$s --json > %t/orig-$s.json && for v in layer meld fuse; do for buf in a b c; do cmp %t/orig-$s/$buf.bin %t/$v-$s/$buf.bin || exit 1; done; done || exit 1; done
; RUN: %python %S/Inputs/fewer.py %t/meld-1.json %t/layer-1.json cycles
; RUN: %python %S/Inputs/fewer.py %t/fuse-1.json %t/layer-1.json cycles
; RUN: %python %S/Inputs/fewer.py %t/meld-1.json %t/layer-1.json warp_instructions

; LAYER-NOT: remark
; LLVM: remark: {{.*}}{{melded|fused}}

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @bid(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %g = add i32 %base, %tid
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %g
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %g
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i32 %g
  %odd = and i32 %cta, 1
  %even = icmp eq i32 %odd, 0
  br i1 %even, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %pa, align 4
  %y = fmul float %x, 2.0
  %z = fadd float %y, 1.0
  store float %z, ptr addrspace(1) %pc, align 4
  br label %X
F:
  %x2 = load float, ptr addrspace(1) %pb, align 4
  %y2 = fmul float %x2, 3.0
  %z2 = fsub float %y2, 1.0
  store float %z2, ptr addrspace(1) %pc, align 4
  br label %X
X:
  ret void
}
