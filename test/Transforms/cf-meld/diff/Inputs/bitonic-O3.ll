; clang-22 --cuda-device-only --cuda-gpu-arch=sm_90 -O3 of examples/bitonic/bitonic.cu
; (lockstep compile --emit ll), the DARM Fig. 1 kernel.
; ModuleID = '/work/main/examples/bitonic/bitonic.cu'
source_filename = "/work/main/examples/bitonic/bitonic.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11bitonicSortE6Shared = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @bitonicSort(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %3
  store i32 %5, ptr %6, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = xor i32 %2, 1
  %8 = icmp samesign ugt i32 %7, %2
  br i1 %8, label %419, label %431

9:                                                ; preds = %431
  %10 = load i32, ptr %6, align 4, !tbaa !6
  %11 = zext nneg i32 %434 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  br i1 %433, label %16, label %14

14:                                               ; preds = %9
  %15 = icmp slt i32 %10, %13
  br i1 %15, label %18, label %19

16:                                               ; preds = %9
  %17 = icmp sgt i32 %10, %13
  br i1 %17, label %18, label %19

18:                                               ; preds = %16, %14
  store i32 %13, ptr %6, align 4, !tbaa !6
  store i32 %10, ptr %12, align 4, !tbaa !6
  br label %19

19:                                               ; preds = %431, %18, %16, %14
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %20, label %30

20:                                               ; preds = %19
  %21 = load i32, ptr %6, align 4, !tbaa !6
  %22 = zext nneg i32 %7 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  br i1 %433, label %27, label %25

25:                                               ; preds = %20
  %26 = icmp slt i32 %21, %24
  br i1 %26, label %29, label %30

27:                                               ; preds = %20
  %28 = icmp sgt i32 %21, %24
  br i1 %28, label %29, label %30

29:                                               ; preds = %27, %25
  store i32 %24, ptr %6, align 4, !tbaa !6
  store i32 %21, ptr %23, align 4, !tbaa !6
  br label %30

30:                                               ; preds = %29, %27, %25, %19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %31 = and i32 %2, 8
  %32 = icmp eq i32 %31, 0
  %33 = xor i32 %2, 4
  %34 = icmp samesign ugt i32 %33, %2
  br i1 %34, label %35, label %45

35:                                               ; preds = %30
  %36 = load i32, ptr %6, align 4, !tbaa !6
  %37 = zext nneg i32 %33 to i64
  %38 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  br i1 %32, label %42, label %40

40:                                               ; preds = %35
  %41 = icmp slt i32 %36, %39
  br i1 %41, label %44, label %45

42:                                               ; preds = %35
  %43 = icmp sgt i32 %36, %39
  br i1 %43, label %44, label %45

44:                                               ; preds = %42, %40
  store i32 %39, ptr %6, align 4, !tbaa !6
  store i32 %36, ptr %38, align 4, !tbaa !6
  br label %45

45:                                               ; preds = %44, %42, %40, %30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %435, label %46, label %56

46:                                               ; preds = %45
  %47 = load i32, ptr %6, align 4, !tbaa !6
  %48 = zext nneg i32 %434 to i64
  %49 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  br i1 %32, label %53, label %51

51:                                               ; preds = %46
  %52 = icmp slt i32 %47, %50
  br i1 %52, label %55, label %56

53:                                               ; preds = %46
  %54 = icmp sgt i32 %47, %50
  br i1 %54, label %55, label %56

55:                                               ; preds = %53, %51
  store i32 %50, ptr %6, align 4, !tbaa !6
  store i32 %47, ptr %49, align 4, !tbaa !6
  br label %56

56:                                               ; preds = %55, %53, %51, %45
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %57, label %67

57:                                               ; preds = %56
  %58 = load i32, ptr %6, align 4, !tbaa !6
  %59 = zext nneg i32 %7 to i64
  %60 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !6
  br i1 %32, label %64, label %62

62:                                               ; preds = %57
  %63 = icmp slt i32 %58, %61
  br i1 %63, label %66, label %67

64:                                               ; preds = %57
  %65 = icmp sgt i32 %58, %61
  br i1 %65, label %66, label %67

66:                                               ; preds = %64, %62
  store i32 %61, ptr %6, align 4, !tbaa !6
  store i32 %58, ptr %60, align 4, !tbaa !6
  br label %67

