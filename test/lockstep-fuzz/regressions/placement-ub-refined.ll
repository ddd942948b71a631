; lockstep-fuzz finding: kernel seed 18109516 (session-18 campaign,
; cf-meld at vectorizer-start and optimizer-last): "mismatch", out[2] 0 with
; -O3 alone and -1 with cf-meld placed in it. Thread 0 divides by zero
; (`urem %7, %5` with %5 = tid & 31 = 0 on the path it takes): undefined
; behaviour, so the value it stores afterwards is anything. The kernel as
; given faults there and so does cf-meld alone on it (`--passes cf-meld`:
; ok); -O3 deletes the division with or without the meld, and the two
; pipelines then store different values for thread 0. Not a miscompile:
; since session 18, when a placed check's outputs differ while the -O3
; reference does not fault, the oracle runs the kernel as given, and when
; it faults and the passes alone keep the fault, the verdict is
; `ub-fault-removed-by-pipeline` (not a finding, exit 0).
; RUN: %lockstep-fuzz --check %s --launch %S/placement-ub-refined.json --passes cf-meld | FileCheck %s --check-prefix=ALONE
; RUN: %lockstep-fuzz --check %s --launch %S/placement-ub-refined.json --passes cf-meld@vectorizer-start,cf-meld@optimizer-last | FileCheck %s --check-prefix=PLACED
; ALONE: cf-meld: ok (transformed)
; PLACED: cf-meld@vectorizer-start: ub-fault-removed-by-pipeline (transformed): buffer 'out' differs at element 2 (i32): 0 before, -1 after; the kernel as given faults ({{.*}}integer division by zero{{.*}}), and -O3 alone does not; the passes alone keep the fault
; PLACED: cf-meld@optimizer-last: ub-fault-removed-by-pipeline (transformed)
; ModuleID = 'fuzz-18109516'
source_filename = "fuzz-18109516"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [128 x i32] undef
@shx = internal addrspace(3) global [32 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  %2 = call i32 @llvm.smax.i32(i32 0, i32 %0)
  %3 = urem i32 %2, %1
  ret i32 %3
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb28:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %5 = and i32 %0, 31
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %bb29, label %bb30

bb29:                                             ; preds = %bb28
  %7 = call i32 @dev0(i32 %0, i32 %4)
  %8 = icmp ne i32 %7, %4
  br i1 %8, label %bb32, label %bb33

bb32:                                             ; preds = %bb29
  %9 = getelementptr inbounds i32, ptr addrspace(1) %cnt, i64 3
  %10 = atomicrmw add ptr addrspace(1) %9, i32 %5 monotonic, align 4
  %11 = urem i32 %7, %5
  br label %bb33

bb33:                                             ; preds = %bb32, %bb29
  %12 = phi i32 [ %11, %bb32 ], [ %7, %bb29 ]
  br label %bb31

bb30:                                             ; preds = %bb28
  %13 = call i32 @dev0(i32 %5, i32 15)
  %14 = icmp ne i32 %13, %4
  br i1 %14, label %bb34, label %bb35

bb34:                                             ; preds = %bb30
  %15 = getelementptr inbounds i32, ptr addrspace(1) %cnt, i64 3
  %16 = atomicrmw add ptr addrspace(1) %15, i32 %5 monotonic, align 4
  br label %bb35

bb35:                                             ; preds = %bb34, %bb30
  %17 = phi i32 [ %13, %bb34 ], [ %13, %bb30 ]
  br label %bb31

bb31:                                             ; preds = %bb35, %bb33
  %18 = phi i32 [ %12, %bb33 ], [ %17, %bb35 ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb81

bb81:                                             ; preds = %bb82, %bb31
  %19 = phi i32 [ 0, %bb31 ], [ %24, %bb82 ]
  %20 = icmp ult i32 %19, %u
  br i1 %20, label %bb82, label %bb83

bb82:                                             ; preds = %bb81
  %21 = add i32 %1, 2
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %22
  store i32 %18, ptr addrspace(1) %23, align 4
  %24 = add i32 %19, 1
  br label %bb81

bb83:                                             ; preds = %bb81
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
