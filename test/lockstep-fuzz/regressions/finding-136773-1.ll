; lockstep-fuzz finding: kernel seed 136773, cf-meld: verifier-failure: Instruction does not dominate all uses! (1037 -> 209 instructions)
; reproduce: lockstep-fuzz --check finding-136773-1.ll --launch finding-136773-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-136773-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 4 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-4: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-136773'
source_filename = "fuzz-136773"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  br label %bb1

bb1:                                              ; preds = %bb0
  br label %bb3

bb3:                                              ; preds = %bb1
  ret i32 -6
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb4:
  br label %bb5

bb5:                                              ; preds = %bb4
  br label %bb6

bb6:                                              ; preds = %bb5
  br label %bb10

bb10:                                             ; preds = %bb6
  br label %bb13

bb13:                                             ; preds = %bb10
  br label %bb14

bb14:                                             ; preds = %bb13
  br label %bb12

bb12:                                             ; preds = %bb14
  ret i32 24
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb17:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb18

bb18:                                             ; preds = %bb17
  br label %bb19

bb19:                                             ; preds = %bb18
  switch i32 %0, label %bb23 [
    i32 3, label %bb25
    i32 2, label %bb26
    i32 0, label %bb27
  ]

bb25:                                             ; preds = %bb19
  br label %bb28

bb28:                                             ; preds = %bb25
  br label %bb31

bb31:                                             ; preds = %bb28
  %2 = add i32 %1, 1
  %3 = zext i32 %2 to i64
  %4 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %3
  br label %bb33

bb33:                                             ; preds = %bb31
  %5 = add i32 %1, 0
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %6
  br label %bb34

bb34:                                             ; preds = %bb33
  br label %bb36

bb36:                                             ; preds = %bb34
  br label %bb30

bb30:                                             ; preds = %bb36
  br label %bb24

bb26:                                             ; preds = %bb19
  %8 = call i32 @llvm.smax.i32(i32 -1, i32 %0)
  %9 = add i32 %1, 3
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %10
  store i32 -1, ptr addrspace(1) %11, align 4
  %12 = and i32 -1, %8
  %13 = icmp eq i32 26, %8
  br i1 %13, label %bb43, label %bb44

bb43:                                             ; preds = %bb26
  %14 = icmp ugt i32 %u, 3
  br label %bb46

bb46:                                             ; preds = %bb43
  %15 = xor i32 1, 0
  %16 = add i32 %1, 1
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4
  %20 = call i32 @dev1(i32 -1, i32 26)
  br label %bb48

bb48:                                             ; preds = %bb46
  br label %bb49

bb49:                                             ; preds = %bb48
  %21 = add i32 %1, 1
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %22
  br label %bb51

bb51:                                             ; preds = %bb49
  br label %bb52

bb52:                                             ; preds = %bb53, %bb51
  %24 = phi i32 [ 0, %bb51 ], [ %24, %bb53 ]
  %25 = phi i32 [ 5, %bb51 ], [ %32, %bb53 ]
  %26 = icmp ult i32 %24, %8
  br i1 %26, label %bb53, label %bb54

bb53:                                             ; preds = %bb52
  %27 = urem i32 %8, 64
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shx, i64 0, i64 %28
  %30 = load i32, ptr addrspace(3) %29, align 4
  %31 = and i32 %20, 31
  %32 = shl i32 %12, %31
  br label %bb52

bb54:                                             ; preds = %bb52
  br label %bb45

bb44:                                             ; preds = %bb26
  br label %bb55

bb55:                                             ; preds = %bb44
  %33 = add i32 %1, 1
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %34
  br label %bb57

bb57:                                             ; preds = %bb55
  %36 = add i32 %1, 0
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %37
  %39 = load i32, ptr addrspace(3) %38, align 4
  %40 = and i32 -1, 7
  br label %bb58

