target triple = "nvptx64-nvidia-cuda"

declare void @external()
