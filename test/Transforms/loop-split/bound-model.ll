; The bound model's positive case (SplitCostModel, loop-split's default
; decision): group 1 is a chain of 40 dependent square roots through 40
; accumulators (latency-bound: each iteration waits 40 SFU latencies),
; group 2 forty integer accumulators in a short chain. Fused, the 80
; accumulators cost 25% occupancy; split, each loop holds 40 (50%), and the
; short loop adds little to the long one's latency, so the model predicts
; ~1.8x, latency-bound before and after: the schedule of one warp's trace
; of each kernel through the warp scheduler binds (WarpSchedule.h; with
; it off, T_blk, the block term: a 256-thread block, 2 warps a scheduler,
; the chain's latency L plus a memory period's issue cycles, ~2x).
; lockstep-sim agrees: same output, fewer sm_cycles (1.76x; the
; differential check below fails if the split is slower).
; RUN: %opt -passes='loop-split<no-ptxas>' %s -S -o %t.ll -pass-remarks=loop-split 2>%t.rem
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem
; RUN: %opt -passes='loop-split<no-ptxas>' %s -disable-output -pass-remarks=loop-split -lockstep-split-schedule=false 2>&1 | FileCheck --check-prefix=CLOSED %s
; RUN: %opt -passes='loop-split<no-ptxas>' %s -disable-output -pass-remarks-output=%t.yaml
; RUN: FileCheck --check-prefix=YAML %s < %t.yaml
; RUN: rm -rf %t.d && mkdir -p %t.d
; RUN: %lockstep-sim %s --launch %S/Inputs/unbalanced.json --no-ptxas --sms 4 --json --dump-buffers %t.d/b > %t.d/b.json
; RUN: %lockstep-sim %t.ll --launch %S/Inputs/unbalanced.json --no-ptxas --sms 4 --json --dump-buffers %t.d/s > %t.d/s.json
; RUN: cmp %t.d/b/out.bin %t.d/s/out.bin
; RUN: %python -c "import json, sys; b, s = (json.load(open(f)) for f in sys.argv[1:]); assert s['sm_cycles'] < b['sm_cycles'], (b['sm_cycles'], s['sm_cycles']); assert s['occupancy'] > b['occupancy']" %t.d/b.json %t.d/s.json

; REMARK: remark: {{.*}}loop %loop split into 2 loops: 2 groups of {{[0-9]+}}+{{[0-9]+}} statements, {{[0-9]+}} recomputed values; registers {{[0-9]+}} -> {{[0-9]+}}, occupancy 25.00% -> 50.00%, cycles per warp {{[0-9.]+}} bound by schedule -> {{[0-9.]+}} bound by schedule, estimated speedup 1.{{[6-9]}}
; CLOSED: remark: {{.*}}loop %loop split into 2 loops: {{.*}}cycles per warp {{[0-9.]+}} bound by block -> {{[0-9.]+}} bound by block, estimated speedup 1.{{[89]}}
; YAML: Decision: transformed
; YAML: Reason: profitable

