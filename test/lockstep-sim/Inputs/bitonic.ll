; ModuleID = 'bitonic.cu'
source_filename = "bitonic.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ7bitonicPiE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7bitonicPi(ptr noundef captures(none) %0) local_unnamed_addr #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = zext nneg i32 %2 to i64
  %4 = getelementptr inbounds nuw i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !6
  %6 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %3
  store i32 %5, ptr %6, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %7 = xor i32 %2, 1
  %8 = icmp samesign ugt i32 %7, %2
  br i1 %8, label %349, label %359

9:                                                ; preds = %359
  %10 = load i32, ptr %6, align 4, !tbaa !6
  %11 = zext nneg i32 %362 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = icmp sgt i32 %10, %13
  %15 = xor i1 %361, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %9
  store i32 %13, ptr %6, align 4, !tbaa !6
  store i32 %10, ptr %12, align 4, !tbaa !6
  br label %17

17:                                               ; preds = %16, %9, %359
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %18, label %26

18:                                               ; preds = %17
  %19 = load i32, ptr %6, align 4, !tbaa !6
  %20 = zext nneg i32 %7 to i64
  %21 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = icmp sgt i32 %19, %22
  %24 = xor i1 %361, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %18
  store i32 %22, ptr %6, align 4, !tbaa !6
  store i32 %19, ptr %21, align 4, !tbaa !6
  br label %26

26:                                               ; preds = %25, %18, %17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %27 = and i32 %2, 8
  %28 = icmp ne i32 %27, 0
  %29 = xor i32 %2, 4
  %30 = icmp samesign ugt i32 %29, %2
  br i1 %30, label %31, label %39

31:                                               ; preds = %26
  %32 = load i32, ptr %6, align 4, !tbaa !6
  %33 = zext nneg i32 %29 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !6
  %36 = icmp sgt i32 %32, %35
  %37 = xor i1 %28, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %31
  store i32 %35, ptr %6, align 4, !tbaa !6
  store i32 %32, ptr %34, align 4, !tbaa !6
  br label %39

39:                                               ; preds = %38, %31, %26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %363, label %40, label %48

40:                                               ; preds = %39
  %41 = load i32, ptr %6, align 4, !tbaa !6
  %42 = zext nneg i32 %362 to i64
  %43 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %42
  %44 = load i32, ptr %43, align 4, !tbaa !6
  %45 = icmp sgt i32 %41, %44
  %46 = xor i1 %28, %45
  br i1 %46, label %47, label %48

47:                                               ; preds = %40
  store i32 %44, ptr %6, align 4, !tbaa !6
  store i32 %41, ptr %43, align 4, !tbaa !6
  br label %48

48:                                               ; preds = %47, %40, %39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %49, label %57

49:                                               ; preds = %48
  %50 = load i32, ptr %6, align 4, !tbaa !6
  %51 = zext nneg i32 %7 to i64
  %52 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = icmp sgt i32 %50, %53
  %55 = xor i1 %28, %54
  br i1 %55, label %56, label %57

56:                                               ; preds = %49
  store i32 %53, ptr %6, align 4, !tbaa !6
  store i32 %50, ptr %52, align 4, !tbaa !6
  br label %57

57:                                               ; preds = %56, %49, %48
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %58 = and i32 %2, 16
  %59 = icmp ne i32 %58, 0
  %60 = xor i32 %2, 8
  %61 = icmp samesign ugt i32 %60, %2
  br i1 %61, label %62, label %70

62:                                               ; preds = %57
  %63 = load i32, ptr %6, align 4, !tbaa !6
  %64 = zext nneg i32 %60 to i64
  %65 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !6
  %67 = icmp sgt i32 %63, %66
  %68 = xor i1 %59, %67
  br i1 %68, label %69, label %70

69:                                               ; preds = %62
  store i32 %66, ptr %6, align 4, !tbaa !6
  store i32 %63, ptr %65, align 4, !tbaa !6
  br label %70

70:                                               ; preds = %69, %62, %57
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %71, label %79

71:                                               ; preds = %70
  %72 = load i32, ptr %6, align 4, !tbaa !6
  %73 = zext nneg i32 %29 to i64
  %74 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !6
  %76 = icmp sgt i32 %72, %75
  %77 = xor i1 %59, %76
  br i1 %77, label %78, label %79

78:                                               ; preds = %71
  store i32 %75, ptr %6, align 4, !tbaa !6
  store i32 %72, ptr %74, align 4, !tbaa !6
  br label %79

79:                                               ; preds = %78, %71, %70
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %363, label %80, label %88