67:                                               ; preds = %66, %64, %62, %56
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %68 = and i32 %2, 16
  %69 = icmp eq i32 %68, 0
  %70 = xor i32 %2, 8
  %71 = icmp samesign ugt i32 %70, %2
  br i1 %71, label %72, label %82

72:                                               ; preds = %67
  %73 = load i32, ptr %6, align 4, !tbaa !6
  %74 = zext nneg i32 %70 to i64
  %75 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  br i1 %69, label %79, label %77

77:                                               ; preds = %72
  %78 = icmp slt i32 %73, %76
  br i1 %78, label %81, label %82

79:                                               ; preds = %72
  %80 = icmp sgt i32 %73, %76
  br i1 %80, label %81, label %82

81:                                               ; preds = %79, %77
  store i32 %76, ptr %6, align 4, !tbaa !6
  store i32 %73, ptr %75, align 4, !tbaa !6
  br label %82

82:                                               ; preds = %81, %79, %77, %67
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %83, label %93

83:                                               ; preds = %82
  %84 = load i32, ptr %6, align 4, !tbaa !6
  %85 = zext nneg i32 %33 to i64
  %86 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !6
  br i1 %69, label %90, label %88

88:                                               ; preds = %83
  %89 = icmp slt i32 %84, %87
  br i1 %89, label %92, label %93

90:                                               ; preds = %83
  %91 = icmp sgt i32 %84, %87
  br i1 %91, label %92, label %93

92:                                               ; preds = %90, %88
  store i32 %87, ptr %6, align 4, !tbaa !6
  store i32 %84, ptr %86, align 4, !tbaa !6
  br label %93

93:                                               ; preds = %92, %90, %88, %82
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %435, label %94, label %104

94:                                               ; preds = %93
  %95 = load i32, ptr %6, align 4, !tbaa !6
  %96 = zext nneg i32 %434 to i64
  %97 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !6
  br i1 %69, label %101, label %99

99:                                               ; preds = %94
  %100 = icmp slt i32 %95, %98
  br i1 %100, label %103, label %104

101:                                              ; preds = %94
  %102 = icmp sgt i32 %95, %98
  br i1 %102, label %103, label %104

103:                                              ; preds = %101, %99
  store i32 %98, ptr %6, align 4, !tbaa !6
  store i32 %95, ptr %97, align 4, !tbaa !6
  br label %104

104:                                              ; preds = %103, %101, %99, %93
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %105, label %115

105:                                              ; preds = %104
  %106 = load i32, ptr %6, align 4, !tbaa !6
  %107 = zext nneg i32 %7 to i64
  %108 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !6
  br i1 %69, label %112, label %110

110:                                              ; preds = %105
  %111 = icmp slt i32 %106, %109
  br i1 %111, label %114, label %115

112:                                              ; preds = %105
  %113 = icmp sgt i32 %106, %109
  br i1 %113, label %114, label %115

114:                                              ; preds = %112, %110
  store i32 %109, ptr %6, align 4, !tbaa !6
  store i32 %106, ptr %108, align 4, !tbaa !6
  br label %115

115:                                              ; preds = %114, %112, %110, %104
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %116 = and i32 %2, 32
  %117 = icmp eq i32 %116, 0
  %118 = xor i32 %2, 16
  %119 = icmp samesign ugt i32 %118, %2
  br i1 %119, label %120, label %130

120:                                              ; preds = %115
  %121 = load i32, ptr %6, align 4, !tbaa !6
  %122 = zext nneg i32 %118 to i64
  %123 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !6
  br i1 %117, label %127, label %125

125:                                              ; preds = %120
  %126 = icmp slt i32 %121, %124
  br i1 %126, label %129, label %130

127:                                              ; preds = %120
  %128 = icmp sgt i32 %121, %124
  br i1 %128, label %129, label %130

129:                                              ; preds = %127, %125
  store i32 %124, ptr %6, align 4, !tbaa !6
  store i32 %121, ptr %123, align 4, !tbaa !6
  br label %130

130:                                              ; preds = %129, %127, %125, %115
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %71, label %131, label %141

131:                                              ; preds = %130
  %132 = load i32, ptr %6, align 4, !tbaa !6
  %133 = zext nneg i32 %70 to i64
  %134 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !6
  br i1 %117, label %138, label %136

