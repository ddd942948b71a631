; -lockstep-no-loss=false: the no-loss rule declines loop-free region pairs
; this test needs melded; it is about melding across a cross edge.
; RUN: %opt -passes=cf-meld -lockstep-no-loss=false -lockstep-skip-one-lane=false -divergent-regions-cross-edges %s -S -pass-remarks=cf-meld 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -passes=cf-meld -lockstep-no-loss=false -lockstep-skip-one-lane=false %s -S -pass-remarks-missed=cf-meld -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF
;
; A cross edge (SRAD's west/east neighbour chain after clang -O3): the
; entry branches to %east, and the other path (%west) also falls into
; %east. duplicateSharedBlocks gives the entry's edge its own copy of %east,
; after which the region is a block (%east) against a region (%west and
; %east), and they meld block-region: the load of %east runs once for the
; lanes of both sides.
; The select on the melded branch sends the entry's lanes (tid 0, also at
; %mark) to %east whatever %last says.
;
; Off by default (-divergent-regions-cross-edges): the remark says why.
; OFF-COUNT-2: remark: {{.*}}not meldable: successor %east is also entered from %west on another path of the region (a cross edge; -divergent-regions-cross-edges duplicates it)
;
; REMARK-COUNT-2: remark: {{.*}}melded block-region subgraphs
; REMARK-NOT: melded
;
; CHECK-LABEL: define ptx_kernel void @east_first(
; CHECK: br i1 %first, label %[[JOIN:.*]], label %[[GUARD:.*]], !lockstep.meld.guard
; CHECK: [[GUARD]]:
; CHECK-NEXT: %[[W:.*]] = load float
; CHECK: [[JOIN]]:
; CHECK: %[[SEL:.*]] = select i1 %first, i1 false, i1 %last
; CHECK-NEXT: br i1 %[[SEL]], label %[[EXIT:.*]], label %[[EAST:.*]], !lockstep.melded
; CHECK: [[EAST]]:
; CHECK: load float
; CHECK-NOT: load float
; CHECK: [[EXIT]]:
; CHECK: select i1 %first, float 0.000000e+00, float
; CHECK: ret void
;
; CHECK-LABEL: define ptx_kernel void @west_first(
; CHECK: br i1 %inner, label %[[GUARD2:.*]], label %[[JOIN2:.*]], !lockstep.meld.guard
; CHECK: [[JOIN2]]:
; CHECK: %[[SEL2:.*]] = select i1 %inner, i1 %last, i1 false
; CHECK-NEXT: br i1 %[[SEL2]], label %{{.*}}, label %[[EAST2:.*]], !lockstep.melded
; CHECK: [[EAST2]]:
; CHECK: load float
; CHECK: store float
; CHECK-NOT: load float
; CHECK: ret void

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
