; RUN: %opt -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<divergent-regions>' -divergent-regions-warp-split=false -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF
;
; UniformityInfo calls every branch on threadIdx.x divergent, but a warp
; holds 32 consecutive x indices starting at a multiple of 32 whenever the
; block is one-dimensional: a condition that only depends on tid.x / 32
; (tid.x against a multiple of 32, tid.x >> 5, tid.x & ~31 bits) is uniform
; in every warp, and melding it removes no divergence (LUD at tile 32). In
; a kernel that reads threadIdx.y or .z the block may be two-dimensional, and
; a split at 16, at 33 or on lane bits divides warps: those stay meldable.
;
; CHECK: function=lt32 entry=%entry exit=%join terminator=br successors=2 not-meldable reason="the condition splits threadIdx.x at a multiple of the warp size: uniform in every warp of a one-dimensional block, so melding would remove no divergence"
; CHECK: function=ge64 {{.*}} not-meldable reason="the condition splits
; CHECK: function=le31 {{.*}} not-meldable reason="the condition splits
; CHECK: function=warp_id {{.*}} not-meldable reason="the condition splits
; CHECK: function=warp_and {{.*}} not-meldable reason="the condition splits
; CHECK: function=range {{.*}} not-meldable reason="the condition splits
; CHECK: function=lt16 {{.*}} meldable subgraphs=1,1 best=block-block
; CHECK: function=le32 {{.*}} meldable subgraphs=1,1 best=block-block
; CHECK: function=lane_and {{.*}} meldable subgraphs=1,1 best=block-block
; CHECK: function=lt32_2d {{.*}} meldable subgraphs=1,1 best=block-block
;
; OFF: function=lt32 {{.*}} meldable subgraphs=1,1 best=block-block
; OFF-NOT: not-meldable

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @lt32(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 32
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

define ptx_kernel void @ge64(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp sge i32 %tid, 64
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

define ptx_kernel void @le31(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ule i32 %tid, 31
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

define ptx_kernel void @warp_id(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = lshr i32 %tid, 5
  %c = icmp eq i32 %w, 1
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

define ptx_kernel void @warp_and(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = and i32 %tid, 32
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

define ptx_kernel void @range(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp uge i32 %tid, 32
  %c2 = icmp ult i32 %tid, 96
  %c = and i1 %c1, %c2
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

define ptx_kernel void @lt16(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

define ptx_kernel void @le32(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ule i32 %tid, 32
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

define ptx_kernel void @lane_and(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = and i32 %tid, 16
  %c = icmp eq i32 %m, 0
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

define ptx_kernel void @lt32_2d(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %tidy = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %ty = icmp eq i32 %tidy, 0
  call void @llvm.assume(i1 %ty)
  %c = icmp ult i32 %tid, 32
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.assume(i1)
