; Two isomorphic divergent if/else regions on the two sides of a divergent
; if/else. cf-meld visits regions bottom-up: it melds the inner regions
; %left and %right first (block-block), then the outer region %entry
; (region-region), which deletes %left and %right, the blocks the inner
; melds' remarks point at.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @nested(ptr addrspace(1) %A, ptr addrspace(1) %B) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %A, i64 %idx
  %pb = getelementptr inbounds i32, ptr addrspace(1) %B, i64 %idx
  %bit0 = and i32 %tid, 1
  %outer = icmp eq i32 %bit0, 0
  %bit1 = and i32 %tid, 2
  %inner = icmp eq i32 %bit1, 0
  br i1 %outer, label %left, label %right

left:
  %l = load i32, ptr addrspace(1) %pa, align 4
  br i1 %inner, label %left.then, label %left.else

left.then:
  %lt = mul i32 %l, 3
  %lt2 = add i32 %lt, 7
  store i32 %lt2, ptr addrspace(1) %pb, align 4
  br label %left.join

left.else:
  %le = mul i32 %l, 5
  %le2 = add i32 %le, 11
  store i32 %le2, ptr addrspace(1) %pa, align 4
  br label %left.join

left.join:
  br label %exit

right:
  %r = load i32, ptr addrspace(1) %pb, align 4
  br i1 %inner, label %right.then, label %right.else

right.then:
  %rt = mul i32 %r, 13
  %rt2 = add i32 %rt, 17
  store i32 %rt2, ptr addrspace(1) %pa, align 4
  br label %right.join

right.else:
  %re = mul i32 %r, 19
  %re2 = add i32 %re, 23
  store i32 %re2, ptr addrspace(1) %pb, align 4
  br label %right.join

right.join:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
