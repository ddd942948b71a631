; RUN: %opt -passes=cf-meld -S %s -pass-remarks-missed=cf-meld 2>%t.err | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.err
; RUN: %opt -passes=cf-meld -divergent-regions-warp-split=false -S %s | FileCheck %s --check-prefix=OFF
;
; The halves of a 64-thread block split at threadIdx.x = 32 are whole warps
; (LUD's perimeter kernel at tile 32): no warp diverges, so cf-meld leaves
; the branch alone and says why instead of adding selects and guards. With
; the split at 16, warps do diverge and the identical sides are melded.

; CHECK-LABEL: define ptx_kernel void @halves32(
; CHECK: br i1 %c, label %then, label %else
; CHECK-NOT: select
; CHECK-LABEL: define ptx_kernel void @halves16(
; CHECK-NOT: br i1 %c,
; CHECK: select i1 %c
; CHECK-LABEL: declare
; REMARK: remark: <unknown>:0:0: not meldable: the condition splits threadIdx.x at a multiple of the warp size: uniform in every warp of a one-dimensional block, so melding would remove no divergence
; REMARK-NOT: remark
; OFF-LABEL: define ptx_kernel void @halves32(
; OFF: select i1 %c

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @halves32(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 32
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

define ptx_kernel void @halves16(ptr addrspace(3) %a, ptr addrspace(3) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %else

then:
  %pa = getelementptr i32, ptr addrspace(3) %a, i32 %tid
  %va = load i32, ptr addrspace(3) %pa
  %ma = mul i32 %va, 3
  %xa = xor i32 %ma, %tid
  store i32 %xa, ptr addrspace(3) %pa
  br label %join

else:
  %pb = getelementptr i32, ptr addrspace(3) %b, i32 %tid
  %vb = load i32, ptr addrspace(3) %pb
  %mb = mul i32 %vb, 3
  %xb = xor i32 %mb, %tid
  store i32 %xb, ptr addrspace(3) %pb
  br label %join

join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
