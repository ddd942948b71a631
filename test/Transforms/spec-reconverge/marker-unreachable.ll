; A prediction or reconvergence label in a block the entry cannot reach (dead
; code left by an earlier pass) is skipped with a remark: no dominator tree
; node, no region entry. It crashed the pass (found by a robustness run).
; RUN: %opt -passes=spec-reconverge -verify-each -pass-remarks-missed=spec-reconverge -S %s -o %t.ll 2> %t.rem
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; RUN: %opt -passes='spec-reconverge<auto>' -verify-each -disable-output %s
; RUN: %opt -passes='spec-reconverge<lower=vote;threshold=1>' -verify-each -disable-output %s
; RUN: %opt -passes='spec-reconverge<dynamic-deconflict>' -verify-each -disable-output %s
; REMARK: remark: <unknown>:0:0: the prediction or the reconvergence label is in a block the function's entry cannot reach
; REMARK-NEXT: remark: <unknown>:0:0: the reconvergence label cannot be reached from the prediction
; CHECK-LABEL: define ptx_kernel void @dead_predict(
; CHECK-NOT: __lockstep_barrier
; CHECK-LABEL: define ptx_kernel void @dead_label(
; CHECK-NOT: __lockstep_barrier
; CHECK: ret void
target triple = "nvptx64-nvidia-cuda"

@.pred = private unnamed_addr constant [17 x i8] c"lockstep.predict\00", section "llvm.metadata"
@.reco = private unnamed_addr constant [20 x i8] c"lockstep.reconverge\00", section "llvm.metadata"

; The prediction in a block without predecessors, its label reachable.
define ptx_kernel void @dead_predict(ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %A, label %J
A:
  %a1 = call i32 @llvm.annotation.i32.p0(i32 3, ptr @.reco, ptr null, i32 0)
  br label %J
dead:
  %a4 = call i32 @llvm.annotation.i32.p0(i32 3, ptr @.pred, ptr null, i32 0)
  br label %A
J:
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %t
  store i32 %t, ptr addrspace(1) %pb, align 4
  ret void
}

; The label in a dead block: the live prediction cannot reach it.
define ptx_kernel void @dead_label(ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = call i32 @llvm.annotation.i32.p0(i32 4, ptr @.pred, ptr null, i32 0)
  %c = icmp ult i32 %t, 16
  br i1 %c, label %A, label %J
A:
  br label %J
dead:
  %l = call i32 @llvm.annotation.i32.p0(i32 4, ptr @.reco, ptr null, i32 0)
  br label %J
J:
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i32 %t
  store i32 %t, ptr addrspace(1) %pb, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)
