; Vector operations the AMDGPU and NVPTX backends leave in -O3 IR that the
; simulator runs: extractelement and insertelement with an index known only
; at run time (a private array kept in a vector: promote-alloca), and the
; llvm.vector.reduce.* intrinsics of the loop vectorizer. Each lane t of
; @k writes 8 values to out[8t..8t+7]:
;   0: <t, t+1, t+2, t+3>[t & 3]                      (variable extract)
;   1: sum of the vector with t*10 inserted at t & 3  (variable insert, add)
;   2: smax of <t-2, 5-t, 0, -7>                      (signed max)
;   3: umin of <t+9, 40-t, 30, 31>                    (unsigned min)
;   4: xor of <t, 3t, 5, 9>
;   5: bits of 0.5 + (t + 0.25) + 2.0 (ordered fadd with a start value)
;   6: bits of maxnum(t, NaN, 1.5)
;   7: <t, t+1, t+2, t+3>[t + 4]: out of range, poison: the simulator
;      gives 0
; RUN: rm -rf %t && mkdir -p %t
; RUN: %lockstep-sim %s --launch %S/Inputs/vector-ops.json --dump-buffers %t --json | FileCheck %s
; CHECK: "fault": null
; RUN: %python %S/Inputs/vector_ops_check.py %t
; REQUIRES: lockstep-sim
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t1 = add i32 %t, 1
  %t2 = add i32 %t, 2
  %t3 = add i32 %t, 3
  %v0 = insertelement <4 x i32> poison, i32 %t, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %t1, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %t2, i32 2
  %v = insertelement <4 x i32> %v2, i32 %t3, i32 3
  %i = and i32 %t, 3
  %e0 = extractelement <4 x i32> %v, i32 %i
  %t10 = mul i32 %t, 10
  %w = insertelement <4 x i32> %v, i32 %t10, i32 %i
  %e1 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %w)
  %a0 = sub i32 %t, 2
  %a1 = sub i32 5, %t
  %s0 = insertelement <4 x i32> <i32 0, i32 0, i32 0, i32 -7>, i32 %a0, i32 0
  %s = insertelement <4 x i32> %s0, i32 %a1, i32 1
  %e2 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %s)
  %b0 = add i32 %t, 9
  %b1 = sub i32 40, %t
  %u0 = insertelement <4 x i32> <i32 0, i32 0, i32 30, i32 31>, i32 %b0, i32 0
  %u = insertelement <4 x i32> %u0, i32 %b1, i32 1
  %e3 = call i32 @llvm.vector.reduce.umin.v4i32(<4 x i32> %u)
  %c1 = mul i32 %t, 3
  %x0 = insertelement <4 x i32> <i32 0, i32 0, i32 5, i32 9>, i32 %t, i32 0
  %x = insertelement <4 x i32> %x0, i32 %c1, i32 1
  %e4 = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %x)
  %tf = uitofp i32 %t to float
  %tq = fadd float %tf, 0.25
  %f0 = insertelement <2 x float> <float 0.0, float 2.0>, float %tq, i32 0
  %f = call float @llvm.vector.reduce.fadd.v2f32(float 0.5, <2 x float> %f0)
  %e5 = bitcast float %f to i32
  %m0 = insertelement <3 x float> <float 0.0, float 0x7FF8000000000000, float 1.5>, float %tf, i32 0
  %m = call float @llvm.vector.reduce.fmax.v3f32(<3 x float> %m0)
  %e6 = bitcast float %m to i32
  %oob = add i32 %t, 4
  %e7 = extractelement <4 x i32> %v, i32 %oob
  %base = mul i32 %t, 8
  %vals0 = insertelement <8 x i32> poison, i32 %e0, i32 0
  %vals1 = insertelement <8 x i32> %vals0, i32 %e1, i32 1
  %vals2 = insertelement <8 x i32> %vals1, i32 %e2, i32 2
  %vals3 = insertelement <8 x i32> %vals2, i32 %e3, i32 3
  %vals4 = insertelement <8 x i32> %vals3, i32 %e4, i32 4
  %vals5 = insertelement <8 x i32> %vals4, i32 %e5, i32 5
  %vals6 = insertelement <8 x i32> %vals5, i32 %e6, i32 6
  %vals = insertelement <8 x i32> %vals6, i32 %e7, i32 7
  br label %store
store:
  %j = phi i32 [ 0, %entry ], [ %j1, %store ]
  %val = extractelement <8 x i32> %vals, i32 %j
  %idx = add i32 %base, %j
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %idx
  store i32 %val, ptr addrspace(1) %p
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, 8
  br i1 %more, label %store, label %exit
exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.umin.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare float @llvm.vector.reduce.fadd.v2f32(float, <2 x float>)
declare float @llvm.vector.reduce.fmax.v3f32(<3 x float>)
