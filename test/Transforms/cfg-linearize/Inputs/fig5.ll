; Figure 5: for (i = 0; i < N; i++) { S1; if (c1) goto L1; S2; } S3; L1: S4;
; N and c1 depend on the lane's input.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @fig5(ptr addrspace(1) %a, ptr addrspace(1) %out) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %n = and i32 %x, 15
  br label %b2
b2:
  %i = phi i32 [ 0, %b1 ], [ %i.next, %b4 ]
  %acc = phi i32 [ %x, %b1 ], [ %acc2, %b4 ]
  %lt = icmp slt i32 %i, %n
  br i1 %lt, label %b3, label %b5
b3:
  %s1 = mul i32 %acc, 3
  %r = lshr i32 %s1, 3
  %m = and i32 %r, 7
  %c1 = icmp eq i32 %m, 5
  br i1 %c1, label %b6, label %b4
b4:
  %acc2 = add i32 %s1, %i
  %i.next = add i32 %i, 1
  br label %b2
b5:
  %s3 = xor i32 %acc, 255
  store i32 %s3, ptr addrspace(1) %po, align 4
  br label %b6
b6:
  %v = phi i32 [ %s1, %b3 ], [ %s3, %b5 ]
  %w = add i32 %v, %i
  store i32 %w, ptr addrspace(1) %pa, align 4
  ret void
}
