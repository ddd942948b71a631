; lockstep-fuzz finding (seed 1, kernel 102 of `lockstep-fuzz --seed 1
; --models ipdom,its`), spec-reconverge<auto;min-ratio=0>: fault-introduced
; under its: "barrier reached by only part of warp" at the __syncthreads
; behind a divergent switch. An iteration-delay region sits in one case of
; the switch; its lanes waiting at the explicit barrier left the switch's
; implicit post-dominator barrier, so the other lanes reached the
; __syncthreads without them. Fixed: every divergent branch enclosing a
; region gets an explicit barrier to its post-dominator (BarrierInsertion).
; RUN: %lockstep-fuzz --check %s --launch %S/spec-reconverge-enclosing.json \
; RUN:   --passes 'spec-reconverge<auto;min-ratio=0>' --models ipdom,its \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: spec-reconverge<auto;min-ratio=0>: ok (transformed)
; The pass must still transform the kernel, with the enclosing barrier.
; RUN: %opt -passes='spec-reconverge<auto;min-ratio=0>' -pass-remarks=spec-reconverge \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}iteration-delay: threads reconverge at {{.*}} 1 enclosing
; ModuleID = 'fuzz-102'
source_filename = "fuzz-102"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [192 x i32] undef
@shx = internal addrspace(3) global [48 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  %2 = icmp ugt i32 %0, 36
  %3 = select i1 %2, i32 %0, i32 %0
  %4 = or i32 %1, %3
  %5 = call i32 @llvm.smin.i32(i32 %0, i32 %3)
  ret i32 %5
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb1:
  %2 = mul i32 %0, %1
  %3 = add i32 %0, %0
  %4 = or i32 %2, %2
  ret i32 %4
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb2:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4
  %5 = zext i32 %0 to i64
  %6 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %5
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = add i32 %1, 0
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %9
  %11 = add i32 %4, 0
  store i32 %11, ptr addrspace(3) %10, align 4
  %12 = add i32 %1, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %13
  %15 = add i32 %4, 1
  store i32 %15, ptr addrspace(3) %14, align 4
  %16 = add i32 %1, 2
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %17
  %19 = add i32 %4, 2
  store i32 %19, ptr addrspace(3) %18, align 4
  %20 = add i32 %1, 3
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %21
  %23 = add i32 %4, 3
  store i32 %23, ptr addrspace(3) %22, align 4
  %24 = zext i32 %0 to i64
  %25 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %24
  store i32 %4, ptr addrspace(3) %25, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %26 = and i32 %0, 31
  %27 = add i32 %1, 2
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %28
  store i32 30, ptr addrspace(1) %29, align 4
  %30 = fdiv float %7, %7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = zext i32 %0 to i64
  %32 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %31
  store i32 %26, ptr addrspace(3) %32, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = and i32 %0, 3
  switch i32 %33, label %bb3 [
    i32 2, label %bb5
    i32 1, label %bb6
    i32 3, label %bb7
  ]

bb5:                                              ; preds = %bb2
  %34 = add i32 %1, 0
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %35
  %37 = load i32, ptr addrspace(3) %36, align 4
  %38 = icmp sgt i32 -3, %26
  %39 = select i1 %38, i32 %u, i32 %0
  %40 = fcmp olt float %7, %7
  %41 = select i1 %40, float %7, float %7
  br label %bb4

bb6:                                              ; preds = %bb2
  %42 = add i32 %1, 0
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %43
  %45 = load i32, ptr addrspace(3) %44, align 4
  %46 = icmp sgt i32 -3, %26
  %47 = select i1 %46, i32 %u, i32 %0
  %48 = fcmp olt float %7, %7
  %49 = select i1 %48, float %7, float %7
  br label %bb4

bb7:                                              ; preds = %bb2
  %50 = add i32 %1, 0
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %51
  %53 = load i32, ptr addrspace(3) %52, align 4
  %54 = icmp sgt i32 -3, %26
  %55 = select i1 %54, i32 %u, i32 %0
  %56 = fcmp olt float %7, %7
  %57 = select i1 %56, float %7, float %7
  br label %bb4

bb3:                                              ; preds = %bb2
  %58 = add i32 %1, 0
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %59
  %61 = load i32, ptr addrspace(3) %60, align 4
  %62 = icmp sgt i32 -3, %26
  %63 = select i1 %62, i32 %u, i32 %0
  %64 = fcmp olt float %7, %7
  %65 = select i1 %64, float %7, float %7
  br label %bb4

bb4:                                              ; preds = %bb3, %bb7, %bb6, %bb5
  %66 = phi i32 [ %39, %bb5 ], [ %47, %bb6 ], [ %55, %bb7 ], [ %63, %bb3 ]
  %67 = phi i32 [ %37, %bb5 ], [ %45, %bb6 ], [ %53, %bb7 ], [ %61, %bb3 ]
  %68 = phi float [ %41, %bb5 ], [ %49, %bb6 ], [ %57, %bb7 ], [ %65, %bb3 ]
  %69 = and i32 5, 3
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(1) %cnt, i64 %70
  %72 = atomicrmw add ptr addrspace(1) %71, i32 %0 monotonic, align 4
  %73 = and i32 %67, 3
  switch i32 %73, label %bb8 [
    i32 1, label %bb10
    i32 0, label %bb11
    i32 3, label %bb12
  ]

bb10:                                             ; preds = %bb4
  %74 = add i32 %1, 2
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %75
  store i32 %26, ptr addrspace(3) %76, align 4
  %77 = and i32 %0, 3
  switch i32 %77, label %bb13 [
    i32 3, label %bb15
    i32 0, label %bb16
    i32 1, label %bb17
  ]

bb15:                                             ; preds = %bb10
  %78 = and i32 %67, 255
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %79
  %81 = load i32, ptr addrspace(1) %80, align 4
  %82 = fcmp olt float %68, 4.000000e+00
  %83 = select i1 %82, float %68, float %30
  %84 = and i32 %66, 3
  switch i32 %84, label %bb18 [
    i32 2, label %bb20
    i32 0, label %bb21
  ]

bb20:                                             ; preds = %bb15
  %85 = call i32 @llvm.nvvm.activemask()
  %86 = icmp eq i32 %26, %81
  %87 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %85, i1 %86)
  %88 = sitofp i32 %87 to float
  %89 = and i32 %67, -5
  %90 = add i32 %1, 2
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %91
  store i32 17, ptr addrspace(3) %92, align 4
  br label %bb19

bb21:                                             ; preds = %bb15
  %93 = call i32 @llvm.nvvm.activemask()
  %94 = icmp eq i32 %26, %81
  %95 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %93, i1 %94)
  %96 = sitofp i32 %95 to float
  %97 = and i32 %67, -5
  %98 = add i32 %1, 2
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %99
  store i32 17, ptr addrspace(3) %100, align 4
  br label %bb19

