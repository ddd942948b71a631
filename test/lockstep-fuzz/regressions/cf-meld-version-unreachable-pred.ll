; lockstep-fuzz finding: kernel seed 19302054 (session-19 campaign with
; -cf-meld-version-on-vote=always, cf-meld with no placement): crash (signal
; 11 printing the verifier's message). A block of the versioned region had a
; predecessor outside it, an unreachable block (%bb24 -> %bb25): the copy of
; %bb25 kept a phi entry for %bb24, which branches to the original only.
; Since the fix a region with any edge into it but the branch's is not
; versioned ("a block of the region is entered from outside it").
; RUN: %lockstep-fuzz --check %s --launch %S/cf-meld-version-unreachable-pred.json --passes cf-meld --placement none,vectorizer-start,optimizer-last -cf-meld-version-on-vote=always | FileCheck %s
; CHECK: cf-meld: ok (transformed)
; CHECK: cf-meld@vectorizer-start: ok
; CHECK: cf-meld@optimizer-last: ok
source_filename = "fuzz-19302054"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 28
}

declare i32 @llvm.umin.i32(i32, i32) #1

declare i32 @llvm.smin.i32(i32, i32) #1

define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb13:
  ret i32 %1
}

declare i32 @llvm.umax.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb14:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = icmp ule i32 %0, 21
  br i1 %1, label %bb18, label %bb19

bb18:                                             ; preds = %bb14
  br i1 false, label %bb21, label %bb22

bb21:                                             ; preds = %bb18
  br label %bb25

bb24:                                             ; No predecessors!
  br label %bb25

bb25:                                             ; preds = %bb24, %bb21
  %2 = phi float [ 0.000000e+00, %bb24 ], [ 0.000000e+00, %bb21 ]
  br label %bb23

bb22:                                             ; preds = %bb18
  %3 = zext i32 %0 to i64
  br label %bb23

bb23:                                             ; preds = %bb22, %bb25
  %4 = zext i32 %0 to i64
  br label %bb20

bb19:                                             ; preds = %bb14
  %5 = zext i32 %0 to i64
  br label %bb20

bb20:                                             ; preds = %bb19, %bb23
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

declare i32 @llvm.smax.i32(i32, i32) #1

declare i32 @llvm.nvvm.activemask() #4

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
