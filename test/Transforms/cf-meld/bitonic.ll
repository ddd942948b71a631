; The bitonic-sort shape of DARM Figs. 1, 4 and 6: a divergent if/else whose
; sides are if-then regions with loads and swapping stores. cf-meld melds the
; two regions (region-region); only the compares differ, so they are the only
; unaligned instructions: guarded blocks as in Figs. 4d/6c, or, by default,
; executed by all lanes since a compare cannot trap (what Fig. 4e reaches).
; -lockstep-verify-steps checks the IR and the incrementally updated dominator
; trees against fresh ones after every step (an error if they differ).
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -cf-meld-speculate-limit=0 -lockstep-verify-steps -S %s -pass-remarks=cf-meld 2>%t.rem | FileCheck %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -S %s | FileCheck --check-prefix=SPEC %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem

; REMARK: remark: {{.*}}melded region-region subgraphs (profitability 0.{{[0-9]+}}, 2 block pairs, {{[0-9]+}} selects inserted, {{[0-9]+}} instructions aligned, 2 unaligned)

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @bitonic(ptr addrspace(1) %a, i32 %j, i32 %k) {
entry:
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ixj = xor i32 %i, %j
  %and = and i32 %i, %k
  %up = icmp eq i32 %and, 0
  %pi = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %i
  %pj = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %ixj
  br i1 %up, label %C, label %D

C:
  %x1 = load i32, ptr addrspace(1) %pi, align 4
  %y1 = load i32, ptr addrspace(1) %pj, align 4
  %gt = icmp sgt i32 %x1, %y1
  br i1 %gt, label %E, label %X1

E:
  store i32 %y1, ptr addrspace(1) %pi, align 4
  store i32 %x1, ptr addrspace(1) %pj, align 4
  br label %X1

X1:
  br label %G

D:
  %x2 = load i32, ptr addrspace(1) %pi, align 4
  %y2 = load i32, ptr addrspace(1) %pj, align 4
  %lt = icmp slt i32 %x2, %y2
  br i1 %lt, label %F, label %X2

F:
  store i32 %y2, ptr addrspace(1) %pi, align 4
  store i32 %x2, ptr addrspace(1) %pj, align 4
  br label %X2

X2:
  br label %G

G:
  ret void
}

; The divergent branch on %up is gone: both lanes sets run one copy of the
; loads and stores; only the compares are guarded by %up.
; CHECK-LABEL: define void @bitonic(
; CHECK: entry:
; CHECK: load i32, ptr addrspace(1) %pi
; CHECK-NEXT: load i32, ptr addrspace(1) %pj
; CHECK-NEXT: br i1 %up, label %[[GA:.*]], label %[[GB:.*]], !lockstep.meld.guard
; CHECK: [[GA]]:
; CHECK-NEXT: icmp sgt
; CHECK: [[GB]]:
; CHECK-NEXT: icmp slt
; CHECK: select i1 %up, i1
; CHECK: store i32
; CHECK-NEXT: store i32
; CHECK-NOT: store
; CHECK: ret void

; SPEC-LABEL: define void @bitonic(
; SPEC: load i32, ptr addrspace(1) %pi
; SPEC-NEXT: load i32, ptr addrspace(1) %pj
; SPEC-NEXT: icmp sgt
; SPEC-NEXT: icmp slt
; SPEC-NEXT: select i1 %up, i1
; SPEC-NEXT: br i1
; SPEC: store i32
; SPEC-NEXT: store i32
; SPEC-NOT: store
