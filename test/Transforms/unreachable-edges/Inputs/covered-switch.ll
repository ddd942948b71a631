; clang-22 -O3 device IR of the kernel below (sm_90; metadata and
; attributes dropped): a data-dependent covered switch, whose unreachable
; default leaves both the switch and the bounds check without an immediate
; post-dominator in LLVM's post-dominator tree.
;
;   extern "C" __global__ void sw2(const float *in, float *out,
;                                  const int *op, int n) {
;     int t = blockIdx.x * blockDim.x + threadIdx.x;
;     if (t >= n) return;
;     float x = in[t];
;     float r;
;     switch (op[t] & 3) {
;     case 0: r = x * 3.0f + in[(t + 1) % n]; r = r * r + 2.0f; out[t] = r; break;
;     case 1: r = x * 5.0f - in[(t + 2) % n]; r = r * x + 3.0f; out[t] = r * 2.0f; break;
;     case 2: r = x / 7.0f + in[(t + 3) % n]; r = r * r - 4.0f; out[t] = r + 1.0f; break;
;     case 3: r = x * 9.0f + in[(t + 5) % n]; r = r + r * 5.0f; out[t] = r - x; break;
;     }
;   }
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local ptx_kernel void @sw2(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef readonly captures(none) %2, i32 noundef %3) {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %65

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds i32, ptr %2, i64 %12
  %16 = load i32, ptr %15, align 4
  %17 = and i32 %16, 3
  switch i32 %17, label %61 [
    i32 0, label %18
    i32 1, label %28
    i32 2, label %39
    i32 3, label %50
  ]

18:                                               ; preds = %11
  %19 = fmul contract float %14, 3.000000e+00
  %20 = add nsw i32 %9, 1
  %21 = srem i32 %20, %3
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %19, %24
  %26 = fmul contract float %25, %25
  %27 = fadd contract float %26, 2.000000e+00
  br label %62

28:                                               ; preds = %11
  %29 = fmul contract float %14, 5.000000e+00
  %30 = add nsw i32 %9, 2
  %31 = srem i32 %30, %3
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr %0, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fsub contract float %29, %34
  %36 = fmul contract float %14, %35
  %37 = fadd contract float %36, 3.000000e+00
  %38 = fmul contract float %37, 2.000000e+00
  br label %62

39:                                               ; preds = %11
  %40 = fdiv contract float %14, 7.000000e+00
  %41 = add nsw i32 %9, 3
  %42 = srem i32 %41, %3
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %0, i64 %43
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %40, %45
  %47 = fmul contract float %46, %46
  %48 = fadd contract float %47, -4.000000e+00
  %49 = fadd contract float %48, 1.000000e+00
  br label %62

50:                                               ; preds = %11
  %51 = fmul contract float %14, 9.000000e+00
  %52 = add nsw i32 %9, 5
  %53 = srem i32 %52, %3
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr %0, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %51, %56
  %58 = fmul contract float %57, 5.000000e+00
  %59 = fadd contract float %57, %58
  %60 = fsub contract float %59, %14
  br label %62

61:                                               ; preds = %11
  unreachable

62:                                               ; preds = %50, %39, %28, %18
  %63 = phi float [ %27, %18 ], [ %38, %28 ], [ %49, %39 ], [ %60, %50 ]
  %64 = getelementptr inbounds float, ptr %1, i64 %12
  store float %63, ptr %64, align 4
  br label %65

65:                                               ; preds = %62, %4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
