; A jump into a loop body that holds a divergent diamond (the bench's JIL):
;   if (x & 1) goto in; for (k = 0; k < n; ++k) { acc = acc * 5 + a[k & 127];
;   in: acc = mix(acc); if (acc & 16) acc = mix2(acc, k); }
; The region's guards sit inside the loop (run every iteration); the
; duplicate execution it removes happens on the first iteration only.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @jil(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %n = and i32 %x, 7
  %odd = and i32 %x, 1
  %c1 = icmp ne i32 %odd, 0
  br i1 %c1, label %in, label %head
head:
  %acc.h = phi i32 [ %acc.l, %latch ], [ %x, %entry ]
  %k.h = phi i32 [ %k.next, %latch ], [ 0, %entry ]
  %more = icmp slt i32 %k.h, %n
  br i1 %more, label %body, label %done
body:
  %ki = and i32 %k.h, 127
  %pk = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %ki
  %ld = load i32, ptr addrspace(1) %pk, align 4
  %m = mul i32 %acc.h, 5
  %acc.b = add i32 %m, %ld
  br label %in
in:
  %acc.i = phi i32 [ %x, %entry ], [ %acc.b, %body ]
  %k.i = phi i32 [ 0, %entry ], [ %k.h, %body ]
  %sh = lshr i32 %acc.i, 3
  %s1 = mul i32 %sh, 11
  %s2 = xor i32 %s1, %acc.i
  %s3 = mul i32 %s2, 9
  %xr = xor i32 %s3, %acc.i
  %b16 = and i32 %xr, 16
  %c2 = icmp ne i32 %b16, 0
  br i1 %c2, label %then, label %latch
then:
  %k3 = mul i32 %k.i, 3
  %t1 = mul i32 %xr, 7
  %t2 = xor i32 %t1, %k3
  %t3 = mul i32 %t2, 13
  %t4 = xor i32 %t3, %xr
  %t5 = mul i32 %t4, 3
  %acc.t = add i32 %t5, %k3
  br label %latch
latch:
  %acc.l = phi i32 [ %acc.t, %then ], [ %xr, %in ]
  %k.next = add i32 %k.i, 1
  br label %head
done:
  store i32 %acc.h, ptr addrspace(1) %po, align 4
  ret void
}
