; A three-state machine written with gotos (an irreducible cycle with three
; entries): each lane steps its own linear congruential sequence from a[gid];
; the residue mod 3 of each step picks the state it moves to, and each state
; is a loop that stays while the residue names it and counts its visits.
; Every state is entered from the other two and from %entry, and lanes
; change state at different steps (divergent exits out of every loop).
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @states(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %v0 = load i32, ptr addrspace(1) %pa, align 4
  %r0 = urem i32 %v0, 3
  %e0 = icmp eq i32 %r0, 0
  br i1 %e0, label %A, label %entry.out
entry.out:
  %e1 = icmp eq i32 %r0, 1
  br i1 %e1, label %B, label %C

A:
  %vA = phi i32 [ %v0, %entry ], [ %vA1, %A.step ], [ %vB1, %B.out ], [ %vC1, %C.out ]
  %iA = phi i32 [ 0, %entry ], [ %iA1, %A.step ], [ %iB1, %B.out ], [ %iC1, %C.out ]
  %cAA = phi i32 [ 0, %entry ], [ %nAA, %A.step ], [ %nBA, %B.out ], [ %nCA, %C.out ]
  %cBA = phi i32 [ 0, %entry ], [ %nAB, %A.step ], [ %nBB, %B.out ], [ %nCB, %C.out ]
  %cCA = phi i32 [ 0, %entry ], [ %nAC, %A.step ], [ %nBC, %B.out ], [ %nCC, %C.out ]
  %nAA = add i32 %cAA, 1
  %nAB = add i32 %cBA, 0
  %nAC = add i32 %cCA, 0
  %moreA = icmp ult i32 %iA, 20
  br i1 %moreA, label %A.step, label %done
A.step:
  %mA = mul i32 %vA, 1103515245
  %vA1 = add i32 %mA, 12345
  %iA1 = add i32 %iA, 1
  %hA = lshr i32 %vA1, 16
  %rA = urem i32 %hA, 3
  %stayA = icmp eq i32 %rA, 0
  br i1 %stayA, label %A, label %A.out
A.out:
  %toA = icmp eq i32 %rA, 1
  br i1 %toA, label %B, label %C
B:
  %vB = phi i32 [ %v0, %entry.out ], [ %vB1, %B.step ], [ %vA1, %A.out ], [ %vC1, %C.out ]
  %iB = phi i32 [ 0, %entry.out ], [ %iB1, %B.step ], [ %iA1, %A.out ], [ %iC1, %C.out ]
  %cAB = phi i32 [ 0, %entry.out ], [ %nBA, %B.step ], [ %nAA, %A.out ], [ %nCA, %C.out ]
  %cBB = phi i32 [ 0, %entry.out ], [ %nBB, %B.step ], [ %nAB, %A.out ], [ %nCB, %C.out ]
  %cCB = phi i32 [ 0, %entry.out ], [ %nBC, %B.step ], [ %nAC, %A.out ], [ %nCC, %C.out ]
  %nBA = add i32 %cAB, 0
  %nBB = add i32 %cBB, 1
  %nBC = add i32 %cCB, 0
  %moreB = icmp ult i32 %iB, 20
  br i1 %moreB, label %B.step, label %done
B.step:
  %mB = mul i32 %vB, 1103515245
  %vB1 = add i32 %mB, 12345
  %iB1 = add i32 %iB, 1
  %hB = lshr i32 %vB1, 16
  %rB = urem i32 %hB, 3
  %stayB = icmp eq i32 %rB, 1
  br i1 %stayB, label %B, label %B.out
B.out:
  %toB = icmp eq i32 %rB, 0
  br i1 %toB, label %A, label %C
C:
  %vC = phi i32 [ %v0, %entry.out ], [ %vC1, %C.step ], [ %vA1, %A.out ], [ %vB1, %B.out ]
  %iC = phi i32 [ 0, %entry.out ], [ %iC1, %C.step ], [ %iA1, %A.out ], [ %iB1, %B.out ]
  %cAC = phi i32 [ 0, %entry.out ], [ %nCA, %C.step ], [ %nAA, %A.out ], [ %nBA, %B.out ]
  %cBC = phi i32 [ 0, %entry.out ], [ %nCB, %C.step ], [ %nAB, %A.out ], [ %nBB, %B.out ]
  %cCC = phi i32 [ 0, %entry.out ], [ %nCC, %C.step ], [ %nAC, %A.out ], [ %nBC, %B.out ]
  %nCA = add i32 %cAC, 0
  %nCB = add i32 %cBC, 0
  %nCC = add i32 %cCC, 1
  %moreC = icmp ult i32 %iC, 20
  br i1 %moreC, label %C.step, label %done
C.step:
  %mC = mul i32 %vC, 1103515245
  %vC1 = add i32 %mC, 12345
  %iC1 = add i32 %iC, 1
  %hC = lshr i32 %vC1, 16
  %rC = urem i32 %hC, 3
  %stayC = icmp eq i32 %rC, 2
  br i1 %stayC, label %C, label %C.out
C.out:
  %toC = icmp eq i32 %rC, 0
  br i1 %toC, label %A, label %B
done:
  %fA = phi i32 [ %nAA, %A ], [ %nBA, %B ], [ %nCA, %C ]
  %fB = phi i32 [ %nAB, %A ], [ %nBB, %B ], [ %nCB, %C ]
  %fC = phi i32 [ %nAC, %A ], [ %nBC, %B ], [ %nCC, %C ]
  %fAB = shl i32 %fA, 10
  %fB2 = shl i32 %fB, 5
  %fs = add i32 %fAB, %fB2
  %res = add i32 %fs, %fC
  store i32 %res, ptr addrspace(1) %po, align 4
  ret void
}
