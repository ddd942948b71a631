; An empty NVPTX module: default-passes.test asks opt whether the plugin
; registers cfg-linearize.
target triple = "nvptx64-nvidia-cuda"
