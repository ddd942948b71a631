; lockstep-fuzz finding: kernel seed 15000057 (session 14's campaign under
; the clang ASan + assertions build, seeds 15,000,000-15,001,499), cf-meld:
; crash (assertion `hasUseList()`) while estimating a meld. Fixed: the
; offset-compare rule looked for `Y + D` among the users of a compare's
; operand, and that operand was a constant (`icmp ne i32 3, -4`), which
; keeps no use list in LLVM 22. Release builds walked an empty list; the
; assertion build (scripts/test.sh --sanitize) aborted.
; RUN: %lockstep-fuzz --check %s --launch %S/cf-meld-constant-compare.json --models ipdom,its --passes cf-meld,cf-meld@vectorizer-start | FileCheck %s
; CHECK: cf-meld: ok
; CHECK: @vectorizer-start: ok
; The pair is estimated (where it crashed) and declined by the no-loss rule.
; RUN: %opt -passes=cf-meld -pass-remarks-missed=cf-meld -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: not melded: no-loss rule: expected gain
; ModuleID = 'fuzz-15000057'
source_filename = "fuzz-15000057"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb4:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = select i1 false, i32 0, i32 %0
  %2 = call i32 @llvm.nvvm.activemask()
  %3 = icmp ule i32 %1, 20
  br i1 %3, label %bb110, label %bb111

bb110:                                            ; preds = %bb4
  %4 = icmp ne i32 %1, -4
  br label %bb112

bb111:                                            ; preds = %bb4
  %5 = icmp ne i32 3, -4
  br label %bb112

bb112:                                            ; preds = %bb111, %bb110
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
