; DARM Fig. 2 case 3 (block-block) and Fig. 3: selects only where operands
; differ (case a: two selects, case b: one, case c: one because the second
; operands are already the same melded value), unaligned instructions
; unpredicated into guarded blocks (Fig. 3c) and phis at the exit.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=0>' -cf-meld-speculate-limit=0 -lockstep-verify-steps -S %s | FileCheck %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=0>' -S %s | FileCheck --check-prefix=SPEC %s
; The option applies to every melding pass, hence its neutral name
; -lockstep-meld-speculate-limit; the cf-meld-* spelling above is its alias.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=0>' -lockstep-meld-speculate-limit=0 -S %s | FileCheck %s
; So is -cf-meld-no-cleanup of -lockstep-meld-no-cleanup: same IR either way.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=0>' -lockstep-meld-no-cleanup -S %s -o %t.new.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=0>' -cf-meld-no-cleanup -S %s -o %t.old.ll
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=0>' -S %s -o %t.default.ll
; RUN: diff %t.new.ll %t.old.ll
; RUN: not diff %t.new.ll %t.default.ll > /dev/null

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @fig3(ptr addrspace(1) %out, float %p0, float %p1, float %p2, float %p3, float %p4, float %p5) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp = icmp ult i32 %tid, 16
  br i1 %cmp, label %A, label %B

A:
  %add = fdiv float %p0, %p1
  %sub = fdiv float %p2, %p3
  %div = fmul float %p2, 5.0
  %and = fdiv float %div, %sub
  br label %X

B:
  %add1 = fdiv float %p4, %p5
  %sub2 = fdiv float %p2, %p5
  %xor = fneg float %p4
  %and5 = fdiv float %xor, %sub2
  br label %X

X:
  %r = phi float [ %and, %A ], [ %and5, %B ]
  %s = phi float [ %add, %A ], [ %add1, %B ]
  %q = fadd float %r, %s
  store float %q, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define void @fig3(
; case a: both operands differ.
; CHECK: %[[S1:.*]] = select i1 %cmp, float %p0, float %p4
; CHECK-NEXT: %[[S2:.*]] = select i1 %cmp, float %p1, float %p5
; CHECK-NEXT: %[[ADD:.*]] = fdiv float %[[S1]], %[[S2]]
; case b: the first operand is shared.
; CHECK-NEXT: %[[S3:.*]] = select i1 %cmp, float %p3, float %p5
; CHECK-NEXT: %[[SUB:.*]] = fdiv float %p2, %[[S3]]
; Unaligned fmul / fneg: guarded, never run by the other side's lanes.
; CHECK-NEXT: br i1 %cmp, label %[[GA:.*]], label %[[GB:.*]], !lockstep.meld.guard
; CHECK: [[GA]]:
; CHECK-NEXT: fmul float %p2, 5.000000e+00
; CHECK-NEXT: br label
; CHECK: [[GB]]:
; CHECK-NEXT: fneg float %p4
; CHECK-NEXT: br label
; case c: the second operands are the same melded value: one select.
; CHECK: %[[S4:.*]] = select i1 %cmp, float %{{.*}}, float %{{.*}}
; CHECK-NEXT: %[[AND:.*]] = fdiv float %[[S4]], %[[SUB]]
; The exit phis disappear: both sides provide the same melded values.
; CHECK-NEXT: %q = fadd float %[[AND]], %[[ADD]]
; CHECK-NOT: br i1 %cmp
; CHECK: ret void

; By default a short unaligned run that cannot trap, touch memory or call is
; executed by all lanes (cheaper than a guard); the select still picks each
; lane's own value.
; SPEC-LABEL: define void @fig3(
; SPEC: fdiv float
; SPEC: fdiv float
; SPEC-NEXT: fmul float %p2, 5.000000e+00
; SPEC-NEXT: fneg float %p4
; SPEC-NEXT: select i1 %cmp, float
; SPEC-NOT: br i1
; SPEC: ret void