bb18:                                             ; preds = %bb15
  %101 = call i32 @llvm.nvvm.activemask()
  %102 = icmp eq i32 %26, %81
  %103 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %101, i1 %102)
  %104 = sitofp i32 %103 to float
  %105 = and i32 %67, -5
  %106 = add i32 %1, 2
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %107
  store i32 %u, ptr addrspace(3) %108, align 4
  br label %bb19

bb19:                                             ; preds = %bb18, %bb21, %bb20
  %109 = phi i32 [ %89, %bb20 ], [ %97, %bb21 ], [ %105, %bb18 ]
  %110 = phi i32 [ %87, %bb20 ], [ %95, %bb21 ], [ %103, %bb18 ]
  %111 = phi float [ %88, %bb20 ], [ %96, %bb21 ], [ %104, %bb18 ]
  br label %bb14

bb16:                                             ; preds = %bb10
  %112 = and i32 %67, 255
  %113 = zext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %113
  %115 = load i32, ptr addrspace(1) %114, align 4
  %116 = fcmp olt float %68, 4.000000e+00
  %117 = select i1 %116, float %68, float %30
  %118 = and i32 %66, 3
  switch i32 %118, label %bb22 [
    i32 2, label %bb24
    i32 0, label %bb25
  ]

bb24:                                             ; preds = %bb16
  %119 = call i32 @llvm.nvvm.activemask()
  %120 = icmp eq i32 %26, %115
  %121 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %119, i1 %120)
  %122 = sitofp i32 %121 to float
  %123 = and i32 %67, -5
  %124 = add i32 %1, 2
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %125
  store i32 17, ptr addrspace(3) %126, align 4
  br label %bb23

bb25:                                             ; preds = %bb16
  %127 = call i32 @llvm.nvvm.activemask()
  %128 = icmp eq i32 %26, %115
  %129 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %127, i1 %128)
  %130 = sitofp i32 %129 to float
  %131 = sitofp i32 %129 to float
  %132 = and i32 %67, -5
  %133 = add i32 %1, 2
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %134
  store i32 17, ptr addrspace(3) %135, align 4
  br label %bb23

bb22:                                             ; preds = %bb16
  %136 = call i32 @llvm.nvvm.activemask()
  %137 = icmp eq i32 %26, %115
  %138 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %136, i1 %137)
  %139 = sitofp i32 %138 to float
  %140 = and i32 %67, -5
  %141 = add i32 %1, 2
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %142
  store i32 %u, ptr addrspace(3) %143, align 4
  br label %bb23

bb23:                                             ; preds = %bb22, %bb25, %bb24
  %144 = phi i32 [ %123, %bb24 ], [ %132, %bb25 ], [ %140, %bb22 ]
  %145 = phi i32 [ %121, %bb24 ], [ %129, %bb25 ], [ %138, %bb22 ]
  %146 = phi float [ %122, %bb24 ], [ %131, %bb25 ], [ %139, %bb22 ]
  br label %bb14

bb17:                                             ; preds = %bb10
  %147 = and i32 %67, 255
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %148
  %150 = load i32, ptr addrspace(1) %149, align 4
  %151 = fcmp olt float %68, 4.000000e+00
  %152 = select i1 %151, float %68, float %30
  %153 = and i32 %66, 3
  switch i32 %153, label %bb26 [
    i32 2, label %bb28
    i32 0, label %bb29
  ]

bb28:                                             ; preds = %bb17
  %154 = call i32 @llvm.nvvm.activemask()
  %155 = icmp eq i32 %26, %150
  %156 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %154, i1 %155)
  %157 = sitofp i32 %156 to float
  br label %bb27

bb29:                                             ; preds = %bb17
  %158 = call i32 @llvm.nvvm.activemask()
  %159 = icmp eq i32 %26, %150
  %160 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %158, i1 %159)
  %161 = call i32 @llvm.nvvm.activemask()
  %162 = icmp eq i32 %4, %160
  %163 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %161, i1 %162)
  %164 = and i32 %150, -5
  %165 = add i32 %1, 2
  %166 = zext i32 %165 to i64
  %167 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %166
  store i32 17, ptr addrspace(3) %167, align 4
  %168 = add i32 %1, 2
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %169
  store i32 17, ptr addrspace(3) %170, align 4
  br label %bb27

bb26:                                             ; preds = %bb17
  %171 = call i32 @llvm.nvvm.activemask()
  %172 = icmp eq i32 %26, %150
  %173 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %171, i1 %172)
  %174 = sitofp i32 %173 to float
  %175 = and i32 %67, -5
  %176 = add i32 %1, 2
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %177
  store i32 %u, ptr addrspace(3) %178, align 4
  br label %bb27

bb27:                                             ; preds = %bb26, %bb29, %bb28
  %179 = phi i32 [ %156, %bb28 ], [ %164, %bb29 ], [ %175, %bb26 ]
  %180 = phi i32 [ %156, %bb28 ], [ %163, %bb29 ], [ %173, %bb26 ]
  %181 = phi float [ %157, %bb28 ], [ %152, %bb29 ], [ %174, %bb26 ]
  br label %bb14

bb13:                                             ; preds = %bb10
  %182 = and i32 %67, 255
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %183
  %185 = load i32, ptr addrspace(1) %184, align 4
  %186 = fcmp olt float %68, 4.000000e+00
  %187 = select i1 %186, float %68, float %30
  %188 = and i32 %66, 3
  switch i32 %188, label %bb30 [
    i32 2, label %bb32
    i32 0, label %bb33
  ]

bb32:                                             ; preds = %bb13
  %189 = call i32 @llvm.nvvm.activemask()
  %190 = icmp eq i32 %26, %185
  %191 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %189, i1 %190)
  %192 = sitofp i32 %191 to float
  %193 = and i32 %67, -5
  %194 = add i32 %1, 2
  %195 = zext i32 %194 to i64
  %196 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %195
  store i32 17, ptr addrspace(3) %196, align 4
  br label %bb31

bb33:                                             ; preds = %bb13
  %197 = call i32 @llvm.nvvm.activemask()
  %198 = icmp eq i32 %26, %185
  %199 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %197, i1 %198)
  %200 = sitofp i32 %199 to float
  %201 = and i32 %67, -5
  %202 = add i32 %1, 2
  %203 = zext i32 %202 to i64
  %204 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %203
  store i32 17, ptr addrspace(3) %204, align 4
  br label %bb31

