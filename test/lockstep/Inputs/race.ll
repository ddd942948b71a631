; Lanes of both sides store to the same element: which value survives
; depends on the order the warp executes the stores (a data race), which
; melding changes.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @race(ptr addrspace(1) %Out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cond = icmp uge i32 %tid, 16
  br i1 %cond, label %then, label %else

then:
  %a = mul i32 %tid, 3
  %a2 = add i32 %a, 1
  store i32 %a2, ptr addrspace(1) %Out, align 4
  br label %exit

else:
  %b = mul i32 %tid, 5
  %b2 = add i32 %b, 2
  store i32 %b2, ptr addrspace(1) %Out, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
