; memmove with overlapping ranges, memset of shared memory, a zero-length
; memcpy from null, and a memset past the end of a buffer (k_oob).
target triple = "nvptx64-nvidia-cuda"

@sh = internal addrspace(3) global [64 x i8] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %off = mul i64 %t64, 8
  %row = getelementptr inbounds i8, ptr addrspace(1) %a, i64 %off
  ; a[8t+1 .. 8t+7] <- a[8t .. 8t+6]: overlapping, memmove semantics.
  %row1 = getelementptr inbounds i8, ptr addrspace(1) %row, i64 1
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %row1, ptr addrspace(1) %row, i64 7, i1 false)
  ; Shared: each lane sets its 2 bytes to its id, then reads its neighbour's.
  %soff = mul i64 %t64, 2
  %s = getelementptr inbounds i8, ptr addrspace(3) @sh, i64 %soff
  %b = trunc i32 %t to i8
  call void @llvm.memset.p3.i64(ptr addrspace(3) %s, i8 %b, i64 2, i1 false)
  call void @llvm.nvvm.barrier0()
  %n = xor i64 %t64, 1
  %noff = mul i64 %n, 2
  %ns = getelementptr inbounds i8, ptr addrspace(3) @sh, i64 %noff
  %nv = load i8, ptr addrspace(3) %ns, align 1
  store i8 %nv, ptr addrspace(1) %row, align 1
  ; Zero bytes from null: no access.
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %row, ptr addrspace(1) null, i64 0, i1 false)
  ret void
}

define ptx_kernel void @k_oob(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %off = mul i64 %t64, 8
  %row = getelementptr inbounds i8, ptr addrspace(1) %a, i64 %off
  call void @llvm.memset.p1.i64(ptr addrspace(1) %row, i8 7, i64 9, i1 false)
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)
