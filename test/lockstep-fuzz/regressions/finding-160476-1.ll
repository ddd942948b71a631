; lockstep-fuzz finding: kernel seed 160476, cf-meld: verifier-failure: Instruction does not dominate all uses! (683 -> 35 instructions)
; reproduce: lockstep-fuzz --check finding-160476-1.ll --launch finding-160476-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; (-lockstep-no-loss=false: the no-loss rule declines a loop-free region pair
; of this kernel; the finding is about how a meld is done, not whether.)
; RUN: %lockstep-fuzz --check %s --launch %S/finding-160476-1.json --passes cf-meld -lockstep-no-loss=false \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 2 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; (-lockstep-meld-speculate-model=false: the guarded codegen of the time.)
; RUN: %opt -passes=cf-meld -lockstep-no-loss=false -lockstep-meld-speculate-model=false -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-2: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-160476'
source_filename = "fuzz-160476"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [128 x i32] undef
@shx = internal addrspace(3) global [32 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 30
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb11:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %2
  %4 = load float, ptr addrspace(1) %3, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = call i32 @llvm.nvvm.activemask()
  %6 = bitcast float %4 to i32
  switch i32 %6, label %bb89 [
    i32 2, label %bb91
    i32 1, label %bb92
    i32 0, label %bb93
  ]

bb91:                                             ; preds = %bb11
  %7 = and i32 %6, 3
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %cnt, i64 %8
  %10 = atomicrmw add ptr addrspace(1) %9, i32 0 monotonic, align 4
  br label %bb90

bb92:                                             ; preds = %bb11
  %11 = ashr i32 0, 0
  br label %bb90

bb93:                                             ; preds = %bb11
  %12 = add i32 %1, 2
  %13 = and i32 %6, 7
  br label %bb120

bb120:                                            ; preds = %bb121, %bb93
  %14 = phi i32 [ 0, %bb93 ], [ %14, %bb121 ]
  %15 = phi i32 [ %6, %bb93 ], [ %15, %bb121 ]
  %16 = icmp ult i32 %14, %13
  br i1 %16, label %bb121, label %bb122

bb121:                                            ; preds = %bb120
  br label %bb120

bb122:                                            ; preds = %bb120
  br label %bb90

bb89:                                             ; preds = %bb11
  %17 = add i32 %1, 2
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %18
  %20 = and i32 0, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %cnt, i64 %21
  %23 = atomicrmw add ptr addrspace(1) %22, i32 0 monotonic, align 4
  br label %bb90

bb90:                                             ; preds = %bb89, %bb122, %bb92, %bb91
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

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
