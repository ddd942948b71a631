; lockstep-fuzz finding (seed 198 of a campaign with --gen-weights
; annotations=50), spec-reconverge: crash. Two LOCKSTEP_PREDICT_CALL markers
; of one label and no other marker: the bad-annotation remark was placed at
; the (missing) LOCKSTEP_RECONVERGE, a read past the end of an empty list
; that crashed only when remarks were built (the oracle did not build them
; then; now it does). Fixed: the remark goes to the first marker there is.
; Reduced by lockstep-fuzz; the kernel's endless loop is replaced by a
; return so it can be simulated.
; RUN: %lockstep-fuzz --check %s --launch %S/spec-reconverge-predict-calls-only.json \
; RUN:   --passes spec-reconverge --models ipdom,its | FileCheck %s --check-prefix=FUZZ
; FUZZ: spec-reconverge: ok
; RUN: %opt -passes=spec-reconverge -pass-remarks-missed=spec-reconverge \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}label 66 needs one LOCKSTEP_PREDICT and one LOCKSTEP_RECONVERGE in the function, has 0 and 0 (and 2 LOCKSTEP_PREDICT_CALL, which must be alone)
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str1 = private unnamed_addr constant [8 x i8] c"fuzz.cu\00", section "llvm.metadata"
@.str2 = private unnamed_addr constant [27 x i8] c"lockstep.predict.call:dev0\00", section "llvm.metadata"

declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)

define internal i32 @dev1(i32 %0, i32 %1) noinline {
bb6:
  %2 = call i32 @llvm.annotation.i32.p0(i32 66, ptr @.str2, ptr @.str1, i32 4)
  br label %bb14

bb12:                                             ; No predecessors!
  %3 = call i32 @llvm.annotation.i32.p0(i32 66, ptr @.str2, ptr @.str1, i32 3)
  br label %bb14

bb14:                                             ; preds = %bb12, %bb6
  ret i32 %1
}

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb15:
  %r = call i32 @dev1(i32 1, i32 %u)
  store i32 %r, ptr addrspace(1) %out
  ret void
}
