; x86_fp80 arithmetic: the NVPTX backend fails on it (a fatal error inside
; the register count, caught); the simulator rejects the type in one line.
target triple = "x86_64-pc-linux-gnu"
define void @k(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %f = uitofp i32 %tid to x86_fp80
  %g = fmul x86_fp80 %f, %f
  %h = fptoui x86_fp80 %g to i32
  %p = getelementptr i32, ptr %out, i32 %tid
  store i32 %h, ptr %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