bb30:                                             ; preds = %bb13
  %205 = call i32 @llvm.nvvm.activemask()
  %206 = icmp eq i32 %26, %185
  %207 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %205, i1 %206)
  %208 = sitofp i32 %207 to float
  %209 = and i32 %67, -5
  %210 = add i32 %1, 2
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %211
  store i32 %u, ptr addrspace(3) %212, align 4
  br label %bb31

bb31:                                             ; preds = %bb30, %bb33, %bb32
  %213 = phi i32 [ %193, %bb32 ], [ %201, %bb33 ], [ %209, %bb30 ]
  %214 = phi i32 [ %191, %bb32 ], [ %199, %bb33 ], [ %207, %bb30 ]
  %215 = phi float [ %192, %bb32 ], [ %200, %bb33 ], [ %208, %bb30 ]
  br label %bb14

bb14:                                             ; preds = %bb31, %bb27, %bb23, %bb19
  %216 = phi i32 [ %110, %bb19 ], [ %145, %bb23 ], [ %180, %bb27 ], [ %214, %bb31 ]
  %217 = phi i32 [ %109, %bb19 ], [ %144, %bb23 ], [ %179, %bb27 ], [ %213, %bb31 ]
  %218 = phi float [ %111, %bb19 ], [ %146, %bb23 ], [ %181, %bb27 ], [ %215, %bb31 ]
  %219 = and i32 %66, 7
  br label %bb34

bb34:                                             ; preds = %bb42, %bb14
  %220 = phi i32 [ 0, %bb14 ], [ %256, %bb42 ]
  %221 = phi i32 [ 8, %bb14 ], [ %252, %bb42 ]
  %222 = icmp ult i32 %220, %219
  br i1 %222, label %bb35, label %bb36

bb35:                                             ; preds = %bb34
  %223 = and i32 %66, 255
  %224 = zext i32 %223 to i64
  %225 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %224
  %226 = load i32, ptr addrspace(1) %225, align 4
  %227 = icmp slt i32 %220, %216
  br i1 %227, label %bb37, label %bb38

bb37:                                             ; preds = %bb35
  %228 = add i32 %1, 2
  %229 = zext i32 %228 to i64
  %230 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %229
  store i32 -6, ptr addrspace(1) %230, align 4
  %231 = add i32 %1, 0
  %232 = zext i32 %231 to i64
  %233 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %232
  %234 = load i32, ptr addrspace(1) %233, align 4
  br label %bb39

bb38:                                             ; preds = %bb35
  %235 = add i32 %1, 2
  %236 = zext i32 %235 to i64
  %237 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %236
  store i32 -6, ptr addrspace(1) %237, align 4
  %238 = add i32 %1, 0
  %239 = zext i32 %238 to i64
  %240 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %239
  %241 = load i32, ptr addrspace(1) %240, align 4
  br label %bb39

bb39:                                             ; preds = %bb38, %bb37
  %242 = phi i32 [ %234, %bb37 ], [ %241, %bb38 ]
  %243 = icmp ult i32 %217, %221
  br i1 %243, label %bb40, label %bb41

bb40:                                             ; preds = %bb39
  %244 = urem i32 33, 48
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %245
  %247 = load i32, ptr addrspace(3) %246, align 4
  br label %bb42

bb41:                                             ; preds = %bb39
  %248 = urem i32 33, 48
  %249 = zext i32 %248 to i64
  %250 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %249
  %251 = load i32, ptr addrspace(3) %250, align 4
  br label %bb42

bb42:                                             ; preds = %bb41, %bb40
  %252 = phi i32 [ %247, %bb40 ], [ %251, %bb41 ]
  %253 = add i32 %1, 3
  %254 = zext i32 %253 to i64
  %255 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %254
  store i32 %226, ptr addrspace(3) %255, align 4
  %256 = add i32 %220, 1
  br label %bb34

bb36:                                             ; preds = %bb34
  br label %bb9

bb11:                                             ; preds = %bb4
  %257 = add i32 %1, 2
  %258 = zext i32 %257 to i64
  %259 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %258
  store i32 %26, ptr addrspace(3) %259, align 4
  %260 = and i32 %0, 3
  switch i32 %260, label %bb43 [
    i32 3, label %bb45
    i32 0, label %bb46
    i32 1, label %bb47
  ]

bb45:                                             ; preds = %bb11
  %261 = and i32 %67, 255
  %262 = zext i32 %261 to i64
  %263 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %262
  %264 = load i32, ptr addrspace(1) %263, align 4
  %265 = fcmp olt float %68, 4.000000e+00
  %266 = select i1 %265, float %68, float %30
  %267 = and i32 %66, 3
  switch i32 %267, label %bb48 [
    i32 2, label %bb50
    i32 0, label %bb51
  ]

bb50:                                             ; preds = %bb45
  %268 = call i32 @llvm.nvvm.activemask()
  %269 = icmp eq i32 %26, %264
  %270 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %268, i1 %269)
  %271 = sitofp i32 %270 to float
  %272 = and i32 %67, -5
  %273 = and i32 %264, -5
  %274 = add i32 %1, 2
  %275 = zext i32 %274 to i64
  %276 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %275
  store i32 17, ptr addrspace(3) %276, align 4
  br label %bb49

bb51:                                             ; preds = %bb45
  %277 = call i32 @llvm.nvvm.activemask()
  %278 = icmp eq i32 %26, %264
  %279 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %277, i1 %278)
  %280 = call i32 @llvm.nvvm.activemask()
  %281 = icmp eq i32 %4, %279
  %282 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %280, i1 %281)
  %283 = sitofp i32 %0 to float
  %284 = and i32 -5, 31
  %285 = lshr i32 %264, %284
  %286 = add i32 %1, 2
  %287 = zext i32 %286 to i64
  %288 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %287
  store i32 17, ptr addrspace(3) %288, align 4
  br label %bb49

bb48:                                             ; preds = %bb45
  %289 = call i32 @llvm.nvvm.activemask()
  %290 = icmp ult i32 %26, %264
  %291 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %289, i1 %290)
  %292 = sitofp i32 %291 to float
  %293 = and i32 %67, -5
  %294 = add i32 %1, 2
  %295 = zext i32 %294 to i64
  %296 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %295
  store i32 %u, ptr addrspace(3) %296, align 4
  br label %bb49

bb49:                                             ; preds = %bb48, %bb51, %bb50
  %297 = phi i32 [ %273, %bb50 ], [ %285, %bb51 ], [ %293, %bb48 ]
  %298 = phi i32 [ %272, %bb50 ], [ %282, %bb51 ], [ %291, %bb48 ]
  %299 = phi float [ %271, %bb50 ], [ %283, %bb51 ], [ %292, %bb48 ]
  br label %bb44

