; ModuleID = 'math.cu'
source_filename = "math.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4
@__cudart_i2opi_d = internal unnamed_addr addrspace(1) constant [18 x i64] [i64 7780917995555872008, i64 4397547296490951402, i64 8441921394348257659, i64 5712322887342352941, i64 7869616827067468215, i64 -1211730484530615009, i64 2303758334597371919, i64 -7168499653074671557, i64 4148332274289687028, i64 -1613291254968254911, i64 -1692731182770600828, i64 -135693905287338178, i64 452944820249399836, i64 -5249950069107600672, i64 -121206125134887583, i64 -2638381946312093631, i64 -277156292786332224, i64 -6703182060581546711], align 8
@__cudart_sin_cos_coeffs = internal unnamed_addr addrspace(1) constant [16 x double] [double 0xBE5AE5F12CB0D246, double 0x3EC71DE369ACE392, double 0xBF2A01A019DB62A1, double 0x3F81111111110818, double 0xBFC5555555555554, double 0.000000e+00, double 0.000000e+00, double 0xBDA8FF8320FD8164, double 0x3E21EEA7C1EF8528, double 0xBE927E4F8E06E6D9, double 0x3EFA01A019DDBCE9, double 0xBF56C16C16C15D47, double 0x3FA5555555555551, double -5.000000e-01, double 1.000000e+00, double 0.000000e+00], align 16

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z4mathPKfPKdPKiPfPdPiS7_(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5, ptr noundef captures(none) %6) local_unnamed_addr #0 {
  %8 = alloca [7 x i32], align 4
  %9 = alloca [7 x i32], align 4
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = zext nneg i32 %10 to i64
  %12 = getelementptr inbounds nuw float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  %14 = fmul float %13, 0x3FE45F3060000000
  %15 = tail call i32 @llvm.nvvm.f2i.rn(float %14) #8
  %16 = sitofp i32 %15 to float
  %17 = tail call float @llvm.fma.f32(float %16, float 0xBFF921FB40000000, float %13)
  %18 = tail call float @llvm.fma.f32(float %16, float 0xBE74442D00000000, float %17)
  %19 = tail call float @llvm.fma.f32(float %16, float 0xBCF84698A0000000, float %18)
  %20 = tail call float @llvm.nvvm.fabs.f32(float %13)
  %21 = fcmp ult float %20, 1.056150e+05
  br i1 %21, label %90, label %22

22:                                               ; preds = %7
  %23 = fcmp oeq float %20, 0x7FF0000000000000
  br i1 %23, label %24, label %26

24:                                               ; preds = %22
  %25 = tail call float @llvm.nvvm.mul.rn.f(float %13, float 0.000000e+00) #8
  br label %90

26:                                               ; preds = %22
  %27 = bitcast float %13 to i32
  %28 = shl i32 %27, 8
  %29 = or i32 %28, -2147483648
  br label %30

30:                                               ; preds = %26, %30
  %31 = phi i32 [ 0, %26 ], [ %40, %30 ]
  %32 = phi i32 [ 0, %26 ], [ %38, %30 ]
  %33 = zext nneg i32 %31 to i64
  %34 = getelementptr inbounds nuw i32, ptr addrspace(1) @__cudart_i2opi_f, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4
  %36 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %35, i32 %29, i32 %32) #9, !srcloc !13
  %37 = extractvalue { i32, i32 } %36, 0
  %38 = extractvalue { i32, i32 } %36, 1
  %39 = getelementptr inbounds nuw i32, ptr %9, i64 %33
  store i32 %37, ptr %39, align 4
  %40 = add nuw nsw i32 %31, 1
  %41 = icmp eq i32 %40, 6
  br i1 %41, label %42, label %30, !llvm.loop !14

42:                                               ; preds = %30
  %43 = lshr i32 %27, 23
  %44 = and i32 %43, 224
  %45 = add nsw i32 %44, -128
  %46 = lshr exact i32 %45, 5
  %47 = getelementptr inbounds nuw i8, ptr %9, i64 24
  store i32 %38, ptr %47, align 4
  %48 = sub nsw i32 6, %46
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %9, i64 %49
  %51 = load i32, ptr %50, align 4
  %52 = sub nsw i32 5, %46
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %9, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = freeze i32 %55
  %57 = and i32 %27, 260046848
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %65, label %59

59:                                               ; preds = %42
  %60 = sub nsw i32 4, %46
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr %9, i64 %61
  %63 = load i32, ptr %62, align 4
  %64 = tail call i32 @llvm.fshl.i32(i32 %56, i32 %63, i32 %43)
  br label %65

65:                                               ; preds = %59, %42
  %66 = phi i32 [ %64, %59 ], [ %56, %42 ]
  %67 = tail call i32 @llvm.fshl.i32(i32 %51, i32 %56, i32 %43)
  %68 = lshr i32 %67, 30
  %69 = tail call i32 @llvm.fshl.i32(i32 %67, i32 %66, i32 2)
  %70 = shl i32 %66, 2
  %71 = lshr i32 %69, 31
  %72 = add nuw nsw i32 %71, %68
  %73 = sub nsw i32 0, %72
  %74 = icmp slt i32 %27, 0
  %75 = select i1 %74, i32 %73, i32 %72
  %76 = xor i32 %69, %27
  %77 = ashr i32 %69, 31
  %78 = xor i32 %77, %69
  %79 = xor i32 %77, %70
  %80 = zext i32 %78 to i64
  %81 = shl nuw i64 %80, 32
  %82 = zext i32 %79 to i64
  %83 = or disjoint i64 %81, %82
  %84 = sitofp i64 %83 to double
  %85 = fmul double %84, 0x3BF921FB54442D19
  %86 = fptrunc double %85 to float
  %87 = fneg float %86
  %88 = icmp slt i32 %76, 0
  %89 = select i1 %88, float %87, float %86
  br label %90

