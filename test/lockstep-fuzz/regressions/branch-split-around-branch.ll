; lockstep-fuzz finding (kernel seed 1664 of the branch-split campaign,
; --gen-weights communication=0): a uniform branch (%u) skips the divergent
; one (bb11) and joins the code after it (bb12), whose stores then ran in
; both split kernels for every thread on the uniform path: 'out' differed.
; Fixed: code a thread can reach around the branch must have no side
; effects (SplitSafety, side-effects-around-branch); the kernel is skipped.
; RUN: %lockstep-fuzz --check %s --launch %S/branch-split-around-branch.json --passes 'branch-split<force;no-ptxas>' | FileCheck %s
; RUN: %opt -passes='branch-split<force;no-ptxas>' %s -disable-output -pass-remarks-missed=branch-split 2>&1 | FileCheck --check-prefix=REMARK %s
; CHECK: branch-split<force;no-ptxas>: ok (unchanged)
; REMARK: not split: the kernel code after the branch that a thread can reach without passing the branch has side effects
; ModuleID = 'fuzz-1664'
source_filename = "fuzz-1664"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb7:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  %2 = icmp uge i32 %u, 9
  br i1 %2, label %bb10, label %bb11

bb10:                                             ; preds = %bb7
  br label %bb12

bb11:                                             ; preds = %bb7
  %3 = xor i32 39, %0
  %4 = icmp eq i32 %3, 20
  br i1 %4, label %bb19, label %bb20

bb19:                                             ; preds = %bb11
  br label %bb21

bb20:                                             ; preds = %bb11
  br label %bb21

bb21:                                             ; preds = %bb20, %bb19
  br label %bb12

bb12:                                             ; preds = %bb21, %bb10
  %5 = add i32 %1, 0
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = add i32 %1, 2
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %10
  store i32 %8, ptr addrspace(1) %11, align 4
  %12 = zext i32 %1 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %12
  store i32 2, ptr addrspace(1) %13, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
