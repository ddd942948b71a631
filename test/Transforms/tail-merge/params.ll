; tail-merge's pass parameters: a bad value or an unknown parameter is a clean
; error naming the pass and the parameter, not a crash.
; RUN: not %opt -mtriple=nvptx64-nvidia-cuda -passes='tail-merge<min-length=-1>' -S %s 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: not %opt -mtriple=nvptx64-nvidia-cuda -passes='tail-merge<frobnicate>' -S %s 2>&1 | FileCheck --check-prefix=UNKNOWN %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='tail-merge<min-length=1>' -S %s | FileCheck %s

; BAD: invalid tail-merge min-length '-1' (expected an integer in [0, 4294967295])
; UNKNOWN: invalid tail-merge parameter 'frobnicate' (expected min-length=N)
; CHECK-LABEL: define void @k(
; CHECK: ret void

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %x = load i32, ptr addrspace(1) %a, align 4
  store i32 %x, ptr addrspace(1) %b, align 4
  br label %X
B:
  %x2 = load i32, ptr addrspace(1) %b, align 4
  store i32 %x2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}
