; Differential test of cross-edge melding (cf-meld/cross-edge.ll): the
; region's copy of the shared successor and the melded blocks compute the
; same buffers on several random inputs, in fewer cycles. %mark sends one
; entry-side lane (tid 0 of block 1) through a condition the other side
; branches on.
; REQUIRES: lockstep-sim
; RUN: %opt -passes=cf-meld -lockstep-no-loss=false -lockstep-skip-one-lane=false -divergent-regions-cross-edges %s -S -o %t.meld.ll -pass-remarks=cf-meld 2>&1 | FileCheck --check-prefix=REMARK %s
; RUN: rm -rf %t && mkdir -p %t
; RUN: for k in east_first west_first; do for s in 1 2 3; do sed "s/SEED/$s/;s/KERNEL/$k/" %S/Inputs/abc.json.in > %t/l.json && %lockstep-sim %s --launch %t/l.json --dump-buffers %t/b-$k-$s --json > %t/b-$k-$s.json && %lockstep-sim %t.meld.ll --launch %t/l.json --dump-buffers %t/a-$k-$s --json > %t/a-$k-$s.json && for buf in a b c; do cmp %t/b-$k-$s/$buf.bin %t/a-$k-$s/$buf.bin || exit 1; done || exit 1; done; done
; RUN: for k in east_first west_first; do %python %S/Inputs/fewer.py %t/b-$k-1.json %t/a-$k-1.json cycles || exit 1; done

; REMARK-COUNT-2: melded block-region

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; The entry's path is the first successor: it keeps %east, %west's edge gets
; the copy.
define ptx_kernel void @east_first(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %g = add i32 %base, %tid
  %first = icmp eq i32 %tid, 0
  %rowend = icmp eq i32 %tid, 63
  %mark = icmp eq i32 %g, 64
  %last = or i1 %rowend, %mark
  %pw = getelementptr float, ptr addrspace(1) %a, i32 %g
  br i1 %first, label %east, label %west

west:
  %w.load = load float, ptr addrspace(1) %pw
  br i1 %last, label %join, label %east

east:
  %w = phi float [ %w.load, %west ], [ 0.0, %entry ]
  %pe = getelementptr float, ptr addrspace(1) %pw, i32 1
  %e.load = load float, ptr addrspace(1) %pe
  br label %join

join:
  %e = phi float [ %e.load, %east ], [ 0.0, %west ]
  %ww = phi float [ %w, %east ], [ %w.load, %west ]
  %s = fadd float %e, %ww
  %po = getelementptr float, ptr addrspace(1) %b, i32 %g
  store float %s, ptr addrspace(1) %po
  ret void
}

; The entry's path is the second successor: its edge is the one redirected
; to the copy of %east.
define ptx_kernel void @west_first(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %g = add i32 %base, %tid
  %inner = icmp ne i32 %tid, 0
  %rowend = icmp eq i32 %tid, 63
  %mark = icmp eq i32 %g, 64
  %last = or i1 %rowend, %mark
  %pw = getelementptr float, ptr addrspace(1) %a, i32 %g
  br i1 %inner, label %west, label %east

west:
  %w.load = load float, ptr addrspace(1) %pw
  br i1 %last, label %join, label %east

east:
  %w = phi float [ %w.load, %west ], [ 0.0, %entry ]
  %pe = getelementptr float, ptr addrspace(1) %pw, i32 1
  %e.load = load float, ptr addrspace(1) %pe
  %pc = getelementptr float, ptr addrspace(1) %c, i32 %g
  store float %w, ptr addrspace(1) %pc
  br label %join

join:
  %e = phi float [ %e.load, %east ], [ 0.0, %west ]
  %ww = phi float [ %w, %east ], [ %w.load, %west ]
  %s = fsub float %e, %ww
  %po = getelementptr float, ptr addrspace(1) %b, i32 %g
  store float %s, ptr addrspace(1) %po
  ret void
}
