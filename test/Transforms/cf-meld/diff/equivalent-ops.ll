; Differential test of equivalent operations (LUD's shape): both sides of a
; divergent branch run a loop that sums a column of their own array, one
; side's index proven disjoint and non-negative (`or disjoint`, `zext nneg`,
; `icmp samesign ult`) and the other's not (`add nsw`, `sext`, `icmp slt`).
; Melded as equivalent operations, the loop body is one index computation
; with the base array selected once; as written
; (-lockstep-align-equivalent-ops=false), both sides' index computations
; stay. Every output is identical to the original's on several random
; inputs, and melding the equivalent operations runs fewer simulated cycles
; than not (3476 -> 2676 when written; the original 4884).
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && mkdir -p %t
; RUN: %opt -passes=cf-meld %s -S -o %t/on.ll -pass-remarks=cf-meld 2>&1 | FileCheck --check-prefix=ON %s
; RUN: %opt -passes=cf-meld -lockstep-align-equivalent-ops=false %s -S -o %t/off.ll
; RUN: for s in 1 2 3; do sed "s/SEED/$s/;s/KERNEL/columns/" %S/Inputs/abc.json.in > %t/l.json && %lockstep-sim %s --launch %t/l.json --dump-buffers %t/b-$s --json > %t/b-$s.json || exit 1; for v in on off; do %lockstep-sim %t/$v.ll --launch %t/l.json --dump-buffers %t/$v-$s --json > %t/$v-$s.json && for buf in a b c; do cmp %t/b-$s/$buf.bin %t/$v-$s/$buf.bin || exit 1; done || exit 1; done; done
; RUN: %python %S/Inputs/fewer.py %t/off-1.json %t/on-1.json cycles
; RUN: %python %S/Inputs/fewer.py %t/b-1.json %t/off-1.json cycles

; ON: remark: {{.*}}melded region-region subgraphs{{.*}}; 3 pairs of equivalent operations

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @columns(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 6
  %g = add i32 %base, %tid
  %g64 = zext i32 %g to i64
  %pc = getelementptr float, ptr addrspace(1) %c, i64 %g64
  %col = and i32 %tid, 15
  %q = lshr i32 %tid, 2
  %row = and i32 %q, 15
  %bit = and i32 %tid, 1
  %even = icmp eq i32 %bit, 0
  br i1 %even, label %A, label %B
A:
  %ja = phi i32 [ 0, %entry ], [ %ja.next, %A ]
  %acca = phi float [ 0.0, %entry ], [ %acca.next, %A ]
  %sa = shl nuw nsw i32 %ja, 4
  %ia = or disjoint i32 %sa, %col
  %ea = zext nneg i32 %ia to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %ea
  %va = load float, ptr addrspace(1) %pa, align 4
  %ca = icmp samesign ult i32 %ia, 100
  %wa = select i1 %ca, float %va, float 1.0
  %acca.next = fadd float %acca, %wa
  %ja.next = add nuw nsw i32 %ja, 1
  %donea = icmp eq i32 %ja.next, 8
  br i1 %donea, label %endA, label %A
endA:
  store float %acca.next, ptr addrspace(1) %pc, align 4
  br label %end
B:
  %jb = phi i32 [ 0, %entry ], [ %jb.next, %B ]
  %accb = phi float [ 0.0, %entry ], [ %accb.next, %B ]
  %sb = shl nuw nsw i32 %jb, 4
  %ib = add nsw i32 %sb, %row
  %eb = sext i32 %ib to i64
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %eb
  %vb = load float, ptr addrspace(1) %pb, align 4
  %cb = icmp slt i32 %ib, 100
  %wb = select i1 %cb, float %vb, float 1.0
  %accb.next = fadd float %accb, %wb
  %jb.next = add nuw nsw i32 %jb, 1
  %doneb = icmp eq i32 %jb.next, 8
  br i1 %doneb, label %endB, label %B
endB:
  store float %accb.next, ptr addrspace(1) %pc, align 4
  br label %end
end:
  ret void
}
