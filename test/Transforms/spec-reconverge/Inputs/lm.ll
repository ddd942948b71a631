; Loop merge kernel (Damani et al., CGO'20, Figures 3 and 6), shared by
; fig6-loop-merge.ll and vote-loop-merge.ll: thread t handles 6 "materials";
; material m has 1 + (7t + 13m) % 16 "nuclides" (the inner trip count); each
; nuclide adds a hash (4 rounds) of the running sum. Predict(L1) before the outer
; loop, L1 at the inner loop header.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.pred = private unnamed_addr constant [17 x i8] c"lockstep.predict\00", section "llvm.metadata"
@.reco = private unnamed_addr constant [20 x i8] c"lockstep.reconverge\00", section "llvm.metadata"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.annotation.i32.p0(i32, ptr, ptr, i32)

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %a0 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.pred, ptr null, i32 0)
  br label %outer

outer:
  %m = phi i32 [ 0, %entry ], [ %m.next, %epilog ]
  %total = phi i32 [ 0, %entry ], [ %total.next, %epilog ]
  %t7 = mul i32 %t, 7
  %m13 = mul i32 %m, 13
  %tm = add i32 %t7, %m13
  %r = and i32 %tm, 15
  %trips = add i32 %r, 1
  br label %inner

inner:
  %n = phi i32 [ 0, %outer ], [ %n.next, %inner ]
  %xs = phi i32 [ %m, %outer ], [ %xs.next, %inner ]
  %a1 = call i32 @llvm.annotation.i32.p0(i32 1, ptr @.reco, ptr null, i32 0)
  %e0 = mul i32 %xs, 16777619
  %e1 = add i32 %e0, %n
  %h0a = lshr i32 %e1, 13
  %h0b = xor i32 %e1, %h0a
  %h0c = mul i32 %h0b, 1540483477
  %h0d = lshr i32 %h0c, 15
  %h0e = xor i32 %h0c, %h0d
  %h1a = lshr i32 %h0e, 13
  %h1b = xor i32 %h0e, %h1a
  %h1c = mul i32 %h1b, 1540483477
  %h1d = lshr i32 %h1c, 15
  %h1e = xor i32 %h1c, %h1d
  %h2a = lshr i32 %h1e, 13
  %h2b = xor i32 %h1e, %h2a
  %h2c = mul i32 %h2b, 1540483477
  %h2d = lshr i32 %h2c, 15
  %h2e = xor i32 %h2c, %h2d
  %h3a = lshr i32 %h2e, 13
  %h3b = xor i32 %h2e, %h3a
  %h3c = mul i32 %h3b, 1540483477
  %h3d = lshr i32 %h3c, 15
  %h3e = xor i32 %h3c, %h3d
  %e7 = mul i32 %h3e, 3
  %xs.next = add i32 %xs, %e7
  %n.next = add i32 %n, 1
  %more = icmp ult i32 %n.next, %trips
  br i1 %more, label %inner, label %epilog

epilog:
  %t31 = mul i32 %total, 31
  %total.next = add i32 %t31, %xs.next
  %m.next = add i32 %m, 1
  %omore = icmp ult i32 %m.next, 6
  br i1 %omore, label %outer, label %exit

exit:
  %x = zext i32 %t to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %x
  store i32 %total.next, ptr addrspace(1) %q
  ret void
}
