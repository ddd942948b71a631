; A kernel used by the bad-input tests: data[tid] = tid * scale.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @_Z6simplePii(ptr %data, i32 %scale) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = mul i32 %tid, %scale
  %p = getelementptr i32, ptr %data, i32 %tid
  store i32 %v, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
