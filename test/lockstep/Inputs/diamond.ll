; A divergent if/else diamond on the thread index, both sides storing.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @diamond(ptr addrspace(1) %A, ptr addrspace(1) %B) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %tid, 1
  %cond = icmp eq i32 %odd, 0
  %idx = zext i32 %tid to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %idx
  %pb = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %idx
  br i1 %cond, label %then, label %else

then:
  %x = load i32, ptr addrspace(1) %pa, align 4
  %x2 = mul i32 %x, 3
  %x3 = add i32 %x2, 7
  store i32 %x3, ptr addrspace(1) %pb, align 4
  br label %exit

else:
  %y = load i32, ptr addrspace(1) %pb, align 4
  %y2 = mul i32 %y, 5
  %y3 = add i32 %y2, 11
  store i32 %y3, ptr addrspace(1) %pa, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
