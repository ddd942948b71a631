; A divergent-looking kernel on a non-GPU triple is left exactly as it is.
; RUN: %opt -passes=cf-meld -S %s -o %t.ll
; RUN: %opt -S %s -o %t.orig.ll
; RUN: diff %t.orig.ll %t.ll

target triple = "x86_64-unknown-linux-gnu"

declare i32 @tid()

define void @k(ptr %a, ptr %b) {
entry:
  %t = call i32 @tid()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %A, label %B
A:
  %x = load i32, ptr %a, align 4
  store i32 %x, ptr %b, align 4
  br label %X
B:
  %x2 = load i32, ptr %b, align 4
  store i32 %x2, ptr %a, align 4
  br label %X
X:
  ret void
}
