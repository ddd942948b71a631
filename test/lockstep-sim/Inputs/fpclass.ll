; llvm.is.fpclass on binary32 and binary64 values of every class (see
; ../fpclass.test): out[i] gets bit k set when the value passes the class
; test 1 << k (fcSNan, fcQNan, fcNegInf, ..., fcPosInf).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @fpclass(ptr addrspace(1) %in32, ptr addrspace(1) %in64, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lo = icmp ult i32 %t, 10
  br i1 %lo, label %single, label %check64

check64:
  %hi = icmp ult i32 %t, 20
  br i1 %hi, label %double, label %done

single:
  %p32 = getelementptr inbounds i32, ptr addrspace(1) %in32, i32 %t
  %x32 = load float, ptr addrspace(1) %p32
  %ac0 = call i1 @llvm.is.fpclass.f32(float %x32, i32 1)
  %az0 = zext i1 %ac0 to i32
  %as0 = shl i32 %az0, 0
  %ar0 = or i32 0, %as0
  %ac1 = call i1 @llvm.is.fpclass.f32(float %x32, i32 2)
  %az1 = zext i1 %ac1 to i32
  %as1 = shl i32 %az1, 1
  %ar1 = or i32 %ar0, %as1
  %ac2 = call i1 @llvm.is.fpclass.f32(float %x32, i32 4)
  %az2 = zext i1 %ac2 to i32
  %as2 = shl i32 %az2, 2
  %ar2 = or i32 %ar1, %as2
  %ac3 = call i1 @llvm.is.fpclass.f32(float %x32, i32 8)
  %az3 = zext i1 %ac3 to i32
  %as3 = shl i32 %az3, 3
  %ar3 = or i32 %ar2, %as3
  %ac4 = call i1 @llvm.is.fpclass.f32(float %x32, i32 16)
  %az4 = zext i1 %ac4 to i32
  %as4 = shl i32 %az4, 4
  %ar4 = or i32 %ar3, %as4
  %ac5 = call i1 @llvm.is.fpclass.f32(float %x32, i32 32)
  %az5 = zext i1 %ac5 to i32
  %as5 = shl i32 %az5, 5
  %ar5 = or i32 %ar4, %as5
  %ac6 = call i1 @llvm.is.fpclass.f32(float %x32, i32 64)
  %az6 = zext i1 %ac6 to i32
  %as6 = shl i32 %az6, 6
  %ar6 = or i32 %ar5, %as6
  %ac7 = call i1 @llvm.is.fpclass.f32(float %x32, i32 128)
  %az7 = zext i1 %ac7 to i32
  %as7 = shl i32 %az7, 7
  %ar7 = or i32 %ar6, %as7
  %ac8 = call i1 @llvm.is.fpclass.f32(float %x32, i32 256)
  %az8 = zext i1 %ac8 to i32
  %as8 = shl i32 %az8, 8
  %ar8 = or i32 %ar7, %as8
  %ac9 = call i1 @llvm.is.fpclass.f32(float %x32, i32 512)
  %az9 = zext i1 %ac9 to i32
  %as9 = shl i32 %az9, 9
  %ar9 = or i32 %ar8, %as9
  br label %store

double:
  %j = sub i32 %t, 10
  %p64 = getelementptr inbounds i64, ptr addrspace(1) %in64, i32 %j
  %x64 = load double, ptr addrspace(1) %p64
  %bc0 = call i1 @llvm.is.fpclass.f64(double %x64, i32 1)
  %bz0 = zext i1 %bc0 to i32
  %bs0 = shl i32 %bz0, 0
  %br0 = or i32 0, %bs0
  %bc1 = call i1 @llvm.is.fpclass.f64(double %x64, i32 2)
  %bz1 = zext i1 %bc1 to i32
  %bs1 = shl i32 %bz1, 1
  %br1 = or i32 %br0, %bs1
  %bc2 = call i1 @llvm.is.fpclass.f64(double %x64, i32 4)
  %bz2 = zext i1 %bc2 to i32
  %bs2 = shl i32 %bz2, 2
  %br2 = or i32 %br1, %bs2
  %bc3 = call i1 @llvm.is.fpclass.f64(double %x64, i32 8)
  %bz3 = zext i1 %bc3 to i32
  %bs3 = shl i32 %bz3, 3
  %br3 = or i32 %br2, %bs3
  %bc4 = call i1 @llvm.is.fpclass.f64(double %x64, i32 16)
  %bz4 = zext i1 %bc4 to i32
  %bs4 = shl i32 %bz4, 4
  %br4 = or i32 %br3, %bs4
  %bc5 = call i1 @llvm.is.fpclass.f64(double %x64, i32 32)
  %bz5 = zext i1 %bc5 to i32
  %bs5 = shl i32 %bz5, 5
  %br5 = or i32 %br4, %bs5
  %bc6 = call i1 @llvm.is.fpclass.f64(double %x64, i32 64)
  %bz6 = zext i1 %bc6 to i32
  %bs6 = shl i32 %bz6, 6
  %br6 = or i32 %br5, %bs6
  %bc7 = call i1 @llvm.is.fpclass.f64(double %x64, i32 128)
  %bz7 = zext i1 %bc7 to i32
  %bs7 = shl i32 %bz7, 7
  %br7 = or i32 %br6, %bs7
  %bc8 = call i1 @llvm.is.fpclass.f64(double %x64, i32 256)
  %bz8 = zext i1 %bc8 to i32
  %bs8 = shl i32 %bz8, 8
  %br8 = or i32 %br7, %bs8
  %bc9 = call i1 @llvm.is.fpclass.f64(double %x64, i32 512)
  %bz9 = zext i1 %bc9 to i32
  %bs9 = shl i32 %bz9, 9
  %br9 = or i32 %br8, %bs9
  br label %store

store:
  %r = phi i32 [ %ar9, %single ], [ %br9, %double ]
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %t
  store i32 %r, ptr addrspace(1) %po
  br label %done

done:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i1 @llvm.is.fpclass.f32(float, i32 immarg)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg)
