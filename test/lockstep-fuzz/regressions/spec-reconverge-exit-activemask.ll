; lockstep-fuzz finding (seed 512521), spec-reconverge<auto>: mismatch under
; its. Loop merge regrouped the lanes of a loop whose exit path (a return
; from inside the loop) reads activemask, so the mask written to 'out'
; named other lanes. Fixed: the pass now tells warp-level operations
; (activemask, votes, shuffles) run after a region before its lanes meet
; again apart from block barriers (ConvergentOps.h) and skips such regions
; with a convergent-after remark; __syncthreads where the lanes meet again
; (spec-reconverge-enclosing.ll) still lets the region through.
; RUN: %lockstep-fuzz --check %s --launch %S/spec-reconverge-exit-activemask.json \
; RUN:   --passes 'spec-reconverge<auto;min-ratio=0>' --models ipdom,its \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: spec-reconverge<auto;min-ratio=0>: ok
; The cost model (session 15) declines this loop merge itself; min-ratio=0
; lets the candidate reach the safety check the finding was about.
; RUN: %opt -passes='spec-reconverge<auto;min-ratio=0>' -pass-remarks-missed=spec-reconverge \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}the region is followed by code that holds the convergent operation 'llvm.nvvm.activemask'
; ModuleID = 'fuzz-512521'
source_filename = "fuzz-512521"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [128 x i32] undef
@shx = internal addrspace(3) global [32 x i32] undef

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb11:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb16

bb16:                                             ; preds = %bb11
  br label %bb13

bb13:                                             ; preds = %bb16
  %5 = and i32 %u, 7
  br label %bb25

bb25:                                             ; preds = %bb35, %bb13
  %6 = phi i32 [ 0, %bb13 ], [ %18, %bb35 ]
  %7 = phi i32 [ 1, %bb13 ], [ %0, %bb35 ]
  %8 = icmp ult i32 %6, %5
  br i1 %8, label %bb26, label %bb27

bb26:                                             ; preds = %bb25
  %9 = icmp ult i32 %4, %7
  br i1 %9, label %bb28, label %bb29

bb28:                                             ; preds = %bb26
  %10 = call i32 @llvm.nvvm.activemask()
  %11 = add i32 %1, 1
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %12
  store i32 %10, ptr addrspace(1) %13, align 4
  ret void

bb29:                                             ; preds = %bb26
  %14 = and i32 %4, 7
  br label %bb30

bb30:                                             ; preds = %bb31, %bb29
  %15 = phi i32 [ 0, %bb29 ], [ %17, %bb31 ]
  %16 = icmp ult i32 %15, %14
  br i1 %16, label %bb31, label %bb32

bb31:                                             ; preds = %bb30
  %17 = add i32 %15, 1
  br label %bb30

bb32:                                             ; preds = %bb30
  br label %bb33

bb33:                                             ; preds = %bb32
  br label %bb35

bb35:                                             ; preds = %bb33
  %18 = add i32 %6, 1
  br label %bb25

bb27:                                             ; preds = %bb25
  br label %bb14

bb14:                                             ; preds = %bb27
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