80:                                               ; preds = %79
  %81 = load i32, ptr %6, align 4, !tbaa !6
  %82 = zext nneg i32 %362 to i64
  %83 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !6
  %85 = icmp sgt i32 %81, %84
  %86 = xor i1 %59, %85
  br i1 %86, label %87, label %88

87:                                               ; preds = %80
  store i32 %84, ptr %6, align 4, !tbaa !6
  store i32 %81, ptr %83, align 4, !tbaa !6
  br label %88

88:                                               ; preds = %87, %80, %79
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %89, label %97

89:                                               ; preds = %88
  %90 = load i32, ptr %6, align 4, !tbaa !6
  %91 = zext nneg i32 %7 to i64
  %92 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = icmp sgt i32 %90, %93
  %95 = xor i1 %59, %94
  br i1 %95, label %96, label %97

96:                                               ; preds = %89
  store i32 %93, ptr %6, align 4, !tbaa !6
  store i32 %90, ptr %92, align 4, !tbaa !6
  br label %97

97:                                               ; preds = %96, %89, %88
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %98 = and i32 %2, 32
  %99 = icmp ne i32 %98, 0
  %100 = xor i32 %2, 16
  %101 = icmp samesign ugt i32 %100, %2
  br i1 %101, label %102, label %110

102:                                              ; preds = %97
  %103 = load i32, ptr %6, align 4, !tbaa !6
  %104 = zext nneg i32 %100 to i64
  %105 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !6
  %107 = icmp sgt i32 %103, %106
  %108 = xor i1 %99, %107
  br i1 %108, label %109, label %110

109:                                              ; preds = %102
  store i32 %106, ptr %6, align 4, !tbaa !6
  store i32 %103, ptr %105, align 4, !tbaa !6
  br label %110

110:                                              ; preds = %109, %102, %97
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %61, label %111, label %119

111:                                              ; preds = %110
  %112 = load i32, ptr %6, align 4, !tbaa !6
  %113 = zext nneg i32 %60 to i64
  %114 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !6
  %116 = icmp sgt i32 %112, %115
  %117 = xor i1 %99, %116
  br i1 %117, label %118, label %119

118:                                              ; preds = %111
  store i32 %115, ptr %6, align 4, !tbaa !6
  store i32 %112, ptr %114, align 4, !tbaa !6
  br label %119

119:                                              ; preds = %118, %111, %110
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %120, label %128

120:                                              ; preds = %119
  %121 = load i32, ptr %6, align 4, !tbaa !6
  %122 = zext nneg i32 %29 to i64
  %123 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !6
  %125 = icmp sgt i32 %121, %124
  %126 = xor i1 %99, %125
  br i1 %126, label %127, label %128

127:                                              ; preds = %120
  store i32 %124, ptr %6, align 4, !tbaa !6
  store i32 %121, ptr %123, align 4, !tbaa !6
  br label %128

128:                                              ; preds = %127, %120, %119
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %363, label %129, label %137

129:                                              ; preds = %128
  %130 = load i32, ptr %6, align 4, !tbaa !6
  %131 = zext nneg i32 %362 to i64
  %132 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %131
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = icmp sgt i32 %130, %133
  %135 = xor i1 %99, %134
  br i1 %135, label %136, label %137

136:                                              ; preds = %129
  store i32 %133, ptr %6, align 4, !tbaa !6
  store i32 %130, ptr %132, align 4, !tbaa !6
  br label %137

137:                                              ; preds = %136, %129, %128
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %138, label %146

138:                                              ; preds = %137
  %139 = load i32, ptr %6, align 4, !tbaa !6
  %140 = zext nneg i32 %7 to i64
  %141 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !6
  %143 = icmp sgt i32 %139, %142
  %144 = xor i1 %99, %143
  br i1 %144, label %145, label %146

145:                                              ; preds = %138
  store i32 %142, ptr %6, align 4, !tbaa !6
  store i32 %139, ptr %141, align 4, !tbaa !6
  br label %146

146:                                              ; preds = %145, %138, %137
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %147 = and i32 %2, 64
  %148 = icmp ne i32 %147, 0
  %149 = xor i32 %2, 32
  %150 = icmp samesign ugt i32 %149, %2
  br i1 %150, label %151, label %159

151:                                              ; preds = %146
  %152 = load i32, ptr %6, align 4, !tbaa !6
  %153 = zext nneg i32 %149 to i64
  %154 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %153
  %155 = load i32, ptr %154, align 4, !tbaa !6
  %156 = icmp sgt i32 %152, %155
  %157 = xor i1 %148, %156
  br i1 %157, label %158, label %159

158:                                              ; preds = %151
  store i32 %155, ptr %6, align 4, !tbaa !6
  store i32 %152, ptr %154, align 4, !tbaa !6
  br label %159