90:                                               ; preds = %7, %24, %65
  %91 = phi i32 [ %15, %7 ], [ 0, %24 ], [ %75, %65 ]
  %92 = phi float [ %19, %7 ], [ %25, %24 ], [ %89, %65 ]
  %93 = tail call float @llvm.nvvm.mul.rn.f(float %92, float %92) #8
  %94 = and i32 %91, 1
  %95 = icmp eq i32 %94, 0
  %96 = select i1 %95, float %92, float 1.000000e+00
  %97 = tail call float @llvm.fma.f32(float %93, float %96, float 0.000000e+00)
  %98 = tail call float @llvm.fma.f32(float %93, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %99 = select i1 %95, float 0xBF29A82A60000000, float %98
  %100 = select i1 %95, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %101 = tail call float @llvm.fma.f32(float %99, float %93, float %100)
  %102 = select i1 %95, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %103 = tail call float @llvm.fma.f32(float %101, float %93, float %102)
  %104 = tail call float @llvm.fma.f32(float %103, float %97, float %96)
  %105 = and i32 %91, 2
  %106 = icmp eq i32 %105, 0
  %107 = fsub float 0.000000e+00, %104
  %108 = select i1 %106, float %104, float %107
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  %109 = mul nuw nsw i32 %10, 6
  %110 = zext nneg i32 %109 to i64
  %111 = getelementptr inbounds nuw float, ptr %3, i64 %110
  store float %108, ptr %111, align 4, !tbaa !11
  %112 = fmul contract float %13, 1.000000e+03
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  %113 = fmul float %112, 0x3FE45F3060000000
  %114 = tail call i32 @llvm.nvvm.f2i.rn(float %113) #8
  %115 = sitofp i32 %114 to float
  %116 = tail call float @llvm.fma.f32(float %115, float 0xBFF921FB40000000, float %112)
  %117 = tail call float @llvm.fma.f32(float %115, float 0xBE74442D00000000, float %116)
  %118 = tail call float @llvm.fma.f32(float %115, float 0xBCF84698A0000000, float %117)
  %119 = tail call float @llvm.nvvm.fabs.f32(float %112)
  %120 = fcmp ult float %119, 1.056150e+05
  br i1 %120, label %189, label %121

121:                                              ; preds = %90
  %122 = fcmp oeq float %119, 0x7FF0000000000000
  br i1 %122, label %123, label %125

123:                                              ; preds = %121
  %124 = tail call float @llvm.nvvm.mul.rn.f(float %112, float 0.000000e+00) #8
  br label %189

125:                                              ; preds = %121
  %126 = bitcast float %112 to i32
  %127 = shl i32 %126, 8
  %128 = or i32 %127, -2147483648
  br label %129

129:                                              ; preds = %125, %129
  %130 = phi i32 [ 0, %125 ], [ %139, %129 ]
  %131 = phi i32 [ 0, %125 ], [ %137, %129 ]
  %132 = zext nneg i32 %130 to i64
  %133 = getelementptr inbounds nuw i32, ptr addrspace(1) @__cudart_i2opi_f, i64 %132
  %134 = load i32, ptr addrspace(1) %133, align 4
  %135 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %134, i32 %128, i32 %131) #9, !srcloc !13
  %136 = extractvalue { i32, i32 } %135, 0
  %137 = extractvalue { i32, i32 } %135, 1
  %138 = getelementptr inbounds nuw i32, ptr %8, i64 %132
  store i32 %136, ptr %138, align 4
  %139 = add nuw nsw i32 %130, 1
  %140 = icmp eq i32 %139, 6
  br i1 %140, label %141, label %129, !llvm.loop !14

141:                                              ; preds = %129
  %142 = lshr i32 %126, 23
  %143 = and i32 %142, 224
  %144 = add nsw i32 %143, -128
  %145 = lshr exact i32 %144, 5
  %146 = getelementptr inbounds nuw i8, ptr %8, i64 24
  store i32 %137, ptr %146, align 4
  %147 = sub nsw i32 6, %145
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds i32, ptr %8, i64 %148
  %150 = load i32, ptr %149, align 4
  %151 = sub nsw i32 5, %145
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds i32, ptr %8, i64 %152
  %154 = load i32, ptr %153, align 4
  %155 = freeze i32 %154
  %156 = and i32 %126, 260046848
  %157 = icmp eq i32 %156, 0
  br i1 %157, label %164, label %158

158:                                              ; preds = %141
  %159 = sub nsw i32 4, %145
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds i32, ptr %8, i64 %160
  %162 = load i32, ptr %161, align 4
  %163 = tail call i32 @llvm.fshl.i32(i32 %155, i32 %162, i32 %142)
  br label %164

164:                                              ; preds = %158, %141
  %165 = phi i32 [ %163, %158 ], [ %155, %141 ]
  %166 = tail call i32 @llvm.fshl.i32(i32 %150, i32 %155, i32 %142)
  %167 = lshr i32 %166, 30
  %168 = tail call i32 @llvm.fshl.i32(i32 %166, i32 %165, i32 2)
  %169 = shl i32 %165, 2
  %170 = lshr i32 %168, 31
  %171 = add nuw nsw i32 %170, %167
  %172 = sub nsw i32 0, %171
  %173 = icmp slt i32 %126, 0
  %174 = select i1 %173, i32 %172, i32 %171
  %175 = xor i32 %168, %126
  %176 = ashr i32 %168, 31
  %177 = xor i32 %176, %168
  %178 = xor i32 %176, %169
  %179 = zext i32 %177 to i64
  %180 = shl nuw i64 %179, 32
  %181 = zext i32 %178 to i64
  %182 = or disjoint i64 %180, %181
  %183 = sitofp i64 %182 to double
  %184 = fmul double %183, 0x3BF921FB54442D19
  %185 = fptrunc double %184 to float
  %186 = fneg float %185
  %187 = icmp slt i32 %175, 0
  %188 = select i1 %187, float %186, float %185
  br label %189

