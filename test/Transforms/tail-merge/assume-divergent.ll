; Any target (issue 13 item 6): with -cf-meld-assume-divergent tail-merge
; sinks the identical tail of both sides of an x86 diamond; without it the
; module is left as it is. lli runs the program before and after: identical
; output over inputs taking both sides.
;
; RUN: %opt -passes=tail-merge -cf-meld-assume-divergent \
; RUN:   -lockstep-verify-steps -pass-remarks=tail-merge -S %s \
; RUN:   -o %t.flag.ll 2> %t.rem
; RUN: FileCheck %s < %t.flag.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; RUN: %opt -passes=tail-merge -S %s -o %t.off.ll
; RUN: %opt -S %s -o %t.orig.ll
; RUN: diff %t.orig.ll %t.off.ll
; REQUIRES: lli
; RUN: %lli %t.orig.ll > %t.before
; RUN: %lli %t.flag.ll > %t.after
; RUN: diff %t.before %t.after
; RUN: FileCheck %s --check-prefix=OUT < %t.before
; OUT-COUNT-12: {{^-?[0-9]+ -?[0-9]+ -?[0-9]+$}}
; OUT-NOT: {{.}}

; REMARK: remark: {{.*}}merged identical tail of 3 instructions

target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [10 x i8] c"%d %d %d\0A\00"
declare i32 @printf(ptr, ...)

; The heads differ; the tail (x * 2 + 1 stored to b) is the same and runs
; once after the merge.
; CHECK-LABEL: define void @tail(
; CHECK: mul i32 %x, 2
; CHECK-NOT: mul i32 %x, 2
; CHECK: ret void
define void @tail(i32 %x, ptr %a, ptr %b) {
entry:
  %c = icmp sgt i32 %x, 3
  br i1 %c, label %T, label %F
T:
  %y = add i32 %x, 10
  store i32 %y, ptr %a, align 4
  %m = mul i32 %x, 2
  %s = add i32 %m, 1
  store i32 %s, ptr %b, align 4
  br label %X
F:
  %z = sub i32 0, %x
  store i32 %z, ptr %a, align 4
  %m2 = mul i32 %x, 2
  %s2 = add i32 %m2, 1
  store i32 %s2, ptr %b, align 4
  br label %X
X:
  ret void
}

define i32 @main() {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  br label %loop
loop:
  %i = phi i32 [ -2, %entry ], [ %next, %loop ]
  call void @tail(i32 %i, ptr %a, ptr %b)
  %va = load i32, ptr %a, align 4
  %vb = load i32, ptr %b, align 4
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %i, i32 %va, i32 %vb)
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, 10
  br i1 %done, label %exit, label %loop
exit:
  ret i32 0
}