bb46:                                             ; preds = %bb11
  %300 = and i32 %67, 255
  %301 = zext i32 %300 to i64
  %302 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %301
  %303 = load i32, ptr addrspace(1) %302, align 4
  %304 = fcmp olt float %68, 4.000000e+00
  %305 = select i1 %304, float %68, float %30
  %306 = and i32 %66, 3
  switch i32 %306, label %bb52 [
    i32 2, label %bb54
    i32 0, label %bb55
  ]

bb54:                                             ; preds = %bb46
  %307 = call i32 @llvm.nvvm.activemask()
  %308 = icmp eq i32 %26, %303
  %309 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %307, i1 %308)
  %310 = sitofp i32 %309 to float
  %311 = and i32 %67, -5
  %312 = add i32 %1, 2
  %313 = zext i32 %312 to i64
  %314 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %313
  store i32 17, ptr addrspace(3) %314, align 4
  br label %bb53

bb55:                                             ; preds = %bb46
  %315 = call i32 @llvm.nvvm.activemask()
  %316 = icmp eq i32 %26, %303
  %317 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %315, i1 %316)
  %318 = sitofp i32 %317 to float
  %319 = sitofp i32 %317 to float
  %320 = and i32 %67, -5
  %321 = add i32 %1, 2
  %322 = zext i32 %321 to i64
  %323 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %322
  store i32 17, ptr addrspace(3) %323, align 4
  br label %bb53

bb52:                                             ; preds = %bb46
  %324 = call i32 @llvm.nvvm.activemask()
  %325 = icmp eq i32 %26, %303
  %326 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %324, i1 %325)
  %327 = sitofp i32 %326 to float
  %328 = and i32 %67, -5
  %329 = add i32 %1, 2
  %330 = zext i32 %329 to i64
  %331 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %330
  store i32 %u, ptr addrspace(3) %331, align 4
  br label %bb53

bb53:                                             ; preds = %bb52, %bb55, %bb54
  %332 = phi i32 [ %311, %bb54 ], [ %320, %bb55 ], [ %328, %bb52 ]
  %333 = phi i32 [ %309, %bb54 ], [ %317, %bb55 ], [ %326, %bb52 ]
  %334 = phi float [ %310, %bb54 ], [ %319, %bb55 ], [ %327, %bb52 ]
  br label %bb44

bb47:                                             ; preds = %bb11
  %335 = and i32 %67, 255
  %336 = zext i32 %335 to i64
  %337 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %336
  %338 = load i32, ptr addrspace(1) %337, align 4
  br label %bb44

bb43:                                             ; preds = %bb11
  %339 = and i32 %67, 255
  %340 = zext i32 %339 to i64
  %341 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %340
  %342 = load i32, ptr addrspace(1) %341, align 4
  %343 = fcmp olt float %68, 4.000000e+00
  %344 = select i1 %343, float %68, float %30
  %345 = and i32 %66, 3
  switch i32 %345, label %bb56 [
    i32 2, label %bb58
    i32 0, label %bb59
  ]

bb58:                                             ; preds = %bb43
  %346 = call i32 @llvm.nvvm.activemask()
  %347 = icmp eq i32 %26, %342
  %348 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %346, i1 %347)
  %349 = sitofp i32 %348 to float
  %350 = and i32 %67, -5
  %351 = add i32 %1, 2
  %352 = zext i32 %351 to i64
  %353 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %352
  store i32 17, ptr addrspace(3) %353, align 4
  br label %bb57

bb59:                                             ; preds = %bb43
  %354 = call i32 @llvm.nvvm.activemask()
  %355 = icmp eq i32 %26, %342
  %356 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %354, i1 %355)
  %357 = sitofp i32 %356 to float
  %358 = and i32 %67, -5
  %359 = add i32 %1, 2
  %360 = zext i32 %359 to i64
  %361 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %360
  store i32 17, ptr addrspace(3) %361, align 4
  br label %bb57

bb56:                                             ; preds = %bb43
  %362 = call i32 @llvm.nvvm.activemask()
  %363 = icmp eq i32 %26, %342
  %364 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %362, i1 %363)
  %365 = sitofp i32 %364 to float
  %366 = and i32 %67, -5
  %367 = add i32 %1, 2
  %368 = zext i32 %367 to i64
  %369 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %368
  store i32 %u, ptr addrspace(3) %369, align 4
  br label %bb57

bb57:                                             ; preds = %bb56, %bb59, %bb58
  %370 = phi i32 [ %350, %bb58 ], [ %358, %bb59 ], [ %366, %bb56 ]
  %371 = phi i32 [ %348, %bb58 ], [ %356, %bb59 ], [ %364, %bb56 ]
  %372 = phi float [ %349, %bb58 ], [ %357, %bb59 ], [ %365, %bb56 ]
  br label %bb44

bb44:                                             ; preds = %bb57, %bb47, %bb53, %bb49
  %373 = phi i32 [ %298, %bb49 ], [ %333, %bb53 ], [ %338, %bb47 ], [ %371, %bb57 ]
  %374 = phi i32 [ %297, %bb49 ], [ %332, %bb53 ], [ %338, %bb47 ], [ %370, %bb57 ]
  %375 = phi float [ %299, %bb49 ], [ %334, %bb53 ], [ %68, %bb47 ], [ %372, %bb57 ]
  %376 = and i32 %66, 7
  br label %bb60

bb60:                                             ; preds = %bb68, %bb44
  %377 = phi i32 [ 0, %bb44 ], [ %413, %bb68 ]
  %378 = phi i32 [ 8, %bb44 ], [ %409, %bb68 ]
  %379 = icmp ult i32 %377, %376
  br i1 %379, label %bb61, label %bb62

bb61:                                             ; preds = %bb60
  %380 = and i32 %66, 255
  %381 = zext i32 %380 to i64
  %382 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %381
  %383 = load i32, ptr addrspace(1) %382, align 4
  %384 = icmp slt i32 %377, %373
  br i1 %384, label %bb63, label %bb64

bb63:                                             ; preds = %bb61
  %385 = add i32 %1, 2
  %386 = zext i32 %385 to i64
  %387 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %386
  store i32 -6, ptr addrspace(1) %387, align 4
  %388 = add i32 %1, 0
  %389 = zext i32 %388 to i64
  %390 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %389
  %391 = load i32, ptr addrspace(1) %390, align 4
  br label %bb65

bb64:                                             ; preds = %bb61
  %392 = add i32 %1, 2
  %393 = zext i32 %392 to i64
  %394 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %393
  store i32 -6, ptr addrspace(1) %394, align 4
  %395 = add i32 %1, 0
  %396 = zext i32 %395 to i64
  %397 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %396
  %398 = load i32, ptr addrspace(1) %397, align 4
  br label %bb65

