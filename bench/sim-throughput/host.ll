; ModuleID = 'host.c'
source_filename = "host.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr noundef readonly captures(none) %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %0, 1
  br i1 %3, label %4, label %9

4:                                                ; preds = %2
  %5 = getelementptr inbounds nuw i8, ptr %1, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !9
  %7 = tail call i64 @strtol(ptr noundef nonnull captures(none) %6, ptr noundef null, i32 noundef 10) #3
  %8 = trunc i64 %7 to i32
  br label %9

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 4096, %2 ]
  %11 = icmp sgt i32 %0, 2
  br i1 %11, label %12, label %17

12:                                               ; preds = %9
  %13 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %14 = load ptr, ptr %13, align 8, !tbaa !9
  %15 = tail call i64 @strtol(ptr noundef nonnull captures(none) %14, ptr noundef null, i32 noundef 10) #3
  %16 = trunc i64 %15 to i32
  br label %17

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 1000, %9 ]
  %19 = icmp eq i32 %10, 0
  br i1 %19, label %22, label %20

20:                                               ; preds = %17
  %21 = icmp sgt i32 %18, 0
  br label %25

22:                                               ; preds = %44, %17
  %23 = phi i32 [ 0, %17 ], [ %49, %44 ]
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %23)
  ret i32 0

25:                                               ; preds = %20, %44
  %26 = phi i32 [ 0, %20 ], [ %50, %44 ]
  %27 = phi i32 [ 0, %20 ], [ %49, %44 ]
  %28 = and i32 %26, 65535
  %29 = uitofp nneg i32 %28 to float
  br i1 %21, label %30, label %44

30:                                               ; preds = %25, %30
  %31 = phi i32 [ %37, %30 ], [ %26, %25 ]
  %32 = phi i32 [ %42, %30 ], [ 0, %25 ]
  %33 = phi float [ %41, %30 ], [ %29, %25 ]
  %34 = mul i32 %31, 1664525
  %35 = add i32 %34, 1013904223
  %36 = lshr i32 %35, 13
  %37 = xor i32 %36, %35
  %38 = fmul float %33, 0x3FEFF7CEE0000000
  %39 = and i32 %37, 255
  %40 = uitofp nneg i32 %39 to float
  %41 = fadd float %38, %40
  %42 = add nuw nsw i32 %32, 1
  %43 = icmp eq i32 %42, %18
  br i1 %43, label %44, label %30, !llvm.loop !12

44:                                               ; preds = %30, %25
  %45 = phi float [ %29, %25 ], [ %41, %30 ]
  %46 = phi i32 [ %26, %25 ], [ %37, %30 ]
  %47 = bitcast float %45 to i32
  %48 = xor i32 %46, %47
  %49 = add i32 %48, %27
  %50 = add nuw i32 %26, 1
  %51 = icmp eq i32 %50, %10
  br i1 %51, label %22, label %25, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr noundef captures(none), i32 noundef) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"p1 omnipotent char", !11, i64 0}
!11 = !{!"any pointer", !7, i64 0}
!12 = distinct !{!12, !13, !14}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !13, !14}
