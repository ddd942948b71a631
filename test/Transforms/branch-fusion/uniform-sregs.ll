; Branches on blockIdx, blockDim and gridDim are uniform (the uniformity
; layer's block-uniform-register rule): branch-fusion leaves them alone and transforms
; only the threadIdx branch of the same diamond. With
; -lockstep-uniformity=llvm (NVPTX calls every call divergent) it would
; transform all four.
; RUN: %opt -passes=branch-fusion -S %S/../Inputs/block-uniform-branches.ll -pass-remarks=branch-fusion 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem
; RUN: %opt -passes=branch-fusion -lockstep-uniformity=llvm -S %S/../Inputs/block-uniform-branches.ll -pass-remarks=branch-fusion 2>&1 >/dev/null | FileCheck --check-prefix=LLVM %s
; Nor do they get a missed remark (there is none at all), nor any remark
; in the YAML record.
; RUN: %opt -passes=branch-fusion -disable-output %S/../Inputs/block-uniform-branches.ll -pass-remarks-missed=branch-fusion 2>&1 | FileCheck --allow-empty --check-prefix=NOMISSED %s
; RUN: %opt -passes=branch-fusion -disable-output %S/../Inputs/block-uniform-branches.ll -pass-remarks-output=%t.yaml
; RUN: FileCheck --check-prefix=YAML %s < %t.yaml

; REMARK: remark: {{.*}}fused divergent diamond
; REMARK-NOT: remark: {{.*}}fused divergent diamond
; LLVM-COUNT-4: remark: {{.*}}fused divergent diamond
; NOMISSED-NOT: remark
; YAML-NOT: Function: {{bid|bdim|gdim}}{{$}}
; YAML: Function: tid
; YAML-NOT: Function: {{bid|bdim|gdim}}{{$}}

; CHECK-LABEL: define ptx_kernel void @bid(
; CHECK: br i1 %c, label %T, label %F
; CHECK: T:
; CHECK-NEXT: %x = load float
; CHECK-NOT: meld
; CHECK-LABEL: define ptx_kernel void @bdim(
; CHECK: br i1 %c, label %T, label %F
; CHECK: T:
; CHECK-NEXT: %x = load float
; CHECK-NOT: meld
; CHECK-LABEL: define ptx_kernel void @gdim(
; CHECK: br i1 %c, label %T, label %F
; CHECK: T:
; CHECK-NEXT: %x = load float
; CHECK-NOT: meld
; CHECK-LABEL: define ptx_kernel void @tid(
; CHECK: br i1 %c, label %meld.guard.a, label %meld.guard.b