159:                                              ; preds = %158, %151, %146
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %101, label %160, label %168

160:                                              ; preds = %159
  %161 = load i32, ptr %6, align 4, !tbaa !6
  %162 = zext nneg i32 %100 to i64
  %163 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %162
  %164 = load i32, ptr %163, align 4, !tbaa !6
  %165 = icmp sgt i32 %161, %164
  %166 = xor i1 %148, %165
  br i1 %166, label %167, label %168

167:                                              ; preds = %160
  store i32 %164, ptr %6, align 4, !tbaa !6
  store i32 %161, ptr %163, align 4, !tbaa !6
  br label %168

168:                                              ; preds = %167, %160, %159
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %61, label %169, label %177

169:                                              ; preds = %168
  %170 = load i32, ptr %6, align 4, !tbaa !6
  %171 = zext nneg i32 %60 to i64
  %172 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %171
  %173 = load i32, ptr %172, align 4, !tbaa !6
  %174 = icmp sgt i32 %170, %173
  %175 = xor i1 %148, %174
  br i1 %175, label %176, label %177

176:                                              ; preds = %169
  store i32 %173, ptr %6, align 4, !tbaa !6
  store i32 %170, ptr %172, align 4, !tbaa !6
  br label %177

177:                                              ; preds = %176, %169, %168
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %178, label %186

178:                                              ; preds = %177
  %179 = load i32, ptr %6, align 4, !tbaa !6
  %180 = zext nneg i32 %29 to i64
  %181 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !6
  %183 = icmp sgt i32 %179, %182
  %184 = xor i1 %148, %183
  br i1 %184, label %185, label %186

185:                                              ; preds = %178
  store i32 %182, ptr %6, align 4, !tbaa !6
  store i32 %179, ptr %181, align 4, !tbaa !6
  br label %186

186:                                              ; preds = %185, %178, %177
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %363, label %187, label %195

187:                                              ; preds = %186
  %188 = load i32, ptr %6, align 4, !tbaa !6
  %189 = zext nneg i32 %362 to i64
  %190 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %189
  %191 = load i32, ptr %190, align 4, !tbaa !6
  %192 = icmp sgt i32 %188, %191
  %193 = xor i1 %148, %192
  br i1 %193, label %194, label %195

194:                                              ; preds = %187
  store i32 %191, ptr %6, align 4, !tbaa !6
  store i32 %188, ptr %190, align 4, !tbaa !6
  br label %195

195:                                              ; preds = %194, %187, %186
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %196, label %204

196:                                              ; preds = %195
  %197 = load i32, ptr %6, align 4, !tbaa !6
  %198 = zext nneg i32 %7 to i64
  %199 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !6
  %201 = icmp sgt i32 %197, %200
  %202 = xor i1 %148, %201
  br i1 %202, label %203, label %204

203:                                              ; preds = %196
  store i32 %200, ptr %6, align 4, !tbaa !6
  store i32 %197, ptr %199, align 4, !tbaa !6
  br label %204

204:                                              ; preds = %203, %196, %195
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %205 = and i32 %2, 128
  %206 = icmp ne i32 %205, 0
  %207 = xor i32 %2, 64
  %208 = icmp samesign ugt i32 %207, %2
  br i1 %208, label %209, label %217

209:                                              ; preds = %204
  %210 = load i32, ptr %6, align 4, !tbaa !6
  %211 = zext nneg i32 %207 to i64
  %212 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %211
  %213 = load i32, ptr %212, align 4, !tbaa !6
  %214 = icmp sgt i32 %210, %213
  %215 = xor i1 %206, %214
  br i1 %215, label %216, label %217

216:                                              ; preds = %209
  store i32 %213, ptr %6, align 4, !tbaa !6
  store i32 %210, ptr %212, align 4, !tbaa !6
  br label %217

217:                                              ; preds = %216, %209, %204
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %150, label %218, label %226

218:                                              ; preds = %217
  %219 = load i32, ptr %6, align 4, !tbaa !6
  %220 = zext nneg i32 %149 to i64
  %221 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %220
  %222 = load i32, ptr %221, align 4, !tbaa !6
  %223 = icmp sgt i32 %219, %222
  %224 = xor i1 %206, %223
  br i1 %224, label %225, label %226

225:                                              ; preds = %218
  store i32 %222, ptr %6, align 4, !tbaa !6
  store i32 %219, ptr %221, align 4, !tbaa !6
  br label %226

226:                                              ; preds = %225, %218, %217
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %101, label %227, label %235

