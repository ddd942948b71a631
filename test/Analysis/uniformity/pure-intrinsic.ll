; Rule pure-intrinsic: NVPTX calls every call divergent, llvm.umin and the
; NVVM math intrinsics included. A target-independent lane-wise intrinsic
; (or a listed NVVM math one) is uniform when its operands are: min(blockIdx,
; n) is uniform, min(threadIdx, n) is not, and a convergent intrinsic (a
; shuffle) or a device-function call stays a source of divergence.
; RUN: %opt -passes='print<lockstep-uniformity>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<lockstep-uniformity>' -lockstep-uniformity=llvm -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM

; CHECK-LABEL: function=umin_bid mode=lockstep
; CHECK-NEXT: refined: %b rule=block-uniform-register
; CHECK-NEXT: refined: %m rule=pure-intrinsic
; CHECK-NEXT: refined: %s rule=pure-intrinsic
; CHECK-NEXT: branch: block=%entry uniform
; CHECK-LABEL: function=umin_tid mode=lockstep
; CHECK-NEXT: refined: %m rule=pure-intrinsic
; CHECK-NEXT: branch: block=%entry divergent
; CHECK-LABEL: function=shuffle mode=lockstep
; CHECK-NEXT: refined: %b rule=block-uniform-register
; CHECK-NEXT: branch: block=%entry divergent
; CHECK-LABEL: function=call mode=lockstep
; CHECK-NEXT: refined: %b rule=block-uniform-register
; CHECK-NEXT: branch: block=%entry divergent

; LLVM-LABEL: function=umin_bid mode=llvm
; LLVM-NEXT: branch: block=%entry divergent

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.umin.i32(i32, i32)
declare float @llvm.nvvm.saturate.f(float)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i32 @f(i32)

define ptx_kernel void @umin_bid(ptr addrspace(1) %a, i32 %n, float %x) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %m = call i32 @llvm.umin.i32(i32 %b, i32 %n)
  %s = call float @llvm.nvvm.saturate.f(float %x)
  %f = fcmp olt float %s, 0.5
  %c0 = icmp eq i32 %m, 3
  %c = and i1 %c0, %f
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @umin_tid(ptr addrspace(1) %a, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = call i32 @llvm.umin.i32(i32 %t, i32 %n)
  %c = icmp eq i32 %m, 3
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @shuffle(ptr addrspace(1) %a) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %b, i32 0, i32 31)
  %c = icmp eq i32 %s, 3
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @call(ptr addrspace(1) %a) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %r = call i32 @f(i32 %b)
  %c = icmp eq i32 %r, 3
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}
