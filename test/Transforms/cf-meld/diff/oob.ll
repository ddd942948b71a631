; Side-specific memory accesses are never executed by the other side's
; lanes: lanes 0-15 of each block read small[] and small2[] (16 elements
; each), the others read big[]. The aligned loads are melded with per-lane
; addresses; the unaligned load of small2[] is guarded. Outputs are identical
; and no new out-of-bounds fault appears, on several random inputs.
; REQUIRES: lockstep-sim
; RUN: %opt -passes=cf-meld %s -S -o %t.meld.ll -pass-remarks=cf-meld 2>&1 | FileCheck --check-prefix=REMARK %s
; RUN: FileCheck %s < %t.meld.ll
; RUN: rm -rf %t && mkdir -p %t
; RUN: for s in 1 2 3; do sed "s/SEED/$s/" %S/Inputs/oob.json.in > %t/launch$s.json; done
; RUN: for s in 1 2 3; do %lockstep-sim %s --launch %t/launch$s.json --dump-buffers %t/before$s --json > %t/before$s.json && %lockstep-sim %t.meld.ll --launch %t/launch$s.json --dump-buffers %t/after$s --json > %t/after$s.json && cmp %t/before$s/out.bin %t/after$s/out.bin || exit 1; done

; REMARK: melded block-block subgraphs
; CHECK: load i32
; CHECK: br i1 %c, label %[[G:meld.guard.a]], label
; CHECK: [[G]]:
; CHECK: getelementptr inbounds i32, ptr addrspace(1) %small2
; CHECK-NEXT: load i32

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @k(ptr addrspace(1) %small, ptr addrspace(1) %small2, ptr addrspace(1) %big, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %g = add i32 %base, %tid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %pa = getelementptr inbounds i32, ptr addrspace(1) %small, i32 %tid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %pa2 = getelementptr inbounds i32, ptr addrspace(1) %small2, i32 %tid
  %k = load i32, ptr addrspace(1) %pa2, align 4
  %xs = shl i32 %x, %k
  %r = add i32 %xs, 1
  store i32 %r, ptr addrspace(1) %po, align 4
  br label %X
B:
  %pb = getelementptr inbounds i32, ptr addrspace(1) %big, i32 %g
  %y = load i32, ptr addrspace(1) %pb, align 4
  %r2 = add i32 %y, 3
  store i32 %r2, ptr addrspace(1) %po, align 4
  br label %X
X:
  ret void
}
