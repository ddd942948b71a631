; A kernel whose helper calls itself: valid IR that lockstep-sim does not
; simulate (recursion). The launch spec is fine.
target triple = "nvptx64-nvidia-cuda"

define internal i32 @fib(i32 %n) noinline {
entry:
  %small = icmp slt i32 %n, 2
  br i1 %small, label %done, label %rec

rec:
  %a = sub i32 %n, 1
  %fa = call i32 @fib(i32 %a)
  %b = sub i32 %n, 2
  %fb = call i32 @fib(i32 %b)
  %s = add i32 %fa, %fb
  ret i32 %s

done:
  ret i32 %n
}

define ptx_kernel void @oob(ptr addrspace(1) %Out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = call i32 @fib(i32 %tid)
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %Out, i64 %idx
  store i32 %f, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
