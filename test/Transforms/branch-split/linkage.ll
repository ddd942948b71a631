; Split kernels keep an _odr kernel's linkage, and a kernel in a comdat (a
; template kernel) gives each split kernel a comdat of its own with the
; same selection kind: a copy of the kernel from a unit that was not split
; can then never stand in for a split kernel at link time.
; RUN: %opt -passes='branch-split<force;no-ptxas>' %s -S | FileCheck %s

; CHECK-DAG: $tmpl = comdat any
; CHECK-DAG: $tmpl_split_if = comdat any
; CHECK-DAG: $tmpl_split_else = comdat any
; CHECK-DAG: define linkonce_odr ptx_kernel void @tmpl(ptr addrspace(1) noalias %o) comdat {
; CHECK-DAG: define linkonce_odr ptx_kernel void @tmpl_split_if(ptr addrspace(1) noalias %o) comdat {
; CHECK-DAG: define linkonce_odr ptx_kernel void @tmpl_split_else(ptr addrspace(1) noalias %o) comdat {
; CHECK-DAG: define weak_odr ptx_kernel void @wodr_split_if(
; CHECK-DAG: define weak_odr ptx_kernel void @wodr_split_else(
; CHECK-NOT: define {{.*}}@wodr_split_if({{.*}}comdat

target triple = "nvptx64-nvidia-cuda"

$tmpl = comdat any

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define linkonce_odr ptx_kernel void @tmpl(ptr addrspace(1) noalias %o) comdat {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}

define weak_odr ptx_kernel void @wodr(ptr addrspace(1) noalias %o) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %o
  br label %j
b:
  store i32 2, ptr addrspace(1) %o
  br label %j
j:
  ret void
}
