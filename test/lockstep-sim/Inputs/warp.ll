; ModuleID = 'warp.cu'
source_filename = "warp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @_Z7warpopsPKiPi(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %10, i32 16, i32 31)
  %12 = add nsw i32 %11, %10
  %13 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 8, i32 31)
  %14 = add nsw i32 %13, %12
  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 4, i32 31)
  %16 = add nsw i32 %15, %14
  %17 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 2, i32 31)
  %18 = add nsw i32 %17, %16
  %19 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 1, i32 31)
  %20 = and i32 %6, 31
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %10, i32 1, i32 0)
  %22 = icmp eq i32 %20, 0
  %23 = select i1 %22, i32 0, i32 %21
  %24 = add nsw i32 %23, %10
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %24, i32 2, i32 0)
  %26 = icmp samesign ult i32 %20, 2
  %27 = select i1 %26, i32 0, i32 %25
  %28 = add nsw i32 %27, %24
  %29 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %28, i32 4, i32 0)
  %30 = icmp samesign ult i32 %20, 4
  %31 = select i1 %30, i32 0, i32 %29
  %32 = add nsw i32 %31, %28
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %32, i32 8, i32 0)
  %34 = icmp samesign ult i32 %20, 8
  %35 = select i1 %34, i32 0, i32 %33
  %36 = add nsw i32 %35, %32
  %37 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %36, i32 16, i32 0)
  %38 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %10, i32 16, i32 31)
  %39 = tail call noundef i32 @llvm.smax.i32(i32 %10, i32 %38)
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %39, i32 8, i32 31)
  %41 = tail call noundef i32 @llvm.smax.i32(i32 %39, i32 %40)
  %42 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %41, i32 4, i32 31)
  %43 = tail call noundef i32 @llvm.smax.i32(i32 %41, i32 %42)
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 2, i32 31)
  %45 = tail call noundef i32 @llvm.smax.i32(i32 %43, i32 %44)
  %46 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %45, i32 1, i32 31)
  %47 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %10, i32 0, i32 31)
  %48 = and i32 %10, 1
  %49 = icmp ne i32 %48, 0
  %50 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %49)
  %51 = icmp sgt i32 %10, 90
  %52 = tail call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %51)
  %53 = icmp sgt i32 %10, -1
  %54 = tail call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %53)
  %55 = icmp eq i32 %48, 0
  br i1 %55, label %58, label %56

56:                                               ; preds = %2
  %57 = tail call noundef i32 @llvm.nvvm.activemask()
  br label %58

58:                                               ; preds = %56, %2
  %59 = phi i32 [ %57, %56 ], [ 0, %2 ]
  %60 = add nsw i32 %19, %18
  %61 = icmp samesign ult i32 %20, 16
  %62 = select i1 %61, i32 0, i32 %37
  %63 = add nsw i32 %62, %36
  %64 = tail call noundef i32 @llvm.smax.i32(i32 %45, i32 %46)
  %65 = zext i1 %54 to i32
  %66 = zext i1 %52 to i32
  %67 = shl i32 %7, 3
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds nuw i32, ptr %1, i64 %68
  store i32 %60, ptr %69, align 4, !tbaa !6
  %70 = or disjoint i32 %67, 1
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr %1, i64 %71
  store i32 %63, ptr %72, align 4, !tbaa !6
  %73 = or disjoint i32 %67, 2
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds nuw i32, ptr %1, i64 %74
  store i32 %64, ptr %75, align 4, !tbaa !6
  %76 = or disjoint i32 %67, 3
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds nuw i32, ptr %1, i64 %77
  store i32 %47, ptr %78, align 4, !tbaa !6
  %79 = or disjoint i32 %67, 4
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds nuw i32, ptr %1, i64 %80
  store i32 %50, ptr %81, align 4, !tbaa !6
  %82 = or disjoint i32 %67, 5
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds nuw i32, ptr %1, i64 %83
  store i32 %66, ptr %84, align 4, !tbaa !6
  %85 = or disjoint i32 %67, 6
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds nuw i32, ptr %1, i64 %86
  store i32 %65, ptr %87, align 4, !tbaa !6
  %88 = or disjoint i32 %67, 7
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds nuw i32, ptr %1, i64 %89
  store i32 %59, ptr %90, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