189:                                              ; preds = %90, %123, %164
  %190 = phi i32 [ %114, %90 ], [ 0, %123 ], [ %174, %164 ]
  %191 = phi float [ %118, %90 ], [ %124, %123 ], [ %188, %164 ]
  %192 = add i32 %190, 1
  %193 = tail call float @llvm.nvvm.mul.rn.f(float %191, float %191) #8
  %194 = and i32 %190, 1
  %195 = icmp eq i32 %194, 0
  %196 = select i1 %195, float 1.000000e+00, float %191
  %197 = tail call float @llvm.fma.f32(float %193, float %196, float 0.000000e+00)
  %198 = tail call float @llvm.fma.f32(float %193, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %199 = select i1 %195, float %198, float 0xBF29A82A60000000
  %200 = select i1 %195, float 0x3FA5555760000000, float 0x3F8110BC80000000
  %201 = tail call float @llvm.fma.f32(float %199, float %193, float %200)
  %202 = select i1 %195, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000
  %203 = tail call float @llvm.fma.f32(float %201, float %193, float %202)
  %204 = tail call float @llvm.fma.f32(float %203, float %197, float %196)
  %205 = and i32 %192, 2
  %206 = icmp eq i32 %205, 0
  %207 = fsub float 0.000000e+00, %204
  %208 = select i1 %206, float %204, float %207
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  %209 = or disjoint i32 %109, 1
  %210 = zext nneg i32 %209 to i64
  %211 = getelementptr inbounds nuw float, ptr %3, i64 %210
  store float %208, ptr %211, align 4, !tbaa !11
  %212 = fcmp olt float %20, 0x3810000000000000
  %213 = fmul float %20, 0x4170000000000000
  %214 = select i1 %212, float %213, float %20
  %215 = select i1 %212, float -2.400000e+01, float 0.000000e+00
  %216 = bitcast float %214 to i32
  %217 = add i32 %216, -1060439283
  %218 = and i32 %217, -8388608
  %219 = sub i32 %216, %218
  %220 = bitcast i32 %219 to float
  %221 = sitofp i32 %218 to float
  %222 = tail call float @llvm.fma.f32(float %221, float 0x3E80000000000000, float %215)
  %223 = fadd float %220, -1.000000e+00
  %224 = fadd float %220, 1.000000e+00
  %225 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %224) #9, !srcloc !16
  %226 = fmul float %223, 2.000000e+00
  %227 = fmul float %226, %225
  %228 = fmul float %227, %227
  %229 = fsub float %223, %227
  %230 = fmul float %229, 2.000000e+00
  %231 = fneg float %227
  %232 = tail call float @llvm.fma.f32(float %231, float %223, float %230)
  %233 = tail call float @llvm.nvvm.mul.rn.f(float %225, float %232) #8
  %234 = tail call float @llvm.fma.f32(float %228, float 0x3F45865C80000000, float 0x3F6A5CFB60000000)
  %235 = tail call float @llvm.fma.f32(float %234, float %228, float 0x3F92776E60000000)
  %236 = tail call float @llvm.fma.f32(float %235, float %228, float 0x3FBEC709E0000000)
  %237 = tail call float @llvm.nvvm.mul.rn.f(float %236, float %228) #8
  %238 = tail call float @llvm.fma.f32(float %227, float 0x3FF7154760000000, float %222)
  %239 = fsub float %222, %238
  %240 = tail call float @llvm.fma.f32(float %227, float 0x3FF7154760000000, float %239)
  %241 = tail call float @llvm.fma.f32(float %233, float 0x3FF7154760000000, float %240)
  %242 = tail call float @llvm.fma.f32(float %227, float 0x3E54ABC680000000, float %241)
  %243 = fmul float %237, 3.000000e+00
  %244 = tail call float @llvm.fma.f32(float %243, float %233, float %242)
  %245 = tail call float @llvm.fma.f32(float %237, float %227, float %244)
  %246 = tail call float @llvm.nvvm.add.rn.f(float %238, float %245) #8
  %247 = fneg float %238
  %248 = tail call float @llvm.nvvm.add.rn.f(float %246, float %247) #8
  %249 = fneg float %248
  %250 = tail call float @llvm.nvvm.add.rn.f(float %245, float %249) #8
  %251 = tail call float @llvm.nvvm.mul.rn.f(float %246, float 1.500000e+00) #8
  %252 = fneg float %251
  %253 = tail call float @llvm.fma.f32(float %246, float 1.500000e+00, float %252)
  %254 = tail call float @llvm.fma.f32(float %250, float 1.500000e+00, float %253)
  %255 = tail call float @llvm.nvvm.round.f(float %251) #8
  %256 = fsub float %251, %255
  %257 = fadd float %256, %254
  %258 = tail call float @llvm.fma.f32(float %257, float 0x3F23F971C0000000, float 0x3F55F0BDA0000000)
  %259 = tail call float @llvm.fma.f32(float %258, float %257, float 0x3F83B30AC0000000)
  %260 = tail call float @llvm.fma.f32(float %259, float %257, float 0x3FAC6AF760000000)
  %261 = tail call float @llvm.fma.f32(float %260, float %257, float 0x3FCEBFBD80000000)
  %262 = tail call float @llvm.fma.f32(float %261, float %257, float 0x3FE62E4300000000)
  %263 = tail call float @llvm.fma.f32(float %262, float %257, float 1.000000e+00)
  %264 = fptosi float %255 to i32
  %265 = fcmp ogt float %255, 0.000000e+00
  %266 = select i1 %265, i32 0, i32 -2097152000
  %267 = add nsw i32 %266, 2130706432
  %268 = bitcast i32 %267 to float
  %269 = fmul float %263, %268
  %270 = shl i32 %264, 23
  %271 = sub i32 %270, %266
  %272 = bitcast i32 %271 to float
  %273 = fmul float %269, %272
  %274 = tail call float @llvm.nvvm.fabs.f32(float %251)
  %275 = fcmp ogt float %274, 1.520000e+02
  %276 = fcmp olt float %251, 0.000000e+00
  %277 = select i1 %276, float 0.000000e+00, float 0x7FF0000000000000
  %278 = select i1 %275, float %277, float %273
  %279 = fcmp oeq float %13, 1.000000e+00
  br i1 %279, label %294, label %280

