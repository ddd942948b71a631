define void @noTriple(ptr %P) {
  ret void
}