bb58:                                             ; preds = %bb59, %bb57
  %41 = phi i32 [ 0, %bb57 ], [ %50, %bb59 ]
  %42 = phi i32 [ 5, %bb57 ], [ %49, %bb59 ]
  %43 = icmp ult i32 %41, %40
  br i1 %43, label %bb59, label %bb60

bb59:                                             ; preds = %bb58
  %44 = urem i32 26, 64
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shx, i64 0, i64 %45
  %47 = load i32, ptr addrspace(3) %46, align 4
  %48 = and i32 %8, 31
  %49 = shl i32 0, %48
  %50 = add i32 %41, 1
  br label %bb58

bb60:                                             ; preds = %bb58
  br label %bb45

bb45:                                             ; preds = %bb60, %bb54
  %51 = phi i32 [ %25, %bb54 ], [ %42, %bb60 ]
  %52 = phi i32 [ 0, %bb54 ], [ %39, %bb60 ]
  br label %bb24

bb27:                                             ; preds = %bb19
  %53 = call i32 @llvm.smax.i32(i32 -1, i32 %0)
  %54 = add i32 %1, 3
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %55
  store i32 -1, ptr addrspace(1) %56, align 4
  br label %bb61

bb61:                                             ; preds = %bb27
  br label %bb64

bb64:                                             ; preds = %bb61
  br label %bb66

bb66:                                             ; preds = %bb64
  br label %bb67

bb67:                                             ; preds = %bb66
  br label %bb69

bb69:                                             ; preds = %bb67
  br label %bb63

bb63:                                             ; preds = %bb69
  br label %bb24

bb23:                                             ; preds = %bb19
  br i1 false, label %bb76, label %bb77

bb76:                                             ; preds = %bb23
  br label %bb79

bb79:                                             ; preds = %bb76
  br label %bb81

bb81:                                             ; preds = %bb79
  br label %bb82

bb82:                                             ; preds = %bb81
  %57 = add i32 %1, 1
  %58 = zext i32 %57 to i64
  br label %bb84

bb84:                                             ; preds = %bb82
  br label %bb85

bb85:                                             ; preds = %bb84
  br label %bb87

bb87:                                             ; preds = %bb85
  br label %bb78

bb77:                                             ; preds = %bb23
  br label %bb88

bb88:                                             ; preds = %bb77
  %59 = xor i32 1, 0
  %60 = add i32 %1, 1
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %61
  %63 = load i32, ptr addrspace(1) %62, align 4
  %64 = call i32 @dev1(i32 -1, i32 26)
  br label %bb90

bb90:                                             ; preds = %bb88
  %65 = add i32 %1, 0
  %66 = zext i32 %65 to i64
  br label %bb91

bb91:                                             ; preds = %bb92, %bb90
  %67 = phi i32 [ 0, %bb90 ], [ %67, %bb92 ]
  %68 = phi i32 [ 5, %bb90 ], [ %63, %bb92 ]
  br i1 false, label %bb92, label %bb93

bb92:                                             ; preds = %bb91
  %69 = urem i32 26, 64
  %70 = zext i32 %69 to i64
  br label %bb91

bb93:                                             ; preds = %bb91
  br label %bb78

bb78:                                             ; preds = %bb93, %bb87
  %71 = phi i32 [ 5, %bb87 ], [ %68, %bb93 ]
  %72 = icmp eq i32 %u, %71
  br i1 %72, label %bb94, label %bb95

bb94:                                             ; preds = %bb78
  br label %bb97

bb97:                                             ; preds = %bb94
  %73 = add i32 %1, 1
  %74 = zext i32 %73 to i64
  br label %bb99

bb99:                                             ; preds = %bb97
  br label %bb100

bb100:                                            ; preds = %bb99
  %75 = add i32 %1, 1
  %76 = zext i32 %75 to i64
  br label %bb102

bb102:                                            ; preds = %bb100
  br label %bb103

