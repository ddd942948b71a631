; Regions holding a warp shuffle or a barrier are left exactly as they are
; (convergent operations never run with a different set of lanes), and the
; outputs are identical on several random inputs.
; REQUIRES: lockstep-sim
; RUN: %opt -passes=cf-meld %s -S -o %t.meld.ll -pass-remarks-missed=cf-meld 2>&1 | FileCheck --check-prefix=REMARK %s
; RUN: %opt %s -S -o %t.orig.ll
; RUN: diff %t.orig.ll %t.meld.ll
; RUN: rm -rf %t && mkdir -p %t
; RUN: for s in 1 2 3; do sed "s/SEED/$s/" %S/Inputs/conv.json.in > %t/launch$s.json; done
; RUN: for s in 1 2 3; do %lockstep-sim %s --launch %t/launch$s.json --dump-buffers %t/before$s > /dev/null && %lockstep-sim %t.meld.ll --launch %t/launch$s.json --dump-buffers %t/after$s > /dev/null && cmp %t/before$s/out.bin %t/after$s/out.bin || exit 1; done

; REMARK: region contains a convergent operation

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)

define ptx_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %tid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %lane = and i32 %tid, 31
  %c = icmp ult i32 %lane, 16
  br i1 %c, label %A, label %B
A:
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %x, i32 1, i32 31)
  %r = add i32 %s, 1
  store i32 %r, ptr addrspace(1) %po, align 4
  br label %X
B:
  %s2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -65536, i32 %x, i32 1, i32 31)
  %r2 = add i32 %s2, 2
  store i32 %r2, ptr addrspace(1) %po, align 4
  br label %X
X:
  ret void
}
