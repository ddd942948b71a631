; lockstep-fuzz finding: kernel seed 116285, cf-meld: verifier-failure: Instruction does not dominate all uses! (578 -> 78 instructions)
; reproduce: lockstep-fuzz --check finding-116285-1.ll --launch finding-116285-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-116285-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 1 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-1: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-116285'
source_filename = "fuzz-116285"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [128 x i32] undef
@shx = internal addrspace(3) global [32 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 %1
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb4:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  switch i32 %0, label %bb33 [
    i32 1, label %bb35
    i32 2, label %bb36
  ]

bb35:                                             ; preds = %bb4
  %2 = icmp sge i32 %0, 0
  br i1 %2, label %bb37, label %bb38

bb37:                                             ; preds = %bb35
  br label %bb43

bb43:                                             ; preds = %bb44, %bb37
  %3 = phi i32 [ 0, %bb37 ], [ %13, %bb44 ]
  %4 = phi i32 [ 6, %bb37 ], [ %4, %bb44 ]
  %5 = icmp ult i32 %3, %0
  br i1 %5, label %bb44, label %bb45

bb44:                                             ; preds = %bb43
  %6 = add i32 %1, 3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %7
  store i32 %4, ptr addrspace(1) %8, align 4
  %9 = and i32 %u, 3
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %cnt, i64 %10
  %12 = atomicrmw add ptr addrspace(1) %11, i32 %0 monotonic, align 4
  %13 = add i32 %3, 1
  br label %bb43

bb45:                                             ; preds = %bb43
  br label %bb39

bb38:                                             ; preds = %bb35
  br label %bb49

bb49:                                             ; preds = %bb50, %bb38
  %14 = phi i32 [ 0, %bb38 ], [ %14, %bb50 ]
  %15 = phi i32 [ 6, %bb38 ], [ %15, %bb50 ]
  %16 = icmp ult i32 %14, %0
  br i1 %16, label %bb50, label %bb51

bb50:                                             ; preds = %bb49
  %17 = add i32 %1, 3
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %18
  store i32 %15, ptr addrspace(1) %19, align 4
  %20 = and i32 %0, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %cnt, i64 %21
  %23 = atomicrmw add ptr addrspace(1) %22, i32 %u monotonic, align 4
  br label %bb49

bb51:                                             ; preds = %bb49
  br label %bb39

bb39:                                             ; preds = %bb51, %bb45
  br label %bb34

bb36:                                             ; preds = %bb4
  %24 = zext i32 %1 to i64
  br label %bb34

bb33:                                             ; preds = %bb4
  %25 = icmp sge i32 0, %0
  br i1 %25, label %bb67, label %bb68

bb67:                                             ; preds = %bb33
  br label %bb73

bb73:                                             ; preds = %bb74, %bb67
  %26 = phi i32 [ 0, %bb67 ], [ %36, %bb74 ]
  %27 = phi i32 [ 6, %bb67 ], [ %27, %bb74 ]
  %28 = icmp ult i32 %26, 6
  br i1 %28, label %bb74, label %bb75

bb74:                                             ; preds = %bb73
  %29 = add i32 %1, 3
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %30
  store i32 %27, ptr addrspace(1) %31, align 4
  %32 = and i32 0, 3
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %cnt, i64 %33
  %35 = atomicrmw add ptr addrspace(1) %34, i32 6 monotonic, align 4
  %36 = add i32 %26, 1
  br label %bb73

bb75:                                             ; preds = %bb73
  br label %bb69

bb68:                                             ; preds = %bb33
  br label %bb79

bb79:                                             ; preds = %bb80, %bb68
  %37 = phi i32 [ 0, %bb68 ], [ %37, %bb80 ]
  %38 = phi i32 [ 6, %bb68 ], [ %38, %bb80 ]
  br i1 false, label %bb80, label %bb81

bb80:                                             ; preds = %bb79
  %39 = add i32 %1, 3
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %40
  store i32 %38, ptr addrspace(1) %41, align 4
  %42 = and i32 6, 3
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr addrspace(1) %cnt, i64 %43
  %45 = atomicrmw add ptr addrspace(1) %44, i32 %u monotonic, align 4
  br label %bb79

bb81:                                             ; preds = %bb79
  br label %bb69

bb69:                                             ; preds = %bb81, %bb75
  br label %bb34

bb34:                                             ; preds = %bb69, %bb36, %bb39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %46 = call i32 @llvm.nvvm.activemask()
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
