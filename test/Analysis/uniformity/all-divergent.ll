; Mode all-divergent (-lockstep-uniformity=all-divergent, also spelled
; -cf-meld-assume-divergent): every conditional branch and switch is
; divergent on any triple, an unconditional branch is not, and nothing is
; refined. On x86 the default mode reports nothing divergent and
; divergent-regions reports no region; in all-divergent mode it reports both.
; On NVPTX the mode overrides the rules: a blockIdx branch becomes divergent.
; RUN: %opt -passes='print<lockstep-uniformity>' -cf-meld-assume-divergent -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<lockstep-uniformity>' -lockstep-uniformity=all-divergent -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes='print<lockstep-uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
; RUN: %opt -passes='print<divergent-regions>' -cf-meld-assume-divergent -disable-output %s 2>&1 | FileCheck %s --check-prefix=REGIONS
; RUN: %opt -passes='print<divergent-regions>' -disable-output %s 2>&1 | count 0
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<lockstep-uniformity>' -cf-meld-assume-divergent -disable-output %s 2>&1 | FileCheck %s --check-prefix=NVPTX
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<lockstep-uniformity>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NVPTX-DEFAULT

; CHECK-LABEL: function=f mode=all-divergent
; CHECK-NEXT: branch: block=%entry divergent
; CHECK-NEXT: branch: block=%A divergent
; CHECK-NOT: branch:
; CHECK-LABEL: function=bid mode=all-divergent
; DEFAULT-LABEL: function=f mode=lockstep
; DEFAULT-NEXT: branch: block=%entry uniform
; DEFAULT-NEXT: branch: block=%A uniform

; REGIONS: divergent-region: function=f entry=%entry exit=%X terminator=br successors=2 meldable
; REGIONS: divergent-region: function=f entry=%A exit=%X terminator=switch successors=3

; NVPTX-LABEL: function=bid mode=all-divergent
; NVPTX-NOT: refined:
; NVPTX: branch: block=%entry divergent
; NVPTX-DEFAULT-LABEL: function=bid mode=lockstep
; NVPTX-DEFAULT: refined: %b rule=block-uniform-register
; NVPTX-DEFAULT: branch: block=%entry uniform

target triple = "x86_64-unknown-linux-gnu"

define void @f(i32 %x, ptr %p) {
entry:
  %c = icmp ult i32 %x, 16
  br i1 %c, label %A, label %B
A:
  switch i32 %x, label %X [
    i32 1, label %S1
    i32 2, label %S2
  ]
S1:
  store i32 1, ptr %p, align 4
  br label %X
S2:
  store i32 2, ptr %p, align 4
  br label %X
B:
  store i32 3, ptr %p, align 4
  br label %X
X:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define void @bid(ptr %p) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %c = icmp eq i32 %b, 0
  br i1 %c, label %T, label %X
T:
  store i32 1, ptr %p, align 4
  br label %X
X:
  ret void
}