target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @unbalanced(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %b, ptr addrspace(1) noalias %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %t = add i32 %base, %tid
  %t64 = zext i32 %t to i64
  %n64 = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x0 = phi float [ 1.0, %entry ], [ %x0.next, %loop ]
  %x1 = phi float [ 2.0, %entry ], [ %x1.next, %loop ]
  %x2 = phi float [ 3.0, %entry ], [ %x2.next, %loop ]
  %x3 = phi float [ 4.0, %entry ], [ %x3.next, %loop ]
  %x4 = phi float [ 5.0, %entry ], [ %x4.next, %loop ]
  %x5 = phi float [ 6.0, %entry ], [ %x5.next, %loop ]
  %x6 = phi float [ 7.0, %entry ], [ %x6.next, %loop ]
  %x7 = phi float [ 8.0, %entry ], [ %x7.next, %loop ]
  %x8 = phi float [ 9.0, %entry ], [ %x8.next, %loop ]
  %x9 = phi float [ 10.0, %entry ], [ %x9.next, %loop ]
  %x10 = phi float [ 11.0, %entry ], [ %x10.next, %loop ]
  %x11 = phi float [ 12.0, %entry ], [ %x11.next, %loop ]
  %x12 = phi float [ 13.0, %entry ], [ %x12.next, %loop ]
  %x13 = phi float [ 14.0, %entry ], [ %x13.next, %loop ]
  %x14 = phi float [ 15.0, %entry ], [ %x14.next, %loop ]
  %x15 = phi float [ 16.0, %entry ], [ %x15.next, %loop ]
  %x16 = phi float [ 17.0, %entry ], [ %x16.next, %loop ]
  %x17 = phi float [ 18.0, %entry ], [ %x17.next, %loop ]
  %x18 = phi float [ 19.0, %entry ], [ %x18.next, %loop ]
  %x19 = phi float [ 20.0, %entry ], [ %x19.next, %loop ]
  %x20 = phi float [ 21.0, %entry ], [ %x20.next, %loop ]
  %x21 = phi float [ 22.0, %entry ], [ %x21.next, %loop ]
  %x22 = phi float [ 23.0, %entry ], [ %x22.next, %loop ]
  %x23 = phi float [ 24.0, %entry ], [ %x23.next, %loop ]
  %x24 = phi float [ 25.0, %entry ], [ %x24.next, %loop ]
  %x25 = phi float [ 26.0, %entry ], [ %x25.next, %loop ]
  %x26 = phi float [ 27.0, %entry ], [ %x26.next, %loop ]
  %x27 = phi float [ 28.0, %entry ], [ %x27.next, %loop ]
  %x28 = phi float [ 29.0, %entry ], [ %x28.next, %loop ]
  %x29 = phi float [ 30.0, %entry ], [ %x29.next, %loop ]
  %x30 = phi float [ 31.0, %entry ], [ %x30.next, %loop ]
  %x31 = phi float [ 32.0, %entry ], [ %x31.next, %loop ]
  %x32 = phi float [ 33.0, %entry ], [ %x32.next, %loop ]
  %x33 = phi float [ 34.0, %entry ], [ %x33.next, %loop ]
  %x34 = phi float [ 35.0, %entry ], [ %x34.next, %loop ]
  %x35 = phi float [ 36.0, %entry ], [ %x35.next, %loop ]
  %x36 = phi float [ 37.0, %entry ], [ %x36.next, %loop ]
  %x37 = phi float [ 38.0, %entry ], [ %x37.next, %loop ]
  %x38 = phi float [ 39.0, %entry ], [ %x38.next, %loop ]
  %x39 = phi float [ 40.0, %entry ], [ %x39.next, %loop ]
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
  %y14 = phi i32 [ 14, %entry ], [ %y14.next, %loop ]
  %y15 = phi i32 [ 15, %entry ], [ %y15.next, %loop ]
  %y16 = phi i32 [ 16, %entry ], [ %y16.next, %loop ]
  %y17 = phi i32 [ 17, %entry ], [ %y17.next, %loop ]
  %y18 = phi i32 [ 18, %entry ], [ %y18.next, %loop ]
  %y19 = phi i32 [ 19, %entry ], [ %y19.next, %loop ]
  %y20 = phi i32 [ 20, %entry ], [ %y20.next, %loop ]
  %y21 = phi i32 [ 21, %entry ], [ %y21.next, %loop ]
  %y22 = phi i32 [ 22, %entry ], [ %y22.next, %loop ]
  %y23 = phi i32 [ 23, %entry ], [ %y23.next, %loop ]
  %y24 = phi i32 [ 24, %entry ], [ %y24.next, %loop ]
  %y25 = phi i32 [ 25, %entry ], [ %y25.next, %loop ]
  %y26 = phi i32 [ 26, %entry ], [ %y26.next, %loop ]
  %y27 = phi i32 [ 27, %entry ], [ %y27.next, %loop ]
  %y28 = phi i32 [ 28, %entry ], [ %y28.next, %loop ]
  %y29 = phi i32 [ 29, %entry ], [ %y29.next, %loop ]
  %y30 = phi i32 [ 30, %entry ], [ %y30.next, %loop ]
  %y31 = phi i32 [ 31, %entry ], [ %y31.next, %loop ]
  %y32 = phi i32 [ 32, %entry ], [ %y32.next, %loop ]
  %y33 = phi i32 [ 33, %entry ], [ %y33.next, %loop ]
  %y34 = phi i32 [ 34, %entry ], [ %y34.next, %loop ]
  %y35 = phi i32 [ 35, %entry ], [ %y35.next, %loop ]
  %y36 = phi i32 [ 36, %entry ], [ %y36.next, %loop ]
  %y37 = phi i32 [ 37, %entry ], [ %y37.next, %loop ]
  %y38 = phi i32 [ 38, %entry ], [ %y38.next, %loop ]
  %y39 = phi i32 [ 39, %entry ], [ %y39.next, %loop ]
  %row = mul i64 %i, 8192
  %idx = add i64 %row, %t64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idx
  %va = load float, ptr addrspace(1) %pa
  %s0 = fadd float %x0, %va
  %x0.next = call float @llvm.sqrt.f32(float %s0)
  %s1 = fadd float %x1, %x0.next
  %x1.next = call float @llvm.sqrt.f32(float %s1)
  %s2 = fadd float %x2, %x1.next
  %x2.next = call float @llvm.sqrt.f32(float %s2)
  %s3 = fadd float %x3, %x2.next
  %x3.next = call float @llvm.sqrt.f32(float %s3)
  %s4 = fadd float %x4, %x3.next
  %x4.next = call float @llvm.sqrt.f32(float %s4)
  %s5 = fadd float %x5, %x4.next
  %x5.next = call float @llvm.sqrt.f32(float %s5)
  %s6 = fadd float %x6, %x5.next
  %x6.next = call float @llvm.sqrt.f32(float %s6)
  %s7 = fadd float %x7, %x6.next
  %x7.next = call float @llvm.sqrt.f32(float %s7)
  %s8 = fadd float %x8, %x7.next
  %x8.next = call float @llvm.sqrt.f32(float %s8)
  %s9 = fadd float %x9, %x8.next
  %x9.next = call float @llvm.sqrt.f32(float %s9)
  %s10 = fadd float %x10, %x9.next
  %x10.next = call float @llvm.sqrt.f32(float %s10)
  %s11 = fadd float %x11, %x10.next
  %x11.next = call float @llvm.sqrt.f32(float %s11)
  %s12 = fadd float %x12, %x11.next
  %x12.next = call float @llvm.sqrt.f32(float %s12)
  %s13 = fadd float %x13, %x12.next
  %x13.next = call float @llvm.sqrt.f32(float %s13)
  %s14 = fadd float %x14, %x13.next
  %x14.next = call float @llvm.sqrt.f32(float %s14)
  %s15 = fadd float %x15, %x14.next
  %x15.next = call float @llvm.sqrt.f32(float %s15)
  %s16 = fadd float %x16, %x15.next
  %x16.next = call float @llvm.sqrt.f32(float %s16)
  %s17 = fadd float %x17, %x16.next
  %x17.next = call float @llvm.sqrt.f32(float %s17)
  %s18 = fadd float %x18, %x17.next
  %x18.next = call float @llvm.sqrt.f32(float %s18)
  %s19 = fadd float %x19, %x18.next
  %x19.next = call float @llvm.sqrt.f32(float %s19)
  %s20 = fadd float %x20, %x19.next
  %x20.next = call float @llvm.sqrt.f32(float %s20)
  %s21 = fadd float %x21, %x20.next
  %x21.next = call float @llvm.sqrt.f32(float %s21)
  %s22 = fadd float %x22, %x21.next
  %x22.next = call float @llvm.sqrt.f32(float %s22)
  %s23 = fadd float %x23, %x22.next
  %x23.next = call float @llvm.sqrt.f32(float %s23)
  %s24 = fadd float %x24, %x23.next
  %x24.next = call float @llvm.sqrt.f32(float %s24)
  %s25 = fadd float %x25, %x24.next
  %x25.next = call float @llvm.sqrt.f32(float %s25)
  %s26 = fadd float %x26, %x25.next
  %x26.next = call float @llvm.sqrt.f32(float %s26)
  %s27 = fadd float %x27, %x26.next
  %x27.next = call float @llvm.sqrt.f32(float %s27)
  %s28 = fadd float %x28, %x27.next
  %x28.next = call float @llvm.sqrt.f32(float %s28)
  %s29 = fadd float %x29, %x28.next
  %x29.next = call float @llvm.sqrt.f32(float %s29)
  %s30 = fadd float %x30, %x29.next
  %x30.next = call float @llvm.sqrt.f32(float %s30)
  %s31 = fadd float %x31, %x30.next
  %x31.next = call float @llvm.sqrt.f32(float %s31)
  %s32 = fadd float %x32, %x31.next
  %x32.next = call float @llvm.sqrt.f32(float %s32)
  %s33 = fadd float %x33, %x32.next
  %x33.next = call float @llvm.sqrt.f32(float %s33)
  %s34 = fadd float %x34, %x33.next
  %x34.next = call float @llvm.sqrt.f32(float %s34)
  %s35 = fadd float %x35, %x34.next
  %x35.next = call float @llvm.sqrt.f32(float %s35)
  %s36 = fadd float %x36, %x35.next
  %x36.next = call float @llvm.sqrt.f32(float %s36)
  %s37 = fadd float %x37, %x36.next
  %x37.next = call float @llvm.sqrt.f32(float %s37)
  %s38 = fadd float %x38, %x37.next
  %x38.next = call float @llvm.sqrt.f32(float %s38)
  %s39 = fadd float %x39, %x38.next
  %x39.next = call float @llvm.sqrt.f32(float %s39)
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %idx
  %vb = load i32, ptr addrspace(1) %pb
  %y0.next = add i32 %y0, %vb
  %y1.next = add i32 %y1, %y0.next
  %y2.next = add i32 %y2, %y1.next
  %y3.next = add i32 %y3, %y2.next
  %y4.next = add i32 %y4, %y3.next
  %y5.next = add i32 %y5, %y4.next
  %y6.next = add i32 %y6, %y5.next
  %y7.next = add i32 %y7, %y6.next
  %y8.next = add i32 %y8, %y7.next
  %y9.next = add i32 %y9, %y8.next
  %y10.next = add i32 %y10, %y9.next
  %y11.next = add i32 %y11, %y10.next
  %y12.next = add i32 %y12, %y11.next
  %y13.next = add i32 %y13, %y12.next
  %y14.next = add i32 %y14, %y13.next
  %y15.next = add i32 %y15, %y14.next
  %y16.next = add i32 %y16, %y15.next
  %y17.next = add i32 %y17, %y16.next
  %y18.next = add i32 %y18, %y17.next
  %y19.next = add i32 %y19, %y18.next
  %y20.next = add i32 %y20, %y19.next
  %y21.next = add i32 %y21, %y20.next
  %y22.next = add i32 %y22, %y21.next
  %y23.next = add i32 %y23, %y22.next
  %y24.next = add i32 %y24, %y23.next
  %y25.next = add i32 %y25, %y24.next
  %y26.next = add i32 %y26, %y25.next
  %y27.next = add i32 %y27, %y26.next
  %y28.next = add i32 %y28, %y27.next
  %y29.next = add i32 %y29, %y28.next
  %y30.next = add i32 %y30, %y29.next
  %y31.next = add i32 %y31, %y30.next
  %y32.next = add i32 %y32, %y31.next
  %y33.next = add i32 %y33, %y32.next
  %y34.next = add i32 %y34, %y33.next
  %y35.next = add i32 %y35, %y34.next
  %y36.next = add i32 %y36, %y35.next
  %y37.next = add i32 %y37, %y36.next
  %y38.next = add i32 %y38, %y37.next
  %y39.next = add i32 %y39, %y38.next
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n64
  br i1 %c, label %loop, label %exit
exit:
  %fx0 = fadd float %x0.next, 0.0
  %fx1 = fadd float %fx0, %x1.next
  %fx2 = fadd float %fx1, %x2.next
  %fx3 = fadd float %fx2, %x3.next
  %fx4 = fadd float %fx3, %x4.next
  %fx5 = fadd float %fx4, %x5.next
  %fx6 = fadd float %fx5, %x6.next
  %fx7 = fadd float %fx6, %x7.next
  %fx8 = fadd float %fx7, %x8.next
  %fx9 = fadd float %fx8, %x9.next
  %fx10 = fadd float %fx9, %x10.next
  %fx11 = fadd float %fx10, %x11.next
  %fx12 = fadd float %fx11, %x12.next
  %fx13 = fadd float %fx12, %x13.next
  %fx14 = fadd float %fx13, %x14.next
  %fx15 = fadd float %fx14, %x15.next
  %fx16 = fadd float %fx15, %x16.next
  %fx17 = fadd float %fx16, %x17.next
  %fx18 = fadd float %fx17, %x18.next
  %fx19 = fadd float %fx18, %x19.next
  %fx20 = fadd float %fx19, %x20.next
  %fx21 = fadd float %fx20, %x21.next
  %fx22 = fadd float %fx21, %x22.next
  %fx23 = fadd float %fx22, %x23.next
  %fx24 = fadd float %fx23, %x24.next
  %fx25 = fadd float %fx24, %x25.next
  %fx26 = fadd float %fx25, %x26.next
  %fx27 = fadd float %fx26, %x27.next
  %fx28 = fadd float %fx27, %x28.next
  %fx29 = fadd float %fx28, %x29.next
  %fx30 = fadd float %fx29, %x30.next
  %fx31 = fadd float %fx30, %x31.next
  %fx32 = fadd float %fx31, %x32.next
  %fx33 = fadd float %fx32, %x33.next
  %fx34 = fadd float %fx33, %x34.next
  %fx35 = fadd float %fx34, %x35.next
  %fx36 = fadd float %fx35, %x36.next
  %fx37 = fadd float %fx36, %x37.next
  %fx38 = fadd float %fx37, %x38.next
  %fx39 = fadd float %fx38, %x39.next
  %fy0 = xor i32 %y0.next, 0
  %fy1 = xor i32 %fy0, %y1.next
  %fy2 = xor i32 %fy1, %y2.next
  %fy3 = xor i32 %fy2, %y3.next
  %fy4 = xor i32 %fy3, %y4.next
  %fy5 = xor i32 %fy4, %y5.next
  %fy6 = xor i32 %fy5, %y6.next
  %fy7 = xor i32 %fy6, %y7.next
  %fy8 = xor i32 %fy7, %y8.next
  %fy9 = xor i32 %fy8, %y9.next
  %fy10 = xor i32 %fy9, %y10.next
  %fy11 = xor i32 %fy10, %y11.next
  %fy12 = xor i32 %fy11, %y12.next
  %fy13 = xor i32 %fy12, %y13.next
  %fy14 = xor i32 %fy13, %y14.next
  %fy15 = xor i32 %fy14, %y15.next
  %fy16 = xor i32 %fy15, %y16.next
  %fy17 = xor i32 %fy16, %y17.next
  %fy18 = xor i32 %fy17, %y18.next
  %fy19 = xor i32 %fy18, %y19.next
  %fy20 = xor i32 %fy19, %y20.next
  %fy21 = xor i32 %fy20, %y21.next
  %fy22 = xor i32 %fy21, %y22.next
  %fy23 = xor i32 %fy22, %y23.next
  %fy24 = xor i32 %fy23, %y24.next
  %fy25 = xor i32 %fy24, %y25.next
  %fy26 = xor i32 %fy25, %y26.next
  %fy27 = xor i32 %fy26, %y27.next
  %fy28 = xor i32 %fy27, %y28.next
  %fy29 = xor i32 %fy28, %y29.next
  %fy30 = xor i32 %fy29, %y30.next
  %fy31 = xor i32 %fy30, %y31.next
  %fy32 = xor i32 %fy31, %y32.next
  %fy33 = xor i32 %fy32, %y33.next
  %fy34 = xor i32 %fy33, %y34.next
  %fy35 = xor i32 %fy34, %y35.next
  %fy36 = xor i32 %fy35, %y36.next
  %fy37 = xor i32 %fy36, %y37.next
  %fy38 = xor i32 %fy37, %y38.next
  %fy39 = xor i32 %fy38, %y39.next
  %fyf = sitofp i32 %fy39 to float
  %r = fadd float %fx39, %fyf
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t64
  store float %r, ptr addrspace(1) %po
  ret void
}

declare float @llvm.sqrt.f32(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
