// TOK: a tokenizer's state machine written with goto (held-out kernel,
// issue 14). Thread t counts the words and numbers of its own line; the
// three states (between tokens, in a word, in a number) are loops that jump
// into each other, so the cycle they form has several entries
// (irreducible control flow). Token lengths differ per lane.

extern "C" __global__ void tokenize(const int *text, int *out, int len,
                                    int n) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  const int *s = text + t * len;
  int i = 0, words = 0, numbers = 0, c;
space:
  while (i < len) {
    c = s[i++];
    if (c >= '0' && c <= '9')
      goto number;
    if (c >= 'a' && c <= 'z')
      goto word;
  }
  goto done;
word:
  ++words;
  while (i < len) {
    c = s[i++];
    if (!(c >= 'a' && c <= 'z') && !(c >= '0' && c <= '9'))
      goto space;
  }
  goto done;
number:
  ++numbers;
  while (i < len) {
    c = s[i++];
    if (c >= 'a' && c <= 'z')
      goto word;
    if (!(c >= '0' && c <= '9'))
      goto space;
  }
done:
  out[t] = words * 1024 + numbers;
}