136:                                              ; preds = %131
  %137 = icmp slt i32 %132, %135
  br i1 %137, label %140, label %141

138:                                              ; preds = %131
  %139 = icmp sgt i32 %132, %135
  br i1 %139, label %140, label %141

140:                                              ; preds = %138, %136
  store i32 %135, ptr %6, align 4, !tbaa !6
  store i32 %132, ptr %134, align 4, !tbaa !6
  br label %141

141:                                              ; preds = %140, %138, %136, %130
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %142, label %152

142:                                              ; preds = %141
  %143 = load i32, ptr %6, align 4, !tbaa !6
  %144 = zext nneg i32 %33 to i64
  %145 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %144
  %146 = load i32, ptr %145, align 4, !tbaa !6
  br i1 %117, label %149, label %147

147:                                              ; preds = %142
  %148 = icmp slt i32 %143, %146
  br i1 %148, label %151, label %152

149:                                              ; preds = %142
  %150 = icmp sgt i32 %143, %146
  br i1 %150, label %151, label %152

151:                                              ; preds = %149, %147
  store i32 %146, ptr %6, align 4, !tbaa !6
  store i32 %143, ptr %145, align 4, !tbaa !6
  br label %152

152:                                              ; preds = %151, %149, %147, %141
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %435, label %153, label %163

153:                                              ; preds = %152
  %154 = load i32, ptr %6, align 4, !tbaa !6
  %155 = zext nneg i32 %434 to i64
  %156 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !6
  br i1 %117, label %160, label %158

158:                                              ; preds = %153
  %159 = icmp slt i32 %154, %157
  br i1 %159, label %162, label %163

160:                                              ; preds = %153
  %161 = icmp sgt i32 %154, %157
  br i1 %161, label %162, label %163

162:                                              ; preds = %160, %158
  store i32 %157, ptr %6, align 4, !tbaa !6
  store i32 %154, ptr %156, align 4, !tbaa !6
  br label %163

163:                                              ; preds = %162, %160, %158, %152
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %164, label %174

164:                                              ; preds = %163
  %165 = load i32, ptr %6, align 4, !tbaa !6
  %166 = zext nneg i32 %7 to i64
  %167 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %166
  %168 = load i32, ptr %167, align 4, !tbaa !6
  br i1 %117, label %171, label %169

169:                                              ; preds = %164
  %170 = icmp slt i32 %165, %168
  br i1 %170, label %173, label %174

171:                                              ; preds = %164
  %172 = icmp sgt i32 %165, %168
  br i1 %172, label %173, label %174

173:                                              ; preds = %171, %169
  store i32 %168, ptr %6, align 4, !tbaa !6
  store i32 %165, ptr %167, align 4, !tbaa !6
  br label %174

174:                                              ; preds = %173, %171, %169, %163
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %175 = and i32 %2, 64
  %176 = icmp eq i32 %175, 0
  %177 = xor i32 %2, 32
  %178 = icmp samesign ugt i32 %177, %2
  br i1 %178, label %179, label %189

179:                                              ; preds = %174
  %180 = load i32, ptr %6, align 4, !tbaa !6
  %181 = zext nneg i32 %177 to i64
  %182 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %181
  %183 = load i32, ptr %182, align 4, !tbaa !6
  br i1 %176, label %186, label %184

184:                                              ; preds = %179
  %185 = icmp slt i32 %180, %183
  br i1 %185, label %188, label %189

186:                                              ; preds = %179
  %187 = icmp sgt i32 %180, %183
  br i1 %187, label %188, label %189

188:                                              ; preds = %186, %184
  store i32 %183, ptr %6, align 4, !tbaa !6
  store i32 %180, ptr %182, align 4, !tbaa !6
  br label %189

189:                                              ; preds = %188, %186, %184, %174
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %119, label %190, label %200

190:                                              ; preds = %189
  %191 = load i32, ptr %6, align 4, !tbaa !6
  %192 = zext nneg i32 %118 to i64
  %193 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %192
  %194 = load i32, ptr %193, align 4, !tbaa !6
  br i1 %176, label %197, label %195

195:                                              ; preds = %190
  %196 = icmp slt i32 %191, %194
  br i1 %196, label %199, label %200

