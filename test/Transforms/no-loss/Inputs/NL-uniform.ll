; ModuleID = 'NL-uniform.cu'
source_filename = "NL-uniform.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define dso_local ptx_kernel void @nl_uniform(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %12, label %43

12:                                               ; preds = %5
  %13 = and i32 %4, 1
  %14 = icmp eq i32 %4, 1
  br i1 %14, label %19, label %15

15:                                               ; preds = %12
  %16 = and i32 %4, 2147483646
  br label %44

17:                                               ; preds = %44
  %18 = icmp eq i32 %13, 0
  br i1 %18, label %43, label %19

19:                                               ; preds = %17, %12
  %20 = phi i32 [ 0, %12 ], [ %87, %17 ]
  %21 = phi i32 [ 0, %12 ], [ %89, %17 ]
  %22 = icmp ne i32 %13, 0
  tail call void @llvm.assume(i1 %22)
  %23 = shl nsw i32 %21, 6
  %24 = add nsw i32 %23, %10
  %25 = and i32 %24, 1023
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds nuw i32, ptr %1, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !6
  %29 = add nuw i32 %21, %6
  %30 = and i32 %29, 7
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr %0, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = icmp sgt i32 %33, 0
  %35 = add nsw i32 %21, %10
  %36 = and i32 %35, 1023
  %37 = zext nneg i32 %36 to i64
  %38 = select i1 %34, i32 3, i32 5
  %39 = select i1 %34, ptr %2, ptr %3
  %40 = mul nsw i32 %20, %38
  %41 = add nsw i32 %28, %40
  %42 = getelementptr inbounds nuw i32, ptr %39, i64 %37
  store i32 %41, ptr %42, align 4, !tbaa !6
  br label %43

43:                                               ; preds = %19, %17, %5
  ret void

44:                                               ; preds = %44, %15
  %45 = phi i32 [ 0, %15 ], [ %87, %44 ]
  %46 = phi i32 [ 0, %15 ], [ %89, %44 ]
  %47 = phi i32 [ 0, %15 ], [ %90, %44 ]
  %48 = shl nsw i32 %46, 6
  %49 = add nsw i32 %48, %10
  %50 = and i32 %49, 1023
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i32, ptr %1, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = add nuw i32 %46, %6
  %55 = and i32 %54, 7
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i32, ptr %0, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = icmp sgt i32 %58, 0
  %60 = add nsw i32 %46, %10
  %61 = and i32 %60, 1023
  %62 = zext nneg i32 %61 to i64
  %63 = select i1 %59, i32 3, i32 5
  %64 = select i1 %59, ptr %2, ptr %3
  %65 = mul nsw i32 %45, %63
  %66 = add nsw i32 %53, %65
  %67 = getelementptr inbounds nuw i32, ptr %64, i64 %62
  store i32 %66, ptr %67, align 4, !tbaa !6
  %68 = or disjoint i32 %46, 1
  %69 = shl nsw i32 %68, 6
  %70 = add nsw i32 %69, %10
  %71 = and i32 %70, 1023
  %72 = zext nneg i32 %71 to i64
  %73 = getelementptr inbounds nuw i32, ptr %1, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !6
  %75 = add nuw i32 %68, %6
  %76 = and i32 %75, 7
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds nuw i32, ptr %0, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = icmp sgt i32 %79, 0
  %81 = add nsw i32 %68, %10
  %82 = and i32 %81, 1023
  %83 = zext nneg i32 %82 to i64
  %84 = select i1 %80, i32 3, i32 5
  %85 = select i1 %80, ptr %2, ptr %3
  %86 = mul nsw i32 %66, %84
  %87 = add nsw i32 %74, %86
  %88 = getelementptr inbounds nuw i32, ptr %85, i64 %83
  store i32 %87, ptr %88, align 4, !tbaa !6
  %89 = add nuw nsw i32 %46, 2
  %90 = add i32 %47, 2
  %91 = icmp eq i32 %90, %16
  br i1 %91, label %17, label %44, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

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
