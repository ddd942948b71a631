; lockstep-fuzz finding: kernel seed 148913, cf-meld: verifier-failure: Instruction does not dominate all uses! (1015 -> 420 instructions)
; reproduce: lockstep-fuzz --check finding-148913-1.ll --launch finding-148913-1.json --passes cf-meld
; As a lit test (exit 1 while the finding persists):
; RUN: %lockstep-fuzz --check %s --launch %S/finding-148913-1.json --passes cf-meld \
; RUN:   | FileCheck %s --check-prefix=FUZZ
; FUZZ: cf-meld: ok (transformed)
; cf-meld must still transform this kernel: it melds 6 subgraph pairs
; today (a meld fewer fails the test, one more does not).
; RUN: %opt -passes=cf-meld -pass-remarks=cf-meld -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MELDS
; MELDS-COUNT-6: remark: {{.*}}melded {{.*}}subgraphs
; Found by the long campaign (build of 05:53); with cf-meld as of 06:30:
; "cf-meld: ok (transformed)". Kept as a regression test.
; ModuleID = 'fuzz-148913'
source_filename = "fuzz-148913"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@shp = internal addrspace(3) global [256 x i32] undef
@shx = internal addrspace(3) global [64 x i32] undef

; Function Attrs: noinline
define internal i32 @dev0(i32 %0, i32 %1) #0 {
bb0:
  %2 = and i32 %0, 255
  %3 = or i32 %2, 1
  %4 = srem i32 %1, %3
  %5 = sub i32 -5, %1
  %6 = sub i32 %5, %0
  ret i32 %6
}

; Function Attrs: noinline
define internal i32 @dev1(i32 %0, i32 %1) #0 {
bb1:
  %2 = sub i32 %0, %1
  %3 = and i32 %2, 7
  br label %bb2

bb2:                                              ; preds = %bb1
  %4 = icmp ult i32 0, %3
  br label %bb4

bb4:                                              ; preds = %bb2
  %5 = or i32 %0, 30
  %6 = mul i32 -2, %5
  ret i32 46
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

define ptx_kernel void @fuzz_kernel(ptr addrspace(1) %in, ptr addrspace(1) %fin, ptr addrspace(1) %out, ptr addrspace(1) %fout, ptr addrspace(1) %cnt, i32 %u) {
bb5:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %1 = mul i32 %0, 4
  %2 = zext i32 %0 to i64
  %3 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %2
  %4 = load i32, ptr addrspace(1) %3, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %bb6

bb6:                                              ; preds = %bb5
  br label %bb25

bb25:                                             ; preds = %bb6
  br label %bb28

bb28:                                             ; preds = %bb25
  br label %bb30

bb30:                                             ; preds = %bb28
  %5 = add i32 %1, 0
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %6
  br label %bb31

bb31:                                             ; preds = %bb30
  %8 = call i32 @llvm.nvvm.activemask()
  br label %bb32

bb32:                                             ; preds = %bb31
  %9 = add i32 %1, 2
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %10
  br label %bb27

bb27:                                             ; preds = %bb32
  br label %bb7

bb7:                                              ; preds = %bb27
  %12 = add i32 %1, 1
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %13
  br label %bb36

bb36:                                             ; preds = %bb7
  %15 = icmp uge i32 %4, 0
  %16 = select i1 %15, i32 17, i32 1074790400
  %17 = call i32 @llvm.nvvm.activemask()
  %18 = icmp sge i32 1074790400, 1074790400
  %19 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %17, i1 %18)
  %20 = and i32 %0, 255
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4
  %24 = add i32 %1, 0
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %25
  store i32 %19, ptr addrspace(1) %26, align 4
  br label %bb38

bb38:                                             ; preds = %bb36
  %27 = icmp ule i32 %19, %0
  br label %bb42

bb42:                                             ; preds = %bb38
  %28 = icmp slt i32 29, %19
  br label %bb43

bb43:                                             ; preds = %bb42
  %29 = icmp ne i32 %4, %0
  br label %bb46

bb46:                                             ; preds = %bb43
  %30 = add i32 %1, 0
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %31
  store i32 %4, ptr addrspace(3) %32, align 4
  %33 = add i32 %1, 1
  %34 = zext i32 %33 to i64
  %35 = and i32 %16, 3
  %36 = zext i32 %35 to i64
  br label %bb47

