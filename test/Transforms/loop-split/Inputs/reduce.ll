; Two groups, each with two accumulators, a break on a lane-dependent
; iteration (so warps diverge inside the loops), stores into separate
; outputs, and a reduction of each group's accumulators after the loop.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @reduce(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %o1, ptr addrspace(1) noalias %o2, ptr addrspace(1) noalias %out, i32 %k) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %bid, 6
  %t = add i32 %base, %tid
  %lim = and i32 %t, 15
  %stop = add i32 %lim, %k
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %x0 = phi i32 [ 0, %entry ], [ %x0.next, %latch ]
  %x1 = phi i32 [ 1, %entry ], [ %x1.next, %latch ]
  %y0 = phi i32 [ 0, %entry ], [ %y0.next, %latch ]
  %y1 = phi i32 [ 7, %entry ], [ %y1.next, %latch ]
  %row = shl i32 %i, 7
  %e = add i32 %row, %t
  %e64 = zext i32 %e to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %e64
  %va = load i32, ptr addrspace(1) %pa
  %x0.next = add i32 %x0, %va
  %x1.next = xor i32 %x1, %x0.next
  %q1 = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %e64
  store i32 %x1.next, ptr addrspace(1) %q1
  %brk = icmp eq i32 %i, %stop
  br i1 %brk, label %done, label %latch
latch:
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %e64
  %vb = load i32, ptr addrspace(1) %pb
  %y0.next = mul i32 %y0, %vb
  %y1.next = add i32 %y1, %y0.next
  %q2 = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %e64
  store i32 %y1.next, ptr addrspace(1) %q2
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 16
  br i1 %c, label %loop, label %exit
exit:
  %sx = add i32 %x0.next, %x1.next
  %sy = add i32 %y0.next, %y1.next
  %r = mul i32 %sx, %sy
  br label %done
done:
  %res = phi i32 [ -1, %loop ], [ %r, %exit ]
  %t64 = zext i32 %t to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %t64
  store i32 %res, ptr addrspace(1) %po
  ret void
}