bb65:                                             ; preds = %bb64, %bb63
  %399 = phi i32 [ %391, %bb63 ], [ %398, %bb64 ]
  %400 = icmp ult i32 %374, %378
  br i1 %400, label %bb66, label %bb67

bb66:                                             ; preds = %bb65
  %401 = urem i32 33, 48
  %402 = zext i32 %401 to i64
  %403 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %402
  %404 = load i32, ptr addrspace(3) %403, align 4
  br label %bb68

bb67:                                             ; preds = %bb65
  %405 = urem i32 33, 48
  %406 = zext i32 %405 to i64
  %407 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %406
  %408 = load i32, ptr addrspace(3) %407, align 4
  br label %bb68

bb68:                                             ; preds = %bb67, %bb66
  %409 = phi i32 [ %404, %bb66 ], [ %408, %bb67 ]
  %410 = add i32 %1, 3
  %411 = zext i32 %410 to i64
  %412 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %411
  store i32 %383, ptr addrspace(3) %412, align 4
  %413 = add i32 %377, 1
  br label %bb60

bb62:                                             ; preds = %bb60
  br label %bb9

bb12:                                             ; preds = %bb4
  %414 = add i32 %1, 2
  %415 = zext i32 %414 to i64
  %416 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %415
  store i32 %4, ptr addrspace(3) %416, align 4
  %417 = and i32 %0, 3
  switch i32 %417, label %bb69 [
    i32 3, label %bb71
    i32 0, label %bb72
    i32 1, label %bb73
  ]

bb71:                                             ; preds = %bb12
  %418 = and i32 %67, 255
  %419 = zext i32 %418 to i64
  %420 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %419
  %421 = load i32, ptr addrspace(1) %420, align 4
  %422 = fcmp olt float %68, 4.000000e+00
  %423 = select i1 %422, float %68, float %30
  br label %bb70

bb72:                                             ; preds = %bb12
  %424 = fcmp olt float %68, 4.000000e+00
  %425 = select i1 %424, float %68, float %30
  %426 = and i32 %4, 3
  switch i32 %426, label %bb74 [
    i32 2, label %bb76
    i32 0, label %bb77
  ]

bb76:                                             ; preds = %bb72
  %427 = call i32 @llvm.nvvm.activemask()
  %428 = icmp eq i32 %0, %67
  %429 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %427, i1 %428)
  %430 = sitofp i32 %66 to float
  %431 = and i32 %66, -5
  %432 = add i32 %1, 2
  %433 = zext i32 %432 to i64
  %434 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %433
  store i32 17, ptr addrspace(3) %434, align 4
  br label %bb75

bb77:                                             ; preds = %bb72
  %435 = call i32 @llvm.nvvm.activemask()
  %436 = icmp eq i32 %0, %67
  %437 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %435, i1 %436)
  %438 = sitofp i32 %66 to float
  %439 = sitofp i32 %66 to float
  %440 = and i32 %66, -5
  %441 = add i32 %1, 2
  %442 = zext i32 %441 to i64
  %443 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %442
  store i32 17, ptr addrspace(3) %443, align 4
  br label %bb75

bb74:                                             ; preds = %bb72
  %444 = call i32 @llvm.nvvm.activemask()
  %445 = icmp eq i32 %0, 22
  %446 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %444, i1 %445)
  %447 = and i32 %66, -5
  %448 = add i32 %1, 2
  %449 = zext i32 %448 to i64
  %450 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %449
  store i32 %447, ptr addrspace(3) %450, align 4
  br label %bb75

bb75:                                             ; preds = %bb74, %bb77, %bb76
  %451 = phi i32 [ %431, %bb76 ], [ %440, %bb77 ], [ %447, %bb74 ]
  %452 = phi i32 [ %429, %bb76 ], [ %437, %bb77 ], [ %446, %bb74 ]
  %453 = phi float [ %430, %bb76 ], [ %439, %bb77 ], [ %425, %bb74 ]
  br label %bb70

bb73:                                             ; preds = %bb12
  %454 = and i32 %67, 255
  %455 = zext i32 %454 to i64
  %456 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %455
  %457 = load i32, ptr addrspace(1) %456, align 4
  %458 = fcmp olt float %68, 4.000000e+00
  %459 = select i1 %458, float %68, float %30
  %460 = and i32 %66, 3
  switch i32 %460, label %bb78 [
    i32 2, label %bb80
    i32 0, label %bb81
  ]

bb80:                                             ; preds = %bb73
  %461 = call i32 @llvm.nvvm.activemask()
  %462 = icmp eq i32 %26, %457
  %463 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %461, i1 %462)
  %464 = sitofp i32 %463 to float
  br label %bb79

bb81:                                             ; preds = %bb73
  %465 = call i32 @llvm.nvvm.activemask()
  %466 = icmp eq i32 %26, %457
  %467 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %465, i1 %466)
  %468 = call i32 @llvm.nvvm.activemask()
  %469 = icmp eq i32 %4, %467
  %470 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %468, i1 %469)
  %471 = and i32 %457, -5
  %472 = add i32 %1, 2
  %473 = zext i32 %472 to i64
  %474 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %473
  store i32 17, ptr addrspace(3) %474, align 4
  %475 = add i32 %1, 2
  %476 = zext i32 %475 to i64
  %477 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %476
  store i32 17, ptr addrspace(3) %477, align 4
  br label %bb79

bb78:                                             ; preds = %bb73
  %478 = call i32 @llvm.nvvm.activemask()
  %479 = icmp eq i32 %26, %457
  %480 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %478, i1 %479)
  %481 = sitofp i32 %480 to float
  %482 = and i32 %67, -5
  %483 = add i32 %1, 2
  %484 = zext i32 %483 to i64
  %485 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %484
  store i32 %u, ptr addrspace(3) %485, align 4
  br label %bb79

bb79:                                             ; preds = %bb78, %bb81, %bb80
  %486 = phi i32 [ %463, %bb80 ], [ %471, %bb81 ], [ %482, %bb78 ]
  %487 = phi i32 [ %463, %bb80 ], [ %470, %bb81 ], [ %480, %bb78 ]
  %488 = phi float [ %464, %bb80 ], [ %459, %bb81 ], [ %481, %bb78 ]
  br label %bb70

bb69:                                             ; preds = %bb12
  %489 = fcmp olt float %68, 4.000000e+00
  %490 = select i1 %489, float %68, float %30
  %491 = and i32 %4, 3
  switch i32 %491, label %bb82 [
    i32 2, label %bb84
    i32 0, label %bb85
  ]

bb84:                                             ; preds = %bb69
  %492 = call i32 @llvm.nvvm.activemask()
  %493 = icmp eq i32 %0, %67
  %494 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %492, i1 %493)
  %495 = sitofp i32 %66 to float
  %496 = xor i32 %66, -5
  %497 = add i32 %1, 2
  %498 = zext i32 %497 to i64
  %499 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %498
  store i32 17, ptr addrspace(3) %499, align 4
  br label %bb83

