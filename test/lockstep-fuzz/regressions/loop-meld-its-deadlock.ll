; lockstep-fuzz finding: kernel seed 505730 (session-7 loop-melding
; campaign, cf-meld<loops>, --gen-weights twin-loops=60), at optimizer-last
; and vectorizer-start: "fault-introduced under its (deadlock at a warp
; synchronization)". Not loop melding's doing: cf-meld changes nothing at
; these placements, and any pass there (instcombine@optimizer-last) gave the
; same finding, because the oracle also checks the -O3 reference under each
; model. In -O3, CallSiteSplitting splits the call @dev0(%3, %0) on the
; branch %0 != 0 and copies the shfl.sync before it into both predecessors;
; lane 0 then shuffles at one instruction, lanes 1-31 at another. The PTX
; ISA allows that on sm_70 and later (threads of the member mask meet at any
; shfl.sync with the same qualifiers and mask), but lockstep-sim's its model
; required the same instruction: a false deadlock. Fixed in the simulator
; (ITSModel.h: exchanges of the same kind and mask match across
; instructions; test/lockstep-sim/its/sync-across-instructions.ll), and the
; oracle now says when the kernel before the pass already disagrees.
; RUN: %lockstep-fuzz --check %s --launch %S/loop-meld-its-deadlock.json --passes 'cf-meld<loops>@optimizer-last' --models ipdom,its | FileCheck %s
; CHECK: cf-meld<loops>@optimizer-last: ok
; ModuleID = 'fuzz-505730'
source_filename = "fuzz-505730"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [128 x i32] undef
@shx = internal addrspace(3) global [32 x i32] undef

define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  ret i32 %1
}

declare i32 @llvm.umin.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb2:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1 = icmp ne i32 %0, 0
  br i1 %1, label %bb3, label %bb4

bb3:                                              ; preds = %bb2
  %2 = sdiv i32 16, %0
  br label %bb4

bb4:                                              ; preds = %bb3, %bb2
  %3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %0, i32 2, i32 31)
  %4 = call i32 @dev0(i32 %3, i32 %0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

declare i32 @llvm.smax.i32(i32, i32) #1

declare i32 @llvm.nvvm.activemask() #4

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

declare i32 @llvm.umax.i32(i32, i32) #1

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
