; A divergent diamond whose sides cf-meld melds (same operations on
; different buffers). Lanes below %split take the then side: with
; split = 16 every warp splits, with split = 32 (one 32-lane warp) none does.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr %a, ptr %b, i32 %split) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %c = icmp ult i32 %tid, %split
  br i1 %c, label %then, label %else
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
