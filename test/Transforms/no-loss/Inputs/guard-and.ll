; A one-lane guard in a conjunction: only the lane whose tid + %split is 20,
; and then only when its tid is odd, takes the then side.
; Both sides do the same work on different buffers, so they align.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %a, ptr %b, i32 %split) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %gid0 = add i32 %tid, %split
  %c = icmp eq i32 %gid0, 20
  %bit = and i32 %tid, 1
  %odd = icmp ne i32 %bit, 0
  %both = select i1 %c, i1 %odd, i1 false
  br i1 %both, label %then, label %else
then:
  %pa = getelementptr i32, ptr %a, i64 %idx
  %x = load i32, ptr %pa, align 4
  %y = mul i32 %x, 3
  store i32 %y, ptr %pa, align 4
  br label %join
else:
  %pb = getelementptr i32, ptr %b, i64 %idx
  %x2 = load i32, ptr %pb, align 4
  %y2 = mul i32 %x2, 5
  store i32 %y2, ptr %pb, align 4
  br label %join
join:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
