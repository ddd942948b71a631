; lockstep-fuzz finding: kernel seed 135786, cf-meld: verifier-failure: Instruction does not dominate all uses! (445 -> 59 instructions)
; reproduce: lockstep-fuzz --check finding-135786-1.ll --launch finding-135786-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; (-lockstep-no-loss=false: the no-loss rule declines a loop-free region pair
; of this kernel; the finding is about how a meld is done, not whether.)
; RUN: %lockstep-fuzz --check %s --launch %S/finding-135786-1.json --passes cf-meld -lockstep-no-loss=false \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 4 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -lockstep-no-loss=false -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-4: remark: {{.*}}melded {{.*}}subgraphs
; cf-meld bug (block-region melding, region replication, inside a
; divergent switch in a loop): after melding, meld.replica branches
; "br i1 false, label %bb61, label %bb47" straight into the loop bb61, so
; the edge meld.replica -> bb61 bypasses bb47, where the loop bound
; "%9 = and i32 %3, 7" (used in bb61) is defined: "Instruction does not
; dominate all uses!". Values defined in the block placed before a
; replicated loop need phis (poison on the bypass edge) or the replica must
; not bypass the block.
; ModuleID = 'fuzz-135786'
source_filename = "fuzz-135786"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 %1
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb8:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2 = call i32 @llvm.nvvm.activemask()
  %3 = shl i32 14, %2
  br label %bb41

bb41:                                             ; preds = %bb45, %bb8
  %4 = phi i32 [ 0, %bb8 ], [ %4, %bb45 ]
  %5 = phi i32 [ 6, %bb8 ], [ %26, %bb45 ]
  br i1 false, label %bb42, label %bb43

bb42:                                             ; preds = %bb41
  switch i32 %3, label %bb44 [
    i32 3, label %bb46
    i32 2, label %bb47
  ]

bb46:                                             ; preds = %bb42
  switch i32 %5, label %bb48 [
    i32 2, label %bb50
    i32 3, label %bb51
  ]

bb50:                                             ; preds = %bb46
  br label %bb49

bb51:                                             ; preds = %bb46
  br label %bb49

bb48:                                             ; preds = %bb46
  br label %bb49

bb49:                                             ; preds = %bb48, %bb51, %bb50
  br label %bb45

bb47:                                             ; preds = %bb42
  switch i32 %5, label %bb57 [
    i32 2, label %bb59
    i32 3, label %bb60
  ]

bb59:                                             ; preds = %bb47
  %6 = add i32 %1, 2
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %7
  store i32 %4, ptr addrspace(1) %8, align 4
  br label %bb58

bb60:                                             ; preds = %bb47
  %9 = add i32 %1, 2
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %10
  store i32 %4, ptr addrspace(1) %11, align 4
  br label %bb58

bb57:                                             ; preds = %bb47
  %12 = add i32 %1, 2
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %13
  store i32 %4, ptr addrspace(1) %14, align 4
  br label %bb58

bb58:                                             ; preds = %bb57, %bb60, %bb59
  %15 = phi i32 [ 0, %bb59 ], [ 0, %bb60 ], [ 0, %bb57 ]
  %16 = and i32 %3, 7
  br label %bb61

bb61:                                             ; preds = %bb62, %bb58
  %17 = phi i32 [ 0, %bb58 ], [ %17, %bb62 ]
  %18 = phi i32 [ %3, %bb58 ], [ %15, %bb62 ]
  %19 = icmp ult i32 %17, %16
  br i1 %19, label %bb62, label %bb63

bb62:                                             ; preds = %bb61
  br label %bb61

bb63:                                             ; preds = %bb61
  br label %bb45

bb44:                                             ; preds = %bb42
  switch i32 %5, label %bb66 [
    i32 2, label %bb68
    i32 3, label %bb69
  ]

bb68:                                             ; preds = %bb44
  br label %bb67

bb69:                                             ; preds = %bb44
  %20 = add i32 %1, 2
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %21
  store i32 %4, ptr addrspace(1) %22, align 4
  br label %bb67

bb66:                                             ; preds = %bb44
  %23 = add i32 %1, 3
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %24
  store i32 %4, ptr addrspace(1) %25, align 4
  br label %bb67

bb67:                                             ; preds = %bb66, %bb69, %bb68
  br label %bb45

bb45:                                             ; preds = %bb67, %bb63, %bb49
  %26 = phi i32 [ %3, %bb49 ], [ %18, %bb63 ], [ %3, %bb67 ]
  br label %bb41

bb43:                                             ; preds = %bb41
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
