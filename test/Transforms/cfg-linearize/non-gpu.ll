; On a CPU triple (no divergence) cfg-linearize changes nothing.
; RUN: %opt -passes='cfg-linearize<force>' %s -S | FileCheck %s
; CHECK-NOT: lin.guard
; CHECK: br i1 %c1, label %b3, label %b2

target triple = "x86_64-unknown-linux-gnu"

define void @short_circuit(ptr %g, i32 %t) {
b1:
  %c1 = icmp ult i32 %t, 2
  br i1 %c1, label %b3, label %b2
b2:
  %c2 = icmp eq i32 %t, 2
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %t, 1
  br i1 %c3, label %b4, label %b5
b4:
  store i32 1, ptr %g
  br label %b6
b5:
  store i32 2, ptr %g
  br label %b6
b6:
  ret void
}