280:                                              ; preds = %189
  %281 = fcmp uno float %20, 0.000000e+00
  br i1 %281, label %282, label %284

282:                                              ; preds = %280
  %283 = tail call float @llvm.nvvm.add.rn.f(float %13, float 1.500000e+00) #8
  br label %294

284:                                              ; preds = %280
  %285 = fcmp oeq float %13, 0.000000e+00
  %286 = fcmp oeq float %20, 0x7FF0000000000000
  %287 = or i1 %285, %286
  br i1 %287, label %288, label %291

288:                                              ; preds = %284
  %289 = fadd float %13, %13
  %290 = tail call float @llvm.fabs.f32(float %289)
  br label %294

291:                                              ; preds = %284
  %292 = fcmp olt float %13, 0.000000e+00
  br i1 %292, label %293, label %294

293:                                              ; preds = %291
  br label %294

294:                                              ; preds = %189, %282, %288, %291, %293
  %295 = phi float [ 1.000000e+00, %189 ], [ %283, %282 ], [ %290, %288 ], [ %278, %291 ], [ 0x7FFFFFFFE0000000, %293 ]
  %296 = add nuw nsw i32 %109, 2
  %297 = zext nneg i32 %296 to i64
  %298 = getelementptr inbounds nuw float, ptr %3, i64 %297
  store float %295, ptr %298, align 4, !tbaa !11
  %299 = fadd contract float %13, -2.000000e+00
  %300 = tail call float @llvm.nvvm.fabs.f32(float %299)
  %301 = fmul float %300, 0x4007154760000000
  %302 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %301)
  %303 = fadd float %302, 1.000000e+00
  %304 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %303) #9, !srcloc !16
  %305 = tail call float @llvm.fma.f32(float %304, float -2.000000e+00, float 1.000000e+00)
  %306 = fcmp oge float %300, 0x4022059680000000
  %307 = select i1 %306, float 1.000000e+00, float %305
  %308 = tail call float @llvm.copysign.f32(float %307, float %299) #8
  %309 = fmul float %299, %299
  %310 = tail call float @llvm.fma.f32(float %309, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %311 = tail call float @llvm.fma.f32(float %310, float %309, float 0x3FC10B2820000000)
  %312 = tail call float @llvm.fma.f32(float %311, float %309, float 0xBFD5553DA0000000)
  %313 = tail call float @llvm.fma.f32(float %312, float %309, float 0.000000e+00)
  %314 = tail call float @llvm.fma.f32(float %313, float %299, float %299)
  %315 = fcmp oge float %300, 0x3FE3333340000000
  %316 = select i1 %315, float %308, float %314
  %317 = add nuw nsw i32 %109, 3
  %318 = zext nneg i32 %317 to i64
  %319 = getelementptr inbounds nuw float, ptr %3, i64 %318
  store float %316, ptr %319, align 4, !tbaa !11
  %320 = fneg contract float %13
  %321 = tail call float @llvm.fma.f32(float %320, float 0x3F777313A0000000, float 5.000000e-01)
  %322 = tail call float @llvm.nvvm.saturate.f(float %321) #8
  %323 = tail call float @llvm.nvvm.fma.rm.f(float %322, float 2.520000e+02, float 0x4168000020000000) #8
  %324 = fadd float %323, 0xC168000FE0000000
  %325 = fneg float %324
  %326 = tail call float @llvm.fma.f32(float %320, float 0x3FF7154760000000, float %325)
  %327 = tail call float @llvm.fma.f32(float %320, float 0x3E54AE0C00000000, float %326)
  %328 = bitcast float %323 to i32
  %329 = shl i32 %328, 23
  %330 = bitcast i32 %329 to float
  %331 = tail call float @llvm.nvvm.ex2.approx.ftz.f32(float %327)
  %332 = fmul float %331, %330
  %333 = fcmp olt float %13, 0x3810000000000000
  %334 = fmul float %13, 0x4160000000000000
  %335 = select i1 %333, float %334, float %13
  %336 = select i1 %333, float -2.300000e+01, float 0.000000e+00
  %337 = bitcast float %335 to i32
  %338 = add i32 %337, -1059760811
  %339 = and i32 %338, -8388608
  %340 = sub i32 %337, %339
  %341 = bitcast i32 %340 to float
  %342 = sitofp i32 %339 to float
  %343 = tail call float @llvm.fma.f32(float %342, float 0x3E80000000000000, float %336)
  %344 = fadd float %341, -1.000000e+00
  %345 = tail call float @llvm.fma.f32(float %344, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %346 = tail call float @llvm.fma.f32(float %345, float %344, float 0xBFBF19B980000000)
  %347 = tail call float @llvm.fma.f32(float %346, float %344, float 0x3FC1E52AA0000000)
  %348 = tail call float @llvm.fma.f32(float %347, float %344, float 0xBFC55B1720000000)
  %349 = tail call float @llvm.fma.f32(float %348, float %344, float 0x3FC99DA160000000)
  %350 = tail call float @llvm.fma.f32(float %349, float %344, float 0xBFCFFFE440000000)
  %351 = tail call float @llvm.fma.f32(float %350, float %344, float 0x3FD5554F00000000)
  %352 = tail call float @llvm.fma.f32(float %351, float %344, float -5.000000e-01)
  %353 = fmul float %344, %352
  %354 = tail call float @llvm.fma.f32(float %353, float %344, float %344)
  %355 = tail call float @llvm.fma.f32(float %343, float 0x3FE62E4300000000, float %354)
  %356 = icmp ugt i32 %337, 2139095039
  %357 = tail call float @llvm.fma.f32(float %335, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %358 = select i1 %356, float %357, float %355
  %359 = fcmp oeq float %335, 0.000000e+00
  %360 = select i1 %359, float 0xFFF0000000000000, float %358
  %361 = fadd contract float %360, %332
  %362 = add nuw nsw i32 %109, 4
  %363 = zext nneg i32 %362 to i64
  %364 = getelementptr inbounds nuw float, ptr %3, i64 %363
  store float %361, ptr %364, align 4, !tbaa !11
  %365 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %13) #8
  %366 = tail call noundef float @llvm.nvvm.rsqrt.approx.f(float %13)
  %367 = fadd contract float %365, %366
  %368 = tail call noundef float @llvm.floor.f32(float %13)
  %369 = fadd contract float %368, %367
  %370 = tail call noundef float @llvm.nvvm.fabs.f32(float %320)
  %371 = fadd contract float %370, %369
  %372 = add nuw nsw i32 %109, 5
  %373 = zext nneg i32 %372 to i64
  %374 = getelementptr inbounds nuw float, ptr %3, i64 %373
  store float %371, ptr %374, align 4, !tbaa !11
  %375 = getelementptr inbounds nuw double, ptr %1, i64 %11
  %376 = load double, ptr %375, align 8, !tbaa !17
  %377 = tail call double @llvm.nvvm.fabs.f64(double %376)
  %378 = fcmp oeq double %377, 0x7FF0000000000000
  br i1 %378, label %379, label %381

379:                                              ; preds = %294
  %380 = tail call double @llvm.nvvm.mul.rn.d(double %376, double 0.000000e+00) #8
  br label %394

381:                                              ; preds = %294
  %382 = fmul double %376, 0x3FE45F306DC9C883
  %383 = tail call i32 @llvm.nvvm.d2i.rn(double %382) #8
  %384 = sitofp i32 %383 to double
  %385 = fneg double %384
  %386 = tail call double @llvm.fma.f64(double %385, double 0x3FF921FB54442D18, double %376)
  %387 = tail call double @llvm.fma.f64(double %385, double 0x3C91A62633145C00, double %386)
  %388 = tail call double @llvm.fma.f64(double %385, double 0x397B839A252049C0, double %387)
  %389 = fcmp ult double %377, 0x41E0000000000000
  br i1 %389, label %394, label %390

390:                                              ; preds = %381
  %391 = tail call fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %376) #8
  %392 = extractvalue { double, i32 } %391, 0
  %393 = extractvalue { double, i32 } %391, 1
  br label %394

394:                                              ; preds = %379, %381, %390
  %395 = phi double [ %380, %379 ], [ %392, %390 ], [ %388, %381 ]
  %396 = phi i32 [ 0, %379 ], [ %393, %390 ], [ %383, %381 ]
  %397 = and i32 %396, 1
  %398 = shl nuw nsw i32 %397, 3
  %399 = zext nneg i32 %398 to i64
  %400 = getelementptr inbounds nuw double, ptr addrspace(1) @__cudart_sin_cos_coeffs, i64 %399
  %401 = tail call double @llvm.nvvm.mul.rn.d(double %395, double %395) #8
  %402 = icmp eq i32 %397, 0
  %403 = select i1 %402, double 0x3DE5DB65F9785EBA, double 0xBDA8FF8320FD8164
  %404 = load double, ptr addrspace(1) %400, align 16
  %405 = tail call double @llvm.fma.f64(double %403, double %401, double %404)
  %406 = getelementptr inbounds nuw i8, ptr addrspace(1) %400, i64 8
  %407 = load double, ptr addrspace(1) %406, align 8
  %408 = tail call double @llvm.fma.f64(double %405, double %401, double %407)
  %409 = getelementptr inbounds nuw i8, ptr addrspace(1) %400, i64 16
  %410 = load double, ptr addrspace(1) %409, align 16
  %411 = tail call double @llvm.fma.f64(double %408, double %401, double %410)
  %412 = getelementptr inbounds nuw i8, ptr addrspace(1) %400, i64 24
  %413 = load double, ptr addrspace(1) %412, align 8
  %414 = tail call double @llvm.fma.f64(double %411, double %401, double %413)
  %415 = getelementptr inbounds nuw i8, ptr addrspace(1) %400, i64 32
  %416 = load double, ptr addrspace(1) %415, align 16
  %417 = tail call double @llvm.fma.f64(double %414, double %401, double %416)
  %418 = getelementptr inbounds nuw i8, ptr addrspace(1) %400, i64 40
  %419 = load double, ptr addrspace(1) %418, align 8
  %420 = tail call double @llvm.fma.f64(double %417, double %401, double %419)
  %421 = tail call double @llvm.fma.f64(double %420, double %395, double %395)
  %422 = tail call double @llvm.fma.f64(double %420, double %401, double 1.000000e+00)
  %423 = select i1 %402, double %421, double %422
  %424 = and i32 %396, 2
  %425 = icmp eq i32 %424, 0
  %426 = fsub double 0.000000e+00, %423
  %427 = select i1 %425, double %423, double %426
  %428 = shl nuw nsw i32 %10, 1
  %429 = zext nneg i32 %428 to i64
  %430 = getelementptr inbounds nuw double, ptr %4, i64 %429
  store double %427, ptr %430, align 8, !tbaa !17
  %431 = load double, ptr %375, align 8, !tbaa !17
  %432 = tail call double @llvm.fma.f64(double %431, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %433 = tail call i32 @llvm.nvvm.d2i.lo(double %432) #8
  %434 = tail call double @llvm.nvvm.add.rn.d(double %432, double 0xC338000000000000) #8
  %435 = tail call double @llvm.fma.f64(double %434, double 0xBFE62E42FEFA39EF, double %431)
  %436 = tail call double @llvm.fma.f64(double %434, double 0xBC7ABC9E3B39803F, double %435)
  %437 = tail call double @llvm.fma.f64(double %436, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %438 = tail call double @llvm.fma.f64(double %437, double %436, double 0x3EC71DEE62401315)
  %439 = tail call double @llvm.fma.f64(double %438, double %436, double 0x3EFA01997C89EB71)
  %440 = tail call double @llvm.fma.f64(double %439, double %436, double 0x3F2A01A014761F65)
  %441 = tail call double @llvm.fma.f64(double %440, double %436, double 0x3F56C16C1852B7AF)
  %442 = tail call double @llvm.fma.f64(double %441, double %436, double 0x3F81111111122322)
  %443 = tail call double @llvm.fma.f64(double %442, double %436, double 0x3FA55555555502A1)
  %444 = tail call double @llvm.fma.f64(double %443, double %436, double 0x3FC5555555555511)
  %445 = tail call double @llvm.fma.f64(double %444, double %436, double 0x3FE000000000000B)
  %446 = tail call double @llvm.fma.f64(double %445, double %436, double 1.000000e+00)
  %447 = tail call double @llvm.fma.f64(double %446, double %436, double 1.000000e+00)
  %448 = tail call i32 @llvm.nvvm.d2i.lo(double %447) #8
  %449 = tail call i32 @llvm.nvvm.d2i.hi(double %447) #8
  %450 = shl i32 %433, 20
  %451 = add i32 %449, %450
  %452 = tail call double @llvm.nvvm.lohi.i2d(i32 %448, i32 %451) #8
  %453 = tail call i32 @llvm.nvvm.d2i.hi(double %431) #8
  %454 = bitcast i32 %453 to float
  %455 = tail call float @llvm.nvvm.fabs.f32(float %454)
  %456 = fcmp olt float %455, 0x4010C46560000000
  br i1 %456, label %472, label %457

457:                                              ; preds = %394
  %458 = fcmp olt double %431, 0.000000e+00
  %459 = fadd double %431, 0x7FF0000000000000
  %460 = select i1 %458, double 0.000000e+00, double %459
  %461 = fcmp olt float %455, 0x4010E90000000000
  br i1 %461, label %462, label %472

462:                                              ; preds = %457
  %463 = sdiv i32 %433, 2
  %464 = shl i32 %463, 20
  %465 = add i32 %449, %464
  %466 = tail call double @llvm.nvvm.lohi.i2d(i32 %448, i32 %465) #8
  %467 = sub nsw i32 %433, %463
  %468 = shl i32 %467, 20
  %469 = add nsw i32 %468, 1072693248
  %470 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %469) #8
  %471 = fmul double %470, %466
  br label %472

472:                                              ; preds = %394, %457, %462
  %473 = phi double [ %452, %394 ], [ %471, %462 ], [ %460, %457 ]
  %474 = fadd contract double %431, 1.000000e+00
  %475 = fdiv contract double %473, %474
  %476 = getelementptr i8, ptr %430, i64 8
  store double %475, ptr %476, align 8, !tbaa !17
  %477 = getelementptr inbounds nuw i32, ptr %2, i64 %11
  %478 = load i32, ptr %477, align 4, !tbaa !6
  %479 = tail call i32 @llvm.bitreverse.i32(i32 %478)
  %480 = tail call i32 asm "bfind.shiftamt.u32 $0, $1;", "=r,r"(i32 %479) #9, !srcloc !19
  %481 = add i32 %480, 1
  %482 = getelementptr inbounds nuw i32, ptr %5, i64 %110
  store i32 %481, ptr %482, align 4, !tbaa !6
  %483 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %478)
  %484 = tail call noundef range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %478, i1 false)
  %485 = add nuw nsw i32 %483, %484
  %486 = getelementptr inbounds nuw i32, ptr %5, i64 %210
  store i32 %485, ptr %486, align 4, !tbaa !6
  %487 = tail call noundef i32 @llvm.nvvm.prmt(i32 %478, i32 16909060, i32 20800)
  %488 = getelementptr inbounds nuw i32, ptr %5, i64 %297
  store i32 %487, ptr %488, align 4, !tbaa !6
  %489 = tail call noundef i32 asm "shf.l.wrap.b32 $0, $1, $2, $3;", "=r,r,r,r"(i32 %478, i32 305419896, i32 %10) #10, !srcloc !20
  %490 = getelementptr inbounds nuw i32, ptr %5, i64 %318
  store i32 %489, ptr %490, align 4, !tbaa !6
  %491 = tail call noundef i32 @llvm.nvvm.sad.i(i32 %478, i32 1000, i32 7)
  %492 = xor i32 %479, %491
  %493 = getelementptr inbounds nuw i32, ptr %5, i64 %363
  store i32 %492, ptr %493, align 4, !tbaa !6
  %494 = and i32 %478, 15
  %495 = tail call noundef i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %6, i32 range(i32 0, 16) %494)
  %496 = getelementptr inbounds nuw i32, ptr %5, i64 %373
  store i32 %495, ptr %496, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr captures(none), i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f32(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f32(float) #4

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.copysign.f32(float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fabs.f64(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define internal fastcc { double, i32 } @__internal_trig_reduction_slowpathd(double %0) unnamed_addr #5 {
  %2 = alloca [5 x i64], align 8
  %3 = tail call i32 @llvm.nvvm.d2i.hi(double %0) #8
  %4 = and i32 %3, -2147483648
  %5 = lshr i32 %3, 20
  %6 = and i32 %5, 2047
  %7 = icmp eq i32 %6, 2047
  br i1 %7, label %104, label %8

8:                                                ; preds = %1
  %9 = add nsw i32 %6, -1024
  %10 = bitcast double %0 to i64
  %11 = shl i64 %10, 11
  %12 = or i64 %11, -9223372036854775808
  %13 = lshr i32 %9, 6
  %14 = sub nsw i32 15, %13
  %15 = sub nsw i32 19, %13
  %16 = tail call i32 @llvm.smin.i32(i32 %15, i32 18) #8
  %17 = icmp slt i32 %14, %16
  br i1 %17, label %18, label %32

18:                                               ; preds = %8, %18
  %19 = phi i32 [ %30, %18 ], [ %14, %8 ]
  %20 = phi i64 [ %26, %18 ], [ 0, %8 ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i64, ptr addrspace(1) @__cudart_i2opi_d, i64 %21
  %23 = load i64, ptr addrspace(1) %22, align 8
  %24 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi, clo, chi;\0A\09mov.b64         {alo,ahi}, $2;    \0A\09mov.b64         {blo,bhi}, $3;    \0A\09mov.b64         {clo,chi}, $4;    \0A\09mad.lo.cc.u32   r0, alo, blo, clo;\0A\09madc.hi.cc.u32  r1, alo, blo, chi;\0A\09madc.hi.u32     r2, alo, bhi,   0;\0A\09mad.lo.cc.u32   r1, alo, bhi,  r1;\0A\09madc.hi.cc.u32  r2, ahi, blo,  r2;\0A\09madc.hi.u32     r3, ahi, bhi,   0;\0A\09mad.lo.cc.u32   r1, ahi, blo,  r1;\0A\09madc.lo.cc.u32  r2, ahi, bhi,  r2;\0A\09addc.u32        r3,  r3,   0;     \0A\09mov.b64         $0, {r0,r1};      \0A\09mov.b64         $1, {r2,r3};      \0A\09}", "=l,=l,l,l,l"(i64 %23, i64 %12, i64 %20) #9, !srcloc !21
  %25 = extractvalue { i64, i64 } %24, 0
  %26 = extractvalue { i64, i64 } %24, 1
  %27 = sub nsw i32 %19, %14
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %2, i64 %28
  store i64 %25, ptr %29, align 8
  %30 = add nsw i32 %19, 1
  %31 = icmp eq i32 %30, %16
  br i1 %31, label %32, label %18, !llvm.loop !22

32:                                               ; preds = %18, %8
  %33 = phi i64 [ 0, %8 ], [ %26, %18 ]
  %34 = phi i32 [ %14, %8 ], [ %16, %18 ]
  %35 = sub nsw i32 %34, %14
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr %2, i64 %36
  store i64 %33, ptr %37, align 8
  %38 = and i32 %5, 63
  %39 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %40 = load i64, ptr %39, align 8
  %41 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %42 = load i64, ptr %41, align 8
  %43 = icmp eq i32 %38, 0
  br i1 %43, label %56, label %44

44:                                               ; preds = %32
  %45 = sub nuw nsw i32 64, %38
  %46 = zext nneg i32 %38 to i64
  %47 = shl i64 %42, %46
  %48 = zext nneg i32 %45 to i64
  %49 = lshr i64 %40, %48
  %50 = or i64 %47, %49
  %51 = shl i64 %40, %46
  %52 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %53 = load i64, ptr %52, align 8
  %54 = lshr i64 %53, %48
  %55 = or i64 %54, %51
  br label %56

56:                                               ; preds = %44, %32
  %57 = phi i64 [ %50, %44 ], [ %42, %32 ]
  %58 = phi i64 [ %55, %44 ], [ %40, %32 ]
  %59 = lshr i64 %57, 62
  %60 = trunc nuw nsw i64 %59 to i32
  %61 = tail call i64 @llvm.fshl.i64(i64 %57, i64 %58, i64 2)
  %62 = shl i64 %58, 2
  %63 = lshr i64 %61, 63
  %64 = trunc nuw nsw i64 %63 to i32
  %65 = add nuw nsw i32 %64, %60
  %66 = icmp eq i32 %4, 0
  %67 = sub nsw i32 0, %65
  %68 = select i1 %66, i32 %65, i32 %67
  %69 = icmp sgt i64 %61, -1
  br i1 %69, label %75, label %70

70:                                               ; preds = %56
  %71 = xor i32 %4, -2147483648
  %72 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09sub.cc.u32      r0, a0, b0; \0A\09subc.cc.u32     r1, a1, b1; \0A\09subc.cc.u32     r2, a2, b2; \0A\09subc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 0, i64 0, i64 %62, i64 %61) #9, !srcloc !23
  %73 = extractvalue { i64, i64 } %72, 0
  %74 = extractvalue { i64, i64 } %72, 1
  br label %75

75:                                               ; preds = %70, %56
  %76 = phi i64 [ %74, %70 ], [ %61, %56 ]
  %77 = phi i64 [ %73, %70 ], [ %62, %56 ]
  %78 = phi i32 [ %71, %70 ], [ %4, %56 ]
  %79 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %76, i1 false)
  %80 = freeze i64 %77
  %81 = tail call i64 @llvm.fshl.i64(i64 %76, i64 %80, i64 %79)
  %82 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, alo, ahi, blo, bhi;\0A\09mov.b64         {alo,ahi}, $2;   \0A\09mov.b64         {blo,bhi}, $3;   \0A\09mul.lo.u32      r0, alo, blo;    \0A\09mul.hi.u32      r1, alo, blo;    \0A\09mad.lo.cc.u32   r1, alo, bhi, r1;\0A\09madc.hi.u32     r2, alo, bhi,  0;\0A\09mad.lo.cc.u32   r1, ahi, blo, r1;\0A\09madc.hi.cc.u32  r2, ahi, blo, r2;\0A\09madc.hi.u32     r3, ahi, bhi,  0;\0A\09mad.lo.cc.u32   r2, ahi, bhi, r2;\0A\09addc.u32        r3, r3,  0;      \0A\09mov.b64         $0, {r0,r1};     \0A\09mov.b64         $1, {r2,r3};     \0A\09}", "=l,=l,l,l"(i64 %81, i64 -3958705157555305931) #9, !srcloc !24
  %83 = extractvalue { i64, i64 } %82, 1
  %84 = icmp sgt i64 %83, 0
  br i1 %84, label %85, label %90

