; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; A region holding an indirectbr is reported with a problem (a linearization
; cannot replace the branch by a guard assignment).

; CHECK: unstructured-regions: function=computed_goto edges=
; CHECK: unstructured-region: function=computed_goto id=0 entry=%entry exit=%join {{.*}} problem="indirectbr in %b2"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @computed_goto(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  %odd = and i32 %tid, 1
  %c2 = icmp eq i32 %odd, 0
  %t = select i1 %c2, ptr blockaddress(@computed_goto, %b3), ptr blockaddress(@computed_goto, %b5)
  indirectbr ptr %t, [label %b3, label %b5]
b3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %b4, label %b5
b4:
  store i32 1, ptr addrspace(1) %g
  br label %join
b5:
  store i32 2, ptr addrspace(1) %g
  br label %join
join:
  ret void
}
