; Control-flow divergence is LLVM's: the layer only refines sources and
; reruns UniformityInfo. A PHI at the join of a blockIdx branch is uniform
; (the branch is); a PHI at the join of a threadIdx branch is divergent even
; though both incoming values are uniform constants (sync divergence), and so
; is a branch on it; a value defined in a loop with a divergent exit and used
; after it is divergent (temporal divergence), although it only depends on
; blockIdx.
; RUN: %opt -passes='print<lockstep-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: function=uniform_join mode=lockstep
; CHECK: branch: block=%entry uniform
; CHECK-NEXT: branch: block=%J uniform
; CHECK-LABEL: function=divergent_join mode=lockstep
; CHECK: branch: block=%entry divergent
; CHECK-NEXT: branch: block=%J divergent
; CHECK-LABEL: function=temporal mode=lockstep
; CHECK: branch: block=%L divergent
; CHECK-NEXT: branch: block=%E divergent

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @uniform_join(ptr addrspace(1) %a) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c = icmp eq i32 %b, 0
  br i1 %c, label %T, label %J
T:
  br label %J
J:
  %p = phi i32 [ 1, %T ], [ 2, %entry ]
  %c2 = icmp eq i32 %p, 1
  br i1 %c2, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @divergent_join(ptr addrspace(1) %a) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %t, 0
  br i1 %c, label %T, label %J
T:
  br label %J
J:
  %p = phi i32 [ 1, %T ], [ %b, %entry ]
  %c2 = icmp eq i32 %p, 1
  br i1 %c2, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @temporal(ptr addrspace(1) %a) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %L
L:
  %i = phi i32 [ 0, %entry ], [ %i.next, %L ]
  %i.next = add i32 %i, %b
  %done = icmp ugt i32 %i.next, %t
  br i1 %done, label %E, label %L
E:
  %c2 = icmp eq i32 %i.next, 8
  br i1 %c2, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}