bb103:                                            ; preds = %bb104, %bb102
  %77 = phi i32 [ 0, %bb102 ], [ %77, %bb104 ]
  %78 = phi i32 [ 5, %bb102 ], [ %71, %bb104 ]
  br i1 false, label %bb104, label %bb105

bb104:                                            ; preds = %bb103
  %79 = urem i32 -1, 64
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shx, i64 0, i64 %80
  %82 = load i32, ptr addrspace(3) %81, align 4
  br label %bb103

bb105:                                            ; preds = %bb103
  br label %bb96

bb95:                                             ; preds = %bb78
  br label %bb106

bb106:                                            ; preds = %bb95
  %83 = add i32 %1, 1
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %84
  %86 = load i32, ptr addrspace(1) %85, align 4
  %87 = call i32 @dev1(i32 -1, i32 -1)
  br label %bb108

bb108:                                            ; preds = %bb106
  %88 = add i32 %1, 0
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %89
  %91 = load i32, ptr addrspace(3) %90, align 4
  %92 = and i32 -1, 7
  br label %bb109

bb109:                                            ; preds = %bb110, %bb108
  %93 = phi i32 [ 0, %bb108 ], [ %102, %bb110 ]
  %94 = phi i32 [ 5, %bb108 ], [ %101, %bb110 ]
  %95 = icmp ult i32 %93, %92
  br i1 %95, label %bb110, label %bb111

bb110:                                            ; preds = %bb109
  %96 = urem i32 %71, 64
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds [64 x i32], ptr addrspace(3) @shx, i64 0, i64 %97
  %99 = load i32, ptr addrspace(3) %98, align 4
  %100 = and i32 %87, 31
  %101 = shl i32 %86, %100
  %102 = add i32 %93, 1
  br label %bb109

bb111:                                            ; preds = %bb109
  br label %bb96

bb96:                                             ; preds = %bb111, %bb105
  %103 = phi i32 [ %78, %bb105 ], [ %94, %bb111 ]
  %104 = phi i32 [ 0, %bb105 ], [ %91, %bb111 ]
  br label %bb24

bb24:                                             ; preds = %bb96, %bb63, %bb45, %bb30
  %105 = phi i32 [ 0, %bb30 ], [ %52, %bb45 ], [ 0, %bb63 ], [ %104, %bb96 ]
  %106 = phi i32 [ 5, %bb30 ], [ %51, %bb45 ], [ 5, %bb63 ], [ %103, %bb96 ]
  %107 = icmp uge i32 %u, %105
  br label %bb113

bb113:                                            ; preds = %bb24
  br label %bb116

bb116:                                            ; preds = %bb113
  br label %bb118

bb118:                                            ; preds = %bb116
  br label %bb120

bb120:                                            ; preds = %bb118
  br label %bb121

bb121:                                            ; preds = %bb120
  br label %bb123

bb123:                                            ; preds = %bb121
  br label %bb117

bb117:                                            ; preds = %bb123
  br label %bb115

bb115:                                            ; preds = %bb117
  br label %bb132

bb132:                                            ; preds = %bb115
  br label %bb133

bb133:                                            ; preds = %bb132
  br label %bb136

bb136:                                            ; preds = %bb133
  br label %bb139

bb139:                                            ; preds = %bb136
  br label %bb140

bb140:                                            ; preds = %bb139
  br label %bb138

bb138:                                            ; preds = %bb140
  br label %bb135

bb135:                                            ; preds = %bb138
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb143

bb143:                                            ; preds = %bb135
  br label %bb146

bb146:                                            ; preds = %bb143
  br label %bb147

bb147:                                            ; preds = %bb146
  br label %bb148

bb148:                                            ; preds = %bb147
  br label %bb149

bb149:                                            ; preds = %bb148
  br label %bb145

bb145:                                            ; preds = %bb149
  br label %bb154

bb154:                                            ; preds = %bb145
  br label %bb156

bb156:                                            ; preds = %bb154
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
