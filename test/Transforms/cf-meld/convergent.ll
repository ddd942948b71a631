; Convergent operations (barriers, shuffles, votes, any convergent call) are
; never melded, moved or run by a different set of lanes: the region is left
; alone and a missed remark says why.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -S %s -pass-remarks-missed=cf-meld 2>%t.err | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.err

; REMARK: remark: {{.*}}region contains a convergent operation
; REMARK: remark: {{.*}}region contains a convergent operation

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare void @sync() convergent

define void @shuffle(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %x = load i32, ptr addrspace(1) %a, align 4
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x, i32 0, i32 31)
  store i32 %s, ptr addrspace(1) %a, align 4
  br label %X
B:
  %x2 = load i32, ptr addrspace(1) %b, align 4
  %s2 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x2, i32 0, i32 31)
  store i32 %s2, ptr addrspace(1) %b, align 4
  br label %X
X:
  ret void
}

define void @barrier(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %x = load i32, ptr addrspace(1) %a, align 4
  call void @sync()
  store i32 %x, ptr addrspace(1) %a, align 4
  br label %X
B:
  %x2 = load i32, ptr addrspace(1) %b, align 4
  store i32 %x2, ptr addrspace(1) %b, align 4
  br label %X
X:
  ret void
}

; CHECK-LABEL: define void @shuffle(
; CHECK: br i1 %c, label %A, label %B
; CHECK: A:
; CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x,
; CHECK: B:
; CHECK: call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %x2,
; CHECK-LABEL: define void @barrier(
; CHECK: br i1 %c, label %A, label %B
; CHECK: A:
; CHECK: call void @sync()
; CHECK-NOT: select
; CHECK: ret void
