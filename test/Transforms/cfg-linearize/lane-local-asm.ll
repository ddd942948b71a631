; Inline assembly that only computes per lane (a cuda_fp16.h conversion:
; clang marks it convergent) does not keep a region from being linearized;
; a warp shuffle in assembly still does (LaneLocalAsm.h).
; RUN: %opt -passes='cfg-linearize<force>' %s -S -pass-remarks=cfg-linearize -pass-remarks-missed=cfg-linearize 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REM %s < %t.rem

; REM-DAG: remark: {{.*}}linearized
; REM-DAG: remark: {{.*}}not linearized: convergent operation in %b4

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; The short circuit of the paper's Fig. 1: b3 is entered from entry and b2.
; CHECK-LABEL: define ptx_kernel void @half_cvt(
; CHECK: lin.guard
; CHECK: cvt.rn.f16.f32
define ptx_kernel void @half_cvt(ptr addrspace(1) %g, float %f) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  %odd = and i32 %tid, 1
  %c2 = icmp eq i32 %odd, 0
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %b4, label %b5
b4:
  %h = call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %f) #0
  store i16 %h, ptr addrspace(1) %g
  br label %join
b5:
  store i32 2, ptr addrspace(1) %g
  br label %join
join:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @shfl(
; CHECK-NOT: lin.guard
; CHECK: ret void
define ptx_kernel void @shfl(ptr addrspace(1) %g, i32 %v) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  %odd = and i32 %tid, 1
  %c2 = icmp eq i32 %odd, 0
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %b4, label %b5
b4:
  %s = call i32 asm "shfl.sync.bfly.b32 $0, $1, 1, 31, -1;", "=r,r"(i32 %v) #0
  store i32 %s, ptr addrspace(1) %g
  br label %join
b5:
  store i32 2, ptr addrspace(1) %g
  br label %join
join:
  ret void
}

attributes #0 = { convergent nounwind memory(none) }
