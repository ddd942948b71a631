; Regions cfg-linearize must not touch, even forced: each is skipped with a
; missed remark (decision reason in the YAML record) and the IR is unchanged.
; RUN: %opt -passes='cfg-linearize<force>' %s -S -pass-remarks-missed=cfg-linearize 2>%t.rem | FileCheck --check-prefix=IR %s
; RUN: FileCheck --check-prefix=MISSED %s < %t.rem
; RUN: %opt -passes='cfg-linearize<force>' %s -disable-output -pass-remarks-output=%t.yaml
; RUN: FileCheck --check-prefix=YAML %s < %t.yaml

; IR-NOT: lin.guard
; IR-NOT: lin.back

; MISSED-DAG: remark: {{.*}}not linearized: indirectbr in %b2
; MISSED-DAG: remark: {{.*}}not linearized: {{.*}}callbr{{.*}}
; MISSED-DAG: remark: {{.*}}not linearized: convergent operation in %b4
; MISSED-DAG: remark: {{.*}}not linearized: convergent operation in %b3
; MISSED-DAG: remark: {{.*}}region is uniform: no lane group runs a block twice
; MISSED-DAG: remark: {{.*}}region has no common post-dominator (unify its returns first)

; YAML-DAG: Reason: unsupported
; YAML-DAG: Reason: uniform
; YAML-DAG: Reason: no-exit
; YAML-NOT: Decision: transformed

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

; The short circuit of Fig. 1 with b2's branch an indirectbr.
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

; b2 ends in a callbr (asm goto).
define ptx_kernel void @asm_goto(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  callbr void asm "", "!i"() to label %b5 [label %b3]
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

; __syncthreads inside the region.
define ptx_kernel void @barrier(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
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

; A warp shuffle inside the region.
define ptx_kernel void @shuffle(ptr addrspace(1) %g) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  %c2 = icmp eq i32 %tid, 2
  br i1 %c2, label %b3, label %b5
b3:
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %tid, i32 1, i32 31)
  %c3 = icmp ne i32 %s, 1
  br i1 %c3, label %b4, label %b5
b4:
  store i32 1, ptr addrspace(1) %g
  br label %join
b5:
  br label %join
join:
  ret void
}

; The short circuit on blockIdx only: every warp takes one path.
define ptx_kernel void @uniform(ptr addrspace(1) %g) {
entry:
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c1 = icmp ult i32 %cta, 2
  br i1 %c1, label %b3, label %b2
b2:
  %c2 = icmp eq i32 %cta, 2
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %cta, 1
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

; A return from inside a loop next to the normal exit.
define ptx_kernel void @two_returns(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %ret2
body:
  %hit = icmp eq i32 %i, %tid
  br i1 %hit, label %ret1, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %head
ret1:
  store i32 1, ptr addrspace(1) %g
  ret void
ret2:
  ret void
}
