; A valid kernel the NVPTX backend cannot select (llvm.log2.f32 has no
; libcall on NVPTX): `compile --emit ptx` reports it on one line.
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %a) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = uitofp i32 %tid to float
  %l = call float @llvm.log2.f32(float %f)
  %p = getelementptr float, ptr addrspace(1) %a, i32 %tid
  store float %l, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.log2.f32(float)