197:                                              ; preds = %190
  %198 = icmp sgt i32 %191, %194
  br i1 %198, label %199, label %200

199:                                              ; preds = %197, %195
  store i32 %194, ptr %6, align 4, !tbaa !6
  store i32 %191, ptr %193, align 4, !tbaa !6
  br label %200

200:                                              ; preds = %199, %197, %195, %189
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %71, label %201, label %211

201:                                              ; preds = %200
  %202 = load i32, ptr %6, align 4, !tbaa !6
  %203 = zext nneg i32 %70 to i64
  %204 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %203
  %205 = load i32, ptr %204, align 4, !tbaa !6
  br i1 %176, label %208, label %206

206:                                              ; preds = %201
  %207 = icmp slt i32 %202, %205
  br i1 %207, label %210, label %211

208:                                              ; preds = %201
  %209 = icmp sgt i32 %202, %205
  br i1 %209, label %210, label %211

210:                                              ; preds = %208, %206
  store i32 %205, ptr %6, align 4, !tbaa !6
  store i32 %202, ptr %204, align 4, !tbaa !6
  br label %211

211:                                              ; preds = %210, %208, %206, %200
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %212, label %222

212:                                              ; preds = %211
  %213 = load i32, ptr %6, align 4, !tbaa !6
  %214 = zext nneg i32 %33 to i64
  %215 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %214
  %216 = load i32, ptr %215, align 4, !tbaa !6
  br i1 %176, label %219, label %217

217:                                              ; preds = %212
  %218 = icmp slt i32 %213, %216
  br i1 %218, label %221, label %222

219:                                              ; preds = %212
  %220 = icmp sgt i32 %213, %216
  br i1 %220, label %221, label %222

221:                                              ; preds = %219, %217
  store i32 %216, ptr %6, align 4, !tbaa !6
  store i32 %213, ptr %215, align 4, !tbaa !6
  br label %222

222:                                              ; preds = %221, %219, %217, %211
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %435, label %223, label %233

223:                                              ; preds = %222
  %224 = load i32, ptr %6, align 4, !tbaa !6
  %225 = zext nneg i32 %434 to i64
  %226 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %225
  %227 = load i32, ptr %226, align 4, !tbaa !6
  br i1 %176, label %230, label %228

228:                                              ; preds = %223
  %229 = icmp slt i32 %224, %227
  br i1 %229, label %232, label %233

230:                                              ; preds = %223
  %231 = icmp sgt i32 %224, %227
  br i1 %231, label %232, label %233

232:                                              ; preds = %230, %228
  store i32 %227, ptr %6, align 4, !tbaa !6
  store i32 %224, ptr %226, align 4, !tbaa !6
  br label %233

233:                                              ; preds = %232, %230, %228, %222
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %234, label %244

234:                                              ; preds = %233
  %235 = load i32, ptr %6, align 4, !tbaa !6
  %236 = zext nneg i32 %7 to i64
  %237 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %236
  %238 = load i32, ptr %237, align 4, !tbaa !6
  br i1 %176, label %241, label %239

239:                                              ; preds = %234
  %240 = icmp slt i32 %235, %238
  br i1 %240, label %243, label %244

241:                                              ; preds = %234
  %242 = icmp sgt i32 %235, %238
  br i1 %242, label %243, label %244

243:                                              ; preds = %241, %239
  store i32 %238, ptr %6, align 4, !tbaa !6
  store i32 %235, ptr %237, align 4, !tbaa !6
  br label %244

244:                                              ; preds = %243, %241, %239, %233
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %245 = and i32 %2, 128
  %246 = icmp eq i32 %245, 0
  %247 = xor i32 %2, 64
  %248 = icmp samesign ugt i32 %247, %2
  br i1 %248, label %249, label %259

249:                                              ; preds = %244
  %250 = load i32, ptr %6, align 4, !tbaa !6
  %251 = zext nneg i32 %247 to i64
  %252 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %251
  %253 = load i32, ptr %252, align 4, !tbaa !6
  br i1 %246, label %256, label %254

254:                                              ; preds = %249
  %255 = icmp slt i32 %250, %253
  br i1 %255, label %258, label %259

256:                                              ; preds = %249
  %257 = icmp sgt i32 %250, %253
  br i1 %257, label %258, label %259

