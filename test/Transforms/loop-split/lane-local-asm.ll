; A loop whose statements use inline assembly that only computes per lane
; (a __half conversion of cuda_fp16.h: no side effects, no memory) splits
; like one with ordinary arithmetic; assembly that may touch memory (no
; memory(none)) is refused as in skip.ll.
; RUN: %opt -passes='loop-split<force;no-ptxas>' %s -S -pass-remarks=loop-split -pass-remarks-missed=loop-split 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REM %s < %t.rem

; REM-DAG: remark: {{.*}}loop %half.loop {{.*}}split
; REM-DAG: remark: {{.*}}loop %mem.loop not split: the loop contains inline assembly

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define ptx_kernel void @half(
; CHECK: cvt.rn.f16.f32
; CHECK: .ls
; CHECK-LABEL: define ptx_kernel void @mem(
; CHECK-NOT: .ls
; CHECK: ret void
define ptx_kernel void @half(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2, ptr addrspace(1) noalias %in) {
entry:
  br label %half.loop
half.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %half.loop ]
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %f = load float, ptr addrspace(1) %pi
  %h = call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %f) #0
  %p1 = getelementptr inbounds i16, ptr addrspace(1) %o1, i64 %i
  store i16 %h, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %half.loop, label %exit
exit:
  ret void
}

define ptx_kernel void @mem(ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2, ptr addrspace(1) noalias %in) {
entry:
  br label %mem.loop
mem.loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %mem.loop ]
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i
  %f = load float, ptr addrspace(1) %pi
  %h = call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %f) #1
  %p1 = getelementptr inbounds i16, ptr addrspace(1) %o1, i64 %i
  store i16 %h, ptr addrspace(1) %p1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %i
  store i32 2, ptr addrspace(1) %p2
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 8
  br i1 %c, label %mem.loop, label %exit
exit:
  ret void
}

attributes #0 = { convergent nounwind memory(none) }
attributes #1 = { convergent nounwind }