bb47:                                             ; preds = %bb46
  br label %bb45

bb45:                                             ; preds = %bb47
  br label %bb50

bb50:                                             ; preds = %bb45
  br label %bb52

bb52:                                             ; preds = %bb50
  br label %bb55

bb55:                                             ; preds = %bb52
  br label %bb56

bb56:                                             ; preds = %bb55
  br label %bb54

bb54:                                             ; preds = %bb56
  br label %bb51

bb51:                                             ; preds = %bb54
  br label %bb59

bb59:                                             ; preds = %bb51
  br label %bb61

bb61:                                             ; preds = %bb59
  br label %bb64

bb64:                                             ; preds = %bb61
  %37 = add i32 %1, 3
  %38 = zext i32 %37 to i64
  br label %bb66

bb66:                                             ; preds = %bb64
  br label %bb63

bb63:                                             ; preds = %bb66
  %39 = add i32 %1, 3
  %40 = zext i32 %39 to i64
  br label %bb60

bb60:                                             ; preds = %bb63
  switch i32 %19, label %bb70 [
    i32 3, label %bb72
    i32 1, label %bb73
    i32 0, label %bb74
  ]

bb72:                                             ; preds = %bb60
  br label %bb75

bb75:                                             ; preds = %bb72
  %41 = and i32 1074790400, 255
  %42 = zext i32 %41 to i64
  br label %bb94

bb94:                                             ; preds = %bb75
  %43 = add i32 %1, 0
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %44
  %46 = add i32 %1, 0
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %47
  %49 = add i32 %1, 2
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %50
  br label %bb96

bb96:                                             ; preds = %bb94
  br label %bb97

bb97:                                             ; preds = %bb96
  br label %bb99

bb99:                                             ; preds = %bb97
  br label %bb100

bb100:                                            ; preds = %bb99
  br label %bb102

bb102:                                            ; preds = %bb100
  br label %bb76

bb76:                                             ; preds = %bb102
  br label %bb71

bb73:                                             ; preds = %bb60
  switch i32 %16, label %bb103 [
    i32 3, label %bb105
    i32 0, label %bb106
  ]

bb105:                                            ; preds = %bb73
  %52 = and i32 1074790400, 255
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %53
  br i1 false, label %bb108, label %bb107

bb107:                                            ; preds = %bb105
  br i1 false, label %bb108, label %bb109

bb108:                                            ; preds = %bb107, %bb105
  %55 = add i32 %1, 0
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %56
  %58 = add i32 %1, 0
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %59
  store i32 1074790400, ptr addrspace(1) %60, align 4
  %61 = add i32 %1, 2
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %62
  %64 = load i32, ptr addrspace(3) %63, align 4
  %65 = add i32 %1, 2
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %66
  %68 = load i32, ptr addrspace(3) %67, align 4
  br label %bb110

bb109:                                            ; preds = %bb107
  %69 = add i32 %1, 0
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %70
  store i32 %4, ptr addrspace(1) %71, align 4
  %72 = call i32 @dev0(i32 %0, i32 -5)
  br label %bb110

bb110:                                            ; preds = %bb109, %bb108
  %73 = phi i32 [ %68, %bb108 ], [ %72, %bb109 ]
  %74 = phi i32 [ %64, %bb108 ], [ %72, %bb109 ]
  %75 = fadd float 4.000000e+01, 0.000000e+00
  %76 = and i32 1074790400, 7
  br label %bb111

bb111:                                            ; preds = %bb112, %bb110
  %77 = phi i32 [ 0, %bb110 ], [ %94, %bb112 ]
  %78 = phi i32 [ 1074790400, %bb110 ], [ %93, %bb112 ]
  %79 = icmp ult i32 %77, %76
  br i1 %79, label %bb112, label %bb113

