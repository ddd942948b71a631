; Only divergent regions are touched: a branch on a kernel argument is
; uniform and stays, and without a GPU triple nothing changes at all.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -S %s -pass-remarks-missed=cf-meld 2>%t.err | FileCheck %s
; RUN: FileCheck --allow-empty --check-prefix=NOREMARK %s < %t.err
; RUN: %opt -mtriple=x86_64-unknown-linux-gnu -passes=cf-meld -S %s | FileCheck %s

; NOREMARK-NOT: remark

define ptx_kernel void @uniform(ptr addrspace(1) %pa, ptr addrspace(1) %pb, i1 %u) {
entry:
  br i1 %u, label %A, label %B

A:
  %x = load i32, ptr addrspace(1) %pa, align 4
  %y = add i32 %x, 1
  store i32 %y, ptr addrspace(1) %pa, align 4
  br label %X

B:
  %x2 = load i32, ptr addrspace(1) %pb, align 4
  %y2 = add i32 %x2, 1
  store i32 %y2, ptr addrspace(1) %pb, align 4
  br label %X

X:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @uniform(
; CHECK-NEXT: entry:
; CHECK-NEXT: br i1 %u, label %A, label %B
; CHECK: A:
; CHECK-NEXT: load i32, ptr addrspace(1) %pa
; CHECK: B:
; CHECK-NEXT: load i32, ptr addrspace(1) %pb
; CHECK-NOT: select
; CHECK: ret void
