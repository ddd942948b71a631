; ModuleID = 'HO-diffuse.cu'
source_filename = "HO-diffuse.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10ho_diffuseE3acc = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ho_diffuse(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = mul nsw i32 %3, %11
  %13 = add nsw i32 %12, %10
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !11
  %17 = icmp eq i32 %10, 0
  br i1 %17, label %46, label %18

18:                                               ; preds = %5
  %19 = add nsw i32 %3, -1
  %20 = icmp eq i32 %10, %19
  %21 = icmp eq i32 %11, 0
  %22 = or i1 %21, %20
  %23 = add nsw i32 %4, -1
  %24 = icmp eq i32 %11, %23
  %25 = select i1 %22, i1 true, i1 %24
  br i1 %25, label %46, label %26

26:                                               ; preds = %18
  %27 = sub nsw i32 %13, %3
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = add nsw i32 %13, %3
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4, !tbaa !11
  %35 = getelementptr i8, ptr %15, i64 4
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = getelementptr i8, ptr %15, i64 -4
  %38 = load float, ptr %37, align 4, !tbaa !11
  %39 = fadd contract float %30, %34
  %40 = fadd contract float %39, %36
  %41 = fadd contract float %40, %38
  %42 = fmul contract float %16, 4.000000e+00
  %43 = fsub contract float %41, %42
  %44 = fmul contract float %43, 0x3FC99999A0000000
  %45 = fadd contract float %16, %44
  br label %46

46:                                               ; preds = %5, %18, %26
  %47 = phi float [ %45, %26 ], [ %16, %18 ], [ %16, %5 ]
  %48 = getelementptr inbounds float, ptr %1, i64 %14
  store float %47, ptr %48, align 4, !tbaa !11
  %49 = fsub contract float %47, %16
  %50 = tail call noundef float @llvm.nvvm.fabs.f32(float %49)
  %51 = zext nneg i32 %9 to i64
  %52 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10ho_diffuseE3acc to ptr), i64 %51
  store float %50, ptr %52, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %53 = lshr i32 %7, 1
  %54 = icmp eq i32 %53, 0
  br i1 %54, label %55, label %57

55:                                               ; preds = %67, %46
  %56 = icmp eq i32 %9, 0
  br i1 %56, label %70, label %77

57:                                               ; preds = %46, %67
  %58 = phi i32 [ %68, %67 ], [ %53, %46 ]
  %59 = icmp samesign ult i32 %9, %58
  br i1 %59, label %60, label %67

60:                                               ; preds = %57
  %61 = add nuw nsw i32 %58, %9
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds nuw float, ptr addrspacecast (ptr addrspace(3) @_ZZ10ho_diffuseE3acc to ptr), i64 %62
  %64 = load float, ptr %63, align 4, !tbaa !11
  %65 = load float, ptr %52, align 4, !tbaa !11
  %66 = fadd contract float %64, %65
  store float %66, ptr %52, align 4, !tbaa !11
  br label %67

67:                                               ; preds = %60, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %68 = lshr i32 %58, 1
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %55, label %57, !llvm.loop !13

70:                                               ; preds = %55
  %71 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %72 = mul i32 %11, %71
  %73 = add i32 %72, %6
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds nuw float, ptr %2, i64 %74
  %76 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ10ho_diffuseE3acc to ptr), align 4, !tbaa !11
  store float %76, ptr %75, align 4, !tbaa !11
  br label %77

77:                                               ; preds = %70, %55
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #2

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
