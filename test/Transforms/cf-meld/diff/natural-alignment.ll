; Differential test of melding loads of different natural alignments: odd
; threads read the .x of a float2 (align 8), even threads its .y (align 4);
; the melded load (align 4) reads the same values on several random
; inputs, and the melded kernel runs fewer simulated cycles.
; REQUIRES: lockstep-sim
; RUN: rm -rf %t && mkdir -p %t
; RUN: %opt -passes=cf-meld %s -S -o %t/m.ll -pass-remarks=cf-meld 2>&1 | FileCheck --check-prefix=REMARK %s
; RUN: FileCheck --check-prefix=IR %s < %t/m.ll
; RUN: for s in 1 2 3; do sed "s/SEED/$s/;s/KERNEL/xy/" %S/Inputs/abc.json.in > %t/l.json && %lockstep-sim %s --launch %t/l.json --dump-buffers %t/b-$s --json > %t/b-$s.json && %lockstep-sim %t/m.ll --launch %t/l.json --dump-buffers %t/a-$s --json > %t/a-$s.json && for buf in a b c; do cmp %t/b-$s/$buf.bin %t/a-$s/$buf.bin || exit 1; done || exit 1; done
; RUN: %python %S/Inputs/fewer.py %t/b-1.json %t/a-1.json cycles

; REMARK: melded block-block subgraphs
; IR: load float, ptr addrspace(1) %{{.*}}, align 4
; IR-NOT: load float

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @xy(ptr addrspace(1) align 8 %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = shl i32 %cta, 6
  %g = add i32 %base, %tid
  %g64 = zext i32 %g to i64
  %k = lshr i64 %g64, 1
  %pair = getelementptr inbounds <2 x float>, ptr addrspace(1) %a, i64 %k
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i64 %g64
  %bit = and i32 %tid, 1
  %odd = icmp eq i32 %bit, 1
  br i1 %odd, label %X, label %Y
X:
  %x = load float, ptr addrspace(1) %pair, align 8
  %rx = fmul float %x, 2.0
  store float %rx, ptr addrspace(1) %pc, align 4
  br label %end
Y:
  %py = getelementptr inbounds i8, ptr addrspace(1) %pair, i64 4
  %y = load float, ptr addrspace(1) %py, align 4
  %ry = fmul float %y, 2.0
  store float %ry, ptr addrspace(1) %pc, align 4
  br label %end
end:
  ret void
}