bb112:                                            ; preds = %bb111
  %80 = add i32 %1, 3
  %81 = zext i32 %80 to i64
  %82 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %81
  store i32 %4, ptr addrspace(1) %82, align 4
  %83 = add i32 %1, 1
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %84
  store float 0.000000e+00, ptr addrspace(1) %85, align 4
  %86 = and i32 1074790400, 255
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %87
  %89 = load i32, ptr addrspace(1) %88, align 4
  %90 = add i32 %1, 0
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %91
  %93 = load i32, ptr addrspace(1) %92, align 4
  %94 = add i32 %77, 1
  br label %bb111

bb113:                                            ; preds = %bb111
  br label %bb104

bb106:                                            ; preds = %bb73
  %95 = and i32 1074790400, 255
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4
  %99 = icmp ne i32 %16, 20
  br label %bb115

bb115:                                            ; preds = %bb106
  %100 = xor i32 %4, %16
  %101 = add i32 %1, 0
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %102
  store i32 %100, ptr addrspace(1) %103, align 4
  %104 = add i32 %1, 0
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %105
  store i32 1074790400, ptr addrspace(1) %106, align 4
  %107 = add i32 %1, 2
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %108
  %110 = load i32, ptr addrspace(3) %109, align 4
  %111 = add i32 %1, 2
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %112
  %114 = load i32, ptr addrspace(3) %113, align 4
  br label %bb117

bb117:                                            ; preds = %bb115
  %115 = fsub float 4.000000e+01, 0.000000e+00
  %116 = fsub float %98, 4.000000e+01
  %117 = and i32 1074790400, 7
  br label %bb118

bb118:                                            ; preds = %bb119, %bb117
  %118 = phi i32 [ 0, %bb117 ], [ %135, %bb119 ]
  %119 = phi i32 [ 1074790400, %bb117 ], [ %134, %bb119 ]
  %120 = icmp ult i32 %118, %117
  br i1 %120, label %bb119, label %bb120

bb119:                                            ; preds = %bb118
  %121 = add i32 %1, 3
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %122
  store i32 %4, ptr addrspace(1) %123, align 4
  %124 = add i32 %1, 1
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %125
  store float %115, ptr addrspace(1) %126, align 4
  %127 = and i32 1074790400, 255
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %128
  %130 = load i32, ptr addrspace(1) %129, align 4
  %131 = add i32 %1, 0
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %132
  %134 = load i32, ptr addrspace(1) %133, align 4
  %135 = add i32 %118, 1
  br label %bb118

bb120:                                            ; preds = %bb118
  br label %bb104

bb103:                                            ; preds = %bb73
  %136 = and i32 1074790400, 255
  %137 = zext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %137
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = icmp ne i32 %16, 20
  br label %bb122

bb122:                                            ; preds = %bb103
  %141 = xor i32 %4, %16
  %142 = add i32 %1, 0
  %143 = zext i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %143
  store i32 %141, ptr addrspace(1) %144, align 4
  %145 = add i32 %1, 0
  %146 = zext i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %146
  store i32 1074790400, ptr addrspace(1) %147, align 4
  %148 = add i32 %1, 2
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %149
  %151 = load i32, ptr addrspace(3) %150, align 4
  br label %bb124

bb124:                                            ; preds = %bb122
  %152 = fadd float 4.000000e+01, 0.000000e+00
  %153 = fadd float %139, 4.000000e+01
  %154 = and i32 1074790400, 7
  br label %bb125

bb125:                                            ; preds = %bb126, %bb124
  %155 = phi i32 [ 0, %bb124 ], [ %172, %bb126 ]
  %156 = phi i32 [ 1074790400, %bb124 ], [ %171, %bb126 ]
  %157 = icmp ult i32 %155, %154
  br i1 %157, label %bb126, label %bb127

bb126:                                            ; preds = %bb125
  %158 = add i32 %1, 3
  %159 = zext i32 %158 to i64
  %160 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %159
  store i32 %4, ptr addrspace(1) %160, align 4
  %161 = add i32 %1, 1
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %162
  store float %152, ptr addrspace(1) %163, align 4
  %164 = and i32 1074790400, 255
  %165 = zext i32 %164 to i64
  %166 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %165
  %167 = load i32, ptr addrspace(1) %166, align 4
  %168 = add i32 %1, 0
  %169 = zext i32 %168 to i64
  %170 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %169
  %171 = load i32, ptr addrspace(1) %170, align 4
  %172 = add i32 %155, 1
  br label %bb125

