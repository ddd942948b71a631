; Kernels branch-split must not split, even forced: each is skipped with a
; missed remark saying why (decision reason in the YAML record), no kernel
; is added and no launch plan is written.
; RUN: %opt -passes='branch-split<force;no-ptxas>' %s -S -pass-remarks-missed=branch-split 2>%t.rem | FileCheck --check-prefix=IR %s
; RUN: FileCheck --check-prefix=MISSED %s < %t.rem
; RUN: %opt -passes='branch-split<force;no-ptxas>' %s -disable-output -pass-remarks-output=%t.yaml
; RUN: FileCheck --check-prefix=YAML %s < %t.yaml

; IR-NOT: _split_
; IR-NOT: lockstep.launch_plans

; MISSED-DAG: remark: {{.*}}kernel barrier not split: the kernel executes a barrier (llvm.nvvm.barrier.cta.sync.aligned.all)
; MISSED-DAG: remark: {{.*}}kernel shared not split: the kernel accesses shared memory
; MISSED-DAG: remark: {{.*}}kernel atomic not split: the kernel performs an atomic operation
; MISSED-DAG: remark: {{.*}}kernel warp not split: the kernel uses a warp intrinsic (llvm.nvvm.shfl.sync.bfly.i32)
; MISSED-DAG: remark: {{.*}}kernel unknown not split: the kernel calls @extern_fn, whose body is not in the module
; MISSED-DAG: remark: {{.*}}kernel nested not split: the kernel calls @helper, which executes a barrier
; MISSED-DAG: remark: {{.*}}kernel before not split: {{.*}}code that runs before the branch has side effects
; MISSED-DAG: remark: {{.*}}kernel loop not split: {{.*}}the branch is inside a loop
; MISSED-DAG: remark: {{.*}}kernel clobber not split: {{.*}}the condition reads memory the kernel may write
; MISSED-DAG: remark: {{.*}}kernel uniform not split: no divergent if/else outside a guard
; MISSED-DAG: remark: {{.*}}kernel global not split: {{.*}}writes memory that is neither a kernel argument's buffer nor the thread's stack

; YAML-DAG: Reason: barrier
; YAML-DAG: Reason: shared-memory
; YAML-DAG: Reason: atomic
; YAML-DAG: Reason: warp-intrinsic
; YAML-DAG: Reason: unknown-call
; YAML-DAG: Reason: side-effects-before-branch
; YAML-DAG: Reason: in-loop
; YAML-DAG: Reason: condition-clobbered
; YAML-DAG: Reason: uniform
; YAML-DAG: Reason: global-store
; YAML-NOT: Decision: transformed

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @extern_fn(ptr addrspace(1))

@sh = internal addrspace(3) global [64 x i32] undef
@g = addrspace(1) global i32 0

define ptx_kernel void @barrier(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

define ptx_kernel void @shared(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  %p = getelementptr [64 x i32], ptr addrspace(3) @sh, i32 0, i32 %t
  store i32 1, ptr addrspace(3) %p
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

define ptx_kernel void @atomic(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  %x = atomicrmw add ptr addrspace(1) %o, i32 1 monotonic
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

define ptx_kernel void @warp(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %t, i32 1, i32 31)
  store i32 %s, ptr addrspace(1) %o
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

define ptx_kernel void @unknown(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  call void @extern_fn(ptr addrspace(1) %o)
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

define internal void @helper() {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

define ptx_kernel void @nested(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  call void @helper()
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

; The store before the branch would run in both kernels.
define ptx_kernel void @before(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %t
  %v = load i32, ptr addrspace(1) %p
  %v1 = add i32 %v, 1
  store i32 %v1, ptr addrspace(1) %p
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %p
  br label %j
b:
  store i32 2, ptr addrspace(1) %p
  br label %j
j:
  ret void
}

; A thread would take the if side in one iteration and the else side in
; another.
define ptx_kernel void @loop(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %h
h:
  %k = phi i32 [ 0, %entry ], [ %k1, %j ]
  %x = add i32 %t, %k
  %c = icmp ult i32 %x, 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  %k1 = add i32 %k, 1
  %e = icmp ult i32 %k1, 4
  br i1 %e, label %h, label %x.exit
x.exit:
  ret void
}

; The if side writes the mask the condition reads: the thread would run the
; else kernel too.
define ptx_kernel void @clobber(ptr addrspace(1) %m) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %m, i32 %t
  %v = load i32, ptr addrspace(1) %p
  %c = icmp eq i32 %v, 0
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %p
  br label %j
b:
  store i32 7, ptr addrspace(1) %p
  br label %j
j:
  ret void
}

; The branch depends on a kernel argument only: uniform.
define ptx_kernel void @uniform(ptr addrspace(1) noalias %o, i32 %n) {
entry:
  %c = icmp ult i32 %n, 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

; A module global is not carried between the launches of a plan.
define ptx_kernel void @global(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) @g
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

; optnone and interposable (weak, linkonce) kernels are left alone: the
; linker may replace a weak definition with another unit's.
; MISSED-DAG: remark: {{.*}}kernel noopt not split: the kernel is optnone
; MISSED-DAG: remark: {{.*}}kernel weakk not split: the kernel's definition may be replaced at link time (not an _odr linkage)
; MISSED-DAG: remark: {{.*}}kernel lonce not split: the kernel's definition may be replaced at link time
; YAML-DAG: Reason: optnone
; YAML-DAG: Reason: interposable

define ptx_kernel void @noopt(ptr addrspace(1) noalias %o) noinline optnone {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

define weak ptx_kernel void @weakk(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

define linkonce ptx_kernel void @lonce(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}
