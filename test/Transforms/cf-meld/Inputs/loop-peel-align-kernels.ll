; Kernels for cf-meld's peeling to align loop ranges (LoopPeelAlign.cpp):
; clang-22 -O3 IR at vectorizer-start (the default placement, before
; cf-meld; -fno-discard-value-names, debug info stripped) of this CUDA:
;
; // Kernels of loop-peel-align.ll (cf-meld's peeling to align loop ranges).
; // tri: triangular nests, the second side's outer loop one iteration longer
; // at the start (a zero-trip guard around its inner loop for i == 0).
; extern "C" __global__ void tri(int *in, int *out) {
;   int t = blockIdx.x * blockDim.x + threadIdx.x;
;   int s = in[t];
;   if ((s & 1) == 0) {
; #pragma unroll 1
;     for (int i = 1; i < 8; ++i)
;       for (int j = 0; j < i; ++j)
;         s += in[(t + i * 8 + j) & 127] * j;
;   } else {
; #pragma unroll 1
;     for (int i = 0; i < 8; ++i) {
;       for (int j = 0; j < i; ++j)
;         s += in[(t + i * 8 + j) & 127] * j;
;       s = s * 3 + i;
;     }
;   }
;   out[t] = s;
; }
; // far: three iterations apart, more than are peeled (at most 2).
; extern "C" __global__ void far(int *in, int *out) {
;   int t = blockIdx.x * blockDim.x + threadIdx.x;
;   int s = in[t];
;   if ((s & 1) == 0) {
; #pragma unroll 1
;     for (int i = 3; i < 8; ++i)
;       for (int j = 0; j < i; ++j)
;         s += in[(t + i * 8 + j) & 127] * j;
;   } else {
; #pragma unroll 1
;     for (int i = 0; i < 8; ++i) {
;       for (int j = 0; j < i; ++j)
;         s += in[(t + i * 8 + j) & 127] * j;
;       s = s * 3 + i;
;     }
;   }
;   out[t] = s;
; }
; // unlike: one iteration apart, but the bodies have nothing in common: the
; // peel would not let the region meld, so the loop is not peeled.
; extern "C" __global__ void unlike(int *in, int *out) {
;   int t = blockIdx.x * blockDim.x + threadIdx.x;
;   int s = in[t];
;   if ((s & 1) == 0) {
; #pragma unroll 1
;     for (int i = 1; i < 8; ++i)
;       for (int j = 0; j < i; ++j)
;         s += in[(t + i * 8 + j) & 127] * j;
;   } else {
;     float f = (float)s;
; #pragma unroll 1
;     for (int i = 0; i < 8; ++i) {
;       for (int j = 0; j < i; ++j)
;         f = f * f * 0.25f + 1.0f;
;       f = f * 0.5f;
;     }
;     s = (int)f;
;   }
;   out[t] = s;
; }
;
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @tri(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %and = and i32 %3, 1
  %cmp = icmp eq i32 %and, 0
  br i1 %cmp, label %for.cond4.preheader, label %for.cond25.preheader

for.cond4.preheader:                              ; preds = %for.cond.cleanup6, %entry
  %i.078 = phi i32 [ %inc17, %for.cond.cleanup6 ], [ 1, %entry ]
  %s.077 = phi i32 [ %add15, %for.cond.cleanup6 ], [ %3, %entry ]
  %mul8 = shl nuw nsw i32 %i.078, 3
  %add9 = add nsw i32 %mul8, %add
  br label %for.body7

for.cond.cleanup6:                                ; preds = %for.body7
  %inc17 = add nuw nsw i32 %i.078, 1
  %exitcond82.not = icmp eq i32 %inc17, 8
  br i1 %exitcond82.not, label %if.end, label %for.cond4.preheader, !llvm.loop !8

for.body7:                                        ; preds = %for.body7, %for.cond4.preheader
  %j.076 = phi i32 [ 0, %for.cond4.preheader ], [ %inc, %for.body7 ]
  %s.175 = phi i32 [ %s.077, %for.cond4.preheader ], [ %add15, %for.body7 ]
  %add10 = add nsw i32 %add9, %j.076
  %and11 = and i32 %add10, 127
  %idxprom12 = zext nneg i32 %and11 to i64
  %arrayidx13 = getelementptr inbounds nuw i32, ptr %in, i64 %idxprom12
  %4 = load i32, ptr %arrayidx13, align 4, !tbaa !4
  %mul14 = mul nsw i32 %4, %j.076
  %add15 = add nsw i32 %mul14, %s.175
  %inc = add nuw nsw i32 %j.076, 1
  %exitcond81.not = icmp eq i32 %inc, %i.078
  br i1 %exitcond81.not, label %for.cond.cleanup6, label %for.body7, !llvm.loop !11

for.cond25.preheader:                             ; preds = %for.cond.cleanup27, %entry
  %i19.074 = phi i32 [ %inc43, %for.cond.cleanup27 ], [ 0, %entry ]
  %s.273 = phi i32 [ %add41, %for.cond.cleanup27 ], [ %3, %entry ]
  %cmp2670.not = icmp eq i32 %i19.074, 0
  br i1 %cmp2670.not, label %for.cond.cleanup27, label %for.body28.lr.ph

for.body28.lr.ph:                                 ; preds = %for.cond25.preheader
  %mul29 = shl nuw nsw i32 %i19.074, 3
  %add30 = add nsw i32 %mul29, %add
  br label %for.body28

for.cond.cleanup27:                               ; preds = %for.body28, %for.cond25.preheader
  %s.3.lcssa = phi i32 [ %s.273, %for.cond25.preheader ], [ %add36, %for.body28 ]
  %mul40 = mul nsw i32 %s.3.lcssa, 3
  %add41 = add nsw i32 %mul40, %i19.074
  %inc43 = add nuw nsw i32 %i19.074, 1
  %exitcond80.not = icmp eq i32 %inc43, 8
  br i1 %exitcond80.not, label %if.end, label %for.cond25.preheader, !llvm.loop !12

for.body28:                                       ; preds = %for.body28, %for.body28.lr.ph
  %j24.072 = phi i32 [ 0, %for.body28.lr.ph ], [ %inc38, %for.body28 ]
  %s.371 = phi i32 [ %s.273, %for.body28.lr.ph ], [ %add36, %for.body28 ]
  %add31 = add nsw i32 %add30, %j24.072
  %and32 = and i32 %add31, 127
  %idxprom33 = zext nneg i32 %and32 to i64
  %arrayidx34 = getelementptr inbounds nuw i32, ptr %in, i64 %idxprom33
  %5 = load i32, ptr %arrayidx34, align 4, !tbaa !4
  %mul35 = mul nsw i32 %5, %j24.072
  %add36 = add nsw i32 %mul35, %s.371
  %inc38 = add nuw nsw i32 %j24.072, 1
  %exitcond.not = icmp eq i32 %inc38, %i19.074
  br i1 %exitcond.not, label %for.cond.cleanup27, label %for.body28, !llvm.loop !13

if.end:                                           ; preds = %for.cond.cleanup27, %for.cond.cleanup6
  %s.4 = phi i32 [ %add15, %for.cond.cleanup6 ], [ %add41, %for.cond.cleanup27 ]
  %arrayidx46 = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %s.4, ptr %arrayidx46, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @far(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %and = and i32 %3, 1
  %cmp = icmp eq i32 %and, 0
  br i1 %cmp, label %for.cond4.preheader, label %for.cond25.preheader

for.cond4.preheader:                              ; preds = %for.cond.cleanup6, %entry
  %i.078 = phi i32 [ %inc17, %for.cond.cleanup6 ], [ 3, %entry ]
  %s.077 = phi i32 [ %add15, %for.cond.cleanup6 ], [ %3, %entry ]
  %mul8 = shl nuw nsw i32 %i.078, 3
  %add9 = add nsw i32 %mul8, %add
  br label %for.body7

for.cond.cleanup6:                                ; preds = %for.body7
  %inc17 = add nuw nsw i32 %i.078, 1
  %exitcond82.not = icmp eq i32 %inc17, 8
  br i1 %exitcond82.not, label %if.end, label %for.cond4.preheader, !llvm.loop !14

for.body7:                                        ; preds = %for.body7, %for.cond4.preheader
  %j.076 = phi i32 [ 0, %for.cond4.preheader ], [ %inc, %for.body7 ]
  %s.175 = phi i32 [ %s.077, %for.cond4.preheader ], [ %add15, %for.body7 ]
  %add10 = add nsw i32 %add9, %j.076
  %and11 = and i32 %add10, 127
  %idxprom12 = zext nneg i32 %and11 to i64
  %arrayidx13 = getelementptr inbounds nuw i32, ptr %in, i64 %idxprom12
  %4 = load i32, ptr %arrayidx13, align 4, !tbaa !4
  %mul14 = mul nsw i32 %4, %j.076
  %add15 = add nsw i32 %mul14, %s.175
  %inc = add nuw nsw i32 %j.076, 1
  %exitcond81.not = icmp eq i32 %inc, %i.078
  br i1 %exitcond81.not, label %for.cond.cleanup6, label %for.body7, !llvm.loop !15

for.cond25.preheader:                             ; preds = %for.cond.cleanup27, %entry
  %i19.074 = phi i32 [ %inc43, %for.cond.cleanup27 ], [ 0, %entry ]
  %s.273 = phi i32 [ %add41, %for.cond.cleanup27 ], [ %3, %entry ]
  %cmp2670.not = icmp eq i32 %i19.074, 0
  br i1 %cmp2670.not, label %for.cond.cleanup27, label %for.body28.lr.ph

for.body28.lr.ph:                                 ; preds = %for.cond25.preheader
  %mul29 = shl nuw nsw i32 %i19.074, 3
  %add30 = add nsw i32 %mul29, %add
  br label %for.body28

for.cond.cleanup27:                               ; preds = %for.body28, %for.cond25.preheader
  %s.3.lcssa = phi i32 [ %s.273, %for.cond25.preheader ], [ %add36, %for.body28 ]
  %mul40 = mul nsw i32 %s.3.lcssa, 3
  %add41 = add nsw i32 %mul40, %i19.074
  %inc43 = add nuw nsw i32 %i19.074, 1
  %exitcond80.not = icmp eq i32 %inc43, 8
  br i1 %exitcond80.not, label %if.end, label %for.cond25.preheader, !llvm.loop !16

for.body28:                                       ; preds = %for.body28, %for.body28.lr.ph
  %j24.072 = phi i32 [ 0, %for.body28.lr.ph ], [ %inc38, %for.body28 ]
  %s.371 = phi i32 [ %s.273, %for.body28.lr.ph ], [ %add36, %for.body28 ]
  %add31 = add nsw i32 %add30, %j24.072
  %and32 = and i32 %add31, 127
  %idxprom33 = zext nneg i32 %and32 to i64
  %arrayidx34 = getelementptr inbounds nuw i32, ptr %in, i64 %idxprom33
  %5 = load i32, ptr %arrayidx34, align 4, !tbaa !4
  %mul35 = mul nsw i32 %5, %j24.072
  %add36 = add nsw i32 %mul35, %s.371
  %inc38 = add nuw nsw i32 %j24.072, 1
  %exitcond.not = icmp eq i32 %inc38, %i19.074
  br i1 %exitcond.not, label %for.cond.cleanup27, label %for.body28, !llvm.loop !17

if.end:                                           ; preds = %for.cond.cleanup27, %for.cond.cleanup6
  %s.4 = phi i32 [ %add15, %for.cond.cleanup6 ], [ %add41, %for.cond.cleanup27 ]
  %arrayidx46 = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %s.4, ptr %arrayidx46, align 4, !tbaa !4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @unlike(ptr noundef readonly captures(none) %in, ptr noundef writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %0 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %1 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %mul = mul i32 %0, %1
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %add = add i32 %mul, %2
  %idxprom = sext i32 %add to i64
  %arrayidx = getelementptr inbounds i32, ptr %in, i64 %idxprom
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %and = and i32 %3, 1
  %cmp = icmp eq i32 %and, 0
  br i1 %cmp, label %for.cond4.preheader, label %if.else

for.cond4.preheader:                              ; preds = %for.cond.cleanup6, %entry
  %i.068 = phi i32 [ %inc17, %for.cond.cleanup6 ], [ 1, %entry ]
  %s.067 = phi i32 [ %add15, %for.cond.cleanup6 ], [ %3, %entry ]
  %mul8 = shl nuw nsw i32 %i.068, 3
  %add9 = add nsw i32 %mul8, %add
  br label %for.body7

for.cond.cleanup6:                                ; preds = %for.body7
  %inc17 = add nuw nsw i32 %i.068, 1
  %exitcond71.not = icmp eq i32 %inc17, 8
  br i1 %exitcond71.not, label %if.end, label %for.cond4.preheader, !llvm.loop !18

for.body7:                                        ; preds = %for.body7, %for.cond4.preheader
  %j.066 = phi i32 [ 0, %for.cond4.preheader ], [ %inc, %for.body7 ]
  %s.165 = phi i32 [ %s.067, %for.cond4.preheader ], [ %add15, %for.body7 ]
  %add10 = add nsw i32 %add9, %j.066
  %and11 = and i32 %add10, 127
  %idxprom12 = zext nneg i32 %and11 to i64
  %arrayidx13 = getelementptr inbounds nuw i32, ptr %in, i64 %idxprom12
  %4 = load i32, ptr %arrayidx13, align 4, !tbaa !4
  %mul14 = mul nsw i32 %4, %j.066
  %add15 = add nsw i32 %mul14, %s.165
  %inc = add nuw nsw i32 %j.066, 1
  %exitcond70.not = icmp eq i32 %inc, %i.068
  br i1 %exitcond70.not, label %for.cond.cleanup6, label %for.body7, !llvm.loop !19

if.else:                                          ; preds = %entry
  %conv = sitofp i32 %3 to float
  br label %for.cond25.preheader

for.cond25.preheader:                             ; preds = %for.cond.cleanup27, %if.else
  %i19.064 = phi i32 [ 0, %if.else ], [ %inc37, %for.cond.cleanup27 ]
  %f.063 = phi float [ %conv, %if.else ], [ %mul35, %for.cond.cleanup27 ]
  %cmp2660.not = icmp eq i32 %i19.064, 0
  br i1 %cmp2660.not, label %for.cond.cleanup27, label %for.body28

for.cond.cleanup22:                               ; preds = %for.cond.cleanup27
  %conv39 = fptosi float %mul35 to i32
  br label %if.end

for.cond.cleanup27:                               ; preds = %for.body28, %for.cond25.preheader
  %f.1.lcssa = phi float [ %f.063, %for.cond25.preheader ], [ %add31, %for.body28 ]
  %mul35 = fmul contract float %f.1.lcssa, 5.000000e-01
  %inc37 = add nuw nsw i32 %i19.064, 1
  %exitcond69.not = icmp eq i32 %inc37, 8
  br i1 %exitcond69.not, label %for.cond.cleanup22, label %for.cond25.preheader, !llvm.loop !20

for.body28:                                       ; preds = %for.body28, %for.cond25.preheader
  %j24.062 = phi i32 [ %inc33, %for.body28 ], [ 0, %for.cond25.preheader ]
  %f.161 = phi float [ %add31, %for.body28 ], [ %f.063, %for.cond25.preheader ]
  %mul29 = fmul contract float %f.161, %f.161
  %mul30 = fmul contract float %mul29, 2.500000e-01
  %add31 = fadd contract float %mul30, 1.000000e+00
  %inc33 = add nuw nsw i32 %j24.062, 1
  %exitcond.not = icmp eq i32 %inc33, %i19.064
  br i1 %exitcond.not, label %for.cond.cleanup27, label %for.body28, !llvm.loop !21

if.end:                                           ; preds = %for.cond.cleanup22, %for.cond.cleanup6
  %s.2 = phi i32 [ %conv39, %for.cond.cleanup22 ], [ %add15, %for.cond.cleanup6 ]
  %arrayidx41 = getelementptr inbounds i32, ptr %out, i64 %idxprom
  store i32 %s.2, ptr %arrayidx41, align 4, !tbaa !4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"clang version 22"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !9}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !9}
!14 = distinct !{!14, !9, !10}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9, !10}
!17 = distinct !{!17, !9}
!18 = distinct !{!18, !9, !10}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9, !10}
!21 = distinct !{!21, !9}
