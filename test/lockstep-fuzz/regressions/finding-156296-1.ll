; lockstep-fuzz finding: kernel seed 156296, cf-meld: verifier-failure: Instruction does not dominate all uses! (1190 -> 105 instructions)
; reproduce: lockstep-fuzz --check finding-156296-1.ll --launch finding-156296-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-156296-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 1 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-1: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-156296'
source_filename = "fuzz-156296"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 %1
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb4:
  ret i32 %1
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb12:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  switch i32 %0, label %bb174 [
    i32 0, label %bb176
    i32 3, label %bb177
    i32 1, label %bb178
  ]

bb176:                                            ; preds = %bb12
  switch i32 %0, label %bb179 [
    i32 3, label %bb181
    i32 1, label %bb182
  ]

bb181:                                            ; preds = %bb176
  br label %bb180

bb182:                                            ; preds = %bb176
  br label %bb180

bb179:                                            ; preds = %bb176
  br label %bb180

bb180:                                            ; preds = %bb179, %bb182, %bb181
  %2 = icmp ult i32 0, 0
  br label %bb175

bb177:                                            ; preds = %bb12
  %3 = icmp ult i32 %0, -1476395008
  br i1 %3, label %bb203, label %bb204

bb203:                                            ; preds = %bb177
  %4 = and i32 %0, 7
  br label %bb213

bb213:                                            ; preds = %bb214, %bb203
  %5 = phi i32 [ 0, %bb203 ], [ %17, %bb214 ]
  %6 = icmp ult i32 %5, %4
  br i1 %6, label %bb214, label %bb215

bb214:                                            ; preds = %bb213
  %7 = add i32 %1, 1
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %8
  store i32 7, ptr addrspace(1) %9, align 4
  %10 = urem i32 0, 64
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shx, i64 0, i64 %11
  %13 = load i32, ptr addrspace(3) %12, align 4
  %14 = add i32 %1, 2
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %15
  store i32 %13, ptr addrspace(1) %16, align 4
  %17 = add i32 %5, 1
  br label %bb213

bb215:                                            ; preds = %bb213
  br label %bb205

bb204:                                            ; preds = %bb177
  br label %bb219

bb219:                                            ; preds = %bb220, %bb204
  %18 = phi i32 [ 0, %bb204 ], [ %18, %bb220 ]
  %19 = icmp ult i32 %18, -1476395008
  br i1 %19, label %bb220, label %bb221

bb220:                                            ; preds = %bb219
  %20 = add i32 %1, 1
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %21
  store i32 7, ptr addrspace(1) %22, align 4
  %23 = urem i32 0, 64
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shx, i64 0, i64 %24
  %26 = load i32, ptr addrspace(3) %25, align 4
  %27 = add i32 %1, 2
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %28
  store i32 %26, ptr addrspace(1) %29, align 4
  br label %bb219

bb221:                                            ; preds = %bb219
  br label %bb205

bb205:                                            ; preds = %bb221, %bb215
  br label %bb175

bb178:                                            ; preds = %bb12
  %30 = and i32 %0, 3
  br label %bb175

bb174:                                            ; preds = %bb12
  %31 = and i32 %0, 3
  switch i32 %31, label %bb235 [
    i32 3, label %bb237
    i32 1, label %bb238
  ]

bb237:                                            ; preds = %bb174
  br label %bb236

bb238:                                            ; preds = %bb174
  br label %bb236

bb235:                                            ; preds = %bb174
  br label %bb236

bb236:                                            ; preds = %bb235, %bb238, %bb237
  %32 = phi i32 [ %0, %bb237 ], [ %0, %bb238 ], [ %0, %bb235 ]
  %33 = icmp ult i32 %32, %0
  br i1 %33, label %bb239, label %bb240

bb239:                                            ; preds = %bb236
  %34 = icmp ne i32 0, 0
  br label %bb249

bb249:                                            ; preds = %bb250, %bb239
  %35 = phi i32 [ 0, %bb239 ], [ %35, %bb250 ]
  %36 = icmp ult i32 %35, 0
  br i1 %36, label %bb250, label %bb251

bb250:                                            ; preds = %bb249
  %37 = add i32 %1, 1
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %38
  store i32 7, ptr addrspace(1) %39, align 4
  %40 = urem i32 0, 64
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shx, i64 0, i64 %41
  %43 = load i32, ptr addrspace(3) %42, align 4
  %44 = add i32 %1, 2
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %45
  store i32 %43, ptr addrspace(1) %46, align 4
  br label %bb249

bb251:                                            ; preds = %bb249
  br label %bb241

bb240:                                            ; preds = %bb236
  br label %bb252

bb252:                                            ; preds = %bb253, %bb240
  %47 = phi i32 [ 0, %bb240 ], [ %47, %bb253 ]
  br i1 false, label %bb253, label %bb254

bb253:                                            ; preds = %bb252
  %48 = add i32 %1, 1
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %49
  store i32 7, ptr addrspace(1) %50, align 4
  %51 = urem i32 %0, 64
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shx, i64 0, i64 %52
  %54 = load i32, ptr addrspace(3) %53, align 4
  %55 = add i32 %1, 2
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %56
  store i32 %54, ptr addrspace(1) %57, align 4
  br label %bb252

bb254:                                            ; preds = %bb252
  br label %bb241

bb241:                                            ; preds = %bb254, %bb251
  br label %bb175

bb175:                                            ; preds = %bb241, %bb178, %bb205, %bb180
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
