; Rule read-only-param-load: clang passes a struct kernel parameter byval
; and reads it through a generic pointer, which NVPTX calls divergent (a
; generic pointer may point into per-thread local memory). A byval
; parameter of a kernel that is only read lives in param space: a load at a
; uniform address is uniform. A parameter the kernel writes, or lets escape
; to a call, is not refined; a load at a threadIdx-dependent offset is
; refined as a source but stays divergent through its address.
; RUN: %opt -passes='print<lockstep-uniformity>' -disable-output %s 2>&1 | FileCheck %s

; CHECK-LABEL: function=read mode=lockstep
; CHECK-NEXT: refined: %n rule=read-only-param-load
; CHECK-NEXT: branch: block=%entry uniform
; CHECK-LABEL: function=written mode=lockstep
; CHECK-NEXT: branch: block=%entry divergent
; CHECK-LABEL: function=escapes mode=lockstep
; CHECK-NEXT: branch: block=%entry divergent
; CHECK-LABEL: function=indexed mode=lockstep
; CHECK-NEXT: refined: %v rule=read-only-param-load
; CHECK-NEXT: branch: block=%entry divergent
; CHECK-LABEL: function=device mode=lockstep
; CHECK-NEXT: branch: block=%entry divergent

target triple = "nvptx64-nvidia-cuda"

%struct.P = type { i32, [4 x i32] }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @use(ptr)

define ptx_kernel void @read(ptr addrspace(1) %a, ptr byval(%struct.P) align 4 %p) {
entry:
  %f = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 0
  %n = load i32, ptr %f, align 4
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @written(ptr addrspace(1) %a, ptr byval(%struct.P) align 4 %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %t, ptr %p, align 4
  %n = load i32, ptr %p, align 4
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @escapes(ptr addrspace(1) %a, ptr byval(%struct.P) align 4 %p) {
entry:
  call void @use(ptr %p)
  %n = load i32, ptr %p, align 4
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

define ptx_kernel void @indexed(ptr addrspace(1) %a, ptr byval(%struct.P) align 4 %p) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = and i32 %t, 3
  %e = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 1, i32 %i
  %v = load i32, ptr %e, align 4
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}

; A byval argument of a device function is the caller's private copy.
define void @device(ptr addrspace(1) %a, ptr byval(%struct.P) align 4 %p) {
entry:
  %n = load i32, ptr %p, align 4
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %A, label %X
A:
  store i32 1, ptr addrspace(1) %a
  br label %X
X:
  ret void
}
