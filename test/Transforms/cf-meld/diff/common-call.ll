; Differential test of common calls: both sides of a divergent branch call
; the same non-inlined, non-convergent device function (a loop) with
; different arguments. cf-meld shares the call (one call with selected
; arguments): identical outputs on several random inputs, and fewer warp
; instructions and cycles, since the callee's loop runs once per warp
; instead of once per side.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && mkdir -p %t
; RUN: %opt -passes=cf-meld %s -S -o %t/meld.ll -pass-remarks=cf-meld 2>&1 | FileCheck --check-prefix=REMARK %s
; RUN: for s in 1 2 3; do sed "s/SEED/$s/;s/KERNEL/twice/" %S/Inputs/abc.json.in > %t/l.json && %lockstep-sim %s --launch %t/l.json --dump-buffers %t/b-$s --json > %t/b-$s.json && %lockstep-sim %t/meld.ll --launch %t/l.json --dump-buffers %t/a-$s --json > %t/a-$s.json && for buf in a b c; do cmp %t/b-$s/$buf.bin %t/a-$s/$buf.bin || exit 1; done || exit 1; done
; RUN: %python %S/Inputs/fewer.py %t/b-1.json %t/a-1.json warp_instructions
; RUN: %python %S/Inputs/fewer.py %t/b-1.json %t/a-1.json cycles

; REMARK: remark: {{.*}}1 device-function calls shared)

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; sum_{i<n} x * i * 0.5
define float @work(float %x, i32 %n) noinline {
entry:
  %none = icmp sle i32 %n, 0
  br i1 %none, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %fi = sitofp i32 %i to float
  %t = fmul float %x, %fi
  %h = fmul float %t, 0.5
  %s.next = fadd float %s, %h
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}

define ptx_kernel void @twice(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %g = add i32 %base, %tid
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i32 %g
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i32 %g
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i32 %g
  %x = load float, ptr addrspace(1) %pa, align 4
  %pos = fcmp ogt float %x, 0.0
  br i1 %pos, label %T, label %F
T:
  %w = call float @work(float %x, i32 8)
  %w1 = fadd float %w, 1.0
  store float %w1, ptr addrspace(1) %pc, align 4
  br label %X
F:
  %y = load float, ptr addrspace(1) %pb, align 4
  %y2 = fmul float %y, 2.0
  %w2 = call float @work(float %y2, i32 9)
  %w3 = fsub float %w2, 1.0
  store float %w3, ptr addrspace(1) %pc, align 4
  br label %X
X:
  ret void
}