258:                                              ; preds = %256, %254
  store i32 %253, ptr %6, align 4, !tbaa !6
  store i32 %250, ptr %252, align 4, !tbaa !6
  br label %259

259:                                              ; preds = %258, %256, %254, %244
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %178, label %260, label %270

260:                                              ; preds = %259
  %261 = load i32, ptr %6, align 4, !tbaa !6
  %262 = zext nneg i32 %177 to i64
  %263 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %262
  %264 = load i32, ptr %263, align 4, !tbaa !6
  br i1 %246, label %267, label %265

265:                                              ; preds = %260
  %266 = icmp slt i32 %261, %264
  br i1 %266, label %269, label %270

267:                                              ; preds = %260
  %268 = icmp sgt i32 %261, %264
  br i1 %268, label %269, label %270

269:                                              ; preds = %267, %265
  store i32 %264, ptr %6, align 4, !tbaa !6
  store i32 %261, ptr %263, align 4, !tbaa !6
  br label %270

270:                                              ; preds = %269, %267, %265, %259
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %119, label %271, label %281

271:                                              ; preds = %270
  %272 = load i32, ptr %6, align 4, !tbaa !6
  %273 = zext nneg i32 %118 to i64
  %274 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %273
  %275 = load i32, ptr %274, align 4, !tbaa !6
  br i1 %246, label %278, label %276

276:                                              ; preds = %271
  %277 = icmp slt i32 %272, %275
  br i1 %277, label %280, label %281

278:                                              ; preds = %271
  %279 = icmp sgt i32 %272, %275
  br i1 %279, label %280, label %281

280:                                              ; preds = %278, %276
  store i32 %275, ptr %6, align 4, !tbaa !6
  store i32 %272, ptr %274, align 4, !tbaa !6
  br label %281

281:                                              ; preds = %280, %278, %276, %270
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %71, label %282, label %292

282:                                              ; preds = %281
  %283 = load i32, ptr %6, align 4, !tbaa !6
  %284 = zext nneg i32 %70 to i64
  %285 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %284
  %286 = load i32, ptr %285, align 4, !tbaa !6
  br i1 %246, label %289, label %287

287:                                              ; preds = %282
  %288 = icmp slt i32 %283, %286
  br i1 %288, label %291, label %292

289:                                              ; preds = %282
  %290 = icmp sgt i32 %283, %286
  br i1 %290, label %291, label %292

291:                                              ; preds = %289, %287
  store i32 %286, ptr %6, align 4, !tbaa !6
  store i32 %283, ptr %285, align 4, !tbaa !6
  br label %292

292:                                              ; preds = %291, %289, %287, %281
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %293, label %303

293:                                              ; preds = %292
  %294 = load i32, ptr %6, align 4, !tbaa !6
  %295 = zext nneg i32 %33 to i64
  %296 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %295
  %297 = load i32, ptr %296, align 4, !tbaa !6
  br i1 %246, label %300, label %298

298:                                              ; preds = %293
  %299 = icmp slt i32 %294, %297
  br i1 %299, label %302, label %303

300:                                              ; preds = %293
  %301 = icmp sgt i32 %294, %297
  br i1 %301, label %302, label %303

302:                                              ; preds = %300, %298
  store i32 %297, ptr %6, align 4, !tbaa !6
  store i32 %294, ptr %296, align 4, !tbaa !6
  br label %303

303:                                              ; preds = %302, %300, %298, %292
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %435, label %304, label %314

304:                                              ; preds = %303
  %305 = load i32, ptr %6, align 4, !tbaa !6
  %306 = zext nneg i32 %434 to i64
  %307 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %306
  %308 = load i32, ptr %307, align 4, !tbaa !6
  br i1 %246, label %311, label %309

309:                                              ; preds = %304
  %310 = icmp slt i32 %305, %308
  br i1 %310, label %313, label %314

311:                                              ; preds = %304
  %312 = icmp sgt i32 %305, %308
  br i1 %312, label %313, label %314

313:                                              ; preds = %311, %309
  store i32 %308, ptr %6, align 4, !tbaa !6
  store i32 %305, ptr %307, align 4, !tbaa !6
  br label %314

314:                                              ; preds = %313, %311, %309, %303
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %315, label %325

