; ModuleID = 'churn.cu'
source_filename = "churn.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z5churnPKjPji(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = and i32 %11, 65535
  %13 = uitofp nneg i32 %12 to float
  %14 = icmp sgt i32 %2, 0
  br i1 %14, label %15, label %40

15:                                               ; preds = %3
  %16 = and i32 %2, 7
  %17 = icmp ult i32 %2, 8
  br i1 %17, label %22, label %18

18:                                               ; preds = %15
  %19 = and i32 %2, 2147483640
  br label %46

20:                                               ; preds = %46
  %21 = icmp eq i32 %16, 0
  br i1 %21, label %40, label %22

22:                                               ; preds = %20, %15
  %23 = phi float [ %13, %15 ], [ %113, %20 ]
  %24 = phi i32 [ %11, %15 ], [ %109, %20 ]
  %25 = icmp ne i32 %16, 0
  tail call void @llvm.assume(i1 %25)
  br label %26

26:                                               ; preds = %26, %22
  %27 = phi float [ %37, %26 ], [ %23, %22 ]
  %28 = phi i32 [ %33, %26 ], [ %24, %22 ]
  %29 = phi i32 [ %38, %26 ], [ 0, %22 ]
  %30 = mul i32 %28, 1664525
  %31 = add i32 %30, 1013904223
  %32 = lshr i32 %31, 13
  %33 = xor i32 %32, %31
  %34 = fmul contract float %27, 0x3FEFF7CEE0000000
  %35 = and i32 %33, 255
  %36 = uitofp nneg i32 %35 to float
  %37 = fadd contract float %34, %36
  %38 = add i32 %29, 1
  %39 = icmp eq i32 %38, %16
  br i1 %39, label %40, label %26, !llvm.loop !11

40:                                               ; preds = %20, %26, %3
  %41 = phi i32 [ %11, %3 ], [ %109, %20 ], [ %33, %26 ]
  %42 = phi float [ %13, %3 ], [ %113, %20 ], [ %37, %26 ]
  %43 = bitcast float %42 to i32
  %44 = xor i32 %41, %43
  %45 = getelementptr inbounds nuw i32, ptr %1, i64 %9
  store i32 %44, ptr %45, align 4, !tbaa !6
  ret void

46:                                               ; preds = %46, %18
  %47 = phi float [ %13, %18 ], [ %113, %46 ]
  %48 = phi i32 [ %11, %18 ], [ %109, %46 ]
  %49 = phi i32 [ 0, %18 ], [ %114, %46 ]
  %50 = mul i32 %48, 1664525
  %51 = add i32 %50, 1013904223
  %52 = lshr i32 %51, 13
  %53 = xor i32 %52, %51
  %54 = fmul contract float %47, 0x3FEFF7CEE0000000
  %55 = and i32 %53, 255
  %56 = uitofp nneg i32 %55 to float
  %57 = fadd contract float %54, %56
  %58 = mul i32 %53, 1664525
  %59 = add i32 %58, 1013904223
  %60 = lshr i32 %59, 13
  %61 = xor i32 %60, %59
  %62 = fmul contract float %57, 0x3FEFF7CEE0000000
  %63 = and i32 %61, 255
  %64 = uitofp nneg i32 %63 to float
  %65 = fadd contract float %62, %64
  %66 = mul i32 %61, 1664525
  %67 = add i32 %66, 1013904223
  %68 = lshr i32 %67, 13
  %69 = xor i32 %68, %67
  %70 = fmul contract float %65, 0x3FEFF7CEE0000000
  %71 = and i32 %69, 255
  %72 = uitofp nneg i32 %71 to float
  %73 = fadd contract float %70, %72
  %74 = mul i32 %69, 1664525
  %75 = add i32 %74, 1013904223
  %76 = lshr i32 %75, 13
  %77 = xor i32 %76, %75
  %78 = fmul contract float %73, 0x3FEFF7CEE0000000
  %79 = and i32 %77, 255
  %80 = uitofp nneg i32 %79 to float
  %81 = fadd contract float %78, %80
  %82 = mul i32 %77, 1664525
  %83 = add i32 %82, 1013904223
  %84 = lshr i32 %83, 13
  %85 = xor i32 %84, %83
  %86 = fmul contract float %81, 0x3FEFF7CEE0000000
  %87 = and i32 %85, 255
  %88 = uitofp nneg i32 %87 to float
  %89 = fadd contract float %86, %88
  %90 = mul i32 %85, 1664525
  %91 = add i32 %90, 1013904223
  %92 = lshr i32 %91, 13
  %93 = xor i32 %92, %91
  %94 = fmul contract float %89, 0x3FEFF7CEE0000000
  %95 = and i32 %93, 255
  %96 = uitofp nneg i32 %95 to float
  %97 = fadd contract float %94, %96
  %98 = mul i32 %93, 1664525
  %99 = add i32 %98, 1013904223
  %100 = lshr i32 %99, 13
  %101 = xor i32 %100, %99
  %102 = fmul contract float %97, 0x3FEFF7CEE0000000
  %103 = and i32 %101, 255
  %104 = uitofp nneg i32 %103 to float
  %105 = fadd contract float %102, %104
  %106 = mul i32 %101, 1664525
  %107 = add i32 %106, 1013904223
  %108 = lshr i32 %107, 13
  %109 = xor i32 %108, %107
  %110 = fmul contract float %105, 0x3FEFF7CEE0000000
  %111 = and i32 %109, 255
  %112 = uitofp nneg i32 %111 to float
  %113 = fadd contract float %110, %112
  %114 = add i32 %49, 8
  %115 = icmp eq i32 %114, %19
  br i1 %115, label %20, label %46, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
