; Rule block-uniform-register: blockIdx (ctaid), blockDim (ntid), gridDim
; (nctaid) and the warp size are the same in every thread of a block, but
; LLVM 22's NVPTX TTI calls every call a source of divergence. Branches on
; them are uniform for the layer and not reported by divergent-regions; a
; branch on threadIdx.x still is. -lockstep-uniformity=llvm shows LLVM's view.
; RUN: %opt -passes='print<lockstep-uniformity>' -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=REGIONS
; RUN: %opt -passes='print<lockstep-uniformity>' -lockstep-uniformity=llvm -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM
; RUN: %opt -passes='print<divergent-regions>' -lockstep-uniformity=llvm -disable-output %s 2>&1 | FileCheck %s --check-prefix=LLVM-REGIONS

; CHECK-LABEL: function=bid mode=lockstep
; CHECK-NEXT: refined: %b rule=block-uniform-register
; CHECK-NEXT: branch: block=%entry uniform
; CHECK-LABEL: function=bdim mode=lockstep
; CHECK-NEXT: refined: %n rule=block-uniform-register
; CHECK-NEXT: branch: block=%entry uniform
; CHECK-LABEL: function=gdim mode=lockstep
; CHECK-NEXT: refined: %g rule=block-uniform-register
; CHECK-NEXT: refined: %b rule=block-uniform-register
; CHECK-NEXT: branch: block=%entry uniform
; CHECK-LABEL: function=warpsize mode=lockstep
; CHECK-NEXT: refined: %w rule=block-uniform-register
; CHECK-NEXT: branch: block=%entry uniform
; CHECK-LABEL: function=tid mode=lockstep
; CHECK-NEXT: branch: block=%entry divergent

; REGIONS-NOT: function=bid
; REGIONS-NOT: function=bdim
; REGIONS-NOT: function=gdim
; REGIONS-NOT: function=warpsize
; REGIONS: divergent-region: function=tid entry=%entry
; REGIONS-NOT: divergent-region

; LLVM-LABEL: function=bid mode=llvm
; LLVM-NOT: refined
; LLVM: branch: block=%entry divergent
; LLVM: function=bdim mode=llvm
; LLVM-NEXT: branch: block=%entry divergent
; LLVM: function=gdim mode=llvm
; LLVM-NEXT: branch: block=%entry divergent
; LLVM: function=tid mode=llvm
; LLVM-NEXT: branch: block=%entry divergent

; LLVM-REGIONS: function=bid
; LLVM-REGIONS: function=bdim
; LLVM-REGIONS: function=gdim
; LLVM-REGIONS: function=warpsize
; LLVM-REGIONS: function=tid

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.warpsize()

define ptx_kernel void @bid(ptr addrspace(1) %a) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %odd = and i32 %b, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @bdim(ptr addrspace(1) %a) {
entry:
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %c = icmp ugt i32 %n, 128
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @gdim(ptr addrspace(1) %a) {
entry:
  %g = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %last = add i32 %b, 1
  %c = icmp eq i32 %last, %g
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @warpsize(ptr addrspace(1) %a) {
entry:
  %w = call i32 @llvm.nvvm.read.ptx.sreg.warpsize()
  %c = icmp eq i32 %w, 32
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @tid(ptr addrspace(1) %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 7
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}