315:                                              ; preds = %314
  %316 = load i32, ptr %6, align 4, !tbaa !6
  %317 = zext nneg i32 %7 to i64
  %318 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %317
  %319 = load i32, ptr %318, align 4, !tbaa !6
  br i1 %246, label %322, label %320

320:                                              ; preds = %315
  %321 = icmp slt i32 %316, %319
  br i1 %321, label %324, label %325

322:                                              ; preds = %315
  %323 = icmp sgt i32 %316, %319
  br i1 %323, label %324, label %325

324:                                              ; preds = %322, %320
  store i32 %319, ptr %6, align 4, !tbaa !6
  store i32 %316, ptr %318, align 4, !tbaa !6
  br label %325

325:                                              ; preds = %324, %322, %320, %314
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %326 = and i32 %2, 256
  %327 = icmp eq i32 %326, 0
  %328 = xor i32 %2, 128
  %329 = icmp samesign ugt i32 %328, %2
  br i1 %329, label %330, label %340

330:                                              ; preds = %325
  %331 = load i32, ptr %6, align 4, !tbaa !6
  %332 = zext nneg i32 %328 to i64
  %333 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %332
  %334 = load i32, ptr %333, align 4, !tbaa !6
  br i1 %327, label %337, label %335

335:                                              ; preds = %330
  %336 = icmp slt i32 %331, %334
  br i1 %336, label %339, label %340

337:                                              ; preds = %330
  %338 = icmp sgt i32 %331, %334
  br i1 %338, label %339, label %340

339:                                              ; preds = %337, %335
  store i32 %334, ptr %6, align 4, !tbaa !6
  store i32 %331, ptr %333, align 4, !tbaa !6
  br label %340

340:                                              ; preds = %339, %337, %335, %325
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %248, label %341, label %351

341:                                              ; preds = %340
  %342 = load i32, ptr %6, align 4, !tbaa !6
  %343 = zext nneg i32 %247 to i64
  %344 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %343
  %345 = load i32, ptr %344, align 4, !tbaa !6
  br i1 %327, label %348, label %346

346:                                              ; preds = %341
  %347 = icmp slt i32 %342, %345
  br i1 %347, label %350, label %351

348:                                              ; preds = %341
  %349 = icmp sgt i32 %342, %345
  br i1 %349, label %350, label %351

350:                                              ; preds = %348, %346
  store i32 %345, ptr %6, align 4, !tbaa !6
  store i32 %342, ptr %344, align 4, !tbaa !6
  br label %351

351:                                              ; preds = %350, %348, %346, %340
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %178, label %352, label %362

352:                                              ; preds = %351
  %353 = load i32, ptr %6, align 4, !tbaa !6
  %354 = zext nneg i32 %177 to i64
  %355 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %354
  %356 = load i32, ptr %355, align 4, !tbaa !6
  br i1 %327, label %359, label %357

357:                                              ; preds = %352
  %358 = icmp slt i32 %353, %356
  br i1 %358, label %361, label %362

359:                                              ; preds = %352
  %360 = icmp sgt i32 %353, %356
  br i1 %360, label %361, label %362

361:                                              ; preds = %359, %357
  store i32 %356, ptr %6, align 4, !tbaa !6
  store i32 %353, ptr %355, align 4, !tbaa !6
  br label %362

362:                                              ; preds = %361, %359, %357, %351
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %119, label %363, label %373

363:                                              ; preds = %362
  %364 = load i32, ptr %6, align 4, !tbaa !6
  %365 = zext nneg i32 %118 to i64
  %366 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %365
  %367 = load i32, ptr %366, align 4, !tbaa !6
  br i1 %327, label %370, label %368

368:                                              ; preds = %363
  %369 = icmp slt i32 %364, %367
  br i1 %369, label %372, label %373

370:                                              ; preds = %363
  %371 = icmp sgt i32 %364, %367
  br i1 %371, label %372, label %373

372:                                              ; preds = %370, %368
  store i32 %367, ptr %6, align 4, !tbaa !6
  store i32 %364, ptr %366, align 4, !tbaa !6
  br label %373

373:                                              ; preds = %372, %370, %368, %362
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %71, label %374, label %384

374:                                              ; preds = %373
  %375 = load i32, ptr %6, align 4, !tbaa !6
  %376 = zext nneg i32 %70 to i64
  %377 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %376
  %378 = load i32, ptr %377, align 4, !tbaa !6
  br i1 %327, label %381, label %379

