; Parses, but %a uses %b before its definition: the verifier rejects it.
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %P) {
  %a = add i32 %b, 1
  %b = add i32 1, 1
  ret void
}
