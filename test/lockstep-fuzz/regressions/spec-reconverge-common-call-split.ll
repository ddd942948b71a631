; lockstep-fuzz finding (seed 1, kernel 25), spec-reconverge<auto;
; min-ratio=0>: verifier failure (instruction does not dominate all uses)
; after the automatic common-call funnel: values defined before a call and
; used after it in the same block crossed blocks once the block was split
; at the call, after the demotion to stack slots. Fixed in CommonCall.cpp:
; split first, then demote.
; RUN: %lockstep-fuzz --check %s --launch %S/spec-reconverge-common-call-split.json \
; RUN:   --passes 'spec-reconverge<auto;min-ratio=0>' --models ipdom,its \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: spec-reconverge<auto;min-ratio=0>: ok (transformed)
; RUN: %opt -passes='spec-reconverge<auto;min-ratio=0>' -lockstep-verify-steps \
; RUN:   -pass-remarks=spec-reconverge -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}common-call: threads reconverge at %spec.call
; ModuleID = 'fuzz-25'
source_filename = "fuzz-25"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb3:
  ret i32 %0
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb7:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2 = add i32 %1, 2
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4
  br label %bb10

bb10:                                             ; preds = %bb15, %bb7
  %6 = phi i32 [ 0, %bb7 ], [ %6, %bb15 ]
  %7 = phi i32 [ 33, %bb7 ], [ %12, %bb15 ]
  br i1 false, label %bb11, label %bb12

bb11:                                             ; preds = %bb10
  %8 = icmp uge i32 %5, 19
  br i1 %8, label %bb13, label %bb14

bb13:                                             ; preds = %bb11
  %9 = call i32 @dev1(i32 %0, i32 -1)
  br label %bb15

bb14:                                             ; preds = %bb11
  switch i32 0, label %bb29 [
    i32 3, label %bb31
    i32 0, label %bb32
    i32 2, label %bb33
  ]

bb31:                                             ; preds = %bb14
  br label %bb30

bb32:                                             ; preds = %bb14
  br label %bb30

bb33:                                             ; preds = %bb14
  br label %bb30

bb29:                                             ; preds = %bb14
  br label %bb30

bb30:                                             ; preds = %bb29, %bb33, %bb32, %bb31
  %10 = phi i32 [ %7, %bb31 ], [ %7, %bb32 ], [ 0, %bb33 ], [ %7, %bb29 ]
  %11 = call i32 @dev1(i32 %0, i32 -1)
  br label %bb15

bb15:                                             ; preds = %bb30, %bb13
  %12 = phi i32 [ %7, %bb13 ], [ %10, %bb30 ]
  br label %bb10

bb12:                                             ; preds = %bb10
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
