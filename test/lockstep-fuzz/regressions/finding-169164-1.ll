; lockstep-fuzz finding: kernel seed 169164, cf-meld: verifier-failure: Instruction does not dominate all uses! (744 -> 22 instructions)
; reproduce: lockstep-fuzz --check finding-169164-1.ll --launch finding-169164-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-169164-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 1 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-1: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-169164'
source_filename = "fuzz-169164"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 17
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb9:
  ret i32 13
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb16:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = call i32 @llvm.nvvm.activemask()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  switch i32 %0, label %bb46 [
    i32 3, label %bb48
    i32 0, label %bb49
  ]

bb48:                                             ; preds = %bb16
  br label %bb47

bb49:                                             ; preds = %bb16
  %2 = and i32 0, 7
  br label %bb71

bb71:                                             ; preds = %bb72, %bb49
  %3 = phi i32 [ 0, %bb49 ], [ %3, %bb72 ]
  %4 = icmp ult i32 %3, %2
  br i1 %4, label %bb72, label %bb73

bb72:                                             ; preds = %bb71
  br label %bb71

bb73:                                             ; preds = %bb71
  br label %bb47

bb46:                                             ; preds = %bb16
  br i1 false, label %bb80, label %bb81

bb80:                                             ; preds = %bb46
  %5 = and i32 0, 7
  br label %bb82

bb81:                                             ; preds = %bb46
  br label %bb82

bb82:                                             ; preds = %bb81, %bb80
  br label %bb47

bb47:                                             ; preds = %bb82, %bb73, %bb48
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
