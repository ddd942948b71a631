; Unaligned runs between aligned pairs (MeldCodeGen.cpp, speculateRun): a
; split warp issues both sides' parts either way, so a speculable run (no
; memory, no call, cannot trap) runs for every lane when the guard branches
; it saves outweigh, at the split rate, what a warp on one side pays (the
; other side's part): at the default rate 1 always, up to 32 cycles per side
; (-lockstep-meld-speculate-max). @short (16 cycles per side, above the
; fixed limit of 12) is speculated; @long (36) stays guarded; with
; -lockstep-meld-speculate-model=false both are guarded (the fixed limit
; alone), with -lockstep-meld-speculate-max=64 neither is. The estimate the
; no-loss rule judges follows the same choice (MeldEstimateTest).
; RUN: rm -rf %t && mkdir -p %t
; RUN: %opt -passes=cf-meld -S %s -o %t/model.ll
; RUN: FileCheck %s --check-prefix=MODEL < %t/model.ll
; MODEL-LABEL: define ptx_kernel void @short(
; MODEL-NOT: lockstep.meld.guard
; MODEL-LABEL: define ptx_kernel void @long(
; MODEL: br i1 %c, label %meld.guard.a, label %meld.guard.b, !lockstep.meld.guard
; RUN: %opt -passes=cf-meld -lockstep-meld-speculate-model=false -S %s -o %t/fixed.ll
; RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.ll
; FIXED-LABEL: define ptx_kernel void @short(
; FIXED: !lockstep.meld.guard
; FIXED-LABEL: define ptx_kernel void @long(
; FIXED: !lockstep.meld.guard
; RUN: %opt -passes=cf-meld -lockstep-meld-speculate-max=64 -S %s -o %t/max.ll
; RUN: FileCheck %s --check-prefix=MAX < %t/max.ll
; MAX-NOT: lockstep.meld.guard
; The limit 0 still means "always guard".
; RUN: %opt -passes=cf-meld -lockstep-meld-speculate-limit=0 -S %s | FileCheck %s --check-prefix=FIXED
;
; Differential: every variant computes what the kernel does.
; REQUIRES: lockstep-sim
; RUN: cp %s %t/orig.ll
; RUN: for k in short long; do \
; RUN:   sed "s/KERNEL/$k/" %S/Inputs/speculate-model.json.in > %t/$k.json || exit 1; \
; RUN:   for v in orig model fixed max; do \
; RUN:     %lockstep-sim %t/$v.ll --launch %t/$k.json --dump-buffers %t/$k-$v > /dev/null || exit 1; \
; RUN:   done; \
; RUN:   for v in model fixed max; do cmp %t/$k-orig/a.bin %t/$k-$v/a.bin || exit 1; done; \
; RUN: done

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Both sides load a[t], compute on it (4 integer operations each: 16 cycles
; per side, 32 in all, above the fixed speculation limit of 12) and store
; the result to a[t]: the loads and the stores align; the arithmetic is an
; unaligned run between them.
define ptx_kernel void @short(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %t
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %t
  %x = load i32, ptr addrspace(1) %pb, align 4
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %T, label %F
T:
  %v = load i32, ptr addrspace(1) %pa, align 4
  %t1 = mul i32 %v, 3
  %t2 = xor i32 %t1, 5
  %t3 = add i32 %t2, %x
  %t4 = shl i32 %t3, 1
  store i32 %t4, ptr addrspace(1) %pa, align 4
  br label %X
F:
  %w = load i32, ptr addrspace(1) %pa, align 4
  %f1 = sub i32 %w, 7
  %f2 = or i32 %f1, 9
  %f3 = mul i32 %f2, %x
  %f4 = lshr i32 %f3, 2
  store i32 %f4, ptr addrspace(1) %pa, align 4
  br label %X
X:
  ret void
}

; The same with 9 operations per side (36 cycles): above the 32-cycle bound
; a warp that does not split would pay, so the run stays guarded.
define ptx_kernel void @long(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr i32, ptr addrspace(1) %a, i32 %t
  %pb = getelementptr i32, ptr addrspace(1) %b, i32 %t
  %x = load i32, ptr addrspace(1) %pb, align 4
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %T, label %F
T:
  %v = load i32, ptr addrspace(1) %pa, align 4
  %t1 = mul i32 %v, 3
  %t2 = xor i32 %t1, 5
  %t3 = add i32 %t2, %x
  %t4 = shl i32 %t3, 1
  %t5 = sub i32 %t4, %v
  %t6 = and i32 %t5, 1023
  %t7 = mul i32 %t6, %t1
  %t8 = or i32 %t7, 3
  %t9 = add i32 %t8, %t2
  store i32 %t9, ptr addrspace(1) %pa, align 4
  br label %X
F:
  %w = load i32, ptr addrspace(1) %pa, align 4
  %f1 = sub i32 %w, 7
  %f2 = or i32 %f1, 9
  %f3 = mul i32 %f2, %x
  %f4 = lshr i32 %f3, 2
  %f5 = xor i32 %f4, %w
  %f6 = add i32 %f5, 11
  %f7 = shl i32 %f6, 2
  %f8 = mul i32 %f7, %f1
  %f9 = sub i32 %f8, %f2
  store i32 %f9, ptr addrspace(1) %pa, align 4
  br label %X
X:
  ret void
}
