; The decision (registers from the estimate, no-ptxas, for a result that
; does not depend on the CUDA toolkit): two groups of 14 chained
; accumulators each hold 28 values live in the fused loop, 14 in each loop
; of the split, enough to cross an occupancy step. The paper's formula (1)
; (runtime inversely proportional to occupancy) predicts a speedup and
; splits; the bound model (the default) runs one warp's trace of each
; kernel through the warp scheduler (WarpSchedule.h) and sees integer
; chains that already keep the integer pipe busy, and a split that only
; adds instructions: declined, the remark naming the bound. With the
; schedule term off (-lockstep-split-schedule=false) the closed form
; names the pipe. A threshold above formula (1)'s
; predicted gain declines it too, with the figures in the remark.
; RUN: %opt -passes='loop-split<no-ptxas;formula>' %s -S -pass-remarks=loop-split 2>%t.rem | FileCheck --check-prefix=SPLIT %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem
; RUN: %opt -passes='loop-split<no-ptxas;formula>' %s -disable-output -pass-remarks-output=%t.yaml
; RUN: FileCheck --check-prefix=YAML %s < %t.yaml
; RUN: %opt -passes='loop-split<no-ptxas>' %s -S -pass-remarks-missed=loop-split 2>%t.bound | FileCheck --check-prefix=KEEP %s
; RUN: FileCheck --check-prefix=BOUND %s < %t.bound
; RUN: %opt -passes='loop-split<no-ptxas>' %s -disable-output -pass-remarks-missed=loop-split -lockstep-split-schedule=false 2>&1 | FileCheck --check-prefix=CLOSED %s
; RUN: %opt -passes='loop-split<no-ptxas>' %s -disable-output -pass-remarks-output=%t.bound.yaml
; RUN: FileCheck --check-prefix=MISSYAML %s < %t.bound.yaml
; RUN: %opt -passes='loop-split<no-ptxas;formula;threshold=5>' %s -S -pass-remarks-missed=loop-split 2>%t.miss | FileCheck --check-prefix=KEEP %s
; RUN: FileCheck --check-prefix=MISSED %s < %t.miss
; RUN: %opt -passes='loop-split<no-ptxas;formula;threshold=5>' %s -disable-output -pass-remarks-output=%t.miss.yaml
; RUN: FileCheck --check-prefix=MISSYAML %s < %t.miss.yaml
; RUN: not %opt -passes='loop-split<threshold=x>' %s -disable-output 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: not %opt -passes='loop-split<block=0>' %s -disable-output 2>&1 | FileCheck --check-prefix=BAD %s

