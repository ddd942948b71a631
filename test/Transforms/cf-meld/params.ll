; Pass parameters: bad values give a clean error, not a crash; the threshold
; parameter is honoured and a region below it gets a missed remark.
; RUN: not %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=abc>' -S %s 2>&1 | FileCheck --check-prefix=BAD %s
; RUN: not %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<frobnicate>' -S %s 2>&1 | FileCheck --check-prefix=UNKNOWN %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<threshold=0.9>' -S %s -pass-remarks-missed=cf-meld 2>&1 | FileCheck --check-prefix=HIGH %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes=cf-meld -cf-meld-threshold=0.9 -S %s -pass-remarks-missed=cf-meld 2>&1 | FileCheck --check-prefix=HIGH %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<greedy;max-iterations=4>' -S %s | FileCheck --check-prefix=GREEDY %s
; At the step limit the pass says it stopped (no per-branch remarks then).
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<max-iterations=0>' -S %s -pass-remarks-missed=cf-meld 2>&1 | FileCheck --check-prefix=LIMIT0 %s
; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='cf-meld<max-iterations=1>' -disable-output %s -pass-remarks-missed=cf-meld 2>&1 | FileCheck --check-prefix=LIMIT1 %s
; LIMIT0: remark: {{.*}}stopped after 0 transformations (the pass's step limit): branches left, if any, were not examined and have no remark
; LIMIT0-NOT: remark
; LIMIT0: br i1 %c, label %A, label %B
; LIMIT1: remark: {{.*}}stopped after 1 transformations

; BAD: invalid cf-meld threshold 'abc' (expected a number in [0, 1])
; UNKNOWN: invalid cf-meld parameter 'frobnicate' (expected threshold=N, greedy, no-greedy, loops, no-loops, max-iterations=N)
; HIGH: remark: {{.*}}below threshold 0.90 (best 0.50)
; HIGH: br i1 %c, label %A, label %B
; GREEDY-NOT: br i1 %c

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %tid, 16
  br i1 %c, label %A, label %B
A:
  %x = load i32, ptr addrspace(1) %a, align 4
  store i32 %x, ptr addrspace(1) %b, align 4
  br label %X
B:
  %x2 = load i32, ptr addrspace(1) %b, align 4
  store i32 %x2, ptr addrspace(1) %a, align 4
  br label %X
X:
  ret void
}