bb85:                                             ; preds = %bb69
  %500 = call i32 @llvm.nvvm.activemask()
  %501 = icmp eq i32 %0, %67
  %502 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %500, i1 %501)
  %503 = sitofp i32 %66 to float
  %504 = and i32 %66, -5
  %505 = add i32 %1, 2
  %506 = zext i32 %505 to i64
  %507 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %506
  store i32 17, ptr addrspace(3) %507, align 4
  br label %bb83

bb82:                                             ; preds = %bb69
  %508 = call i32 @llvm.nvvm.activemask()
  %509 = icmp eq i32 %0, %67
  %510 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %508, i1 %509)
  %511 = sitofp i32 %66 to float
  %512 = and i32 %66, -5
  %513 = add i32 %1, 2
  %514 = zext i32 %513 to i64
  %515 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %514
  store i32 %512, ptr addrspace(3) %515, align 4
  br label %bb83

bb83:                                             ; preds = %bb82, %bb85, %bb84
  %516 = phi i32 [ %496, %bb84 ], [ %504, %bb85 ], [ %512, %bb82 ]
  %517 = phi i32 [ %494, %bb84 ], [ %502, %bb85 ], [ %510, %bb82 ]
  %518 = phi float [ %495, %bb84 ], [ %503, %bb85 ], [ %511, %bb82 ]
  %519 = and i32 %67, 3
  switch i32 %519, label %bb86 [
    i32 2, label %bb88
    i32 0, label %bb89
  ]

bb88:                                             ; preds = %bb83
  %520 = call i32 @llvm.nvvm.activemask()
  %521 = icmp eq i32 %4, %517
  %522 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %520, i1 %521)
  %523 = sitofp i32 %0 to float
  %524 = xor i32 %516, -5
  %525 = add i32 %1, 2
  %526 = zext i32 %525 to i64
  %527 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %526
  store i32 17, ptr addrspace(3) %527, align 4
  br label %bb87

bb89:                                             ; preds = %bb83
  %528 = call i32 @llvm.nvvm.activemask()
  %529 = icmp eq i32 %4, %517
  %530 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %528, i1 %529)
  %531 = sitofp i32 %0 to float
  %532 = and i32 %516, -5
  %533 = add i32 %1, 2
  %534 = zext i32 %533 to i64
  %535 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %534
  store i32 17, ptr addrspace(3) %535, align 4
  br label %bb87

bb86:                                             ; preds = %bb83
  %536 = call i32 @llvm.nvvm.activemask()
  %537 = icmp eq i32 %4, %517
  %538 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %536, i1 %537)
  %539 = sitofp i32 %0 to float
  %540 = and i32 %516, -5
  %541 = add i32 %1, 2
  %542 = zext i32 %541 to i64
  %543 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %542
  store i32 %0, ptr addrspace(3) %543, align 4
  br label %bb87

bb87:                                             ; preds = %bb86, %bb89, %bb88
  %544 = phi i32 [ %524, %bb88 ], [ %532, %bb89 ], [ %540, %bb86 ]
  %545 = phi i32 [ %522, %bb88 ], [ %530, %bb89 ], [ %538, %bb86 ]
  %546 = phi float [ %523, %bb88 ], [ %531, %bb89 ], [ %539, %bb86 ]
  br label %bb70

bb70:                                             ; preds = %bb87, %bb79, %bb75, %bb71
  %547 = phi i32 [ %421, %bb71 ], [ %452, %bb75 ], [ %487, %bb79 ], [ %545, %bb87 ]
  %548 = phi i32 [ %421, %bb71 ], [ %451, %bb75 ], [ %486, %bb79 ], [ %544, %bb87 ]
  %549 = phi float [ %423, %bb71 ], [ %453, %bb75 ], [ %488, %bb79 ], [ %546, %bb87 ]
  br label %bb9

bb8:                                              ; preds = %bb4
  %550 = add i32 %1, 2
  %551 = zext i32 %550 to i64
  %552 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %551
  store i32 %26, ptr addrspace(3) %552, align 4
  %553 = and i32 %0, 3
  switch i32 %553, label %bb90 [
    i32 3, label %bb92
    i32 0, label %bb93
    i32 1, label %bb94
  ]

bb92:                                             ; preds = %bb8
  %554 = and i32 %67, 255
  %555 = zext i32 %554 to i64
  %556 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %555
  %557 = load i32, ptr addrspace(1) %556, align 4
  %558 = and i32 %557, 255
  %559 = zext i32 %558 to i64
  %560 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %559
  %561 = load i32, ptr addrspace(1) %560, align 4
  %562 = fcmp olt float %68, 4.000000e+00
  %563 = select i1 %562, float %68, float %30
  %564 = and i32 %67, 3
  switch i32 %564, label %bb95 [
    i32 2, label %bb97
    i32 0, label %bb98
  ]

bb97:                                             ; preds = %bb92
  %565 = call i32 @llvm.nvvm.activemask()
  %566 = icmp eq i32 %4, %561
  %567 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %565, i1 %566)
  %568 = sitofp i32 %0 to float
  %569 = and i32 %557, -5
  br label %bb96

bb98:                                             ; preds = %bb92
  %570 = call i32 @llvm.nvvm.activemask()
  %571 = icmp eq i32 %4, %561
  %572 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %570, i1 %571)
  %573 = sitofp i32 %0 to float
  %574 = and i32 %557, -5
  %575 = add i32 %1, 2
  %576 = zext i32 %575 to i64
  %577 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %576
  store i32 17, ptr addrspace(3) %577, align 4
  br label %bb96

bb95:                                             ; preds = %bb92
  %578 = call i32 @llvm.nvvm.activemask()
  %579 = icmp eq i32 %4, %561
  %580 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %578, i1 %579)
  %581 = sitofp i32 %0 to float
  %582 = and i32 %557, -5
  %583 = add i32 %1, 2
  %584 = zext i32 %583 to i64
  %585 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %584
  store i32 %0, ptr addrspace(3) %585, align 4
  br label %bb96

bb96:                                             ; preds = %bb95, %bb98, %bb97
  %586 = phi i32 [ %569, %bb97 ], [ %574, %bb98 ], [ %582, %bb95 ]
  %587 = phi i32 [ %567, %bb97 ], [ %572, %bb98 ], [ %580, %bb95 ]
  %588 = phi float [ %568, %bb97 ], [ %573, %bb98 ], [ %581, %bb95 ]
  br label %bb91

