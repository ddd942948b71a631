; CUDA assert(): __assertfail is a fault naming the condition and source
; line. printf (vprintf) returns 0 and prints, before the fault: this call
; passes no argument buffer, so its %d reads nothing (`<bad arg>`).
; REQUIRES: lockstep-sim
; RUN: sh -c '%lockstep-sim %s --launch %S/../Inputs/iota32.json; echo "exit=$?"' 2>&1 | FileCheck %s
; CHECK: device printf (32 calls, in simulated issue order):
; CHECK-NEXT: t=<bad arg>
; CHECK: lockstep-sim: fault: kernel 'k' block (0,0,0) thread (5,0,0): assertion 'a[t] != 5' failed (as.cu:3) at 'call void @__assertfail(
; CHECK: exit=1
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr constant [6 x i8] c"t=%d\0A\00", align 1
@.str1 = private unnamed_addr constant [10 x i8] c"a[t] != 5\00", align 1
@.str2 = private unnamed_addr constant [6 x i8] c"as.cu\00", align 1
@.fn = private unnamed_addr constant [2 x i8] c"k\00", align 1

define ptx_kernel void @k(ptr %a) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call i32 @vprintf(ptr @.str, ptr null)
  %p = getelementptr i32, ptr %a, i32 %t
  %v = load i32, ptr %p, align 4
  %bad = icmp eq i32 %v, 5
  br i1 %bad, label %fail, label %ok
fail:
  call void @__assertfail(ptr @.str1, ptr @.str2, i32 3, ptr @.fn, i64 1)
  unreachable
ok:
  %w = add i32 %v, %r
  store i32 %w, ptr %p, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @vprintf(ptr, ptr)
declare void @__assertfail(ptr, ptr, i32, ptr, i64)
