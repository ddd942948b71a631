; LOCKSTEP_PREDICT_CALL(1, foo) where foo is only declared: its body cannot
; be checked for convergent operations, so the region is skipped, and the
; remark says so (it used to say "0 call(s) of 'foo'" though both sides
; call foo).
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=spec-reconverge -pass-remarks-missed=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.rem
; RUN: not grep __lockstep_barrier %t.ll
; CHECK: remark: <unknown>:0:0: common call: 'foo' has no body in the module, so its operations cannot be checked for convergence
; CHECK-NOT: call(s)

target triple = "nvptx64-nvidia-cuda"

@.pred = private unnamed_addr constant [26 x i8] c"lockstep.predict.call:foo\00", section "llvm.metadata"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)
declare i32 @foo(i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  %lo = and i32 %t, 1
  %c = icmp eq i32 %lo, 0
  br i1 %c, label %A, label %B

A:
  %r1 = call i32 @foo(i32 %t)
  br label %J

B:
  %b = mul i32 %t, 3
  %r2 = call i32 @foo(i32 %b)
  br label %J

J:
  %r = phi i32 [ %r1, %A ], [ %r2, %B ]
  %x = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %r, ptr addrspace(1) %q
  ret void
}