bb127:                                            ; preds = %bb125
  %173 = and i32 %151, 7
  br label %bb128

bb128:                                            ; preds = %bb127
  %174 = icmp ult i32 0, %173
  br label %bb130

bb130:                                            ; preds = %bb128
  br label %bb104

bb104:                                            ; preds = %bb130, %bb120, %bb113
  %175 = phi i32 [ %78, %bb113 ], [ %119, %bb120 ], [ %151, %bb130 ]
  %176 = phi i32 [ %74, %bb113 ], [ %110, %bb120 ], [ %156, %bb130 ]
  %177 = phi float [ %75, %bb113 ], [ %116, %bb120 ], [ %153, %bb130 ]
  br label %bb71

bb74:                                             ; preds = %bb60
  %178 = add i32 1074790400, %0
  %179 = fcmp olt float %23, 7.500000e-01
  %180 = select i1 %179, float 4.000000e+01, float 0.000000e+00
  br label %bb71

bb70:                                             ; preds = %bb60
  %181 = add i32 1074790400, %0
  %182 = fcmp olt float %23, 7.500000e-01
  %183 = select i1 %182, float 4.000000e+01, float 0.000000e+00
  %184 = and i32 %16, 3
  switch i32 %184, label %bb131 [
    i32 3, label %bb133
    i32 0, label %bb134
  ]

bb133:                                            ; preds = %bb70
  %185 = and i32 1074790400, 255
  %186 = zext i32 %185 to i64
  %187 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %186
  %188 = load float, ptr addrspace(1) %187, align 4
  %189 = icmp ne i32 %16, 20
  br label %bb136

bb136:                                            ; preds = %bb133
  %190 = xor i32 %4, %16
  %191 = add i32 %1, 0
  %192 = zext i32 %191 to i64
  %193 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %192
  store i32 %190, ptr addrspace(1) %193, align 4
  %194 = add i32 %1, 0
  %195 = zext i32 %194 to i64
  %196 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %195
  store i32 %181, ptr addrspace(1) %196, align 4
  %197 = add i32 %1, 2
  %198 = zext i32 %197 to i64
  %199 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %198
  %200 = load i32, ptr addrspace(3) %199, align 4
  br label %bb138

bb138:                                            ; preds = %bb136
  %201 = fadd float %183, 0.000000e+00
  %202 = and i32 %181, 7
  br label %bb139

bb139:                                            ; preds = %bb140, %bb138
  %203 = phi i32 [ 0, %bb138 ], [ %220, %bb140 ]
  %204 = phi i32 [ %181, %bb138 ], [ %219, %bb140 ]
  %205 = icmp ult i32 %203, %202
  br i1 %205, label %bb140, label %bb141

bb140:                                            ; preds = %bb139
  %206 = add i32 %1, 3
  %207 = zext i32 %206 to i64
  %208 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %207
  store i32 %4, ptr addrspace(1) %208, align 4
  %209 = add i32 %1, 1
  %210 = zext i32 %209 to i64
  %211 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %210
  store float %188, ptr addrspace(1) %211, align 4
  %212 = and i32 %181, 255
  %213 = zext i32 %212 to i64
  %214 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %213
  %215 = load i32, ptr addrspace(1) %214, align 4
  %216 = add i32 %1, 0
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %217
  %219 = load i32, ptr addrspace(1) %218, align 4
  %220 = add i32 %203, 1
  br label %bb139

bb141:                                            ; preds = %bb139
  br label %bb132

bb134:                                            ; preds = %bb70
  %221 = and i32 1074790400, 255
  %222 = zext i32 %221 to i64
  %223 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %222
  %224 = load float, ptr addrspace(1) %223, align 4
  %225 = icmp ne i32 %16, 20
  br label %bb143

bb143:                                            ; preds = %bb134
  %226 = xor i32 %4, %16
  %227 = add i32 %1, 0
  %228 = zext i32 %227 to i64
  %229 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %228
  store i32 %226, ptr addrspace(1) %229, align 4
  %230 = add i32 %1, 0
  %231 = zext i32 %230 to i64
  %232 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %231
  store i32 %181, ptr addrspace(1) %232, align 4
  %233 = add i32 %1, 2
  %234 = zext i32 %233 to i64
  %235 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %234
  %236 = load i32, ptr addrspace(3) %235, align 4
  br label %bb145

