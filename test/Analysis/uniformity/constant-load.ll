; Rule constant-load: a plain load through a generic pointer into constant
; memory (a constant global, or address space 4) cannot see a write during
; the kernel: uniform when its address is. A generic load from a writable
; global, and a volatile load, are not refined.
; RUN: %opt -passes='print<lockstep-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: function=cmem mode=lockstep
; CHECK-NEXT: refined: %v rule=constant-load
; CHECK-NEXT: branch: block=%entry uniform
; CHECK-LABEL: function=const_global mode=lockstep
; CHECK-NEXT: refined: %v rule=constant-load
; CHECK-NEXT: branch: block=%entry uniform
; CHECK-LABEL: function=writable mode=lockstep
; CHECK-NEXT: branch: block=%entry divergent
; CHECK-LABEL: function=volatile mode=lockstep
; CHECK-NEXT: branch: block=%entry divergent

target triple = "nvptx64-nvidia-cuda"

@coef = addrspace(4) externally_initialized global [4 x i32] zeroinitializer, align 4
@table = internal constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@state = addrspace(1) global i32 0, align 4

define ptx_kernel void @cmem(ptr addrspace(1) %a) {
entry:
  %p = addrspacecast ptr addrspace(4) @coef to ptr
  %e = getelementptr inbounds [4 x i32], ptr %p, i64 0, i64 2
  %v = load i32, ptr %e, align 4
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @const_global(ptr addrspace(1) %a) {
entry:
  %e = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 1
  %v = load i32, ptr %e, align 4
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @writable(ptr addrspace(1) %a) {
entry:
  %p = addrspacecast ptr addrspace(1) @state to ptr
  %v = load i32, ptr %p, align 4
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @volatile(ptr addrspace(1) %a) {
entry:
  %p = addrspacecast ptr addrspace(4) @coef to ptr
  %v = load volatile i32, ptr %p, align 4
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}
