; cf-meld versions a meld on a warp vote (UniformVersioning.h): warps whose
; lanes agree on the branch run a copy of the original region, the others
; the melded one. By default only when the no-loss rule refuses the meld and
; passes it versioned; this compare-exchange step (BIT's shape) passes
; neither, and the remark gives both sets of figures. `always` versions it
; whatever the model says; `never` keeps DARM's meld unversioned.
;
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -pass-remarks-missed=cf-meld %s -S -o %t.default.ll 2>&1 | FileCheck %s --check-prefix=DEFAULT
; DEFAULT: not melded: no-loss rule: {{.*}} at split rate 0.50 (thread-index): {{.*}}; expected gain {{.*}} chain {{.*}} at split rate 0.50 (thread-index), versioned on a warp vote: the vote lengthens
; RUN: FileCheck %s --check-prefix=NOVOTE < %t.default.ll
; NOVOTE-NOT: vote.uni
;
; RUN: %opt -passes=cf-meld -cf-meld-version-on-vote=always -pass-remarks=cf-meld %s -S -o %t.always.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: melded region-region subgraphs {{.*}}; versioned on a warp vote: warps that agree on the branch (split rate 0.50) run the original code
; RUN: FileCheck %s --check-prefix=IR < %t.always.ll
; IR-LABEL: define ptx_kernel void @step(
; IR:        %up = icmp eq i32 %and, 0
; IR-NEXT:   %meld.active = call i32 @llvm.nvvm.activemask()
; IR-NEXT:   %meld.agree = call i1 @llvm.nvvm.vote.uni.sync(i32 %meld.active, i1 %up)
; IR-NEXT:   br i1 %meld.agree, label %entry.split.uniform, label %entry.split
; IR:      entry.split:
; IR:        %meld.sel = select i1 %up, i1 %gt{{[0-9]*}}, i1 %lt{{[0-9]*}}
; IR-NEXT:   br i1 %meld.sel
; IR:      join:
; The copy's exits join the melded region's in the exit's phis.
; IR-NEXT:   %swapped = phi i32 {{.*}}[ 1, %swap.d.uniform ]{{.*}}[ 1, %swap.a.uniform ]
; IR:      desc.uniform:
; IR-NEXT:   %lt.uniform = icmp slt i32 %x, %y
; IR:      asc.uniform:
; IR-NEXT:   %gt.uniform = icmp sgt i32 %x, %y
; IR:      entry.split.uniform:
; IR-NEXT:   br i1 %up, label %asc.uniform, label %desc.uniform
;
; Both branches of the versioning are warp-uniform to the uniformity layer,
; so a second run neither melds the copy nor versions again.
; RUN: %opt -passes='print<lockstep-uniformity>' -disable-output %t.always.ll 2>&1 | FileCheck %s --check-prefix=UNI
; UNI-DAG: branch: block=%entry warp-uniform
; UNI-DAG: branch: block=%entry.split.uniform warp-uniform
; UNI-DAG: branch: block=%entry.split divergent
; RUN: %opt -passes=cf-meld -cf-meld-version-on-vote=always %t.always.ll -S -o - | FileCheck %s --check-prefix=ONCE
; ONCE-COUNT-1: call i1 @llvm.nvvm.vote.uni.sync
; ONCE-NOT: call i1 @llvm.nvvm.vote.uni.sync
; RUN: %opt -passes=cf-meld -cf-meld-version-on-vote=always %t.always.ll -S -o - | FileCheck %s --check-prefix=COPY
; COPY: asc.uniform:
; COPY-NEXT: %gt.uniform = icmp sgt i32 %x, %y
;
; `never`, with the rule off: DARM's meld, unversioned.
; RUN: %opt -passes=cf-meld -cf-meld-version-on-vote=never -lockstep-no-loss=false %s -S -o - | FileCheck %s --check-prefix=NEVER
; NEVER: %meld.sel = select
; NEVER-NOT: vote.uni
;
; Only NVPTX and AMDGPU have warp votes: on another triple (all-divergent
; mode, x86) the meld is never versioned.
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/;s/ptx_kernel //;s/call i32 @llvm.nvvm.read.ptx.sreg.tid.x()/add i32 %k, 1/' %s > %t.x86.ll
; RUN: %opt -passes=cf-meld -cf-meld-assume-divergent -cf-meld-version-on-vote=always -lockstep-no-loss=false %t.x86.ll -S -o - | FileCheck %s --check-prefix=NEVER
;
; A region with a loop is not versioned, even with `always`.
; RUN: %opt -passes=cf-meld -cf-meld-version-on-vote=always %s -S -o - | FileCheck %s --check-prefix=LOOP
; LOOP-LABEL: define ptx_kernel void @looped(
; LOOP-NOT: vote.uni
; LOOP: ret void

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; One compare-exchange step of bitonic sort: the direction (t & k) == 0 is an
; index condition (split rate 0.5), and the two sides differ only in the
; compare.
define ptx_kernel void @step(ptr addrspace(1) %s, i32 %k, i32 %j) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ixj = xor i32 %t, %j
  %t64 = zext i32 %t to i64
  %i64 = zext i32 %ixj to i64
  %pt = getelementptr inbounds i32, ptr addrspace(1) %s, i64 %t64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %s, i64 %i64
  %x = load i32, ptr addrspace(1) %pt, align 4
  %y = load i32, ptr addrspace(1) %pi, align 4
  %and = and i32 %t, %k
  %up = icmp eq i32 %and, 0
  br i1 %up, label %asc, label %desc

asc:
  %gt = icmp sgt i32 %x, %y
  br i1 %gt, label %swap.a, label %join

swap.a:
  store i32 %y, ptr addrspace(1) %pt, align 4
  store i32 %x, ptr addrspace(1) %pi, align 4
  br label %join

desc:
  %lt = icmp slt i32 %x, %y
  br i1 %lt, label %swap.d, label %join

swap.d:
  store i32 %y, ptr addrspace(1) %pt, align 4
  store i32 %x, ptr addrspace(1) %pi, align 4
  br label %join

join:
  %swapped = phi i32 [ 1, %swap.a ], [ 0, %asc ], [ 1, %swap.d ], [ 0, %desc ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %s, i64 %t64
  %old = load i32, ptr addrspace(1) %po, align 4
  %new = add i32 %old, 0
  store i32 %new, ptr addrspace(1) %po, align 4
  ret void
}

; The sides hold a loop: versioning refuses the region.
define ptx_kernel void @looped(ptr addrspace(1) %s, i32 %k, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %s, i64 %t64
  %and = and i32 %t, %k
  %up = icmp eq i32 %and, 0
  br i1 %up, label %a, label %b

a:
  %ia = phi i32 [ 0, %entry ], [ %ia.next, %a ]
  %wa = load i32, ptr addrspace(1) %p, align 4
  %va = add i32 %wa, %ia
  store i32 %va, ptr addrspace(1) %p, align 4
  %ia.next = add i32 %ia, 1
  %ca = icmp slt i32 %ia.next, %n
  br i1 %ca, label %a, label %join

b:
  %ib = phi i32 [ 0, %entry ], [ %ib.next, %b ]
  %wb = load i32, ptr addrspace(1) %p, align 4
  %vb = sub i32 %wb, %ib
  store i32 %vb, ptr addrspace(1) %p, align 4
  %ib.next = add i32 %ib, 1
  %cb = icmp slt i32 %ib.next, %n
  br i1 %cb, label %b, label %join

join:
  ret void
}
