; Found by lockstep-fuzz: a PHI without uses in the region's exit (and any
; unused value) is erased by LLVM's demotion utilities, which then return no
; stack slot; the pass must not hand that to mem2reg. The short circuit of
; Fig. 1 in a device function, with a dead PHI at the exit.
; RUN: %opt -passes='cfg-linearize<force>' -lockstep-verify-steps %s -S | FileCheck %s

; CHECK-LABEL: define i32 @dev0
; CHECK:       lin.guard.
; CHECK:     bb7:
; CHECK-NEXT:  [[R:%.*]] = phi i32
; CHECK-NEXT:  ret i32 [[R]]

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define i32 @dev0(i32 %a, i32 %b) noinline {
bb0:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c0 = icmp ult i32 %tid, %a
  br i1 %c0, label %bb5, label %bb4
bb4:
  %c1 = icmp ule i32 %b, %tid
  br i1 %c1, label %bb5, label %bb6
bb5:
  %d = udiv i32 %b, 3
  %c2 = icmp eq i32 %d, %tid
  br i1 %c2, label %bb6, label %bb7
bb6:
  br label %bb7
bb7:
  %dead = phi i32 [ %d, %bb5 ], [ %a, %bb6 ]
  %r = phi i32 [ %b, %bb5 ], [ %a, %bb6 ]
  ret i32 %r
}
