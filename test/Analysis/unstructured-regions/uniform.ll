; RUN: %opt -mtriple=nvptx64-nvidia-cuda -passes='print<unstructured-regions>' -disable-output %s 2>&1 | FileCheck %s
;
; The short-circuit of Figure 1 on kernel arguments: the same unstructured
; edges and region, but every lane takes the same path (UniformityInfo
; calls all three branches uniform), so the region is not divergent and a
; linearization would remove no duplicate execution.

; CHECK: unstructured-regions: function=uniform edges=3 regions=1
; CHECK: unstructured-region: function=uniform id=0 entry=%b1 exit=%b6 parent=- blocks=%b2,%b3,%b5,%b4 divergent=no divergent-branches=- edges=%b2->%b3,%b2->%b5,%b3->%b5

define ptx_kernel void @uniform(ptr addrspace(1) %g, i32 %x, i32 %y, i32 %z) {
b1:
  %c1 = icmp ult i32 %x, 2
  br i1 %c1, label %b3, label %b2
b2:
  %c2 = icmp eq i32 %y, 2
  br i1 %c2, label %b3, label %b5
b3:
  %c3 = icmp ne i32 %z, 1
  br i1 %c3, label %b4, label %b5
b4:
  store i32 1, ptr addrspace(1) %g
  br label %b6
b5:
  store i32 2, ptr addrspace(1) %g
  br label %b6
b6:
  ret void
}