bb145:                                            ; preds = %bb143
  %237 = fadd float %183, 0.000000e+00
  %238 = and i32 %181, 7
  br label %bb146

bb146:                                            ; preds = %bb147, %bb145
  %239 = phi i32 [ 0, %bb145 ], [ %256, %bb147 ]
  %240 = phi i32 [ %181, %bb145 ], [ %255, %bb147 ]
  %241 = icmp ult i32 %239, %238
  br i1 %241, label %bb147, label %bb148

bb147:                                            ; preds = %bb146
  %242 = add i32 %1, 3
  %243 = zext i32 %242 to i64
  %244 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %243
  store i32 33, ptr addrspace(1) %244, align 4
  %245 = add i32 %1, 1
  %246 = zext i32 %245 to i64
  %247 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %246
  store float %224, ptr addrspace(1) %247, align 4
  %248 = and i32 %181, 255
  %249 = zext i32 %248 to i64
  %250 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %249
  %251 = load i32, ptr addrspace(1) %250, align 4
  %252 = add i32 %1, 2
  %253 = zext i32 %252 to i64
  %254 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %253
  %255 = load i32, ptr addrspace(1) %254, align 4
  %256 = add i32 %239, 1
  br label %bb146

bb148:                                            ; preds = %bb146
  br label %bb132

bb131:                                            ; preds = %bb70
  %257 = and i32 1074790400, 255
  %258 = zext i32 %257 to i64
  %259 = getelementptr inbounds float, ptr addrspace(1) %fin, i64 %258
  %260 = load float, ptr addrspace(1) %259, align 4
  %261 = icmp ne i32 %16, 20
  br label %bb150

bb150:                                            ; preds = %bb131
  %262 = xor i32 %4, %16
  %263 = add i32 %1, 0
  %264 = zext i32 %263 to i64
  %265 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %264
  store i32 %262, ptr addrspace(1) %265, align 4
  %266 = add i32 %1, 0
  %267 = zext i32 %266 to i64
  %268 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %267
  store i32 %181, ptr addrspace(1) %268, align 4
  %269 = add i32 %1, 2
  %270 = zext i32 %269 to i64
  %271 = getelementptr inbounds [256 x i32], ptr addrspace(3) @shp, i64 0, i64 %270
  %272 = load i32, ptr addrspace(3) %271, align 4
  br label %bb152

bb152:                                            ; preds = %bb150
  %273 = fadd float %183, 0.000000e+00
  %274 = and i32 %181, 7
  br label %bb153

bb153:                                            ; preds = %bb152
  %275 = icmp ult i32 0, %274
  br label %bb155

bb155:                                            ; preds = %bb153
  %276 = and i32 %272, 7
  br label %bb156

bb156:                                            ; preds = %bb157, %bb155
  %277 = phi i32 [ 0, %bb155 ], [ %277, %bb157 ]
  %278 = phi i32 [ %272, %bb155 ], [ %293, %bb157 ]
  %279 = icmp ult i32 %277, %276
  br i1 %279, label %bb157, label %bb158

bb157:                                            ; preds = %bb156
  %280 = add i32 %1, 3
  %281 = zext i32 %280 to i64
  %282 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %281
  store i32 1074790400, ptr addrspace(1) %282, align 4
  %283 = add i32 %1, 1
  %284 = zext i32 %283 to i64
  %285 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %284
  store float %260, ptr addrspace(1) %285, align 4
  %286 = and i32 %272, 255
  %287 = zext i32 %286 to i64
  %288 = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %287
  %289 = load i32, ptr addrspace(1) %288, align 4
  %290 = add i32 %1, 0
  %291 = zext i32 %290 to i64
  %292 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %291
  %293 = load i32, ptr addrspace(1) %292, align 4
  br label %bb156

bb158:                                            ; preds = %bb156
  br label %bb132

bb132:                                            ; preds = %bb158, %bb148, %bb141
  br label %bb71

bb71:                                             ; preds = %bb132, %bb74, %bb104, %bb76
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

attributes #0 = { noinline }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