85:                                               ; preds = %75
  %86 = add nuw nsw i64 %79, 1
  %87 = extractvalue { i64, i64 } %82, 0
  %88 = tail call { i64, i64 } asm "{\0A\09.reg .u32 r0, r1, r2, r3, a0, a1, a2, a3, b0, b1, b2, b3;\0A\09mov.b64         {a0,a1}, $2;\0A\09mov.b64         {a2,a3}, $3;\0A\09mov.b64         {b0,b1}, $4;\0A\09mov.b64         {b2,b3}, $5;\0A\09add.cc.u32      r0, a0, b0; \0A\09addc.cc.u32     r1, a1, b1; \0A\09addc.cc.u32     r2, a2, b2; \0A\09addc.u32        r3, a3, b3; \0A\09mov.b64         $0, {r0,r1};\0A\09mov.b64         $1, {r2,r3};\0A\09}", "=l,=l,l,l,l,l"(i64 %87, i64 %83, i64 %87, i64 %83) #9, !srcloc !25
  %89 = extractvalue { i64, i64 } %88, 1
  br label %90

90:                                               ; preds = %85, %75
  %91 = phi i64 [ %89, %85 ], [ %83, %75 ]
  %92 = phi i64 [ %86, %85 ], [ %79, %75 ]
  %93 = zext i32 %78 to i64
  %94 = shl nuw i64 %93, 32
  %95 = add i64 %91, 1
  %96 = lshr i64 %95, 10
  %97 = add nuw nsw i64 %96, 1
  %98 = lshr i64 %97, 1
  %99 = shl nuw nsw i64 %92, 52
  %100 = sub nsw i64 %98, %99
  %101 = add nsw i64 %100, 4602678819172646912
  %102 = or i64 %101, %94
  %103 = bitcast i64 %102 to double
  br label %104

