; Any target (issue 13 item 6): with -cf-meld-assume-divergent (the spelling
; of -lockstep-uniformity=all-divergent) every conditional branch and switch
; counts as divergent on x86 too, and cf-meld melds CPU IR; without it the
; module is left exactly as it is (non-gpu.ll). The program runs @diamond and
; @chain over a range of inputs that takes every side; lli runs it before and
; after the pass and the outputs must be identical.
;
; RUN: %opt -passes=cf-meld -cf-meld-assume-divergent -lockstep-verify-steps \
; RUN:   -pass-remarks=cf-meld -S %s -o %t.flag.ll 2> %t.rem
; RUN: FileCheck %s < %t.flag.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.rem
; RUN: %opt -passes=cf-meld -lockstep-uniformity=all-divergent -S %s \
; RUN:   -o %t.mode.ll
; RUN: diff %t.flag.ll %t.mode.ll
;
; Without the flag: untouched.
; RUN: %opt -passes=cf-meld -S %s -o %t.off.ll
; RUN: %opt -S %s -o %t.orig.ll
; RUN: diff %t.orig.ll %t.off.ll
;
; Differential: the same output before and after, one line per input.
; REQUIRES: lli
; RUN: %lli %t.orig.ll > %t.before
; RUN: %lli %t.flag.ll > %t.after
; RUN: diff %t.before %t.after
; RUN: FileCheck %s --check-prefix=OUT < %t.before
; OUT-COUNT-16: {{^-?[0-9]+ -?[0-9]+ -?[0-9]+ -?[0-9]+ -?[0-9]+$}}
; OUT-NOT: {{.}}

; Two melds in @chain (the three cases pairwise), one in @diamond.
; REMARK-COUNT-3: remark: {{.*}}melded block-block subgraphs

target triple = "x86_64-unknown-linux-gnu"

@fmt = private constant [16 x i8] c"%d %d %d %d %d\0A\00"
declare i32 @printf(ptr, ...)

; Both sides update a[0] and store a result into a[2]: one melded side with
; selects picks each side's operands, and a[0] is loaded and stored once.
; CHECK-LABEL: define i32 @diamond(
; CHECK: load i32, ptr %a,
; CHECK-NOT: load i32, ptr %a,
; CHECK: %meld.sel = select i1 %odd
; CHECK-NEXT: store i32 %meld.sel, ptr %a,
; CHECK-NOT: store i32 {{.*}}, ptr %a,
; CHECK: ret i32
define i32 @diamond(i32 %x, ptr %a) {
entry:
  %bit = and i32 %x, 1
  %odd = icmp ne i32 %bit, 0
  %p1 = getelementptr inbounds i32, ptr %a, i64 1
  %p2 = getelementptr inbounds i32, ptr %a, i64 2
  br i1 %odd, label %then, label %else
then:
  %a0 = load i32, ptr %a, align 4
  %x3 = mul i32 %x, 3
  %n0 = add i32 %a0, %x3
  store i32 %n0, ptr %a, align 4
  %a1 = load i32, ptr %p1, align 4
  %m = mul i32 %a1, %x
  %r1 = add i32 %m, 7
  store i32 %r1, ptr %p2, align 4
  br label %join
else:
  %b0 = load i32, ptr %a, align 4
  %s0 = sub i32 %b0, %x
  store i32 %s0, ptr %a, align 4
  %b1 = load i32, ptr %p1, align 4
  %x5 = mul i32 %x, 5
  %r2 = add i32 %b1, %x5
  %r2x = xor i32 %r2, 3
  store i32 %r2x, ptr %p2, align 4
  br label %join
join:
  %r = phi i32 [ %r1, %then ], [ %r2, %else ]
  ret i32 %r
}

; A three-way switch whose cases all store to a[1]: melded pairwise into one
; load and one store.
; CHECK-LABEL: define i32 @chain(
; CHECK: load i32, ptr %p1,
; CHECK-NOT: load i32
; CHECK: store i32 %{{.*}}, ptr %p1,
; CHECK-NOT: store
; CHECK: ret i32
define i32 @chain(i32 %x, ptr %a) {
entry:
  %k = and i32 %x, 3
  %p1 = getelementptr inbounds i32, ptr %a, i64 1
  switch i32 %k, label %other [
    i32 0, label %c0
    i32 1, label %c1
  ]
c0:
  %v0 = load i32, ptr %p1, align 4
  %w0 = shl i32 %v0, 1
  %y0 = add i32 %w0, %x
  store i32 %y0, ptr %p1, align 4
  br label %join
c1:
  %v1 = load i32, ptr %p1, align 4
  %w1 = mul i32 %v1, 3
  %y1 = sub i32 %w1, %x
  store i32 %y1, ptr %p1, align 4
  br label %join
other:
  %v2 = load i32, ptr %p1, align 4
  %y2 = xor i32 %v2, %x
  store i32 %y2, ptr %p1, align 4
  br label %join
join:
  %r = phi i32 [ %y0, %c0 ], [ %y1, %c1 ], [ %y2, %other ]
  ret i32 %r
}

define i32 @main() {
entry:
  %a = alloca [3 x i32], align 4
  %p1 = getelementptr inbounds i32, ptr %a, i64 1
  %p2 = getelementptr inbounds i32, ptr %a, i64 2
  store i32 1, ptr %a, align 4
  store i32 2, ptr %p1, align 4
  store i32 3, ptr %p2, align 4
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %next, %loop ]
  %r = call i32 @diamond(i32 %i, ptr %a)
  %s = call i32 @chain(i32 %i, ptr %a)
  %v0 = load i32, ptr %a, align 4
  %v2 = load i32, ptr %p2, align 4
  %pr = call i32 (ptr, ...) @printf(ptr @fmt, i32 %i, i32 %r, i32 %s, i32 %v0, i32 %v2)
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, 11
  br i1 %done, label %exit, label %loop
exit:
  ret i32 0
}