; SPLIT: loop-split.mid0:
; REMARK: remark: {{.*}}loop %loop split into 2 loops: 2 groups of {{[0-9]+}}+{{[0-9]+}} statements, {{[0-9]+}} recomputed values; registers [[R0:[0-9]+]] -> [[R1:[0-9]+]], occupancy [[O0:[0-9.]+]]% -> 100.00%, cycles per warp {{.*}}, estimated speedup 1.{{[0-9]+}} (bound model 0.{{[0-9]+}}, formula (1) 1.
; YAML: Decision: transformed
; YAML: Reason: profitable
; KEEP-NOT: loop-split.mid
; BOUND: remark: {{.*}}loop %loop not split: the estimated speedup is too small: run through the warp scheduler, the split kernel's warps take longer: the occupancy gain does not pay for the instructions and parallelism the split costs ({{.*}}occupancy {{[0-9.]+}}% -> 100.00%, cycles per warp {{[0-9.]+}} bound by schedule -> {{[0-9.]+}} bound by schedule, estimated speedup 0.
; CLOSED: remark: {{.*}}loop %loop not split: the estimated speedup is too small: the split kernel is bound by pipe, which occupancy does not shorten ({{.*}}occupancy {{[0-9.]+}}% -> 100.00%, cycles per warp {{[0-9.]+}} bound by pipe -> {{[0-9.]+}} bound by pipe, estimated speedup 0.
; MISSED: remark: {{.*}}loop %loop not split: the estimated speedup is too small: below the threshold
; MISSYAML: Reason: unprofitable
; BAD: loop-split

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @chains(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %out) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x0 = phi i32 [ 0, %entry ], [ %x0.next, %loop ]
  %x1 = phi i32 [ 1, %entry ], [ %x1.next, %loop ]
  %x2 = phi i32 [ 2, %entry ], [ %x2.next, %loop ]
  %x3 = phi i32 [ 3, %entry ], [ %x3.next, %loop ]
  %x4 = phi i32 [ 4, %entry ], [ %x4.next, %loop ]
  %x5 = phi i32 [ 5, %entry ], [ %x5.next, %loop ]
  %x6 = phi i32 [ 6, %entry ], [ %x6.next, %loop ]
  %x7 = phi i32 [ 7, %entry ], [ %x7.next, %loop ]
  %x8 = phi i32 [ 8, %entry ], [ %x8.next, %loop ]
  %x9 = phi i32 [ 9, %entry ], [ %x9.next, %loop ]
  %x10 = phi i32 [ 10, %entry ], [ %x10.next, %loop ]
  %x11 = phi i32 [ 11, %entry ], [ %x11.next, %loop ]
  %x12 = phi i32 [ 12, %entry ], [ %x12.next, %loop ]
  %x13 = phi i32 [ 13, %entry ], [ %x13.next, %loop ]
  %y0 = phi i32 [ 0, %entry ], [ %y0.next, %loop ]
  %y1 = phi i32 [ 1, %entry ], [ %y1.next, %loop ]
  %y2 = phi i32 [ 2, %entry ], [ %y2.next, %loop ]
  %y3 = phi i32 [ 3, %entry ], [ %y3.next, %loop ]
  %y4 = phi i32 [ 4, %entry ], [ %y4.next, %loop ]
  %y5 = phi i32 [ 5, %entry ], [ %y5.next, %loop ]
  %y6 = phi i32 [ 6, %entry ], [ %y6.next, %loop ]
  %y7 = phi i32 [ 7, %entry ], [ %y7.next, %loop ]
  %y8 = phi i32 [ 8, %entry ], [ %y8.next, %loop ]
  %y9 = phi i32 [ 9, %entry ], [ %y9.next, %loop ]
  %y10 = phi i32 [ 10, %entry ], [ %y10.next, %loop ]
  %y11 = phi i32 [ 11, %entry ], [ %y11.next, %loop ]
  %y12 = phi i32 [ 12, %entry ], [ %y12.next, %loop ]
  %y13 = phi i32 [ 13, %entry ], [ %y13.next, %loop ]
  %px = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i
  %vx = load i32, ptr addrspace(1) %px
  %x0.next = add i32 %x0, %vx
  %x1.next = xor i32 %x1, %x0.next
  %x2.next = add i32 %x2, %x1.next
  %x3.next = xor i32 %x3, %x2.next
  %x4.next = add i32 %x4, %x3.next
  %x5.next = xor i32 %x5, %x4.next
  %x6.next = add i32 %x6, %x5.next
  %x7.next = xor i32 %x7, %x6.next
  %x8.next = add i32 %x8, %x7.next
  %x9.next = xor i32 %x9, %x8.next
  %x10.next = add i32 %x10, %x9.next
  %x11.next = xor i32 %x11, %x10.next
  %x12.next = add i32 %x12, %x11.next
  %x13.next = xor i32 %x13, %x12.next
  %py = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %i
  %vy = load i32, ptr addrspace(1) %py
  %y0.next = add i32 %y0, %vy
  %y1.next = xor i32 %y1, %y0.next
  %y2.next = add i32 %y2, %y1.next
  %y3.next = xor i32 %y3, %y2.next
  %y4.next = add i32 %y4, %y3.next
  %y5.next = xor i32 %y5, %y4.next
  %y6.next = add i32 %y6, %y5.next
  %y7.next = xor i32 %y7, %y6.next
  %y8.next = add i32 %y8, %y7.next
  %y9.next = xor i32 %y9, %y8.next
  %y10.next = add i32 %y10, %y9.next
  %y11.next = xor i32 %y11, %y10.next
  %y12.next = add i32 %y12, %y11.next
  %y13.next = xor i32 %y13, %y12.next
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 64
  br i1 %c, label %loop, label %exit
exit:
  %xs1 = add i32 %x0.next, %x1.next
  %xs2 = add i32 %xs1, %x2.next
  %xs3 = add i32 %xs2, %x3.next
  %xs4 = add i32 %xs3, %x4.next
  %xs5 = add i32 %xs4, %x5.next
  %xs6 = add i32 %xs5, %x6.next
  %xs7 = add i32 %xs6, %x7.next
  %xs8 = add i32 %xs7, %x8.next
  %xs9 = add i32 %xs8, %x9.next
  %xs10 = add i32 %xs9, %x10.next
  %xs11 = add i32 %xs10, %x11.next
  %xs12 = add i32 %xs11, %x12.next
  %xs13 = add i32 %xs12, %x13.next
  %ys1 = add i32 %y0.next, %y1.next
  %ys2 = add i32 %ys1, %y2.next
  %ys3 = add i32 %ys2, %y3.next
  %ys4 = add i32 %ys3, %y4.next
  %ys5 = add i32 %ys4, %y5.next
  %ys6 = add i32 %ys5, %y6.next
  %ys7 = add i32 %ys6, %y7.next
  %ys8 = add i32 %ys7, %y8.next
  %ys9 = add i32 %ys8, %y9.next
  %ys10 = add i32 %ys9, %y10.next
  %ys11 = add i32 %ys10, %y11.next
  %ys12 = add i32 %ys11, %y12.next
  %ys13 = add i32 %ys12, %y13.next
  %r = mul i32 %xs13, %ys13
  store i32 %r, ptr addrspace(1) %out
  ret void
}
