; lockstep-fuzz finding (seed 201 of a campaign with --gen-weights
; annotations=100), spec-reconverge: fault-introduced under its (a
; __syncthreads reached by part of the warp). The prediction sits in the
; outer loop after the inner loop holding the label, so lanes enter the
; region at the outer loop's head without passing it; lane 0 leaves the loop
; at once, never joins the exit barrier, passes its wait and reaches the
; __syncthreads while the other lanes (waiting at the label barrier, so out
; of the implicit barrier at the loop exit) are still in the loop. Fixed:
; the exit barrier is joined at the region's entry (regionEntry: the loop
; head), and regions with no single entry are skipped; the vote lowering,
; which needs the prediction first, skips this one with a remark.
; RUN: %lockstep-fuzz --check %s --launch %S/spec-reconverge-predict-in-loop.json \
; RUN:   --passes spec-reconverge,'spec-reconverge<lower=vote>' --models ipdom,its \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: spec-reconverge: ok (transformed)
; FUZZ: spec-reconverge<lower=vote>: ok
; RUN: %opt -passes=spec-reconverge -S %s | FileCheck %s
; CHECK: bb36:
; CHECK: call void @__lockstep_barrier_join(i32 1)
; CHECK-NEXT: br i1
; CHECK: bb38:
; CHECK-NEXT: call void @__lockstep_barrier_cancel(i32 0)
; CHECK-NEXT: call void @__lockstep_barrier_wait(i32 1)
; RUN: %opt -passes='spec-reconverge<lower=vote>' -pass-remarks-missed=spec-reconverge \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=VOTE
; VOTE: remark: {{.*}}lanes can reach %bb36 in the region without passing the prediction in %bb42 (the vote lowering needs it first)
; ModuleID = 'fuzz-201'
source_filename = "fuzz-201"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef
@.str = private unnamed_addr constant [20 x i8] c"lockstep.reconverge\00", section "llvm.metadata"
@.str1 = private unnamed_addr constant [8 x i8] c"fuzz.cu\00", section "llvm.metadata"
@.str2 = private unnamed_addr constant [17 x i8] c"lockstep.predict\00", section "llvm.metadata"
@.str3 = private unnamed_addr constant [27 x i8] c"lockstep.predict.call:dev0\00", section "llvm.metadata"

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb9:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb36

bb36:                                             ; preds = %bb42, %bb9
  %1 = phi i32 [ 0, %bb9 ], [ %9, %bb42 ]
  %2 = phi i32 [ 2, %bb9 ], [ 37, %bb42 ]
  %3 = icmp ult i32 %1, %0
  br i1 %3, label %bb37, label %bb38

bb37:                                             ; preds = %bb36
  br label %bb40

bb41:                                             ; preds = %bb40
  %4 = call i32 @llvm.annotation.i32.p0(i32 2, ptr @.str, ptr @.str1, i32 8)
  br label %bb40

bb40:                                             ; preds = %bb41, %bb37
  %5 = phi i32 [ %6, %bb41 ], [ 0, %bb37 ]
  %6 = add i32 %5, 1
  %7 = icmp ult i32 %6, %2
  br i1 %7, label %bb41, label %bb42

bb42:                                             ; preds = %bb40
  %8 = call i32 @llvm.annotation.i32.p0(i32 2, ptr @.str2, ptr @.str1, i32 9)
  %9 = add i32 %1, 1
  br label %bb36

bb38:                                             ; preds = %bb36
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32) #3

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
