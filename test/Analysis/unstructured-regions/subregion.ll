; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; A loop with a break whose body starts with a structured if/else (a
; diamond d -> t|e -> m) and a structured inner loop (il): both lie inside
; the loop's unstructured region, have a single entry and exit and no
; unstructured edge, so a linearization guards only their entry
; (Algorithm 3). The lone block m is no sub-region of its own. Blocks are
; in reverse post-order (DFS on first successors: entry head d t m il il.body,
; il.exit done, latch, then e).

; CHECK: unstructured-regions: function=subregion edges=2 regions=1
; CHECK: unstructured-region: function=subregion id=0 entry=%entry exit=%done parent=- blocks=%head,%d,%e,%t,%m,%il,%il.exit,%latch,%il.body divergent=yes
; CHECK-NEXT: structured-subregion: function=subregion region=0 entry=%d exit=%m blocks=%d,%e,%t
; CHECK-NEXT: structured-subregion: function=subregion region=0 entry=%il exit=%il.exit blocks=%il,%il.body
; CHECK-NOT: structured-subregion

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @subregion(ptr addrspace(1) %g, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %d, label %done
d:
  %odd = and i32 %tid, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %t, label %e
t:
  store i32 1, ptr addrspace(1) %g
  br label %m
e:
  store i32 2, ptr addrspace(1) %g
  br label %m
m:
  br label %il
il:
  %k = phi i32 [ 0, %m ], [ %k.next, %il.body ]
  %kmore = icmp slt i32 %k, %tid
  br i1 %kmore, label %il.body, label %il.exit
il.body:
  %k.next = add i32 %k, 1
  br label %il
il.exit:
  %v = load i32, ptr addrspace(1) %g
  %brk = icmp eq i32 %v, %tid
  br i1 %brk, label %done, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %head
done:
  ret void
}
