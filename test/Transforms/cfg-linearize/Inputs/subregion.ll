; A loop with a lane-dependent break whose body holds a structured if/else
; (d -> t | e -> m) and a structured inner loop (il, il.body): Algorithm 3's
; structured sub-regions inside the unstructured region.
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @subregion(ptr addrspace(1) %a, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %base = mul i32 %cta, 64
  %gid = add i32 %base, %tid
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i32 %gid
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %gid
  %x = load i32, ptr addrspace(1) %pa, align 4
  %n = and i32 %x, 7
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ %x, %entry ], [ %acc3, %latch ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %d, label %done
d:
  %odd = and i32 %acc, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %t, label %e
t:
  %at = mul i32 %acc, 3
  br label %m
e:
  %ae = add i32 %acc, 5
  br label %m
m:
  %am = phi i32 [ %at, %t ], [ %ae, %e ]
  %lim = and i32 %am, 3
  br label %il
il:
  %k = phi i32 [ 0, %m ], [ %k.next, %il.body ]
  %s = phi i32 [ %am, %m ], [ %s.next, %il.body ]
  %kmore = icmp slt i32 %k, %lim
  br i1 %kmore, label %il.body, label %il.exit
il.body:
  %s.next = add i32 %s, %k
  %k.next = add i32 %k, 1
  br label %il
il.exit:
  %acc3 = xor i32 %s, %i
  %hash = and i32 %acc3, 15
  %brk = icmp eq i32 %hash, 3
  br i1 %brk, label %done, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %head
done:
  %r = phi i32 [ %acc, %head ], [ %acc3, %il.exit ]
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}
