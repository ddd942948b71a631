; A merge step (as in PCM): each side stores one key and advances its own
; index, and both indices are loop-carried. Fusing the sides puts a select
; before the store's value and before each index update, on the
; recurrence through the loop header: a warp that does not split pays them
; every iteration, and a split warp saves no chain (NoLossModel.h).
; @straight has the same diamond outside any loop: no recurrence.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @merge(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %base = mul i32 %tid, 8
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %join ]
  %i = phi i32 [ %base, %entry ], [ %i.next, %join ]
  %j = phi i32 [ %base, %entry ], [ %j.next, %join ]
  %pi = getelementptr i32, ptr addrspace(1) %a, i32 %i
  %x = load i32, ptr addrspace(1) %pi, align 4
  %pj = getelementptr i32, ptr addrspace(1) %b, i32 %j
  %y = load i32, ptr addrspace(1) %pj, align 4
  %ko = add i32 %base, %k
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %ko
  %c = icmp sgt i32 %x, %y
  br i1 %c, label %then, label %else
then:
  store i32 %y, ptr addrspace(1) %po, align 4
  %j1 = add i32 %j, 1
  br label %join
else:
  store i32 %x, ptr addrspace(1) %po, align 4
  %i1 = add i32 %i, 1
  br label %join
join:
  %i.next = phi i32 [ %i, %then ], [ %i1, %else ]
  %j.next = phi i32 [ %j1, %then ], [ %j, %else ]
  %k.next = add i32 %k, 1
  %more = icmp slt i32 %k.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define ptx_kernel void @straight(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pi = getelementptr i32, ptr addrspace(1) %a, i32 %tid
  %x = load i32, ptr addrspace(1) %pi, align 4
  %pj = getelementptr i32, ptr addrspace(1) %b, i32 %tid
  %y = load i32, ptr addrspace(1) %pj, align 4
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %c = icmp sgt i32 %x, %y
  br i1 %c, label %then, label %else
then:
  store i32 %y, ptr addrspace(1) %po, align 4
  %j1 = add i32 %y, 1
  br label %join
else:
  store i32 %x, ptr addrspace(1) %po, align 4
  %i1 = add i32 %x, 1
  br label %join
join:
  %r = phi i32 [ %j1, %then ], [ %i1, %else ]
  %pr = getelementptr i32, ptr addrspace(1) %a, i32 %tid
  store i32 %r, ptr addrspace(1) %pr, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
