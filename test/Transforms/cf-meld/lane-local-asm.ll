; clang marks every CUDA inline-assembly call convergent, so each __half
; operation of cuda_fp16.h (a PTX block) used to keep its whole region from
; melding. Assembly that only computes per lane (LaneLocalAsm.h: no side
; effects, no memory, every instruction on the allow-list) is not a real
; convergence constraint: the region melds, and two calls of the same block
; align as one with selected operands. Blocks with warp instructions
; (shfl), with side effects, or reading memory keep the region unmelded.
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -S %s -pass-remarks=cf-meld -pass-remarks-missed=cf-meld 2>%t.err | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.err

; REMARK: remark: {{.*}}melded block-block subgraphs (profitability 0.50, 1 block pairs, 1 selects inserted, 4 instructions aligned, 0 unaligned)
; REMARK: remark: {{.*}}region contains a convergent operation
; REMARK: remark: {{.*}}region contains a convergent operation
; REMARK: remark: {{.*}}region contains a convergent operation

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; One block, one load through a selected pointer, each fma once.
; CHECK-LABEL: define void @half_fma(
; CHECK-NOT: br i1
; CHECK: [[P:%.*]] = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
; CHECK-NEXT: [[X:%.*]] = load i16, ptr addrspace(1) [[P]]
; CHECK-NEXT: [[F:%.*]] = call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 [[X]], i16 15360, i16 15360)
; CHECK-NEXT: call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 [[F]], i16 [[X]], i16 14336)
; CHECK-NEXT: store i16
; CHECK-NEXT: ret void
define void @half_fma(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bit = and i32 %tid, 1
  %c = icmp eq i32 %bit, 0
  br i1 %c, label %A, label %B
A:
  %x = load i16, ptr addrspace(1) %a, align 2
  %f = call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %x, i16 15360, i16 15360) #0
  %g = call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %f, i16 %x, i16 14336) #0
  store i16 %g, ptr addrspace(1) %o, align 2
  br label %X
B:
  %y = load i16, ptr addrspace(1) %b, align 2
  %f2 = call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %y, i16 15360, i16 15360) #0
  %g2 = call i16 asm "{fma.rn.f16 $0,$1,$2,$3;\0A}", "=h,h,h,h"(i16 %f2, i16 %y, i16 14336) #0
  store i16 %g2, ptr addrspace(1) %o, align 2
  br label %X
X:
  ret void
}

; A warp shuffle in PTX: convergent for real.
; CHECK-LABEL: define void @shfl_asm(
; CHECK: A:
; CHECK: shfl.sync.idx.b32
; CHECK: B:
; CHECK: shfl.sync.idx.b32
define void @shfl_asm(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %x = load i32, ptr addrspace(1) %a, align 4
  %s = call i32 asm "shfl.sync.idx.b32 $0, $1, 0, 31, -1;", "=r,r"(i32 %x) #0
  store i32 %s, ptr addrspace(1) %a, align 4
  br label %X
B:
  %x2 = load i32, ptr addrspace(1) %b, align 4
  %s2 = call i32 asm "shfl.sync.idx.b32 $0, $1, 0, 31, -1;", "=r,r"(i32 %x2) #0
  store i32 %s2, ptr addrspace(1) %b, align 4
  br label %X
X:
  ret void
}

; Side effects (asm volatile) or a memory access keep the attribute's word.
; CHECK-LABEL: define void @volatile_asm(
; CHECK: A:
; CHECK: call i16 asm sideeffect
; CHECK: B:
; CHECK: call i16 asm sideeffect
define void @volatile_asm(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %x = load i16, ptr addrspace(1) %a, align 2
  %s = call i16 asm sideeffect "add.f16 $0,$1,$1;", "=h,h"(i16 %x) #0
  store i16 %s, ptr addrspace(1) %a, align 2
  br label %X
B:
  %x2 = load i16, ptr addrspace(1) %b, align 2
  %s2 = call i16 asm sideeffect "add.f16 $0,$1,$1;", "=h,h"(i16 %x2) #0
  store i16 %s2, ptr addrspace(1) %b, align 2
  br label %X
X:
  ret void
}

; CHECK-LABEL: define void @load_asm(
; CHECK: A:
; CHECK: ld.global.cs.f32
; CHECK: B:
; CHECK: ld.global.cs.f32
define void @load_asm(ptr addrspace(1) %a, ptr %p, ptr %q) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %v = call float asm "ld.global.cs.f32 $0, [$1];", "=f,l"(ptr %p) #1
  store float %v, ptr addrspace(1) %a, align 4
  br label %X
B:
  %v2 = call float asm "ld.global.cs.f32 $0, [$1];", "=f,l"(ptr %q) #1
  store float %v2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}

attributes #0 = { convergent nounwind memory(none) }
attributes #1 = { convergent nounwind }