379:                                              ; preds = %374
  %380 = icmp slt i32 %375, %378
  br i1 %380, label %383, label %384

381:                                              ; preds = %374
  %382 = icmp sgt i32 %375, %378
  br i1 %382, label %383, label %384

383:                                              ; preds = %381, %379
  store i32 %378, ptr %6, align 4, !tbaa !6
  store i32 %375, ptr %377, align 4, !tbaa !6
  br label %384

384:                                              ; preds = %383, %381, %379, %373
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %34, label %385, label %395

385:                                              ; preds = %384
  %386 = load i32, ptr %6, align 4, !tbaa !6
  %387 = zext nneg i32 %33 to i64
  %388 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %387
  %389 = load i32, ptr %388, align 4, !tbaa !6
  br i1 %327, label %392, label %390

390:                                              ; preds = %385
  %391 = icmp slt i32 %386, %389
  br i1 %391, label %394, label %395

392:                                              ; preds = %385
  %393 = icmp sgt i32 %386, %389
  br i1 %393, label %394, label %395

394:                                              ; preds = %392, %390
  store i32 %389, ptr %6, align 4, !tbaa !6
  store i32 %386, ptr %388, align 4, !tbaa !6
  br label %395

395:                                              ; preds = %394, %392, %390, %384
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %435, label %396, label %406

396:                                              ; preds = %395
  %397 = load i32, ptr %6, align 4, !tbaa !6
  %398 = zext nneg i32 %434 to i64
  %399 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %398
  %400 = load i32, ptr %399, align 4, !tbaa !6
  br i1 %327, label %403, label %401

401:                                              ; preds = %396
  %402 = icmp slt i32 %397, %400
  br i1 %402, label %405, label %406

403:                                              ; preds = %396
  %404 = icmp sgt i32 %397, %400
  br i1 %404, label %405, label %406

405:                                              ; preds = %403, %401
  store i32 %400, ptr %6, align 4, !tbaa !6
  store i32 %397, ptr %399, align 4, !tbaa !6
  br label %406

406:                                              ; preds = %405, %403, %401, %395
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %407, label %417

407:                                              ; preds = %406
  %408 = load i32, ptr %6, align 4, !tbaa !6
  %409 = zext nneg i32 %7 to i64
  %410 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %409
  %411 = load i32, ptr %410, align 4, !tbaa !6
  br i1 %327, label %414, label %412

412:                                              ; preds = %407
  %413 = icmp slt i32 %408, %411
  br i1 %413, label %416, label %417

414:                                              ; preds = %407
  %415 = icmp sgt i32 %408, %411
  br i1 %415, label %416, label %417

416:                                              ; preds = %414, %412
  store i32 %411, ptr %6, align 4, !tbaa !6
  store i32 %408, ptr %410, align 4, !tbaa !6
  br label %417

417:                                              ; preds = %416, %414, %412, %406
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %418 = load i32, ptr %6, align 4, !tbaa !6
  store i32 %418, ptr %4, align 4, !tbaa !6
  ret void

419:                                              ; preds = %1
  %420 = and i32 %2, 2
  %421 = icmp eq i32 %420, 0
  %422 = load i32, ptr %6, align 4, !tbaa !6
  %423 = zext nneg i32 %7 to i64
  %424 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ11bitonicSortE6Shared to ptr), i64 %423
  %425 = load i32, ptr %424, align 4, !tbaa !6
  br i1 %421, label %426, label %428

426:                                              ; preds = %419
  %427 = icmp sgt i32 %422, %425
  br i1 %427, label %430, label %431

428:                                              ; preds = %419
  %429 = icmp slt i32 %422, %425
  br i1 %429, label %430, label %431

430:                                              ; preds = %428, %426
  store i32 %425, ptr %6, align 4, !tbaa !6
  store i32 %422, ptr %424, align 4, !tbaa !6
  br label %431

431:                                              ; preds = %430, %428, %426, %1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %432 = and i32 %2, 4
  %433 = icmp eq i32 %432, 0
  %434 = xor i32 %2, 2
  %435 = icmp samesign ugt i32 %434, %2
  br i1 %435, label %9, label %19
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
