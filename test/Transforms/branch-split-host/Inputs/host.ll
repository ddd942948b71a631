; A host module as clang 22 emits it for a CUDA program (trimmed): the stub
; of kernel @_Z1kPi launches it through cudaLaunchKernel, the module
; constructor registers it.
target triple = "x86_64-unknown-linux-gnu"

@name = private unnamed_addr constant [7 x i8] c"_Z1kPi\00"

define void @_Z16__device_stub__kPi(ptr %p) {
  %args = alloca ptr, align 8
  store ptr %p, ptr %args, align 8
  %r = call i32 @cudaLaunchKernel(ptr @_Z16__device_stub__kPi, i64 4294967297, i32 1, i64 4294967328, i32 1, ptr %args, i64 0, ptr null)
  ret void
}

define i32 @main() {
  call void @_Z16__device_stub__kPi(ptr null)
  ret i32 0
}

define internal void @__cuda_register_globals(ptr %h) {
  %r = call i32 @__cudaRegisterFunction(ptr %h, ptr @_Z16__device_stub__kPi, ptr @name, ptr @name, i32 -1, ptr null, ptr null, ptr null, ptr null, ptr null)
  ret void
}

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr)
declare i32 @__cudaRegisterFunction(ptr, ptr, ptr, ptr, i32, ptr, ptr, ptr, ptr, ptr)
