; Input of sim-unreachable-default.ll (not a test itself: no RUN line).
; ModuleID = 'fuzz-102'
source_filename = "fuzz-102"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb2:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = and i32 %0, 3
  switch i32 %1, label %bb90 [
    i32 3, label %bb92
    i32 0, label %bb93
    i32 1, label %bb94
  ]

bb92:                                             ; preds = %bb2
  %2 = call i32 @llvm.nvvm.activemask()
  br label %bb91

bb93:                                             ; preds = %bb2
  %3 = call i32 @llvm.nvvm.activemask()
  br label %bb91

bb94:                                             ; preds = %bb2
  %4 = call i32 @llvm.nvvm.activemask()
  br label %bb91

bb90:                                             ; preds = %bb2
  %5 = call i32 @llvm.nvvm.activemask()
  br label %bb91

bb91:                                             ; preds = %bb90, %bb94, %bb93, %bb92
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = call i32 @llvm.nvvm.activemask()
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #3

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
