; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<divergent-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Two cases of a divergent switch rejoin at %common, a loop, before the
; region exit. The paths overlap in more than a duplicable tail (the loop's
; entry is a segment entry of both paths), so the region is not meldable.
; (lockstep-fuzz finding 108752: cf-meld used to duplicate the loop forever.)

; CHECK: divergent-region: function=rejoin entry=%entry exit=%exit terminator=switch successors=3 not-meldable reason="paths overlap at %common beyond a tail that duplication could separate"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @rejoin(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  switch i32 %tid, label %c0 [ i32 1, label %c1
                               i32 2, label %c2 ]
c0:
  store i32 0, ptr addrspace(1) %g
  br label %common
c1:
  store i32 1, ptr addrspace(1) %g
  br label %common
common:
  %i = phi i32 [ 0, %c0 ], [ 0, %c1 ], [ %i1, %common ]
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %tid
  br i1 %c, label %common, label %exit
c2:
  store i32 2, ptr addrspace(1) %g
  br label %exit
exit:
  ret void
}
