; Kernels for alloca-errors.test: an alloca of constant size outside the
; entry block (@later), and one whose size is known only at run time
; (@dynamic).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @later(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %a, label %j
a:
  %al = alloca [2 x i32], align 4
  store i32 %tid, ptr %al
  br label %j
j:
  ret void
}

define ptx_kernel void @dynamic(ptr %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = and i32 %tid, 3
  %al = alloca i32, i32 %n, align 4
  store i32 %tid, ptr %al
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
