; Loads and stores of different alignments meld when both are aligned to
; at least their size: the two sides read the .x and the .y of a float2
; (align 8 and align 4), and the melded load takes the smaller alignment,
; still natural, so the machine code does not change. An access aligned
; below its size keeps its exact alignment in the key: an i64 at align 4
; does not meld with one at align 8 (the melded access would be split).
; RUN: %opt -passes=cf-meld -lockstep-verify-steps -S %s -pass-remarks=cf-meld -pass-remarks-missed=cf-meld 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; REMARK: remark: {{.*}}melded block-block subgraphs (profitability {{[0-9.]+}}, 1 block pairs, 1 selects inserted, 3 instructions aligned, 1 unaligned)

; CHECK-LABEL: define ptx_kernel void @xy
; CHECK: %[[P:.*]] = select i1 %odd, ptr addrspace(1) %v, ptr addrspace(1) %vy
; CHECK-NEXT: %[[X:.*]] = load float, ptr addrspace(1) %[[P]], align 4
; CHECK-NEXT: %[[Y:.*]] = fmul float %[[X]], 2.0
; CHECK-NEXT: store float %[[Y]], ptr addrspace(1) %out, align 4
; CHECK-NEXT: ret void

define ptx_kernel void @xy(ptr addrspace(1) align 8 %v, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = and i32 %t, 1
  %odd = icmp eq i32 %bit, 1
  br i1 %odd, label %A, label %B
A:
  %xa = load float, ptr addrspace(1) %v, align 8
  %ra = fmul float %xa, 2.0
  store float %ra, ptr addrspace(1) %out, align 4
  br label %end
B:
  %vy = getelementptr inbounds i8, ptr addrspace(1) %v, i64 4
  %xb = load float, ptr addrspace(1) %vy, align 4
  %rb = fmul float %xb, 2.0
  store float %rb, ptr addrspace(1) %out, align 4
  br label %end
end:
  ret void
}

; CHECK-LABEL: define ptx_kernel void @under
; CHECK-DAG: load i64, ptr addrspace(1) %{{.*}}, align 4
; CHECK-DAG: load i64, ptr addrspace(1) %{{.*}}, align 8
; CHECK: ret void

define ptx_kernel void @under(ptr addrspace(1) %v, ptr addrspace(1) %w, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = and i32 %t, 1
  %odd = icmp eq i32 %bit, 1
  br i1 %odd, label %A, label %B
A:
  %xa = load i64, ptr addrspace(1) %v, align 4
  %ra = mul i64 %xa, 3
  store i64 %ra, ptr addrspace(1) %out, align 8
  br label %end
B:
  %xb = load i64, ptr addrspace(1) %w, align 8
  %rb = mul i64 %xb, 3
  store i64 %rb, ptr addrspace(1) %out, align 8
  br label %end
end:
  ret void
}
