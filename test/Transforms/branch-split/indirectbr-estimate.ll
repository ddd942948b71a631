; branch-split counts registers with ptxas when installed, on PTX from the
; NVPTX backend, which cannot select an indirect branch: such a module is
; not sent to the backend (it printed "LLVM ERROR: Cannot select: brind"
; three times before the crash recovery fell back), and the remark says the
; registers are estimated.
; REQUIRES: ptxas
; RUN: %opt -passes=branch-split -pass-remarks-missed=branch-split -disable-output %s 2>&1 | FileCheck %s
; CHECK-NOT: LLVM ERROR
; CHECK: kernel k not split: {{.*}}registers {{[0-9]+}}/{{[0-9]+}}/{{[0-9]+}} (estimated: ptxas could not count them), occupancy
; CHECK-NOT: LLVM ERROR
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %out, ptr %in) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %in, i32 %tid
  %v = load i32, ptr %p
  %c = icmp ult i32 %tid, 16
  %t = select i1 %c, ptr blockaddress(@k, %a), ptr blockaddress(@k, %b)
  indirectbr ptr %t, [label %a, label %b]
a:
  %x1 = mul i32 %v, 3
  %y1 = add i32 %x1, 7
  br label %j
b:
  %x2 = mul i32 %v, 5
  %y2 = add i32 %x2, 9
  br label %j
j:
  %r = phi i32 [ %y1, %a ], [ %y2, %b ]
  %c2 = icmp ult i32 %tid, 40
  br i1 %c2, label %d1, label %d2
d1:
  %z1 = mul i32 %r, 3
  %w1 = add i32 %z1, 7
  br label %e
d2:
  %z2 = mul i32 %r, 5
  %w2 = add i32 %z2, 9
  br label %e
e:
  %rr = phi i32 [ %w1, %d1 ], [ %w2, %d2 ]
  %q = getelementptr i32, ptr %out, i32 %tid
  store i32 %rr, ptr %q
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
