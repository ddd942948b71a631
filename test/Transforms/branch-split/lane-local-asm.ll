; A kernel whose sides use inline assembly that only computes per lane (a
; __half conversion of cuda_fp16.h, marked convergent by clang) splits;
; a shuffle in assembly keeps it whole.
; RUN: %opt -passes='branch-split<force;no-ptxas>' %s -S -pass-remarks=branch-split -pass-remarks-missed=branch-split 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REM %s < %t.rem

; REM-DAG: remark: {{.*}}kernel half {{.*}}split
; REM-DAG: remark: {{.*}}kernel shfl not split: the kernel contains inline assembly

; CHECK-DAG: define ptx_kernel void @half_split_
; CHECK-NOT: define ptx_kernel void @shfl_split_

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @half(ptr addrspace(1) noalias %o, float %f) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  %h = call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %f) #0
  store i16 %h, ptr addrspace(1) %o
  br label %j
b:
  store i16 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

define ptx_kernel void @shfl(ptr addrspace(1) noalias %o, i32 %v) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  %s = call i32 asm "shfl.sync.bfly.b32 $0, $1, 1, 31, -1;", "=r,r"(i32 %v) #0
  store i32 %s, ptr addrspace(1) %o
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

attributes #0 = { convergent nounwind memory(none) }
