; cf-meld on amdgcn IR (HIP): a diamond divergent on workitem.id.x (the
; AMDGPU target's uniformity: threadIdx divergent, workgroup.id uniform) is
; melded into one path with selects; the same diamond on workgroup.id.x is
; uniform and untouched. The differential half runs both kernels before
; and after in lockstep-sim with the kernel's 64-lane waves and compares
; the buffers.
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld %s -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: FileCheck %s < %t.ll
; REMARK: remark: <unknown>:0:0: melded block-block subgraphs
; REMARK-NOT: remark
;
; CHECK-LABEL: define amdgpu_kernel void @divergent(
; CHECK: %c = icmp eq i32 %odd, 0
; CHECK-NEXT: %meld.sel = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
; CHECK: load i32, ptr addrspace(1)
; CHECK-NOT: load
; CHECK: select i1 %c, i32
; CHECK-NOT: br
; CHECK: ret void
; CHECK-LABEL: define amdgpu_kernel void @uniform(
; CHECK: br i1 %c, label %then, label %else
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @divergent(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %then, label %else
then:
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %tid
  %va = load i32, ptr addrspace(1) %pa
  %x = mul i32 %va, 3
  %qa = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x, ptr addrspace(1) %qa
  br label %join
else:
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %tid
  %vb = load i32, ptr addrspace(1) %pb
  %y = add i32 %vb, 7
  %qb = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %y, ptr addrspace(1) %qb
  br label %join
join:
  ret void
}

define amdgpu_kernel void @uniform(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %grp = call i32 @llvm.amdgcn.workgroup.id.x()
  %odd = and i32 %grp, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %then, label %else
then:
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %tid
  %va = load i32, ptr addrspace(1) %pa
  %x = mul i32 %va, 3
  %qa = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %x, ptr addrspace(1) %qa
  br label %join
else:
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %tid
  %vb = load i32, ptr addrspace(1) %pb
  %y = add i32 %vb, 7
  %qb = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %y, ptr addrspace(1) %qb
  br label %join
join:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
attributes #0 = { "target-cpu"="gfx90a" }
