; lockstep-fuzz finding: kernel seed 11040060 (session-8 placements
; campaign, cf-meld@vectorizer-start; seed 11054699 is the same with urem):
; "fault-removed". Thread 0 divides by zero (%9 = 0 in bb48, or %11 = 0 in
; bb47): immediate undefined behaviour in LLVM IR, which the rest of -O3 may
; remove. cf-meld alone keeps the fault (`--passes cf-meld` on this file:
; ok); so does the meld's own IR. After the meld the two sdivs are one, used
; only under `%11 == 9`, and -O3's sinking moves it there, while the
; reference keeps the two sdivs in front of their phi. branch-fusion at the
; same point gives the same result. Not a miscompile: since session 9 the
; oracle runs the passes alone when a placed check removes a fault, and
; reports `ub-fault-removed-by-pipeline` (not a finding, exit 0) when they
; keep it.
; RUN: %lockstep-fuzz --check %s --launch %S/placement-ub-sdiv-sunk.json --passes cf-meld | FileCheck %s --check-prefix=ALONE
; RUN: %lockstep-fuzz --check %s --launch %S/placement-ub-sdiv-sunk.json --passes cf-meld@vectorizer-start,branch-fusion@vectorizer-start 2>&1 | FileCheck %s --check-prefix=PLACED
; ALONE: cf-meld: ok (transformed)
; PLACED: cf-meld@vectorizer-start: ub-fault-removed-by-pipeline (transformed): original faults ({{.*}}integer division by zero{{.*}}), transformed does not; the passes alone keep the fault ({{.*}}division by zero{{.*}}): the rest of -O3 removed it
; PLACED: branch-fusion@vectorizer-start: ub-fault-removed-by-pipeline (transformed)
source_filename = "fuzz-11040060"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #0

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb4:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %2 = add i32 %1, 0
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %3
  store i32 0, ptr addrspace(3) %4, align 4
  %5 = add i32 %1, 2
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = mul i32 %0, -8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %10 = xor i32 0, %9
  %11 = select i1 false, i32 %9, i32 %8
  %12 = icmp sgt i32 %9, %8
  br i1 %12, label %bb48, label %bb47

bb47:                                             ; preds = %bb4
  %13 = sdiv i32 %10, %11
  br label %bb50

bb48:                                             ; preds = %bb4
  %14 = add i32 %1, 3
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %15
  %17 = load i32, ptr addrspace(3) %16, align 4
  %18 = sdiv i32 %17, %9
  br label %bb50

bb50:                                             ; preds = %bb48, %bb47
  %19 = phi i32 [ %18, %bb48 ], [ %13, %bb47 ]
  %20 = phi i32 [ %11, %bb48 ], [ 0, %bb47 ]
  %21 = icmp eq i32 %11, 9
  br i1 %21, label %bb101, label %bb102

bb101:                                            ; preds = %bb50
  %22 = call i32 @llvm.nvvm.activemask()
  br label %bb102

bb102:                                            ; preds = %bb101, %bb50
  %23 = phi i32 [ %19, %bb101 ], [ %20, %bb50 ]
  %24 = zext i32 %1 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %24
  store i32 %23, ptr addrspace(1) %25, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #3

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
