; An amdgcn module calling an NVVM intrinsic: the AMDGPU backend never sees
; it (registers come from the estimate); the simulator runs it with the
; kernel's wavefront size (no target-cpu: 64 lanes).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v = mul i32 %tid, 7
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
