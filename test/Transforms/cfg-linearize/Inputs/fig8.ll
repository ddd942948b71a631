; Figures 2(b) and 8: for (i = 0; i < 2; i++) { S1; for (j = 0; j < cond;
; j++) S2; S3; } with a lane-dependent inner trip count per outer iteration.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @fig8(ptr addrspace(1) %a, ptr addrspace(1) %out) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  br label %b2
b2:
  %i = phi i32 [ 0, %b1 ], [ %i.next, %b5 ]
  %acc = phi i32 [ 0, %b1 ], [ %acc3, %b5 ]
  %sh = mul i32 %i, 4
  %xs = lshr i32 %x, %sh
  %cond = and i32 %xs, 15
  br label %b3
b3:
  %j = phi i32 [ 0, %b2 ], [ %j.next, %b4 ]
  %acc2 = phi i32 [ %acc, %b2 ], [ %acc2n, %b4 ]
  %jl = icmp slt i32 %j, %cond
  br i1 %jl, label %b4, label %b5
b4:
  %acc2n = add i32 %acc2, %j
  %j.next = add i32 %j, 1
  br label %b3
b5:
  %acc3 = mul i32 %acc2, 3
  %i.next = add i32 %i, 1
  %il = icmp slt i32 %i.next, 2
  br i1 %il, label %b2, label %b6
b6:
  store i32 %acc3, ptr addrspace(1) %po, align 4
  ret void
}
