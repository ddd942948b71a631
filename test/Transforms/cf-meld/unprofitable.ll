; Instruction alignment also vetoes melds that save nothing: here the one
; alignable add needs a select, and each of the three exit phis would become
; a select too, so the pair is skipped with a missed remark even though its
; MP_S passes the threshold (with -cf-meld-require-gain; off by default). No
; instructions aligning at all is always reported.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=0>' -cf-meld-require-gain -S %s -pass-remarks-missed=cf-meld 2>%t.err | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.err
; Nothing aligning is a cost decision, recorded as such (not "unsupported").
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=0>' -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck --check-prefix=YAML %s < %t.yaml
; YAML: Reason: no-alignment
; YAML-NOT: Reason: unsupported

; REMARK: remark: {{.*}}not melded: alignment saves no cycles (estimated gain -8)
; REMARK: remark: {{.*}}not melded: no instructions align (no pair of the same opcode and types saves more than the selects its differing operands need)

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define i32 @phis(i32 %p, i32 %q, i32 %r) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %x = add i32 %p, %q
  br label %X
B:
  %y = add i32 %p, %r
  br label %X
X:
  %m = phi i32 [ %x, %A ], [ %y, %B ]
  %n = phi i32 [ %q, %A ], [ %r, %B ]
  %o = phi i32 [ 1, %A ], [ 2, %B ]
  %s = add i32 %m, %n
  %t = add i32 %s, %o
  ret i32 %t
}

define i32 @nothing(i32 %p, i32 %q, i32 %r, i32 %u) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %x = mul i32 %p, %q
  br label %X
B:
  %y = add i32 %r, %u
  br label %X
X:
  %m = phi i32 [ %x, %A ], [ %y, %B ]
  ret i32 %m
}

; CHECK-LABEL: define i32 @phis(
; CHECK: br i1 %c, label %A, label %B
; CHECK-LABEL: define i32 @nothing(
; CHECK: br i1 %c, label %A, label %B
