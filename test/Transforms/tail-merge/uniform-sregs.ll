; Branches on blockIdx, blockDim and gridDim are uniform (the uniformity
; layer's block-uniform-register rule): tail-merge leaves them alone and transforms
; only the threadIdx branch of the same diamond. With
; -lockstep-uniformity=llvm (NVPTX calls every call divergent) it would
; transform all four.
; RUN: %opt -passes=tail-merge -S %S/../Inputs/block-uniform-branches.ll -pass-remarks=tail-merge 2>%t.rem | FileCheck %s
; RUN: FileCheck --check-prefix=REMARK %s < %t.rem
; RUN: %opt -passes=tail-merge -lockstep-uniformity=llvm -S %S/../Inputs/block-uniform-branches.ll -pass-remarks=tail-merge 2>&1 >/dev/null | FileCheck --check-prefix=LLVM %s
; Nor do they get a missed remark, nor any remark in the YAML record; nor
; does @tid's threadIdx branch once its tail is merged (its Merged remark is
; its decision).
; RUN: %opt -passes=tail-merge -disable-output %S/../Inputs/block-uniform-branches.ll -pass-remarks-missed=tail-merge 2>&1 | FileCheck --allow-empty --check-prefix=NOMISSED %s
; RUN: %opt -passes=tail-merge -disable-output %S/../Inputs/block-uniform-branches.ll -pass-remarks-output=%t.yaml
; RUN: FileCheck --check-prefix=YAML %s < %t.yaml

; REMARK: remark: {{.*}}merged identical tail of 3 instructions
; REMARK-NOT: remark: {{.*}}merged identical tail of 3 instructions
; LLVM-COUNT-4: remark: {{.*}}merged identical tail of 3 instructions
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
; CHECK: br i1 %c, label %T, label %F
; CHECK: T:
; CHECK-NEXT: %x = load float
; CHECK-NEXT: store float %x
; CHECK-NEXT: br label %meld.T.split.F.split
; CHECK: meld.T.split.F.split:
