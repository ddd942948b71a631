; Differential test of the diamond rule (CFMelder::meldDiamondBelowThreshold,
; ../diamond-rule.ll): below cf-meld's threshold, a diamond is melded as
; branch-fusion would fuse it when its alignment saves cycles and passes the
; no-loss rule. The kernels are those of ../diamond-rule.ll, indexed by the
; global thread id so that every thread writes its own element: @k is
; melded that way (the remark says branch-fusion's choice was taken, and the
; IR is exactly branch-fusion's), @nogain is left alone (below threshold,
; nor as branch-fusion). Before and after cf-meld, and after branch-fusion,
; lockstep-sim gives identical buffers on three random inputs (each side of
; @k taken by about half the lanes), and the melded @k runs fewer cycles.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && mkdir -p %t
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -pass-remarks-missed=cf-meld %s -S -o %t/meld.ll 2>&1 | FileCheck %s
; RUN: %opt -passes=branch-fusion -pass-remarks=branch-fusion %s -S -o %t/fuse.ll 2>&1 | FileCheck %s --check-prefix=BF
; RUN: diff %t/meld.ll %t/fuse.ll
; RUN: FileCheck %s --check-prefix=IR < %t/meld.ll
; RUN: for k in k nogain; do for s in 1 2 3; do sed "s/SEED/$s/" %S/Inputs/diamond-rule-$k.json.in > %t/l.json && %lockstep-sim %s --launch %t/l.json --dump-buffers %t/b-$k-$s --json > %t/b-$k-$s.json && for v in meld fuse; do %lockstep-sim %t/$v.ll --launch %t/l.json --dump-buffers %t/$v-$k-$s --json > %t/$v-$k-$s.json && cmp %t/b-$k-$s/a.bin %t/$v-$k-$s/a.bin && cmp %t/b-$k-$s/b.bin %t/$v-$k-$s/b.bin || exit 1; done || exit 1; done; done
; RUN: %python %S/Inputs/fewer.py %t/b-k-1.json %t/meld-k-1.json cycles
; RUN: %python %S/Inputs/fewer.py %t/b-nogain-1.json %t/meld-nogain-1.json cycles --or-equal
; RUN: %python %S/Inputs/fewer.py %t/meld-nogain-1.json %t/b-nogain-1.json cycles --or-equal

; CHECK-DAG: remark: {{.*}}melded block-block subgraphs (profitability 0.17, 1 block pairs, 1 selects inserted, 2 instructions aligned, 14 unaligned); chose branch-fusion over cf-meld's threshold: below 0.20, but the diamond's alignment saves 12 cycles and passes the no-loss rule{{$}}
; CHECK-DAG: remark: {{.*}}below threshold 0.20 (best 0.01); nor as branch-fusion: no instructions align (no pair of the same opcode and types saves more than the selects its differing operands need){{$}}
; BF: remark: {{.*}}fused divergent diamond (1 selects inserted, 2 instructions aligned, 14 unaligned)
; IR-LABEL: define ptx_kernel void @k(
; IR: br i1 %c, label %meld.guard.a, label %meld.guard.b
; IR-LABEL: define ptx_kernel void @nogain(
; IR: br i1 %c, label %A, label %B

target triple = "nvptx64-nvidia-cuda"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, float %f) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %ntid
  %g = add i32 %base, %tid
  %p = getelementptr float, ptr addrspace(1) %a, i32 %g
  %q = getelementptr float, ptr addrspace(1) %b, i32 %g
  %v = load float, ptr addrspace(1) %p, align 4
  %c = fcmp olt float %v, %f
  br i1 %c, label %A, label %B
A:
  %a1 = fdiv float %v, %f
  %a2 = fdiv float %a1, 3.0
  %a3 = call float @llvm.sqrt.f32(float %a2)
  %a5 = fdiv float %a3, %v
  %a6 = fdiv float %a5, %f
  %a7 = fdiv float %a6, %v
  %a8 = fdiv float %a7, %f
  %a4 = fmul float %a8, 2.0
  store float %a4, ptr addrspace(1) %q, align 4
  br label %X
B:
  %b1 = frem float %v, %f
  %b2 = call float @llvm.exp2.f32(float %b1)
  %b3 = call float @llvm.log2.f32(float %b2)
  %b5 = frem float %b3, %v
  %b6 = frem float %b5, %f
  %b7 = frem float %b6, %v
  %b8 = frem float %b7, %f
  %b4 = fmul float %b8, 2.0
  store float %b4, ptr addrspace(1) %q, align 4
  br label %X
X:
  ret void
}
declare float @llvm.sqrt.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.log2.f32(float)

; The only aligned pair needs two selects: the alignment saves no cycles.
define ptx_kernel void @nogain(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %x, i32 %y) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %ntid
  %g = add i32 %base, %tid
  %p = getelementptr i32, ptr addrspace(1) %a, i32 %g
  %q = getelementptr i32, ptr addrspace(1) %b, i32 %g
  %v = load i32, ptr addrspace(1) %p, align 4
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %a1 = sdiv i32 %v, %x
  %a2 = sdiv i32 %a1, %y
  %a3 = add i32 %a2, %x
  br label %X
B:
  %b1 = urem i32 %v, %y
  %b2 = urem i32 %b1, %x
  %b3 = add i32 %y, %b2
  br label %X
X:
  %r = phi i32 [ %a3, %A ], [ %b3, %B ]
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}
