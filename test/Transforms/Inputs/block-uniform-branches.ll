; One diamond shape that cf-meld, branch-fusion and tail-merge all transform
; when its branch is divergent (different heads, an identical tail of three
; instructions), behind branches on blockIdx (@bid), blockDim (@bdim),
; gridDim (@gdim) and threadIdx (@tid). Used by the uniform-sregs.ll test of
; each pass.

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()

define ptx_kernel void @bid(ptr addrspace(1) %a, ptr addrspace(1) %b, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %blk = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %odd = and i32 %blk, 1
  %c = icmp eq i32 %odd, 0
  %p = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %a, align 4
  store float %x, ptr addrspace(1) %p, align 4
  %m = fmul float %v, 2.0
  %s = fadd float %m, 1.0
  store float %s, ptr addrspace(1) %a, align 4
  br label %X
F:
  %y = fdiv float %v, 3.0
  store float %y, ptr addrspace(1) %p, align 4
  %m2 = fmul float %v, 2.0
  %s2 = fadd float %m2, 1.0
  store float %s2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}

define ptx_kernel void @bdim(ptr addrspace(1) %a, ptr addrspace(1) %b, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %c = icmp ugt i32 %n, 128
  %p = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %a, align 4
  store float %x, ptr addrspace(1) %p, align 4
  %m = fmul float %v, 2.0
  %s = fadd float %m, 1.0
  store float %s, ptr addrspace(1) %a, align 4
  br label %X
F:
  %y = fdiv float %v, 3.0
  store float %y, ptr addrspace(1) %p, align 4
  %m2 = fmul float %v, 2.0
  %s2 = fadd float %m2, 1.0
  store float %s2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}

define ptx_kernel void @gdim(ptr addrspace(1) %a, ptr addrspace(1) %b, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %g = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %blk = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %last = add i32 %blk, 1
  %c = icmp eq i32 %last, %g
  %p = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %a, align 4
  store float %x, ptr addrspace(1) %p, align 4
  %m = fmul float %v, 2.0
  %s = fadd float %m, 1.0
  store float %s, ptr addrspace(1) %a, align 4
  br label %X
F:
  %y = fdiv float %v, 3.0
  store float %y, ptr addrspace(1) %p, align 4
  %m2 = fmul float %v, 2.0
  %s2 = fadd float %m2, 1.0
  store float %s2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}

define ptx_kernel void @tid(ptr addrspace(1) %a, ptr addrspace(1) %b, float %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  %p = getelementptr inbounds float, ptr addrspace(1) %b, i32 %tid
  br i1 %c, label %T, label %F
T:
  %x = load float, ptr addrspace(1) %a, align 4
  store float %x, ptr addrspace(1) %p, align 4
  %m = fmul float %v, 2.0
  %s = fadd float %m, 1.0
  store float %s, ptr addrspace(1) %a, align 4
  br label %X
F:
  %y = fdiv float %v, 3.0
  store float %y, ptr addrspace(1) %p, align 4
  %m2 = fmul float %v, 2.0
  %s2 = fadd float %m2, 1.0
  store float %s2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}
