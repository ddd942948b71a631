; Every thread stores past the end of a 4-element buffer: the simulator
; reports an out-of-bounds fault in both runs.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @oob(ptr addrspace(1) %Out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %Out, i64 %idx
  store i32 %tid, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
