; ModuleID = 'atomics.cu'
source_filename = "atomics.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7atomicsPKiPiPfS1_S1_iE5local = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7atomicsPKiPiPfS1_S1_i(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef captures(none) %2, ptr noundef captures(none) %3, ptr noundef captures(none) %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp samesign ult i32 %7, 16
  br i1 %8, label %9, label %12

9:                                                ; preds = %6
  %10 = zext nneg i32 %7 to i64
  %11 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsPKiPiPfS1_S1_iE5local to ptr), i64 %10
  store i32 0, ptr %11, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %9, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %15 = mul i32 %13, %14
  %16 = add i32 %15, %7
  %17 = icmp slt i32 %16, %5
  br i1 %17, label %18, label %38

18:                                               ; preds = %12
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds i32, ptr %0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = and i32 %21, 15
  %23 = zext nneg i32 %22 to i64
  %24 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsPKiPiPfS1_S1_iE5local to ptr), i64 %23
  %25 = atomicrmw add ptr %24, i32 1 seq_cst, align 4
  %26 = and i32 %21, 7
  %27 = uitofp nneg i32 %26 to float
  %28 = atomicrmw fadd ptr %2, float %27 seq_cst, align 4
  %29 = atomicrmw max ptr %3, i32 %21 seq_cst, align 4
  %30 = load i32, ptr %4, align 4, !tbaa !6
  %31 = and i32 %21, 3
  br label %32

32:                                               ; preds = %32, %18
  %33 = phi i32 [ %30, %18 ], [ %36, %32 ]
  %34 = add nsw i32 %33, %31
  %35 = cmpxchg ptr %4, i32 %33, i32 %34 seq_cst seq_cst, align 4
  %36 = extractvalue { i32, i1 } %35, 0
  %37 = extractvalue { i32, i1 } %35, 1
  br i1 %37, label %38, label %32, !llvm.loop !11

38:                                               ; preds = %32, %12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %39, label %45

39:                                               ; preds = %38
  %40 = zext nneg i32 %7 to i64
  %41 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7atomicsPKiPiPfS1_S1_iE5local to ptr), i64 %40
  %42 = getelementptr inbounds nuw i32, ptr %1, i64 %40
  %43 = load i32, ptr %41, align 4, !tbaa !6
  %44 = atomicrmw add ptr %42, i32 %43 seq_cst, align 4
  br label %45

45:                                               ; preds = %39, %38
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
