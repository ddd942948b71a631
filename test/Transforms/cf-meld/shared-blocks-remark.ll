; The shared-blocks decline of cf-meld: a meldable region whose two sides
; share a block (%S, reached from %C and from %D) that duplicateSharedBlocks
; cannot split per path, because %S is also entered from %Y, a block after
; the region's exit %E that is on neither path (the cycle %S -> %E -> %Y ->
; %S is irreducible, which valid IR may be). cf-meld then says so in a
; missed remark (SharedBlocks, reason shared-blocks) and leaves the IR
; exactly as it was: no per-path copy of %S, nothing melded.
; RUN: %opt -passes=print\<divergent-regions\> -disable-output %s 2>&1 | FileCheck %s --check-prefix=REGION
; RUN: %opt -passes=cf-meld -pass-remarks-missed=cf-meld -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -passes=cf-meld -pass-remarks-output=%t.yaml -S %s -o %t.after.ll
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; RUN: %opt -S %s -o %t.before.ll
; RUN: diff %t.before.ll %t.after.ll

; REGION: divergent-region: function=reentered entry=%entry exit=%E terminator=br successors=2 meldable {{.*}} shared=%S

; CHECK: remark: {{.*}}blocks shared by both sides cannot be duplicated{{$}}

; YAML:      Name: SharedBlocks
; YAML-NEXT: Function: reentered
; YAML-NEXT: Args:
; YAML-NEXT:   - String: blocks shared by both sides cannot be duplicated
; YAML-NEXT:   - Pass: cf-meld
; YAML-NEXT:   - Region: '%entry'
; YAML-NEXT:   - Decision: skipped
; YAML-NEXT:   - Reason: shared-blocks

target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @reentered(ptr addrspace(1) %a, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %tid
  %c = icmp ult i32 %tid, 7
  br i1 %c, label %C, label %D
C:
  %x = load i32, ptr addrspace(1) %p, align 4
  %cx = icmp sgt i32 %x, 0
  br i1 %cx, label %S, label %X1
D:
  %y = load i32, ptr addrspace(1) %p, align 4
  %cy = icmp slt i32 %y, 5
  br i1 %cy, label %S, label %X2
S:
  %v = load i32, ptr addrspace(1) %p, align 4
  %v2 = add i32 %v, 3
  store i32 %v2, ptr addrspace(1) %p, align 4
  br label %E
X1:
  %x3 = mul i32 %x, 3
  store i32 %x3, ptr addrspace(1) %p, align 4
  br label %E
X2:
  %y3 = mul i32 %y, 5
  store i32 %y3, ptr addrspace(1) %p, align 4
  br label %E
E:
  %again = icmp eq i32 %n, 3
  br i1 %again, label %Y, label %R
Y:
  store i32 0, ptr addrspace(1) %a, align 4
  br label %S
R:
  ret void
}
