; A divergent region whose two paths are regions of different shapes (an
; if-then against an if-then-else, both on uniform conditions) has no meldable subgraph pair (Def. 6):
; the missed remark says so instead of reporting a threshold.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -S %s -o %t.ll -pass-remarks-missed=cf-meld 2>&1 | FileCheck %s
; RUN: FileCheck --check-prefix=IR %s < %t.ll

; CHECK: remark: {{.*}}no meldable subgraph pair (Def. 6): the paths' subgraphs are neither blocks nor isomorphic regions
; CHECK-NOT: below threshold

; IR: br i1 %c, label %A, label %B

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  %pp = getelementptr inbounds i32, ptr addrspace(1) %p, i32 %tid
  %v = load i32, ptr addrspace(1) %pp, align 4
  br i1 %c, label %A, label %B
A:
  %a1 = icmp sgt i32 %n, 0
  br i1 %a1, label %A2, label %X
A2:
  store i32 1, ptr addrspace(1) %pp, align 4
  br label %X
B:
  %b1 = icmp slt i32 %n, 5
  br i1 %b1, label %B2, label %B3
B2:
  store i32 2, ptr addrspace(1) %q, align 4
  br label %X
B3:
  store i32 3, ptr addrspace(1) %pp, align 4
  br label %X
X:
  ret void
}
