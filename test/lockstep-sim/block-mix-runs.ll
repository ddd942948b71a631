; block_mix (lockstep/Analysis/DivergenceProfile.h) is written only while
; it stays short: blocks alternate between the two sides of a branch on
; blockIdx.x & 1, so 4097 one-warp blocks make 4097 runs, over
; BlockMix::MaxRuns (4096), and the branch has no block_mix; 4096 blocks
; make 4096 runs and keep it. The branch on the first lane splits every
; block's warp alike: one run.
; REQUIRES: lockstep-sim
; RUN: echo '{"kernel": "k", "grid": 4097, "block": 32, "args": [{"name": "out", "buffer": "i32", "count": 4097, "output": true}]}' > %t.long.json
; RUN: echo '{"kernel": "k", "grid": 4096, "block": 32, "args": [{"name": "out", "buffer": "i32", "count": 4097, "output": true}]}' > %t.max.json
; RUN: %lockstep-sim %s --launch %t.long.json --no-timing --divergence-profile %t.long.p.json > /dev/null
; RUN: %lockstep-sim %s --launch %t.max.json --no-timing --divergence-profile %t.max.p.json > /dev/null
; RUN: %python -c "import json,sys; b={x['block']: x for x in json.load(open(sys.argv[1]))['branches']}; assert b['entry']['executions']==4097 and 'block_mix' not in b['entry'], b; assert b['join']['block_mix']['runs']==[[4097,1,0,0]], b" %t.long.p.json
; RUN: %python -c "import json,sys; b={x['block']: x for x in json.load(open(sys.argv[1]))['branches']}; r=b['entry']['block_mix']['runs']; assert len(r)==4096 and r[0]==[1,0,1,0] and r[1]==[1,0,0,1], r[:2]" %t.max.p.json
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd = and i32 %b, 1
  %even = icmp eq i32 %odd, 0
  %first = icmp eq i32 %t, 0
  br i1 %even, label %then, label %else
then:
  br label %join
else:
  br label %join
join:
  %v = phi i32 [ 1, %then ], [ 2, %else ]
  br i1 %first, label %store, label %done
store:
  %i = zext i32 %b to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %i
  store i32 %v, ptr addrspace(1) %p
  br label %done
done:
  ret void
}
