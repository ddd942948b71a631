; RUN: %opt -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; Unstructured edges are a property of the CFG and are reported on any
; target; without branch divergence (a CPU triple) no region is divergent.

; CHECK: unstructured-regions: function=cpu edges=3 regions=1
; CHECK: unstructured-region: function=cpu id=0 entry=%b1 exit=%b6 {{.*}} divergent=no divergent-branches=-

target triple = "x86_64-unknown-linux-gnu"

declare void @f(i32)

define void @cpu(i32 %tid) {
b1:
  %c1 = icmp ult i32 %tid, 2
  br i1 %c1, label %b3, label %b2
b2:
  %c2 = icmp eq i32 %tid, 2
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %tid, 1
  br i1 %c3, label %b4, label %b5
b4:
  call void @f(i32 1)
  br label %b6
b5:
  call void @f(i32 2)
  br label %b6
b6:
  ret void
}

; CHECK-NOT: function=decl
declare void @decl()
