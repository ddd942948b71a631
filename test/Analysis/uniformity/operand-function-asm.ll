; Rule operand-function-asm: NVPTX calls every call divergent, inline
; assembly included, so a branch on a __half comparison of a kernel argument
; (cuda_fp16.h: PTX blocks) was reported divergent. Lane-local assembly that
; reads no special register computes from its operands only: uniform when
; they are. On a thread index it stays divergent, and so does assembly that
; reads %laneid, or that has side effects.
; RUN: %opt -passes='print<lockstep-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: function=half_arg mode=lockstep
; CHECK: refined: %h rule=operand-function-asm
; CHECK: refined: %lt rule=operand-function-asm
; CHECK: branch: block=%entry uniform
; CHECK-LABEL: function=half_tid mode=lockstep
; CHECK: refined: %h rule=operand-function-asm
; CHECK: branch: block=%entry divergent
; CHECK-LABEL: function=laneid mode=lockstep
; CHECK-NOT: operand-function-asm
; CHECK: branch: block=%entry divergent
; CHECK-LABEL: function=volatile mode=lockstep
; CHECK-NOT: operand-function-asm
; CHECK: branch: block=%entry divergent

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @half_arg(ptr addrspace(1) %o, float %x) {
entry:
  %h = call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %x) #0
  %lt = call i16 asm "{ .reg .pred __$$temp3;\0A  setp.lt.f16  __$$temp3, $1, $2;\0A  selp.u16 $0, 1, 0, __$$temp3;}", "=h,h,h"(i16 %h, i16 0) #0
  %c = icmp ne i16 %lt, 0
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  ret void
b:
  ret void
}

define ptx_kernel void @half_tid(ptr addrspace(1) %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = uitofp i32 %t to float
  %h = call i16 asm "{  cvt.rn.f16.f32 $0, $1;}\0A", "=h,f"(float %f) #0
  %c = icmp ne i16 %h, 0
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  ret void
b:
  ret void
}

define ptx_kernel void @laneid(ptr addrspace(1) %o) {
entry:
  %l = call i32 asm "mov.u32 $0, %laneid;", "=r"() #0
  %c = icmp ne i32 %l, 0
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  ret void
b:
  ret void
}

define ptx_kernel void @volatile(ptr addrspace(1) %o, float %x) {
entry:
  %h = call i16 asm sideeffect "cvt.rn.f16.f32 $0, $1;", "=h,f"(float %x) #0
  %c = icmp ne i16 %h, 0
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  ret void
b:
  ret void
}

attributes #0 = { convergent nounwind memory(none) }