227:                                              ; preds = %226
  %228 = load i32, ptr %6, align 4, !tbaa !6
  %229 = zext nneg i32 %100 to i64
  %230 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %229
  %231 = load i32, ptr %230, align 4, !tbaa !6
  %232 = icmp sgt i32 %228, %231
  %233 = xor i1 %206, %232
  br i1 %233, label %234, label %235

234:                                              ; preds = %227
  store i32 %231, ptr %6, align 4, !tbaa !6
  store i32 %228, ptr %230, align 4, !tbaa !6
  br label %235

235:                                              ; preds = %234, %227, %226
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %61, label %236, label %244

236:                                              ; preds = %235
  %237 = load i32, ptr %6, align 4, !tbaa !6
  %238 = zext nneg i32 %60 to i64
  %239 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %238
  %240 = load i32, ptr %239, align 4, !tbaa !6
  %241 = icmp sgt i32 %237, %240
  %242 = xor i1 %206, %241
  br i1 %242, label %243, label %244

243:                                              ; preds = %236
  store i32 %240, ptr %6, align 4, !tbaa !6
  store i32 %237, ptr %239, align 4, !tbaa !6
  br label %244

244:                                              ; preds = %243, %236, %235
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %245, label %253

245:                                              ; preds = %244
  %246 = load i32, ptr %6, align 4, !tbaa !6
  %247 = zext nneg i32 %29 to i64
  %248 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %247
  %249 = load i32, ptr %248, align 4, !tbaa !6
  %250 = icmp sgt i32 %246, %249
  %251 = xor i1 %206, %250
  br i1 %251, label %252, label %253

252:                                              ; preds = %245
  store i32 %249, ptr %6, align 4, !tbaa !6
  store i32 %246, ptr %248, align 4, !tbaa !6
  br label %253

253:                                              ; preds = %252, %245, %244
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %363, label %254, label %262

254:                                              ; preds = %253
  %255 = load i32, ptr %6, align 4, !tbaa !6
  %256 = zext nneg i32 %362 to i64
  %257 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !6
  %259 = icmp sgt i32 %255, %258
  %260 = xor i1 %206, %259
  br i1 %260, label %261, label %262

261:                                              ; preds = %254
  store i32 %258, ptr %6, align 4, !tbaa !6
  store i32 %255, ptr %257, align 4, !tbaa !6
  br label %262

262:                                              ; preds = %261, %254, %253
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %263, label %271

263:                                              ; preds = %262
  %264 = load i32, ptr %6, align 4, !tbaa !6
  %265 = zext nneg i32 %7 to i64
  %266 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %265
  %267 = load i32, ptr %266, align 4, !tbaa !6
  %268 = icmp sgt i32 %264, %267
  %269 = xor i1 %206, %268
  br i1 %269, label %270, label %271

270:                                              ; preds = %263
  store i32 %267, ptr %6, align 4, !tbaa !6
  store i32 %264, ptr %266, align 4, !tbaa !6
  br label %271

271:                                              ; preds = %270, %263, %262
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %272 = and i32 %2, 256
  %273 = icmp ne i32 %272, 0
  %274 = xor i32 %2, 128
  %275 = icmp samesign ugt i32 %274, %2
  br i1 %275, label %276, label %284

276:                                              ; preds = %271
  %277 = load i32, ptr %6, align 4, !tbaa !6
  %278 = zext nneg i32 %274 to i64
  %279 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %278
  %280 = load i32, ptr %279, align 4, !tbaa !6
  %281 = icmp sgt i32 %277, %280
  %282 = xor i1 %273, %281
  br i1 %282, label %283, label %284

283:                                              ; preds = %276
  store i32 %280, ptr %6, align 4, !tbaa !6
  store i32 %277, ptr %279, align 4, !tbaa !6
  br label %284

284:                                              ; preds = %283, %276, %271
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %208, label %285, label %293

285:                                              ; preds = %284
  %286 = load i32, ptr %6, align 4, !tbaa !6
  %287 = zext nneg i32 %207 to i64
  %288 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %287
  %289 = load i32, ptr %288, align 4, !tbaa !6
  %290 = icmp sgt i32 %286, %289
  %291 = xor i1 %273, %290
  br i1 %291, label %292, label %293

292:                                              ; preds = %285
  store i32 %289, ptr %6, align 4, !tbaa !6
  store i32 %286, ptr %288, align 4, !tbaa !6
  br label %293

293:                                              ; preds = %292, %285, %284
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %150, label %294, label %302

294:                                              ; preds = %293
  %295 = load i32, ptr %6, align 4, !tbaa !6
  %296 = zext nneg i32 %149 to i64
  %297 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %296
  %298 = load i32, ptr %297, align 4, !tbaa !6
  %299 = icmp sgt i32 %295, %298
  %300 = xor i1 %273, %299
  br i1 %300, label %301, label %302

