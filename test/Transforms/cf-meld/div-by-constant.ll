; Integer division by a constant is a multiply-high or a shift in machine
; code (SIMTCostModel: IntMul / IntAlu). cf-meld aligns it only with a
; division by the same constant: melded with another divisor it would
; become a real division for the warps of its side.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -lockstep-no-loss=false -cf-meld-threshold=0 -S %s | FileCheck %s

; CHECK-LABEL: define ptx_kernel void @other_divisor(
; CHECK-DAG:   sdiv i32 %v, %d
; CHECK-DAG:   sdiv i32 %v, 7
; CHECK-DAG:   srem i32 %v, %d
; CHECK-DAG:   srem i32 %v, 7
; CHECK-NOT:   select i1 %c, i32 %d, i32 7
; CHECK-LABEL: define ptx_kernel void @same_divisor(
; CHECK:       sdiv i32 %v, 7
; CHECK-NOT:   sdiv
; CHECK:       ret void
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @other_divisor(ptr addrspace(1) %x, ptr addrspace(1) %dp, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr i32, ptr addrspace(1) %x, i32 %tid
  %v = load i32, ptr addrspace(1) %px
  %pd = getelementptr i32, ptr addrspace(1) %dp, i32 %tid
  %d = load i32, ptr addrspace(1) %pd
  %c = icmp ne i32 %d, 0
  br i1 %c, label %A, label %B
A:
  %qa = sdiv i32 %v, %d
  %ra = srem i32 %v, %d
  %sa = add i32 %qa, %ra
  %la = load i32, ptr addrspace(1) %px
  %ta = mul i32 %sa, %la
  br label %X
B:
  %qb = sdiv i32 %v, 7
  %rb = srem i32 %v, 7
  %sb = add i32 %qb, %rb
  %lb = load i32, ptr addrspace(1) %pd
  %tb = mul i32 %sb, %lb
  br label %X
X:
  %r = phi i32 [ %ta, %A ], [ %tb, %B ]
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po
  ret void
}

define ptx_kernel void @same_divisor(ptr addrspace(1) %x, ptr addrspace(1) %dp, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %px = getelementptr i32, ptr addrspace(1) %x, i32 %tid
  %v = load i32, ptr addrspace(1) %px
  %pd = getelementptr i32, ptr addrspace(1) %dp, i32 %tid
  %d = load i32, ptr addrspace(1) %pd
  %c = icmp ne i32 %d, 0
  br i1 %c, label %A, label %B
A:
  %qa = sdiv i32 %v, 7
  %ra = srem i32 %v, 9
  %sa = add i32 %qa, %ra
  %la = load i32, ptr addrspace(1) %px
  %ta = mul i32 %sa, %la
  br label %X
B:
  %qb = sdiv i32 %v, 7
  %rb = srem i32 %v, 9
  %sb = add i32 %qb, %rb
  %lb = load i32, ptr addrspace(1) %pd
  %tb = mul i32 %sb, %lb
  br label %X
X:
  %r = phi i32 [ %ta, %A ], [ %tb, %B ]
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %po
  ret void
}
