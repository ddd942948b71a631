; RUN: %opt -passes='print<divergent-regions>' -disable-output %s 2>&1 | count 0
;
; On a target without branch divergence nothing is reported.

target triple = "x86_64-unknown-linux-gnu"

define void @cpu(ptr %g, i32 %tid) {
entry:
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %then, label %else
then:
  store i32 1, ptr %g
  br label %join
else:
  store i32 2, ptr %g
  br label %join
join:
  ret void
}