301:                                              ; preds = %294
  store i32 %298, ptr %6, align 4, !tbaa !6
  store i32 %295, ptr %297, align 4, !tbaa !6
  br label %302

302:                                              ; preds = %301, %294, %293
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %101, label %303, label %311

303:                                              ; preds = %302
  %304 = load i32, ptr %6, align 4, !tbaa !6
  %305 = zext nneg i32 %100 to i64
  %306 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %305
  %307 = load i32, ptr %306, align 4, !tbaa !6
  %308 = icmp sgt i32 %304, %307
  %309 = xor i1 %273, %308
  br i1 %309, label %310, label %311

310:                                              ; preds = %303
  store i32 %307, ptr %6, align 4, !tbaa !6
  store i32 %304, ptr %306, align 4, !tbaa !6
  br label %311

311:                                              ; preds = %310, %303, %302
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %61, label %312, label %320

312:                                              ; preds = %311
  %313 = load i32, ptr %6, align 4, !tbaa !6
  %314 = zext nneg i32 %60 to i64
  %315 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %314
  %316 = load i32, ptr %315, align 4, !tbaa !6
  %317 = icmp sgt i32 %313, %316
  %318 = xor i1 %273, %317
  br i1 %318, label %319, label %320

319:                                              ; preds = %312
  store i32 %316, ptr %6, align 4, !tbaa !6
  store i32 %313, ptr %315, align 4, !tbaa !6
  br label %320

320:                                              ; preds = %319, %312, %311
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %30, label %321, label %329

321:                                              ; preds = %320
  %322 = load i32, ptr %6, align 4, !tbaa !6
  %323 = zext nneg i32 %29 to i64
  %324 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %323
  %325 = load i32, ptr %324, align 4, !tbaa !6
  %326 = icmp sgt i32 %322, %325
  %327 = xor i1 %273, %326
  br i1 %327, label %328, label %329

328:                                              ; preds = %321
  store i32 %325, ptr %6, align 4, !tbaa !6
  store i32 %322, ptr %324, align 4, !tbaa !6
  br label %329

329:                                              ; preds = %328, %321, %320
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %363, label %330, label %338

330:                                              ; preds = %329
  %331 = load i32, ptr %6, align 4, !tbaa !6
  %332 = zext nneg i32 %362 to i64
  %333 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %332
  %334 = load i32, ptr %333, align 4, !tbaa !6
  %335 = icmp sgt i32 %331, %334
  %336 = xor i1 %273, %335
  br i1 %336, label %337, label %338

337:                                              ; preds = %330
  store i32 %334, ptr %6, align 4, !tbaa !6
  store i32 %331, ptr %333, align 4, !tbaa !6
  br label %338

338:                                              ; preds = %337, %330, %329
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %8, label %339, label %347

339:                                              ; preds = %338
  %340 = load i32, ptr %6, align 4, !tbaa !6
  %341 = zext nneg i32 %7 to i64
  %342 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %341
  %343 = load i32, ptr %342, align 4, !tbaa !6
  %344 = icmp sgt i32 %340, %343
  %345 = xor i1 %273, %344
  br i1 %345, label %346, label %347

346:                                              ; preds = %339
  store i32 %343, ptr %6, align 4, !tbaa !6
  store i32 %340, ptr %342, align 4, !tbaa !6
  br label %347

347:                                              ; preds = %346, %339, %338
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %348 = load i32, ptr %6, align 4, !tbaa !6
  store i32 %348, ptr %4, align 4, !tbaa !6
  ret void

349:                                              ; preds = %1
  %350 = and i32 %2, 2
  %351 = icmp ne i32 %350, 0
  %352 = load i32, ptr %6, align 4, !tbaa !6
  %353 = zext nneg i32 %7 to i64
  %354 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ7bitonicPiE1s to ptr), i64 %353
  %355 = load i32, ptr %354, align 4, !tbaa !6
  %356 = icmp sgt i32 %352, %355
  %357 = xor i1 %351, %356
  br i1 %357, label %358, label %359

358:                                              ; preds = %349
  store i32 %355, ptr %6, align 4, !tbaa !6
  store i32 %352, ptr %354, align 4, !tbaa !6
  br label %359

359:                                              ; preds = %349, %358, %1
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %360 = and i32 %2, 4
  %361 = icmp ne i32 %360, 0
  %362 = xor i32 %2, 2
  %363 = icmp samesign ugt i32 %362, %2
  br i1 %363, label %9, label %17
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
