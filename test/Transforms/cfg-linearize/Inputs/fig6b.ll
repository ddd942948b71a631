; Figure 6(b): if (c1) goto L1; for (i = 0; i < N; i++) { S1; L1: S2; } S3;
; a jump into a loop, with c1 and N lane-dependent.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @fig6b(ptr addrspace(1) %a, ptr addrspace(1) %out) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %n = and i32 %x, 7
  %bit = and i32 %x, 16
  %c1 = icmp ne i32 %bit, 0
  br i1 %c1, label %b5, label %b2
b2:
  br label %b3
b3:
  %i = phi i32 [ 0, %b2 ], [ %i.next, %b4 ]
  %acc = phi i32 [ %x, %b2 ], [ %acc2, %b4 ]
  %s1 = mul i32 %acc, 5
  br label %b4
b4:
  %i.cur = phi i32 [ %i, %b3 ], [ 3, %b5 ]
  %acc.cur = phi i32 [ %s1, %b3 ], [ %x, %b5 ]
  %acc2 = add i32 %acc.cur, 7
  %i.next = add i32 %i.cur, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %b3, label %b6
b5:
  store i32 1, ptr addrspace(1) %po, align 4
  br label %b4
b6:
  store i32 %acc2, ptr addrspace(1) %pa, align 4
  ret void
}
