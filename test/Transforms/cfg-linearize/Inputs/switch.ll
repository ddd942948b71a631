; A short circuit whose middle test is a switch: b2 jumps to b3, b5 or b4
; on the low bits of the lane's input. An unreachable block also jumps into
; the region (it must not disturb anything).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @sw(ptr addrspace(1) %a, ptr addrspace(1) %out) {
b1:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %bit1 = and i32 %x, 1
  %c1 = icmp ne i32 %bit1, 0
  br i1 %c1, label %b3, label %b2
b2:
  %sel = and i32 %x, 6
  switch i32 %sel, label %b5 [ i32 0, label %b3
                               i32 2, label %b4
                               i32 4, label %b3 ]
b3:
  %c3 = icmp ugt i32 %x, 500
  br i1 %c3, label %b4, label %b5
b4:
  %v4 = mul i32 %x, 3
  store i32 %v4, ptr addrspace(1) %po, align 4
  br label %b6
b5:
  %v5 = add i32 %x, 9
  store i32 %v5, ptr addrspace(1) %po, align 4
  br label %b6
dead:
  br label %b5
b6:
  ret void
}