104:                                              ; preds = %1, %90
  %105 = phi double [ %103, %90 ], [ %0, %1 ]
  %106 = phi i32 [ %68, %90 ], [ 0, %1 ]
  %107 = insertvalue { double, i32 } poison, double %105, 0
  %108 = insertvalue { double, i32 } %107, i32 %106, 1
  ret { double, i32 } %108
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #7

attributes #0 = { convergent noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nounwind memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }
attributes #9 = { nounwind memory(none) }
attributes #10 = { convergent nounwind memory(none) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !8, i64 0}
!13 = !{i32 33673, i32 33677, i32 33722, i32 33767}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.count", i32 1}
!16 = !{i32 21352}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{i32 12369}
!20 = !{i64 7828126}
!21 = !{i32 160011, i32 160015, i32 160084, i32 160132, i32 160180, i32 160228, i32 160276, i32 160324, i32 160372, i32 160420, i32 160468, i32 160516, i32 160564, i32 160612, i32 160660, i32 160708, i32 160756}
!22 = distinct !{!22, !15}
!23 = !{i32 157745, i32 157749, i32 157820, i32 157862, i32 157904, i32 157946, i32 157988, i32 158030, i32 158072, i32 158114, i32 158156, i32 158198, i32 158240}
!24 = !{i32 158786, i32 158790, i32 158849, i32 158896, i32 158943, i32 158990, i32 159037, i32 159084, i32 159131, i32 159178, i32 159225, i32 159272, i32 159319, i32 159366, i32 159413, i32 159460}
!25 = !{i32 156547, i32 156551, i32 156622, i32 156664, i32 156706, i32 156748, i32 156790, i32 156832, i32 156874, i32 156916, i32 156958, i32 157000, i32 157042}
