target triple = "x86_64-pc-linux-gnu"

define void @hostFunction(ptr %P) {
  store i32 1, ptr %P
  ret void
}
