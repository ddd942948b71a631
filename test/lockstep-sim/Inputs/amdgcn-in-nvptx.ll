; An nvptx module calling an amdgcn intrinsic: the NVPTX backend cannot
; select it, so it never sees it (registers come from the estimate); the
; simulator runs it.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = mul i32 %tid, 7
  %p = getelementptr i32, ptr %out, i32 %tid
  store i32 %v, ptr %p, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