bb93:                                             ; preds = %bb8
  %589 = and i32 %67, 255
  %590 = zext i32 %589 to i64
  %591 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %590
  %592 = load i32, ptr addrspace(1) %591, align 4
  %593 = and i32 %592, 255
  %594 = zext i32 %593 to i64
  %595 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %594
  %596 = load i32, ptr addrspace(1) %595, align 4
  %597 = fcmp olt float %68, 4.000000e+00
  %598 = select i1 %597, float %68, float %30
  %599 = and i32 %67, 3
  switch i32 %599, label %bb99 [
    i32 2, label %bb101
    i32 0, label %bb102
  ]

bb101:                                            ; preds = %bb93
  %600 = call i32 @llvm.nvvm.activemask()
  %601 = icmp eq i32 %4, %596
  %602 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %600, i1 %601)
  %603 = sitofp i32 %0 to float
  %604 = and i32 %592, -5
  %605 = add i32 %1, 2
  %606 = zext i32 %605 to i64
  %607 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %606
  store i32 17, ptr addrspace(3) %607, align 4
  br label %bb100

bb102:                                            ; preds = %bb93
  %608 = sitofp i32 %596 to float
  %609 = sitofp i32 %596 to float
  br label %bb100

bb99:                                             ; preds = %bb93
  %610 = call i32 @llvm.nvvm.activemask()
  %611 = icmp sge i32 %4, %596
  %612 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %610, i1 %611)
  %613 = sitofp i32 %0 to float
  %614 = and i32 %66, -5
  %615 = add i32 %1, 2
  %616 = zext i32 %615 to i64
  %617 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %616
  store i32 %0, ptr addrspace(3) %617, align 4
  br label %bb100

bb100:                                            ; preds = %bb99, %bb102, %bb101
  %618 = phi i32 [ %604, %bb101 ], [ %596, %bb102 ], [ %614, %bb99 ]
  %619 = phi i32 [ %602, %bb101 ], [ %596, %bb102 ], [ %612, %bb99 ]
  %620 = phi float [ %603, %bb101 ], [ %609, %bb102 ], [ %613, %bb99 ]
  br label %bb91

bb94:                                             ; preds = %bb8
  %621 = and i32 %67, 255
  %622 = zext i32 %621 to i64
  %623 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %622
  %624 = load i32, ptr addrspace(1) %623, align 4
  %625 = fcmp olt float %68, 4.000000e+00
  %626 = select i1 %625, float %68, float %30
  %627 = and i32 %66, 3
  switch i32 %627, label %bb103 [
    i32 2, label %bb105
    i32 0, label %bb106
  ]

bb105:                                            ; preds = %bb94
  %628 = call i32 @llvm.nvvm.activemask()
  %629 = icmp eq i32 %26, %624
  %630 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %628, i1 %629)
  %631 = sitofp i32 22 to float
  br label %bb104

bb106:                                            ; preds = %bb94
  %632 = call i32 @llvm.nvvm.activemask()
  %633 = icmp eq i32 %26, %624
  %634 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %632, i1 %633)
  %635 = and i32 %67, -5
  %636 = add i32 %1, 2
  %637 = zext i32 %636 to i64
  %638 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %637
  store i32 17, ptr addrspace(3) %638, align 4
  %639 = add i32 %1, 2
  %640 = zext i32 %639 to i64
  %641 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %640
  store i32 17, ptr addrspace(3) %641, align 4
  br label %bb104

bb103:                                            ; preds = %bb94
  %642 = call i32 @llvm.nvvm.activemask()
  %643 = icmp eq i32 %26, %624
  %644 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %642, i1 %643)
  %645 = sitofp i32 %644 to float
  %646 = or i32 %67, -5
  %647 = add i32 %1, 2
  %648 = zext i32 %647 to i64
  %649 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %648
  store i32 %u, ptr addrspace(3) %649, align 4
  br label %bb104

bb104:                                            ; preds = %bb103, %bb106, %bb105
  %650 = phi i32 [ %630, %bb105 ], [ %635, %bb106 ], [ %646, %bb103 ]
  %651 = phi i32 [ %630, %bb105 ], [ %634, %bb106 ], [ %644, %bb103 ]
  %652 = phi float [ %631, %bb105 ], [ %626, %bb106 ], [ %645, %bb103 ]
  br label %bb91

bb90:                                             ; preds = %bb8
  %653 = and i32 %4, 255
  %654 = zext i32 %653 to i64
  %655 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %654
  %656 = load i32, ptr addrspace(1) %655, align 4
  %657 = fcmp olt float %68, 4.000000e+00
  %658 = select i1 %657, float %68, float %30
  %659 = and i32 %66, 3
  switch i32 %659, label %bb107 [
    i32 2, label %bb109
    i32 0, label %bb110
  ]

bb109:                                            ; preds = %bb90
  %660 = call i32 @llvm.nvvm.activemask()
  %661 = icmp eq i32 %26, %656
  %662 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %660, i1 %661)
  %663 = call i32 @llvm.nvvm.activemask()
  %664 = icmp eq i32 %4, %662
  %665 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %663, i1 %664)
  %666 = sitofp i32 %0 to float
  %667 = and i32 %656, -5
  %668 = add i32 %1, 2
  %669 = zext i32 %668 to i64
  %670 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %669
  store i32 17, ptr addrspace(3) %670, align 4
  br label %bb108

bb110:                                            ; preds = %bb90
  %671 = call i32 @llvm.nvvm.activemask()
  %672 = icmp eq i32 %26, %656
  %673 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %671, i1 %672)
  %674 = sitofp i32 %673 to float
  %675 = and i32 %67, -5
  %676 = add i32 %1, 2
  %677 = zext i32 %676 to i64
  %678 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %677
  store i32 17, ptr addrspace(3) %678, align 4
  br label %bb108

bb107:                                            ; preds = %bb90
  %679 = call i32 @llvm.nvvm.activemask()
  %680 = icmp eq i32 %26, %656
  %681 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %679, i1 %680)
  %682 = sitofp i32 %681 to float
  %683 = and i32 %67, -5
  %684 = add i32 %1, 0
  %685 = zext i32 %684 to i64
  %686 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %685
  store i32 %u, ptr addrspace(3) %686, align 4
  br label %bb108

bb108:                                            ; preds = %bb107, %bb110, %bb109
  %687 = phi i32 [ %667, %bb109 ], [ %675, %bb110 ], [ %683, %bb107 ]
  %688 = phi i32 [ %665, %bb109 ], [ %673, %bb110 ], [ %681, %bb107 ]
  %689 = phi float [ %666, %bb109 ], [ %674, %bb110 ], [ %682, %bb107 ]
  br label %bb91

