target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %P {
  ret void
}
