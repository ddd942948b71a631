; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Regions a linearization must not touch are reported with a problem: an
; indirectbr (it cannot become a guard assignment) and a convergent call.

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

; A barrier inside the region: guards would change which lanes reach it
; together, so the region is flagged (its entry block may hold one).

; CHECK: unstructured-region: function=barrier id=0 entry=%entry exit=%join {{.*}} problem="convergent operation in %b4"

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

define ptx_kernel void @barrier(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  %c2 = icmp eq i32 %tid, 2
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %b4, label %b5
b4:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %join
b5:
  br label %join
join:
  ret void
}