bb91:                                             ; preds = %bb108, %bb104, %bb100, %bb96
  %690 = phi i32 [ %587, %bb96 ], [ %619, %bb100 ], [ %651, %bb104 ], [ %688, %bb108 ]
  %691 = phi i32 [ %586, %bb96 ], [ %618, %bb100 ], [ %650, %bb104 ], [ %687, %bb108 ]
  %692 = phi float [ %588, %bb96 ], [ %620, %bb100 ], [ %652, %bb104 ], [ %689, %bb108 ]
  %693 = and i32 %66, 7
  br label %bb111

bb111:                                            ; preds = %bb119, %bb91
  %694 = phi i32 [ 0, %bb91 ], [ %730, %bb119 ]
  %695 = phi i32 [ 8, %bb91 ], [ %726, %bb119 ]
  %696 = icmp ult i32 %694, %693
  br i1 %696, label %bb112, label %bb113

bb112:                                            ; preds = %bb111
  %697 = and i32 22, 255
  %698 = zext i32 %697 to i64
  %699 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %698
  %700 = load i32, ptr addrspace(1) %699, align 4
  %701 = icmp slt i32 %694, %690
  br i1 %701, label %bb114, label %bb115

bb114:                                            ; preds = %bb112
  %702 = add i32 %1, 2
  %703 = zext i32 %702 to i64
  %704 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %703
  store i32 -6, ptr addrspace(1) %704, align 4
  %705 = add i32 %1, 0
  %706 = zext i32 %705 to i64
  %707 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %706
  %708 = load i32, ptr addrspace(1) %707, align 4
  br label %bb116

bb115:                                            ; preds = %bb112
  %709 = add i32 %1, 2
  %710 = zext i32 %709 to i64
  %711 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %710
  store i32 -6, ptr addrspace(1) %711, align 4
  %712 = add i32 %1, 0
  %713 = zext i32 %712 to i64
  %714 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %713
  %715 = load i32, ptr addrspace(1) %714, align 4
  br label %bb116

bb116:                                            ; preds = %bb115, %bb114
  %716 = phi i32 [ %708, %bb114 ], [ %715, %bb115 ]
  %717 = icmp ult i32 %691, %695
  br i1 %717, label %bb117, label %bb118

bb117:                                            ; preds = %bb116
  %718 = urem i32 33, 48
  %719 = zext i32 %718 to i64
  %720 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %719
  %721 = load i32, ptr addrspace(3) %720, align 4
  br label %bb119

bb118:                                            ; preds = %bb116
  %722 = urem i32 33, 48
  %723 = zext i32 %722 to i64
  %724 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %723
  %725 = load i32, ptr addrspace(3) %724, align 4
  br label %bb119

bb119:                                            ; preds = %bb118, %bb117
  %726 = phi i32 [ %721, %bb117 ], [ %725, %bb118 ]
  %727 = add i32 %1, 3
  %728 = zext i32 %727 to i64
  %729 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %728
  store i32 %700, ptr addrspace(3) %729, align 4
  %730 = add i32 %694, 1
  br label %bb111

bb113:                                            ; preds = %bb111
  %731 = and i32 %67, 7
  br label %bb120

bb120:                                            ; preds = %bb128, %bb113
  %732 = phi i32 [ 0, %bb113 ], [ %768, %bb128 ]
  %733 = phi i32 [ 8, %bb113 ], [ %764, %bb128 ]
  %734 = icmp ult i32 %732, %731
  br i1 %734, label %bb121, label %bb122

bb121:                                            ; preds = %bb120
  %735 = and i32 22, 255
  %736 = zext i32 %735 to i64
  %737 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %736
  %738 = load i32, ptr addrspace(1) %737, align 4
  %739 = icmp slt i32 %732, %691
  br i1 %739, label %bb123, label %bb124

bb123:                                            ; preds = %bb121
  %740 = add i32 %1, 2
  %741 = zext i32 %740 to i64
  %742 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %741
  store i32 -6, ptr addrspace(1) %742, align 4
  %743 = add i32 %1, 0
  %744 = zext i32 %743 to i64
  %745 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %744
  %746 = load i32, ptr addrspace(1) %745, align 4
  br label %bb125

bb124:                                            ; preds = %bb121
  %747 = add i32 %1, 2
  %748 = zext i32 %747 to i64
  %749 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %748
  store i32 -6, ptr addrspace(1) %749, align 4
  %750 = add i32 %1, 0
  %751 = zext i32 %750 to i64
  %752 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %751
  %753 = load i32, ptr addrspace(1) %752, align 4
  br label %bb125

bb125:                                            ; preds = %bb124, %bb123
  %754 = phi i32 [ %746, %bb123 ], [ %753, %bb124 ]
  %755 = icmp ult i32 %695, %733
  br i1 %755, label %bb126, label %bb127

bb126:                                            ; preds = %bb125
  %756 = urem i32 33, 48
  %757 = zext i32 %756 to i64
  %758 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %757
  %759 = load i32, ptr addrspace(3) %758, align 4
  br label %bb128

bb127:                                            ; preds = %bb125
  %760 = urem i32 33, 48
  %761 = zext i32 %760 to i64
  %762 = getelementptr inbounds [48 x i32], ptr addrspace(3) @shx, i64 0, i64 %761
  %763 = load i32, ptr addrspace(3) %762, align 4
  br label %bb128

bb128:                                            ; preds = %bb127, %bb126
  %764 = phi i32 [ %759, %bb126 ], [ %763, %bb127 ]
  %765 = add i32 %1, 3
  %766 = zext i32 %765 to i64
  %767 = getelementptr inbounds [192 x i32], ptr addrspace(3) @shp, i64 0, i64 %766
  store i32 %738, ptr addrspace(3) %767, align 4
  %768 = add i32 %732, 1
  br label %bb120

bb122:                                            ; preds = %bb120
  br label %bb9

bb9:                                              ; preds = %bb122, %bb70, %bb62, %bb36
  %769 = phi i32 [ %221, %bb36 ], [ %378, %bb62 ], [ %548, %bb70 ], [ %733, %bb122 ]
  %770 = phi i32 [ %217, %bb36 ], [ %374, %bb62 ], [ %547, %bb70 ], [ %695, %bb122 ]
  %771 = phi float [ %218, %bb36 ], [ %375, %bb62 ], [ %549, %bb70 ], [ %692, %bb122 ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %772 = call i32 @llvm.nvvm.activemask()
  %773 = icmp eq i32 -5, %66
  %774 = call i1 @llvm.nvvm.vote.all.sync(i32 %772, i1 %773)
  %775 = zext i1 %774 to i32
  %776 = zext i32 %1 to i64
  %777 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %776
  store i32 %775, ptr addrspace(1) %777, align 4
  %778 = zext i32 %1 to i64
  %779 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %778
  store float %771, ptr addrspace(1) %779, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
