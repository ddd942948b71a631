; Any target (issue 13 item 6): with -cf-meld-assume-divergent branch-fusion
; fuses a diamond of x86 IR; without it the module is left as it is. lli runs
; the program before and after: identical output over inputs taking both sides.
;
; RUN: %opt -passes=branch-fusion -cf-meld-assume-divergent \
; RUN:   -lockstep-verify-steps -pass-remarks=branch-fusion -S %s \
; RUN:   -o %t.flag.ll 2> %t.rem
; RUN: FileCheck %s < %t.flag.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; RUN: %opt -passes=branch-fusion -S %s -o %t.off.ll
; RUN: %opt -S %s -o %t.orig.ll
; RUN: diff %t.orig.ll %t.off.ll
; REQUIRES: lli
; RUN: %lli %t.orig.ll > %t.before
; RUN: %lli %t.flag.ll > %t.after
; RUN: diff %t.before %t.after
; RUN: FileCheck %s --check-prefix=OUT < %t.before
; OUT-COUNT-12: {{^-?[0-9]+ -?[0-9]+ -?[0-9]+$}}
; OUT-NOT: {{.}}

; REMARK: remark: {{.*}}fused divergent diamond

target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [10 x i8] c"%d %d %d\0A\00"
declare i32 @printf(ptr, ...)

; CHECK-LABEL: define i32 @diamond(
; CHECK: load i32, ptr %a,
; CHECK-NOT: load i32, ptr %a,
; CHECK: store i32 %{{.*}}, ptr %a,
; CHECK-NOT: store
; CHECK: ret i32
define i32 @diamond(i32 %x, ptr %a) {
entry:
  %neg = icmp slt i32 %x, 2
  br i1 %neg, label %then, label %else
then:
  %a0 = load i32, ptr %a, align 4
  %m = mul i32 %x, 3
  %n0 = add i32 %a0, %m
  store i32 %n0, ptr %a, align 4
  br label %join
else:
  %b0 = load i32, ptr %a, align 4
  %s0 = sub i32 %b0, %x
  %t0 = shl i32 %s0, 1
  store i32 %t0, ptr %a, align 4
  br label %join
join:
  %r = phi i32 [ %n0, %then ], [ %t0, %else ]
  ret i32 %r
}

define i32 @main() {
entry:
  %a = alloca i32, align 4
  store i32 5, ptr %a, align 4
  br label %loop
loop:
  %i = phi i32 [ -4, %entry ], [ %next, %loop ]
  %r = call i32 @diamond(i32 %i, ptr %a)
  %v = load i32, ptr %a, align 4
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %i, i32 %r, i32 %v)
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, 8
  br i1 %done, label %exit, label %loop
exit:
  ret i32 0
}
